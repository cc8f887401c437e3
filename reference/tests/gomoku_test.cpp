// TrisGomoku (spec/systems/trisgomoku.md, GM- IDs; D-20, D-21, D-22, D-34):
// strings and extended strings (GM-3), the four target types with walls and
// the substitution procedure (GM-4.1 to GM-4.7), judging a move on-move and
// to a fixed point (GM-4.8 to GM-4.12), fives (GM-5), the end (GM-6) and the
// engine interface for game=gomoku. Diagrams: X black stone, O white stone,
// T neutral tris, B / W tris with a black / white attribute.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <tuple>

#include "reference/gomoku_gm2_play.h"
#include "reference/gomoku_gm6_end.h"
#include "reference/reference_engine.h"
#include "vocab/position_text.h"

namespace tg::ref {
namespace {

// A position from a diagram (top row first) with the ruleset, the next move
// and the passes just made.
Position gpos(std::initializer_list<std::string> rows, int next = 1, const std::string& rules = "trisgomoku",
              int passes = 0) {
  std::string text = "rules: " + rules + "\nnext: " + std::to_string(next) + "\npasses: " + std::to_string(passes) +
                     "\nboard:\n";
  for (const std::string& r : rows) text += r + "\n";
  return parse_position(text, "gomoku_test");
}

// The point in `column` (0 = leftmost) of row `row` (0 = top).
Point at(const Position& p, int column, int row) {
  const int h = p.board.size().half();
  return Point{column - h, h - row};
}

// The points marked (anything but '.') in a diagram of the position's size,
// in index order.
PointSet marks(const Position& p, std::initializer_list<std::string> rows) {
  PointSet out;
  int row = 0;
  for (const std::string& r : rows) {
    for (int column = 0; column < static_cast<int>(r.size()); ++column)
      if (r[static_cast<std::size_t>(column)] != '.') out.push_back(at(p, column, row));
    ++row;
  }
  canonicalize(p.board, out);
  return out;
}

Move stone(Side s, Point q) { return Move{s, MoveKind::Stone, q}; }
Move tris(Side s, Point q) { return Move{s, MoveKind::Tris, q}; }
Move pass(Side s) { return Move{s, MoveKind::Pass, {}}; }

// The target of encircler `c` and type `type` whose main core holds `q`;
// fails the test when there is none.
EncirclementTarget find_target(const std::vector<EncirclementTarget>& targets, Side c, EncirclementType type,
                               Point q) {
  for (const EncirclementTarget& t : targets)
    if (t.encircler == c && t.type == type && contains(t.main_core, q)) return t;
  ADD_FAILURE() << "no " << side_name(c) << " target of type " << encirclement_type_name(type) << " at (" << q.x
                << "," << q.y << ")";
  return {};
}

bool has_target(const std::vector<EncirclementTarget>& targets, Side c, EncirclementType type, Point q) {
  return std::any_of(targets.begin(), targets.end(), [&](const EncirclementTarget& t) {
    return t.encircler == c && t.type == type && contains(t.main_core, q);
  });
}

const ReferenceEngine engine{};

// ---- GM-3 strings ----

// GM-3.4: an extended black string runs through a black-attribute tris and
// joins the stones on both sides; the base strings stay three (D-20), and a
// neutral or white tris joins neither.
TEST(Gomoku, ExtendedStringAcrossBlackTris) {
  Position p = gpos({"XBX..",  //
                     "T....",  //
                     "..W..",  //
                     ".....",  //
                     "....."});
  const std::vector<StringInfo> ext = extended_string_infos(p.board);
  ASSERT_EQ(ext.size(), 2u);
  EXPECT_EQ(ext[0].kind, Piece::Black);
  EXPECT_EQ(ext[0].points, marks(p, {"xxx..", ".....", ".....", ".....", "....."}));
  EXPECT_EQ(ext[0].liberties, marks(p, {"...x.", ".xx..", ".....", ".....", "....."}));
  EXPECT_EQ(ext[1].kind, Piece::White);
  EXPECT_EQ(ext[1].points, PointSet{at(p, 2, 2)});
  const Analysis a = engine.analyze(p);
  ASSERT_EQ(a.base_strings.size(), 5u);  // X, B, X, T, W
  EXPECT_EQ(a.base_strings[1].kind, Piece::Tris);
  EXPECT_EQ(a.base_strings[1].points, PointSet{at(p, 1, 0)});
  EXPECT_EQ(a.base_strings[1].liberties, PointSet{at(p, 1, 1)});
  EXPECT_EQ(a.gomoku->extended_strings, ext);
}

// D-20: a neutral tris next to a black-attribute tris is a separate string;
// two black-attribute tris side by side are one.
TEST(Gomoku, TrisJoinOnlyTheSameAttribute) {
  Position p = gpos({"BTW..",  //
                     "B....",  //
                     ".....",  //
                     ".....",  //
                     "....."});
  const Analysis a = engine.analyze(p);
  ASSERT_EQ(a.tris.size(), 3u);
  EXPECT_EQ(a.tris[0].points, marks(p, {"x....", "x....", ".....", ".....", "....."}));
  EXPECT_EQ(a.tris[0].attribute, Attribute::Black);
  EXPECT_EQ(a.tris[1].points, PointSet{at(p, 1, 0)});
  EXPECT_EQ(a.tris[1].attribute, Attribute::Neutral);
  EXPECT_EQ(a.tris[2].points, PointSet{at(p, 2, 0)});
  EXPECT_EQ(a.tris[2].attribute, Attribute::White);
  EXPECT_EQ(a.tris[2].branch, "");
  ASSERT_EQ(a.base_strings.size(), 3u);
  for (const StringInfo& s : a.base_strings) EXPECT_EQ(s.kind, Piece::Tris);
  EXPECT_EQ(a.base_strings[1].liberties, PointSet{at(p, 1, 1)});
  // No Go layers in TrisGomoku; the score carries only the winner.
  EXPECT_TRUE(a.holistic_strings.empty());
  EXPECT_TRUE(a.regions.empty());
  EXPECT_TRUE(a.private_eyes.empty());
  EXPECT_TRUE(a.forbidden.empty());
  EXPECT_EQ(a.score, Score{});
}

// ---- GM-4.1 to GM-4.7 targets ----

// GM-4.1: T inside four black stones is type A for black (whole = T, no
// reinforcements, no walls, flips = T) and type C for white, whose
// reinforcements are the four single black stones. A lone neutral tris
// touching nothing is type A for both colours.
TEST(Gomoku, TypeAAndItsTypeCMirror) {
  Position p = gpos({".X...",  //
                     "XTX..",  //
                     ".X...",  //
                     ".....",  //
                     "....T"});
  const std::vector<EncirclementTarget> targets = all_targets(p.board);
  const EncirclementTarget a = find_target(targets, Side::Black, EncirclementType::A, at(p, 1, 1));
  EXPECT_EQ(a.whole, PointSet{at(p, 1, 1)});
  EXPECT_TRUE(a.liberties.empty());
  EXPECT_TRUE(a.reinforcements.empty());
  EXPECT_TRUE(a.walls.empty());
  EXPECT_TRUE(a.secondary_cores.empty());
  EXPECT_EQ(a.flips, PointSet{at(p, 1, 1)});
  EXPECT_FALSE(has_target(targets, Side::White, EncirclementType::A, at(p, 1, 1)));
  const EncirclementTarget c = find_target(targets, Side::White, EncirclementType::C, at(p, 1, 1));
  EXPECT_EQ(c.reinforcements.size(), 4u);
  EXPECT_EQ(c.whole, marks(p, {".x...", "xxx..", ".x...", ".....", "....."}));
  EXPECT_EQ(c.liberties, marks(p, {"x.x..", "...x.", "x.x..", ".x...", "....."}));
  EXPECT_EQ(c.flips, PointSet{at(p, 1, 1)});
  EXPECT_TRUE(has_target(targets, Side::Black, EncirclementType::A, at(p, 4, 4)));
  EXPECT_TRUE(has_target(targets, Side::White, EncirclementType::A, at(p, 4, 4)));
  // Sorted: black first, type A < C, then main core.
  ASSERT_EQ(targets.size(), 4u);
  EXPECT_EQ(targets[0].main_core, PointSet{at(p, 1, 1)});
  EXPECT_EQ(targets[1].main_core, PointSet{at(p, 4, 4)});
  EXPECT_EQ(targets[2].encircler, Side::White);
  EXPECT_EQ(targets[2].type, EncirclementType::A);
  EXPECT_EQ(targets[3].type, EncirclementType::C);
}

// GM-4.2, GM-4.5: the white extended string W O W at the top edge is black's
// type B target: main core the first white tris, the other its secondary
// core; the white stone is in the whole but never flips.
TEST(Gomoku, TypeBTarget) {
  Position p = gpos({"WOW.X",  //
                     "XXXX.",  //
                     ".....",  //
                     ".....",  //
                     "....."});
  const EncirclementTarget b =
      find_target(all_targets(p.board), Side::Black, EncirclementType::B, at(p, 0, 0));
  EXPECT_EQ(b.main_core, PointSet{at(p, 0, 0)});
  ASSERT_EQ(b.secondary_cores.size(), 1u);
  EXPECT_EQ(b.secondary_cores[0], PointSet{at(p, 2, 0)});
  EXPECT_EQ(b.whole, marks(p, {"xxx..", ".....", ".....", ".....", "....."}));
  EXPECT_EQ(b.liberties, PointSet{at(p, 3, 0)});
  EXPECT_EQ(b.flips, marks(p, {"x.x..", ".....", ".....", ".....", "....."}));
  EXPECT_TRUE(b.walls.empty());
  EXPECT_TRUE(b.reinforcements.empty());
}

// GM-4.10: black fills the last liberty of the type B target: both white
// tris turn black, the white stone between them stays white.
TEST(Gomoku, TypeBFlipsEveryWhiteTrisButNoStone) {
  Position p = gpos({"WOW.X",  //
                     "XXXX.",  //
                     ".....",  //
                     ".....",  //
                     "....."});
  const MoveOutcome o = engine.play(p, stone(Side::Black, at(p, 3, 0)));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  ASSERT_EQ(o.encircled.size(), 1u);
  EXPECT_EQ(o.encircled[0].type, EncirclementType::B);
  EXPECT_TRUE(o.encircled[0].liberties.empty());  // as judged after placing
  EXPECT_TRUE(o.overruled.empty());
  const std::vector<AttributeChange> expected{{{at(p, 0, 0)}, Attribute::White, Attribute::Black},
                                              {{at(p, 2, 0)}, Attribute::White, Attribute::Black}};
  EXPECT_EQ(o.changes, expected);
  const Board& b = o.after->board;
  EXPECT_EQ(b.attribute(at(p, 0, 0)), Attribute::Black);
  EXPECT_EQ(b.attribute(at(p, 2, 0)), Attribute::Black);
  EXPECT_EQ(b.at(at(p, 1, 0)), Piece::White);
  EXPECT_TRUE(o.captured.empty());
}

// The C/D board: main core T(2,0), the white column (3,0) O, (3,1) W,
// (3,2) O, its single hole D = (3,3); T(4,0) touches only the column, T(2,2)
// has a liberty of its own at (1,2).
Position cd_board() {
  return gpos({".XTOTX.",  //
               "..XWX..",  //
               "..TOX..",  //
               "..X.X..",  //
               "...X...",  //
               ".......",  //
               "......."});
}

// GM-4.3, GM-4.6: black's type C target with main core T(2,0). The column is
// the reinforcement; with one liberty D left, T(4,0)'s own whole (T(4,0)
// plus the column) has exactly the liberty {D}: promoted to a secondary
// core. T(2,2)'s whole has the extra liberty (1,2): it stays a wall. The
// white tris of the reinforcement is a secondary core too.
TEST(Gomoku, TypeCWallStaysAndWallPromoted) {
  Position p = cd_board();
  const EncirclementTarget c =
      find_target(all_targets(p.board), Side::Black, EncirclementType::C, at(p, 2, 0));
  ASSERT_EQ(c.reinforcements.size(), 1u);
  EXPECT_EQ(c.reinforcements[0], marks(p, {"...x...", "...x...", "...x...", ".......", ".......", ".......", "......."}));
  EXPECT_EQ(c.whole, marks(p, {"..xx...", "...x...", "...x...", ".......", ".......", ".......", "......."}));
  EXPECT_EQ(c.liberties, PointSet{at(p, 3, 3)});
  ASSERT_EQ(c.walls.size(), 1u);
  EXPECT_EQ(c.walls[0], PointSet{at(p, 2, 2)});
  const std::vector<PointSet> secondary{{at(p, 4, 0)}, {at(p, 3, 1)}};  // by first point: index 4, then 10
  EXPECT_EQ(c.secondary_cores, secondary);
  EXPECT_EQ(c.flips, marks(p, {"..x.x..", "...x...", ".......", ".......", ".......", ".......", "......."}));
  // T(2,2) as main core has two liberties: nothing is promoted, both other
  // tris are walls.
  const EncirclementTarget c2 =
      find_target(all_targets(p.board), Side::Black, EncirclementType::C, at(p, 2, 2));
  EXPECT_EQ(c2.liberties, marks(p, {".......", ".......", ".x.....", "...x...", ".......", ".......", "......."}));
  EXPECT_EQ(c2.walls.size(), 2u);
  EXPECT_EQ(c2.secondary_cores, std::vector<PointSet>{{at(p, 3, 1)}});
}

// GM-4.4, GM-4.5, GM-4.6: the same column, as an extended white string with
// a white tris next to neutral tris, is black's type D target: main core
// W(3,1); T(2,0) and T(4,0) promoted (their wholes have only D), T(2,2) a
// wall; the white stones stay out of the flips.
TEST(Gomoku, TypeDWallStaysAndWallsPromoted) {
  Position p = cd_board();
  const EncirclementTarget d =
      find_target(all_targets(p.board), Side::Black, EncirclementType::D, at(p, 3, 1));
  EXPECT_EQ(d.main_core, PointSet{at(p, 3, 1)});
  EXPECT_EQ(d.whole, marks(p, {"...x...", "...x...", "...x...", ".......", ".......", ".......", "......."}));
  EXPECT_EQ(d.liberties, PointSet{at(p, 3, 3)});
  const std::vector<PointSet> secondary{{at(p, 2, 0)}, {at(p, 4, 0)}};
  EXPECT_EQ(d.secondary_cores, secondary);
  EXPECT_EQ(d.walls, std::vector<PointSet>{{at(p, 2, 2)}});
  EXPECT_TRUE(d.reinforcements.empty());
  EXPECT_EQ(d.flips, marks(p, {"..x.x..", "...x...", ".......", ".......", ".......", ".......", "......."}));
  // No type B for this string: it touches neutral tris (GM-4.2).
  EXPECT_FALSE(has_target(all_targets(p.board), Side::Black, EncirclementType::B, at(p, 3, 1)));
}

// GM-4.8 to GM-4.12: black fills D. The targets encircled are judged after
// placing (no liberties): promotion now compares empty liberty sets, T(2,2)
// still has (1,2) and stays neutral; both white stones stay white.
TEST(Gomoku, FillingTheSingleHoleFlipsCoresNotWalls) {
  Position p = cd_board();
  const MoveOutcome o = engine.play(p, stone(Side::Black, at(p, 3, 3)));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  const Board& b = o.after->board;
  EXPECT_EQ(b.attribute(at(p, 2, 0)), Attribute::Black);
  EXPECT_EQ(b.attribute(at(p, 4, 0)), Attribute::Black);
  EXPECT_EQ(b.attribute(at(p, 3, 1)), Attribute::Black);
  EXPECT_EQ(b.attribute(at(p, 2, 2)), Attribute::Neutral);
  EXPECT_EQ(b.at(at(p, 3, 0)), Piece::White);
  const std::vector<AttributeChange> expected{{{at(p, 2, 0)}, Attribute::Neutral, Attribute::Black},
                                              {{at(p, 4, 0)}, Attribute::Neutral, Attribute::Black},
                                              {{at(p, 3, 1)}, Attribute::White, Attribute::Black}};
  EXPECT_EQ(o.changes, expected);
  // Encircled, in target order: C at (2,0), C at (4,0), D at (3,1).
  ASSERT_EQ(o.encircled.size(), 3u);
  EXPECT_EQ(o.encircled[0].type, EncirclementType::C);
  EXPECT_EQ(o.encircled[0].main_core, PointSet{at(p, 2, 0)});
  EXPECT_EQ(o.encircled[0].walls, std::vector<PointSet>{{at(p, 2, 2)}});
  EXPECT_EQ(o.encircled[1].main_core, PointSet{at(p, 4, 0)});
  EXPECT_EQ(o.encircled[2].type, EncirclementType::D);
  EXPECT_TRUE(o.overruled.empty());
}

// GM-4.6, GM-4.7: a promoted wall brings the white tris of its own whole
// W(Y), even one outside the target's whole: T(0,0)'s whole is T plus the
// white pair; T(2,0) touches that pair and W(3,0), and its whole has only
// the liberty (1,2) too, so W(3,0) is in T(0,0)'s flips.
TEST(Gomoku, PromotedWallBringsTheWhiteTrisOfItsWhole) {
  Position p = gpos({"TOTWX..",  //
                     "XOXX...",  //
                     ".......",  //
                     ".......",  //
                     ".......",  //
                     ".......",  //
                     "......."});
  const EncirclementTarget c =
      find_target(all_targets(p.board), Side::Black, EncirclementType::C, at(p, 0, 0));
  EXPECT_EQ(c.whole, marks(p, {"xx.....", ".x.....", ".......", ".......", ".......", ".......", "......."}));
  EXPECT_EQ(c.liberties, PointSet{at(p, 1, 2)});
  EXPECT_EQ(wall_whole(p.board, {at(p, 2, 0)}, Side::Black),
            marks(p, {".xxx...", ".x.....", ".......", ".......", ".......", ".......", "......."}));
  const std::vector<PointSet> secondary{{at(p, 2, 0)}, {at(p, 3, 0)}};
  EXPECT_EQ(c.secondary_cores, secondary);
  EXPECT_TRUE(c.walls.empty());
  EXPECT_EQ(c.flips, marks(p, {"x.xx...", ".......", ".......", ".......", ".......", ".......", "......."}));
}

// ---- GM-4.8 to GM-4.10 on-move ----

// GM-4.8: black fills the last liberty of T inside black's ring: T turns
// black. White's type C target around the same T keeps liberties.
TEST(Gomoku, TypeAEncircledByFillingTheLastLiberty) {
  Position p = gpos({".X...",  //
                     "XT...",  //
                     ".X...",  //
                     ".....",  //
                     "....."});
  const MoveOutcome o = engine.play(p, stone(Side::Black, at(p, 2, 1)));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  const std::vector<AttributeChange> expected{{{at(p, 1, 1)}, Attribute::Neutral, Attribute::Black}};
  EXPECT_EQ(o.changes, expected);
  ASSERT_EQ(o.encircled.size(), 1u);
  EXPECT_EQ(o.encircled[0].type, EncirclementType::A);
  EXPECT_EQ(o.encircled[0].encircler, Side::Black);
}

// GM-4.8, A's special case: a tris put into the single hole of black's ring
// is itself a neutral string without liberties and flips at once, also when
// white puts it there (only black's target is encircled, GM-4.9).
TEST(Gomoku, TypeASpecialCaseTrisIntoSingleHoleRing) {
  Position p = gpos({".X...",  //
                     "X.X..",  //
                     ".X...",  //
                     ".....",  //
                     "....."},
                    9);
  MoveOutcome o = engine.play(p, tris(Side::Black, at(p, 1, 1)));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.after->board.at(at(p, 1, 1)), Piece::Tris);
  EXPECT_EQ(o.after->board.attribute(at(p, 1, 1)), Attribute::Black);
  ASSERT_EQ(o.encircled.size(), 1u);
  EXPECT_EQ(o.encircled[0].type, EncirclementType::A);
  // White's tris on move 10 into the same hole: black's encirclement.
  p.next_move = 10;
  o = engine.play(p, tris(Side::White, at(p, 1, 1)));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.after->board.attribute(at(p, 1, 1)), Attribute::Black);
  EXPECT_TRUE(o.overruled.empty());
}

// GM-4.9, self-filling (允许自杀式落子): black fills the last liberty of its
// own extended string holding a black tris; white's type B target is the
// only one encircled, so the black tris turns white although black moved.
TEST(Gomoku, SelfFillingFlipsOwnTrisToTheOtherColour) {
  Position p = gpos({"BX.O.",  //
                     "OOO..",  //
                     ".....",  //
                     ".....",  //
                     "....."});
  const MoveOutcome o = engine.play(p, stone(Side::Black, at(p, 2, 0)));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  const std::vector<AttributeChange> expected{{{at(p, 0, 0)}, Attribute::Black, Attribute::White}};
  EXPECT_EQ(o.changes, expected);
  ASSERT_EQ(o.encircled.size(), 1u);
  EXPECT_EQ(o.encircled[0].encircler, Side::White);
  EXPECT_EQ(o.encircled[0].type, EncirclementType::B);
  EXPECT_EQ(o.encircled[0].whole, marks(p, {"xxx..", ".....", ".....", ".....", "....."}));
}

// GM-4.9: the tris in the centre of a full black ring is black's type A and
// white's type C (T plus the ring), both without liberties. The mover's
// target takes effect, the other is overruled: black's tris turns black,
// white's tris turns white.
TEST(Gomoku, BothColoursEncircledMoverOnly) {
  Position p = gpos({"XXX",  //
                     "X.X",  //
                     "XXX"},
                    9);
  const Point centre = at(p, 1, 1);
  MoveOutcome o = engine.play(p, tris(Side::Black, centre));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.after->board.attribute(centre), Attribute::Black);
  ASSERT_EQ(o.encircled.size(), 1u);
  EXPECT_EQ(o.encircled[0].encircler, Side::Black);
  EXPECT_EQ(o.encircled[0].type, EncirclementType::A);
  ASSERT_EQ(o.overruled.size(), 1u);
  EXPECT_EQ(o.overruled[0].encircler, Side::White);
  EXPECT_EQ(o.overruled[0].type, EncirclementType::C);
  EXPECT_EQ(o.overruled[0].whole.size(), 9u);
  p.next_move = 10;
  o = engine.play(p, tris(Side::White, centre));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.after->board.attribute(centre), Attribute::White);
  ASSERT_EQ(o.encircled.size(), 1u);
  EXPECT_EQ(o.encircled[0].type, EncirclementType::C);
  ASSERT_EQ(o.overruled.size(), 1u);
  EXPECT_EQ(o.overruled[0].encircler, Side::Black);
  const std::vector<AttributeChange> expected{{{centre}, Attribute::Neutral, Attribute::White}};
  EXPECT_EQ(o.changes, expected);
}

// ---- GM-4.8 vs GM-4.11 ----

// T in the corner already has no liberty. A move far away does not touch it:
// on-move leaves it neutral (GM-4.10); fixed-point judges it (GM-4.11).
TEST(Gomoku, UntouchedZeroLibertyTargetOnMoveVersusFixedPoint) {
  const std::initializer_list<std::string> rows{"TX...", "X....", ".....", ".....", "....."};
  Position on = gpos(rows);
  MoveOutcome o = engine.play(on, stone(Side::Black, at(on, 4, 4)));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.after->board.attribute(at(on, 0, 0)), Attribute::Neutral);
  EXPECT_TRUE(o.encircled.empty());
  EXPECT_TRUE(o.changes.empty());
  Position fixed = gpos(rows, 1, "trisgomoku/encirclement=fixed-point");
  o = engine.play(fixed, stone(Side::Black, at(fixed, 4, 4)));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.after->board.attribute(at(fixed, 0, 0)), Attribute::Black);
  ASSERT_EQ(o.encircled.size(), 1u);
  EXPECT_EQ(o.encircled[0].type, EncirclementType::A);
}

// GM-4.11: a fixed point reached over two rounds. Round 1: black's T(0,0)
// and white's T(4,4) both have no liberty; black moved, so only black's
// takes effect and white's is overruled. Round 2 (recomputed): white's is
// still without liberties and now alone: it takes effect. Round 3: none.
TEST(Gomoku, FixedPointOverTwoRounds) {
  Position p = gpos({"TX...",  //
                     "X....",  //
                     ".....",  //
                     "....O",  //
                     "...OT"},
                    1, "trisgomoku/encirclement=fixed-point");
  const MoveOutcome o = engine.play(p, stone(Side::Black, at(p, 2, 2)));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.after->board.attribute(at(p, 0, 0)), Attribute::Black);
  EXPECT_EQ(o.after->board.attribute(at(p, 4, 4)), Attribute::White);
  ASSERT_EQ(o.encircled.size(), 2u);
  EXPECT_EQ(o.encircled[0].encircler, Side::Black);
  EXPECT_EQ(o.encircled[1].encircler, Side::White);
  EXPECT_EQ(o.encircled[1].main_core, PointSet{at(p, 4, 4)});
  ASSERT_EQ(o.overruled.size(), 1u);
  EXPECT_EQ(o.overruled[0], o.encircled[1]);
  const std::vector<AttributeChange> expected{{{at(p, 0, 0)}, Attribute::Neutral, Attribute::Black},
                                              {{at(p, 4, 4)}, Attribute::Neutral, Attribute::White}};
  EXPECT_EQ(o.changes, expected);
}

// GM-4.11, D-21: a cycle. Black's tris in the centre of a full black ring:
// round 1 black's A (mover) makes it black; round 2 the whole board is one
// black extended string with a black tris and no liberty, white's type B:
// it turns white; round 3 it is a white string inside black, black's B:
// black again, the board of round 1: contradiction.
TEST(Gomoku, FixedPointCycleIsAContradiction) {
  Position p = gpos({"XXX",  //
                     "X.X",  //
                     "XXX"},
                    9, "trisgomoku/encirclement=fixed-point");
  const MoveOutcome o = engine.play(p, tris(Side::Black, at(p, 1, 1)));
  EXPECT_EQ(o.illegal, Illegal::Contradiction);
  EXPECT_FALSE(o.after.has_value());
  EXPECT_EQ(o.reason.kind, ReasonKind::FlipCycle) << tg::reason_kind_name(o.reason.kind);
  // The same move under on-move is legal (no rounds).
  p.rules.encirclement = Encirclement::OnMove;
  EXPECT_TRUE(engine.play(p, tris(Side::Black, at(p, 1, 1))).legal());
}

// ---- GM-5 fives ----

TEST(Gomoku, ExactlyFiveMixingStonesAndBlackTris) {
  Position p = gpos({"XXBXX..",  //
                     "OOOO...",  //
                     "XXTXX..",  //
                     "XXWXX..",  //
                     ".......",  //
                     ".......",  //
                     "......."});
  const std::vector<Five> f = fives(p.board);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].side, Side::Black);
  const std::vector<Point> row0{at(p, 0, 0), at(p, 1, 0), at(p, 2, 0), at(p, 3, 0), at(p, 4, 0)};
  EXPECT_EQ(f[0].points, row0);
  const GomokuResult r = gomoku_result(p);
  EXPECT_EQ(r.end, GomokuEnd::Five);
  EXPECT_EQ(r.winner, Winner::Black);
}

// GM-5.1: six in a row is one overline (one Five of six points), and wins.
TEST(Gomoku, OverlineIsOneFive) {
  Position p = gpos({".......",  //
                     ".OOOOOO",  //
                     ".......",  //
                     ".......",  //
                     ".......",  //
                     ".......",  //
                     "......."});
  const std::vector<Five> f = fives(p.board);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].side, Side::White);
  EXPECT_EQ(f[0].points.size(), 6u);
  EXPECT_EQ(f[0].points.front(), at(p, 1, 1));
  EXPECT_EQ(gomoku_result(p).winner, Winner::White);
}

// GM-5.1: a column on the edge (top to bottom), both diagonals (each from
// its lowest-index end: the down-left one starts at the top right), sorted
// black first, then by the points' indices.
TEST(Gomoku, EdgeAndBothDiagonals) {
  Position p = gpos({"O.....X",  //
                     "O....X.",  //
                     "O..BX..",  //
                     "O..X...",  //
                     "O.X....",  //
                     ".......",  //
                     "......."});
  const std::vector<Five> f = fives(p.board);
  ASSERT_EQ(f.size(), 2u);
  EXPECT_EQ(f[0].side, Side::Black);
  const std::vector<Point> diagonal{at(p, 6, 0), at(p, 5, 1), at(p, 4, 2), at(p, 3, 3), at(p, 2, 4)};
  EXPECT_EQ(f[0].points, diagonal);
  EXPECT_EQ(f[1].side, Side::White);
  const std::vector<Point> edge{at(p, 0, 0), at(p, 0, 1), at(p, 0, 2), at(p, 0, 3), at(p, 0, 4)};
  EXPECT_EQ(f[1].points, edge);
  Position q = gpos({".......",  //
                     ".X.....",  //
                     "..X....",  //
                     "...B...",  //
                     "....X..",  //
                     ".....X.",  //
                     "......."});
  const std::vector<Five> g = fives(q.board);
  ASSERT_EQ(g.size(), 1u);
  const std::vector<Point> down_right{at(q, 1, 1), at(q, 2, 2), at(q, 3, 3), at(q, 4, 4), at(q, 5, 5)};
  EXPECT_EQ(g[0].points, down_right);
}

// GM-5.2, D-47: white fills the last liberty of its own string W(2,0) +
// O(2,1); black's type B flips the white tris to black, which completes
// black's five on the top row: black wins on white's move.
TEST(Gomoku, FlipCompletesFiveForTheNonMover) {
  Position p = gpos({"XXWXX..",  //
                     ".X.X...",  //
                     "..X....",  //
                     ".......",  //
                     ".......",  //
                     ".......",  //
                     "......."},
                    2);
  EXPECT_FALSE(engine.ended(p));
  const MoveOutcome o = engine.play(p, stone(Side::White, at(p, 2, 1)));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.after->board.attribute(at(p, 2, 0)), Attribute::Black);
  const Analysis a = engine.analyze(*o.after);
  EXPECT_TRUE(a.ended);
  EXPECT_EQ(a.gomoku->end, GomokuEnd::Five);
  EXPECT_EQ(a.gomoku->winner, Winner::Black);
  EXPECT_EQ(a.score.winner, Winner::Black);
  EXPECT_EQ(engine.score(*o.after, {}).winner, Winner::Black);
}

// GM-5.3, D-22: black's stone completes black's top row and fills the last
// liberty of its own string holding B(2,1); white's type B flips it, which
// completes white's row 1. Both fives: double_five decides.
TEST(Gomoku, BothFivesByDoubleFive) {
  const std::initializer_list<std::string> rows{"XXXX.O.", "OOBOO..", "..O....", ".......",
                                                ".......", ".......", "......."};
  const std::pair<const char*, Winner> cases[] = {{"trisgomoku", Winner::Black},
                                                  {"trisgomoku/double_five=non-mover", Winner::White},
                                                  {"trisgomoku/double_five=draw", Winner::Draw}};
  for (const auto& [rules, winner] : cases) {
    Position p = gpos(rows, 1, rules);
    const MoveOutcome o = engine.play(p, stone(Side::Black, at(p, 4, 0)));
    ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
    const std::vector<AttributeChange> expected{{{at(p, 2, 1)}, Attribute::Black, Attribute::White}};
    EXPECT_EQ(o.changes, expected);
    const Analysis a = engine.analyze(*o.after);
    EXPECT_EQ(a.gomoku->fives.size(), 2u);
    EXPECT_EQ(a.gomoku->end, GomokuEnd::BothFives) << rules;
    EXPECT_EQ(a.gomoku->winner, winner) << rules;
  }
}

// GM-6.1: with both fives on the board and no move made yet there is no
// mover: a draw whatever double_five says; with move 2 (white) last, the
// mover is white.
TEST(Gomoku, BothFivesMoverFromTheLastSlot) {
  const std::initializer_list<std::string> rows{"XXXXX", ".....", "OOOOO", ".....", "....."};
  EXPECT_EQ(gomoku_result(gpos(rows, 1)).winner, Winner::Draw);
  EXPECT_EQ(gomoku_result(gpos(rows, 1)).end, GomokuEnd::BothFives);
  EXPECT_EQ(gomoku_result(gpos(rows, 3)).winner, Winner::White);
  EXPECT_EQ(gomoku_result(gpos(rows, 3, "trisgomoku/double_five=non-mover")).winner, Winner::Black);
  EXPECT_EQ(gomoku_result(gpos(rows, 10)).winner, Winner::Black);  // move 9: black's tris
}

// ---- GM-6 end ----

TEST(Gomoku, FullBoardIsADraw) {
  Position p = gpos({"XOT",  //
                     "OXB",  //
                     "WTX"});
  const Analysis a = engine.analyze(p);
  EXPECT_TRUE(a.ended);
  EXPECT_EQ(a.gomoku->end, GomokuEnd::FullBoard);
  EXPECT_EQ(a.gomoku->winner, Winner::Draw);
  EXPECT_TRUE(engine.legal_moves(p).empty());
}

// GM-6.1, D-34 with D-13: two passes end the game in a draw; the third move
// is refused as game over, before the slot is even looked at.
TEST(Gomoku, TwoPassesDrawAndGameOverRefusesMoves) {
  Position p = gpos({".....", ".X...", ".....", ".....", "....."}, 2);
  MoveOutcome o = engine.play(p, pass(Side::White));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_FALSE(engine.ended(*o.after));
  EXPECT_EQ(o.after->passes, 1);
  o = engine.play(*o.after, pass(Side::Black));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  const Position ended = *o.after;
  EXPECT_EQ(ended.next_move, 4);
  EXPECT_EQ(ended.history.size(), 2u);
  EXPECT_TRUE(engine.ended(ended));
  EXPECT_EQ(engine.analyze(ended).gomoku->end, GomokuEnd::Passes);
  EXPECT_EQ(engine.analyze(ended).gomoku->winner, Winner::Draw);
  EXPECT_TRUE(engine.legal_moves(ended).empty());
  EXPECT_EQ(engine.play(ended, stone(Side::White, at(p, 0, 0))).illegal, Illegal::GameOver);
  EXPECT_EQ(engine.play(ended, stone(Side::Black, at(p, 0, 0))).illegal, Illegal::GameOver);
  // A five ends it too.
  Position five = gpos({"XXXXX", ".....", "OOOO.", ".....", "....."}, 10);
  EXPECT_EQ(engine.play(five, tris(Side::White, at(five, 4, 2))).illegal, Illegal::GameOver);
}

// GM-2.1: the slot decides side and kind; the conversion of TrisGo does not
// exist (GM-6.2); then off-board and occupied points.
TEST(Gomoku, WrongSlotAndOtherRefusals) {
  Position p = gpos({"X....", ".....", ".....", ".....", "....."}, 1);
  EXPECT_EQ(engine.play(p, stone(Side::White, at(p, 1, 1))).illegal, Illegal::WrongSlot);
  EXPECT_EQ(engine.play(p, tris(Side::Black, at(p, 1, 1))).illegal, Illegal::WrongSlot);
  EXPECT_EQ(engine.play(p, pass(Side::White)).illegal, Illegal::WrongSlot);
  EXPECT_EQ(engine.play(p, Move{Side::Black, MoveKind::Emergency, at(p, 1, 1)}).illegal, Illegal::WrongSlot);
  EXPECT_EQ(engine.play(p, stone(Side::Black, Point{9, 9})).illegal, Illegal::OffBoard);
  EXPECT_EQ(engine.play(p, stone(Side::Black, at(p, 0, 0))).illegal, Illegal::Occupied);
  p.next_move = 9;
  EXPECT_EQ(engine.play(p, stone(Side::Black, at(p, 1, 1))).illegal, Illegal::WrongSlot);
  EXPECT_EQ(engine.play(p, Move{Side::Black, MoveKind::Emergency, at(p, 1, 1)}).illegal, Illegal::Emergency);
  EXPECT_EQ(engine.play(p, tris(Side::Black, at(p, 0, 0))).illegal, Illegal::Occupied);
  const MoveOutcome o = engine.play(p, tris(Side::Black, at(p, 1, 1)));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.after->board.at(at(p, 1, 1)), Piece::Tris);
  EXPECT_EQ(o.after->board.attribute(at(p, 1, 1)), Attribute::Neutral);  // GM-2.2
}

// GM-2.3: no forbidden points: every empty point with the slot's piece, in
// index order, then the pass; every one is accepted by play().
TEST(Gomoku, LegalMovesAreEveryEmptyPointThenThePass) {
  Position p = gpos({"XXX", "X.X", "XX."}, 10);
  const std::vector<Move> moves = engine.legal_moves(p);
  const std::vector<Move> expected{tris(Side::White, at(p, 1, 1)), tris(Side::White, at(p, 2, 2)),
                                   pass(Side::White)};
  EXPECT_EQ(moves, expected);
  for (const Move& m : moves) EXPECT_TRUE(engine.play(p, m).legal());
}

// GM-4.11: under fixed-point the move whose flips cycle is refused, so it
// is not among the legal moves; under on-move it is.
TEST(Gomoku, LegalMovesLeaveOutCyclingMovesUnderFixedPoint) {
  Position p = gpos({"XXX", "X.X", "XXX"}, 9, "trisgomoku/encirclement=fixed-point");
  EXPECT_EQ(engine.legal_moves(p), std::vector<Move>{pass(Side::Black)});
  p.rules.encirclement = Encirclement::OnMove;
  const std::vector<Move> expected{tris(Side::Black, at(p, 1, 1)), pass(Side::Black)};
  EXPECT_EQ(engine.legal_moves(p), expected);
}

// Checks of one position: legal_moves lists exactly what play() accepts
// (every side, kind and point asked), analyze agrees with ended and score,
// targets come sorted, and each target's liberties and flips are what its
// whole and the board say.
void expect_consistent(const Position& p) {
  const Analysis a = engine.analyze(p);
  EXPECT_EQ(a.ended, engine.ended(p));
  EXPECT_EQ(a.score, engine.score(p, {}));
  EXPECT_EQ(a.score.winner, a.gomoku->winner);
  const std::vector<Move> legal = engine.legal_moves(p);
  for (Side s : {Side::Black, Side::White}) {
    std::vector<Move> asked{pass(s)};
    for (MoveKind k : {MoveKind::Stone, MoveKind::Tris, MoveKind::Emergency})
      for (Point q : p.board.size().all_points()) asked.push_back(Move{s, k, q});
    for (const Move& m : asked)
      EXPECT_EQ(std::find(legal.begin(), legal.end(), m) != legal.end(), engine.play(p, m).legal())
          << move_kind_name(m.kind) << " (" << m.point.x << "," << m.point.y << ")";
  }
  const BoardSize size = p.board.size();
  auto key = [&](const EncirclementTarget& t) {
    return std::tuple(t.encircler, t.type, size.index(t.main_core.front()));
  };
  const std::vector<EncirclementTarget>& targets = a.gomoku->targets;
  for (std::size_t i = 1; i < targets.size(); ++i) EXPECT_LT(key(targets[i - 1]), key(targets[i]));
  for (const EncirclementTarget& t : targets) {
    EXPECT_EQ(t.liberties, liberties(p.board, t.whole));
    for (Point q : t.flips) {
      EXPECT_EQ(p.board.at(q), Piece::Tris);
      EXPECT_NE(p.board.attribute(q), attribute_of(t.encircler));
    }
    for (Point q : t.main_core) EXPECT_TRUE(contains(t.flips, q));
  }
}

// Random games on 5x5 (dense enough to encircle often) under both switches: the checks above every few moves,
// and after every move: only the new piece and tris attributes changed, as
// the changes report; on-move encirclements have no liberty and touch the
// move; after a fixed-point move no target is left without liberties.
TEST(Gomoku, RandomGamesStayConsistent) {
  for (const char* rules : {"trisgomoku", "trisgomoku/encirclement=fixed-point"}) {
    std::mt19937 rng(2026);
    int flips = 0;
    for (int game = 0; game < 6; ++game) {
      Position p = gpos({".....", ".....", ".....", ".....", "....."}, 1, rules);
      for (int move = 0; move < 60 && !engine.ended(p); ++move) {
        if (move % 8 == 0) expect_consistent(p);
        const std::vector<Move> legal = engine.legal_moves(p);
        // Pass rarely: the last entry is the pass.
        const std::size_t last = legal.size() > 1 ? legal.size() - 2 : 0;
        const Move m = legal[std::uniform_int_distribution<std::size_t>(0, last)(rng)];
        const MoveOutcome o = engine.play(p, m);
        ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
        flips += static_cast<int>(o.changes.size());
        const Board& b = o.after->board;
        for (Point q : p.board.size().all_points()) {
          if (!m.is_pass() && q == m.point) continue;
          EXPECT_EQ(b.at(q), p.board.at(q));
        }
        for (const AttributeChange& c : o.changes)
          for (Point q : c.points) EXPECT_EQ(b.attribute(q), c.to);
        if (p.rules.encirclement == Encirclement::OnMove) {
          for (const EncirclementTarget& t : o.encircled) EXPECT_TRUE(encircled_by_move(t, m.point));
          if (!o.overruled.empty()) {
            EXPECT_EQ(o.encircled.front().encircler, m.side);
          }
        } else {
          for (const EncirclementTarget& t : all_targets(b)) EXPECT_FALSE(t.liberties.empty());
        }
        p = *o.after;
      }
      expect_consistent(p);
    }
    EXPECT_GT(flips, 0) << rules << ": the games should exercise encirclements";
  }
}

// The interface for game=gomoku: accepted when vocab's implemented() is
// true, refused otherwise; agreed dead strings do not exist (GM-6.2).
TEST(Gomoku, EngineAcceptsTrisGomokuAndRefusesDeadStrings) {
  Position p = gpos({".....", ".....", ".....", ".....", "....."});
  EXPECT_NO_THROW(engine.analyze(p));
  EXPECT_EQ(engine.score(p, {}), Score{});
  EXPECT_THROW(engine.score(p, {at(p, 0, 0)}), EngineLimit);
  Position team(*BoardSize::make(5), parse_ruleset("trisgomoku/order=menggo-2013"));
  ASSERT_FALSE(implemented(team.rules));
  EXPECT_THROW(engine.analyze(team), EngineLimit);
  EXPECT_THROW(engine.play(team, pass(Side::Black)), EngineLimit);
}

}  // namespace
}  // namespace tg::ref
