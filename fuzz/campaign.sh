#!/usr/bin/env bash
# A long fuzzing campaign (fuzz/CAMPAIGNS.md): runs the targets named in a
# queue file one at a time, each until it has run RUNS inputs or SECONDS
# seconds, whichever comes first, at the lowest CPU priority, with its seeds
# and dictionary, in a corpus of its own (never ctest's). The queue is read
# one line at a time, so targets can be appended while the campaign runs.
# Usage: fuzz/campaign.sh BUILD_DIR OUT_DIR QUEUE_FILE [RUNS] [SECONDS]
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
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$1 out=$2 queue=$3 runs=${4:-10000000} seconds=${5:-3600} nice_level=${NICE:-19}
mkdir -p "$out/artifacts"
done_count=0
while true; do
  line=$(sed -n "$((done_count + 1))p" "$queue")
  [ -z "$line" ] && break
  done_count=$((done_count + 1))
  read -r target own_seconds <<<"$line"
  # The decoders of fuzz_attributes and fuzz_play read a bounded prefix.
  case $target in
    attributes) max_len=128 ;;
    play) max_len=128 ;;
    *) max_len=4096 ;;
  esac
  dict=()
  [ -f "$here/dicts/$target.dict" ] && dict=(-dict="$here/dicts/$target.dict")
  mkdir -p "$out/corpus_$target"
  echo "== $(date -u +%H:%M:%S) $target: commit $(git -C "$here" rev-parse --short HEAD)" >>"$out/campaign.log"
  # malloc_context_size=0: no allocation stack traces (half of fuzz_play's
  # time went to recording them); replay a finding without it for the full
  # ASan report.
  ASAN_OPTIONS=detect_leaks=0:malloc_context_size=0 /usr/bin/time -a -o "$out/$target.log" -f 'cpu_seconds: %U+%S' \
      nice -n "$nice_level" "$build/fuzz/fuzz_$target" -seed=1 -max_len=$max_len \
      -runs="$runs" -max_total_time="${own_seconds:-$seconds}" -print_final_stats=1 \
      -artifact_prefix="$out/artifacts/$target-" "${dict[@]}" \
      "$out/corpus_$target" "$here/seeds/$target" >"$out/$target.log" 2>&1
  status=$?
  echo "== $(date -u +%H:%M:%S) $target: exit $status" >>"$out/campaign.log"
done
