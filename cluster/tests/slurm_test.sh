#!/usr/bin/env bash
# ctest cluster_slurm (label slurm, full tier): trisgo submit through a real,
# single-node Slurm cluster started here. It installs slurm-wlm and munge if
# they are missing, starts munged, slurmctld and slurmd from a slurm.conf in a
# temporary folder (proctrack/linuxproc and task/none: no systemd, no
# cgroups), then:
#   - a small audit, diff, evaluate and property campaign, each
#     submitted in shards, merged by the merge job, equal to the local run;
#   - a fuzzing campaign of two targets in two shards (when BUILD has the
#     fuzz targets), merged with each target once and no finding;
#   - a shard cancelled mid-run (scancel): status says failed, the merge job
#     refuses and names it, the same submit runs only that shard again, and
#     the result equals the local run;
# and stops every daemon it started, by PID. Not root (or no apt when the
# packages are missing): skipped with the reason (exit 77), never passed.
# Usage: cluster/tests/slurm_test.sh TRISGO PROPTESTS [BUILD]
set -euo pipefail
trisgo=$(realpath "$1") proptests=$(realpath "$2")
here=$(cd "$(dirname "$0")" && pwd)
campaign_sh=$(realpath "$here/../../proptests/campaign.sh")
fuzz_sh=$(realpath "$here/../../fuzz/campaign.sh")
fuzz_build=${3:+$(realpath "$3")}
skip() { echo "cluster_slurm: SKIPPED: $*"; exit 77; }
fail() { echo "cluster_slurm: FAILED: $*" >&2; exit 1; }

[ "$(id -u)" -eq 0 ] || skip "not root: starting munged, slurmctld and slurmd as a test cluster needs root"
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v munged >/dev/null; then
  command -v apt-get >/dev/null || skip "slurm-wlm and munge are missing and there is no apt-get"
  echo "cluster_slurm: installing slurm-wlm and munge"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends slurm-wlm munge >/dev/null ||
    skip "apt-get could not install slurm-wlm and munge"
fi

# shellcheck source=single_node_slurm.sh
source "$here/single_node_slurm.sh"
tmp=$(mktemp -d /tmp/trisgo-slurm.XXXXXX)
chmod 755 "$tmp"
on_exit() {
  status=$?
  stop_daemons
  if [ "$status" -ne 0 ] && [ "$status" -ne 77 ]; then
    for f in "$tmp"/*.log; do [ -f "$f" ] && { echo "--- $f"; tail -20 "$f"; }; done >&2
  fi
  rm -rf "$tmp"
}
trap on_exit EXIT

start_single_node_slurm "$tmp"
echo "cluster_slurm: single-node cluster up"

wait_for() {  # job id...: until none is in the queue (at most 60 s)
  for _ in $(seq 300); do
    local left=""
    for j in "$@"; do squeue -h -j "$j" 2>/dev/null | grep -q . && left=1; done
    [ -z "$left" ] && return 0
    sleep 0.2
  done
  fail "jobs $* still queued after 60 s"
}
same_json() {  # the merged result and the local run, apart from timing and host fields
  python3 - "$1" "$2" <<'PY' || fail "$3: the merged result differs from the local run"
import json, sys
drop = {"seconds", "elapsed", "elapsed_seconds", "host", "time", "started", "finished"}
def clean(x):
    if isinstance(x, dict): return {k: clean(v) for k, v in x.items() if k not in drop}
    if isinstance(x, list): return [clean(v) for v in x]
    return x
a, b = (clean(json.load(open(p))) for p in sys.argv[1:3])
sys.exit(0 if a == b else 1)
PY
}
submit() {  # DIR SHARDS COMMAND...: sets $array and $merge to the job ids
  local dir=$1 n=$2
  shift 2
  "$trisgo" submit --shards "$n" --out "$dir" --partition test -- "$@" >"$tmp/submit.out" 2>"$tmp/submit.err" ||
    fail "trisgo submit failed: $(cat "$tmp/submit.err")"
  array=$(awk '/^array job/ {print $3}' "$tmp/submit.out") merge=$(awk '/^merge job/ {print $3}' "$tmp/submit.out")
  [ -n "$array" ] && [ -n "$merge" ] || fail "submit printed no job ids: $(cat "$tmp/submit.out")"
}
cd "$tmp"

# 1. An audit, a diff, an evaluate and a property campaign, each in shards.
audit=(audit trisgo-2026 --sizes 3 --positions 300 --seed 5)
evaluate=(evaluate --rules trisgo-2026 --vs go --size 5 --games 6 --seed 4 --quiet)
diff=(diff go trisgo-2026 --sizes 3 --positions 200 --seed 2 --jobs 1 --quiet)
props=("$campaign_sh" "$proptests" Invariants.ScorePartsAddUpOptimized 3 1-6)
submit "$tmp/audit" 3 "${audit[@]}"
m1=$merge
submit "$tmp/diff" 2 "${diff[@]}"
m2=$merge
submit "$tmp/props" 2 "${props[@]}"
m3=$merge
submit "$tmp/evaluate" 3 "${evaluate[@]}"
m5=$merge
m6=
if [ -n "$fuzz_build" ] && [ -x "$fuzz_build/fuzz/fuzz_sgf" ] && [ -x "$fuzz_build/fuzz/fuzz_ruleset" ]; then
  printf 'sgf\nruleset\n' >"$tmp/fuzz-queue"
  submit "$tmp/fuzz" 2 "$fuzz_sh" "$fuzz_build" "$tmp/fuzz-out" "$tmp/fuzz-queue" 100 60
  m6=$merge
else
  echo "cluster_slurm: this build has no fuzz targets (TRISGO_BUILD_FUZZ=OFF): the fuzzing campaign is not run"
fi
"$trisgo" "${audit[@]}" --json >local-audit.json 2>/dev/null || [ $? -eq 1 ] || fail "the local audit failed"
"$trisgo" "${diff[@]}" --json >local-diff.json 2>/dev/null || [ $? -eq 1 ] || fail "the local diff failed"
"$trisgo" "${evaluate[@]}" --json >local-evaluate.json 2>/dev/null || fail "the local evaluate failed"
"$campaign_sh" --logs "$tmp/local-logs" "${props[@]:1}" >local-props.txt || fail "the local property campaign failed"
wait_for "$m1" "$m2" "$m3" "$m5" $m6
for d in audit diff evaluate; do
  [ -f "$tmp/$d/result.json" ] || fail "$d: no merged result ($(cat "$tmp"/$d/logs/merge.*.log))"
done
same_json "$tmp/audit/result.json" local-audit.json audit
same_json "$tmp/diff/result.json" local-diff.json diff
same_json "$tmp/evaluate/result.json" local-evaluate.json evaluate
[ -f "$tmp/props/result.txt" ] || fail "props: no merged result"
grep '^seed ' "$tmp/props/result.txt" | cmp -s - local-props.txt || fail "props: the merged seeds differ from the local run"
"$trisgo" status "$tmp/audit" >status.txt || fail "status of a finished campaign: $(cat status.txt)"
grep -q "done: 3 (1-3)" status.txt || fail "status: $(cat status.txt)"
if [ -n "$m6" ]; then
  [ -f "$tmp/fuzz/result.txt" ] || fail "fuzz: no merged result ($(cat "$tmp"/fuzz/logs/merge.*.log))"
  grep -q "^merged: 2 targets, 2 run, 0 with findings$" "$tmp/fuzz/result.txt" &&
    grep -q "^target sgf: exit 0, executions [0-9]" "$tmp/fuzz/result.txt" &&
    grep -q "^target ruleset: exit 0, executions [0-9]" "$tmp/fuzz/result.txt" || fail "fuzz: $(cat "$tmp/fuzz/result.txt")"
  echo "cluster_slurm: a fuzzing campaign of 2 targets in 2 shards merged, each target once"
fi
echo "cluster_slurm: audit (3 shards), diff (2), evaluate (3) and property campaign (2) merged equal to the local runs"

# 2. A shard cancelled mid-run, then resumed. The property binary behind a
# wrapper that, in array task 2, waits TRISGO_TEST_SLOW_START seconds before
# each seed: set for the first submission only (sbatch passes the
# environment on), so shard 2 is surely still running when it is cancelled,
# whatever the machine's speed; shard 1, the resubmission and the local run
# do not wait.
printf '#!/bin/sh\n[ "${SLURM_ARRAY_TASK_ID:-}" = 2 ] && sleep "${TRISGO_TEST_SLOW_START:-0}"\nexec "%s" "$@"\n' \
  "$proptests" >"$tmp/slow-proptests"
chmod +x "$tmp/slow-proptests"
slow=("$campaign_sh" "$tmp/slow-proptests" Invariants.ScorePartsAddUpOptimized 100 1-8)
TRISGO_TEST_SLOW_START=5 submit "$tmp/resume" 2 "${slow[@]}"
a4=$array m4=$merge
for _ in $(seq 150); do
  squeue -h -r -j "$a4" -o '%i %T' 2>/dev/null | grep -q "^${a4}_2 RUNNING" && break
  sleep 0.1
done
sleep 0.5
scancel "${a4}_2"
wait_for "$a4" "$m4"
[ ! -f "$tmp/resume/shards/shard-2.json" ] || fail "the cancelled shard left a shard file"
[ -f "$tmp/resume/shards/shard-1.json" ] || fail "shard 1 did not finish"
[ ! -f "$tmp/resume/result.txt" ] || fail "the merge merged an incomplete set"
grep -q "shard 2 of 2 missing" "$tmp"/resume/logs/merge.*.log || fail "the merge did not name the missing shard: $(cat "$tmp"/resume/logs/merge.*.log)"
"$trisgo" status "$tmp/resume" >status.txt && fail "status said done with a shard cancelled"
grep -Eq "(failed|missing): 1 \(2\)" status.txt || fail "status did not report shard 2: $(cat status.txt)"
"$trisgo" submit --shards 2 --out "$tmp/resume" --partition test -- "${slow[@]}" >resubmit.out 2>resubmit.err || fail "resubmit: $(cat resubmit.err)"
grep -q "^array job [0-9]* (shards 2)$" resubmit.out || fail "the resubmission did not run shard 2 alone: $(cat resubmit.out)"
wait_for "$(awk '/^array job/ {print $3}' resubmit.out)" "$(awk '/^merge job/ {print $3}' resubmit.out)"
"$campaign_sh" --logs "$tmp/local-logs2" "${slow[@]:1}" >local-slow.txt || fail "the local run failed"
grep '^seed ' "$tmp/resume/result.txt" | cmp -s - local-slow.txt || fail "the resumed campaign differs from the local run"
"$trisgo" status "$tmp/resume" >/dev/null || fail "status after the resume"
echo "cluster_slurm: a cancelled shard was refused by the merge, resubmitted alone, and the result equals the local run"
