// `trisgo explain`, `trisgo show --svg` and `trisgo report` end to end: the
// outputs, and bad input (a point with no tris, a move not in the record, an
// unknown format, Graphviz missing) named in the message with exit 2.
#include <gtest/gtest.h>

#include "cli/tests/run_trisgo.h"

#include <array>
#include <cstdio>
#include <fstream>
#include <string>
#include <sys/wait.h>

namespace {

using Result = tg::cli::testing::Run;

Result trisgo(const std::string& args, const std::string& env = "") { return tg::cli::testing::run_trisgo(args, env); }

TEST(ExplainCli, DotOfAStringQuestionInTheChosenLabels) {
  const Result r = trisgo("explain examples/positions/explain-black-tris-5x5.pos --string 01 --labels letter --format dot");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("tris string 01 is black"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("TG-6.2.1"), std::string::npos);
}

TEST(ExplainCli, SvgAndJson) {
  const Result svg = trisgo("explain examples/positions/tris-5x5.pos --score");
  ASSERT_EQ(svg.status, 0) << svg.err;
  EXPECT_EQ(svg.out.rfind("<?xml", 0), 0u);
  EXPECT_NE(svg.out.find("class=\"node\""), std::string::npos);
  const Result json = trisgo("explain examples/games/demo-9x9.tgr --move 82 --format json --impl optimized");
  ASSERT_EQ(json.status, 0) << json.err;
  EXPECT_NE(json.out.find("\"cascade step 1: removes"), std::string::npos);
}

// The historical systems through the command: MengGo 2013's bonds, MengGo
// 2019's inner region with the simulation's stones, a flybomb turn; a point
// with no grey piece under the bonds is bad input naming the point.
TEST(ExplainCli, HistoricalSystemsAndTheirBadQuestions) {
  const Result bonds = trisgo("explain examples/positions/explain-bonds-5x5.pos --string OO --format dot");
  ASSERT_EQ(bonds.status, 0) << bonds.err;
  EXPECT_NE(bonds.out.find("M13-5.4.1: 4 black bonds > 2 white bonds: black"), std::string::npos) << bonds.out;
  const Result empty = trisgo("explain examples/positions/explain-bonds-5x5.pos --string 二二");
  EXPECT_EQ(empty.status, 2);
  EXPECT_NE(empty.err.find("二二 holds no tris (it holds nothing)"), std::string::npos) << empty.err;
  EXPECT_TRUE(empty.out.empty());
  const Result stone = trisgo("explain examples/positions/explain-bonds-5x5.pos --string AA --labels integer");
  EXPECT_EQ(stone.status, 2);
  EXPECT_NE(stone.err.find("-1,-1 holds no tris (it holds black stone)"), std::string::npos) << stone.err;
  const Result ring = trisgo("explain examples/positions/explain-m19-ring-9x9.pos --string 四O --format json --impl reference");
  ASSERT_EQ(ring.status, 0) << ring.err;
  EXPECT_NE(ring.out.find("fails M19-4.2b2"), std::string::npos);
  EXPECT_NE(ring.out.find("added-white"), std::string::npos);
  const Result fly = trisgo("explain examples/records/flybomb-a-5x5.tgr --move 10 --format dot");
  ASSERT_EQ(fly.status, 0) << fly.err;
  EXPECT_NE(fly.out.find("move 10: black's random flybomb (tris), turn 4"), std::string::npos) << fly.out;
  const Result off = trisgo("explain examples/records/flybomb-a-5x5.tgr --move 11");
  EXPECT_EQ(off.status, 2);
  EXPECT_NE(off.err.find("--move 11 is not in the record"), std::string::npos) << off.err;
}

TEST(ExplainCli, BadQuestionsNameThePointMoveOrFormat) {
  const Result no_tris = trisgo("explain examples/positions/tris-5x5.pos --string O二");
  EXPECT_EQ(no_tris.status, 2);
  EXPECT_NE(no_tris.err.find("O二 holds no tris"), std::string::npos) << no_tris.err;
  const Result no_move = trisgo("explain examples/games/demo-9x9.tgr --move 100");
  EXPECT_EQ(no_move.status, 2);
  EXPECT_NE(no_move.err.find("--move 100 is not in the record"), std::string::npos) << no_move.err;
  const Result format = trisgo("explain examples/positions/tris-5x5.pos --score --format png");
  EXPECT_EQ(format.status, 2);
  EXPECT_NE(format.err.find("unknown format 'png'"), std::string::npos) << format.err;
  const Result two = trisgo("explain examples/positions/tris-5x5.pos --score --point OO");
  EXPECT_EQ(two.status, 2);
}

TEST(ExplainCli, MissingGraphvizIsAnErrorAndNoFile) {
  const std::string file = ::testing::TempDir() + "/explain_no_dot.svg";
  std::remove(file.c_str());
  const Result r = trisgo("explain examples/positions/tris-5x5.pos --score -o " + file, "TRISGO_DOT=/nonexistent/dot");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("was not found: install graphviz"), std::string::npos) << r.err;
  EXPECT_FALSE(std::ifstream(file).good()) << "an empty picture was written";
}

TEST(ExplainCli, ShowSvg) {
  const Result r = trisgo("show examples/positions/tris-5x5.pos --svg --labels integer");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("<path d=\"M"), std::string::npos);  // the tris triangles
  EXPECT_NE(r.out.find(">-2</text>"), std::string::npos);   // integer labels
  EXPECT_EQ(trisgo("show examples/positions/tris-5x5.pos --svg --canonical").status, 2);
}

TEST(ExplainCli, ReportNeedsARecordAndAFolder) {
  EXPECT_EQ(trisgo("report examples/positions/tris-5x5.pos -o /tmp/x").status, 2);
  EXPECT_EQ(trisgo("report examples/records/emergency.tgr").status, 2);
}

}  // namespace
