#include "cluster/submit.h"

#include <algorithm>
#include <filesystem>

#include "cluster/atomic_file.h"
#include "cluster/kinds.h"
#include "cluster/process.h"
#include "cluster/shard_set.h"
#include "cluster/status.h"
#include "vocab/file_io.h"

namespace tg::cluster {
namespace {

std::string sbatch_job(const std::vector<std::string>& argv) {
  const std::optional<std::string> answer = capture(argv);
  if (!answer) throw InputError("sbatch failed (its message is above): " + shell_line(argv));
  const std::optional<std::string> id = parsable_job_id(*answer);
  if (!id) throw InputError("sbatch answered no job id (" + *answer + "): " + shell_line(argv));
  return *id;
}

}  // namespace

SubmitOutcome submit(const std::string& dir_arg, const Campaign& wanted, bool dry_run) {
  const std::string dir = std::filesystem::absolute(dir_arg).lexically_normal().string();
  SubmitOutcome o;
  Campaign c = wanted;
  const std::string array = dir + "/array.sbatch", merge = dir + "/merge.sbatch";
  if (std::filesystem::exists(campaign_file(dir))) {
    // A resume: the campaign must be this one; its scripts are kept as they
    // are (a user may have edited them).
    const Campaign old = read_campaign(dir);
    if (old.command != c.command || old.shards != c.shards)
      throw InputError(dir + " holds another campaign (its " + (old.command != c.command ? "command is " + shell_line(old.command)
                                                                                        : "shard count is " + std::to_string(old.shards)) +
                       "); give another --out, or remove that folder");
    c = old;
    c.version = wanted.version;  // shards of another version are refused below
  } else {
    o.fresh = true;
    write_campaign(dir, c);
  }
  if (!std::filesystem::exists(array)) write_atomically(array, array_script(c, dir));
  if (!std::filesystem::exists(merge)) write_atomically(merge, merge_script(c, dir, false));

  // Shards of another run (another version of trisgo, say) stop the resume here.
  const ShardSet set = read_shard_set(dir, c);
  if (!o.fresh && read_campaign(dir).version != c.version) write_campaign(dir, c);  // no shard of the old version: the new one runs them all
  for (const auto& [k, s] : set.done) o.done.push_back(k);
  const std::vector<Submission> before = read_submissions(dir);
  const SchedulerView view = dry_run ? SchedulerView{} : ask_scheduler(before);
  std::vector<std::string> active_jobs;
  for (const ShardStatus& s : shard_states(dir, c, o.done, before, view)) {
    if (s.state == ShardState::Missing || s.state == ShardState::Failed) o.to_run.push_back(s.shard);
    if (s.state == ShardState::Pending || s.state == ShardState::Running) o.active.push_back(s.shard);
  }
  for (const Submission& s : before)
    for (int k : o.active)
      if (std::find(s.shards.begin(), s.shards.end(), k) != s.shards.end() &&
          std::find(active_jobs.begin(), active_jobs.end(), s.array_job) == active_jobs.end())
        active_jobs.push_back(s.array_job);
  if (o.to_run.empty() && o.active.empty() && std::filesystem::exists(dir + "/" + find_kind(c.command.at(0))->result_file)) {
    o.nothing_to_do = true;
    return o;
  }
  std::vector<std::string> sbatch_array = {"sbatch", "--parsable", "--array=" + shard_list(o.to_run), array};
  if (!o.to_run.empty()) o.commands.push_back(sbatch_array);
  if (!dry_run && !o.to_run.empty()) o.submission.array_job = sbatch_job(sbatch_array);
  o.submission.shards = o.to_run;
  std::string after;
  for (const std::string& j : active_jobs) after += ":" + j;
  after += ":" + (dry_run || o.to_run.empty() ? std::string(o.to_run.empty() ? "" : "ARRAY_JOB") : o.submission.array_job);
  if (after.back() == ':') after.pop_back();
  std::vector<std::string> sbatch_merge = {"sbatch", "--parsable"};
  if (!after.empty()) {
    sbatch_merge.push_back("--dependency=afterany" + after);
    sbatch_merge.push_back("--kill-on-invalid-dep=yes");
  }
  sbatch_merge.push_back(merge);
  o.commands.push_back(sbatch_merge);
  if (!dry_run) {
    o.submission.merge_job = sbatch_job(sbatch_merge);
    append_submission(dir, o.submission);
  }
  return o;
}

}  // namespace tg::cluster
