#pragma once
// A small client for the Go Text Protocol, version 2 (GTP, https://www.lysator.liu.se/~gunnar/gtp/):
// it starts an engine as a child process (POSIX fork/exec), sends one command
// at a time and reads the response ("= text" or "? message", ended by an empty
// line). This is the one engine-process layer of every tool that starts an
// engine (match, verify, diff; issue 36):
//   - the engine runs in its own process group, and the whole group (the
//     engine's own children too) is stopped, SIGTERM then SIGKILL, on a
//     timeout, on any failure and in the destructor;
//   - one deadline covers a whole command, the write and the whole reply: an
//     engine that floods output without the blank line that ends a reply
//     times out like one that says nothing;
//   - one reply holds at most max_reply_bytes (default 1 MiB); more is a
//     failure, so memory stays bounded.
//
// Errors are exceptions that say what happened, as data (EngineFailure) and
// in words: the engine could not be started, it died (with its exit status
// or signal and the last lines of its stderr), it did not answer in time, its
// reply was too large, it did not speak GTP, or it answered "?" to a command
// that had to succeed. Quoted replies are bounded (vocab/excerpt.h).
#include <chrono>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace tg::gtp {

// What went wrong with the engine as a program. None: the engine is fine
// as a program (a "?" reply to a command that had to succeed, or an answer
// our checks refuse).
enum class FailureKind { None, Start, Crash, Timeout, Oversized, Protocol };
// "start", "crash", "timeout", "oversized-reply", "protocol" ("" for None).
const char* failure_kind_name(FailureKind k);

struct EngineFailure {
  FailureKind kind = FailureKind::None;
  std::string command;        // the command being answered (bounded), "" at start
  int exit_status = -1;       // Crash: the exit status, or -1
  int signal = 0;             // Crash: the signal that ended it, or 0
  std::string stderr_tail;    // the last lines of the engine's stderr
  std::size_t reply_bytes = 0;  // Oversized: the bytes read when the client stopped reading
};

class GtpError : public std::runtime_error {
 public:
  explicit GtpError(const std::string& what, EngineFailure failure = {})
      : std::runtime_error(what), failure_(std::move(failure)) {}
  const EngineFailure& failure() const { return failure_; }

 private:
  EngineFailure failure_;
};

inline constexpr std::size_t kDefaultMaxReplyBytes = std::size_t{1} << 20;

// Sends `sig` to the process group of every engine a Client of this process
// has started and not yet reaped. Async-signal-safe (a fixed table of
// atomics, kill(2) only): for a SIGINT / SIGTERM handler that must not leave
// engines running when our process ends without its destructors.
void signal_all_engine_groups(int sig) noexcept;

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
  // The largest reply accepted (bytes, CRs not counted); more is an
  // Oversized failure.
  void set_max_reply_bytes(std::size_t n) { max_reply_bytes_ = n; }
  // The last few kilobytes the engine wrote to stderr.
  const std::string& stderr_tail() const { return stderr_tail_; }

 private:
  void write_all(std::string_view data, std::chrono::steady_clock::time_point deadline);
  std::string read_response(std::string_view command, std::chrono::steady_clock::time_point deadline);
  void drain_stderr();
  [[noreturn]] void fail(const std::string& what, EngineFailure failure);
  std::string describe_exit(EngineFailure& failure);  // reaps the child if it has exited
  // Stops the engine's process group: SIGTERM, a moment, then SIGKILL; reaps
  // the engine. The group gets a last SIGKILL while the engine is still a
  // zombie, so its id cannot have been reused.
  void kill_child();
  // Reaps the engine if it has exited (first killing what is left of its
  // group); true when it has.
  bool reap(int& status);

  std::vector<std::string> argv_;
  std::string label_;
  std::chrono::milliseconds timeout_;
  pid_t pid_ = -1;
  int io_fd_ = -1;   // our end of a socketpair: the child's stdin and stdout
  int err_fd_ = -1;  // read end of the child's stderr pipe
  bool broken_ = false;
  std::size_t max_reply_bytes_ = kDefaultMaxReplyBytes;
  std::string buffer_;       // bytes read but not yet consumed
  std::size_t scanned_ = 0;  // buffer_[0, scanned_) holds no "\n\n"
  std::string stderr_tail_;  // last bytes of the child's stderr
};

}  // namespace tg::gtp
