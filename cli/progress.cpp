#include "cli/progress.h"

#include <unistd.h>

#include <cmath>
#include <ostream>

namespace tg::cli {

namespace {

using namespace std::chrono_literals;

constexpr auto kTerminalFirst = 1s;       // a command that ends sooner shows nothing
constexpr auto kTerminalEvery = 250ms;
constexpr auto kLinesEvery = 10s;
constexpr const char* kEraseLine = "\r\033[K";

}  // namespace

ProgressLine::Mode ProgressLine::mode_for(bool quiet) {
  if (quiet) return Mode::Quiet;
  return ::isatty(STDERR_FILENO) ? Mode::Terminal : Mode::Lines;
}

ProgressLine::ProgressLine(std::ostream& err, std::string prefix, Mode mode, bool eager)
    : err_(err), prefix_(std::move(prefix)), mode_(mode), eager_(eager), start_(Clock::now()), last_(start_) {}

ProgressLine::~ProgressLine() { clear(); }

std::string ProgressLine::text(const std::string& prefix, const std::string& where, double seconds, double done,
                               double total) {
  std::string out = prefix + where + ", " + std::to_string(static_cast<long long>(seconds)) + " s";
  if (total > 0 && done > 0 && done < total) {
    const double left = seconds * (total - done) / done;
    out += ", about " + std::to_string(static_cast<long long>(std::ceil(left))) + " s left";
  }
  return out;
}

bool ProgressLine::due() {
  const auto now = Clock::now();
  switch (mode_) {
    case Mode::Quiet: return false;
    case Mode::Terminal:
      if (now - start_ < kTerminalFirst || (printed_ && now - last_ < kTerminalEvery)) return false;
      break;
    case Mode::Lines:
      if (!(eager_ && !printed_) && now - last_ < kLinesEvery) return false;
      break;
  }
  last_ = now;
  return true;
}

void ProgressLine::update(const std::string& where, double done, double total) {
  if (!due()) return;
  const std::string line = text(prefix_, where, elapsed(), done, total);
  if (mode_ == Mode::Terminal) err_ << kEraseLine << line << std::flush;
  else err_ << line << "\n" << std::flush;
  printed_ = true;
}

void ProgressLine::note(const std::string& line) {
  clear();
  err_ << line << "\n" << std::flush;
}

void ProgressLine::clear() {
  if (mode_ == Mode::Terminal && printed_) {
    err_ << kEraseLine << std::flush;
    printed_ = false;
  }
}

long long ProgressLine::seconds() const {
  return std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - start_).count();
}

double ProgressLine::elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

}  // namespace tg::cli
