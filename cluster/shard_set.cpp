#include "cluster/shard_set.h"

#include <filesystem>
#include <regex>

#include "vocab/file_io.h"

namespace tg::cluster {
namespace {

std::string field_value(const Campaign& c, const std::string& field) {
  if (field == "command") return shell_line(c.command);
  if (field == "shards") return std::to_string(c.shards);
  return c.version;
}

}  // namespace

ShardSet read_shard_set(const std::string& dir, const Campaign& c) {
  ShardSet set;
  std::string problems;
  const std::regex name(R"(shard-([0-9]+)\.json)");
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir + "/shards", ec)) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const std::filesystem::path& path : files) {
    std::smatch m;
    const std::string base = path.filename().string();
    if (!std::regex_match(base, m, name)) continue;  // temporaries (.shard-K.json.PID.tmp) and failure notes
    const int k = std::stoi(m[1].str());
    try {
      ShardOutput s = read_shard(path.string());
      const std::string differs = identity_difference(s.identity, c);
      if (!differs.empty())
        problems += "\n  " + path.string() + ": from another run: its " + differs + " is " + field_value(s.identity, differs) +
                    ", the campaign's is " + field_value(c, differs);
      else if (s.shard != k || k < 1 || k > c.shards)
        problems += "\n  " + path.string() + ": holds shard " + std::to_string(s.shard) + " of " + std::to_string(c.shards);
      else
        set.done.emplace(k, std::move(s));
    } catch (const InputError& e) {
      problems += "\n  " + std::string(e.what());
    }
  }
  if (!problems.empty())
    throw InputError(dir + ": shards that are not parts of this campaign (remove them, or run them again with trisgo submit):" +
                     problems);
  for (int k = 1; k <= c.shards; ++k)
    if (!set.done.count(k)) set.missing.push_back(k);
  return set;
}

std::string shard_list(const std::vector<int>& shards) {
  std::string out;
  for (std::size_t i = 0; i < shards.size();) {
    std::size_t j = i;
    while (j + 1 < shards.size() && shards[j + 1] == shards[j] + 1) ++j;
    out += (out.empty() ? "" : ",") + std::to_string(shards[i]);
    if (j > i) out += "-" + std::to_string(shards[j]);
    i = j + 1;
  }
  return out;
}

}  // namespace tg::cluster
