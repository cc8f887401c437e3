#!/usr/bin/env bash
# ctest proptests_campaign_shards: the shards of proptests/campaign.sh cover
# disjoint seed ranges whose union is the unsharded range (several ranges and
# shard counts, more shards than seeds included); a real two-shard run merged
# gives the same lines as the unsharded run; --merge refuses a missing shard
# and a seed run twice.
# Usage: proptests/test_campaign_shards.sh PROPTESTS_BINARY
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
campaign=$here/campaign.sh
binary=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "test_campaign_shards: $*" >&2; exit 1; }

for spec in "10-19 2" "10-19 3" "1-5 3" "1-5 7" "100-100 2" "0-1000 4"; do
  read -r range n <<<"$spec"
  "$campaign" --list x x 1 "$range" >"$tmp/all"
  : >"$tmp/union"
  for ((k = 1; k <= n; k++)); do
    TRISGO_SHARD=$k/$n "$campaign" --list x x 1 "$range" >"$tmp/shard$k"
    cat "$tmp/shard$k" >>"$tmp/union"
  done
  sort -n "$tmp/union" >"$tmp/union.sorted"
  [ -z "$(sort -n "$tmp/union" | uniq -d)" ] || fail "range $range, $n shards: a seed in two shards"
  cmp -s "$tmp/all" "$tmp/union.sorted" || fail "range $range, $n shards: the shards' union is not the range"
  [ "$(wc -l <"$tmp/all")" -eq $((${range#*-} - ${range%-*} + 1)) ] || fail "range $range: wrong unsharded count"
done
"$campaign" --shard 3/2 --list x x 1 1-5 2>/dev/null && fail "--shard 3/2 was accepted"

# A real campaign, small: 4 seeds of a cheap property, 3 cases each.
property=Invariants.ScorePartsAddUpOptimized
"$campaign" --logs "$tmp/logs" "$binary" "$property" 3 7-10 >"$tmp/unsharded"
"$campaign" --shard 1/2 --logs "$tmp/logs1" "$binary" "$property" 3 7-10 >"$tmp/r1"
TRISGO_SHARD=2/2 "$campaign" -j 2 --logs "$tmp/logs2" "$binary" "$property" 3 7-10 >"$tmp/r2"
[ "$(wc -l <"$tmp/unsharded")" -eq 4 ] || fail "the unsharded run printed $(wc -l <"$tmp/unsharded") lines, not 4"
grep -q "seed 8, 3 cases\|3 cases, seed 8" "$tmp/logs/seed-8.log" || fail "seed 8 did not run with its seed and count"
"$campaign" --merge 7-10 "$tmp/r1" "$tmp/r2" >"$tmp/merged" || fail "merging the two shards failed"
grep '^seed ' "$tmp/merged" | cmp -s - "$tmp/unsharded" || fail "the merged shards differ from the unsharded run"
"$campaign" --merge 7-10 "$tmp/r1" >/dev/null 2>&1 && fail "--merge accepted a missing shard"
"$campaign" --merge 7-10 "$tmp/r1" "$tmp/r2" "$tmp/r2" >/dev/null 2>&1 && fail "--merge accepted a shard twice"
echo "test_campaign_shards: shards disjoint, union the range, merged run == unsharded run"
