// One unit for --timeout in every command that talks to other programs
// (match, verify, diff, vectors --engine; issue 35, section 5): seconds, decimals allowed, and
// a clear error with exit status 2 for anything else.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "cli/tests/run_trisgo.h"

namespace {

using tg::cli::testing::run_trisgo;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A player that never answers loses at setup once --timeout has passed:
// half a second, not half a millisecond nor an error.
TEST(TimeoutFlag, MatchTakesSecondsWithDecimals) {
  const auto start = std::chrono::steady_clock::now();
  const auto r = run_trisgo("match --rules go --size 5 --black 'sleep 30' --white '" + std::string(TRISGO_BINARY) +
                            " gtp 2>/dev/null' --timeout 0.5");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // Exit 1: a player failed as a program (the game is still a forfeit).
  ASSERT_EQ(r.status, 1) << r.both();
  EXPECT_TRUE(has(r.out, "W+F")) << r.out;
  EXPECT_TRUE(has(r.err, "move timeout 0.5 s")) << r.err;
  EXPECT_GE(seconds, 0.4);
  EXPECT_LT(seconds, 20);
}

TEST(TimeoutFlag, BadValuesAreUsageErrorsInEveryCommand) {
  const std::string go = "'" + std::string(TRISGO_BINARY) + " gtp'";
  const std::string commands[] = {
      "match --rules go --size 5 --black " + go + " --white " + go,
      "verify --engine " + go + " --rules go --games 1 --depth 0 --sizes 5 --vectors none",
      "diff go go/komi=6.5 --positions 1 --sizes 3",
      "vectors " + std::string(TRISGO_SOURCE_DIR) + "/spec/vectors/go.vec --engine " + go,
  };
  for (const std::string& c : commands)
    for (const char* bad : {"0", "-1", "1e3", "abc", "", "1.2.3", ".", "86401", "0.0001"}) {
      const auto r = run_trisgo(c + " --timeout '" + bad + "'");
      EXPECT_EQ(r.status, 2) << c << " --timeout " << bad << "\n" << r.both();
      EXPECT_TRUE(has(r.err, "flag --timeout needs seconds from 0.001 to 86400 (decimals allowed, e.g. 2.5), not '" +
                                 std::string(bad) + "'"))
          << r.err;
    }
}

}  // namespace
