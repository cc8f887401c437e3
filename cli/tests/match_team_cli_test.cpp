// trisgo match with MengGo 2013's four seats (M13-2, D-60, spec/formats/gtp.md):
// four `trisgo gtp` processes play a team game to its end, the SGF written
// reads back with `trisgo record` and `trisgo play` with the same seats; the
// flags are checked before any program starts.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "cli/tests/run_trisgo.h"

namespace {

using Result = tg::cli::testing::Run;
using tg::cli::testing::run_trisgo;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string seat(char s, int seed) {
  return std::string("--seat ") + s + "=\"" + TRISGO_BINARY + " gtp --seed " + std::to_string(seed) + " 2>/dev/null\"";
}

TEST(TeamMatch, FourTrisgoGtpProcessesAndTheSgfReadsBackWithTheSeats) {
  const std::string dir = ::testing::TempDir() + "/team_match_sgf";
  std::filesystem::remove_all(dir);
  Result r = run_trisgo("match --rules menggo-2013 --size 9 " + seat('A', 1) + " " + seat('B', 2) + " " +
                        seat('C', 3) + " " + seat('D', 4) + " --sgf " + dir);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "A / B / C / D; reason")) << r.out;
  EXPECT_TRUE(has(r.err, "game(s) of four seats")) << r.err;
  EXPECT_FALSE(has(r.out, "Void")) << r.out;
  EXPECT_FALSE(has(r.out, "+F")) << r.out;
  EXPECT_TRUE(has(r.out, "wins: team ")) << r.out;
  const std::string sgf = dir + "/game-1.sgf";
  ASSERT_TRUE(std::filesystem::exists(sgf)) << r.out;

  Result rec = run_trisgo("record " + sgf);
  ASSERT_EQ(rec.status, 0) << rec.err;
  EXPECT_TRUE(has(rec.out, "[Rules \"menggo-2013\"]")) << rec.out;
  EXPECT_TRUE(has(rec.out, "[SeatB \"TrisGo")) << rec.out;
  EXPECT_TRUE(has(rec.out, "[SeatD \"TrisGo")) << rec.out;
  EXPECT_TRUE(has(rec.out, "[BlackTeam \"TrisGo")) << rec.out;
  // 华 is seat B's grey, 花 seat D's (D-61): both teams' grey moves are there.
  EXPECT_TRUE(has(rec.out, "华65.")) << rec.out;
  EXPECT_TRUE(has(rec.out, "花63.")) << rec.out;

  Result play = run_trisgo("play " + sgf + " --moves --labels gtp");
  ASSERT_EQ(play.status, 0) << play.err;
  EXPECT_TRUE(has(play.out, "\n61. seat A: black stone at ")) << play.out;
  EXPECT_TRUE(has(play.out, "\n63. seat D: white tris at ")) << play.out;
  EXPECT_TRUE(has(play.out, "\n65. seat B: black tris at ")) << play.out;
  EXPECT_TRUE(has(play.out, "Game has ended (Art. 11)")) << play.out;
}

TEST(TeamMatch, SeatFlagsAreCheckedBeforeAnyProgramStarts) {
  const struct {
    std::string args, message;
  } cases[] = {
      {"--rules menggo-2013 --seat A=x --seat B=y --seat C=z", "missing: D"},
      {"--rules menggo-2013 --black x --white y", "missing: B, D"},
      {"--rules menggo-2013 --black x --seat A=x --seat B=y --seat C=z --seat D=w", "--black and --seat A name the same seat"},
      {"--rules menggo-2013 --seat A=x --seat a=y", "--seat A given twice"},
      {"--rules menggo-2013 --seat E=x", "--seat 'E=x'"},
      {"--rules menggo-2013 --seat B", "--seat 'B'"},
      {"--rules go --black x --white y --seat B=z", "--seat names the four seats of MengGo 2013's team order"},
      {"--rules menggo-2013 --seat A=x --seat B=\" \" --seat C=z --seat D=w", "a player's command is empty"},
  };
  for (const auto& c : cases) {
    Result r = run_trisgo("match " + c.args);
    EXPECT_EQ(r.status, 2) << c.args << "\n" << r.out << r.err;
    EXPECT_TRUE(has(r.err, c.message)) << c.args << "\n" << r.err;
  }
}

}  // namespace
