#!/usr/bin/env bash
# Regenerates the golden traces spec/traces/*.jsonl (issue 18,
# spec/traces/README.md): one seeded game per preset and size, with the
# engine's answer to every move as JSON lines (trisgo trace). The stored
# files are written by the reference engine. With --check, regenerates every
# trace with both engines into a temporary folder and diffs them against the
# stored files (ctest runs this), so a change to an engine's answers, or the
# two engines disagreeing, shows as a diff; the header's "engine" field is
# the one field that names the engine, and is compared as "reference".
# --quick (with --check; the sanitizer build's ctest): the reference engine
# checks only the 5x5 traces, the optimized engine all of them (the Release
# builds check every trace with both).
#   scripts/traces.sh [--check [--quick]] [--dir DIR] [--only NAME,NAME] [TRISGO]
#   (TRISGO default build/dev/cli/trisgo; DIR default spec/traces; --only: those traces, e.g. go-5x5)
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
quick=0
dir=spec/traces
only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --check) check=1; shift ;;
    --quick) quick=1; shift ;;
    --dir) dir="$2"; shift 2 ;;
    --only) only=",$2,"; shift 2 ;;
    *) break ;;
  esac
done
trisgo="${1:-build/dev/cli/trisgo}"
[ -x "$trisgo" ] || { echo "traces: no trisgo program at $trisgo (build it first)" >&2; exit 2; }

# name | rules | size | seed | moves played at most
# MengGo 2019 and 2013 open with 60 stone moves (30 rounds) before any tris
# slot, so their traces are 9x9 games of 100 moves (a 5x5 game ends first).
# MengGo plays by trisgo-2026's rules (only its record notation differs): one size.
traces=(
  "go-5x5|go|5|1|100"
  "go-9x9|go|9|1|40"
  "trisgo-2026-5x5|trisgo-2026|5|1|100"
  "trisgo-2026-9x9|trisgo-2026|9|1|40"
  "menggo-5x5|menggo|5|1|100"
  "menggo-2019-9x9|menggo-2019|9|2|100"
  "menggo-2013-9x9|menggo-2013|9|1|100"
  "menggo-2013-two-9x9|menggo-2013/order=menggo-2013-two|9|1|100"
  "flybomb-A-5x5|flybomb-A|5|1|100"
  "flybomb-A-9x9|flybomb-A|9|1|40"
  "flybomb-B-5x5|flybomb-B|5|1|100"
  "flybomb-B-9x9|flybomb-B|9|1|40"
  "flybomb-C-5x5|flybomb-C|5|1|100"
  "flybomb-C-9x9|flybomb-C|9|1|40"
  "trisgomoku-5x5|trisgomoku|5|1|100"
  "trisgomoku-9x9|trisgomoku|9|1|100"
)

if [ -n "$only" ]; then
  kept=()
  for t in "${traces[@]}"; do [[ "$only" == *",${t%%|*},"* ]] && kept+=("$t"); done
  [ ${#kept[@]} -gt 0 ] || { echo "traces: --only names no trace of the list" >&2; exit 2; }
  traces=("${kept[@]}")
fi

status=0
if [ $check -eq 1 ]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  for t in "${traces[@]}"; do
    IFS='|' read -r name rules size seed moves <<<"$t"
    for impl in reference optimized; do
      [ $quick -eq 1 ] && [ "$impl" = reference ] && [ "$size" != 5 ] && continue
      "$trisgo" trace --rules "$rules" --size "$size" --seed "$seed" --max-moves "$moves" --impl "$impl" 2>/dev/null |
        sed '1s/"engine":"[a-z]*"/"engine":"reference"/' >"$tmp/$name.$impl.jsonl"
      if ! diff -u "$dir/$name.jsonl" "$tmp/$name.$impl.jsonl" | head -40; then :; fi
      if ! cmp -s "$dir/$name.jsonl" "$tmp/$name.$impl.jsonl"; then
        echo "traces: $name.jsonl: the $impl engine's trace differs from the stored one (first difference above;" \
             "scripts/traces.sh regenerates the stored traces)" >&2
        status=1
      fi
    done
  done
  [ $status -eq 0 ] && echo "traces: all ${#traces[@]} traces match the stored ones with both engines" \
      "$([ $quick -eq 1 ] && echo "(--quick: the reference engine on the 5x5 ones)")"
else
  mkdir -p "$dir"
  for t in "${traces[@]}"; do
    IFS='|' read -r name rules size seed moves <<<"$t"
    "$trisgo" trace --rules "$rules" --size "$size" --seed "$seed" --max-moves "$moves" --impl reference \
      2>/dev/null >"$dir/$name.jsonl"
  done
  echo "traces: wrote ${#traces[@]} traces to $dir/"
fi
exit $status
