#include "cluster/kinds.h"

#include <filesystem>

namespace tg::cluster {

const std::vector<Kind>& all_kinds() {
  // Every trisgo search writes its shard report with --json and merges the
  // reports with --merge --json (cli/cmd_audit.cpp, cli/cmd_diff.cpp). The
  // property campaign's script prints one line per seed and merges with
  // --merge FIRST-LAST (proptests/campaign.sh); the fuzzing campaign's one
  // line per target and merges with --merge (fuzz/campaign.sh).
  static const std::vector<Kind> kinds = {
      {"audit", true, "result.json", {"--json"}, {"--merge", "--json"}, true, {"--partial"}},
      {"diff", true, "result.json", {"--json"}, {"--merge", "--json"}, true, {"--partial"}},
      {"evaluate", true, "result.json", {"--json"}, {"--merge", "--json"}, true, {"--partial"}},
      // Its merge names the seeds missing and exits 1.
      {"proptests/campaign.sh", false, "result.txt", {}, {"--merge", "{last}"}, true, {}},
      // The fuzzing campaign: shard K runs its share of the queue's targets;
      // the merge checks that every target ran once (fuzz/campaign.sh).
      {"fuzz/campaign.sh", false, "result.txt", {}, {"--merge"}, true, {"--partial"}},
  };
  return kinds;
}

const Kind* find_kind(const std::string& first_word) {
  // A script is known by its folder and file name (both are campaign.sh),
  // wherever the project lies and however the path is written.
  std::error_code ec;
  std::filesystem::path path = std::filesystem::weakly_canonical(first_word, ec);
  if (ec) path = first_word;
  const std::string script = path.parent_path().filename().string() + "/" + path.filename().string();
  for (const Kind& k : all_kinds())
    if (k.trisgo_subcommand ? first_word == k.name : script == k.name) return &k;
  return nullptr;
}

bool ran_to_its_end(int status) { return status == 0 || status == 1; }

std::vector<std::string> shard_argv(const Kind& kind, const std::vector<std::string>& command, const std::string& trisgo, int k,
                                    int n) {
  std::vector<std::string> argv;
  if (kind.trisgo_subcommand) argv.push_back(trisgo);
  argv.push_back(command.at(0));
  argv.push_back("--shard");
  argv.push_back(std::to_string(k) + "/" + std::to_string(n));
  argv.insert(argv.end(), kind.shard_flags.begin(), kind.shard_flags.end());
  argv.insert(argv.end(), command.begin() + 1, command.end());
  return argv;
}

std::vector<std::string> merge_argv(const Kind& kind, const std::vector<std::string>& command, const std::string& trisgo,
                                    const std::vector<std::string>& outputs, bool partial) {
  std::vector<std::string> argv;
  if (kind.trisgo_subcommand) argv.push_back(trisgo);
  argv.push_back(command.at(0));
  for (const std::string& f : kind.merge_flags) argv.push_back(f == "{last}" ? command.back() : f);
  if (partial) argv.insert(argv.end(), kind.partial_flags.begin(), kind.partial_flags.end());
  argv.insert(argv.end(), outputs.begin(), outputs.end());
  return argv;
}

}  // namespace tg::cluster
