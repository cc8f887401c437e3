#pragma once
// Running another program and waiting for it: a shard's command, the
// command's merge, and the scheduler's tools (sbatch, squeue, sacct). The
// child inherits stderr (the task's log) and the environment.
#include <optional>
#include <string>
#include <vector>

namespace tg::cluster {

// Runs argv (argv[0] looked up in PATH when it has no "/") with stdout to
// the file `stdout_path` (created or truncated) and stdin from /dev/null.
// Returns the exit status, 128 + the signal when a signal ended it, or 127
// when the program could not be started.
int run_to_file(const std::vector<std::string>& argv, const std::string& stdout_path);

// Runs argv and returns its stdout when it exits 0; nullopt when it cannot
// be started or exits otherwise (a scheduler tool that is absent or down).
// `quiet`: its stderr to /dev/null (sacct's "accounting storage is
// disabled", which only means that no answer will come).
std::optional<std::string> capture(const std::vector<std::string>& argv, bool quiet = false);

}  // namespace tg::cluster
