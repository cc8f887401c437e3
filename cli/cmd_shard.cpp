// trisgo shard DIR K: one shard of a campaign folder (cluster/run.h), as a
// task of the job array runs it.
#include <ostream>

#include "cli/cluster_version.h"
#include "cli/commands.h"
#include "cluster/run.h"

namespace tg::cli {
namespace {

int run_shard_command(const std::vector<std::string>& argv, std::ostream&, std::ostream& err) {
  Args args(argv, {}, {});
  if (args.positional().size() != 2) throw UsageError("give the campaign's folder and a shard: trisgo shard DIR K");
  const int k = static_cast<int>(whole_number("K", args.positional()[1], 1, 100000));
  const int status = cluster::run_shard(args.positional()[0], k, campaign_version(), err);
  return status == 0 ? kExitOk : status;
}

}  // namespace

const Command kShardCommand{"shard", "run one shard of a campaign folder (what each task of trisgo submit's job array does)",
                            R"(usage:
  trisgo shard DIR K

Runs shard K of the campaign in DIR (made by trisgo submit): its command
with --shard K/N, in the folder the campaign was submitted from. The
command's output becomes DIR/shards/shard-K.json, atomically, only when the
command ran to its end (exit status 0 or 1); a shard run again replaces it.
Otherwise (a signal, a crash, bad usage) it writes DIR/shards/shard-K.failed
and nothing else.

Exit status: 0 when the shard file was written; otherwise the command's
(128 + N for a signal).
)",
                            run_shard_command};

}  // namespace tg::cli
