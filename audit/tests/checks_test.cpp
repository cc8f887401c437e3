// The checks of `trisgo audit` on hand-made positions: each probe finds what
// it should on a position built for it and nothing on a near neighbour.
#include <gtest/gtest.h>

#include <algorithm>

#include "audit/checks.h"
#include "audit/report_json.h"
#include "vocab/labels.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/position_text.h"

namespace tg::audit {
namespace {

// The words of a finding's phrase in the integer set (text/), for the assertions on wording.
std::string words(const text::Phrase& p) { return text::render(p, LabelSet::Integer); }

Position pos(const std::string& text) { return parse_position(text, "test"); }

std::optional<CheckFinding> run(const char* check, const Position& p, const Engine* second = nullptr) {
  static const auto engine = opt::make_optimized_engine();
  CheckContext ctx{*engine, second};
  Visit v(ctx, p);
  return find_check(check)->probe(v);
}

bool says(const CheckFinding& f, const std::string& id, const std::string& part) {
  for (const Statement& s : f.clashes)
    if (s.id == id && words(s.says).find(part) != std::string::npos) return true;
  return false;
}

// Black holds 15 points, white 10 on 5x5 (N 25, X 0, Y 12.5, m 3.75).
const char* kMargin5 = "rules: trisgo-2026\nsize: 5\nnext: 1\nboard:\n..XO.\n..XO.\n..XO.\n..XO.\n..XO.\n";

TEST(AuditChecks, KomiFormulasNameDifferentWinnersOnAFivePointMargin) {
  const auto f = run("komi-formulas", pos(kMargin5));
  ASSERT_TRUE(f);
  EXPECT_TRUE(says(*f, "TG-13.7", "15 - komi 3.75 = 11.25 > white 10: black wins")) << words(f->clashes[0].says);
  EXPECT_TRUE(says(*f, "TG-13.8", "black 15 < Y + m = 12.5 + 3.75 = 16.25: white wins")) << words(f->clashes[1].says);
  EXPECT_FALSE(f->open());
  EXPECT_NE(words(*f->resolution).find("D-18 (komi_formula=chinese)"), std::string::npos);
  // A twenty-point margin: both methods say black.
  EXPECT_FALSE(run("komi-formulas", pos("rules: trisgo-2026\nsize: 5\nnext: 1\nboard:\n...XO\n...XO\n...XO\n...XO\n...XO\n")));
}

TEST(AuditChecks, BothCountsLoseOnlyWhenDameCountForNobody) {
  // Black is permanently alive (three eyes), so the middle columns are dame (D-45).
  const std::string board = "size: 5\nnext: 1\nboard:\n.X..O\nXX..O\n.X..O\nXX..O\n.X..O\n";
  EXPECT_FALSE(run("both-counts-lose", pos("rules: trisgo-2026\n" + board)));
  const auto f = run("both-counts-lose", pos("rules: trisgo-2026/dame=nobody\n" + board));
  ASSERT_TRUE(f);
  EXPECT_TRUE(says(*f, "TG-13.8", "black's count: black 10 < Y + m = 16.25: white wins"));
  EXPECT_TRUE(says(*f, "TG-13.8", "white's count: white 5 < Y - m = 8.75: black wins"));
  EXPECT_NE(words(f->summary).find("both sides' counts lose"), std::string::npos);
  EXPECT_TRUE(f->open());
  EXPECT_EQ(f->points.size(), 10u);
}

// The register's C-3 position (spec/decisions.md).
const char* kC3 =
    "rules: trisgo-2026\nsize: 9\nnext: 1\nboard:\n"
    ".........\n.XXXXXXX.\n.X..O..X.\n.X.O.O.X.\n.XO.X.OXT\n.X.O.O.X.\n.X..O..X.\n.XXXXXXX.\nX........\n";

TEST(AuditChecks, EyeRulesFindTheRegistersC3PositionAndBlameTheEyeDefinitions) {
  const auto f = run("eye-rules", pos(kC3));
  ASSERT_TRUE(f);
  EXPECT_EQ(f->points, (std::vector<Point>{{4, 0}}));
  EXPECT_TRUE(says(*f, "TG-6 (2026 text)", ": black (6.2.1)")) << words(f->clashes[0].says);
  EXPECT_TRUE(says(*f, "M19-4.4 (2019 text)", ": neutral")) << words(f->clashes[1].says);
  EXPECT_NE(words(f->summary).find("the private-eye definitions differ"), std::string::npos);
  EXPECT_FALSE(f->open());
  // Without the black stone inside the ring, both texts see the private eye.
  std::string no_b = kC3;
  no_b.replace(no_b.find(".XO.X.OXT"), 9, ".XO...OXT");
  EXPECT_FALSE(run("eye-rules", pos(no_b)));
}

// Art. 8's own example: white's move 8 put the black stone in atari.
const char* kC4 =
    "rules: trisgo-2026\nsize: 5\nnext: 9\nboard:\n.....\n..O..\n.OXO.\n.....\n.....\n"
    "seen: 8\n.....\n..O..\n.OX..\n.....\n.....\n";

TEST(AuditChecks, ConversionFindsArt8OnATrisCapturePoint) {
  const auto f = run("conversion", pos(kC4));
  ASSERT_TRUE(f);
  ASSERT_TRUE(f->move);
  EXPECT_EQ(f->move->kind, MoveKind::Emergency);
  EXPECT_EQ(f->move->point, (Point{0, -1}));
  EXPECT_TRUE(says(*f, "TG-7.1", "forbidden for the tris"));
  EXPECT_FALSE(f->open());
  // The summary and statements are data; in the letter set they name the
  // points in letters (no "(x,y)" left to relabel), and the JSON report's
  // data reads back to the same finding (what --merge renders again).
  EXPECT_EQ(f->summary, phrase(PhraseKind::ConversionSummary, 9, Side::Black, Point{0, -1}));
  const std::string letters = text::render(f->summary, LabelSet::Letter);
  EXPECT_NE(letters.find("the tris at " + format_point(Point{0, -1}, LabelSet::Letter) + " (Art. 7.1)"),
            std::string::npos) << letters;
  EXPECT_EQ(letters.find("(0,-1)"), std::string::npos) << letters;
  EXPECT_NE(text::render(f->clashes[0].says, LabelSet::Letter).find("black string " + format_point(Point{0, 0}, LabelSet::Letter) + " without"),
            std::string::npos) << text::render(f->clashes[0].says, LabelSet::Letter);
  const CheckFinding back = check_finding_from_json(to_json(*f));
  EXPECT_EQ(back.summary, f->summary);
  ASSERT_EQ(back.clashes.size(), f->clashes.size());
  for (std::size_t i = 0; i < f->clashes.size(); ++i) EXPECT_EQ(back.clashes[i], f->clashes[i]);
  // emergency=off leaves only the tris, forbidden: no clash.
  std::string off = kC4;
  off.replace(0, std::string("rules: trisgo-2026").size(), "rules: trisgo-2026/emergency=off");
  EXPECT_FALSE(run("conversion", pos(off)));
}

// C-5: G has the eyes a (-2,1) and b (0,1); T (1,1) is black (By 1, Wy 0).
// White's stone at (3,2) gives W1 the private eye {(3,3)}: T turns
// white (By 1, Wy 1, Bo 0, Wo 1) and b is no longer G's eye.
TEST(AuditChecks, PermanentLifeBrokenByAFlip) {
  const std::string text =
      "rules: trisgo-2026\nsize: 7\nnext: 2\nboard:\n"
      ".....O.\n"
      "XXXXXO.\n"
      "X.X.TO.\n"
      "XXXXO..\n"
      ".......\n"
      ".......\n"
      ".......\n";
  const Position p = pos(text);
  static const auto engine = opt::make_optimized_engine();
  const Analysis a = engine->analyze(p);
  ASSERT_EQ(a.tris.size(), 1u);
  EXPECT_EQ(a.tris[0].attribute, Attribute::Black);
  EXPECT_EQ(permanently_alive(p, a, Side::Black).size(), 1u);
  const auto f = run("permanent-life", p);
  ASSERT_TRUE(f);
  ASSERT_TRUE(f->move);
  EXPECT_EQ(f->move->point, (Point{3, 2}));  // the one-point eye (3,3); (3,1) makes a two-point one
  EXPECT_NE(words(f->summary).find("black -> white"), std::string::npos) << words(f->summary);
  EXPECT_TRUE(f->open());
  // With black to move, white's strings are not alive and no flip is tried against them.
  std::string black_to_move = text;
  black_to_move.replace(black_to_move.find("next: 2"), 7, "next: 1");
  EXPECT_FALSE(run("permanent-life", pos(black_to_move)));
}

TEST(AuditChecks, BensonNeedsTwoVitalRegions) {
  // One eye only: not alive; two eyes: alive; the white stones have none.
  const Position one = pos("rules: go\nsize: 5\nnext: 1\nboard:\n.X...\nXX...\n.....\n...OO\n...O.\n");
  static const auto engine = opt::make_optimized_engine();
  EXPECT_TRUE(permanently_alive(one, engine->analyze(one), Side::Black).empty());
  const Position two = pos("rules: go\nsize: 5\nnext: 1\nboard:\n.X.X.\nXXXXX\n.....\n.....\n.....\n");
  const auto alive = permanently_alive(two, engine->analyze(two), Side::Black);
  ASSERT_EQ(alive.size(), 1u);
  EXPECT_EQ(alive[0].size(), 7u);
  EXPECT_TRUE(permanently_alive(two, engine->analyze(two), Side::White).empty());
}

TEST(AuditChecks, TheKoIsNoCycleAndTheOrderCheckAgreesOnBothEngines) {
  const Position ko = pos(
      "rules: trisgo-2026\nsize: 5\nnext: 13\nboard:\n.XO..\nXO.O.\n.XO..\n....T\nXO.T.\n"
      "seen: 11\n.XO..\nX..O.\n.XO..\n....T\nXO.T.\nseen: 12\n.XO..\nX.XO.\n.XO..\n....T\nXO.T.\n");
  EXPECT_FALSE(run("terminates", ko));
  EXPECT_FALSE(run("legal-move", ko));
  EXPECT_FALSE(run("settles", ko));
  static const auto reference = ref::make_reference_engine();
  EXPECT_FALSE(run("attribute-order", pos(kC3), reference.get()));
}

TEST(AuditChecks, EveryCheckHasAUniqueNameAndCitesStatements) {
  std::vector<std::string> names;
  for (const Check& c : all_checks()) {
    EXPECT_TRUE(std::find(names.begin(), names.end(), c.name) == names.end()) << c.name;
    names.push_back(c.name);
    EXPECT_FALSE(c.cites.empty()) << c.name;
  }
  EXPECT_EQ(find_check("komi-formulas")->contradiction, "C-1");
  EXPECT_EQ(find_check("permanent-life")->contradiction, "C-5");
  EXPECT_EQ(find_check("nope"), nullptr);
}

}  // namespace
}  // namespace tg::audit

namespace tg::audit {
namespace {

// Engines that are wrong on purpose, so the well-formedness checks are seen
// to fail: one forgets the history (no repetition rule), one derives a
// tris's attribute from where it stands.
class Forgetful : public Engine {
 public:
  std::string name() const override { return "forgetful"; }
  Analysis analyze(const Position& p) const override { return e_->analyze(p); }
  MoveOutcome play(const Position& p, const Move& m) const override {
    MoveOutcome o = e_->play(bare(p), m);
    if (o.after) o.after->history = p.history;
    return o;
  }
  std::vector<Move> legal_moves(const Position& p) const override { return e_->legal_moves(bare(p)); }
  bool ended(const Position& p) const override { return e_->ended(p); }
  Score score(const Position& p, const std::vector<Point>& dead) const override { return e_->score(p, dead); }

 private:
  static Position bare(Position p) {
    p.history.clear();
    return p;
  }
  std::unique_ptr<Engine> e_ = opt::make_optimized_engine();
};

class Skewed : public Forgetful {
 public:
  Analysis analyze(const Position& p) const override {
    Analysis a = Forgetful::analyze(p);
    for (TrisInfo& t : a.tris)
      if (t.points.front().x > 0) t.attribute = Attribute::White;
    return a;
  }
};

std::optional<CheckFinding> run_on(const Engine& e, const char* check, const Position& p) {
  CheckContext ctx{e, nullptr};
  Visit v(ctx, p);
  return find_check(check)->probe(v);
}

TEST(AuditChecks, TerminatesFindsTheKoWhenTheEngineForgetsTheHistory) {
  // Plain Go (the alternating order): the retake brings back the state
  // before move 12, the same board at the same place of the order. (In
  // trisgo-2026 the two-move ko lands on another place of the 10-move
  // cycle, D-115, and is no cycle by itself.)
  const Position ko = parse_position(
      "rules: go\nsize: 5\nnext: 13\nboard:\n.XO..\nXO.O.\n.XO..\n.....\nXO...\n"
      "seen: 11\n.XO..\nX..O.\n.XO..\n.....\nXO...\nseen: 12\n.XO..\nX.XO.\n.XO..\n.....\nXO...\n",
      "ko");
  EXPECT_FALSE(run("terminates", ko));  // the real engine forbids the retake (Art. 10)
  const Forgetful forgetful;
  const auto f = run_on(forgetful, "terminates", ko);
  ASSERT_TRUE(f);
  ASSERT_TRUE(f->move);
  EXPECT_EQ(f->move->point, (Point{0, 1}));  // the retake
  EXPECT_NE(words(f->summary).find("before move 12"), std::string::npos) << words(f->summary);
  EXPECT_TRUE(f->open());
}

TEST(AuditChecks, AttributeOrderFindsAnAttributeThatDependsOnWhereTheTrisStands) {
  const Position p = parse_position("rules: trisgo-2026\nsize: 3\nnext: 1\nboard:\n...\n..T\n...\n", "t");
  const Skewed skewed;
  const auto f = run_on(skewed, "attribute-order", p);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->points, (std::vector<Point>{{1, 0}}));
  EXPECT_NE(words(f->summary).find("white as given, neutral on the board under symmetry"), std::string::npos) << words(f->summary);
}

}  // namespace
}  // namespace tg::audit
