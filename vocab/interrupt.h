#pragma once
// Stopping in time (issue 36): SIGINT, SIGTERM and SIGHUP during a long
// command. It lives in vocab/ so that every library with a long loop (the
// searches of audit/, perft and verify in conformance/, the referee in gtp/,
// Graphviz in explain/) can poll the one flag without depending on cli/.
//
//   - The first signal sets the flag (and records which signal it was),
//     stops every child process group registered here and calls the hooks
//     (cli/ adds gtp::signal_all_engine_groups), so that a blocking read of
//     an engine's reply ends at once. Long loops poll interrupted() and stop
//     in an orderly way; the command then writes its results so far, marked
//     incomplete, and exits with interrupted_exit_status(): 128 + the signal
//     (130 SIGINT, 143 SIGTERM, 129 SIGHUP), as a shell reports a process
//     the signal ended.
//   - A second signal kills the registered groups (SIGKILL), removes the
//     registered temporary files and _exits at once with the same status.
//
// Everything the handler touches is async-signal-safe: lock-free atomics,
// fixed tables, kill(2), unlink(2), _exit(2).
#include <atomic>
#include <chrono>
#include <stdexcept>
#include <string>
#include <sys/types.h>

namespace tg {

// Installs the handlers of SIGINT, SIGTERM and SIGHUP (once; later calls do
// nothing). A signal ignored when the process started (nohup's SIGHUP, a
// background job's SIGINT) stays ignored; one blocked when it started is
// unblocked (a signal already pending then arrives at once, before the
// command's work: how cli/tests/signal_test.py stops a command in its
// set-up).
void install_interrupt_handlers();

// True once the first signal has arrived.
bool interrupted() noexcept;
// The flag itself, for code that takes a `const std::atomic<bool>*` cancel
// flag (audit::SearchSpace::cancel).
const std::atomic<bool>& interrupt_flag() noexcept;
// The signal that arrived first (0: none).
int interrupt_signal() noexcept;
// 128 + interrupt_signal().
int interrupted_exit_status() noexcept;
// "SIGINT", "SIGTERM", "SIGHUP" ("" when none).
const char* interrupt_signal_name() noexcept;
// When the first signal arrived (steady_clock; its epoch when none has).
std::chrono::steady_clock::time_point interrupted_at() noexcept;
// How long a child process (an engine over GTP) has after the first
// signal's SIGTERM to stop before its group is killed (SIGKILL): an orderly
// stop never waits for an engine that ignores SIGTERM (issue 36).
inline constexpr std::chrono::milliseconds kInterruptGrace{1000};

// What a long loop throws to unwind to where its results so far are
// written (a signal arrived: interrupted() is true).
class Interrupted : public std::runtime_error {
 public:
  Interrupted() : std::runtime_error("stopped by a signal") {}
};

// A hook the handler calls with the signal to send (SIGTERM on the first
// signal, SIGKILL on the second). At most 8 hooks; must be async-signal-safe.
void add_interrupt_hook(void (*hook)(int sig) noexcept);

// The process group of a helper program (Graphviz) to stop on a signal;
// unregister it once it is reaped.
void register_child_group(pid_t pgid) noexcept;
void unregister_child_group(pid_t pgid) noexcept;

// A temporary file removed when this guard ends, and by the handler on a
// second signal (the first lets the guard's destructor run). Paths longer
// than 255 bytes are removed by the destructor only.
class TempFileGuard {
 public:
  explicit TempFileGuard(std::string path);
  ~TempFileGuard();
  TempFileGuard(const TempFileGuard&) = delete;
  TempFileGuard& operator=(const TempFileGuard&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  int slot_ = -1;
};

// For tests of the handler in process: forget the signal (the handlers stay).
void reset_interrupt_for_tests() noexcept;

}  // namespace tg
