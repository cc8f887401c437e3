#!/usr/bin/env bash
# The golden-trace check fails when a stored trace changes: copies
# spec/traces/ to a temporary folder, changes one answer (a capture list) in
# one trace, and expects scripts/traces.sh --check (on that trace and an
# untouched one) to exit 1 naming that file for both engines, and only it.
#   conformance/tests/traces_check_test.sh TRISGO
set -euo pipefail
cd "$(dirname "$0")/../.."
trisgo="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cp spec/traces/*.jsonl "$tmp/"
# go-5x5 captures stones; drop the first capture from its line.
grep -q '"captured":\[\[' "$tmp/go-5x5.jsonl" || { echo "FAIL: go-5x5.jsonl has no capture to corrupt"; exit 1; }
sed -i '0,/"captured":\[\[[-0-9]*,[-0-9]*\]/s//"captured":[/' "$tmp/go-5x5.jsonl"
sed -i 's/"captured":\[,/"captured":[/' "$tmp/go-5x5.jsonl"
set +e
out="$(scripts/traces.sh --check --dir "$tmp" --only go-5x5,trisgo-2026-5x5 "$trisgo" 2>&1)"
status=$?
set -e
if [ $status -ne 1 ]; then echo "FAIL: a changed trace gave exit status $status, not 1"; echo "$out"; exit 1; fi
for engine in reference optimized; do
  grep -q "go-5x5.jsonl: the $engine engine's trace differs" <<<"$out" ||
    { echo "FAIL: no message for the $engine engine"; echo "$out"; exit 1; }
done
if grep -q "trisgo-2026-5x5.jsonl: the" <<<"$out"; then echo "FAIL: an untouched trace was reported"; exit 1; fi
# scripts/trace-diff.py names the line and the field.
set +e
diff_out="$(scripts/trace-diff.py spec/traces/go-5x5.jsonl "$tmp/go-5x5.jsonl")"
diff_status=$?
set -e
if [ $diff_status -ne 1 ] || ! grep -q "^  captured: expected \[\[" <<<"$diff_out"; then
  echo "FAIL: trace-diff.py gave status $diff_status:"; echo "$diff_out"; exit 1
fi
scripts/trace-diff.py spec/traces/go-5x5.jsonl spec/traces/go-5x5.jsonl >/dev/null ||
  { echo "FAIL: trace-diff.py finds a difference between a file and itself"; exit 1; }
echo "ok: the changed go-5x5.jsonl is reported for both engines (exit status 1), and trace-diff.py names the field"
