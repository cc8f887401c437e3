#!/usr/bin/env bash
# The behaviour signature (`trisgo bench`, docs/engine-developers.md) against
# the expected value kept in spec/bench-signature.txt.
#   scripts/bench-signature.sh TRISGO            print the signature
#   scripts/bench-signature.sh --check TRISGO    compare it with the file: exit 1 when they differ
#   scripts/bench-signature.sh --update TRISGO   write it into the file (the header kept)
# --expected FILE reads (or updates) FILE instead of spec/bench-signature.txt.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
mode=print
file="$here/spec/bench-signature.txt"
while [ $# -gt 1 ]; do
  case "$1" in
    --check) mode=check; shift ;;
    --update) mode=update; shift ;;
    --expected) file="$2"; shift 2 ;;
    *) echo "usage: $0 [--check | --update] [--expected FILE] TRISGO" >&2; exit 2 ;;
  esac
done
[ $# -eq 1 ] || { echo "usage: $0 [--check | --update] [--expected FILE] TRISGO" >&2; exit 2; }
trisgo="$1"

# trisgo bench exits 1 (and prints no number) when the two engines differ;
# its stderr names the ruleset and the count.
got="$("$trisgo" bench)" || { echo "bench signature: trisgo bench failed (exit status $?): the engines differ or it crashed" >&2; exit 1; }
# The expected value: the first line that is not a comment or blank.
expected="$(grep -v -e '^#' -e '^[[:space:]]*$' "$file" | head -n 1 | tr -d '[:space:]')"

case "$mode" in
  print) echo "$got" ;;
  update)
    { grep '^#' "$file"; echo "$got"; } > "$file.tmp" && mv "$file.tmp" "$file"
    echo "bench signature: $file now holds $got (was $expected)" ;;
  check)
    if [ "$got" != "$expected" ]; then
      echo "bench signature: expected $expected ($file), got $got." >&2
      echo "If you changed engine behaviour on purpose, update spec/bench-signature.txt" >&2
      echo "(scripts/bench-signature.sh --update TRISGO) and say so in the commit." >&2
      echo "If you did not, the change altered what an engine does: find out what." >&2
      exit 1
    fi
    echo "bench signature: $got as expected" ;;
esac
