// trisgo submit: a sharded command as a Slurm job array and a merge job
// (cluster/submit.h); run again, it resubmits only the shards missing or failed.
#include <filesystem>
#include <ostream>
#include <sstream>

#include "cli/cluster_version.h"
#include "cli/commands.h"
#include "cluster/kinds.h"
#include "cluster/shard_set.h"
#include "cluster/submit.h"

namespace tg::cli {
namespace {

bool is_trisgo_command(const std::string& name) {
  for (const Command& c : all_commands())
    if (c.name == name) return true;
  return false;
}

int run_submit(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {"--shards", "--out", "--partition", "--time", "--cpus-per-task", "--mem", "--account", "--sbatch-arg", "--trisgo"},
            {"--dry-run"});
  const std::vector<std::string>& command = args.positional();
  if (command.empty()) throw UsageError("give the command after --, e.g. trisgo submit --shards 8 --out run/ -- audit trisgo-2026");
  const cluster::Kind* kind = cluster::find_kind(command[0]);
  if (!kind || (kind->trisgo_subcommand && !is_trisgo_command(command[0]))) {
    std::string known;
    for (const cluster::Kind& k : cluster::all_kinds()) known += (known.empty() ? "" : ", ") + k.name;
    throw UsageError("trisgo submit runs sharded commands (" + known + "), not " + cluster::shell_quote(command[0]));
  }
  for (const std::string& a : command)
    if (a == "--shard" || a.rfind("--shard=", 0) == 0 || a == "--merge" || a == "--json")
      throw UsageError("give the command without " + a + ": trisgo submit adds --shard K/N to each shard and merges itself");
  if (kind->trisgo_subcommand)
    for (const std::string& a : command)
      if (a == "-o" || a == "--output" || a.rfind("--output=", 0) == 0)
        throw UsageError("give the command without " + a + ": the shards would write one folder at once; the merged report is DIR/" +
                         kind->result_file);
  if (!kind->trisgo_subcommand && !std::filesystem::exists(command[0]))
    throw UsageError("no program " + cluster::shell_quote(command[0]));
  if (!args.value("--out")) throw UsageError("give the campaign's folder with --out DIR (shared by every node)");
  if (!args.value("--shards")) throw UsageError("give the number of shards with --shards N");

  cluster::Campaign c;
  c.command = command;
  c.shards = static_cast<int>(whole_number("--shards", *args.value("--shards"), 1, 100000));
  c.version = campaign_version();
  std::error_code ec;
  c.trisgo = args.value_or("--trisgo", std::filesystem::read_symlink("/proc/self/exe", ec).string());
  if (c.trisgo.empty()) throw UsageError("cannot tell where this trisgo is; give --trisgo PATH");
  c.workdir = std::filesystem::current_path().string();
  for (const char* flag : {"--partition", "--time", "--cpus-per-task", "--mem", "--account"})
    if (auto v = args.value(flag)) c.sbatch.push_back(std::string(flag) + "=" + *v);
  if (auto extra = args.value("--sbatch-arg")) {
    std::istringstream words(*extra);
    for (std::string w; words >> w;) c.sbatch.push_back(w);
  }

  const std::string dir = *args.value("--out");
  const cluster::SubmitOutcome o = cluster::submit(dir, c, args.has("--dry-run"));
  const std::string abs = std::filesystem::absolute(dir).lexically_normal().string();
  if (o.nothing_to_do) {
    out << "every shard is done and merged: " << abs << "/" << kind->result_file << "\n";
    return kExitOk;
  }
  err << "submit: " << (o.fresh ? "a new campaign" : "resuming the campaign") << " of " << c.shards << " shards in " << abs;
  if (!o.done.empty()) err << "; done: " << cluster::shard_list(o.done);
  if (!o.active.empty()) err << "; still queued or running: " << cluster::shard_list(o.active);
  err << "\n";
  if (args.has("--dry-run")) {
    for (const auto& line : o.commands) out << cluster::shell_line(line) << "\n";
    return kExitOk;
  }
  if (!o.submission.array_job.empty())
    out << "array job " << o.submission.array_job << " (shards " << cluster::shard_list(o.to_run) << ")\n";
  out << "merge job " << o.submission.merge_job << "\n" << "output folder " << abs << "\n";
  return kExitOk;
}

}  // namespace

const Command kSubmitCommand{"submit", "run a sharded command (audit, diff, evaluate, a property or fuzzing campaign) on Slurm: job array, merge, resume",
                             R"(usage:
  trisgo submit --shards N --out DIR [--partition P] [--time T] [--cpus-per-task C]
                [--mem M] [--account A] [--sbatch-arg "ARGS"] [--trisgo PATH]
                [--dry-run] -- COMMAND ARGS...

Runs COMMAND ARGS in N shards on a Slurm cluster: a job array with one task
per shard (task K runs COMMAND with --shard K/N and keeps its output in
DIR/shards/shard-K.json only when whole), and a merge job that runs after
the array, whatever became of its tasks, and writes DIR/result.json (or
result.txt) with the command's own merge. Prints the job ids and the folder.

COMMAND is a sharded trisgo command (audit, diff, evaluate; without
trisgo's name, --shard or --json), proptests/campaign.sh with its
arguments (the property campaign; its seed range is the last argument), or
fuzz/campaign.sh with its arguments (the fuzzing campaign: each shard runs its
share of the queue's targets into the shared output folder).

DIR must be on a file system every node sees. It keeps the campaign
(campaign.json), the scripts (array.sbatch, merge.sbatch: read, edit and
submit them by hand), the job ids (jobs.json), the logs (logs/) and the
shards. Run the same submit again to resume: only the shards missing or
failed are submitted again, with a new merge job; a folder with another
campaign, or with shards made by another version of trisgo, is refused.

  --partition, --time, --cpus-per-task, --mem, --account
                   passed to sbatch (#SBATCH lines of both scripts)
  --sbatch-arg "ARGS"  more #SBATCH options, separated by spaces
  --trisgo PATH    the trisgo binary as the nodes reach it (default: this one)
  --dry-run        write the folder and scripts, print the sbatch commands, submit nothing

The same folder works without Slurm: trisgo shard DIR K for each K, then
trisgo merge DIR. trisgo status DIR shows each shard's state. docs/cluster.md
has the details, the scripts and what happens on each failure.
)",
                             run_submit};

}  // namespace tg::cli
