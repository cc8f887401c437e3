// trisgo analyze --json and play --json write moves as fields and list the
// legal moves (spec/formats/json.md); trisgo play --from starts from a
// position file (issue 18).
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/tests/run_trisgo.h"

namespace tg::cli {
namespace {

using testing::run_trisgo;

std::string write_temp(const std::string& name, const std::string& text) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string path = ::testing::TempDir() + "/json_" + (info ? std::string(info->name()) + "_" : "") + name;
  std::ofstream(path) << text;
  return path;
}

nlohmann::json parse(const std::string& text) { return nlohmann::json::parse(text); }

// Move 9 of the emergency record is black's Art. 8 conversion on D三 (-4,3).
TEST(JsonMoves, PlayWritesEachMoveAsFields) {
  auto r = run_trisgo("play examples/records/emergency.tgr --json --labels letter");
  ASSERT_EQ(r.status, 0) << r.both();
  const auto j = parse(r.out);
  EXPECT_EQ(j["labels"], "letter");
  const auto& m9 = j["moves"][8];
  EXPECT_EQ(m9["number"], 9);
  EXPECT_EQ(m9["move"], parse(R"({"side": "black", "kind": "emergency", "piece": "black", "point": [-4, 3],
                                  "label": "d3"})"));
  // Move 10 is white's tris; move 12 a pass.
  EXPECT_EQ(j["moves"][9]["move"]["kind"], "tris");
  EXPECT_EQ(j["moves"][9]["move"]["piece"], "tris");
  EXPECT_EQ(j["moves"][11]["move"], parse(R"({"side": "white", "kind": "pass", "piece": null, "point": null,
                                              "label": null})"));
  // No phrase is left in the JSON; the human output keeps it.
  EXPECT_EQ(r.out.find("stone at"), std::string::npos) << r.out;
  auto text = run_trisgo("play examples/records/emergency.tgr --moves --labels letter");
  EXPECT_NE(text.out.find("9. black emergency stone at d3"), std::string::npos) << text.out;
}

TEST(JsonMoves, AnIllegalMoveIsWrittenAsFieldsToo) {
  const std::string rec = write_temp("occ.tgr", "[Rules \"go\"]\n[Size \"5\"]\n\n黑1.OO，白2.OO\n");
  auto r = run_trisgo("play " + rec + " --json");
  EXPECT_EQ(r.status, 1) << r.both();
  const auto j = parse(r.out);
  EXPECT_EQ(j["illegal_move"]["move"]["point"], parse("[0, 0]"));
  EXPECT_EQ(j["illegal_move"]["move"]["label"], "OO");
  EXPECT_EQ(j["illegal_move"]["outcome"]["reason"], "occupied");
}

// ko-5x5.pos: black may not retake the ko at O一 (0,1) at once (Art. 10);
// 13 legal moves: 12 points and the pass, last.
TEST(JsonMoves, AnalyzeListsTheLegalMoves) {
  for (const char* impl : {"reference", "optimized"}) {
    auto r = run_trisgo(std::string("analyze examples/positions/ko-5x5.pos --json --impl ") + impl);
    ASSERT_EQ(r.status, 0) << r.both();
    const auto j = parse(r.out);
    const auto& legal = j["legal_moves"];
    ASSERT_EQ(legal.size(), 13u) << impl << r.out;
    EXPECT_EQ(legal.back()["kind"], "pass");
    for (const auto& m : legal) {
      EXPECT_NE(m["point"], parse("[0, 1]")) << "the ko retake is forbidden";
      if (m["kind"] != "pass") {
        EXPECT_EQ(m["kind"], "stone");
      }
    }
    EXPECT_EQ(legal[0], parse(R"({"side": "black", "kind": "stone", "piece": "black", "point": [-2, 2],
                                  "label": "B二"})"));
  }
  // A tris slot lists tris moves and the emergency conversions that are legal.
  auto r = run_trisgo("analyze examples/positions/tris-5x5.pos --json");
  ASSERT_EQ(r.status, 0) << r.both();
  const auto j = parse(r.out);
  ASSERT_FALSE(j["legal_moves"].empty());
  EXPECT_EQ(j["legal_moves"][0]["side"], j["to_move"]["side"]);
}

// --from starts from the ko position with its earlier position: the same
// retake that is legal on an empty board is a repetition here.
TEST(PlayFrom, StartsFromThePositionAndItsHistory) {
  const std::string rec = write_temp("ko.tgr", "[Rules \"trisgo-2026\"]\n[Size \"5\"]\n\n黑13.O一\n");
  auto r = run_trisgo("play --from examples/positions/ko-5x5.pos " + rec + " --json");
  EXPECT_EQ(r.status, 1) << r.both();
  auto j = parse(r.out);
  EXPECT_EQ(j["from"], "examples/positions/ko-5x5.pos");
  EXPECT_EQ(j["moves_played"], 0);
  EXPECT_EQ(j["illegal_move"]["number"], 13);
  EXPECT_EQ(j["illegal_move"]["outcome"]["reason"], "repetition");
  // Without --from the record starts on an empty board, where the move is legal.
  auto plain = run_trisgo("play " + rec);
  EXPECT_EQ(plain.status, 0) << plain.both();
  // Another move, then white may retake elsewhere: both legal, the board is the position's.
  const std::string two = write_temp("two.tgr", "[Rules \"trisgo-2026\"]\n[Size \"5\"]\n\n黑13.二二，白14.O一\n");
  r = run_trisgo("play --from examples/positions/ko-5x5.pos " + two + " --json");
  ASSERT_EQ(r.status, 0) << r.both();
  j = parse(r.out);
  EXPECT_EQ(j["moves_played"], 2);
  EXPECT_EQ(j["moves"][1]["number"], 14);
  EXPECT_NE(j["final_position"].get<std::string>().find("next: 15"), std::string::npos) << r.out;
  // No record: the position itself, scored.
  r = run_trisgo("play --from examples/positions/ko-5x5.pos");
  EXPECT_EQ(r.status, 0) << r.both();
  EXPECT_NE(r.out.find("0 of 0 moves played"), std::string::npos) << r.out;
}

TEST(PlayFrom, RefusesARecordThatDoesNotContinueThePosition) {
  const std::string pos = "examples/positions/ko-5x5.pos";
  const std::string from_one = write_temp("one.tgr", "[Rules \"trisgo-2026\"]\n[Size \"5\"]\n\n黑1.二二\n");
  const std::string go = write_temp("go.tgr", "[Rules \"go\"]\n[Size \"5\"]\n\n黑13.二二\n");
  const std::pair<std::string, std::string> cases[] = {
      {"--from " + pos + " examples/records/emergency.tgr", "the position is 5x5 but the record"},
      {"--from " + pos + " " + from_one, "the position's next move is number 13 but the record"},
      {"--from " + pos + " " + go, "the position's rules are trisgo-2026 but the record"},
      {"--from " + pos + " " + from_one + " " + from_one, "give at most one record file after --from"},
      {"--from /nonexistent.pos", "cannot read /nonexistent.pos"},
  };
  for (const auto& [args, message] : cases) {
    auto r = run_trisgo("play " + args);
    EXPECT_EQ(r.status, 2) << args << r.both();
    EXPECT_NE(r.err.find(message), std::string::npos) << args << r.both();
  }
  // --rules plays both under one ruleset; not go, since the position holds tris (issue 36).
  auto r = run_trisgo("play --from " + pos + " " + go + " --rules trisgo-2026");
  EXPECT_EQ(r.status, 0) << r.both();
  r = run_trisgo("play --from " + pos + " " + go + " --rules go");
  EXPECT_EQ(r.status, 2) << r.both();
  EXPECT_NE(r.err.find("--rules: the position holds a tris (row "), std::string::npos)
      << r.err;
}

// trisgo trace: a header, move lines, an end line; the same seed gives the
// same lines; bad options are exit 2.
TEST(TraceCommand, WritesHeaderMovesAndEnd) {
  auto r = run_trisgo("trace --rules go --size 5 --seed 3 --max-moves 12");
  ASSERT_EQ(r.status, 0) << r.both();
  EXPECT_NE(r.err.find("trace: seed 3, 5x5, go"), std::string::npos) << r.err;
  std::vector<nlohmann::json> lines;
  std::size_t start = 0;
  while (start < r.out.size()) {
    const std::size_t end = r.out.find('\n', start);
    lines.push_back(parse(r.out.substr(start, end - start)));
    start = end + 1;
  }
  ASSERT_GE(lines.size(), 14u);
  EXPECT_EQ(lines.front()["type"], "header");
  EXPECT_EQ(lines.front()["seed"], 3);
  EXPECT_EQ(lines.front()["engine"], "optimized");
  EXPECT_EQ(lines.back()["type"], "end");
  EXPECT_EQ(lines.back()["moves_played"], 12);
  int played = 0;
  for (std::size_t i = 1; i + 1 < lines.size(); ++i) {
    EXPECT_EQ(lines[i]["type"], "move");
    if (lines[i]["legal"] == true) {
      ++played;
      EXPECT_EQ(lines[i]["board"].get<std::string>().size(), 29u);  // 5 rows of 5 and 4 slashes
    } else {
      EXPECT_FALSE(lines[i].contains("board"));
      EXPECT_TRUE(lines[i].contains("reason"));
      EXPECT_FALSE(lines[i].contains("explanation"));
    }
  }
  EXPECT_EQ(played, 12);
  auto again = run_trisgo("trace --rules go --size 5 --seed 3 --max-moves 12 --impl reference");
  ASSERT_EQ(again.status, 0) << again.both();
  EXPECT_EQ(again.out.substr(again.out.find('\n')), r.out.substr(r.out.find('\n')))
      << "the two engines write the same lines after the header";
}

TEST(TraceCommand, BadOptionsAreExit2) {
  const std::pair<std::string, std::string> cases[] = {
      {"trace --rules go", "give --seed N"},
      {"trace --seed 1", "give --rules"},
      {"trace --rules go --seed 1 --size 4", "--size must be odd"},
      {"trace --rules go --seed 1 --max-moves 0", "flag --max-moves needs a whole number from 1"},
      {"trace --rules nosuch --seed 1", "nosuch"},
      {"trace --rules go --seed 1 extra", "trace takes no positional arguments"},
  };
  for (const auto& [args, message] : cases) {
    auto r = run_trisgo(args);
    EXPECT_EQ(r.status, 2) << args << r.both();
    EXPECT_NE(r.err.find(message), std::string::npos) << args << r.both();
  }
}

}  // namespace
}  // namespace tg::cli
