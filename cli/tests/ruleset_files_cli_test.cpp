// Ruleset files on the command line (issue 28 item 6, vocab/ruleset_file.h):
// `trisgo rules --json PRESET > FILE` is a file every command takes wherever
// it takes a ruleset, both sides of diff included; a file's error is located
// at FILE:LINE:COL with exit status 2.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "cli/tests/run_trisgo.h"

namespace {

using Invocation = tg::cli::testing::Run;
using tg::cli::testing::run_trisgo;

std::string write_temp(const std::string& name, const std::string& text) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string path = ::testing::TempDir() + "/" + (info ? std::string(info->name()) + "_" : "") + name;
  std::ofstream(path) << text;
  return path;
}

TEST(RulesetFiles, RulesJsonIsAFileEveryCommandTakes) {
  const Invocation json = run_trisgo("rules --json menggo-2019/komi=0.5");
  ASSERT_EQ(json.status, 0) << json.err;
  const std::string file = write_temp("my.rules", json.out);
  const std::string text = write_temp("my-string.rules", "# my variant\nmenggo-2019/komi=0.5\n");
  for (const std::string& f : {file, text}) {
    Invocation r = run_trisgo("rules " + f + " --string");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "menggo-2019/komi=0.5\n") << f;
    r = run_trisgo("analyze examples/positions/explain-m19-ring-9x9.pos --rules " + f);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("rules menggo-2019/komi=0.5"), std::string::npos) << r.out;
    r = run_trisgo("random-game --rules " + f + " --size 5 --seed 3 --max-moves 4");
    EXPECT_EQ(r.status, 0) << r.err;
    r = run_trisgo("perft --rules " + f + " --size 3 --depth 1");
    EXPECT_EQ(r.status, 0) << r.err;
  }
  // Both sides of diff, and the ruleset of a GTP side.
  Invocation d = run_trisgo("diff " + file + " " + text + " --sizes 3 --positions 20 --jobs 1 --quiet");
  EXPECT_EQ(d.status, 0) << d.both();
  EXPECT_NE(d.out.find("no difference"), std::string::npos) << d.out;
  d = run_trisgo("diff " + file + " 'gtp:\"" + std::string(TRISGO_BINARY) + " gtp\"@" + text +
                 "' --sizes 3 --positions 20 --jobs 1 --quiet");
  EXPECT_EQ(d.status, 0) << d.both();
}

TEST(RulesetFiles, ErrorsAreLocatedInTheFile) {
  const std::string bad = write_temp("bad.rules", "# komi in stones\ntrisgo-2026/komi=three\n");
  for (const std::string& args : {"analyze examples/positions/tris-5x5.pos --rules " + bad, "rules " + bad,
                                  "diff trisgo-2026 " + bad, "audit " + bad}) {
    const Invocation r = run_trisgo(args);
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_NE(r.err.find(bad + ":2:18: bad value 'three' for ruleset option 'komi'"), std::string::npos) << args << "\n" << r.err;
  }
  const std::string json = write_temp("bad.json", "{\"preset\": \"go\",\n  \"kommi\": 6.5}\n");
  Invocation r = run_trisgo("trace --rules " + json + " --size 3 --seed 1");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find(json + ":2:3: unknown ruleset option 'kommi'"), std::string::npos) << r.err;
  // Neither a preset nor a file: both said.
  r = run_trisgo("analyze examples/positions/tris-5x5.pos --rules trisgo-2062");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("'trisgo-2062' is neither a ruleset ('trisgo-2062' is no preset; `trisgo rules` lists them) "
                       "nor a ruleset file (no such file)"),
            std::string::npos)
      << r.err;
}

}  // namespace
