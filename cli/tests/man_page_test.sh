#!/usr/bin/env bash
# trisgo(1) (cli/man/man_page.py): a section for every command `trisgo --help`
# lists, each with that command's usage; the version; the exit status; and
# groff renders it (UTF-8, the Chinese quotations included) without a
# warning. usage: man_page_test.sh TRISGO PAGE. Exit 77 (skipped) without groff.
set -u
trisgo=$1
page=$2
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

[ -s "$page" ] || { echo "FAIL: $page is missing or empty"; exit 1; }
head -n 1 "$page" | grep -q 'coding: UTF-8' || fail "the first line does not name the encoding (man-db's preconv)"
grep -q "^\.TH TRISGO 1 .*$("$trisgo" --version | head -n 1 | sed 's/ (.*//')" "$page" || fail ".TH does not carry the version"
commands=$("$trisgo" --help | sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p')
[ "$(wc -w <<<"$commands")" -ge 20 ] || fail "trisgo --help lists only: $commands"
for c in $commands; do
  grep -q "^\.SS $(sed 's/-/\\\\-/g' <<<"$c")\$" "$page" || fail "no section for $c"
done
grep -q '^\.SH EXIT STATUS' "$page" || fail "no EXIT STATUS section"

if ! command -v groff >/dev/null; then
  echo "man_page_test: groff is not installed (scripts/install-deps.sh installs groff-base); the rendering is not checked"
  [ "$failures" -eq 0 ] || exit 1
  exit 77
fi
warnings=$(LC_ALL=C.UTF-8 groff -k -man -Tutf8 -ww -z "$page" 2>&1)
[ -z "$warnings" ] || fail "groff warns: $(head -n 5 <<<"$warnings")"
text=$(LC_ALL=C.UTF-8 groff -k -man -Tutf8 -P-cbou "$page" 2>/dev/null)
grep -q 'trisgo audit RULES' <<<"$text" || fail "the rendered page lacks audit's usage"
grep -q '黑1' <<<"$text" || fail "the rendered page lost the Chinese of record's help"
grep -q '^EXIT STATUS' <<<"$text" || fail "the rendered page lacks EXIT STATUS"

if [ "$failures" -ne 0 ]; then
  echo "man_page_test: $failures failures"
  exit 1
fi
echo "man_page_test: $(wc -w <<<"$commands") commands, rendered without a warning"
