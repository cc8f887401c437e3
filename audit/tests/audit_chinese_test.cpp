// `trisgo audit --lang zh` says everything in Chinese (issue 28 item 4): the
// report of every check on every implemented preset (found, resolved, holds,
// does not apply; and a stopped search, a shard, an unfinished audit) keeps
// no English word but IDs, option strings, file names, labels and names
// (text/tests/english_words.h). The English report is unchanged by --lang.
#include <gtest/gtest.h>

#include "audit/checks_run.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/labels.h"
#include "text/tests/english_words.h"
#include "vocab/test_scale.h"

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

// What a Chinese report may keep: the names of english_words.h and the checks'.
std::set<std::string> names() {
  std::set<std::string> out = testing::kept_names();
  for (const Check& c : all_checks()) out.insert(c.name);
  // The point labels of the Chinese set ("AA", "O一"): the labels' letters are no English.
  for (int n : {3, 5, 7}) {
    const BoardSize size = *BoardSize::make(n);
    for (int i = 0; i < size.points(); ++i) out.insert(format_point(size.point(i), LabelSet::Chinese));
  }
  return out;
}

AuditReport small_audit(const Ruleset& rules) {
  AuditOptions o;
  o.rules = rules;
  // Every 3x3 board of up to three pieces; two under the sanitizers, where
  // the six presets' audits took 43 s (the words, not the search, are tested).
  o.sizes = {SizePlan{3, test_scale::kSanitizedBuild ? 2 : 3, 0, 4, 0}};
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
    const std::string zh = audit_text(r, LabelSet::Chinese, "out", text::Language::Chinese);
    EXPECT_EQ(testing::joined(testing::english_words(zh, names())), "") << p.name << ":\n" << zh;
    // Each finding's picture (-o DIR's CHECK.svg): its boards' captions, the
    // counts under them and the clashing statements.
    for (const CheckResult& c : r.results) {
      if (!c.example) continue;
      const std::string svg = testing::svg_words(finding_svg(*c.example, fast(), LabelSet::Chinese, text::Language::Chinese));
      EXPECT_EQ(testing::joined(testing::english_words(svg, names())), "") << p.name << " " << c.check->name << ":\n" << svg;
      EXPECT_NE(testing::joined(testing::english_words(testing::svg_words(finding_svg(*c.example, fast(), LabelSet::Chinese)),
                                                       names())),
                "");
    }
    // The English report is the English table's.
    EXPECT_EQ(audit_text(r, LabelSet::Chinese, "out"), audit_text(r, LabelSet::Chinese, "out", text::Language::English));
    EXPECT_NE(audit_text(r, LabelSet::Chinese, "out").find(" checks, seed 1, "), std::string::npos);
  }
  // Findings were worded (the tables' own test covers every kind).
  EXPECT_GE(found.size(), 4u);
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
  const std::string zh = audit_text(r, LabelSet::Chinese, "", text::Language::Chinese);
  EXPECT_EQ(testing::joined(testing::english_words(zh, names())), "") << zh;
  const std::string en = audit_text(r, LabelSet::Chinese, "");
  EXPECT_NE(en.find("INCOMPLETE: stopped by a signal after"), std::string::npos) << en;
  EXPECT_NE(en.find("(this shard's part)"), std::string::npos) << en;
  EXPECT_NE(zh.find("未完成"), std::string::npos) << zh;
}

}  // namespace
}  // namespace tg::audit
