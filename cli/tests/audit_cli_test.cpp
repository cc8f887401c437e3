// `trisgo audit` end to end: the report, the exit status (D-112), the files
// of -o DIR, JSON, shards and --merge, and bad input.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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
  const auto one = run_trisgo("audit trisgo-2026/dame=nobody --checks both-counts-lose --sizes 5 --random 0 --games 20 --json");
  const auto two =
      run_trisgo("audit trisgo-2026/dame=nobody --checks both-counts-lose --sizes 5 --random 0 --games 20 --json --jobs 2");
  EXPECT_EQ(one.status, 1) << one.both();
  EXPECT_EQ(one.out, two.out);
  EXPECT_NE(one.out.find("\"name\":\"both-counts-lose\""), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("\"status\":\"open\""), std::string::npos) << one.out;
  EXPECT_EQ(one.out.rfind("{\"rules\":\"trisgo-2026/dame=nobody\"", 0), 0u) << one.out;
}

// Writes a report to a file of the test's temporary folder; returns its path.
std::string save(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + "/audit_merge_" + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

// A small audit with an open finding (C-2, C-6), a resolved one (C-1) and a
// check that holds; 9 seeded 5x5 games per check are 9 chunks, so each
// shard finds its own examples and the merge must pick the minimal one
// (random boards seldom have a record that reaches them).
const std::string kSmallAudit =
    "audit trisgo-2026/dame=nobody --checks komi-formulas,both-counts-lose,no-stone-areas,legal-move --sizes 5 "
    "--random 0 --games 9";

TEST(AuditCli, ThreeShardsMergeToTheUnshardedReportByteForByte) {
  const auto whole = run_trisgo(kSmallAudit + " --json");
  ASSERT_EQ(whole.status, 1) << whole.both();
  std::string files;
  std::vector<std::string> parts;
  for (int k : {3, 1, 2}) {  // any order
    const auto part = run_trisgo(kSmallAudit + " --shard " + std::to_string(k) + "/3 --json");
    ASSERT_EQ(part.status, 1) << part.both();
    EXPECT_NE(part.out.find("\"shard\":" + std::to_string(k) + ",\"shards\":3"), std::string::npos);
    parts.push_back(part.out);
    files += " " + save("shard" + std::to_string(k) + ".json", part.out);
  }
  // komi-formulas's minimal example is one shard's and not another's (so
  // the merge had to choose).
  auto example_of = [](const std::string& json, const std::string& check) {
    const std::size_t at = json.find("\"position\":\"", json.find("\"name\":\"" + check + "\""));
    return at == std::string::npos ? std::string() : json.substr(at, json.find('"', at + 12) - at);
  };
  const std::string minimal = example_of(whole.out, "komi-formulas");
  ASSERT_FALSE(minimal.empty()) << whole.out;
  int with_minimal = 0;
  for (const std::string& part : parts) with_minimal += example_of(part, "komi-formulas") == minimal;
  EXPECT_GE(with_minimal, 1);
  EXPECT_LT(with_minimal, 3);
  const auto merged = run_trisgo("audit --merge" + files + " --json");
  EXPECT_EQ(merged.status, whole.status) << merged.both();
  EXPECT_EQ(merged.out, whole.out);  // every field, the "searched" statements and the examples included
  EXPECT_NE(merged.err.find("merged 3 shards: 2 open, 1 resolved"), std::string::npos) << merged.err;
  // The text report too.
  const auto text = run_trisgo(kSmallAudit);
  const auto merged_text = run_trisgo("audit --merge" + files);
  EXPECT_EQ(merged_text.status, text.status);
  EXPECT_EQ(merged_text.out, text.out);
  EXPECT_NE(text.out.find("both-counts-lose (C-2): FOUND, open"), std::string::npos) << text.out;
}

TEST(AuditCli, MergedShardsOfAResolvedFindingExitZero) {
  const std::string a = "audit trisgo-2026 --checks komi-formulas,legal-move --sizes 5 --random 0 --games 10";
  const auto whole = run_trisgo(a + " --json");
  EXPECT_EQ(whole.status, 0) << whole.both();
  EXPECT_NE(whole.out.find("\"status\":\"resolved\""), std::string::npos) << whole.out;
  const std::string f1 = save("resolved1.json", run_trisgo(a + " --shard 1/2 --json").out);
  const std::string f2 = save("resolved2.json", run_trisgo(a + " --shard 2/2 --json").out);
  const auto merged = run_trisgo("audit --merge " + f2 + " " + f1 + " --json");
  EXPECT_EQ(merged.status, 0) << merged.both();
  EXPECT_EQ(merged.out, whole.out);
}

TEST(AuditCli, MergeRefusesReportsOfDifferentAuditsAndFilesThatAreNone) {
  auto shard = [](const std::string& args, int k, const std::string& name) {
    const auto r = run_trisgo(args + " --shard " + std::to_string(k) + "/3 --json");
    EXPECT_TRUE(r.status == 0 || r.status == 1) << r.both();
    return save(name, r.out);
  };
  // A smaller audit than kSmallAudit: the refusals do not need findings.
  const std::string tiny = "audit trisgo-2026/dame=nobody --checks komi-formulas,legal-move --sizes 5 --positions 100";
  const std::string s1 = shard(tiny, 1, "r1.json"), s2 = shard(tiny, 2, "r2.json");
  const std::string other_rules =
      shard("audit trisgo-2026 --checks komi-formulas,legal-move --sizes 5 --positions 100", 3, "rules3.json");
  const std::string other_seed = shard(tiny + " --seed 2", 3, "seed3.json");
  const std::string other_checks =
      shard("audit trisgo-2026/dame=nobody --checks komi-formulas --sizes 5 --positions 100", 3, "checks3.json");
  const std::string other_plan =
      shard("audit trisgo-2026/dame=nobody --checks komi-formulas,legal-move --sizes 7 --positions 100", 3, "plan3.json");
  const std::string other_budget =
      shard("audit trisgo-2026/dame=nobody --checks komi-formulas,legal-move --sizes 5 --positions 90", 3, "budget3.json");
  const std::string four = save("four.json", run_trisgo(tiny + " --shard 3/4 --json").out);
  const std::string diff = save("diff.json", run_trisgo("diff trisgo-2026 go --sizes 3 --positions 50 --json --quiet").out);
  const std::string third = run_trisgo(tiny + " --shard 3/3 --json").out;
  const std::string text = save("text.json", run_trisgo(tiny + " --shard 3/3").out);
  const std::string cut = save("cut.json", third.substr(0, 300));
  const struct {
    std::string args, message;
  } cases[] = {
      {s1 + " " + s2, "shard 3/3 missing; merged nothing (--partial merges the shards given)"},
      {s1 + " " + s2 + " " + s1, "shard 1/3 given twice (" + s1 + " and " + s1 + ")"},
      {s1 + " " + s2 + " " + other_rules, "audit different rulesets (trisgo-2026/dame=nobody, trisgo-2026)"},
      {s1 + " " + s2 + " " + other_seed, "have different seeds (1, 2)"},
      {s1 + " " + s2 + " " + other_checks, "ran different checks"},
      {s1 + " " + s2 + " " + other_plan, "searched different plans"},
      {s1 + " " + s2 + " " + other_budget, "have different budgets"},
      {s1 + " " + s2 + " " + four, "shards of different splits (1/3, 3/4)"},
      // A missing field is located at the object that lacks it (issue 36).
      {s1 + " " + s2 + " " + diff, diff + ":1:1: not an audit report: missing field 'rules'"},
      // Malformed JSON is located in its file (issue 36).
      {s1 + " " + text + " " + s2, text + ":1:3: not an audit report (malformed JSON: "},
      {s1 + " " + s2 + " " + cut, cut + ":1:301: not an audit report (malformed JSON: "},
      {s1 + " " + s2 + " no-such-report.json", "no-such-report.json"},
      {"", "give the shard reports"},
      {s1 + " --checks legal-move", "--merge takes the reports' own --checks"},
  };
  for (const auto& c : cases) {
    const auto r = run_trisgo("audit --merge " + c.args);
    EXPECT_EQ(r.status, 2) << c.args << "\n" << r.both();
    EXPECT_NE(r.err.find(c.message), std::string::npos) << c.args << "\n" << r.err;
    EXPECT_TRUE(r.out.empty()) << c.args;
  }
  // --partial merges the shards given and says which are missing (issue 31).
  const auto partial = run_trisgo("audit --merge " + s1 + " " + s2 + " --partial --json");
  EXPECT_LE(partial.status, 1) << partial.both();
  EXPECT_NE(partial.out.find("\"complete\":false"), std::string::npos) << partial.out;
  EXPECT_NE(partial.out.find("\"missing_shards\":[\"3/3\"]"), std::string::npos) << partial.out;
  EXPECT_NE(partial.err.find("missing 3/3 (partial)"), std::string::npos) << partial.err;
  const auto partial_text = run_trisgo("audit --merge " + s1 + " " + s2 + " --partial");
  EXPECT_NE(partial_text.out.find("PARTIAL: shards 3/3 missing"), std::string::npos) << partial_text.out;
  EXPECT_EQ(run_trisgo(tiny + " --partial").status, 2);
  // A missing field deep in a shard, and a mistyped value: FILE:LINE:COL of
  // the object without the field, or of the value (issue 36). The line and
  // column are counted here from the text.
  const std::string mine = run_trisgo(tiny + " --shard 3/3 --json").out;
  auto line_col = [](const std::string& json, std::size_t at) {
    const std::size_t line_start = json.rfind('\n', at - 1) + 1;  // 0 after npos + 1 on the first line
    return std::to_string(std::count(json.begin(), json.begin() + static_cast<long>(at), '\n') + 1) + ":" +
           std::to_string(at - line_start + 1);
  };
  std::string lacking = mine;
  const std::size_t probed = lacking.find("\"probed\":");  // the first coverage entry of the first check's search
  ASSERT_NE(probed, std::string::npos) << mine.substr(0, 500);
  const std::size_t object = lacking.rfind('{', probed);
  lacking.replace(probed, 8, "\"probed_not\"");
  const std::string missing = save("missing.json", lacking);
  std::string mistyped = mine;
  const std::size_t seed = mistyped.find("\"seed\":1,");
  ASSERT_NE(seed, std::string::npos) << mine.substr(0, 500);
  mistyped.replace(seed, 8, "\"seed\":\"one\"");
  const std::string typed = save("mistyped.json", mistyped);
  const auto r1 = run_trisgo("audit --merge " + s1 + " " + s2 + " " + missing);
  EXPECT_EQ(r1.status, 2) << r1.both();
  EXPECT_NE(r1.err.find(missing + ":" + line_col(lacking, object) + ": not an audit report: missing field 'probed'"),
            std::string::npos)
      << r1.err;
  const auto r2 = run_trisgo("audit --merge " + s1 + " " + s2 + " " + typed);
  EXPECT_EQ(r2.status, 2) << r2.both();
  EXPECT_NE(r2.err.find(typed + ":" + line_col(mistyped, seed + 7) + ": not an audit report: field 'seed' has the wrong type"),
            std::string::npos)
      << r2.err;
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
