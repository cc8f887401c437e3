// trisgo verify end to end: exit 0 and a summary on agreement, exit 1 with
// the report and the files of -o on a disagreement (the vector written
// passes `trisgo vectors` on our engine), exit 1 naming a hang, exit 2 for
// bad flags and an engine that cannot be started.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "cli/tests/run_trisgo.h"

namespace {

using tg::cli::testing::run_trisgo;

std::string trisgo_gtp() { return std::string(TRISGO_BINARY) + " gtp"; }
std::string corrupting(const std::string& fault) {
  return std::string(TRISGO_CORRUPTING_ENGINE) + " " + fault + " " + TRISGO_BINARY;
}

std::string slurp(const std::filesystem::path& p) {
  std::ifstream f(p);
  return std::string(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

TEST(VerifyCli, AgreementIsExitZeroWithASummary) {
  const auto r = run_trisgo("verify --engine '" + trisgo_gtp() + "' --games 2 --depth 1 --sizes 5 --seed 4");
  EXPECT_EQ(r.status, 0) << r.both();
  EXPECT_NE(r.out.find("verify: no disagreement with TrisGo"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("games: 2"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("seed 4"), std::string::npos) << "the seed is printed: " << r.err;
  EXPECT_NE(r.err.find("verify: game 2 (seed 5, 5x5)"), std::string::npos) << "progress on stderr: " << r.err;
}

TEST(VerifyCli, ADisagreementIsExitOneWithItsFiles) {
  const std::string dir = ::testing::TempDir() + "/verify_cli_score";
  std::filesystem::remove_all(dir);
  const auto r = run_trisgo("verify --engine '" + corrupting("score") + "' --games 10 --depth 0 --sizes 5 --vectors none -o " + dir);
  EXPECT_EQ(r.status, 1) << r.both();
  EXPECT_NE(r.out.find("DISAGREEMENT (score)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("the record ("), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ours (optimized):"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("our explanation:"), std::string::npos) << r.out;
  const std::string vec = slurp(dir + "/verify-score.vec");
  EXPECT_NE(vec.find("assert_score black="), std::string::npos) << vec;
  const std::string tst = slurp(dir + "/verify-score.tst");
  EXPECT_NE(tst.find("\n1 trisgo-score\n#? [black "), std::string::npos) << tst;
  EXPECT_FALSE(slurp(dir + "/verify-score.tgr").empty());
  // The vector states our answer: our engines pass it.
  const auto v = run_trisgo("vectors " + dir + "/verify-score.vec --impl reference");
  EXPECT_EQ(v.status, 0) << v.both();
}

TEST(VerifyCli, AHangIsNamedWithTheTimeout) {
  const auto r = run_trisgo("verify --engine '" + corrupting("hang") + "' --games 1 --depth 0 --sizes 5 --vectors none --timeout 1");
  EXPECT_EQ(r.status, 1) << r.both();
  EXPECT_NE(r.out.find("ENGINE FAILURE"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("no response to 'trisgo-legal' within 1000 ms"), std::string::npos) << r.out;
}

// flybomb-A was refused (exit 2) while the declining stone could not be
// written over GTP (D-93); it is checked now (D-136, D-141).
TEST(VerifyCli, ChosenFlybombsAreChecked) {
  const auto r = run_trisgo("verify --engine '" + trisgo_gtp() + "' --rules flybomb-A --games 2 --sizes 5 --depth 1");
  EXPECT_EQ(r.status, 0) << r.both();
  EXPECT_NE(r.out.find("verify: no disagreement"), std::string::npos) << r.out;
}

TEST(VerifyCli, BadInputIsExitTwo) {
  EXPECT_EQ(run_trisgo("verify").status, 2);
  EXPECT_EQ(run_trisgo("verify --engine '" + trisgo_gtp() + "' --sizes 4").status, 2);
  EXPECT_EQ(run_trisgo("verify --engine '" + trisgo_gtp() + "' --rules nonsense").status, 2);
  const auto r = run_trisgo("verify --engine /nonexistent/engine --vectors none");
  EXPECT_EQ(r.status, 2) << r.both();
  EXPECT_NE(r.err.find("cannot start the engine"), std::string::npos) << r.err;
}

}  // namespace
