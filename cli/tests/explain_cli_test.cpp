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
