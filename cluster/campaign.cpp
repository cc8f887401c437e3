#include "cluster/campaign.h"

#include <filesystem>

#include "cluster/atomic_file.h"
#include "vocab/file_io.h"

namespace tg::cluster {

constexpr const char* kFormat = "trisgo-campaign/1";

std::string identity_difference(const Campaign& a, const Campaign& b) {
  if (a.command != b.command) return "command";
  if (a.shards != b.shards) return "shards";
  if (a.version != b.version) return "version";
  return "";
}

nlohmann::json identity_json(const Campaign& c) {
  return {{"command", c.command}, {"shards", c.shards}, {"version", c.version}};
}

nlohmann::json to_json(const Campaign& c) {
  nlohmann::json j = identity_json(c);
  j["format"] = kFormat;
  j["trisgo"] = c.trisgo;
  j["workdir"] = c.workdir;
  j["sbatch"] = c.sbatch;
  return j;
}

Campaign campaign_from_json(const nlohmann::json& j) {
  if (j.at("format").get<std::string>() != kFormat) throw nlohmann::json::other_error::create(501, "not " + std::string(kFormat), &j);
  Campaign c;
  c.command = j.at("command").get<std::vector<std::string>>();
  c.shards = j.at("shards").get<int>();
  c.version = j.at("version").get<std::string>();
  c.trisgo = j.value("trisgo", std::string());
  c.workdir = j.value("workdir", std::string());
  c.sbatch = j.value("sbatch", std::vector<std::string>());
  if (c.command.empty() || c.shards < 1) throw nlohmann::json::other_error::create(501, "no command or no shards", &j);
  return c;
}

std::string campaign_file(const std::string& dir) { return dir + "/campaign.json"; }
std::string shard_file(const std::string& dir, int k) { return dir + "/shards/shard-" + std::to_string(k) + ".json"; }
std::string failure_file(const std::string& dir, int k) { return dir + "/shards/shard-" + std::to_string(k) + ".failed"; }
std::string jobs_file(const std::string& dir) { return dir + "/jobs.json"; }

Campaign read_campaign(const std::string& dir) {
  const std::string file = campaign_file(dir);
  if (!std::filesystem::exists(file)) throw InputError(dir + " holds no campaign (no campaign.json; trisgo submit makes one)");
  const std::string text = read_file(file, FileLimit{1u << 20, "a campaign file", "docs/cluster.md"});
  try {
    return campaign_from_json(nlohmann::json::parse(text));
  } catch (const nlohmann::json::exception& e) {
    throw InputError(file + ": not a campaign file (docs/cluster.md): " + e.what());
  }
}

void write_campaign(const std::string& dir, const Campaign& c) {
  std::error_code ec;
  for (const char* sub : {"", "/shards", "/logs"}) {
    std::filesystem::create_directories(dir + sub, ec);
    if (ec) throw InputError("cannot make " + dir + sub + ": " + ec.message());
  }
  write_atomically(campaign_file(dir), to_json(c).dump(2) + "\n");
}

std::string shell_quote(const std::string& word) {
  bool plain = !word.empty();
  for (char ch : word)
    if (!(std::isalnum(static_cast<unsigned char>(ch)) || std::string("/._-=,:+@%").find(ch) != std::string::npos)) plain = false;
  if (plain) return word;
  std::string out = "'";
  for (char ch : word) out += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return out + "'";
}

std::string shell_line(const std::vector<std::string>& argv) {
  std::string out;
  for (const std::string& a : argv) out += (out.empty() ? "" : " ") + shell_quote(a);
  return out;
}

}  // namespace tg::cluster
