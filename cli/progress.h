#pragma once
// Progress of a long command on stderr: the one implementation every command
// that shows progress uses (audit, diff, perft and perft --descend, verify,
// vectors --engine, match; issues 32 and 36).
//   - On a terminal: one line updated in place (a carriage return, then the
//     line, then "erase to the end of the line"), from the first second on and
//     at most four times a second, with the time so far and, when the share
//     done is known, an estimate of the time left; it is erased before a line
//     of the command's own (note()) and when the command ends.
//   - Otherwise (a pipe, a file): a plain line at most every ten seconds, the
//     first after ten seconds, or at once with --progress.
//   - With --quiet: no progress at all (note() lines still print).
// Not thread-safe: the commands call it from one thread at a time (the
// searches' progress callbacks never run concurrently with themselves).
#include <chrono>
#include <iosfwd>
#include <string>

namespace tg::cli {

class ProgressLine {
 public:
  enum class Mode { Quiet, Terminal, Lines };
  // Quiet with `quiet`, else Terminal when stderr is a terminal, else Lines.
  static Mode mode_for(bool quiet);

  // `prefix` begins every line ("perft: "); `eager`: with Lines, the first
  // line at once (--progress).
  ProgressLine(std::ostream& err, std::string prefix, Mode mode, bool eager = false);
  ~ProgressLine();
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  // Where the command is; `done` of `total` units when the share is known
  // (total 0: it is not). Printed only when due.
  void update(const std::string& where, double done = 0, double total = 0);
  // A line of the command's own (a stage's result), printed whole in every
  // mode, below the progress line.
  void note(const std::string& line);
  // Erases the line on a terminal (the destructor does it too).
  void clear();

  long long seconds() const;
  double elapsed() const;

  // The text of one update (for the tests): "PREFIXwhere, 12 s, about 30 s left".
  static std::string text(const std::string& prefix, const std::string& where, double seconds, double done, double total);

 private:
  using Clock = std::chrono::steady_clock;
  bool due();

  std::ostream& err_;
  std::string prefix_;
  Mode mode_;
  bool eager_;
  Clock::time_point start_, last_;
  bool printed_ = false;  // a line was printed (Lines) or is shown (Terminal)
};

}  // namespace tg::cli
