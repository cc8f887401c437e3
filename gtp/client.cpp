#include "gtp/client.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#include "vocab/excerpt.h"
#include "vocab/interrupt.h"

namespace tg::gtp {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kStderrTail = 4096;
constexpr std::size_t kStderrLines = 5;  // lines of stderr a message quotes
// How long the group has between SIGTERM and SIGKILL.
constexpr auto kTermGrace = std::chrono::milliseconds(200);

// The longest single wait of a poll: a thread that did not take the signal
// (vocab/interrupt.h) sees the flag this often.
constexpr int kPollSliceMs = 100;

std::string errno_text(int e) { return std::string(std::strerror(e)); }

int remaining_ms(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  if (left < 0) return 0;
  if (left > 1'000'000) return 1'000'000;
  return static_cast<int>(left);
}

int slice_ms(Clock::time_point deadline) { return std::min(remaining_ms(deadline), kPollSliceMs); }

// After a signal to trisgo the handler has sent SIGTERM to every engine's
// group; an engine still answering, or ignoring it, gets kInterruptGrace,
// then the wait ends and its group is killed: an orderly stop never waits
// for --timeout (issue 36).
bool past_interrupt_grace() { return interrupted() && Clock::now() >= interrupted_at() + kInterruptGrace; }

const std::string kGraceText = "did not stop within " + std::to_string(kInterruptGrace.count()) +
                               " ms of the SIGTERM sent on trisgo's signal; its process group was killed";

void set_nonblocking(int fd) {
  int flags = fcntl(fd, F_GETFL);
  if (flags >= 0) fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

std::string describe_status(int status, EngineFailure& f) {
  if (WIFEXITED(status)) {
    f.exit_status = WEXITSTATUS(status);
    return "exited with status " + std::to_string(WEXITSTATUS(status));
  }
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    f.signal = sig;
    const char* name = strsignal(sig);
    return "was killed by signal " + std::to_string(sig) + (name ? std::string(" (") + name + ")" : "");
  }
  return "stopped (status " + std::to_string(status) + ")";
}

// The last few lines of the engine's stderr, each bounded.
std::string last_lines(const std::string& tail) {
  std::vector<std::string_view> lines;
  std::string_view rest(tail);
  while (!rest.empty()) {
    const std::size_t nl = rest.find('\n');
    const std::string_view line = rest.substr(0, nl);
    if (!line.empty()) lines.push_back(line);
    if (nl == std::string_view::npos) break;
    rest.remove_prefix(nl + 1);
  }
  std::string out;
  for (std::size_t i = lines.size() > kStderrLines ? lines.size() - kStderrLines : 0; i < lines.size(); ++i)
    out += excerpt(lines[i], 160) + "\n";
  return out;
}

// The process groups of the running engines, for signal_all_engine_groups
// (a signal handler cannot take a lock or walk a std::vector).
constexpr int kGroupSlots = 256;
std::atomic<pid_t> g_groups[kGroupSlots];

void register_group(pid_t pgid) {
  for (auto& slot : g_groups) {
    pid_t empty = 0;
    if (slot.compare_exchange_strong(empty, pgid)) return;
  }
}

void unregister_group(pid_t pgid) {
  for (auto& slot : g_groups) {
    pid_t mine = pgid;
    if (slot.compare_exchange_strong(mine, 0)) return;
  }
}

// The id a command is sent with ("12 genmove b": "12"), "" for none.
std::string_view command_id(std::string_view command) {
  std::size_t i = 0;
  while (i < command.size() && command[i] >= '0' && command[i] <= '9') ++i;
  if (i == 0 || i == command.size() || (command[i] != ' ' && command[i] != '\t')) return {};
  return command.substr(0, i);
}

EngineFailure failure_of(FailureKind kind, std::string_view command = {}) {
  EngineFailure f;
  f.kind = kind;
  f.command = excerpt(command);
  return f;
}

}  // namespace

void signal_all_engine_groups(int sig) noexcept {
  for (auto& slot : g_groups)
    if (const pid_t pgid = slot.load(); pgid > 0) ::kill(-pgid, sig);
}

const char* failure_kind_name(FailureKind k) {
  switch (k) {
    case FailureKind::None: return "";
    case FailureKind::Start: return "start";
    case FailureKind::Crash: return "crash";
    case FailureKind::Timeout: return "timeout";
    case FailureKind::Oversized: return "oversized-reply";
    case FailureKind::Protocol: return "protocol";
  }
  return "";
}

Client::Client(std::vector<std::string> argv, std::chrono::milliseconds timeout)
    : argv_(std::move(argv)), timeout_(timeout) {
  if (argv_.empty()) throw GtpError("GTP client: no program to start", failure_of(FailureKind::Start));
  label_ = argv_[0];
  // A signal has stopped the command: no engine is started after it.
  if (interrupted())
    throw GtpError("GTP client: " + argv_[0] + " not started: trisgo is stopping on " + interrupt_signal_name(),
                   failure_of(FailureKind::Start));
  const std::string& path = argv_[0];

  int io[2] = {-1, -1};
  int err[2] = {-1, -1};
  int exec_report[2] = {-1, -1};  // the child writes errno here when exec fails
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, io) != 0)
    throw GtpError("GTP client: socketpair failed: " + errno_text(errno), failure_of(FailureKind::Start));
  if (::pipe2(err, O_CLOEXEC) != 0 || ::pipe2(exec_report, O_CLOEXEC) != 0) {
    int e = errno;
    for (int fd : {io[0], io[1], err[0], err[1], exec_report[0], exec_report[1]})
      if (fd >= 0) ::close(fd);
    throw GtpError("GTP client: pipe failed: " + errno_text(e), failure_of(FailureKind::Start));
  }

  // Everything the child needs is prepared before fork(): after it, the
  // child calls only async-signal-safe functions.
  std::vector<char*> args;
  for (auto& a : argv_) args.push_back(a.data());
  args.push_back(nullptr);

  pid_t pid = ::fork();
  if (pid < 0) {
    int e = errno;
    for (int fd : {io[0], io[1], err[0], err[1], exec_report[0], exec_report[1]}) ::close(fd);
    throw GtpError("GTP client: fork failed: " + errno_text(e), failure_of(FailureKind::Start));
  }
  if (pid == 0) {
    // Child: its own process group (so that the engine's children can be
    // stopped with it, and a Ctrl-C in our terminal reaches us, not it);
    // stdin and stdout on the socket, stderr on the pipe. dup2 clears
    // FD_CLOEXEC on the new descriptors; everything else closes on exec.
    ::setpgid(0, 0);
    if (::dup2(io[1], STDIN_FILENO) < 0 || ::dup2(io[1], STDOUT_FILENO) < 0 ||
        ::dup2(err[1], STDERR_FILENO) < 0) {
      int e = errno;
      [[maybe_unused]] auto n = ::write(exec_report[1], &e, sizeof e);
      ::_exit(127);
    }
    ::signal(SIGPIPE, SIG_DFL);
    ::execv(args[0], args.data());
    int e = errno;
    [[maybe_unused]] auto n = ::write(exec_report[1], &e, sizeof e);
    ::_exit(127);
  }

  // Also here, so the group exists before any kill(-pid) of ours, whichever
  // of parent and child runs first (EACCES after the exec: already done).
  ::setpgid(pid, pid);
  pid_ = pid;
  register_group(pid);
  ::close(io[1]);
  ::close(err[1]);
  ::close(exec_report[1]);
  io_fd_ = io[0];
  err_fd_ = err[0];

  // exec either succeeds (the report pipe closes, read gives 0 bytes) or
  // fails (the child reports errno). Bounded by the timeout all the same.
  int exec_errno = 0;
  bool exec_failed = false;
  {
    pollfd p{exec_report[0], POLLIN, 0};
    auto deadline = Clock::now() + timeout_;
    for (;;) {
      int r = ::poll(&p, 1, slice_ms(deadline));
      if (r < 0 && errno == EINTR) continue;
      if (r == 0 && Clock::now() < deadline && !interrupted()) continue;
      if (r <= 0) break;  // timeout or a signal: treat as started; commands will fail
      ssize_t n = ::read(exec_report[0], &exec_errno, sizeof exec_errno);
      if (n < 0 && errno == EINTR) continue;
      exec_failed = n == static_cast<ssize_t>(sizeof exec_errno);
      break;
    }
  }
  ::close(exec_report[0]);
  if (exec_failed) {
    kill_child();
    close_fd(io_fd_);
    close_fd(err_fd_);
    throw GtpError("GTP client: cannot start " + path + ": " + errno_text(exec_errno), failure_of(FailureKind::Start));
  }
  set_nonblocking(io_fd_);
  set_nonblocking(err_fd_);
}

Client::~Client() {
  if (pid_ > 0) {
    // Closing our end gives the engine end-of-file on stdin; a GTP engine
    // exits on it. Give it a moment, then stop its group.
    close_fd(io_fd_);
    auto deadline = Clock::now() + std::chrono::milliseconds(300);
    for (int status = 0; !reap(status);) {
      if (Clock::now() >= deadline) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    kill_child();
  }
  close_fd(io_fd_);
  close_fd(err_fd_);
}

bool Client::reap(int& status) {
  if (pid_ <= 0) return true;
  siginfo_t info{};
  // WNOWAIT: the engine stays a zombie, so its pid (the group's id) is not
  // reused while the rest of the group is killed.
  if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0) {
    if (errno == EINTR) return false;
    unregister_group(pid_);
    pid_ = -1;  // not our child any more (should not happen)
    return true;
  }
  if (info.si_pid == 0) return false;  // still running
  ::kill(-pid_, SIGKILL);              // what the engine left behind
  unregister_group(pid_);
  while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  pid_ = -1;
  return true;
}

void Client::kill_child() {
  if (pid_ <= 0) return;
  int status = 0;
  if (reap(status)) return;
  ::kill(-pid_, SIGTERM);
  ::kill(pid_, SIGTERM);  // in case the group could not be made
  const auto deadline = Clock::now() + kTermGrace;
  while (!reap(status)) {
    if (Clock::now() >= deadline) {
      ::kill(-pid_, SIGKILL);
      ::kill(pid_, SIGKILL);
      unregister_group(pid_);
      while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
      }
      pid_ = -1;
      return;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

std::string Client::describe_exit(EngineFailure& failure) {
  if (pid_ <= 0) return "has exited";
  // The engine closed its output; it is probably exiting. Wait briefly.
  auto deadline = Clock::now() + std::chrono::seconds(2);
  for (;;) {
    int status = 0;
    if (reap(status)) return describe_status(status, failure);
    if (Clock::now() >= deadline) return "closed its output but is still running";
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

void Client::fail(const std::string& what, EngineFailure failure) {
  broken_ = true;
  kill_child();
  drain_stderr();
  close_fd(err_fd_);
  buffer_.clear();
  buffer_.shrink_to_fit();
  scanned_ = 0;
  failure.stderr_tail = last_lines(stderr_tail_);
  std::string msg = "GTP engine " + label_ + ": " + what;
  if (!failure.stderr_tail.empty()) msg += "\n--- engine stderr (tail) ---\n" + failure.stderr_tail;
  throw GtpError(msg, std::move(failure));
}

void Client::drain_stderr() {
  if (err_fd_ < 0) return;
  char buf[4096];
  // Bounded: an engine that floods its stderr cannot keep us here.
  for (int reads = 0; reads < 64; ++reads) {
    ssize_t n = ::read(err_fd_, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (n == 0) close_fd(err_fd_);  // end of file
      return;
    }
    stderr_tail_.append(buf, static_cast<std::size_t>(n));
    if (stderr_tail_.size() > kStderrTail) stderr_tail_.erase(0, stderr_tail_.size() - kStderrTail);
  }
}

void Client::write_all(std::string_view data, Clock::time_point deadline) {
  const std::string cmd(data.substr(0, data.size() - 1));  // without the newline
  while (!data.empty()) {
    ssize_t n = ::send(io_fd_, data.data(), data.size(), MSG_NOSIGNAL);
    if (n > 0) {
      data.remove_prefix(static_cast<std::size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      if (past_interrupt_grace()) fail(kGraceText, failure_of(FailureKind::Timeout, cmd));
      pollfd p{io_fd_, POLLOUT, 0};
      int r = ::poll(&p, 1, slice_ms(deadline));
      if (r < 0 && errno == EINTR) continue;
      if (r == 0 && Clock::now() < deadline) continue;
      if (r == 0 || Clock::now() >= deadline)
        fail("timed out writing a command (the engine does not read its input)",
             failure_of(FailureKind::Timeout, cmd));
      continue;
    }
    if (n < 0 && (errno == EPIPE || errno == ECONNRESET)) {
      EngineFailure f = failure_of(FailureKind::Crash, cmd);
      const std::string how = describe_exit(f);
      fail("the engine died: " + how, std::move(f));
    }
    fail("write failed: " + errno_text(errno), failure_of(FailureKind::Crash, cmd));
  }
}

std::string Client::read_response(std::string_view command, Clock::time_point deadline) {
  for (;;) {
    // A response ends with an empty line: "\n\n" once CRs are removed. The
    // search resumes where the last one stopped (a long reply read in many
    // pieces is scanned once).
    if (auto end = buffer_.find("\n\n", scanned_); end != std::string::npos) {
      std::string response = buffer_.substr(0, end);
      buffer_.erase(0, end + 2);
      scanned_ = 0;
      return response;
    }
    scanned_ = buffer_.empty() ? 0 : buffer_.size() - 1;
    if (buffer_.size() > max_reply_bytes_) {
      EngineFailure f = failure_of(FailureKind::Oversized, command);
      f.reply_bytes = buffer_.size();
      fail("the reply to " + quoted_excerpt(command) + " exceeds " + std::to_string(max_reply_bytes_) +
               " bytes without the blank line that ends a GTP reply (--max-reply-bytes); it begins " +
               quoted_excerpt(buffer_),
           std::move(f));
    }
    if (past_interrupt_grace()) fail(kGraceText, failure_of(FailureKind::Timeout, command));
    // The deadline covers the whole reply: an engine that keeps writing
    // without ever ending its reply times out too (poll alone would never
    // time out while data keeps coming).
    if (Clock::now() >= deadline)
      fail("no response to " + quoted_excerpt(command) + " within " + std::to_string(timeout_.count()) + " ms" +
               (buffer_.empty() ? "" : " (partial output: " + quoted_excerpt(buffer_) + ")"),
           failure_of(FailureKind::Timeout, command));
    pollfd fds[2] = {{io_fd_, POLLIN, 0}, {err_fd_, POLLIN, 0}};
    nfds_t count = err_fd_ >= 0 ? 2 : 1;
    int r = ::poll(fds, count, slice_ms(deadline));
    if (r < 0) {
      if (errno == EINTR) continue;
      fail("poll failed: " + errno_text(errno), failure_of(FailureKind::Crash, command));
    }
    if (r == 0) continue;  // the deadline and grace checks above report it
    if (count == 2 && fds[1].revents != 0) drain_stderr();
    if (fds[0].revents != 0) {
      char buf[8192];
      ssize_t n = ::recv(io_fd_, buf, sizeof buf, 0);
      if (n < 0) {
        if (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) continue;
        EngineFailure f = failure_of(FailureKind::Crash, command);
        if (errno == ECONNRESET) {
          const std::string how = describe_exit(f);
          fail("the engine died while answering " + quoted_excerpt(command) + ": " + how, std::move(f));
        }
        fail("read failed: " + errno_text(errno), std::move(f));
      }
      if (n == 0) {
        EngineFailure f = failure_of(FailureKind::Crash, command);
        const std::string how = describe_exit(f);
        fail("the engine died while answering " + quoted_excerpt(command) + ": it " + how +
                 (buffer_.empty() ? "" : " (partial output: " + quoted_excerpt(buffer_) + ")"),
             std::move(f));
      }
      for (ssize_t i = 0; i < n; ++i)
        if (buf[i] != '\r') buffer_.push_back(buf[i]);
    }
  }
}

GtpReply Client::send(std::string_view command) {
  if (broken_ || pid_ <= 0)
    throw GtpError("GTP engine " + label_ + ": not running (an earlier error stopped it); cannot send " +
                   quoted_excerpt(command));
  if (command.find('\n') != std::string_view::npos || command.find('\r') != std::string_view::npos)
    throw GtpError("GTP client: a command is one line: " + quoted_excerpt(command));
  auto deadline = Clock::now() + timeout_;
  std::string line(command);
  line += '\n';
  write_all(line, deadline);
  std::string response = read_response(command, deadline);

  // "=[id] text" or "?[id] message" (GTP v2, 2.6). Leading empty lines are
  // tolerated.
  std::size_t start = response.find_first_not_of('\n');
  if (start == std::string::npos || (response[start] != '=' && response[start] != '?'))
    fail("malformed response to " + quoted_excerpt(command) + ": " + quoted_excerpt(response),
         failure_of(FailureKind::Protocol, command));
  GtpReply reply;
  reply.ok = response[start] == '=';
  std::size_t i = start + 1;
  while (i < response.size() && response[i] >= '0' && response[i] <= '9') ++i;  // optional id
  // The id must be the command's (GTP v2, 2.6): none for a command sent
  // without one. Another id is a reply to some other command, not an answer.
  const std::string_view got = std::string_view(response).substr(start + 1, i - start - 1);
  const std::string_view sent = command_id(command);
  if (got != sent)
    fail("the reply to " + quoted_excerpt(command) + " has " +
             (got.empty() ? std::string("no id") : "the id " + quoted_excerpt(got)) + ", but the command was sent " +
             (sent.empty() ? std::string("without an id") : "with the id " + std::string(sent)) + ": " +
             quoted_excerpt(response),
         failure_of(FailureKind::Protocol, command));
  if (i < response.size() && (response[i] == ' ' || response[i] == '\t')) ++i;
  reply.text = response.substr(i);
  while (!reply.text.empty() && (reply.text.back() == ' ' || reply.text.back() == '\n')) reply.text.pop_back();
  return reply;
}

std::string Client::command(std::string_view command) {
  GtpReply r = send(command);
  if (!r.ok)
    throw GtpError("GTP engine " + label_ + " refused " + quoted_excerpt(command) + ": ? " + excerpt(r.text));
  return r.text;
}

void Client::quit() {
  if (!alive()) return;
  send("quit");
  auto deadline = Clock::now() + timeout_;
  for (int status = 0; !reap(status);) {
    if (Clock::now() >= deadline || past_interrupt_grace()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  kill_child();  // the group, if the engine did not exit
  close_fd(io_fd_);
  drain_stderr();
  close_fd(err_fd_);
}

}  // namespace tg::gtp
