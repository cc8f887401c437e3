// trisgo merge DIR: a campaign folder's shards merged by the command's own
// merge into DIR/result.json (cluster/run.h).
#include <ostream>

#include "cli/commands.h"
#include "cluster/run.h"
#include "cluster/shard_set.h"

namespace tg::cli {
namespace {

int run_merge_command(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {}, {"--partial"});
  if (args.positional().size() != 1) throw UsageError("give the campaign's folder: trisgo merge DIR [--partial]");
  const cluster::MergeOutcome o = cluster::merge_campaign(args.positional()[0], args.has("--partial"), err);
  err << "merge: " << o.merged.size() << " of " << o.shards << " shards merged";
  if (!o.missing.empty()) err << ", missing " << cluster::shard_list(o.missing) << " (partial)";
  err << "; the command's merge exited " << o.status << "\n";
  if (o.result.empty()) return o.status == kExitOk || o.status == kExitFailed ? kExitInternal : o.status;
  out << o.result << "\n";
  return o.status;
}

}  // namespace

const Command kMergeCommand{"merge", "merge the shards of a campaign folder (trisgo submit) into its result",
                            R"(usage:
  trisgo merge DIR [--partial]

Merges the shards of the campaign in DIR (made by trisgo submit) with the
command's own merge (trisgo audit --merge, trisgo diff --merge,
proptests/campaign.sh --merge) into DIR/result.json (result.txt for the
property campaign), written atomically, and records the coverage in
DIR/merge.json. Prints the result's path.

Refused (exit 2, nothing merged): shards missing, named (trisgo status DIR
says why; the same trisgo submit runs them again), and shard files that are
not parts of this campaign: another command, ruleset, seed or shard count,
or another version of trisgo, named with what differs.

  --partial   merge the shards there are and report the coverage (for a
              command whose merge takes a subset of its shards)

Exit status: the command's merge's (0, or 1 when the merged search found
something), 2 when refused.
)",
                            run_merge_command};

}  // namespace tg::cli
