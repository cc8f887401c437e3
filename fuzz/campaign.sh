#!/usr/bin/env bash
# A long fuzzing campaign (fuzz/CAMPAIGNS.md): runs the targets named in a
# queue file one at a time, each until it has run RUNS inputs or SECONDS
# seconds, whichever comes first, at the lowest CPU priority, with its seeds
# and dictionary, in a corpus of its own (never ctest's). The queue is read
# one line at a time, so targets can be appended while the campaign runs.
# Usage: fuzz/campaign.sh [--shard K/N] BUILD_DIR OUT_DIR QUEUE_FILE [RUNS] [SECONDS]
#        fuzz/campaign.sh --merge [--partial] RESULT...
#   NICE (environment, default 19): the CPU priority of the targets; on a
#       machine where nothing else runs, 0 gives them every free cycle.
#   BUILD_DIR: a clang build with -DTRISGO_BUILD_FUZZ=ON (its fuzz/ holds the targets)
#   QUEUE_FILE: one target per line ("position", "play", ...), optionally
#               followed by its own SECONDS
# Each target writes OUT_DIR/<target>.log (libFuzzer's output, with
# -print_final_stats) and OUT_DIR/corpus_<target>/; findings go to
# OUT_DIR/artifacts/<target>-crash-<sha1>. The CPU seconds each target got
# (user + system, from /usr/bin/time) end its log as "cpu_seconds: N", so that a
# starved hour is told apart from a full one.
#
# Shards (issue 31: trisgo submit runs them as a Slurm job array, docs/cluster.md):
# with --shard K/N the queue is read once, at the start, and shard K runs its
# targets number K, K+N, K+2N, ... (from 1, in queue order) into the shared
# OUT_DIR (each target's files are its own, so shards never write the same file).
# Every run prints a header line "queue: T1 T2 ... (shard K/N: Ti Tj ...)" and
# one line per target, "target T: exit E, executions X, cpu_seconds C,
# findings F1 F2 ...|none", to stdout; its exit status is 1 when a target found
# something (a crash, timeout, OOM or leak file in OUT_DIR/artifacts), else 0
# (2: bad usage, or a target missing from BUILD_DIR).
# --merge reads the N shards' outputs: the same queue, each shard once, every
# target once. It prints the targets' lines in queue order and a total; exit 1
# with any finding; 2 for outputs that are no shards of one campaign or a
# missing shard, unless --partial (then the targets not run are named, exit 1).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
usage() { echo "usage: see the top of $0" >&2; exit 2; }

if [ "${1:-}" = "--merge" ]; then
  shift
  partial=0
  [ "${1:-}" = "--partial" ] && { partial=1; shift; }
  [ $# -ge 1 ] || usage
  queue_line=$(grep -h '^queue: ' "$@" | sed 's/ (shard .*//' | sort -u)
  [ -n "$queue_line" ] || { echo "merge: no shard output (no 'queue:' line) in $*" >&2; exit 2; }
  [ "$(wc -l <<<"$queue_line")" -eq 1 ] || { echo "merge: the outputs are shards of different queues:" >&2; echo "$queue_line" >&2; exit 2; }
  read -r -a targets <<<"${queue_line#queue: }"
  shards=$(grep -ho '(shard [0-9]*/[0-9]*' "$@" | sed 's/(shard //')
  n=$(cut -d/ -f2 <<<"$shards" | sort -u)
  [ "$(wc -l <<<"$n")" -eq 1 ] || { echo "merge: the outputs are shards of different splits" >&2; exit 2; }
  status=0 missing=()
  for ((k = 1; k <= n; k++)); do
    c=$(grep -c "^$k/" <<<"$shards")
    [ "$c" -le 1 ] || { echo "merge: shard $k/$n given $c times" >&2; exit 2; }
    [ "$c" -eq 1 ] || missing+=("$k/$n")
  done
  if [ ${#missing[@]} -gt 0 ] && [ $partial -eq 0 ]; then
    echo "merge: shard(s) ${missing[*]} missing; merged nothing (--partial merges the shards given)" >&2
    exit 2
  fi
  echo "$queue_line"
  found=0 absent=()
  for t in "${targets[@]}"; do
    line=$(grep -h "^target $t: " "$@")
    c=$(grep -c . <<<"$line")
    [ -n "$line" ] || c=0
    [ "$c" -le 1 ] || { echo "merge: target $t ran $c times" >&2; exit 2; }
    if [ "$c" -eq 0 ]; then absent+=("$t"); continue; fi
    echo "$line"
    [[ $line == *"findings none" ]] || found=$((found + 1))
  done
  if [ ${#absent[@]} -gt 0 ] && [ $partial -eq 0 ]; then
    echo "merge: target(s) ${absent[*]} ran in no shard" >&2
    exit 2
  fi
  echo "merged: ${#targets[@]} targets, $((${#targets[@]} - ${#absent[@]})) run, $found with findings$([ ${#absent[@]} -eq 0 ] || echo "; not run (shards ${missing[*]} missing): ${absent[*]}")"
  [ $found -eq 0 ] && [ ${#absent[@]} -eq 0 ] || status=1
  exit $status
fi

shard=1/1 sharded=0
if [ "${1:-}" = "--shard" ]; then
  shard=${2:-} sharded=1
  shift 2
fi
[[ $shard =~ ^([1-9][0-9]*)/([1-9][0-9]*)$ ]] && ((BASH_REMATCH[1] <= BASH_REMATCH[2])) ||
  { echo "$0: --shard '$shard' is not K/N with 1 <= K <= N" >&2; exit 2; }
k=${BASH_REMATCH[1]} n=${BASH_REMATCH[2]}
[ $# -ge 3 ] && [ $# -le 5 ] || usage
build=$1 out=$2 queue=$3 runs=${4:-10000000} seconds=${5:-3600} nice_level=${NICE:-19}
[ -r "$queue" ] || { echo "$0: cannot read the queue file $queue" >&2; exit 2; }
mkdir -p "$out/artifacts" || exit 2
# A sharded run reads the queue once (every shard must see the same one); a
# whole run reads it a line at a time, so that targets can be appended.
if [ $sharded -eq 1 ]; then
  mapfile -t fixed < <(grep -v '^[[:space:]]*$' "$queue")
  all=() mine=()
  for i in "${!fixed[@]}"; do
    read -r t _ <<<"${fixed[$i]}"
    all+=("$t")
    [ $((i % n)) -eq $((k - 1)) ] && mine+=("$t")
  done
  echo "queue: ${all[*]} (shard $k/$n: ${mine[*]})"
else
  echo "queue: $(grep -v '^[[:space:]]*$' "$queue" | awk '{print $1}' | tr '\n' ' ' | sed 's/ $//') (shard 1/1: the queue as it grows)"
fi
next_line() {  # the i-th (from 0) line of this run's part of the queue, or nothing
  if [ $sharded -eq 1 ]; then
    local at=$(($1 * n + k - 1))
    [ $at -lt ${#fixed[@]} ] && echo "${fixed[$at]}"
  else
    grep -v '^[[:space:]]*$' "$queue" | sed -n "$(($1 + 1))p"
  fi
}
status=0
done_count=0
while true; do
  line=$(next_line $done_count)
  [ -z "$line" ] && break
  done_count=$((done_count + 1))
  read -r target own_seconds <<<"$line"
  [ -x "$build/fuzz/fuzz_$target" ] || { echo "$0: no fuzz target $build/fuzz/fuzz_$target" >&2; exit 2; }
  # The decoders of fuzz_attributes and fuzz_play read a bounded prefix.
  case $target in
    attributes) max_len=128 ;;
    play) max_len=128 ;;
    *) max_len=4096 ;;
  esac
  dict=()
  [ -f "$here/dicts/$target.dict" ] && dict=(-dict="$here/dicts/$target.dict")
  mkdir -p "$out/corpus_$target"
  echo "== $(date -u +%H:%M:%S) $target: commit $(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo unknown)" >>"$out/campaign.log"
  # malloc_context_size=0: no allocation stack traces (half of fuzz_play's
  # time went to recording them); replay a finding without it for the full
  # ASan report.
  ASAN_OPTIONS=detect_leaks=0:malloc_context_size=0 /usr/bin/time -a -o "$out/$target.log" -f 'cpu_seconds: %U+%S' \
      nice -n "$nice_level" "$build/fuzz/fuzz_$target" -seed=1 -max_len=$max_len \
      -runs="$runs" -max_total_time="${own_seconds:-$seconds}" -print_final_stats=1 \
      -artifact_prefix="$out/artifacts/$target-" "${dict[@]}" \
      "$out/corpus_$target" "$here/seeds/$target" >"$out/$target.log" 2>&1
  code=$?
  echo "== $(date -u +%H:%M:%S) $target: exit $code" >>"$out/campaign.log"
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/$target.log")
  cpu=$(sed -n 's/^cpu_seconds: \([0-9.]*\)+\([0-9.]*\)$/\1 \2/p' "$out/$target.log" | awk '{printf "%d", $1 + $2}')
  findings=$(cd "$out/artifacts" && ls | grep -E "^$target-(crash|timeout|oom|leak)-" | tr '\n' ' ' | sed 's/ $//')
  echo "target $target: exit $code, executions ${executions:-unknown}, cpu_seconds ${cpu:-unknown}, findings ${findings:-none}"
  [ -z "$findings" ] || status=1
done
exit $status
