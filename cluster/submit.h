#pragma once
// `trisgo submit`: a campaign's scripts written and its shards submitted to
// Slurm, or, in a folder that already holds the same campaign, only the
// shards that are missing or failed submitted again (with a new merge job).
#include <iosfwd>
#include <string>
#include <vector>

#include "cluster/campaign.h"
#include "cluster/sbatch.h"

namespace tg::cluster {

struct SubmitOutcome {
  bool fresh = false;        // a new campaign (else a resumed one)
  std::vector<int> to_run;   // the shards submitted (or that would be, dry run)
  std::vector<int> active;   // shards still pending or running from an earlier submission
  std::vector<int> done;
  Submission submission;     // the job ids (empty in a dry run or with nothing to do)
  std::vector<std::vector<std::string>> commands;  // the sbatch command lines run (or to run)
  bool nothing_to_do = false;  // every shard done and merged
};

// Writes (or checks) DIR/campaign.json and the scripts, then submits with
// sbatch unless `dry_run`. Throws tg::InputError when DIR holds another
// campaign (naming what differs) or shards of another run, and when sbatch
// fails (with its words, which went to stderr).
SubmitOutcome submit(const std::string& dir, const Campaign& c, bool dry_run);

}  // namespace tg::cluster
