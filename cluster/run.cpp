#include "cluster/run.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <ostream>
#include <unistd.h>

#include "cluster/atomic_file.h"
#include "cluster/kinds.h"
#include "cluster/process.h"
#include "cluster/shard_file.h"
#include "cluster/shard_set.h"
#include "vocab/file_io.h"

namespace tg::cluster {
namespace {

volatile std::sig_atomic_t g_signalled = 0;
extern "C" void note_signal(int) { g_signalled = 1; }

std::string host_name() {
  char buf[256] = {};
  if (::gethostname(buf, sizeof buf - 1) != 0) return "?";
  return buf;
}

std::string slurm_job() {
  const char* array = std::getenv("SLURM_ARRAY_JOB_ID");
  const char* task = std::getenv("SLURM_ARRAY_TASK_ID");
  if (array && task) return std::string(array) + "_" + task;
  const char* job = std::getenv("SLURM_JOB_ID");
  return job ? job : "";
}

std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  ::gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

const Kind& kind_of(const Campaign& c) {
  const Kind* kind = find_kind(c.command.at(0));
  if (!kind) throw InputError("the campaign's command " + shell_quote(c.command.at(0)) + " is no sharded command this trisgo knows");
  return *kind;
}

std::string absolute(const std::string& dir) { return std::filesystem::absolute(dir).lexically_normal().string(); }

}  // namespace

int run_shard(const std::string& dir_arg, int k, const std::string& running_version, std::ostream& log) {
  const std::string dir = absolute(dir_arg);
  const Campaign c = read_campaign(dir);
  if (k < 1 || k > c.shards)
    throw InputError("shard " + std::to_string(k) + ": the campaign in " + dir + " has shards 1 to " + std::to_string(c.shards));
  const Kind& kind = kind_of(c);
  const std::vector<std::string> argv = shard_argv(kind, c.command, c.trisgo, k, c.shards);
  // SIGTERM, SIGINT and SIGHUP reach the command too (Slurm signals the whole
  // task; a terminal its process group), which stops in its own way; this
  // process outlives it to note the failure. A handler, not SIG_IGN, since
  // an ignored signal would stay ignored in the command.
  struct sigaction sa {};
  sa.sa_handler = note_signal;
  for (int sig : {SIGTERM, SIGINT, SIGHUP}) ::sigaction(sig, &sa, nullptr);
  if (!c.workdir.empty() && ::chdir(c.workdir.c_str()) != 0) throw InputError("cannot enter the campaign's folder " + c.workdir);

  const std::string out = shard_file(dir, k);
  const std::string tmp = temporary_name(out);
  log << "trisgo shard " << k << "/" << c.shards << ": " << shell_line(argv) << "\n" << std::flush;
  const auto start = std::chrono::steady_clock::now();
  int status = run_to_file(argv, tmp);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (g_signalled && ran_to_its_end(status)) status = 128 + SIGTERM;  // stopped: its output may be partial
  if (ran_to_its_end(status)) {
    ShardOutput s;
    s.identity = c;
    s.identity.version = running_version;
    s.shard = k;
    s.exit_status = status;
    s.output = read_file(tmp, FileLimit{256u << 20, "a shard's output", "docs/cluster.md"});
    s.host = host_name();
    s.job = slurm_job();
    s.seconds = seconds;
    s.finished = utc_now();
    write_atomically(out, to_json(s).dump() + "\n");
    std::remove(tmp.c_str());
    std::remove(failure_file(dir, k).c_str());
    log << "trisgo shard " << k << "/" << c.shards << ": done (exit status " << status << ") in " << seconds << " s: " << out << "\n";
    return 0;
  }
  std::remove(tmp.c_str());
  write_atomically(failure_file(dir, k), failure_json(k, status, host_name(), slurm_job(), utc_now()).dump() + "\n");
  log << "trisgo shard " << k << "/" << c.shards << ": no output (exit status " << status << "); noted in " << failure_file(dir, k)
      << "\n";
  return status;
}

MergeOutcome merge_campaign(const std::string& dir_arg, bool partial, std::ostream& log) {
  const std::string dir = absolute(dir_arg);
  const Campaign c = read_campaign(dir);
  const Kind& kind = kind_of(c);
  const ShardSet set = read_shard_set(dir, c);
  MergeOutcome o;
  o.shards = c.shards;
  o.missing = set.missing;
  for (const auto& [k, s] : set.done) o.merged.push_back(k);
  const std::string coverage = std::to_string(o.merged.size()) + " of " + std::to_string(c.shards) + " shards";
  if (!set.missing.empty() && !partial)
    throw InputError(dir + ": shard" + (set.missing.size() == 1 ? " " : "s ") + shard_list(set.missing) + " of " +
                     std::to_string(c.shards) + " missing (" + coverage +
                     " done); merged nothing. trisgo status shows why; the same trisgo submit runs them again; "
                     "trisgo merge --partial merges what there is");
  if (set.done.empty()) throw InputError(dir + ": no shard has finished; nothing to merge");
  if (!set.missing.empty() && !kind.merges_subsets)
    throw InputError(dir + ": shards " + shard_list(set.missing) + " missing, and the merge of " + kind.name +
                     " takes only whole sets; merged nothing");

  std::error_code ec;
  std::filesystem::create_directories(dir + "/merge", ec);
  std::vector<std::string> inputs;
  for (const auto& [k, s] : set.done) {
    inputs.push_back(dir + "/merge/shard-" + std::to_string(k) + ".out");
    write_atomically(inputs.back(), s.output);
  }
  const std::vector<std::string> argv = merge_argv(kind, c.command, c.trisgo, inputs, !set.missing.empty());
  o.result = dir + "/" + kind.result_file;
  const std::string tmp = temporary_name(o.result);
  log << "trisgo merge: " << coverage << (set.missing.empty() ? "" : " (partial: missing " + shard_list(set.missing) + ")") << ": "
      << shell_line(argv) << "\n"
      << std::flush;
  o.status = run_to_file(argv, tmp);
  if (ran_to_its_end(o.status)) {
    commit_atomically(tmp, o.result);
  } else {
    std::remove(tmp.c_str());
    o.result.clear();
  }
  const nlohmann::json summary = {{"shards", c.shards},      {"merged", o.merged},  {"missing", o.missing},
                                  {"partial", !o.missing.empty()}, {"exit_status", o.status}, {"result", o.result}};
  write_atomically(dir + "/merge.json", summary.dump(2) + "\n");
  return o;
}

}  // namespace tg::cluster
