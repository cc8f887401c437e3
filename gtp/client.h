#pragma once
// A small client for the Go Text Protocol, version 2 (GTP, https://www.lysator.liu.se/~gunnar/gtp/):
// it starts an engine as a child process (POSIX fork/exec), sends one command
// at a time and reads the response ("= text" or "? message", ended by an empty
// line). It never hangs: every write and read has a deadline (poll), and the
// destructor kills the child if it has not quit.
//
// Errors are exceptions that say what happened: the engine could not be
// started, it died (with its exit status or signal and the tail of its
// stderr), it did not answer in time, or it answered "?" to a command that
// had to succeed.
#include <chrono>
#include <stdexcept>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace tg::gtp {

class GtpError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct GtpReply {
  bool ok = false;   // "=" (success) or "?" (failure)
  std::string text;  // the response without "= " / "? ", lines joined by '\n', no trailing newline
};

class Client {
 public:
  // Starts argv[0] (an absolute path; no PATH search) with the given
  // arguments. `timeout` bounds every command. Throws GtpError when the
  // program cannot be started.
  explicit Client(std::vector<std::string> argv,
                     std::chrono::milliseconds timeout = std::chrono::seconds(30));
  ~Client();
  Client(const Client&) = delete;
  Client& operator=(const Client&) = delete;

  // Sends one command (one line, no newline) and returns the reply, "=" or
  // "?". Throws GtpError when the engine died, timed out or the client is
  // already broken by an earlier error.
  GtpReply send(std::string_view command);
  // Like send(), but a "?" reply is also a GtpError naming the command.
  std::string command(std::string_view command);

  // Sends "quit" and waits for the engine to exit (bounded by the timeout).
  void quit();

  bool alive() const { return pid_ > 0 && !broken_; }
  pid_t pid() const { return pid_; }
  const std::vector<std::string>& argv() const { return argv_; }
  // The name error messages give the engine ("GTP engine NAME: ..."):
  // argv[0] unless set (the referee sets the player's command line).
  void set_label(std::string label) { label_ = std::move(label); }
  const std::string& label() const { return label_; }
  void set_timeout(std::chrono::milliseconds t) { timeout_ = t; }
  // The last few kilobytes the engine wrote to stderr.
  const std::string& stderr_tail() const { return stderr_tail_; }

 private:
  void write_all(std::string_view data, std::chrono::steady_clock::time_point deadline);
  std::string read_response(std::string_view command, std::chrono::steady_clock::time_point deadline);
  void drain_stderr();
  [[noreturn]] void fail(const std::string& what);
  std::string describe_exit();  // reaps the child if it has exited
  void kill_child();

  std::vector<std::string> argv_;
  std::string label_;
  std::chrono::milliseconds timeout_;
  pid_t pid_ = -1;
  int io_fd_ = -1;   // our end of a socketpair: the child's stdin and stdout
  int err_fd_ = -1;  // read end of the child's stderr pipe
  bool broken_ = false;
  std::string buffer_;       // bytes read but not yet consumed
  std::string stderr_tail_;  // last bytes of the child's stderr
};

}  // namespace tg::gtp
