#pragma once
// The lines of the analysis engine's input: read from a file descriptor in
// chunks, each line bounded, with a poll that wakes up every 100 ms to see
// whether a signal has arrived (vocab/interrupt.h): a blocking read would
// keep the process waiting for input after SIGTERM.
#include <cstddef>
#include <string>

namespace tg::analysis {

class LineReader {
 public:
  enum class Status { Line, TooLong, End, Interrupted };
  // `fd` stays open (the caller's). Lines longer than `max_bytes` (without
  // their end) are skipped to their end and reported as TooLong.
  LineReader(int fd, std::size_t max_bytes);
  // The next line (without "\n" or "\r\n") in `line`; its 1-based number in
  // line_number(). End at the end of the input (a last line without its
  // end is still a line; an empty line is a line too: the caller skips it);
  // Interrupted once a signal has arrived.
  Status next(std::string& line);
  long line_number() const { return line_number_; }

 private:
  bool fill();  // false at the end of the input or on a signal

  int fd_;
  std::size_t max_bytes_;
  std::string buffer_;
  std::size_t start_ = 0;  // the unread part of buffer_ begins here
  bool end_ = false;
  long line_number_ = 0;
};

}  // namespace tg::analysis
