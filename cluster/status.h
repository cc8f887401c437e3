#pragma once
// The state of each shard of a campaign, read from the files first and from
// the scheduler second: a whole shard file is done, whatever the scheduler
// says; otherwise squeue says whether the shard's latest task is pending or
// running, sacct (where accounting is on) how it ended, and the shard's
// failure note (DIR/shards/shard-K.failed) how its last run ended without an
// output. Where the scheduler's tools are absent, the files alone answer.
#include <map>
#include <string>
#include <vector>

#include "cluster/campaign.h"
#include "cluster/sbatch.h"

namespace tg::cluster {

enum class ShardState { Done, Pending, Running, Failed, Missing };
const char* to_string(ShardState s);

struct ShardStatus {
  int shard = 0;
  ShardState state = ShardState::Missing;
  std::string detail;  // the scheduler's state or the failed run's exit status
};

// Slurm's answers, keyed by "JOB_TASK" ("123_4"): squeue -h -r -o '%i|%T'
// and sacct -n -P -X -o JobID,State,ExitCode. Lines that name no single task
// ("123_[5-8]") are skipped.
std::map<std::string, std::string> parse_squeue(const std::string& text);
std::map<std::string, std::string> parse_sacct(const std::string& text);

struct SchedulerView {
  std::map<std::string, std::string> queue;       // parse_squeue
  std::map<std::string, std::string> accounting;  // parse_sacct
};

// The shards' states from the files of DIR (shard files must have been
// checked by read_shard_set; `done` lists their numbers) and the scheduler's
// view of the submissions.
std::vector<ShardStatus> shard_states(const std::string& dir, const Campaign& c, const std::vector<int>& done,
                                      const std::vector<Submission>& submissions, const SchedulerView& view);

// Asks squeue and sacct about the submissions' array jobs (empty maps when
// the tools are absent or refuse, as sacct does without accounting).
SchedulerView ask_scheduler(const std::vector<Submission>& submissions);

}  // namespace tg::cluster
