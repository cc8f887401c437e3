// The menggo-2019 preset through every command of `trisgo` (issue 15: no
// command refuses it), and its bad records: a move that does not fit the 2019
// move order (M19-2.3) is bad input, exit 2, naming the move number and the
// slot; a conversion, which 2019 does not have (M19-8.4), stops the replay
// with the move number and the rule, exit 1.
#include <gtest/gtest.h>

#include "cli/tests/run_trisgo.h"

#include <array>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <sys/wait.h>

namespace {

struct Invocation {
  int status = -1;
  std::string out;  // stdout, then "2>" and stderr
};

Invocation trisgo(const std::string& args) {
  const tg::cli::testing::Run r = tg::cli::testing::run_trisgo(args);
  return {r.status, r.both()};
}

std::string write_temp(const std::string& name, const std::string& text) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  const std::string path = ::testing::TempDir() + "/m19_" + (info ? std::string(info->name()) + "_" : "") + name;
  std::ofstream(path) << text;
  return path;
}

// Moves 1-60 of a 9x9 record: 30 rounds of a black and a white stone that
// capture nothing (black fills the left half row by row, white the right half;
// the column O stays empty, every string's liberty), then `tail` from 61 on.
std::string record_with(const std::string& tail) {
  const char* left[] = {"D", "C", "B", "A"};
  const char* right[] = {"四", "三", "二", "一"};
  const char* rows[] = {"四", "三", "二", "一", "O", "A", "B", "C", "D"};
  std::string moves;
  int k = 1;
  for (int i = 0; i < 30; ++i) {
    moves += std::string("黑") + std::to_string(k++) + "." + left[i % 4] + rows[i / 4] + "，";
    moves += std::string("白") + std::to_string(k++) + "." + right[i % 4] + rows[i / 4] + "；";
  }
  return "[Rules \"menggo-2019\"]\n[Size \"9\"]\n\n" + moves + tail + "\n";
}

TEST(Menggo2019Cli, RulesNoLongerMarksItUnimplemented) {
  const Invocation r = trisgo("rules");
  EXPECT_EQ(r.status, 0);
  const auto line = r.out.find("  menggo-2019");
  ASSERT_NE(line, std::string::npos) << r.out;
  EXPECT_EQ(r.out.substr(line, r.out.find('\n', line) - line).find("not implemented"), std::string::npos) << r.out;
  EXPECT_EQ(trisgo("rules menggo-2019/eye_rule=menggo-2019").status, 0);
}

TEST(Menggo2019Cli, EveryCommandAcceptsThePreset) {
  for (const char* impl : {"reference", "optimized"}) {
    const std::string i = std::string(" --impl ") + impl;
    Invocation r = trisgo("analyze examples/positions/tris-5x5.pos --rules menggo-2019" + i);
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("rules menggo-2019"), std::string::npos) << r.out;
    r = trisgo("random-game --rules menggo-2019 --seed 3 --size 7" + i);
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("[Rules \"menggo-2019\"]"), std::string::npos) << r.out;
    const std::string game = write_temp(std::string(impl) + ".tgr", r.out.substr(0, r.out.find("\n2>")));
    r = trisgo("play " + game + i);
    EXPECT_EQ(r.status, 0) << r.out;
    r = trisgo("vectors spec/vectors/menggo2019-rules.vec --quiet" + i);
    EXPECT_EQ(r.status, 0) << r.out;
  }
  const std::string game = write_temp("good.tgr", record_with("黑61.O三，白62.O一；玄63.OA"));
  Invocation r = trisgo("record " + game + " --check");
  EXPECT_EQ(r.status, 0) << r.out;
  r = trisgo("record " + game + " --to sgf");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("RU[menggo-2019]"), std::string::npos) << r.out;
  r = trisgo("play " + game);
  EXPECT_EQ(r.status, 0) << r.out;
  r = trisgo("show examples/positions/tris-5x5.pos");
  EXPECT_EQ(r.status, 0) << r.out;
}

// M19-2.3: move 61 is A's black stone (a tris there is TrisGo's order, not
// 2019's); move 62 is B's white stone; 63 is B's tris.
TEST(Menggo2019Cli, MovesThatDoNotFitTheOrderAreBadInput) {
  struct Case {
    std::string tail, message;
  };
  const Case cases[] = {
      {"玄61.O三", "玄61.O三: move 61 is black's stone move; a tris can only fill a tris slot"},
      {"黑61.O三，黑62.O一", "黑62.O一: move 62 is white's stone move, not black's"},
  };
  for (const Case& c : cases) {
    const std::string path = write_temp("bad.tgr", record_with(c.tail));
    for (const char* cmd : {"record ", "play "}) {
      const Invocation r = trisgo(cmd + path + (std::string(cmd) == "record " ? " --check" : ""));
      EXPECT_EQ(r.status, 2) << cmd << r.out;
      EXPECT_NE(r.out.find(path + ":4:"), std::string::npos) << r.out;  // file:line:column
      EXPECT_NE(r.out.find(c.message), std::string::npos) << r.out;
    }
  }
}

// M19-8.4: a stone in B's tris slot 63 is written like a conversion (D-26);
// 2019 has none (emergency=off): the replay stops there with the rule.
TEST(Menggo2019Cli, AConversionStopsTheReplay) {
  const std::string path = write_temp("conv.tgr", record_with("黑61.O三，白62.O一；白63.OA"));
  EXPECT_EQ(trisgo("record " + path + " --check").status, 0);  // it fits the slots
  const Invocation r = trisgo("play " + path);
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("stopped at move 63"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("emergency=off"), std::string::npos) << r.out;
}

}  // namespace
