// The passages of the Chinese rule texts (text/passages.h, spec/passages/):
// every passage is found verbatim on its line of the source file, every
// statement a row stands for is a TrisGo 2026 statement with a passage, and
// an ID is cited in the words of the system asked about.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "text/passages.h"

namespace tg::text {
namespace {

std::vector<std::string> lines_of(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

TEST(Passages, EveryTableOfSpecPassagesIsEmbeddedAndParsed) {
  std::size_t files = 0;
  for (const auto& e : std::filesystem::directory_iterator(TRISGO_PASSAGES_DIR))
    if (e.path().extension() == ".tsv") {
      ++files;
      const PassageTable* t = find_passage_table(e.path().stem().string());
      ASSERT_NE(t, nullptr) << e.path();
      EXPECT_FALSE(t->rows.empty()) << e.path();
    }
  EXPECT_EQ(files, passage_tables().size());
  EXPECT_GE(files, 6u);
}

TEST(Passages, EveryPassageIsVerbatimOnItsLineOfTheSourceText) {
  const std::filesystem::path dir = TRISGO_RULES_SOURCE_DIR;
  if (!std::filesystem::exists(dir / "trisgo-2026.zh.txt"))
    GTEST_SKIP() << "the rule texts are not at " << dir << " (-DTRISGO_RULES_SOURCE_DIR=...)";
  std::size_t checked = 0;
  for (const PassageTable& t : passage_tables()) {
    const std::vector<std::string> lines = lines_of(dir / t.source);
    ASSERT_FALSE(lines.empty()) << t.source;
    for (const PassageRow& r : t.rows) {
      if (r.passage.absent()) continue;
      ASSERT_GE(r.passage.line, 1);
      ASSERT_LE(static_cast<std::size_t>(r.passage.line), lines.size()) << t.system << " " << r.id;
      EXPECT_NE(lines[static_cast<std::size_t>(r.passage.line - 1)].find(r.passage.text), std::string::npos)
          << t.system << " " << r.id << ": not on line " << r.passage.line << " of " << t.source << ": "
          << r.passage.text;
      ++checked;
    }
  }
  EXPECT_GE(checked, 80u);
}

TEST(Passages, EveryStatementARowStandsForIsATrisGo2026StatementWithItsPassage) {
  for (const PassageTable& t : passage_tables())
    for (const PassageRow& r : t.rows)
      for (const std::string& s : r.stands_for) {
        const std::optional<Citation> c = cite(s, "trisgo-2026");
        ASSERT_TRUE(c) << t.system << " " << r.id << " stands for " << s;
        EXPECT_EQ(c->system, "trisgo-2026") << s;
        EXPECT_FALSE(c->passages.front().absent()) << s;
      }
}

TEST(Passages, AnIdIsCitedInTheWordsOfTheSystemAskedAbout) {
  // The 2019 text's own article for the one-liberty eye (2019 Art. 6.3).
  std::optional<Citation> c = cite("TG-7.2", "menggo-2019");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->id, "M19-6.3");
  EXPECT_EQ(c->passages.front().file, "menggo-2019.zh.txt");
  EXPECT_NE(c->passages.front().text.find("1气眼"), std::string::npos);
  // Under 2026 the 2026 text's, from the reasons' "Art. 7.2".
  c = cite(article_ids("Art. 7.2, D-09").at(0), "trisgo-2026");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->id, "TG-7.2");
  EXPECT_NE(c->passages.front().text.find("彼方一气眼"), std::string::npos);
  // A part falls back to its statement: TG-4.3.3 (3) under 2019 is the private eye, 2019 Art. 4.2.
  c = cite("TG-4.3.3", "menggo-2019");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->id, "M19-4.2");
  // 2019 has no emergency conversion: said, not quoted.
  c = cite("TG-8.2", "menggo-2019");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->id, "M19-8.4");
  EXPECT_TRUE(c->passages.front().absent());
  EXPECT_EQ(citation_line(*c), "M19-8.4: not in the menggo-2019 text");
  // FlybombGo shares 2026's statements where its text changes nothing.
  c = cite("TG-7.1", "flybomb");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->system, "trisgo-2026");
  // TrisGomoku has its own passing rule.
  c = cite("TG-2.5", "trisgomoku");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->id, "GM-2.4");
  // Another text's ID is found by its prefix.
  c = cite("M19-4.2b2", "trisgo-2026");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->system, "menggo-2019");
  EXPECT_FALSE(cite("D-18", "trisgo-2026"));
}

TEST(Passages, LocalizeReplacesAnotherTextsIdsOnly) {
  EXPECT_EQ(localize("TG-13.8", "menggo-2019"), "M19-10.2");
  EXPECT_EQ(localize("TG-13.12 step 4", "menggo-2019"), "M19-10.1");
  EXPECT_EQ(localize("TG-13.12 step 4", "trisgo-2026"), "TG-13.12 step 4");
  EXPECT_EQ(localize("a tris cannot capture (Art. 7.1, D-08 before-recompute)", "menggo-2019"),
            "a tris cannot capture (M19-6.2, D-08 before-recompute)");
  EXPECT_EQ(localize("a tris cannot capture (Art. 7.1, D-08)", "trisgo-2026"), "a tris cannot capture (Art. 7.1, D-08)");
  EXPECT_EQ(localize("TG-6 (2026 text)", "menggo-2019"), "TG-6 (2026 text)");
  EXPECT_EQ(localize("engine", "menggo-2019"), "engine");
  EXPECT_EQ(localize("TG-2.5", "trisgomoku"), "GM-2.4");
}

TEST(Passages, CitationsAreEachOnceWithTheirPassage) {
  const std::vector<Citation> cs = citations({"C-6", "TG-13.8", "TG-13.9", "TG-13.12 step 4", "D-18"}, "menggo-2019");
  ASSERT_EQ(cs.size(), 2u);  // TG-13.8 and TG-13.9 are both 2019 Art. 10's break-even number
  EXPECT_EQ(cs[0].id, "M19-10.2");
  EXPECT_EQ(cs[1].id, "M19-10.1");
  EXPECT_EQ(cs[1].passages.size(), 2u);
  EXPECT_NE(citation_line(cs[0]).find("menggo-2019.zh.txt:80): 「"), std::string::npos) << citation_line(cs[0]);
  EXPECT_NE(citation_line(cs[1]).find("menggo-2019.zh.txt:79, 78): 「"), std::string::npos) << citation_line(cs[1]);
}

TEST(Passages, AMalformedRowIsRefusedWithItsLine) {
  try {
    parse_passage_table("x", "source\tx.zh.txt\ninherits\t-\nid\tstands_for\tline\tpassage\nX-1\t-\tseven\tabc\n");
    FAIL() << "accepted a line that is not a number";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("spec/passages/x.tsv:4:1"), std::string::npos) << e.what();
  }
  EXPECT_THROW(parse_passage_table("x", "source\tx.zh.txt\nid\tstands_for\tline\tpassage\nX-1\t-\t0\tabc\n"),
               std::invalid_argument);
}

}  // namespace
}  // namespace tg::text
