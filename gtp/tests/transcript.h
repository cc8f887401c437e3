#pragma once
// The GTP transcript harness of gtp/tests: a server in-process over the
// reference engine, in a fresh state per Session, and transcripts of lines
// "> request" followed by the reply's lines (without the closing empty
// line); each reply must equal its lines exactly.
#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>

#include "gtp/server.h"
#include "reference/reference_engine.h"

namespace tg::gtp::testing {

struct Session {
  std::unique_ptr<tg::Engine> engine = tg::ref::make_reference_engine();
  tg::gtp::Server server;
  explicit Session(const std::string& rules = "go", int size = 9, std::uint64_t seed = 1)
      : server(*engine, tg::gtp::ServerOptions{tg::parse_ruleset(rules), *tg::BoardSize::make(size), seed,
                                               tg::gtp::Policy::Uniform, {}}) {}
  std::string ask(const std::string& line) { return server.respond(line).value_or("(no reply)"); }
};

// Runs the transcript; each reply must equal the lines that follow its
// request up to the next request.
inline void run(Session& s, const std::string& transcript) {
  std::istringstream in(transcript);
  std::string line, request, expected;
  bool have = false;
  auto check = [&] {
    if (!have) return;
    std::string got = s.ask(request);
    ASSERT_GE(got.size(), 2u);
    EXPECT_EQ(got.substr(got.size() - 2), "\n\n") << request;
    got.resize(got.size() - 2);
    if (!expected.empty() && expected.back() == '\n') expected.pop_back();
    EXPECT_EQ(got, expected) << "request: " << request;
  };
  while (std::getline(in, line)) {
    if (line.rfind("> ", 0) == 0) {
      check();
      request = line.substr(2);
      expected.clear();
      have = true;
    } else if (have) {
      expected += line + "\n";
    }
  }
  check();
}

}  // namespace tg::gtp::testing
