// `trisgo audit` end to end: the report, the exit status (D-112), the files
// of -o DIR, JSON, and bad input.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/tests/run_trisgo.h"

namespace tg::cli {
namespace {

using testing::run_trisgo;

TEST(AuditCli, AResolvedContradictionExitsZeroAndSaysWhatResolvesIt) {
  const auto r = run_trisgo("audit trisgo-2026 --checks komi-formulas --sizes 3 --positions 20000");
  EXPECT_EQ(r.status, 0) << r.both();
  EXPECT_NE(r.out.find("komi-formulas (C-1): FOUND, resolved by the ruleset"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("resolved: D-18 (komi_formula=chinese)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("TG-13.7: first method"), std::string::npos);
  EXPECT_NE(r.err.find("audit: trisgo-2026, seed 1"), std::string::npos) << r.err;  // the seed is printed
}

TEST(AuditCli, AnOpenFindingExitsOneAndWritesItsPictureAndPosition) {
  const std::string dir = ::testing::TempDir() + "/audit_cli_c6";
  std::filesystem::remove_all(dir);
  const auto r = run_trisgo("audit trisgo-2026 --checks no-stone-areas,legal-move --sizes 3 -o " + dir);
  EXPECT_EQ(r.status, 1) << r.both();
  EXPECT_NE(r.out.find("no-stone-areas (C-6): FOUND, open"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("legal-move: holds."), std::string::npos) << r.out;
  std::ifstream svg(dir + "/no-stone-areas.svg");
  std::stringstream s;
  s << svg.rdbuf();
  EXPECT_EQ(s.str().rfind("<svg", 0), 0u);
  EXPECT_NE(s.str().find("TG-13.8"), std::string::npos);
  EXPECT_TRUE(std::filesystem::exists(dir + "/no-stone-areas.pos"));
  EXPECT_FALSE(std::filesystem::exists(dir + "/legal-move.svg"));
  // The position file reads back.
  const auto shown = run_trisgo("show " + dir + "/no-stone-areas.pos");
  EXPECT_EQ(shown.status, 0) << shown.both();
}

TEST(AuditCli, JsonAndTheSameReportWithTwoJobs) {
  const auto one = run_trisgo("audit trisgo-2026/dame=nobody --checks both-counts-lose --sizes 5 --positions 600 --json");
  const auto two =
      run_trisgo("audit trisgo-2026/dame=nobody --checks both-counts-lose --sizes 5 --positions 600 --json --jobs 2");
  EXPECT_EQ(one.status, 1) << one.both();
  EXPECT_EQ(one.out, two.out);
  EXPECT_NE(one.out.find("\"name\":\"both-counts-lose\""), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("\"status\":\"open\""), std::string::npos) << one.out;
  EXPECT_EQ(one.out.rfind("{\"rules\":\"trisgo-2026/dame=nobody\"", 0), 0u) << one.out;
}

TEST(AuditCli, BadInputExitsTwo) {
  for (const char* args : {"audit", "audit trisgo-2026 --checks nope", "audit trisgo-2026 --budget 5 --positions 9",
                           "audit trisgo-2026 --shard 3/2", "audit trisgo-2026 --sizes 4", "audit no-such-rules",
                           "audit trisgo-2026 --jobs 0"}) {
    const auto r = run_trisgo(args);
    EXPECT_EQ(r.status, 2) << args << "\n" << r.both();
    EXPECT_FALSE(r.err.empty()) << args;
  }
  EXPECT_NE(run_trisgo("audit trisgo-2026 --checks nope").err.find("known: komi-formulas"), std::string::npos);
}

}  // namespace
}  // namespace tg::cli
