#include "cluster/shard_file.h"

#include "vocab/file_io.h"

namespace tg::cluster {

constexpr const char* kFormat = "trisgo-shard/1";

nlohmann::json to_json(const ShardOutput& s) {
  return {{"format", kFormat},           {"campaign", identity_json(s.identity)}, {"shard", s.shard},
          {"exit_status", s.exit_status}, {"host", s.host},                         {"job", s.job},
          {"seconds", s.seconds},         {"finished", s.finished},                 {"output", s.output}};
}

ShardOutput read_shard(const std::string& file) {
  const std::string text = read_file(file, FileLimit{256u << 20, "a shard file", "docs/cluster.md"});
  try {
    const nlohmann::json j = nlohmann::json::parse(text);
    if (j.at("format").get<std::string>() != kFormat) throw InputError(file + ": not a shard file (format is not " + kFormat + ")");
    ShardOutput s;
    const nlohmann::json& c = j.at("campaign");
    s.identity.command = c.at("command").get<std::vector<std::string>>();
    s.identity.shards = c.at("shards").get<int>();
    s.identity.version = c.at("version").get<std::string>();
    s.shard = j.at("shard").get<int>();
    s.exit_status = j.at("exit_status").get<int>();
    s.output = j.at("output").get<std::string>();
    s.host = j.value("host", std::string());
    s.job = j.value("job", std::string());
    s.finished = j.value("finished", std::string());
    s.seconds = j.value("seconds", 0.0);
    return s;
  } catch (const nlohmann::json::exception& e) {
    throw InputError(file + ": not a whole shard file (docs/cluster.md): " + e.what());
  }
}

nlohmann::json failure_json(int shard, int exit_status, const std::string& host, const std::string& job,
                            const std::string& finished) {
  return {{"shard", shard}, {"exit_status", exit_status}, {"host", host}, {"job", job}, {"finished", finished}};
}

}  // namespace tg::cluster
