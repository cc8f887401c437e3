// The right system's words (issue 28): every article ID that a reason or a
// check's finding cites has its passage of the Chinese text
// (spec/passages/, text/passages.h), enumerated from the code's own tables
// (reason_kind_info, all_checks); under each preset a check cites the
// articles of the preset's own text; and the komi-formulas check without
// komi finds the register's C-6, not C-1.
#include <gtest/gtest.h>

#include "audit/check_words.h"
#include "audit/checks.h"
#include "audit/diff_citations.h"
#include "audit/finding_citations.h"
#include "optimized/optimized_engine.h"
#include "vocab/position_text.h"
#include "vocab/reason.h"

namespace tg::audit {
namespace {

std::optional<CheckFinding> run(const char* check, const Position& p) {
  static const auto engine = opt::make_optimized_engine();
  CheckContext ctx{*engine, nullptr};
  Visit v(ctx, p);
  auto f = find_check(check)->probe(v);
  if (f) localize_finding(*f, *find_check(check));  // as the runner does
  return f;
}

void expect_passage(const std::string& id, const std::string& where) {
  // Any system: the ID's prefix names its text.
  const std::optional<text::Citation> c = text::cite(id, "trisgo-2026");
  ASSERT_TRUE(c) << where << ": " << id << " has no passage in spec/passages/";
  ASSERT_FALSE(c->passages.empty()) << where << ": " << id;
  for (const text::Passage& p : c->passages)
    EXPECT_TRUE(p.absent() || !p.text.empty()) << where << ": " << id;
}

TEST(AuditCitations, EveryArticleAReasonCitesHasItsPassage) {
  std::size_t ids = 0;
  for (int k = 1; k < kReasonKinds; ++k) {
    const ReasonKindInfo& info = reason_kind_info(static_cast<ReasonKind>(k));
    for (const std::string& id : text::article_ids(info.id)) {
      expect_passage(id, std::string(info.name));
      ++ids;
    }
  }
  EXPECT_GE(ids, 30u);  // every kind but the decisions' own and GTP's
}

TEST(AuditCitations, EveryArticleACheckCitesHasItsPassageInEachPresetsOwnText) {
  std::size_t checked = 0;
  for (const Check& c : all_checks())
    for (const std::string& label : c.cites)
      for (const std::string& id : text::article_ids(label)) expect_passage(id, c.name);
  for (const Preset& preset : presets()) {
    const std::string system = text::text_system(preset.rules);
    const text::PassageTable* table = text::find_passage_table(system);
    ASSERT_NE(table, nullptr) << preset.name;
    for (const Check& c : all_checks()) {
      if (!c.applies(preset.rules) || c.compares_texts) continue;
      for (const std::string& label : c.cites)
        for (const std::string& id : text::article_ids(label)) {
          // The probes word their findings in TrisGo 2026's IDs, which are
          // reworded; another text's own ID (settles' GM-4.11 for
          // TrisGomoku) is that text's, and its findings only arise there.
          if (id.rfind("TG-", 0) != 0) continue;
          const std::optional<text::Citation> got = text::cite(id, system);
          ASSERT_TRUE(got) << preset.name << " " << c.name << " " << id;
          // A text of its own (2019, 2013, TrisGomoku) answers for itself; a
          // text that keeps TrisGo's other rules (MengGo, FlybombGo) may
          // answer with 2026's statement.
          if (table->inherits.empty())
            EXPECT_EQ(got->system, system) << preset.name << " " << c.name << ": " << id << " is cited as " << got->id;
          else
            EXPECT_TRUE(got->system == system || got->system == table->inherits) << preset.name << " " << id;
          ++checked;
        }
    }
  }
  EXPECT_GE(checked, 100u);
}

TEST(AuditCitations, EveryKindOfDifferenceNamesItsArticles) {
  for (const char* kind :
       {"tris-attribute", "private-eye", "forbidden-point", "end", "score", "winner", "legal-move", "move-outcome"}) {
    ASSERT_FALSE(kind_articles(kind).empty()) << kind;
    for (const std::string& id : kind_articles(kind)) expect_passage(id, kind);
  }
}

// The empty 3x3 board under menggo-2019 (komi 0): the register's C-6 example.
const char* kEmpty2019 = "rules: menggo-2019\nsize: 3\nnext: 1\nboard:\n...\n...\n...\n";

TEST(AuditCitations, KomiFormulasWithoutKomiIsTheRegistersC6InThe2019TextsArticles) {
  const auto f = run("komi-formulas", parse_position(kEmpty2019, "test"));
  ASSERT_TRUE(f);
  EXPECT_EQ(finding_contradiction(*f, *find_check("komi-formulas")), "C-6");
  EXPECT_EQ(std::count(f->ids.begin(), f->ids.end(), "C-1"), 0);
  // The 2019 text's own articles: 2019 Art. 10.1 (area counting) and 10.2 (the break-even number).
  ASSERT_GE(f->clashes.size(), 3u);
  EXPECT_EQ(f->clashes[0].id, "M19-10.1");
  EXPECT_EQ(f->clashes[1].id, "M19-10.2");
  EXPECT_EQ(f->clashes[2].id, "M19-10.1");
  for (const std::string& id : f->ids) EXPECT_EQ(id.rfind("TG-", 0), std::string::npos) << id;
  const std::vector<text::Citation> cs = finding_citations(*f, *find_check("komi-formulas"));
  ASSERT_FALSE(cs.empty());
  for (const text::Citation& c : cs) {
    EXPECT_EQ(c.system, "menggo-2019") << c.id;
    EXPECT_EQ(c.passages.front().file, "menggo-2019.zh.txt") << c.id;
  }
}

TEST(AuditCitations, KomiFormulasWithKomiStaysC1InThe2026TextsArticles) {
  // Black 15, white 10 on 5x5 with komi 3.75: the register's C-1.
  const auto f = run("komi-formulas",
                     parse_position("rules: trisgo-2026\nsize: 5\nnext: 1\nboard:\n..XO.\n..XO.\n..XO.\n..XO.\n..XO.\n", "test"));
  ASSERT_TRUE(f);
  EXPECT_EQ(finding_contradiction(*f, *find_check("komi-formulas")), "C-1");
  EXPECT_EQ(f->clashes[0].id, "TG-13.7");
  // The same board without komi is no finding at all: the methods agree.
  EXPECT_FALSE(run("komi-formulas", parse_position("rules: trisgo-2026/komi=0\nsize: 5\nnext: 1\nboard:\n..XO.\n..XO.\n"
                                                   "..XO.\n..XO.\n..XO.\n",
                                                   "test")));
}

TEST(AuditCitations, TheEyeRulesCheckKeepsEachTextsOwnIds) {
  // C-3 compares 2019 with 2026 on purpose: its 2026 IDs stay 2026's under menggo-2019.
  CheckFinding f(parse_position(kEmpty2019, "test"));
  f.clashes.push_back({"TG-6 (2026 text)", {}});
  f.ids = {"C-3", "TG-4.3", "M19-4.4"};
  localize_finding(f, *find_check("eye-rules"));
  EXPECT_EQ(f.ids[1], "TG-4.3");
  EXPECT_EQ(f.clashes[0].id, "TG-6 (2026 text)");
  const std::vector<text::Citation> cs = finding_citations(f, *find_check("eye-rules"));
  ASSERT_EQ(cs.size(), 2u);
  EXPECT_EQ(cs[0].system, "trisgo-2026");
  EXPECT_EQ(cs[1].system, "menggo-2019");
}

TEST(AuditCitations, EveryCheckHasItsQuestionInChinese) {
  for (const Check& c : all_checks()) {
    EXPECT_NE(check_question(c, text::Language::Chinese), c.question) << c.name;
    EXPECT_NE(check_holds(c, text::Language::Chinese), c.holds) << c.name;
    EXPECT_EQ(check_question(c, text::Language::English), c.question) << c.name;
  }
}

}  // namespace
}  // namespace tg::audit
