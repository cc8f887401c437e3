#include "gtp/client.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace tg::gtp {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kStderrTail = 4096;

std::string errno_text(int e) { return std::string(std::strerror(e)); }

int remaining_ms(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  if (left < 0) return 0;
  if (left > 1'000'000) return 1'000'000;
  return static_cast<int>(left);
}

void set_nonblocking(int fd) {
  int flags = fcntl(fd, F_GETFL);
  if (flags >= 0) fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

std::string describe_status(int status) {
  if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    const char* name = strsignal(sig);
    return "was killed by signal " + std::to_string(sig) + (name ? std::string(" (") + name + ")" : "");
  }
  return "stopped (status " + std::to_string(status) + ")";
}

std::string quoted(std::string_view s) {
  std::string out = "'";
  out += s;
  out += "'";
  return out;
}

}  // namespace

Client::Client(std::vector<std::string> argv, std::chrono::milliseconds timeout)
    : argv_(std::move(argv)), timeout_(timeout) {
  if (argv_.empty()) throw GtpError("GTP client: no program to start");
  label_ = argv_[0];
  const std::string& path = argv_[0];

  int io[2] = {-1, -1};
  int err[2] = {-1, -1};
  int exec_report[2] = {-1, -1};  // the child writes errno here when exec fails
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, io) != 0)
    throw GtpError("GTP client: socketpair failed: " + errno_text(errno));
  if (::pipe2(err, O_CLOEXEC) != 0 || ::pipe2(exec_report, O_CLOEXEC) != 0) {
    int e = errno;
    for (int fd : {io[0], io[1], err[0], err[1], exec_report[0], exec_report[1]})
      if (fd >= 0) ::close(fd);
    throw GtpError("GTP client: pipe failed: " + errno_text(e));
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
    throw GtpError("GTP client: fork failed: " + errno_text(e));
  }
  if (pid == 0) {
    // Child: stdin and stdout on the socket, stderr on the pipe. dup2 clears
    // FD_CLOEXEC on the new descriptors; everything else closes on exec.
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

  pid_ = pid;
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
      int r = ::poll(&p, 1, remaining_ms(deadline));
      if (r < 0 && errno == EINTR) continue;
      if (r <= 0) break;  // timeout: treat as started; commands will time out
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
    throw GtpError("GTP client: cannot start " + path + ": " + errno_text(exec_errno));
  }
  set_nonblocking(io_fd_);
  set_nonblocking(err_fd_);
}

Client::~Client() {
  if (pid_ > 0) {
    // Closing our end gives the engine end-of-file on stdin; a GTP engine
    // exits on it. Give it a moment, then kill it.
    close_fd(io_fd_);
    auto deadline = Clock::now() + std::chrono::milliseconds(300);
    for (;;) {
      int status = 0;
      pid_t r = ::waitpid(pid_, &status, WNOHANG);
      if (r == pid_ || (r < 0 && errno != EINTR)) {
        pid_ = -1;
        break;
      }
      if (Clock::now() >= deadline) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    if (pid_ > 0) kill_child();
  }
  close_fd(io_fd_);
  close_fd(err_fd_);
}

void Client::kill_child() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGKILL);
  int status = 0;
  while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  pid_ = -1;
}

std::string Client::describe_exit() {
  if (pid_ <= 0) return "has exited";
  // The engine closed its output; it is probably exiting. Wait briefly.
  auto deadline = Clock::now() + std::chrono::seconds(2);
  for (;;) {
    int status = 0;
    pid_t r = ::waitpid(pid_, &status, WNOHANG);
    if (r == pid_) {
      pid_ = -1;
      return describe_status(status);
    }
    if (r < 0 && errno != EINTR) {
      pid_ = -1;
      return "has exited (status unknown: " + errno_text(errno) + ")";
    }
    if (Clock::now() >= deadline) return "closed its output but is still running";
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

void Client::fail(const std::string& what) {
  broken_ = true;
  drain_stderr();
  std::string msg = "GTP engine " + label_ + ": " + what;
  kill_child();
  if (!stderr_tail_.empty()) msg += "\n--- engine stderr (tail) ---\n" + stderr_tail_;
  throw GtpError(msg);
}

void Client::drain_stderr() {
  if (err_fd_ < 0) return;
  char buf[4096];
  for (;;) {
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
  while (!data.empty()) {
    ssize_t n = ::send(io_fd_, data.data(), data.size(), MSG_NOSIGNAL);
    if (n > 0) {
      data.remove_prefix(static_cast<std::size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      pollfd p{io_fd_, POLLOUT, 0};
      int r = ::poll(&p, 1, remaining_ms(deadline));
      if (r < 0 && errno == EINTR) continue;
      if (r == 0) fail("timed out writing a command (the engine does not read its input)");
      continue;
    }
    if (n < 0 && (errno == EPIPE || errno == ECONNRESET)) fail("the engine died: " + describe_exit());
    fail("write failed: " + errno_text(errno));
  }
}

std::string Client::read_response(std::string_view command, Clock::time_point deadline) {
  for (;;) {
    // A response ends with an empty line: "\n\n" once CRs are removed.
    if (auto end = buffer_.find("\n\n"); end != std::string::npos) {
      std::string response = buffer_.substr(0, end);
      buffer_.erase(0, end + 2);
      return response;
    }
    pollfd fds[2] = {{io_fd_, POLLIN, 0}, {err_fd_, POLLIN, 0}};
    nfds_t count = err_fd_ >= 0 ? 2 : 1;
    int r = ::poll(fds, count, remaining_ms(deadline));
    if (r < 0) {
      if (errno == EINTR) continue;
      fail("poll failed: " + errno_text(errno));
    }
    if (r == 0) {
      fail("no response to " + quoted(command) + " within " + std::to_string(timeout_.count()) + " ms" +
           (buffer_.empty() ? "" : " (partial output: " + quoted(buffer_) + ")"));
    }
    if (count == 2 && fds[1].revents != 0) drain_stderr();
    if (fds[0].revents != 0) {
      char buf[8192];
      ssize_t n = ::recv(io_fd_, buf, sizeof buf, 0);
      if (n < 0) {
        if (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) continue;
        if (errno == ECONNRESET) fail("the engine died while answering " + quoted(command) + ": " + describe_exit());
        fail("read failed: " + errno_text(errno));
      }
      if (n == 0) {
        fail("the engine died while answering " + quoted(command) + ": it " + describe_exit() +
             (buffer_.empty() ? "" : " (partial output: " + quoted(buffer_) + ")"));
      }
      for (ssize_t i = 0; i < n; ++i)
        if (buf[i] != '\r') buffer_.push_back(buf[i]);
    }
  }
}

GtpReply Client::send(std::string_view command) {
  if (broken_ || pid_ <= 0)
    throw GtpError("GTP engine " + label_ + ": not running (an earlier error stopped it); cannot send " +
                   quoted(command));
  if (command.find('\n') != std::string_view::npos || command.find('\r') != std::string_view::npos)
    throw GtpError("GTP client: a command is one line: " + quoted(command));
  auto deadline = Clock::now() + timeout_;
  std::string line(command);
  line += '\n';
  write_all(line, deadline);
  std::string response = read_response(command, deadline);

  // "=[id] text" or "?[id] message" (GTP v2, 2.6). Leading empty lines are
  // tolerated.
  std::size_t start = response.find_first_not_of('\n');
  if (start == std::string::npos || (response[start] != '=' && response[start] != '?'))
    fail("malformed response to " + quoted(command) + ": " + quoted(response));
  GtpReply reply;
  reply.ok = response[start] == '=';
  std::size_t i = start + 1;
  while (i < response.size() && response[i] >= '0' && response[i] <= '9') ++i;  // optional id
  if (i < response.size() && (response[i] == ' ' || response[i] == '\t')) ++i;
  reply.text = response.substr(i);
  while (!reply.text.empty() && (reply.text.back() == ' ' || reply.text.back() == '\n')) reply.text.pop_back();
  return reply;
}

std::string Client::command(std::string_view command) {
  GtpReply r = send(command);
  if (!r.ok) throw GtpError("GTP engine " + label_ + " refused " + quoted(command) + ": ? " + r.text);
  return r.text;
}

void Client::quit() {
  if (!alive()) return;
  send("quit");
  auto deadline = Clock::now() + timeout_;
  for (;;) {
    int status = 0;
    pid_t r = ::waitpid(pid_, &status, WNOHANG);
    if (r == pid_ || (r < 0 && errno != EINTR)) {
      pid_ = -1;
      break;
    }
    if (Clock::now() >= deadline) {
      kill_child();
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  close_fd(io_fd_);
  drain_stderr();
  close_fd(err_fd_);
}

}  // namespace tg::gtp
