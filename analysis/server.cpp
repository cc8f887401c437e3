#include "analysis/server.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

#include "analysis/answer.h"
#include "analysis/line_reader.h"
#include "vocab/interrupt.h"

namespace tg::analysis {
namespace {

struct Work {
  long line_number = 0;
  std::string line;
};

// The queries read and not yet taken by a worker, bounded so that a client
// that sends faster than the workers answer waits (no memory without end).
class Queue {
 public:
  explicit Queue(std::size_t capacity) : capacity_(capacity) {}
  // False when a signal arrived while it waited for room.
  bool push(Work w) {
    std::unique_lock<std::mutex> lock(mutex_);
    while (items_.size() >= capacity_)
      if (!room_.wait_for(lock, std::chrono::milliseconds(100), [&] { return items_.size() < capacity_; }) && interrupted())
        return false;
    items_.push_back(std::move(w));
    ready_.notify_one();
    return true;
  }
  // False once closed and empty.
  bool pop(Work& w) {
    std::unique_lock<std::mutex> lock(mutex_);
    ready_.wait(lock, [&] { return closed_ || !items_.empty(); });
    if (items_.empty()) return false;
    w = std::move(items_.front());
    items_.pop_front();
    room_.notify_one();
    return true;
  }
  void close() {
    std::lock_guard<std::mutex> lock(mutex_);
    closed_ = true;
    ready_.notify_all();
  }

 private:
  std::mutex mutex_;
  std::condition_variable ready_, room_;
  std::deque<Work> items_;
  std::size_t capacity_;
  bool closed_ = false;
};

// Writes whole lines: one lock per answer, so two workers never interleave.
class Output {
 public:
  explicit Output(std::ostream& out) : out_(out) {}
  void write(const std::string& line, bool error) {
    std::lock_guard<std::mutex> lock(mutex_);
    out_ << line << '\n';
    out_.flush();
    if (error) ++errors_;
  }
  long errors() {
    std::lock_guard<std::mutex> lock(mutex_);
    return errors_;
  }

 private:
  std::mutex mutex_;
  std::ostream& out_;
  long errors_ = 0;
};

std::string interrupted_answer(const Work& w) {
  std::optional<std::string> id;
  try {
    id = query_id(parse_line(w.line));
  } catch (const QueryError&) {
  }
  return one_line(
      error_answer(id, w.line_number, QueryError("interrupted", std::string("not answered: stopped by ") + interrupt_signal_name())));
}

bool is_blank(const std::string& line) {
  return line.find_first_not_of(" \t\r\f\v") == std::string::npos;
}

}  // namespace

ServerSummary serve(int in_fd, std::ostream& out, const ServerOptions& options) {
  const int jobs = options.jobs < 1 ? 1 : options.jobs;
  Queue queue(static_cast<std::size_t>(2 * jobs));
  Output output(out);
  std::vector<std::thread> workers;
  for (int i = 0; i < jobs; ++i)
    workers.emplace_back([&] {
      std::unique_ptr<Engine> engine = options.make_engine();
      for (Work w; queue.pop(w);) {
        const AnswerLine answer = interrupted() ? AnswerLine{interrupted_answer(w), true}
                                                : answer_line(*engine, w.line, w.line_number, options.limits);
        output.write(answer.text, answer.error);
      }
    });
  ServerSummary summary;
  LineReader reader(in_fd, options.limits.max_line_bytes);
  std::string line;
  for (;;) {
    const LineReader::Status s = reader.next(line);
    if (s == LineReader::Status::End || s == LineReader::Status::Interrupted) break;
    if (s == LineReader::Status::TooLong) {
      ++summary.queries;
      output.write(one_line(error_answer(std::nullopt, reader.line_number(),
                                QueryError("too-long", "the line is longer than the limit of " +
                                                           std::to_string(options.limits.max_line_bytes) + " bytes; skipped"))),
                   true);
      continue;
    }
    if (is_blank(line)) continue;
    ++summary.queries;
    if (!queue.push(Work{reader.line_number(), line})) {
      output.write(interrupted_answer(Work{reader.line_number(), line}), true);
      break;
    }
  }
  queue.close();
  for (std::thread& t : workers) t.join();
  summary.errors = output.errors();
  summary.interrupted = interrupted();
  return summary;
}

}  // namespace tg::analysis
