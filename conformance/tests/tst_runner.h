#pragma once
// A small runner of GTP regression scripts (`.tst`, the format of GNU Go's
// regression suite and gogui-regress) for the tests: it sends each command
// to an engine; a numbered command is a test whose answer must match the
// regular expression of the `#? [EXPECTED]` line after it, whole (a failure
// matched as "?" followed by its text; `!EXPECTED` must not match). Other
// commands' answers are not checked. An engine that dies or does not answer
// in time fails the script. The regular expressions are ECMAScript's, which
// the scripts `trisgo verify` writes keep to (conformance/verify_output.h).
#include <chrono>
#include <regex>
#include <sstream>
#include <string>

#include "gtp/client.h"

namespace tg::conformance::testing {

struct TstResult {
  int tests = 0;
  int failed = 0;
  bool engine_failed = false;  // it crashed or hung
  std::string report;          // one line per failed test, and the engine's failure
  bool passed() const { return failed == 0 && !engine_failed && tests > 0; }
};

inline TstResult run_tst(const std::string& script, const std::string& engine_command,
                         std::chrono::milliseconds timeout = std::chrono::seconds(5)) {
  TstResult out;
  gtp::Client engine({"/bin/sh", "-c", "exec " + engine_command}, timeout);
  std::istringstream in(script);
  std::string pending_id, pending_command, answer;
  bool pending = false;
  try {
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("#?", 0) == 0) {
        if (!pending) continue;
        pending = false;
        const auto open = line.find('['), close = line.rfind(']');
        std::string expected = line.substr(open + 1, close - open - 1);
        const bool negate = !expected.empty() && expected[0] == '!';
        if (negate) expected.erase(0, 1);
        const bool match = std::regex_match(answer, std::regex(expected, std::regex::ECMAScript));
        ++out.tests;
        if (match == negate) {
          ++out.failed;
          out.report += pending_id + " " + pending_command + ": answered '" + answer + "', expected [" +
                        (negate ? "!" : "") + expected + "]\n";
        }
        continue;
      }
      if (line.empty() || line[0] == '#') continue;
      std::string id;
      std::string command = line;
      if (std::isdigit(static_cast<unsigned char>(line[0]))) {
        const auto space = line.find(' ');
        id = line.substr(0, space);
        command = space == std::string::npos ? "" : line.substr(space + 1);
      }
      const gtp::GtpReply r = engine.send(command);
      if (!id.empty()) {
        pending = true;
        pending_id = id;
        pending_command = command;
        answer = r.ok ? r.text : "?" + r.text;
      }
    }
    engine.quit();
  } catch (const gtp::GtpError& e) {
    out.engine_failed = true;
    out.report += std::string("the engine failed: ") + e.what() + "\n";
  }
  return out;
}

}  // namespace tg::conformance::testing
