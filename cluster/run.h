#pragma once
// What a task of the job array and the merge job do (called by
// `trisgo shard DIR K` and `trisgo merge DIR`; anyone may run them by hand,
// without Slurm, on any machine that sees the folder).
#include <iosfwd>
#include <string>
#include <vector>

#include "cluster/campaign.h"

namespace tg::cluster {

// Runs shard K of the campaign in DIR with the program version
// `running_version` (recorded in the shard file; merge refuses a version
// other than the campaign's). The command's stdout goes to a temporary file;
// when the command ran to its end the shard file is written atomically and
// any failure note removed; otherwise a failure note is written and nothing
// else. A SIGTERM (scancel, a time limit) reaches the command, which stops;
// this process waits for it and notes the failure. Returns 0 when the shard
// file was written, else the command's status (never 0 or 1). Progress
// lines go to `log`.
int run_shard(const std::string& dir, int k, const std::string& running_version, std::ostream& log);

struct MergeOutcome {
  int shards = 0;
  std::vector<int> merged, missing;
  int status = 0;          // the command's merge's exit status
  std::string result;      // the result file, written only when the merge ran to its end
};

// Merges the campaign's shards with the command's own merge into
// DIR/result.json (or .txt), atomically, and writes DIR/merge.json (the
// coverage). Throws tg::InputError when shards are missing (naming them;
// unless `partial`, which merges the shards there are) or not parts of this
// campaign (naming the files; read_shard_set).
MergeOutcome merge_campaign(const std::string& dir, bool partial, std::ostream& log);

}  // namespace tg::cluster
