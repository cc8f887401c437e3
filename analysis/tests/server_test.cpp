// The process loop over a pipe: every query answered once with its id,
// blank lines skipped, a bad line an error answer with its line number and
// the loop going on, a line beyond the bound skipped, whole lines with two
// workers.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <thread>
#include <unistd.h>

#include "analysis/line_reader.h"
#include "analysis/server.h"
#include "optimized/optimized_engine.h"

namespace tg::analysis {
namespace {

using Json = nlohmann::json;

// Runs serve() on `input` written to a pipe by another thread.
std::vector<Json> serve_text(const std::string& input, ServerOptions options, ServerSummary* summary = nullptr) {
  int fds[2];
  EXPECT_EQ(::pipe(fds), 0);
  std::thread writer([&] {
    std::size_t done = 0;
    while (done < input.size()) {
      const ssize_t n = ::write(fds[1], input.data() + done, input.size() - done);
      if (n <= 0) break;
      done += static_cast<std::size_t>(n);
    }
    ::close(fds[1]);
  });
  if (!options.make_engine) options.make_engine = [] { return opt::make_optimized_engine(); };
  std::ostringstream out;
  const ServerSummary s = serve(fds[0], out, options);
  writer.join();
  ::close(fds[0]);
  if (summary) *summary = s;
  std::vector<Json> answers;
  std::istringstream lines(out.str());
  for (std::string line; std::getline(lines, line);) answers.push_back(Json::parse(line));  // each line whole JSON
  return answers;
}

TEST(AnalysisServer, EveryQueryAnsweredOnceWithTwoWorkers) {
  std::string input;
  for (int i = 0; i < 12; ++i)
    input += R"({"id":"q)" + std::to_string(i) + R"(","rules":"go","size":3,"what":["legal","perft"],"perft":{"depth":2}})" + "\n";
  input += "\n   \n";            // blank lines: no answer
  input += "this is not json\n";  // line 15
  input += R"({"id":"last","rules":"go","size":3,"what":["score"]})";  // no final newline
  ServerOptions options;
  options.jobs = 2;
  ServerSummary summary;
  const std::vector<Json> answers = serve_text(input, options, &summary);
  ASSERT_EQ(answers.size(), 14u);
  EXPECT_EQ(summary.queries, 14);
  EXPECT_EQ(summary.errors, 1);
  std::set<std::string> ids;
  int errors = 0;
  for (const Json& a : answers) {
    if (a.contains("error")) {
      ++errors;
      EXPECT_TRUE(a["id"].is_null());
      EXPECT_EQ(a["error"]["kind"], "json");
      EXPECT_EQ(a["error"]["line"], 15);
      continue;
    }
    EXPECT_TRUE(ids.insert(a["id"].get<std::string>()).second) << "answered twice: " << a["id"];
    if (a["id"] != "last") {
      EXPECT_EQ(a["perft"]["total"]["nodes"], 91);
    }
  }
  EXPECT_EQ(errors, 1);
  EXPECT_EQ(ids.size(), 13u);
  EXPECT_TRUE(ids.count("last"));
}

TEST(AnalysisServer, LineBeyondTheBoundIsSkippedAndTheNextAnswered) {
  ServerOptions options;
  options.limits.max_line_bytes = 1024;
  // Appended, not +: g++ 12 warns falsely about + of a literal and a long string (-Warray-bounds).
  std::string long_line = R"({"id":"big","pad":")";
  long_line.append(200000, 'x').append("\"}");
  const std::vector<Json> answers =
      serve_text(long_line + "\n" + R"({"id":"after","rules":"go","size":3,"what":["legal"]})" + "\n", options);
  ASSERT_EQ(answers.size(), 2u);
  EXPECT_EQ(answers[0]["error"]["kind"], "too-long");
  EXPECT_EQ(answers[0]["error"]["line"], 1);
  EXPECT_EQ(answers[1]["id"], "after");
  EXPECT_EQ(answers[1]["legal_moves"].size(), 10u);
}

TEST(AnalysisServer, LineReaderNumbersLinesAndStripsCr) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  std::string text = "a\r\n\nbb\n";
  text.append(40, 'x').append("\nlast");
  ASSERT_EQ(::write(fds[1], text.data(), text.size()), static_cast<ssize_t>(text.size()));
  ::close(fds[1]);
  LineReader r(fds[0], 10);
  std::string line;
  using S = LineReader::Status;
  EXPECT_EQ(r.next(line), S::Line);
  EXPECT_EQ(line, "a");
  EXPECT_EQ(r.next(line), S::Line);
  EXPECT_EQ(line, "");
  EXPECT_EQ(r.next(line), S::Line);
  EXPECT_EQ(line, "bb");
  EXPECT_EQ(r.line_number(), 3);
  EXPECT_EQ(r.next(line), S::TooLong);
  EXPECT_EQ(r.line_number(), 4);
  EXPECT_EQ(r.next(line), S::Line);
  EXPECT_EQ(line, "last");
  EXPECT_EQ(r.next(line), S::End);
  ::close(fds[0]);
}

}  // namespace
}  // namespace tg::analysis
