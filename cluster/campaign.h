#pragma once
// A campaign: one sharded command run as N shards into one folder. The
// folder holds everything a run needs and leaves, so that status, resume and
// merge read it and nothing else:
//
//   DIR/campaign.json      what runs (this struct); written once by submit
//   DIR/array.sbatch       the job array, one task per shard (sbatch.h)
//   DIR/merge.sbatch       the merge job
//   DIR/jobs.json          the job ids of every submission (status asks the scheduler about them)
//   DIR/shards/shard-K.json  shard K's output, whole or absent (shard_file.h)
//   DIR/shards/shard-K.failed  why shard K's last run left no output
//   DIR/logs/              the tasks' stdout and stderr
//   DIR/merge/             the shard outputs as files, for the command's merge
//   DIR/result.json (or result.txt)  the merged result; DIR/merge.json its coverage
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace tg::cluster {

struct Campaign {
  std::vector<std::string> command;  // after `trisgo submit ... --`: "audit", "trisgo-2026", ...
  int shards = 1;
  std::string version;  // the program version and commit that run the shards
  std::string trisgo;   // the trisgo binary as the nodes reach it
  std::string workdir;  // where the command runs (its relative paths start there)
  std::vector<std::string> sbatch;  // the #SBATCH options, "--partition=short", ...
};

// What makes two shards parts of one run: the command (so its ruleset, seed
// and every option), the shard count and the program version. Empty when
// equal, else the name of the first field that differs ("command",
// "shards", "version").
std::string identity_difference(const Campaign& a, const Campaign& b);
nlohmann::json identity_json(const Campaign& c);

nlohmann::json to_json(const Campaign& c);
Campaign campaign_from_json(const nlohmann::json& j);  // throws nlohmann::json::exception when malformed

// The folder's files.
std::string campaign_file(const std::string& dir);
std::string shard_file(const std::string& dir, int k);
std::string failure_file(const std::string& dir, int k);
std::string jobs_file(const std::string& dir);

// Reads DIR/campaign.json; throws tg::InputError naming the file when it is
// absent or not a campaign.
Campaign read_campaign(const std::string& dir);
// Writes DIR/campaign.json atomically, making DIR, DIR/shards and DIR/logs.
void write_campaign(const std::string& dir, const Campaign& c);

// The command line as one shell-quoted string (for scripts and messages).
std::string shell_quote(const std::string& word);
std::string shell_line(const std::vector<std::string>& argv);

}  // namespace tg::cluster
