#!/usr/bin/env bash
# Regenerates the explanation graphs of the bundled examples (issue 16):
# the golden DOT files examples/explain/NAME.dot and the pictures of
# docs/why.md, docs/img/NAME.svg. With --check, writes the DOT files to a
# temporary folder and diffs them against the goldens (ctest runs this), so
# a change to the builder or to an engine's answers shows as a diff.
#   scripts/explain-pictures.sh [--check] [TRISGO]   (default build/dev/cli/trisgo)
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
trisgo="${1:-build/dev/cli/trisgo}"
[ -x "$trisgo" ] || { echo "explain-pictures: no trisgo program at $trisgo (build it first)" >&2; exit 2; }

# name | input | question
questions=(
  "black-tris|examples/positions/explain-black-tris-5x5.pos|--string O一"
  "tris-capture|examples/positions/explain-tris-capture-5x5.pos|--point OA"
  "one-liberty-eye|examples/positions/explain-eye-5x5.pos|--point B二"
  "tigers-mouth|examples/positions/explain-tiger-5x5.pos|--point OO"
  "suicide|examples/positions/explain-suicide-5x5.pos|--point B二"
  "ko|examples/positions/ko-5x5.pos|--point O一"
  "capture-and-flip|examples/games/demo-9x9.tgr|--move 57"
  "cascade|examples/games/demo-9x9.tgr|--move 82"
  "emergency|examples/records/emergency.tgr|--move 9"
  "score-5x5|examples/positions/tris-5x5.pos|--score"
  "score-demo|examples/games/demo-9x9.tgr|--score"
  "gomoku-encirclement|examples/games/gomoku-overrule-5x5.tgr|--move 12"
  "gomoku-five|examples/games/gomoku-five-5x5.tgr|--score"
  "m19-ring|examples/positions/explain-m19-ring-9x9.pos|--string 四O"
  "m19-eye|examples/positions/explain-m19-eye-7x7.pos|--string 三O"
  "bonds|examples/positions/explain-bonds-5x5.pos|--string OO"
  "flybomb-chosen|examples/records/flybomb-a-5x5.tgr|--move 2"
  "flybomb-random|examples/records/flybomb-a-5x5.tgr|--move 4"
  "menggo2013-seat|examples/records/menggo2013-team.tgr|--move 63"
)

out_dot=examples/explain
[ $check -eq 1 ] && out_dot="$(mktemp -d)"
mkdir -p "$out_dot" docs/img
status=0
for q in "${questions[@]}"; do
  IFS='|' read -r name input question <<<"$q"
  # shellcheck disable=SC2086
  "$trisgo" explain "$input" $question --format dot -o "$out_dot/$name.dot"
  if [ $check -eq 1 ]; then
    if ! diff -u "examples/explain/$name.dot" "$out_dot/$name.dot"; then
      echo "explain-pictures: $name.dot differs from the golden (scripts/explain-pictures.sh regenerates it)" >&2
      status=1
    fi
  else
    # shellcheck disable=SC2086
    "$trisgo" explain "$input" $question --format svg -o "docs/img/$name.svg"
  fi
done
if [ $check -eq 0 ]; then
  "$trisgo" show examples/positions/explain-black-tris-5x5.pos --svg > docs/img/board-black-tris.svg
  "$trisgo" show examples/positions/gomoku-types-7x7.pos --svg > docs/img/board-gomoku-types.svg
  echo "explain-pictures: wrote ${#questions[@]} DOT files to examples/explain/ and their pictures to docs/img/"
else
  rm -rf "$out_dot"
  [ $status -eq 0 ] && echo "explain-pictures: all ${#questions[@]} DOT files match the goldens"
fi
exit $status
