#include "analysis/line_reader.h"

#include <cerrno>
#include <poll.h>
#include <unistd.h>

#include "vocab/interrupt.h"

namespace tg::analysis {

LineReader::LineReader(int fd, std::size_t max_bytes) : fd_(fd), max_bytes_(max_bytes) {}

bool LineReader::fill() {
  if (start_ > 0) {
    buffer_.erase(0, start_);
    start_ = 0;
  }
  while (!interrupted()) {
    pollfd p{fd_, POLLIN, 0};
    const int ready = ::poll(&p, 1, 100);
    if (ready < 0 && errno != EINTR) return false;
    if (ready <= 0) continue;
    char chunk[65536];
    const ssize_t n = ::read(fd_, chunk, sizeof chunk);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) {
      end_ = true;
      return false;
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
    return true;
  }
  return false;
}

LineReader::Status LineReader::next(std::string& line) {
  bool too_long = false;
  for (;;) {
    if (interrupted()) return Status::Interrupted;
    const std::size_t eol = buffer_.find('\n', start_);
    if (eol != std::string::npos) {
      ++line_number_;
      std::size_t len = eol - start_;
      if (!too_long && len > 0 && buffer_[eol - 1] == '\r') --len;
      if (!too_long) line.assign(buffer_, start_, len);
      start_ = eol + 1;
      if (too_long || len > max_bytes_) return Status::TooLong;
      return Status::Line;
    }
    // No end yet: a line already past the bound is dropped as it comes, so
    // an endless line costs no memory.
    if (buffer_.size() - start_ > max_bytes_ + 1) {
      too_long = true;
      start_ = buffer_.size();
    }
    if (end_ || !fill()) {
      if (interrupted()) return Status::Interrupted;
      if (start_ < buffer_.size() || too_long) {  // the last line, without its end
        ++line_number_;
        const std::size_t len = buffer_.size() - start_;
        line.assign(buffer_, start_, len);
        start_ = buffer_.size();
        return too_long || len > max_bytes_ ? Status::TooLong : Status::Line;
      }
      return Status::End;
    }
  }
}

}  // namespace tg::analysis
