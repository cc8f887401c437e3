// --labels gtp end to end (D-134): every command that takes --labels writes
// GTP's vertices (columns A..T without I, row 1 at the bottom) and reads them
// in --point, --string, --move and --dead. The expected vertices are derived
// by hand from the bundled examples' integer coordinates: on n x n, x = -half
// is column A, the letter after H is J, and y = -half is row 1.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <string>
#include <vector>

#include "cli/tests/run_trisgo.h"

namespace {

using Result = tg::cli::testing::Run;
using tg::cli::testing::run_trisgo;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string temp_path(const std::string& name) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  return ::testing::TempDir() + "/labels_" + (info ? std::string(info->name()) + "_" : "") + name;
}

// No point in the integer set "(x,y)" or "x,y" and no chinese numeral is left,
// outside the quoted passages of the rule texts (「…」, text/passages.h),
// which are the Chinese texts' own words, not points.
void expect_only_gtp(const std::string& written) {
  std::string text = written;
  for (std::size_t open = text.find("「"); open != std::string::npos; open = text.find("「", open + 1)) {
    const std::size_t close = text.find("」", open);
    if (close == std::string::npos) break;
    text.erase(open + std::string("「").size(), close - open - std::string("「").size());
  }
  static const std::regex integer(R"(-?[0-9]+,-?[0-9]+)");
  EXPECT_FALSE(std::regex_search(text, integer)) << text;
  for (const char* numeral : {"一", "二", "三", "四", "五", "六", "七", "八", "九"})
    EXPECT_FALSE(has(text, numeral)) << numeral << " in\n" << text;
}

TEST(LabelsGtp, ShowWritesColumnsWithoutIAndRowOneAtTheBottom) {
  Result r = run_trisgo("show examples/positions/empty-9x9.pos --labels gtp");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\n9 . . . . . . . . .\n")) << r.out;  // the top row is 9
  EXPECT_TRUE(has(r.out, "\n1 . . . . . . . . .\n")) << r.out;
  EXPECT_TRUE(has(r.out, "\n  A B C D E F G H J\n")) << r.out;  // J after H, no I
  r = run_trisgo("show examples/positions/empty-9x9.pos --svg --labels gtp");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, ">J</text>")) << r.out;
  EXPECT_FALSE(has(r.out, ">I</text>")) << r.out;
  EXPECT_TRUE(has(r.out, ">9</text>")) << r.out;
}

TEST(LabelsGtp, UnknownLabelSetNamesGtpAmongTheKnown) {
  Result r = run_trisgo("show examples/positions/empty-9x9.pos --labels roman");
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.err, "known: integer, letter, chinese, gtp")) << r.err;
}

TEST(LabelsGtp, AnalyzeNamesTheKoPointAndTheSuicidePoint) {
  // ko-5x5: the recapture at (0,1) is C4 on 5x5; the suicide at (2,-2) is E1.
  Result r = run_trisgo("analyze examples/positions/ko-5x5.pos --labels gtp");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "  C4: repetition (Art. 10)\n")) << r.out;
  EXPECT_TRUE(has(r.out, "  E1: suicide (D-07)\n")) << r.out;
  EXPECT_TRUE(has(r.out, "\n  A B C D E\n")) << r.out;
  expect_only_gtp(r.out);
}

TEST(LabelsGtp, ExplainReadsAGtpPointAndRelabelsTheEnginesSentences) {
  // Lower case is GTP's C4 with --labels gtp (the letter set would read c4 as (-3,4), off 5x5).
  Result r = run_trisgo("explain examples/positions/ko-5x5.pos --point c4 --labels gtp --format dot");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "may black's stone go on C4?")) << r.out;
  // The simulation's witness (TG-4.3.3b, D-128): the engine's points (2,1),
  // (2,2) and (1,2) are E4, E5 and D5 on 5x5.
  r = run_trisgo("explain examples/positions/explain-black-tris-5x5.pos --string C4 --labels gtp --format dot");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "why is the tris string at C4 black?")) << r.out;
  EXPECT_TRUE(has(r.out, "simulation: white adds E4, capturing nothing (D-03)")) << r.out;
  EXPECT_TRUE(has(r.out, "then E5 is a one-liberty eye of the white string at D5")) << r.out;
  expect_only_gtp(r.out);
  // --move on a position is a point too.
  r = run_trisgo("explain examples/positions/ko-5x5.pos --move E1 --labels gtp --format dot");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "E1")) << r.out;
  // Without --labels gtp an upper-case GTP vertex is still recognised (no other set writes one).
  r = run_trisgo("explain examples/positions/ko-5x5.pos --point C4 --format dot");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "may black's stone go on O一?")) << r.out;
}

TEST(LabelsGtp, AVertexWithIOrOffTheBoardIsBadInput) {
  Result r = run_trisgo("explain examples/positions/empty-9x9.pos --point I5 --labels gtp --format dot");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r.err, "--point 'I5'")) << r.err;
  EXPECT_TRUE(has(r.err, "skip the letter I")) << r.err;
  EXPECT_TRUE(r.out.empty()) << r.out;
  r = run_trisgo("explain examples/positions/empty-9x9.pos --point K5 --labels gtp --format dot");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r.err, "off the 9x9 board (on 9x9 the columns are A..J without I, the rows 1..9)")) << r.err;
  r = run_trisgo("explain examples/positions/empty-9x9.pos --point A10 --labels gtp --format dot");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r.err, "off the 9x9 board")) << r.err;
  r = run_trisgo("explain examples/positions/empty-9x9.pos --string a0 --labels gtp --format dot");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(has(r.err, "is not a GTP vertex")) << r.err;
}

TEST(LabelsGtp, RecordWritesVerticesThatReadBack) {
  // art2-example on 9x9: 黑1.D二 = (-4,2) is A7, 白2.C二 = (-3,2) is B7.
  Result r = run_trisgo("record examples/records/art2-example.tgr --labels gtp --to ascii");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "B1.A7, W2.B7;")) << r.out;
  expect_only_gtp(r.out.substr(r.out.find("\n\n")));
  const std::string path = temp_path("art2.tgr");
  std::ofstream(path) << r.out;
  Result back = run_trisgo("record " + path + " --to sgf");
  Result original = run_trisgo("record examples/records/art2-example.tgr --to sgf");
  ASSERT_EQ(back.status, 0) << back.err;
  EXPECT_EQ(back.out, original.out);
  // --all prints the gtp set too.
  r = run_trisgo("record examples/records/art2-example.tgr --all");
  EXPECT_TRUE(has(r.out, "== notation, gtp labels ==")) << r.out;
}

TEST(LabelsGtp, PlayWritesMovesSeatsAndDeadPointsInGtp) {
  // emergency.tgr on 9x9: move 1 at (-4,4) is the top-left A9; move 9, the
  // emergency stone, at (-4,3) is A8.
  Result r = run_trisgo("play examples/records/emergency.tgr --moves --labels gtp");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "1. black stone at A9\n")) << r.out;
  EXPECT_TRUE(has(r.out, "9. black emergency stone at A8\n")) << r.out;
  EXPECT_TRUE(has(r.out, "\n  A B C D E F G H J\n")) << r.out;
  expect_only_gtp(r.out.substr(r.out.find('\n')));
  // --dead takes GTP vertices: the black string at A9 A8 is given dead.
  Result dead = run_trisgo("play examples/records/emergency.tgr --labels gtp --dead a9");
  Result same = run_trisgo("play examples/records/emergency.tgr --dead D四");
  ASSERT_EQ(dead.status, 0) << dead.err;
  ASSERT_EQ(same.status, 0) << same.err;
  EXPECT_EQ(dead.out.substr(dead.out.find("Black ")), same.out.substr(same.out.find("Black ")));
  EXPECT_TRUE(has(dead.out, "Black 40, white 40")) << dead.out;
  r = run_trisgo("play examples/records/emergency.tgr --labels gtp --dead I9");
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(has(r.err, "skip the letter I")) << r.err;
}

TEST(LabelsGtp, PlayOfATeamGameNamesSeatsAndVertices) {
  Result r = run_trisgo("play examples/records/menggo2013-team.tgr --moves --labels gtp");
  ASSERT_EQ(r.status, 0) << r.err;
  // Move 61, seat A's black stone at (1,0): F5 on 9x9.
  EXPECT_TRUE(has(r.out, "61. seat A: black stone at F5\n")) << r.out;
  expect_only_gtp(r.out.substr(r.out.find('\n')));
}

TEST(LabelsGtp, RandomGameAndTrisGomokuInGtp) {
  Result r = run_trisgo("random-game --rules trisgo-2026 --seed 4 --size 5 --labels gtp --to ascii");
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string path = temp_path("random.tgr");
  std::ofstream(path) << r.out;
  Result back = run_trisgo("record " + path + " --to sgf");
  Result sgf = run_trisgo("random-game --rules trisgo-2026 --seed 4 --size 5 --to sgf");
  ASSERT_EQ(back.status, 0) << back.err;
  EXPECT_EQ(back.out, sgf.out);
  r = run_trisgo("analyze examples/positions/gomoku-types-7x7.pos --labels gtp");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\n  A B C D E F G\n")) << r.out;
  expect_only_gtp(r.out);
  r = run_trisgo("play examples/games/gomoku-five-5x5.tgr --moves --labels gtp");
  ASSERT_EQ(r.status, 0) << r.err;
  expect_only_gtp(r.out.substr(r.out.find('\n')));
}

TEST(LabelsGtp, ReportNamesMovesInGtp) {
  const std::string dir = temp_path("report");
  Result r = run_trisgo("report examples/records/emergency.tgr --labels gtp -o " + dir);
  ASSERT_EQ(r.status, 0) << r.err;
  std::ifstream f(dir + "/index.html");
  const std::string html((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(has(html, "1. black stone at A9")) << html.substr(0, 2000);
  EXPECT_TRUE(has(html, "9. black emergency stone at A8"));
}

}  // namespace

namespace {

// trisgo-explain in trisgo gtp: the graph of trisgo explain, DOT with GTP
// vertices, in one GTP reply (no blank line inside), and errors as ? replies.
TEST(GtpExplain, AnswersTheGraphWithGtpVerticesInOneReply) {
  const std::string script = temp_path("explain.gtp");
  std::ofstream(script) << "loadsgf examples/records/emergency.sgf\n"
                           "trisgo-explain score\n"
                           "trisgo-explain point A9\n"
                           "trisgo-explain string A9\n"
                           "trisgo-explain point I9\n"
                           "trisgo-explain move pass\n"
                           "trisgo-explain\n"
                           "quit\n";
  Result r = run_trisgo("gtp --size 9 < " + script);
  ASSERT_EQ(r.status, 0) << r.err;
  // Replies are separated by one blank line each: 8 commands, 8 replies.
  std::vector<std::string> replies;
  std::size_t at = 0;
  while (at < r.out.size()) {
    const std::size_t end = r.out.find("\n\n", at);
    replies.push_back(r.out.substr(at, end == std::string::npos ? std::string::npos : end - at));
    if (end == std::string::npos) break;
    at = end + 2;
  }
  ASSERT_EQ(replies.size(), 8u) << r.out;
  EXPECT_EQ(replies[0].rfind("= ", 0), 0u) << replies[0];
  EXPECT_EQ(replies[1].rfind("= // trisgo explain: who owns what", 0), 0u) << replies[1];
  EXPECT_TRUE(has(replies[1], "\ndigraph explanation {\n")) << replies[1];
  EXPECT_TRUE(has(replies[1], "}")) << replies[1];
  EXPECT_TRUE(has(replies[2], "may black's stone go on A9?") || has(replies[2], "go on A9?")) << replies[2];
  EXPECT_TRUE(has(replies[3], "? the point A9 holds no tris")) << replies[3];
  EXPECT_TRUE(has(replies[4], "? syntax error: 'I9' is not a vertex")) << replies[4];
  // A pass of the slot to move (white's, after the record's 13 moves), worded once.
  EXPECT_TRUE(has(replies[5], "what did move 14 (white pass) do?")) << replies[5];
  EXPECT_TRUE(has(replies[6], "? syntax error: trisgo-explain score | string VERTEX")) << replies[6];
  expect_only_gtp(replies[1] + replies[2] + replies[5]);
}

}  // namespace
