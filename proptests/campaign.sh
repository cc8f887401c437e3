#!/usr/bin/env bash
# A long property campaign split by seed range (proptests/CAMPAIGNS.md): one
# proptests process per RapidCheck seed, each running FILTER for CASES cases.
# A campaign over a seed range can be shared by N machines: machine K runs
# `--shard K/N` (or TRISGO_SHARD=K/N in its environment), the K-th of N
# contiguous, disjoint parts of the range; `--merge` then checks that the
# shards' results cover the range exactly once and sums them up.
#
#   proptests/campaign.sh [--shard K/N] [-j JOBS] [--list] [--logs DIR] PROPTESTS FILTER CASES FIRST-LAST
#   proptests/campaign.sh --merge FIRST-LAST RESULTS...
#
# A run prints one line per seed, in seed order: "seed S: passed FILTER, CASES cases" or
# "seed S: FAILED ..." (its log, with RapidCheck's counterexample and replay line, in
# DIR/seed-S.log, default ./campaign-logs); save them to a file per shard for --merge.
# --list prints the seeds the shard would run and runs nothing. Shards are numbered 1..N;
# seed S runs with RC_PARAMS="max_success=CASES seed=S", so any line can be replayed alone.
# Exit status: 0 when every seed passed (--merge: and the range is covered exactly once), 1 when
# one failed (or a seed is missing or twice), 2 for bad usage.
set -uo pipefail

usage() { echo "usage: see the top of $0" >&2; exit 2; }
range() {  # FIRST-LAST -> "FIRST LAST", checked
  [[ $1 =~ ^([0-9]+)-([0-9]+)$ ]] && ((BASH_REMATCH[1] <= BASH_REMATCH[2])) ||
    { echo "$0: seed range '$1' is not FIRST-LAST with FIRST <= LAST" >&2; exit 2; }
  echo "${BASH_REMATCH[1]} ${BASH_REMATCH[2]}"
}

if [ "${1:-}" = "--merge" ]; then
  [ $# -ge 3 ] || usage
  read -r first last < <(range "$2") || exit 2
  shift 2
  status=0
  merged=$(cat "$@" | grep '^seed ' | sort -n -k2,2)
  for ((s = first; s <= last; s++)); do
    n=$(grep -c "^seed $s:" <<<"$merged")
    [ "$n" -eq 1 ] || { echo "merge: seed $s appears $n times" >&2; status=1; }
  done
  outside=$(awk -v f="$first" -v l="$last" '{ s = $2 + 0; if (s < f || s > l) print }' <<<"$merged")
  [ -z "$outside" ] || { echo "merge: seeds outside $first-$last:" >&2; echo "$outside" >&2; status=1; }
  echo "$merged"
  passed=$(grep -c ': passed ' <<<"$merged")
  failed=$(grep -c ': FAILED ' <<<"$merged")
  echo "merged: $((last - first + 1)) seeds in range, $passed passed, $failed failed"
  [ "$failed" -eq 0 ] || status=1
  exit $status
fi

shard=${TRISGO_SHARD:-1/1} jobs=1 list=0 logs=campaign-logs
while [ $# -gt 0 ]; do
  case $1 in
    --shard) shard=${2:-}; shift 2 ;;
    -j) jobs=${2:-}; shift 2 ;;
    --list) list=1; shift ;;
    --logs) logs=${2:-}; shift 2 ;;
    -*) usage ;;
    *) break ;;
  esac
done
[ $# -eq 4 ] || usage
binary=$1 filter=$2 cases=$3
read -r first last < <(range "$4") || exit 2
[[ $shard =~ ^([0-9]+)/([0-9]+)$ ]] && ((BASH_REMATCH[1] >= 1 && BASH_REMATCH[1] <= BASH_REMATCH[2])) ||
  { echo "$0: shard '$shard' is not K/N with 1 <= K <= N" >&2; exit 2; }
k=${BASH_REMATCH[1]} n=${BASH_REMATCH[2]}
[[ $cases =~ ^[0-9]+$ && $jobs =~ ^[1-9][0-9]*$ ]] || usage

# Shard K of N: the seeds first + floor((K-1)*count/N) .. first + floor(K*count/N) - 1.
count=$((last - first + 1))
from=$((first + (k - 1) * count / n)) to=$((first + k * count / n - 1))
if [ "$list" = 1 ]; then
  for ((s = from; s <= to; s++)); do echo "$s"; done
  exit 0
fi
mkdir -p "$logs"
run_seed() {  # seed -> its result line
  if RC_PARAMS="max_success=$cases seed=$1" "$binary" --gtest_filter="$filter" >"$logs/seed-$1.log" 2>&1; then
    echo "seed $1: passed $filter, $cases cases"
  else
    echo "seed $1: FAILED $filter, $cases cases (log: $logs/seed-$1.log)"
  fi
}
export -f run_seed
export binary filter cases logs
((from <= to)) || exit 0  # more shards than seeds: this one has none
results=$(seq "$from" "$to" | xargs -P "$jobs" -I{} bash -c 'run_seed "$1"' _ {} | sort -n -k2,2)
echo "$results"
! grep -q ': FAILED ' <<<"$results"
