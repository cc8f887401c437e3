#include "cluster/status.h"

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "cluster/process.h"
#include "cluster/shard_file.h"
#include "vocab/file_io.h"

namespace tg::cluster {
namespace {

std::map<std::string, std::string> parse_lines(const std::string& text) {
  std::map<std::string, std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::vector<std::string> fields;
    std::string f;
    std::istringstream cells(line);
    while (std::getline(cells, f, '|')) fields.push_back(f);
    if (fields.size() < 2 || fields[0].find('[') != std::string::npos || fields[0].find('_') == std::string::npos) continue;
    std::string state = fields[1];
    if (const std::size_t space = state.find(' '); space != std::string::npos) state.resize(space);  // "CANCELLED by 0"
    if (fields.size() >= 3) state += " (exit " + fields[2] + ")";
    out[fields[0]] = state;
  }
  return out;
}

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

}  // namespace

const char* to_string(ShardState s) {
  switch (s) {
    case ShardState::Done: return "done";
    case ShardState::Pending: return "pending";
    case ShardState::Running: return "running";
    case ShardState::Failed: return "failed";
    case ShardState::Missing: return "missing";
  }
  return "?";
}

std::map<std::string, std::string> parse_squeue(const std::string& text) { return parse_lines(text); }
std::map<std::string, std::string> parse_sacct(const std::string& text) { return parse_lines(text); }

std::vector<ShardStatus> shard_states(const std::string& dir, const Campaign& c, const std::vector<int>& done,
                                      const std::vector<Submission>& submissions, const SchedulerView& view) {
  std::vector<ShardStatus> out;
  for (int k = 1; k <= c.shards; ++k) {
    ShardStatus s{k, ShardState::Missing, ""};
    if (std::find(done.begin(), done.end(), k) != done.end()) {
      s.state = ShardState::Done;
      out.push_back(s);
      continue;
    }
    // The latest submission that ran shard K.
    std::string task;
    for (auto it = submissions.rbegin(); it != submissions.rend() && task.empty(); ++it)
      if (!it->array_job.empty() && std::find(it->shards.begin(), it->shards.end(), k) != it->shards.end())
        task = it->array_job + "_" + std::to_string(k);
    if (auto q = view.queue.find(task); !task.empty() && q != view.queue.end()) {
      s.detail = "job " + task + " " + q->second;
      s.state = starts_with(q->second, "PENDING") || starts_with(q->second, "REQUEUED") ? ShardState::Pending : ShardState::Running;
    } else if (auto a = view.accounting.find(task); !task.empty() && a != view.accounting.end()) {
      s.detail = "job " + task + " " + a->second;
      if (starts_with(a->second, "PENDING")) s.state = ShardState::Pending;
      else if (starts_with(a->second, "RUNNING") || starts_with(a->second, "COMPLETING")) s.state = ShardState::Running;
      else s.state = ShardState::Failed;  // ended (any way) without a whole shard file
    }
    if (s.state == ShardState::Missing && std::filesystem::exists(failure_file(dir, k))) {
      s.state = ShardState::Failed;
      try {
        const nlohmann::json j =
            nlohmann::json::parse(read_file(failure_file(dir, k), FileLimit{1u << 16, "a failure note", "docs/cluster.md"}));
        s.detail = "exit status " + std::to_string(j.at("exit_status").get<int>()) + " on " + j.value("host", std::string("?"));
      } catch (const std::exception&) {
        s.detail = "see " + failure_file(dir, k);
      }
    }
    out.push_back(s);
  }
  return out;
}

SchedulerView ask_scheduler(const std::vector<Submission>& submissions) {
  SchedulerView view;
  std::string jobs;
  for (const Submission& s : submissions)
    if (!s.array_job.empty()) jobs += (jobs.empty() ? "" : ",") + s.array_job;
  if (jobs.empty()) return view;
  // All of squeue's tasks, filtered by id: squeue -j refuses ids that have left the queue.
  if (auto q = capture({"squeue", "-h", "-r", "-o", "%i|%T"}, true)) view.queue = parse_squeue(*q);
  if (auto a = capture({"sacct", "-n", "-P", "-X", "-j", jobs, "-o", "JobID,State,ExitCode"}, true)) view.accounting = parse_sacct(*a);
  return view;
}

}  // namespace tg::cluster
