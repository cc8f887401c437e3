#pragma once
// Runs an external program (Graphviz's dot) with a deadline (issue 36):
// the program runs in its own process group, its stdout and stderr are read
// together up to a size limit, and on the deadline, or past the limit, the
// whole group is stopped (SIGTERM, then SIGKILL) and reaped. Never hangs,
// never leaves a process behind.
#include <chrono>
#include <cstddef>
#include <string>
#include <vector>

namespace tg::explain {

struct ProgramRun {
  bool started = false;     // false: fork or exec failed (exit_status 127)
  bool timed_out = false;   // stopped at the deadline
  bool too_much = false;    // stopped past max_output bytes
  int exit_status = -1;     // when it exited, else -1
  int signal = 0;           // when a signal ended it
  std::string output;       // stdout and stderr, at most max_output bytes
};

// argv[0] is looked up on the PATH (execvp).
ProgramRun run_program(const std::vector<std::string>& argv, std::chrono::milliseconds timeout, std::size_t max_output);

}  // namespace tg::explain
