#!/usr/bin/env bash
# ctest cluster_by_hand (quick tier): a campaign folder run without Slurm,
# as docs/cluster.md describes: trisgo submit --dry-run, trisgo shard DIR K,
# trisgo merge, trisgo status. The merge refuses a missing shard (named) and
# a shard of another run (named, with what differs); the merged audit equals
# the local run byte for byte; --partial merges a diff's subset and says so;
# a shard whose command fails leaves a failure note and no shard file; submit
# refuses a command that shards or writes files itself; a fuzzing campaign of
# stand-in targets (fuzz/campaign.sh) shards its queue and merges every target
# once, its finding kept.
# Usage: cluster/tests/by_hand_test.sh TRISGO
set -uo pipefail
trisgo=$(realpath "$1")
fuzz_sh=$(realpath "$(dirname "$0")/../../fuzz/campaign.sh")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
fail() { echo "cluster_by_hand: FAILED: $*" >&2; exit 1; }

audit=(audit trisgo-2026 --sizes 3 --positions 300 --seed 5)
"$trisgo" submit --dry-run --shards 3 --out a -- "${audit[@]}" >dry.out 2>dry.err || fail "submit --dry-run: $(cat dry.err)"
grep -q "^sbatch --parsable --array=1-3 $tmp/a/array.sbatch$" dry.out || fail "dry run: $(cat dry.out)"
grep -q "exec $trisgo shard $tmp/a \"\$SLURM_ARRAY_TASK_ID\"" a/array.sbatch || fail "array script: $(cat a/array.sbatch)"
for k in 1 2; do "$trisgo" shard a $k 2>/dev/null || fail "shard $k"; done
"$trisgo" merge a >merge.out 2>merge.err && fail "merge accepted a missing shard"
[ $? -eq 2 ] || fail "merge of an incomplete set: exit status not 2"
grep -q "shard 3 of 3 missing" merge.err || fail "merge did not name the missing shard: $(cat merge.err)"
[ ! -e a/result.json ] || fail "merge wrote a result from an incomplete set"
"$trisgo" status a >status.out && fail "status said done with shard 3 missing"
grep -q "missing: 1 (3)" status.out || fail "status: $(cat status.out)"
"$trisgo" shard a 3 2>/dev/null || fail "shard 3"
"$trisgo" merge a >merge.out 2>merge.err
[ $? -le 1 ] || fail "merge of the whole set: $(cat merge.err)"
"$trisgo" "${audit[@]}" --json >local.json 2>/dev/null
cmp -s local.json a/result.json || fail "the merged audit differs from the local run"
"$trisgo" status a >/dev/null || fail "status after the merge"

# A shard of another run (another seed) in the folder is refused, named.
"$trisgo" submit --dry-run --shards 3 --out b -- audit trisgo-2026 --sizes 3 --positions 300 --seed 6 >/dev/null 2>&1
"$trisgo" shard b 2 2>/dev/null || fail "shard 2 of b"
cp b/shards/shard-2.json a/shards/shard-2.json
"$trisgo" merge a >merge.out 2>merge.err && fail "merge accepted a shard of another run"
grep -q "a/shards/shard-2.json: from another run: its command is audit trisgo-2026 --sizes 3 --positions 300 --seed 6" merge.err ||
  fail "merge did not name the foreign shard: $(cat merge.err)"

# --partial: a diff merged from 1 of 2 shards, the coverage recorded.
"$trisgo" submit --dry-run --shards 2 --out d -- diff go trisgo-2026 --sizes 3 --positions 100 --seed 2 --jobs 1 --quiet >/dev/null 2>&1
"$trisgo" shard d 1 2>/dev/null || fail "diff shard 1"
"$trisgo" merge d >/dev/null 2>&1 && fail "diff merge accepted a missing shard"
"$trisgo" merge d --partial >/dev/null 2>merge.err
[ $? -le 1 ] || fail "diff merge --partial: $(cat merge.err)"
python3 -c "import json,sys; m=json.load(open('d/merge.json')); sys.exit(0 if m['merged']==[1] and m['missing']==[2] and m['partial'] else 1)" ||
  fail "merge.json after --partial: $(cat d/merge.json)"
"$trisgo" diff --merge d/merge/shard-1.out >/dev/null 2>merge.err && fail "diff --merge accepted a missing shard"
grep -q "shard 2/2 missing" merge.err || fail "diff --merge did not name the missing shard: $(cat merge.err)"
partial_result() {  # DIR MISSING: the merged result says it is partial, and which shards it lacks
  python3 -c "import json,sys; r=json.load(open('$1/result.json')); sys.exit(0 if r['complete'] is False and r['missing_shards']==['$2'] else 1)" ||
    fail "$1/result.json after --partial does not name shard $2 missing: $(head -c 300 "$1/result.json")"
}
partial_result d 2/2

# --partial for an audit and an evaluate (issue 31): 2 of 3 shards merged.
for kind in audit evaluate; do
  if [ $kind = audit ]; then cmd=(audit trisgo-2026 --sizes 3 --positions 300 --seed 5)
  else cmd=(evaluate --rules go --size 5 --games 6 --seed 3 --quiet); fi
  "$trisgo" submit --dry-run --shards 3 --out p$kind -- "${cmd[@]}" >/dev/null 2>&1
  for k in 1 3; do "$trisgo" shard p$kind $k 2>/dev/null || fail "$kind shard $k"; done
  "$trisgo" merge p$kind >/dev/null 2>merge.err && fail "$kind merge accepted a missing shard"
  grep -q "shard 2 of 3 missing" merge.err || fail "$kind merge did not name the missing shard: $(cat merge.err)"
  "$trisgo" merge p$kind --partial >/dev/null 2>merge.err
  [ $? -le 1 ] || fail "$kind merge --partial: $(cat merge.err)"
  partial_result p$kind 2/3
done

# A shard whose command fails leaves a note, no shard file.
"$trisgo" submit --dry-run --shards 2 --out f -- audit no-such-ruleset >/dev/null 2>&1
"$trisgo" shard f 1 2>/dev/null && fail "a failing shard's command reported success"
[ ! -e f/shards/shard-1.json ] && [ -e f/shards/shard-1.failed ] || fail "a failing shard left no note, or a shard file"
"$trisgo" status f >status.out
grep -q "failed: 1 (1)" status.out || fail "status of a failed shard: $(cat status.out)"

# A fuzzing campaign (fuzz/campaign.sh) of three stand-in targets, gamma
# with a finding: shard 1 of 2 runs alpha and gamma, shard 2 beta.
mkdir -p fb/fuzz
for t in alpha beta gamma; do
  cat >fb/fuzz/fuzz_$t <<'SH'
#!/bin/sh
for a in "$@"; do case $a in -artifact_prefix=*) prefix=${a#-artifact_prefix=} ;; esac; done
echo "stat::number_of_executed_units: 42"
case $0 in *gamma) touch "${prefix}crash-0123" ;; esac
SH
  chmod +x fb/fuzz/fuzz_$t
done
printf 'alpha\nbeta 5\ngamma\n' >queue
"$trisgo" submit --dry-run --shards 2 --out z -- "$fuzz_sh" fb "$tmp/zout" "$tmp/queue" 100 5 >/dev/null 2>dry.err ||
  fail "submit of the fuzzing campaign: $(cat dry.err)"
"$trisgo" shard z 2 2>/dev/null || fail "fuzz shard 2"
"$trisgo" merge z >/dev/null 2>merge.err && fail "the fuzz merge accepted a missing shard"
"$trisgo" merge z --partial >/dev/null 2>merge.err
[ $? -eq 1 ] || fail "fuzz merge --partial: $(cat merge.err)"
grep -q "not run (shards 1/2 missing): alpha gamma" z/result.txt || fail "fuzz --partial result: $(cat z/result.txt)"
"$trisgo" shard z 1 2>/dev/null || fail "fuzz shard 1 (a finding is a shard that ran to its end)"
"$trisgo" merge z >/dev/null 2>merge.err
[ $? -eq 1 ] || fail "the fuzz merge of a campaign with a finding: not exit 1: $(cat merge.err)"
grep -q "^target gamma: exit 0, executions 42, cpu_seconds [0-9]*, findings gamma-crash-0123$" z/result.txt &&
  grep -q "^merged: 3 targets, 3 run, 1 with findings$" z/result.txt || fail "fuzz result: $(cat z/result.txt)"
[ "$(grep -c '^target ' z/result.txt)" -eq 3 ] || fail "fuzz result: not each target once: $(cat z/result.txt)"

# Commands that shard or write files themselves are refused.
for bad in "audit trisgo-2026 --shard 1/2" "audit trisgo-2026 -o out" "perft --depth 2"; do
  # shellcheck disable=SC2086
  "$trisgo" submit --dry-run --shards 2 --out x -- $bad >/dev/null 2>&1
  [ $? -eq 2 ] || fail "submit accepted: $bad"
done
echo "cluster_by_hand: shards, merge (missing, foreign, partial of a diff, an audit and an evaluate), status, failures and a fuzzing campaign as documented"
