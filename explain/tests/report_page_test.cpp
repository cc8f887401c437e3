// The report page (report_page.h) and the match summary (match_page.h) as
// HTML text: no id repeats in a page and every url(#…) and href="#…" names
// an id of the page (a repeated marker id hides the arrowheads: the first
// marker sits in a hidden section); the viewport meta; the ruleset named;
// the record's comments shown, escaped; the match's texts escaped and its
// games linked. The browser checks the page at phone width
// (tests/report_browser_test.sh).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "explain/match_page.h"
#include "explain/report_page.h"
#include "explain/svg_ids.h"
#include "optimized/optimized_engine.h"
#include "vocab/record.h"

namespace tg::explain {
namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A bundled record's page, replayed by the optimized engine; `extra` comments
// are added to its move `at` (0-based).
std::string page_of(const std::string& name, std::size_t at = 0, const std::vector<std::string>& extra = {}) {
  const std::string file = std::string(TRISGO_SOURCE_DIR) + "/examples/games/" + name;
  std::ifstream f(file);
  std::stringstream s;
  s << f.rdbuf();
  const Record r = parse_record(s.str(), file);
  const opt::OptimizedEngine e;
  Position p(r.size, r.rules);
  p.next_move = r.first_move;
  ReportInput in(p);
  in.title = name;
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    ReportMove m{"move " + std::to_string(i + 1), p, r.moves[i].move, {}};
    for (const auto& [id, values] : r.moves[i].properties)
      if (id == "C") m.comments.insert(m.comments.end(), values.begin(), values.end());
    if (i == at) m.comments.insert(m.comments.end(), extra.begin(), extra.end());
    in.moves.push_back(m);
    const MoveOutcome o = e.play(p, r.moves[i].move);
    p = *o.after;
  }
  in.final_position = p;
  return report_html(e, in);
}

// The ids that repeat, and the references that name no id.
std::vector<std::string> repeated_ids(const std::string& html) {
  std::map<std::string, int> seen;
  std::vector<std::string> out;
  for (const std::string& id : html_ids(html))
    if (++seen[id] == 2) out.push_back(id);
  return out;
}

std::vector<std::string> dangling_references(const std::string& html) {
  const std::vector<std::string> ids = html_ids(html);
  std::vector<std::string> out;
  for (const std::string& r : html_id_references(html))
    if (std::find(ids.begin(), ids.end(), r) == ids.end()) out.push_back(r);
  return out;
}

TEST(SvgIds, EveryIdAndItsReferencesGetThePrefixOthersStay) {
  const std::string svg =
      "<svg><defs><marker id=\"arrow\"/></defs><path marker-end=\"url(#arrow)\"/><use href=\"#arrow\"/>"
      "<use xlink:href=\"#arrow\"/><g class=\"node\" id=\"n1\"/><path fill=\"url(#elsewhere)\"/>"
      "<text>grid=\"x\" url(#arrow)</text></svg>";
  EXPECT_EQ(prefix_svg_ids(svg, "f1-"),
            "<svg><defs><marker id=\"f1-arrow\"/></defs><path marker-end=\"url(#f1-arrow)\"/><use href=\"#f1-arrow\"/>"
            "<use xlink:href=\"#f1-arrow\"/><g class=\"node\" id=\"f1-n1\"/><path fill=\"url(#elsewhere)\"/>"
            "<text>grid=\"x\" url(#f1-arrow)</text></svg>");
  EXPECT_EQ(html_ids(svg), (std::vector<std::string>{"arrow", "n1"}));  // not grid="x": id= starts an attribute
}

// Every picture of the page has its own ids: the graphs' arrow markers and
// node ids would repeat otherwise, and the arrowheads of every graph but the
// first would point at a marker in a hidden section.
TEST(ReportPage, NoIdRepeatsAndEveryReferenceNamesAnIdOfThePage) {
  const std::string html = page_of("gomoku-five-5x5.tgr");
  const std::vector<std::string> ids = html_ids(html);
  const auto markers = std::count_if(ids.begin(), ids.end(), [](const std::string& id) { return has(id, "arrow"); });
  ASSERT_GE(markers, 2) << "the page should hold several graphs, each with its marker";
  EXPECT_EQ(repeated_ids(html), std::vector<std::string>{});
  EXPECT_EQ(dangling_references(html), std::vector<std::string>{});
  const std::vector<std::string> refs = html_id_references(html);
  EXPECT_GE(std::count_if(refs.begin(), refs.end(), [](const std::string& r) { return has(r, "arrow"); }), markers);
  EXPECT_TRUE(has(html, "href=\"#move-13\"")) << "the move list links the sections";
}

TEST(ReportPage, ViewportRulesetAndTheRecordsCommentsEscaped) {
  const std::string html = page_of("gomoku-five-5x5.tgr", 1, {"a <b>bold</b> & \"quoted\" note\non two lines"});
  EXPECT_TRUE(has(html, "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"));
  EXPECT_TRUE(has(html, "Ruleset: <code>trisgomoku</code>")) << html.substr(0, 3000);
  // The record's own comment of move 9, in its section, and the move marked in the list.
  const auto section9 = html.find("id=\"move-9\"");
  const auto found = html.find("<p>The neutral tris in the gap of black's row is black's type A target");
  ASSERT_NE(section9, std::string::npos);
  ASSERT_NE(found, std::string::npos) << "the C[] of move 9 is not on the page";
  EXPECT_GT(found, section9);
  EXPECT_LT(found, html.find("id=\"move-10\""));
  EXPECT_TRUE(has(html, "<a href=\"#move-9\" class=\"changed commented\">") ||
              has(html, "<a href=\"#move-9\" class=\"commented\">"));
  EXPECT_TRUE(has(html, "a &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; note\non two lines"));
  EXPECT_FALSE(has(html, "<b>bold</b>"));
}

TEST(MatchPage, TextsEscapedGamesLinkedWinnersNamed) {
  MatchSummary m;
  m.ruleset = "go";
  m.size = 5;
  m.seed = 7;
  m.games_asked = 2;
  m.wins = {{"prog <a>", 1}, {"prog \"b\" & c", 0}};
  m.other = 1;
  m.games.push_back(MatchGame{1, {{"black", "prog <a>", 7}, {"white", "prog \"b\" & c", 8}}, "B+3.5", "", "", 30, "B", "B",
                              "game-1/index.html"});
  m.games.push_back(MatchGame{2, {{"black", "prog \"b\" & c", 8}, {"white", "prog <a>", 7}}, "Void",
                              "move 20: <limit> reached", "", 20, "", "", "game-2/index.html"});
  const std::string html = match_html(m);
  EXPECT_FALSE(has(html, "prog <a>"));
  EXPECT_TRUE(has(html, "<code>prog &lt;a&gt;</code> (seed 7)"));
  EXPECT_TRUE(has(html, "<code>prog &quot;b&quot; &amp; c</code> (seed 8)"));
  EXPECT_TRUE(has(html, "<td>black: prog &lt;a&gt;</td>"));
  EXPECT_TRUE(has(html, "move 20: &lt;limit&gt; reached"));
  EXPECT_TRUE(has(html, "<a href=\"game-1/index.html\">game 1</a>"));
  EXPECT_TRUE(has(html, "<a href=\"game-2/index.html\">game 2</a>"));
  EXPECT_TRUE(has(html, "<td>B+3.5</td>"));
  EXPECT_TRUE(has(html, "name=\"viewport\""));
  EXPECT_EQ(repeated_ids(html), std::vector<std::string>{});
}

}  // namespace
}  // namespace tg::explain
