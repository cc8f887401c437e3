// MengGo 2019 Art. 4.1-4.2 in the literal reference
// (reference/menggo2019_art04_private_eye.cpp): the inner regions of a
// string's own ring (M19-4.1, D-35, D-53) and the 2019 private eye with its
// failed conditions and sentences (M19-4.2, D-54). Coordinates in sentences
// are Cartesian, centre (0,0), y up; diagram cells are (column, row) from the
// top left.
#include <gtest/gtest.h>

#include "reference/menggo2019_art04_private_eye.h"
#include "reference/tests/diagram.h"

namespace tg::ref::menggo2019 {
namespace {

using test::at;
using test::diagram;

PointSet string_at_cell(const Board& b, int column, int row) { return string_at(b, at(b, column, row)); }

Ruleset menggo_2019() {
  Ruleset r;
  r.eye_rule = EyeRule::Menggo2019;
  return r;
}

// D-53: a ring clear of the edge has one side the off-board area reaches (the
// outside): only the inside is an inner region.
TEST(Menggo2019InnerRegions, RingClearOfTheEdgeHasOnlyItsInside) {
  Board b = diagram({".......",
                     ".XXXXX.",
                     ".X...X.",
                     ".X...X.",
                     ".X...X.",
                     ".XXXXX.",
                     "......."});
  const std::vector<PointSet> inner = inner_regions(b, string_at_cell(b, 1, 1));
  ASSERT_EQ(inner.size(), 1u);
  EXPECT_EQ(inner[0].size(), 9u);
  EXPECT_TRUE(contains(inner[0], at(b, 3, 3)));
}

// D-53: a wall from edge to edge: the off-board area reaches both sides, so
// both are inner regions (each is closed by the wall and the edge).
TEST(Menggo2019InnerRegions, WallFromEdgeToEdgeHasTwoInnerRegions) {
  Board b = diagram({"..X..",
                     "..X..",
                     "..X..",
                     "..X..",
                     "..X.."});
  EXPECT_EQ(inner_regions(b, string_at_cell(b, 2, 0)).size(), 2u);
}

// D-53 (issue 28): a neutral tris inside the ring is a hole, off-board area
// that is not the board's outside: it joins the ring to nothing, and the
// outside stays the outer region. A tris string that reaches the edge is the
// board's outside: where it closes the ring, both sides are inner.
TEST(Menggo2019InnerRegions, TrisInsideTheRingIsAHoleNotTheOutside) {
  Board hole = diagram({".......",
                        ".XXXXX.",
                        ".X..TX.",
                        ".X...X.",
                        ".X...X.",
                        ".XXXXX.",
                        "......."});
  const std::vector<PointSet> inner = inner_regions(hole, string_at_cell(hole, 1, 1));
  ASSERT_EQ(inner.size(), 1u);
  EXPECT_EQ(inner[0].size(), 8u);  // the inside less the tris
  Board chain = diagram({".......",
                         ".XXXXX.",
                         ".X...X.",
                         ".X...TT",
                         ".X...X.",
                         ".XXXXX.",
                         "......."});
  EXPECT_EQ(inner_regions(chain, string_at_cell(chain, 1, 1)).size(), 2u);
}

// M19-4.1.1: the ring is the string alone; another black string does not
// close it, and a string that splits nothing has no region.
TEST(Menggo2019InnerRegions, TwoStringsMakeNoRingOfEither) {
  Board b = diagram({".X...",
                     "X....",
                     ".....",
                     ".....",
                     "....."});
  EXPECT_TRUE(inner_regions(b, string_at_cell(b, 1, 0)).empty());
  EXPECT_TRUE(inner_regions(b, string_at_cell(b, 0, 1)).empty());
}

// M19-4.1 ("中性花棋串可视同边界外区域"): a tris closes the ring's gap like the
// edge. It is a hole (the area surrounds it), not the board's outside, so
// only the outside touches the edge and the inside is the one inner region
// (D-53 as settled in issue 28; before, the tris counted as reaching both
// sides and the outside was inner too).
TEST(Menggo2019InnerRegions, ATrisClosesTheRingLikeTheEdge) {
  Board b = diagram({".......",
                     ".......",
                     "..XXX..",
                     "..X..T.",
                     "..XXX..",
                     ".......",
                     "......."});
  const std::vector<PointSet> inner = inner_regions(b, string_at_cell(b, 2, 2));
  ASSERT_EQ(inner.size(), 1u);
  EXPECT_EQ(inner[0].size(), 2u);  // the inside {(0,0), (1,0)}
  b.set(at(b, 5, 3), Piece::Empty);
  EXPECT_TRUE(inner_regions(b, string_at_cell(b, 2, 2)).empty());
}

// M19-4.2.1 (a), M19-4.2.3 (b): the conditions and their sentences, in the
// order of the candidates (by first point).
TEST(Menggo2019PrivateEye, FailedConditionsAndSentences) {
  Board b = diagram({"...X...",
                     "...X...",
                     ".O.X...",
                     "...X...",
                     "...X...",
                     "...X.X.",
                     "...X..."});
  const PrivateEyeInfo info = private_eye(b, string_at_cell(b, 3, 0), menggo_2019(), kSimulationBound);
  EXPECT_FALSE(info.has_private_eye);
  ASSERT_EQ(info.candidates.size(), 2u);
  EXPECT_EQ(info.candidates[0].failed, ReasonKind::EyeOtherMakesEyeM19);
  EXPECT_EQ(info.candidates[0].placements, (PointSet{Point{-2, 3}, Point{-3, 2}, Point{-2, 2}}));
  EXPECT_EQ(info.candidates[0].eye, (PointSet{Point{-3, 3}}));
  EXPECT_EQ(info.candidates[0].eye_of.front(), (Point{-2, 1}));
  EXPECT_EQ(info.candidates[1].failed, ReasonKind::EyeOwnStringInside);
  EXPECT_EQ(info.candidates[1].own_string.front(), (Point{2, -2}));
}

// M19-4.2.2 (b, first half; D-04): a white eye inside is reported as such.
TEST(Menggo2019PrivateEye, AWhiteEyeInsideFailsTheFirstHalfOfB) {
  Board b = diagram({".......",
                     ".XXXXX.",
                     ".X.O.X.",
                     ".XO.OX.",
                     ".X.O.X.",
                     ".XXXXX.",
                     "......."});
  const PrivateEyeInfo info = private_eye(b, string_at_cell(b, 1, 1), menggo_2019(), kSimulationBound);
  ASSERT_EQ(info.candidates.size(), 1u);
  EXPECT_EQ(info.candidates[0].failed, ReasonKind::EyeOtherHasEyeM19);
  EXPECT_EQ(info.candidates[0].eye_of.front(), (Point{0, 1}));
  EXPECT_EQ(info.candidates[0].eye, (PointSet{Point{0, 0}}));
}

// A white ring is judged the same with the colours exchanged (2019 Art. 4.2:
// "一个黑棋串（或一个白棋串）"), and the art04 entry point sends the 2019 rule here.
TEST(Menggo2019PrivateEye, WhiteIsSymmetricAndArt04SendsItHere) {
  Board b = diagram({".......",
                     ".OOOOO.",
                     ".O...O.",
                     ".O.X.O.",
                     ".O...O.",
                     ".OOOOO.",
                     "......."});
  const PointSet ring = string_at_cell(b, 1, 1);
  const PrivateEyeInfo info = private_eye(b, ring, menggo_2019(), kSimulationBound);
  EXPECT_TRUE(info.has_private_eye);  // every empty point inside touches the ring
  EXPECT_EQ(info.colour, Side::White);
  EXPECT_EQ(tg::ref::private_eye(b, ring, menggo_2019()), info);
  EXPECT_EQ(tg::ref::private_eyes(b, menggo_2019()), private_eyes(b, menggo_2019()));
}

}  // namespace
}  // namespace tg::ref::menggo2019
