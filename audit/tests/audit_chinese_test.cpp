// `trisgo audit --lang zh` says everything in Chinese (issue 28 item 4): the
// report of every check on every implemented preset (found, resolved, holds,
// does not apply; and a stopped search, a shard, an unfinished audit) keeps
// no English word but IDs, option strings, file names, labels and names
// (text/tests/english_words.h). The English report is unchanged by --lang.
#include <gtest/gtest.h>

#include "audit/checks_run.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "text/tests/english_words.h"

namespace tg::audit {
namespace {

const Engine& fast() {
  static const auto e = opt::make_optimized_engine();
  return *e;
}
const Engine& reference() {
  static const auto e = ref::make_reference_engine();
  return *e;
}

// What a Chinese report may keep: the presets' and checks' names, the
// command, "Art" of "Art. 8", Benson, the texts' counters, and the engines'.
std::set<std::string> names() {
  std::set<std::string> out{"trisgo", "audit", "Art", "Benson", "By", "Wy", "Bo", "Wo", "optimized", "reference"};
  for (const Preset& p : presets()) out.insert(p.name);
  for (const Check& c : all_checks()) out.insert(c.name);
  return out;
}

AuditReport small_audit(const Ruleset& rules) {
  AuditOptions o;
  o.rules = rules;
  o.sizes = {SizePlan{3, 3, 0, 4, 0}};
  o.reachable = false;  // the words, not the witnesses (witness_test.cpp)
  return run_audit(o, fast(), &reference());
}

TEST(AuditChinese, EveryCheckOnEveryPresetIsReportedWithoutEnglish) {
  std::set<std::string> found;
  for (const Preset& p : presets()) {
    if (!p.implemented) continue;
    AuditReport r = small_audit(p.rules);
    for (const CheckResult& c : r.results)
      if (c.example) found.insert(c.check->name);
    const std::string zh = audit_text(r, LabelSet::Letter, "out", text::Language::Chinese);
    EXPECT_EQ(testing::joined(testing::english_words(zh, names())), "") << p.name << ":\n" << zh;
    // The English report is the English table's.
    EXPECT_EQ(audit_text(r, LabelSet::Letter, "out"), audit_text(r, LabelSet::Letter, "out", text::Language::English));
    EXPECT_NE(audit_text(r, LabelSet::Letter, "out").find(" checks, seed 1, "), std::string::npos);
  }
  // Most kinds of finding were worded (the tables' own test covers every kind).
  EXPECT_GE(found.size(), 6u);
}

TEST(AuditChinese, StoppedShardedAndUnfinishedAuditsWithoutEnglish) {
  AuditReport r = small_audit(parse_ruleset("trisgo-2026"));
  ASSERT_GE(r.results.size(), 2u);
  r.shards = 2;
  r.complete = false;
  r.checks_planned = r.results.size() + 3;
  CheckResult& last = r.results.back();
  last.example.reset();
  last.applies = true;
  last.search.interrupted = true;
  for (CheckResult& c : r.results) c.search.shards = 2;  // "this shard's part"
  const std::string zh = audit_text(r, LabelSet::Letter, "", text::Language::Chinese);
  EXPECT_EQ(testing::joined(testing::english_words(zh, names())), "") << zh;
  const std::string en = audit_text(r, LabelSet::Letter, "");
  EXPECT_NE(en.find("INCOMPLETE: stopped by a signal after"), std::string::npos) << en;
  EXPECT_NE(en.find("(this shard's part)"), std::string::npos) << en;
  EXPECT_NE(zh.find("未完成"), std::string::npos) << zh;
}

}  // namespace
}  // namespace tg::audit
