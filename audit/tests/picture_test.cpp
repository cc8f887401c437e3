// The pictures of a finding draw its cause (issue 28): for each kind of
// `trisgo diff`'s questions, a small finding made by hand, and the cause
// asserted in the picture's data (the diagram's highlights and tags, the
// notes) and in the SVG; the explanation graph of the .1.svg answers the
// finding's own question (not the score's). Captions wrap and are never cut.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <regex>

#include "audit/cause.h"
#include "audit/checks.h"
#include "audit/checks_run.h"
#include "explain/caption.h"
#include "optimized/optimized_engine.h"
#include "vocab/position_text.h"

namespace tg::audit {
namespace {

const Engine& engine() {
  static const auto e = opt::make_optimized_engine();
  return *e;
}

Position pos(const std::string& text) { return parse_position(text, "test"); }

View view(const Position& p) { return View{to_string(p.rules), &engine(), p}; }

Finding finding(const std::string& kind, const Position& p) {
  Finding f{};
  f.kind = kind;
  f.question = "the question";
  f.position = p;
  f.answers = {{"A", "answer A", std::nullopt}, {"B", "answer B", std::nullopt}};
  return f;
}

bool marked(const explain::Diagram& d, explain::Mark m, Point p) {
  for (const explain::Highlight& h : d.highlights)
    if (h.mark == m && std::find(h.points.begin(), h.points.end(), p) != h.points.end()) return true;
  return false;
}

// The cause's words are data (text/phrase.h): the tests compare phrases,
// and look for the English words only in the drawn SVG.
std::optional<text::Phrase> tag_at(const Cause& c, Point p) {
  for (const CauseTag& t : c.tags)
    if (t.point == p) return t.words;
  return std::nullopt;
}

bool has_note(const Cause& c, const text::Phrase& n) { return std::find(c.notes.begin(), c.notes.end(), n) != c.notes.end(); }

using text::phrase;
using K = text::PhraseKind;

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

TEST(Pictures, TrisAttributeShowsTheTrisAndItsNeighboursVerdicts) {
  // The tris at (0,1) beside the black stone at (-1,1), which has no private
  // eye: 6.1, neutral (the register's D-01 example, diff_test's bonds case).
  const Position p = pos("rules: trisgo-2026\nsize: 3\nnext: 1\nboard:\nXT.\n...\n...\n");
  Finding f = finding("tris-attribute", p);
  f.point = Point{0, 1};
  const Cause c = cause_of(f, view(p));
  EXPECT_TRUE(marked(c.diagram, explain::Mark::Subject, Point{0, 1}));
  EXPECT_TRUE(marked(c.diagram, explain::Mark::Failed, Point{-1, 1}));  // the neighbour without a private eye
  EXPECT_EQ(tag_at(c, Point{0, 1}), phrase(K::PictureTrisTag, Attribute::Neutral, std::string("6.1"), true));
  EXPECT_TRUE(has_note(c, phrase(K::PictureParams, 0, 0, 1, 0)));
  EXPECT_TRUE(contains(finding_picture(f, {view(p)}), ">neutral 6.1</text>"));
  EXPECT_EQ(finding_graph(f, view(p)).question.rfind("why is the tris string", 0), 0u);
}

TEST(Pictures, PrivateEyeShowsTheStringAndItsCandidateRegions) {
  // The black string around the empty corner point (-1,1) with no tris
  // beside it: one candidate region, a private eye.
  const Position p = pos("rules: trisgo-2026\nsize: 3\nnext: 1\nboard:\n.X.\nXX.\n...\n");
  Finding f = finding("private-eye", p);
  f.point = Point{0, 1};
  const Cause c = cause_of(f, view(p));
  EXPECT_TRUE(marked(c.diagram, explain::Mark::Subject, Point{0, 1}));
  EXPECT_TRUE(marked(c.diagram, explain::Mark::Subject, Point{-1, 0}));
  EXPECT_TRUE(marked(c.diagram, explain::Mark::Held, Point{-1, 1}));  // the region, a private eye
  EXPECT_EQ(tag_at(c, Point{-1, 1}), phrase(K::PictureRegionTag, false, std::string()));
  EXPECT_EQ(tag_at(c, Point{0, 1}), phrase(K::DiffHasEye));
  // Two candidate regions (the corner and the rest of the board), both private.
  EXPECT_TRUE(has_note(c, phrase(K::PictureCandidates, 2, false, 2)));
  const std::string svg = finding_picture(f, {view(p)});
  EXPECT_TRUE(contains(svg, ">has a private eye</text>"));
  // The graph asks the finding's question: the string's verdict and its
  // region, not the score (which no tris beside the string led to before).
  const explain::Graph g = finding_graph(f, view(p));
  EXPECT_EQ(g.question, "has the black string at " + format_point(Point{0, 1}, LabelSet::Chinese) + " a private eye?");
  ASSERT_GE(g.nodes.size(), 2u);
  EXPECT_EQ(g.nodes[0].verdict, explain::Verdict::Held);
  EXPECT_TRUE(marked(*g.nodes[0].diagram, explain::Mark::Held, Point{-1, 1}));
  EXPECT_TRUE(contains(g.nodes[1].title, ": a private eye"));
}

TEST(Pictures, ForbiddenPointIsTaggedWithItsReason) {
  // White's stone in the corner between two black stones: suicide (D-07)
  // under the default, allowed under suicide=allowed (diff_test).
  const Position p = pos("rules: trisgo-2026\nsize: 3\nnext: 2\nboard:\n.X.\nX..\n...\n");
  const Position q = pos("rules: trisgo-2026/suicide=allowed\nsize: 3\nnext: 2\nboard:\n.X.\nX..\n...\n");
  Finding f = finding("forbidden-point", p);
  f.point = Point{-1, 1};
  const Cause c = cause_of(f, view(p));
  EXPECT_TRUE(marked(c.diagram, explain::Mark::Subject, Point{-1, 1}));
  EXPECT_EQ(tag_at(c, Point{-1, 1}), phrase(K::DiffForbidden, static_cast<int>(Illegal::Suicide), std::string("D-07")));
  EXPECT_EQ(tag_at(cause_of(f, view(q)), Point{-1, 1}), phrase(K::DiffNotForbidden));
  const std::string svg = finding_picture(f, {view(p), view(q)});
  EXPECT_TRUE(contains(svg, ">forbidden: suicide (D-07)</text>"));
  EXPECT_TRUE(contains(svg, ">not forbidden</text>"));
}

TEST(Pictures, MoveKindsShowTheMoveItsCapturesAndItsReason) {
  // Black captures white's corner stone; white's corner stone is suicide.
  const Position p = pos("rules: trisgo-2026\nsize: 3\nnext: 1\nboard:\nOX.\n...\n...\n");
  Finding f = finding("move-outcome", p);
  f.move = Move{Side::Black, MoveKind::Stone, Point{-1, 0}};
  const Cause c = cause_of(f, view(p));
  EXPECT_TRUE(marked(c.diagram, explain::Mark::Played, Point{-1, 0}));
  EXPECT_TRUE(marked(c.diagram, explain::Mark::Captured, Point{-1, 1}));
  EXPECT_EQ(tag_at(c, Point{-1, 0}), phrase(K::PictureLegal));
  EXPECT_TRUE(has_note(c, phrase(K::PictureRemovesFlips, 1, true, 0, false)));
  EXPECT_TRUE(contains(finding_picture(f, {view(p)}), ">removes 1 piece (crossed), flips 0 tris strings</text>"));

  const Position s = pos("rules: trisgo-2026\nsize: 3\nnext: 2\nboard:\n.X.\nX..\n...\n");
  Finding g = finding("legal-move", s);
  g.move = Move{Side::White, MoveKind::Stone, Point{-1, 1}};
  EXPECT_EQ(tag_at(cause_of(g, view(s)), Point{-1, 1}),
            phrase(K::DiffIllegal, static_cast<int>(Illegal::Suicide), std::string("D-07")));
}

TEST(Pictures, EndShowsTheFinalStateAndBothCounts) {
  // Two passes in tris slots (moves 8 and 9): the end under two-passes, not
  // under stone-passes (D-13). Black owns the whole board.
  const std::string board = "size: 3\nnext: 10\npasses: 2\nboard:\nX..\n...\n...\n";
  const Position p = pos("rules: trisgo-2026\n" + board);
  const Position q = pos("rules: trisgo-2026/end=stone-passes\n" + board);
  const Finding f = finding("end", p);
  const Cause c = cause_of(f, view(p));
  EXPECT_TRUE(marked(c.diagram, explain::Mark::Black, Point{1, -1}));  // an empty point black owns
  EXPECT_TRUE(has_note(c, phrase(K::PictureCounts, 9.0, 0.0, 0.0, false, 0.0, 3.75)));
  EXPECT_TRUE(has_note(c, phrase(K::PictureEnded, true, 2, false, 0)));
  EXPECT_TRUE(has_note(cause_of(f, view(q)), phrase(K::PictureEnded, false, 2, false, 0)));
  const std::string svg = finding_picture(f, {view(p), view(q)});
  EXPECT_TRUE(contains(svg, "black 9, white 0, neutral 0, komi 3.75"));
  // The graph: the passes with their slots and the final count, not the score graph alone.
  const explain::Graph g = finding_graph(f, view(q));
  EXPECT_EQ(g.question, "has the game ended?");
  EXPECT_EQ(g.nodes[0].title, "the game has not ended");
  EXPECT_NE(std::find(g.nodes[0].lines.begin(), g.nodes[0].lines.end(), "move 9: a pass in black's tris slot"),
            g.nodes[0].lines.end());
  ASSERT_GE(g.nodes.size(), 2u);
  EXPECT_TRUE(contains(g.nodes[1].lines.front(), "black 9, white 0"));

  // With a move: the state after it.
  const Position m = pos("rules: trisgo-2026\nsize: 3\nnext: 10\npasses: 1\nboard:\nX..\n...\n...\n");
  Finding e = finding("end", m);
  e.move = Move{Side::White, MoveKind::Pass, Point{}};
  EXPECT_TRUE(has_note(cause_of(e, view(m)), phrase(K::PictureEnded, true, 2, false, 0)));
  EXPECT_EQ(finding_graph(e, view(m)).nodes[0].title, "the game has ended after white pass");
}

TEST(Pictures, ScoreShowsOwnersAndBothFormulas) {
  const Position p = pos("rules: trisgo-2026\nsize: 3\nnext: 1\nboard:\nX..\n...\n...\n");
  const Cause c = cause_of(finding("winner", p), view(p));
  EXPECT_TRUE(marked(c.diagram, explain::Mark::Black, Point{0, 0}));
  EXPECT_TRUE(has_note(c, phrase(K::PictureFirstMethod, 5.25, 0.0, Winner::Black)));
  EXPECT_TRUE(contains(finding_picture(finding("winner", p), {view(p)}), ">black - komi 5.25 vs white 0: black wins</text>"));
}

TEST(Pictures, AuditCountChecksShowOwnersAndCounts) {
  // C-1's margin example (checks_test): black 15, white 10 on 5x5.
  const Position p = pos("rules: trisgo-2026\nsize: 5\nnext: 1\nboard:\n..XO.\n..XO.\n..XO.\n..XO.\n..XO.\n");
  CheckContext ctx{engine(), nullptr};
  Visit v(ctx, p);
  auto f = probe_komi_formulas(v);
  ASSERT_TRUE(f);
  f->check = "komi-formulas";  // as the runner names it (checks_run.cpp)
  const std::string svg = finding_svg(*f, engine(), LabelSet::Letter);
  EXPECT_TRUE(contains(svg, "black 15, white 10, neutral 0, komi 3.75"));
  EXPECT_TRUE(contains(svg, ">black - komi 11.25 vs white 10: black wins</text>"));
  EXPECT_TRUE(contains(svg, ">black 15 vs Y + komi 16.25: white wins</text>"));
}

// The captions of an SVG: each <text> outside the boards with its x, size, weight and words.
struct Caption {
  double x, size;
  bool bold;
  std::string text;
};
std::vector<Caption> captions(const std::string& svg) {
  std::vector<Caption> out;
  static const std::regex text("<text ([^>]*)>([^<]*)</text>");
  static const std::regex x("x=\"([0-9.]+)\""), size("font-size=\"([0-9.]+)\"");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), text); it != std::sregex_iterator(); ++it) {
    const std::string attrs = (*it)[1];
    std::smatch mx, ms;
    if (attrs.find("font-family") != std::string::npos || !std::regex_search(attrs, mx, x) ||
        !std::regex_search(attrs, ms, size))
      continue;  // a board's coordinate or tag
    out.push_back({std::stod(mx[1]), std::stod(ms[1]), attrs.find("bold") != std::string::npos, (*it)[2]});
  }
  return out;
}

double svg_width(const std::string& svg) {
  std::smatch m;
  EXPECT_TRUE(std::regex_search(svg, m, std::regex("<svg [^>]*width=\"([0-9.]+)\"")));
  return std::stod(m[1]);
}

std::string without_spaces(std::string s) {
  s.erase(std::remove(s.begin(), s.end(), ' '), s.end());
  return s;
}

// Every caption line fits in the picture, and `long_text` is there whole, line after line.
void expect_whole_and_inside(const std::string& svg, const std::string& long_text) {
  const double width = svg_width(svg);
  std::string all;
  for (const Caption& c : captions(svg)) {
    EXPECT_LE(c.x + explain::text_width(c.text, c.size, c.bold), width) << c.text;
    all += c.text;
  }
  EXPECT_TRUE(contains(without_spaces(all), without_spaces(long_text))) << svg;
}

std::string long_text() {
  std::string s = "the start";
  for (int i = 1; i <= 60; ++i) s += " word" + std::to_string(i);
  return s + " an-unbreakable-word-longer-than-any-line-of-the-picture-so-it-must-be-broken-between-its-glyphs the end";
}

TEST(Pictures, DiffCaptionsWrapAndAreNeverCut) {
  const Position p = pos("rules: trisgo-2026\nsize: 3\nnext: 1\nboard:\nX..\n...\n...\n");
  Finding f = finding("score", p);
  f.question = long_text();
  f.answers[0].text = long_text();
  const std::string svg = finding_picture(f, {view(p)});
  expect_whole_and_inside(svg, "score: " + long_text());
  std::string all;
  for (const Caption& c : captions(svg)) all += c.text;
  EXPECT_GE(std::count(all.begin(), all.end(), 'w'), 120);  // both long captions, every word
}

TEST(Pictures, AuditCaptionsWrapAndAreNeverCut) {
  const Position p = pos("rules: trisgo-2026\nsize: 5\nnext: 1\nboard:\n..XO.\n..XO.\n..XO.\n..XO.\n..XO.\n");
  CheckContext ctx{engine(), nullptr};
  Visit v(ctx, p);
  auto f = probe_komi_formulas(v);
  ASSERT_TRUE(f);
  f->check = "komi-formulas";
  // A long resolution: the other-order phrase carries any words.
  f->resolution = text::phrase(text::PhraseKind::OtherOrderSays, long_text(), Attribute::Black);
  expect_whole_and_inside(finding_svg(*f, engine(), LabelSet::Letter), "resolved: " + long_text() + ": black");
}

}  // namespace
}  // namespace tg::audit
