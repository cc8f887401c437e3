#!/usr/bin/env bash
# The rows of fuzz/CAMPAIGNS.md's table for a campaign run by fuzz/campaign.sh:
# per target its executions, seconds, average rate and final coverage (libFuzzer's
# cov: edges, ft: features, corp: corpus entries) from OUT/<target>.log, and its
# CPU seconds (user + system, as campaign.sh records them), its
# findings (OUT/artifacts/<target>-crash-*, -timeout-*, -oom-*, -leak-*; slow units are
# listed apart: libFuzzer saves one above 10 s, which a starved process also makes).
# Usage: fuzz/campaign_table.sh OUT
set -euo pipefail
out=$1
printf '| target | executions | seconds | CPU seconds | exec/s | cov | ft | corpus | findings |\n|---|---:|---:|---:|---:|---:|---:|---:|---|\n'
for log in "$out"/*.log; do
  target=$(basename "$log" .log)
  [ "$target" = campaign ] || [ "$target" = nohup ] || [ "$target" = nohup2 ] && continue
  units=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  seconds=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log")
  cpu=$(sed -n 's/^cpu_seconds: \([0-9.]*\)+\([0-9.]*\)$/\1 \2/p' "$log" | awk '{printf "%d", $1 + $2}')
  last=$(grep -E '^#[0-9]+' "$log" | tail -1)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
  corp=$(sed -n 's/.* corp: \([0-9]*\)\/.*/\1/p' <<<"$last")
  findings=$(cd "$out/artifacts" && ls | grep -E "^$target-(crash|timeout|oom|leak)-" | tr '\n' ' ' || true)
  slow=$(cd "$out/artifacts" && ls | grep -c "^$target-slow-unit-" || true)
  [ -n "$units" ] || units="(running or stopped: last $(sed -n 's/^#\([0-9]*\).*/\1/p' <<<"$last"))"
  note=${findings:-none}
  [ "$slow" = 0 ] || note="$note; $slow slow unit(s)"
  printf '| `fuzz_%s` | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$target" "$units" "${seconds:--}" "${cpu:--}" "${rate:--}" \
      "${cov:--}" "${ft:--}" "${corp:--}" "$note"
done
