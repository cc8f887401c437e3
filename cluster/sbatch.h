#pragma once
// The Slurm side of a campaign: the two batch scripts, the job ids that
// sbatch answers, and the record of submissions (DIR/jobs.json).
//
// array.sbatch is a job array with one task per shard: task K runs
// `trisgo shard DIR K`, which runs the command with --shard K/N and keeps
// its output only when whole (shard_file.h). merge.sbatch runs
// `trisgo merge DIR` after the array, whatever became of its tasks
// (afterany): a merge that finds shards missing names them and merges
// nothing. Both are plain scripts for reading, editing and submitting by
// hand (docs/cluster.md shows them).
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cluster/campaign.h"

namespace tg::cluster {

std::string array_script(const Campaign& c, const std::string& dir);
std::string merge_script(const Campaign& c, const std::string& dir, bool partial);

// The job id in `sbatch --parsable`'s answer ("123" or "123;cluster").
std::optional<std::string> parsable_job_id(const std::string& answer);

// One submission: the array job, the shards it ran (its task ids), the
// merge job.
struct Submission {
  std::string array_job;  // empty when no shard needed running
  std::vector<int> shards;
  std::string merge_job;
};
std::vector<Submission> read_submissions(const std::string& dir);  // none when DIR/jobs.json is absent
void append_submission(const std::string& dir, const Submission& s);

}  // namespace tg::cluster
