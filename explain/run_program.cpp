#include "explain/run_program.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <thread>

#include "vocab/interrupt.h"

namespace tg::explain {
namespace {

using Clock = std::chrono::steady_clock;

// Whether `pid` has exited; if so, kills what is left of its group (while
// it is a zombie, so its id, the group's, cannot have been reused) and reaps it.
bool reaped(pid_t pid, int& status) {
  siginfo_t info{};
  if (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0) return errno != EINTR;
  if (info.si_pid == 0) return false;
  ::kill(-pid, SIGKILL);
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return true;
}

// Stops the group of `pid` (SIGTERM, 200 ms, SIGKILL) and reaps `pid`.
int stop_group(pid_t pid) {
  int status = 0;
  ::kill(-pid, SIGTERM);
  const auto grace = Clock::now() + std::chrono::milliseconds(200);
  while (Clock::now() < grace) {
    if (reaped(pid, status)) return status;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ::kill(-pid, SIGKILL);
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return status;
}

}  // namespace

ProgramRun run_program(const std::vector<std::string>& argv, std::chrono::milliseconds timeout, std::size_t max_output) {
  ProgramRun run;
  if (argv.empty()) return run;
  int out[2];
  if (::pipe2(out, O_CLOEXEC) != 0) return run;
  std::vector<std::string> copy = argv;
  std::vector<char*> args;
  for (std::string& a : copy) args.push_back(a.data());
  args.push_back(nullptr);
  const pid_t pid = ::fork();
  if (pid < 0) {
    ::close(out[0]);
    ::close(out[1]);
    return run;
  }
  if (pid == 0) {
    ::setpgid(0, 0);
    const int null = ::open("/dev/null", O_RDONLY);
    if (null >= 0) ::dup2(null, STDIN_FILENO);
    ::dup2(out[1], STDOUT_FILENO);
    ::dup2(out[1], STDERR_FILENO);
    ::signal(SIGPIPE, SIG_DFL);
    ::execvp(args[0], args.data());
    ::_exit(127);
  }
  ::setpgid(pid, pid);
  // A signal to trisgo stops the program's group too (vocab/interrupt.h).
  register_child_group(pid);
  ::close(out[1]);
  run.started = true;
  const auto deadline = Clock::now() + timeout;
  char buf[8192];
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0 || interrupted()) {
      run.timed_out = true;
      break;
    }
    pollfd p{out[0], POLLIN, 0};
    // At most 100 ms at a time: a signal to trisgo (interrupted()) stops the wait.
    const int r = ::poll(&p, 1, static_cast<int>(std::min<long long>(left, 100)));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) continue;
    const ssize_t n = ::read(out[0], buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;  // end of output: the program is done (or closed it)
    run.output.append(buf, static_cast<std::size_t>(n));
    if (run.output.size() > max_output) {
      run.output.resize(max_output);
      run.too_much = true;
      break;
    }
  }
  ::close(out[0]);
  int status = 0;
  if (run.timed_out || run.too_much) {
    status = stop_group(pid);
  } else {
    // The output is closed; the program exits now, or at the deadline.
    while (!reaped(pid, status)) {
      if (Clock::now() >= deadline || interrupted()) {
        run.timed_out = true;
        status = stop_group(pid);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
  }
  unregister_child_group(pid);
  if (WIFEXITED(status)) run.exit_status = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) run.signal = WTERMSIG(status);
  if (run.exit_status == 127 && run.output.empty()) run.started = false;
  return run;
}

}  // namespace tg::explain
