// trisgo diff's search (audit/diff.h) against the switches of the decisions
// register. Every example below comes out of the search (nothing is
// planted); the test states the minimal example the search must find and,
// in a comment, why it is right and minimal, checked by hand against
// spec/decisions.md.
#include <gtest/gtest.h>

#include <algorithm>

#include "audit/diff.h"
#include "audit/report_json.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/position_text.h"
#include "vocab/test_scale.h"

namespace tg::audit {
namespace {

const Engine& opt_engine() {
  static const auto e = opt::make_optimized_engine();
  return *e;
}
const Engine& ref_engine() {
  static const auto e = ref::make_reference_engine();
  return *e;
}

DiffSide side(const std::string& text) { return DiffSide{text, parse_ruleset(text), &opt_engine(), &ref_engine()}; }

// 3x3: exhaustive up to `pieces`, then `random` boards and `games` games.
SearchSpace space3(int pieces, std::uint64_t random = 0, std::uint64_t games = 0, int jobs = 2) {
  SearchSpace s;
  s.sizes = {SizePlan{3, pieces, random, games, 0}};
  s.seed = 1;
  s.jobs = jobs;
  // The questions on every board (the examples below are hand-derived over
  // boards, reachable or not); reachability: witness_test.cpp.
  s.reachable = false;
  return s;
}

DiffReport diff(const std::string& a, const std::string& b, const SearchSpace& s) {
  DiffReport r = run_diff(side(a), side(b), s);
  // The reference engines agree with every example the optimized engines found.
  for (const auto& notes : r.recheck)
    for (const std::string& n : notes) EXPECT_EQ(n, "") << a << " vs " << b;
  return r;
}

std::vector<std::string> kinds(const DiffReport& r) {
  std::vector<std::string> k;
  for (const KindReport& x : r.search.kinds) k.push_back(x.kind);
  return k;
}

const Finding& example(const DiffReport& r, const std::string& kind) {
  for (const KindReport& k : r.search.kinds)
    if (k.kind == kind && !k.examples.empty()) return k.examples.front();
  static const Finding none;
  ADD_FAILURE() << "no example of kind " << kind;
  return none;
}

void expect_answers(const Finding& f, const std::string& a, const std::string& b) {
  ASSERT_EQ(f.answers.size(), 2u);
  EXPECT_EQ(f.answers[0].text, a);
  EXPECT_EQ(f.answers[1].text, b);
}

TEST(Diff, TrisForbidAnyForbidsATrisInTheMoversOwnTigersMouth) {
  // D-10 orthogonal: (0,1) on the top edge between black stones at (-1,1)
  // and (1,1), its third neighbour (0,0) empty, is a black tiger's mouth.
  // trisgo-2026 forbids only the opponent's mouths (Art. 7.3), tris_forbid=
  // any also the mover's own, so black's tris (move 9, the first black tris
  // slot) on it differs. Minimal: one piece makes no mouth (two neighbours
  // of the mover's colour are needed), and every 3x3 board is the smallest.
  DiffReport r = diff("trisgo-2026", "trisgo-2026/tris_forbid=any", space3(3));
  EXPECT_EQ(kinds(r), std::vector<std::string>{"forbidden-point"});
  const Finding& f = example(r, "forbidden-point");
  EXPECT_EQ(print_position(f.position), "rules: trisgo-2026\nsize: 3\nnext: 9\nboard:\nX.X\n...\n...\n");
  EXPECT_EQ(f.question, "whether black may place a tris on 01");
  expect_answers(f, "not forbidden", "forbidden: tris-tiger-mouth (Art. 7.3)");
}

TEST(Diff, TigerMouthDiagonalNeedsADiagonalStone) {
  // The same black mouth with white's tris to play (move 10): forbidden
  // under orthogonal (D-10 (c): two X and one empty neighbour on the edge),
  // not under diagonal, which also wants a black stone on a diagonal of
  // (0,1): (-1,0) and (1,0) are empty. Minimal for the same reason.
  DiffReport r = diff("trisgo-2026", "trisgo-2026/tiger_mouth=diagonal", space3(3));
  EXPECT_EQ(kinds(r), std::vector<std::string>{"forbidden-point"});
  const Finding& f = example(r, "forbidden-point");
  EXPECT_EQ(print_position(f.position), "rules: trisgo-2026\nsize: 3\nnext: 10\nboard:\nX.X\n...\n...\n");
  EXPECT_EQ(f.question, "whether white may place a tris on 01");
  expect_answers(f, "forbidden: tris-tiger-mouth (Art. 7.3)", "not forbidden");
}

TEST(Diff, SuicideAllowedInTheCorner) {
  // White's stone (move 2) in the corner (-1,1) between black stones at
  // (0,1) and (-1,0) has no liberty and captures nothing: suicide, forbidden
  // by D-07's default, allowed by suicide=allowed. Two stones are the
  // fewest that surround a point (a corner has two neighbours).
  DiffReport r = diff("trisgo-2026", "trisgo-2026/suicide=allowed", space3(3));
  const Finding& f = example(r, "forbidden-point");
  EXPECT_EQ(print_position(f.position), "rules: trisgo-2026\nsize: 3\nnext: 2\nboard:\n.X.\nX..\n...\n");
  EXPECT_EQ(f.question, "whether white may place a stone on a1");
  expect_answers(f, "forbidden: suicide (D-07)", "not forbidden");
}

TEST(Diff, KomiFormulaLiteralNamesAnotherWinner) {
  // Black stone (0,1), neutral tris at (-1,0) and (1,0) (6.1: no adjacent
  // string has a private eye). Black holds the 7 other points, X = 2
  // neutral points, white 0. Literal: 7 - 3.75 = 3.25 > 0, black wins;
  // chinese: Y = (9 - 2) / 2 = 3.5, 7 < 3.5 + 3.75 = 7.25, white wins (C-1).
  // Minimal: with two pieces, black and white stones leave B = W (each empty
  // string touches both and is split), one black stone and a tris give B = 8,
  // X = 1 (black by both: 4.25 > 0 and 8 > 7.75), other pairs give black 9
  // or 0: the formulas agree.
  DiffReport r = diff("trisgo-2026", "trisgo-2026/komi_formula=literal", space3(3));
  EXPECT_EQ(kinds(r), std::vector<std::string>{"winner"});
  const Finding& f = example(r, "winner");
  EXPECT_EQ(print_position(f.position), "rules: trisgo-2026\nsize: 3\nnext: 1\nboard:\n.X.\nT.T\n...\n");
  expect_answers(f,
                 "black 7, white 0, neutral 2, nobody 0, komi 3.75, Y 3.5; literal: black, chinese: white; winner white",
                 "black 7, white 0, neutral 2, nobody 0, komi 3.75, Y 3.5; literal: black, chinese: white; winner black");
}

TEST(Diff, DameNobodyNeedsAnUnconditionallyLiveString) {
  // The white column (0,1),(0,0),(0,-1) splits the board into two regions
  // whose empty points are all its liberties: two vital regions, alive by
  // Benson (D-15), so the empty string (-1,0),(-1,-1) touching it and the
  // black stone (-1,1) is dame (D-45), split under D-17's default (1/2
  // each), nobody's under dame=nobody. Minimal: a string with two vital
  // regions on 3x3 takes a full line of three, and dame needs a stone of
  // the other colour: four pieces.
  DiffReport r = diff("trisgo-2026", "trisgo-2026/dame=nobody", space3(4));
  EXPECT_EQ(kinds(r), std::vector<std::string>{"score"});
  const Finding& f = example(r, "score");
  EXPECT_EQ(print_position(f.position), "rules: trisgo-2026\nsize: 3\nnext: 1\nboard:\nXO.\n.O.\n.O.\n");
  expect_answers(f,
                 "black 2, white 7, neutral 0, nobody 0, komi 3.75, Y 4.5; literal: white, chinese: white; winner white",
                 "black 1, white 6, neutral 0, nobody 2, komi 3.75, Y 4.5; literal: white, chinese: white; winner white");
}

TEST(Diff, CascadeNoneKeepsAStringTheRecomputeLeftWithoutLiberties) {
  // D-41's example on 3x3: white's tris string (0,0),(1,0) is white because
  // the white stone (0,1) has the private eye (1,1). White fills it (move
  // 2): not suicide before the recompute (the white tris gives liberties),
  // but the recompute finds no private eye, the tris turns neutral and the
  // white stones (0,1),(1,1) have no liberty. opponent-first removes them
  // (D-06, the mover's colour after the opponent's), none keeps them (D-41
  // scope: it was no suicide).
  DiffReport r = diff("trisgo-2026", "trisgo-2026/cascade=none", space3(4));
  EXPECT_EQ(kinds(r), std::vector<std::string>{"move-outcome"});
  const Finding& f = example(r, "move-outcome");
  EXPECT_EQ(print_position(f.position), "rules: trisgo-2026\nsize: 3\nnext: 2\nboard:\nXO.\n.TT\n...\n");
  EXPECT_EQ(f.question, "what the move white stone 11 does");
  expect_answers(f, "legal; captures none; attribute changes 00 white->neutral; cascade removes 01 11",
                 "legal; captures none; attribute changes 00 white->neutral; cascade removes none");
}

TEST(Diff, AttributeRuleBondsCountsBondsWithoutEyes) {
  // One black stone beside a tris: trisgo-2026 Art. 6.1 gives neutral (no
  // adjacent string has a private eye), MengGo 2013's bonds give black
  // (M13-5.2: beside black only). One piece alone has no tris, so two is
  // minimal; the first such board in the enumeration is X at (-1,1), T at (0,1).
  DiffReport r = diff("trisgo-2026", "trisgo-2026/attribute_rule=bonds", space3(2));
  const Finding& f = example(r, "tris-attribute");
  EXPECT_EQ(print_position(f.position), "rules: trisgo-2026\nsize: 3\nnext: 1\nboard:\nXT.\n...\n...\n");
  expect_answers(f, "neutral (6.1, By=0 Wy=0 Bo=1 Wo=0)", "black (M13-5.2, black bonds 1, white bonds 0)");
}

TEST(Diff, EndStonePassesIgnoresTrisPasses) {
  // After a pass at move 9 (black's tris slot), white passes at move 10
  // (white's tris slot): two passes in a row end the game under D-13's
  // two-passes, while stone-passes wants a pass in a black-stone and in a
  // white-stone slot. The empty board is as small as a position gets. Found
  // by the random phase (the only one that sets passes).
  DiffReport r = diff("trisgo-2026", "trisgo-2026/end=stone-passes", space3(0, 200));
  EXPECT_EQ(kinds(r), std::vector<std::string>{"end"});
  const Finding& f = example(r, "end");
  EXPECT_EQ(print_position(f.position), "rules: trisgo-2026\nsize: 3\nnext: 10\npasses: 1\nboard:\n...\n...\n...\n");
  EXPECT_EQ(f.question, "whether the game ends with the move white pass");
  expect_answers(f, "ends the game", "does not end the game");
}

TEST(Diff, RepetitionPositionalIgnoresTheSideToMove) {
  // The board with a black stone at (1,0) was seen when move 3 (black) was
  // next. Black plays there at move 17 (a black stone slot, the empty board
  // between): the same board with move 18 (white) next. Situational (D-12
  // default) compares the side to move too: allowed; positional: forbidden.
  // Zero pieces now, one history entry: nothing smaller shows a repetition.
  DiffReport r = diff("trisgo-2026", "trisgo-2026/repetition=positional", space3(0, 0, 300));
  EXPECT_EQ(kinds(r), std::vector<std::string>{"forbidden-point"});
  const Finding& f = example(r, "forbidden-point");
  EXPECT_EQ(print_position(f.position), "rules: trisgo-2026\nsize: 3\nnext: 17\nboard:\n...\n...\n...\nseen: 3\n...\n..X\n...\n");
  EXPECT_EQ(f.question, "whether black may place a stone on 10");
  expect_answers(f, "not forbidden", "forbidden: repetition (Art. 10)");
}

TEST(Diff, RepetitionSituationalKindTellsStoneFromTrisSlots) {
  // White's stone at (0,-1) (move 8) makes the board seen when move 7 was
  // next; move 9 is black's tris slot, move 7 a black stone slot. The same
  // side (situational: forbidden) but not the same kind (situational-kind:
  // allowed, D-12).
  DiffReport r = diff("trisgo-2026", "trisgo-2026/repetition=situational-kind", space3(0, 0, 300));
  const Finding& f = example(r, "forbidden-point");
  EXPECT_EQ(print_position(f.position), "rules: trisgo-2026\nsize: 3\nnext: 8\nboard:\n...\n...\n...\nseen: 7\n...\n...\n.O.\n");
  expect_answers(f, "forbidden: repetition (Art. 10)", "not forbidden");
}

TEST(Diff, EmergencyOffRefusesEveryConversion) {
  // emergency=off disables Art. 8, so every conversion legal under the
  // default is a difference; the search finds one in a game (condition P
  // needs the position before white's last move, here the white stone at
  // (1,1) next to the black stone (1,0), whose liberties it took).
  DiffReport r = diff("trisgo-2026", "trisgo-2026/emergency=off", space3(0, 0, 300));
  EXPECT_EQ(kinds(r), std::vector<std::string>{"legal-move"});
  const Finding& f = example(r, "legal-move");
  ASSERT_TRUE(f.move.has_value());
  EXPECT_EQ(f.move->kind, MoveKind::Emergency);
  EXPECT_EQ(f.answers[1].text, "illegal: emergency (Art. 8)");
  EXPECT_EQ(f.position.board.size().n(), 3);
}

TEST(Diff, CascadeSimultaneousNeedsALargerBoard) {
  // No 3x3 board up to 4 pieces shows it (the search says so), random 5x5
  // boards do. D-06: after the recompute both colours have strings without
  // liberties; opponent-first removes the opponent's (white's, black moved)
  // first and recomputes, which gives a black string its liberty back;
  // simultaneous removes both at once. So the default's cascade is a strict
  // subset of simultaneous's, and the extra points are the mover's (black).
  DiffReport small = diff("trisgo-2026", "trisgo-2026/cascade=simultaneous", space3(4));
  EXPECT_FALSE(small.search.found());
  SearchSpace s;
  s.reachable = false;
  s.sizes = {SizePlan{5, -1, 2000, 0, 0}};
  s.jobs = 2;
  DiffReport r = diff("trisgo-2026", "trisgo-2026/cascade=simultaneous", s);
  EXPECT_EQ(kinds(r), std::vector<std::string>{"move-outcome"});
  const Finding& f = example(r, "move-outcome");
  ASSERT_TRUE(f.move.has_value());
  const MoveOutcome a = opt_engine().play(f.position, *f.move);
  Position pb = f.position;
  pb.rules = parse_ruleset("trisgo-2026/cascade=simultaneous");
  const MoveOutcome b = ref_engine().play(pb, *f.move);
  std::vector<Point> ra, rb;
  for (const CascadeStep& c : a.cascade) ra.insert(ra.end(), c.removed.begin(), c.removed.end());
  for (const CascadeStep& c : b.cascade) rb.insert(rb.end(), c.removed.begin(), c.removed.end());
  std::sort(ra.begin(), ra.end());
  std::sort(rb.begin(), rb.end());
  EXPECT_LT(ra.size(), rb.size());
  EXPECT_TRUE(std::includes(rb.begin(), rb.end(), ra.begin(), ra.end()));
  for (const Point& p : rb) {
    if (!std::binary_search(ra.begin(), ra.end(), p)) {
      EXPECT_EQ(f.position.board.at(p), stone_of(f.move->side));
    }
  }
}

TEST(Diff, EyeRuleMenggo2019FindsPrivateEyeAndAttributeDifferences) {
  // C-3: the two private-eye definitions differ (2019 (a) forbids another
  // string of S's colour inside the eye; 2026 only forbids S's empty
  // strings touching another black string). The attribute and move
  // differences follow from the verdicts.
  DiffReport r = diff("trisgo-2026", "trisgo-2026/eye_rule=menggo-2019", space3(4));
  EXPECT_EQ(kinds(r), (std::vector<std::string>{"move-outcome", "private-eye", "tris-attribute"}));
  const Finding& f = example(r, "private-eye");
  EXPECT_EQ(f.position.board.size().n(), 3);
  expect_answers(f, "has a private eye", "no private eye");
}

// The bounded statement of a search that found nothing: 4 slots x 1,831
// boards, and the 100 seeded games of trisgo-2026 (played by A's engine, so
// the same for every B).
// The sanitizer build searches up to 3 pieces and 30 games (vocab/test_scale.h).
void expect_none(const std::string& b) {
  const bool small = tg::test_scale::kSanitizedBuild;
  DiffReport r = diff("trisgo-2026", b, small ? space3(3, 0, 30) : space3(4, 0, 100));
  EXPECT_FALSE(r.search.found()) << b << ": " << diff_text(r, LabelSet::Letter);
  if (small) {
    EXPECT_EQ(r.search.searched().rfind("all 3x3 positions up to 3 pieces (", 0), 0u) << r.search.searched();
    EXPECT_NE(r.search.searched().find(", 30 random 3x3 games ("), std::string::npos) << r.search.searched();
  } else {
    EXPECT_EQ(r.search.searched(),
              "all 3x3 positions up to 4 pieces (1,831 boards up to symmetry, each slot to move), 100 random 3x3 games "
              "(1,687 positions)");
  }
  EXPECT_NE(diff_text(r, LabelSet::Letter).find("\nno difference\n"), std::string::npos);
}

// D-02's finding: eye_inspect never changes a verdict, only which
// condition is reported.
TEST(Diff, EyeInspectRegionFindsNone) { expect_none("trisgo-2026/eye_inspect=region"); }
// C-3: for equal private-eye verdicts the 2019 and 2026 attribute rules agree.
TEST(Diff, AttributeRuleMenggo2019FindsNone) { expect_none("trisgo-2026/attribute_rule=menggo-2019"); }
// menggo differs from trisgo-2026 only in record notation (no rule reads it).
TEST(Diff, MenggoFindsNone) { expect_none("menggo"); }

TEST(Diff, Menggo2019FindsTheC3PrivateEyeDifferenceAndSaysTheOrdersDiffer) {
  DiffReport r = diff("trisgo-2026", "menggo-2019", space3(4));
  EXPECT_NE(r.comparison.note.find("move orders differ"), std::string::npos);
  const Finding& f = example(r, "private-eye");
  expect_answers(f, "has a private eye", "no private eye");
}

// The one-position diff of the board in the browser (web/): every question
// whose answers differ, in diff_position's order, the first being its finding.
// The 9x9 ring of spec/vectors/menggo2019-private-eyes.vec
// (m19-ring-outside-is-no-closed-region): under the 2026 wording the band
// outside the ring is a private eye and T (4,0) black; under 2019's, neither.
TEST(Diff, DiffPositionAllListsEveryDifferenceOfOnePosition) {
  const Position p = parse_position(
      "rules: trisgo-2026\nsize: 9\nnext: 1\nboard:\n.........\n.XXXXXXX.\n.X.....X.\n.X.....X.\n.X..O..XT\n"
      ".X.....X.\n.X.....X.\n.XXXXXXX.\n.........\n",
      "ring");
  const DiffSide a = side("trisgo-2026"), b = side("trisgo-2026/eye_rule=menggo-2019");
  DiffOptions o;
  o.moves = false;
  const std::vector<Finding> all = diff_position_all(a, b, p, o);
  ASSERT_GE(all.size(), 2u);
  EXPECT_EQ(all.front(), *diff_position(a, b, p, o));
  EXPECT_EQ(all[0].kind, "tris-attribute");
  EXPECT_EQ(all[0].point, (Point{4, 0}));
  EXPECT_EQ(all[1].kind, "private-eye");
  for (const Finding& f : all) EXPECT_NE(f.kind, "legal-move");  // o.moves = false
  EXPECT_TRUE(diff_position_all(a, a, p, o).empty());
}

// FlybombGo's offer (D-70) against a fixed order, matched by the slot (D-104):
// after black's stone, or stone pass, at move 1 the slot is black's tris in
// both, but under flybomb-A black's chosen flybomb is only offered and
// white's stone declines it, while trisgo-2026 has no white move there. The
// minimal example is the empty 3x3 board after black's pass, and the
// question names the offer, so that it does not read as a slot-matching
// artefact.
TEST(Diff, FlybombAAgainstTrisgoFindsTheDecliningStone) {
  DiffReport r = diff("flybomb-A", "trisgo-2026", space3(0));
  const Finding& f = example(r, "legal-move");
  ASSERT_TRUE(f.move.has_value());
  EXPECT_EQ(f.move->side, Side::White);
  EXPECT_EQ(f.move->kind, MoveKind::Stone);
  EXPECT_EQ(f.position.next_move, 2);
  EXPECT_EQ(piece_count(f.position), 0);
  EXPECT_NE(f.question.find("declines black's offered chosen flybomb, D-70"), std::string::npos) << f.question;
  ASSERT_EQ(f.answers.size(), 2u);
  EXPECT_EQ(f.answers[0].text.rfind("legal;", 0), 0u) << f.answers[0].text;
  EXPECT_EQ(f.answers[1].text, "illegal: wrong-slot (Art. 2.3)");
}

TEST(Diff, DifferentGamesAreRefused) {
  EXPECT_THROW(compare_rulesets(parse_ruleset("trisgo-2026"), parse_ruleset("trisgomoku")), NotComparable);
}

TEST(Diff, SameSeedSameReportForAnyJobs) {
  SearchSpace s;
  s.reachable = false;
  s.sizes = {SizePlan{3, 2, 50, 20, 0}, SizePlan{5, -1, 60, 3, 0}};
  s.seed = 42;
  s.jobs = 1;
  const DiffReport one = run_diff(side("trisgo-2026"), side("trisgo-2026/eye_rule=menggo-2019"), s);
  s.jobs = 2;
  const DiffReport two = run_diff(side("trisgo-2026"), side("trisgo-2026/eye_rule=menggo-2019"), s);
  const DiffReport again = run_diff(side("trisgo-2026"), side("trisgo-2026/eye_rule=menggo-2019"), s);
  EXPECT_EQ(to_json(one).dump(), to_json(two).dump());
  EXPECT_EQ(to_json(two).dump(), to_json(again).dump());
  EXPECT_TRUE(one.search.found());
  s.seed = 43;
  const DiffReport other = run_diff(side("trisgo-2026"), side("trisgo-2026/eye_rule=menggo-2019"), s);
  EXPECT_NE(to_json(one).dump(), to_json(other).dump());
}

TEST(Diff, ReportRoundTripsThroughJson) {
  const DiffReport r = diff("trisgo-2026", "trisgo-2026/tris_forbid=any", space3(2));
  const DiffReport back = diff_report_from_json(to_json(r));
  EXPECT_TRUE(back.search == r.search);
  EXPECT_EQ(back.label_b, r.label_b);
}

}  // namespace
}  // namespace tg::audit
