// trisgo status: each shard of a campaign folder done, pending, running,
// failed or missing (cluster/status.h), and whether it is merged.
#include <filesystem>
#include <ostream>

#include "cli/commands.h"
#include "cluster/kinds.h"
#include "cluster/shard_set.h"
#include "cluster/status.h"

namespace tg::cli {
namespace {

int run_status(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
  Args args(argv, {}, {"--json"});
  if (args.positional().size() != 1) throw UsageError("give the campaign's folder: trisgo status DIR");
  const std::string dir = args.positional()[0];
  const cluster::Campaign c = cluster::read_campaign(dir);
  const cluster::ShardSet set = cluster::read_shard_set(dir, c);
  std::vector<int> done;
  for (const auto& [k, s] : set.done) done.push_back(k);
  const std::vector<cluster::Submission> submissions = cluster::read_submissions(dir);
  const std::vector<cluster::ShardStatus> states =
      cluster::shard_states(dir, c, done, submissions, cluster::ask_scheduler(submissions));
  const cluster::Kind* kind = cluster::find_kind(c.command.at(0));
  const std::string result = dir + "/" + (kind ? kind->result_file : "result.json");
  const bool merged = std::filesystem::exists(result);

  std::map<cluster::ShardState, std::vector<int>> by_state;
  for (const cluster::ShardStatus& s : states) by_state[s.state].push_back(s.shard);
  if (args.has("--json")) {
    nlohmann::json j = {{"shards", c.shards}, {"merged", merged}, {"result", merged ? result : ""}};
    nlohmann::json list = nlohmann::json::array();
    for (const cluster::ShardStatus& s : states)
      list.push_back({{"shard", s.shard}, {"state", cluster::to_string(s.state)}, {"detail", s.detail}});
    j["states"] = list;
    for (auto st : {cluster::ShardState::Done, cluster::ShardState::Pending, cluster::ShardState::Running, cluster::ShardState::Failed,
                    cluster::ShardState::Missing})
      j[cluster::to_string(st)] = by_state[st];
    out << j.dump(2) << "\n";
    return by_state[cluster::ShardState::Done].size() == static_cast<std::size_t>(c.shards) ? kExitOk : kExitFailed;
  }
  out << cluster::shell_line(c.command) << ": " << c.shards << " shards\n";
  for (auto st : {cluster::ShardState::Done, cluster::ShardState::Pending, cluster::ShardState::Running, cluster::ShardState::Failed,
                  cluster::ShardState::Missing}) {
    const std::vector<int>& ks = by_state[st];
    out << "  " << cluster::to_string(st) << ": " << ks.size();
    if (!ks.empty()) out << " (" << cluster::shard_list(ks) << ")";
    out << "\n";
  }
  for (const cluster::ShardStatus& s : states)
    if (s.state != cluster::ShardState::Done && !s.detail.empty()) out << "  shard " << s.shard << ": " << s.detail << "\n";
  out << (merged ? "merged: " + result : std::string("not merged yet")) << "\n";
  return by_state[cluster::ShardState::Done].size() == static_cast<std::size_t>(c.shards) ? kExitOk : kExitFailed;
}

}  // namespace

const Command kStatusCommand{"status", "the shards of a campaign folder (trisgo submit): done, pending, running, failed, missing",
                             R"(usage:
  trisgo status DIR [--json]

Each shard of the campaign in DIR (made by trisgo submit): done (its whole
output is in DIR/shards/shard-K.json, whatever the scheduler says), pending
or running (squeue), failed (sacct where accounting is on, or the note
DIR/shards/shard-K.failed that a shard whose command stopped leaves), or
missing (none of these: never run, or killed with no trace). Then whether the
merged result exists. Shard files of another run are refused, named.

Exit status: 0 when every shard is done, 1 otherwise, 2 for bad input.
)",
                             run_status};

}  // namespace tg::cli
