#include "cluster/sbatch.h"

#include <filesystem>
#include <regex>

#include "cluster/atomic_file.h"
#include "vocab/file_io.h"

namespace tg::cluster {
namespace {

std::string header(const Campaign& c, const std::string& what) {
  std::string s = "#!/bin/bash\n# " + what + " of the trisgo campaign in this folder (docs/cluster.md):\n#   " +
                  shell_line(c.command) + "\n# in " + std::to_string(c.shards) + " shards. Written by trisgo submit; edit it freely.\n";
  return s;
}

std::string options(const Campaign& c) {
  std::string s;
  for (const std::string& o : c.sbatch) s += "#SBATCH " + o + "\n";
  return s;
}

}  // namespace

std::string array_script(const Campaign& c, const std::string& dir) {
  const std::string name = "trisgo-" + std::filesystem::path(c.command.at(0)).filename().string();
  return header(c, "The job array") +
         "# Submit by hand: sbatch [--array=LIST] " + shell_quote(dir + "/array.sbatch") + "\n"
         "#SBATCH --job-name=" + name + "\n"
         "#SBATCH --array=1-" + std::to_string(c.shards) + "\n"
         "#SBATCH --output=" + dir + "/logs/shard-%a.%A.log\n"
         "#SBATCH --open-mode=append\n" + options(c) +
         "set -u\n"
         "cd " + shell_quote(c.workdir) + " || exit 1\n"
         "# Runs shard K with --shard K/" + std::to_string(c.shards) + " and writes shards/shard-K.json only when it is whole.\n"
         "exec " + shell_quote(c.trisgo) + " shard " + shell_quote(dir) + " \"$SLURM_ARRAY_TASK_ID\"\n";
}

std::string merge_script(const Campaign& c, const std::string& dir, bool partial) {
  const std::string name = "trisgo-" + std::filesystem::path(c.command.at(0)).filename().string() + "-merge";
  return header(c, "The merge job") +
         "# Submit by hand after the array: sbatch --dependency=afterany:ARRAY_JOB " + shell_quote(dir + "/merge.sbatch") + "\n"
         "#SBATCH --job-name=" + name + "\n"
         "#SBATCH --output=" + dir + "/logs/merge.%j.log\n"
         "#SBATCH --open-mode=append\n" + options(c) +
         "set -u\n"
         "cd " + shell_quote(c.workdir) + " || exit 1\n"
         "# Refuses a set with shards missing or from another run, naming them" + (partial ? "; --partial merges what exists" : "") +
         ".\n"
         "exec " + shell_quote(c.trisgo) + " merge " + shell_quote(dir) + (partial ? " --partial" : "") + "\n";
}

std::optional<std::string> parsable_job_id(const std::string& answer) {
  std::smatch m;
  static const std::regex id(R"(^\s*([0-9]+)(;\S*)?\s*$)");
  if (!std::regex_match(answer, m, id)) return std::nullopt;
  return m[1].str();
}

std::vector<Submission> read_submissions(const std::string& dir) {
  std::vector<Submission> out;
  const std::string file = jobs_file(dir);
  if (!std::filesystem::exists(file)) return out;
  try {
    for (const nlohmann::json& s : nlohmann::json::parse(read_file(file, FileLimit{16u << 20, "a jobs file", "docs/cluster.md"})))
      out.push_back(Submission{s.at("array_job").get<std::string>(), s.at("shards").get<std::vector<int>>(),
                               s.at("merge_job").get<std::string>()});
  } catch (const nlohmann::json::exception& e) {
    throw InputError(file + ": not a jobs file (docs/cluster.md): " + e.what());
  }
  return out;
}

void append_submission(const std::string& dir, const Submission& s) {
  nlohmann::json all = nlohmann::json::array();
  for (const Submission& old : read_submissions(dir))
    all.push_back({{"array_job", old.array_job}, {"shards", old.shards}, {"merge_job", old.merge_job}});
  all.push_back({{"array_job", s.array_job}, {"shards", s.shards}, {"merge_job", s.merge_job}});
  write_atomically(jobs_file(dir), all.dump(2) + "\n");
}

}  // namespace tg::cluster
