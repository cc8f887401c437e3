// Art. 4 of the literal reference: closed regions (TG-4.1, D-01), eyes and
// true eyes (TG-4.2, D-28), private eyes (TG-4.3.1 to TG-4.3.3, D-02 to D-04).
// Coordinates in the expected sentences are Cartesian, centre (0,0), y up.
#include <gtest/gtest.h>

#include <random>

#include "reference/art04_regions_eyes.h"
#include "reference/tests/diagram.h"

namespace tg::ref {
namespace {

using test::at;
using test::diagram;

PointSet string_at_cell(const Board& b, int column, int row) { return string_at(b, at(b, column, row)); }

Ruleset inspect(EyeInspect mode) {
  Ruleset r;
  r.eye_inspect = mode;
  return r;
}

// ---------------------------------------------------------------- TG-4.1 --

// D-01: one string on an open board separates nothing: no closed region, so
// no candidate and no private eye.
TEST(Art04ClosedRegions, LoneStringOnOpenBoardHasNoRegionAndNoEye) {
  Board b = diagram({".....",
                     ".....",
                     "..X..",
                     ".X...",
                     "....."});
  EXPECT_TRUE(closed_regions(b, Side::Black).empty());
  PrivateEyeInfo info = private_eye(b, string_at_cell(b, 2, 2), Ruleset{});
  EXPECT_FALSE(info.has_private_eye);
  EXPECT_TRUE(info.candidates.empty());
}

// D-01: a ring splits the board into two components of non-black points in
// the same area; both are closed regions (TG-4.1 "two closed regions").
TEST(Art04ClosedRegions, RingMakesInsideAndOutsideRegions) {
  Board b = diagram({".....",
                     ".XXX.",
                     ".X.X.",
                     ".XXX.",
                     "....."});
  std::vector<RegionInfo> regions = closed_regions(b, Side::Black);
  ASSERT_EQ(regions.size(), 2u);
  EXPECT_EQ(regions[0].points.size(), 16u);  // the outside, first point (-2,2)
  EXPECT_EQ(regions[1].points, PointSet{at(b, 2, 2)});
  EXPECT_TRUE(regions[0].is_eye);
  EXPECT_TRUE(regions[1].is_eye);
  EXPECT_EQ(regions[1].formed_by, Side::Black);
  // White forms nothing here.
  EXPECT_TRUE(closed_regions(b, Side::White).empty());
}

// TG-4.2: a closed region holding only an opponent stone contains no empty
// string, so it is a closed region but not an eye.
TEST(Art04ClosedRegions, RegionWithoutEmptyPointIsNoEye) {
  Board b = diagram({".....",
                     "..X..",
                     ".XOX.",
                     "..X..",
                     "....."});
  std::vector<RegionInfo> regions = closed_regions(b, Side::Black);
  ASSERT_EQ(regions.size(), 2u);
  EXPECT_EQ(regions[1].points, PointSet{at(b, 2, 2)});
  EXPECT_FALSE(regions[1].is_eye);
  EXPECT_FALSE(is_true_eye(b, regions[1]));
}

// TG-4.3.1: tris are off-board. The corner point is cut off by one black
// stone and one tris; without the tris (a plain empty point) nothing would
// be closed.
TEST(Art04ClosedRegions, TrisActsAsEdge) {
  Board with = diagram({".T...",
                        "X....",
                        ".....",
                        ".....",
                        "....."});
  std::vector<RegionInfo> regions = closed_regions(with, Side::Black);
  ASSERT_EQ(regions.size(), 2u);
  EXPECT_EQ(regions[0].points, PointSet{at(with, 0, 0)});
  Board without = diagram({".....",
                           "X....",
                           ".....",
                           ".....",
                           "....."});
  EXPECT_TRUE(closed_regions(without, Side::Black).empty());
}

// D-01: the area is bounded by tris. A tris wall cuts the board; black
// stones that split only one side still make closed regions there, and
// the other side (another area, not split) is no closed region.
TEST(Art04ClosedRegions, AreasAreBoundedByTris) {
  Board b = diagram({".X.T.",
                     "XX.T.",
                     "...T.",
                     "...T.",
                     "...T."});
  std::vector<RegionInfo> regions = closed_regions(b, Side::Black);
  ASSERT_EQ(regions.size(), 2u);
  EXPECT_EQ(regions[0].points, PointSet{at(b, 0, 0)});
  EXPECT_EQ(regions[1].points.size(), 11u);  // columns 0-2: 15 points minus 3 stones and the corner
  // The right column (5 points) is its own area, not split, so no region.
  for (const RegionInfo& r : regions) EXPECT_FALSE(contains(r.points, at(b, 4, 0)));
}

// ---------------------------------------------------------------- TG-4.2 --

// D-28: a one-point eye in the middle is false when the opponent holds two
// diagonals, true with one.
TEST(Art04TrueEye, CentrePointNeedsTwoOpponentDiagonals) {
  Board one = diagram({".......",
                       ".......",
                       "..OX...",
                       "..X.X..",
                       "...X...",
                       ".......",
                       "......."});
  std::vector<RegionInfo> r1 = closed_regions(one, Side::Black);
  ASSERT_EQ(r1.size(), 2u);
  ASSERT_EQ(r1[1].points, PointSet{at(one, 3, 3)});
  EXPECT_TRUE(is_true_eye(one, r1[1]));
  Board two = diagram({".......",
                       ".......",
                       "..OX...",
                       "..X.X..",
                       "...XO..",
                       ".......",
                       "......."});
  std::vector<RegionInfo> r2 = closed_regions(two, Side::Black);
  ASSERT_EQ(r2.size(), 2u);
  EXPECT_FALSE(is_true_eye(two, r2[1]));
}

// D-28: on the edge one opponent diagonal is enough to make it false.
TEST(Art04TrueEye, EdgePointFalseWithOneOpponentDiagonal) {
  Board clean = diagram({".X.X.",
                         "..X..",
                         ".....",
                         ".....",
                         "....."});
  std::vector<RegionInfo> r = closed_regions(clean, Side::Black);
  ASSERT_EQ(r.size(), 2u);
  ASSERT_EQ(r[1].points, PointSet{at(clean, 2, 0)});
  EXPECT_TRUE(is_true_eye(clean, r[1]));
  Board held = diagram({".X.X.",
                        ".OX..",
                        ".....",
                        ".....",
                        "....."});
  std::vector<RegionInfo> h = closed_regions(held, Side::Black);
  ASSERT_EQ(h.size(), 2u);
  ASSERT_EQ(h[1].points, PointSet{at(held, 2, 0)});
  EXPECT_FALSE(is_true_eye(held, h[1]));
}

// D-28 with TG-4.3.1: a tris diagonal is off-board, so the point counts as
// on the edge and a single white diagonal makes the eye false.
TEST(Art04TrueEye, TrisDiagonalMakesThePointAnEdgePoint) {
  Board b = diagram({".......",
                     ".......",
                     "..TX...",
                     "..X.X..",
                     "...XO..",
                     ".......",
                     "......."});
  std::vector<RegionInfo> r = closed_regions(b, Side::Black);
  ASSERT_EQ(r.size(), 2u);
  ASSERT_EQ(r[1].points, PointSet{at(b, 3, 3)});
  EXPECT_FALSE(is_true_eye(b, r[1]));
}

// D-28: eyes of more than one point are true.
TEST(Art04TrueEye, LargerEyesAreTrue) {
  Board b = diagram({"..X..",
                     "XXX..",
                     ".....",
                     ".....",
                     "....."});
  std::vector<RegionInfo> r = closed_regions(b, Side::Black);
  ASSERT_EQ(r.size(), 2u);
  ASSERT_EQ(r[0].points, (PointSet{at(b, 0, 0), at(b, 1, 0)}));
  EXPECT_TRUE(is_true_eye(b, r[0]));
}

// ---------------------------------------------------------------- TG-4.3 --

// The simplest private eye: a corner point enclosed by one black string.
// Its only empty string touches only this string (4.3.2) and no white
// string (4.3.3: nothing to inspect). The outside region is a candidate too
// (D-01) but its empty string also touches the other black stone: 4.3.2.
TEST(Art04PrivateEye, OnePointEyeIsPrivate) {
  Board b = diagram({".X...",
                     "XX...",
                     ".....",
                     ".....",
                     "....X"});
  PrivateEyeInfo info = private_eye(b, string_at_cell(b, 1, 1), Ruleset{});
  EXPECT_EQ(info.colour, Side::Black);
  EXPECT_TRUE(info.has_private_eye);
  ASSERT_EQ(info.candidates.size(), 2u);
  EXPECT_EQ(info.candidates[0].region, PointSet{at(b, 0, 0)});
  EXPECT_EQ(info.candidates[0].failed, ReasonKind::None);
  EXPECT_EQ(info.candidates[1].failed, ReasonKind::EyeEmptyTouchesOwnString);
  EXPECT_EQ(info.candidates[1].shared_empty.front(), (Point{0, 2}));
  EXPECT_EQ(info.candidates[1].own_string.front(), (Point{2, -2}));
}

// TG-4.3.2: the corner point is enclosed by two separate black strings, so
// the empty string touches another black string: an eye, but nobody's
// private eye.
TEST(Art04PrivateEye, EyeSharedByTwoStringsFails432) {
  Board b = diagram({".X...",
                     "X....",
                     ".....",
                     ".....",
                     "....."});
  for (PointSet s : {string_at_cell(b, 1, 0), string_at_cell(b, 0, 1)}) {
    PrivateEyeInfo info = private_eye(b, s, Ruleset{});
    EXPECT_FALSE(info.has_private_eye);
    ASSERT_EQ(info.candidates.size(), 2u);
    EXPECT_EQ(info.candidates[0].region, PointSet{at(b, 0, 0)});
    EXPECT_EQ(info.candidates[0].failed, ReasonKind::EyeEmptyTouchesOwnString);
    EXPECT_EQ(info.candidates[1].failed, ReasonKind::EyeEmptyTouchesOwnString);
  }
}

// The MengGo text's figures 7-8, in a small corner: a white stone sits in
// black's four-point corner eye. White plays one more stone at (2,3) and
// (3,3) becomes a one-liberty eye of the white string at (3,2) (the figure:
// white plays 八九 and makes a one-liberty eye for the string at 九八). So
// the corner is not a private eye: TG-4.3.3b. (It is not 4.3.3a: the only
// empty string touches black, so white has no eye yet.) The black stone in
// the far corner makes the outside region fail 4.3.2.
TEST(Art04PrivateEye, MengGoFigure8WhiteMakesOneLibertyEye) {
  Board b = diagram({"....X..",
                     "....X.O",
                     "....XXX",
                     ".......",
                     ".......",
                     ".......",
                     "X......"});
  PrivateEyeInfo info = private_eye(b, string_at_cell(b, 4, 0), Ruleset{});
  EXPECT_FALSE(info.has_private_eye);
  ASSERT_EQ(info.candidates.size(), 2u);
  EXPECT_EQ(info.candidates[0].failed, ReasonKind::EyeEmptyTouchesOwnString);  // the outside, first point (-3,3)
  const EyeCandidate& corner = info.candidates[1];
  EXPECT_EQ(corner.region.size(), 4u);
  EXPECT_EQ(corner.failed, ReasonKind::EyeOtherMakesEye);
  EXPECT_EQ(corner.placements, (PointSet{Point{2, 3}}));
  EXPECT_EQ(corner.eye, (PointSet{Point{3, 3}}));
  EXPECT_EQ(corner.eye_of.front(), (Point{3, 2}));
}

// A white stone inside black's three-point edge eye that cannot make an eye:
// every empty point of the region touches a black stone, so whatever white
// fills, no point can become a one-liberty eye (TG-4.3.3b finds none), and
// the white stone has no eye now (4.3.3a). The eye stays private.
TEST(Art04PrivateEye, DeadWhiteStoneThatCannotMakeAnEyeKeepsPrivateEye) {
  Board b = diagram({".O.X...",
                     "XXXX...",
                     ".......",
                     ".......",
                     ".......",
                     ".......",
                     "......X"});
  PrivateEyeInfo info = private_eye(b, string_at_cell(b, 0, 1), Ruleset{});
  EXPECT_TRUE(info.has_private_eye);
  ASSERT_EQ(info.candidates.size(), 2u);
  EXPECT_EQ(info.candidates[0].region, (PointSet{at(b, 0, 0), at(b, 1, 0), at(b, 2, 0)}));
  EXPECT_EQ(info.candidates[0].failed, ReasonKind::None);
  EXPECT_EQ(info.candidates[1].failed, ReasonKind::EyeEmptyTouchesOwnString);
}

// D-02, one diagram, two answers. Black's region R (columns 0-4, rows 0-4)
// holds: the empty string along black's wall (E); the white L w1 = (-1,4)..
// (-4,1) touching E; behind it a pocket with the white string w2 = (-3,4),
// (-4,3), (-3,3) that does not touch E, the free empty point (-4,4) beside
// w2, and a black stone (-2,2) whose neighbours are no free points.
//  - eye_inspect=adjacent inspects w1 only. w1 has no eye yet (every empty
//    string it touches also touches black), so 4.3.3a passes; the search
//    finds white playing (-2,4) connects w2 to w1, making (-4,4) a
//    one-liberty eye of w1: TG-4.3.3b.
//  - eye_inspect=region also inspects w2, which already has the eye (-4,4):
//    TG-4.3.3a.
// The verdict (no private eye) is the same; under D-03/D-04 only the reason
// can change (see the property test RegionAndAdjacentAgreeOnVerdicts).
TEST(Art04PrivateEye, EyeInspectRegionAndAdjacentGiveDifferentReasons) {
  Board b = diagram({".O.O.X...",
                     "OO.O.X...",
                     "..XO.X...",
                     "OOOO.X...",
                     ".....X...",
                     "XXXXXX...",
                     ".........",
                     ".........",
                     "........X"});
  PointSet s = string_at_cell(b, 5, 0);
  PrivateEyeInfo adjacent = private_eye(b, s, inspect(EyeInspect::Adjacent));
  PrivateEyeInfo region = private_eye(b, s, inspect(EyeInspect::Region));
  ASSERT_EQ(adjacent.candidates.size(), 2u);
  ASSERT_EQ(region.candidates.size(), 2u);
  EXPECT_EQ(adjacent.candidates[0].region.size(), 24u);
  EXPECT_EQ(adjacent.candidates[0].failed, ReasonKind::EyeOtherMakesEye);
  EXPECT_EQ(adjacent.candidates[0].placements, (PointSet{Point{-2, 4}}));
  EXPECT_EQ(adjacent.candidates[0].eye, (PointSet{Point{-4, 4}}));
  EXPECT_EQ(adjacent.candidates[0].eye_of.front(), (Point{-1, 4}));
  EXPECT_EQ(region.candidates[0].failed, ReasonKind::EyeOtherHasEye);
  EXPECT_EQ(region.candidates[0].eye_of.front(), (Point{-3, 4}));
  EXPECT_EQ(region.candidates[0].eye, (PointSet{Point{-4, 4}}));
  EXPECT_FALSE(adjacent.has_private_eye);
  EXPECT_FALSE(region.has_private_eye);
}

// D-01: a lone ring on an empty board has two private eyes: the point inside
// and the whole outside, whose empty string touches no other black string
// and no white string. This is the literal reading the BRIEF recommends.
TEST(Art04PrivateEye, LoneRingOutsideIsAlsoPrivate) {
  Board b = diagram({".......",
                     ".......",
                     "..XXX..",
                     "..X.X..",
                     "..XXX..",
                     ".......",
                     "......."});
  PrivateEyeInfo info = private_eye(b, string_at_cell(b, 2, 2), Ruleset{});
  ASSERT_EQ(info.candidates.size(), 2u);
  EXPECT_EQ(info.candidates[0].failed, ReasonKind::None);
  EXPECT_EQ(info.candidates[1].failed, ReasonKind::None);
  EXPECT_TRUE(info.has_private_eye);
}

// D-01 + TG-4.3.3b: the outside of a ring is a candidate, and a white stone
// out there fails it: white fills (-1,3) and (-2,2) and (-2,3) becomes a
// one-liberty eye on the edge for the white stone in the corner. The point
// inside the ring stays private.
TEST(Art04PrivateEye, RingOutsideIsCandidateThatFails) {
  Board b = diagram({"O......",
                     ".......",
                     "..XXX..",
                     "..X.X..",
                     "..XXX..",
                     ".......",
                     "......."});
  PrivateEyeInfo info = private_eye(b, string_at_cell(b, 2, 2), Ruleset{});
  EXPECT_TRUE(info.has_private_eye);
  ASSERT_EQ(info.candidates.size(), 2u);
  EXPECT_EQ(info.candidates[0].region.size(), 40u);  // 49 - 8 stones - centre
  EXPECT_EQ(info.candidates[0].failed, ReasonKind::EyeOtherMakesEye);
  EXPECT_EQ(info.candidates[0].placements, (PointSet{Point{-1, 3}, Point{-2, 2}}));
  EXPECT_EQ(info.candidates[0].eye, (PointSet{Point{-2, 3}}));
  EXPECT_EQ(info.candidates[0].eye_of.front(), (Point{-3, 3}));
  EXPECT_EQ(info.candidates[1].region, PointSet{at(b, 3, 3)});
  EXPECT_EQ(info.candidates[1].failed, ReasonKind::None);
}

// TG-4.3.1: an eye bounded by the edge and a tris is a private eye (the tris
// is off-board on the base board).
TEST(Art04PrivateEye, EyeBoundedByEdgeAndTris) {
  Board b = diagram({".T...",
                     "X....",
                     ".....",
                     ".....",
                     "....X"});
  PrivateEyeInfo info = private_eye(b, string_at_cell(b, 0, 1), Ruleset{});
  EXPECT_TRUE(info.has_private_eye);
  ASSERT_EQ(info.candidates.size(), 2u);
  EXPECT_EQ(info.candidates[0].region, PointSet{at(b, 0, 0)});
  EXPECT_EQ(info.candidates[0].failed, ReasonKind::None);
}

// TG-4.3.3a: a white string with a point of its own (an empty string touching
// no black stone) inside black's region already has an eye of one liberty.
TEST(Art04PrivateEye, WhiteWithAnEyeOfItsOwnFails433a) {
  Board b = diagram({".O..X..",
                     "O...X..",
                     "....X..",
                     "XXXXX..",
                     ".......",
                     ".......",
                     "......X"});
  PrivateEyeInfo info = private_eye(b, string_at_cell(b, 4, 0), Ruleset{});
  ASSERT_EQ(info.candidates.size(), 2u);
  EXPECT_EQ(info.candidates[0].failed, ReasonKind::EyeOtherHasEye);
  EXPECT_EQ(info.candidates[0].eye_of.front(), (Point{-2, 3}));
  EXPECT_EQ(info.candidates[0].eye, (PointSet{Point{-3, 3}}));
}

// The work bound (D-03: never guess). In the figure-8 corner the search
// examines two placements: the fill at (2,3), then (2,2) while searching
// from (2,3), before it reaches the white string. With a bound of 1 it must
// stop and say so; with 2 it answers.
TEST(Art04PrivateEye, SimulationBoundIsAnError) {
  Board b = diagram({"....X..",
                     "....X.O",
                     "....XXX",
                     ".......",
                     ".......",
                     ".......",
                     "X......"});
  PointSet s = string_at_cell(b, 4, 0);
  try {
    private_eye(b, s, Ruleset{}, 1);
    FAIL() << "expected EngineLimit";
  } catch (const EngineLimit& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("TG-4.3.3b"), std::string::npos) << what;
    EXPECT_NE(what.find("region of 4 points"), std::string::npos) << what;
    EXPECT_NE(what.find("more than 1 placements"), std::string::npos) << what;
  }
  EXPECT_EQ(private_eye(b, s, Ruleset{}, 2).candidates[1].failed, ReasonKind::EyeOtherMakesEye);
}

// eye_rule=menggo-2019 goes to the 2019 unit (reference/menggo2019_art04_private_eye.cpp,
// tested in menggo2019_art04_test.cpp): a corner eye is private under both
// wordings, and the outside of the corner wall too (D-53: the edge closes both
// sides), while the shared corner fails 2019 (a), not TG-4.3.2.
TEST(Art04PrivateEye, Menggo2019EyeRuleGoesToThe2019Unit) {
  Board b = diagram({".X...",
                     "XX...",
                     ".....",
                     ".....",
                     "....."});
  Ruleset r;
  r.eye_rule = EyeRule::Menggo2019;
  PrivateEyeInfo info = private_eye(b, string_at_cell(b, 1, 1), r);
  EXPECT_TRUE(info.has_private_eye);
  EXPECT_EQ(info.candidates.size(), 2u);
  EXPECT_EQ(private_eyes(b, r).size(), 1u);
}

// TG-4.3.4: white is symmetric: a white string with a corner eye, a black string
// without (its only candidate, the outside, holds white's free corner).
TEST(Art04PrivateEye, WhiteIsSymmetricAndAllStringsAreListed) {
  Board b = diagram({".O...",
                     "OO...",
                     ".....",
                     "...X.",
                     "....."});
  std::vector<PrivateEyeInfo> all = private_eyes(b, Ruleset{});
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].colour, Side::White);
  EXPECT_TRUE(all[0].has_private_eye);
  EXPECT_EQ(all[1].colour, Side::Black);
  EXPECT_FALSE(all[1].has_private_eye);
  EXPECT_TRUE(all[1].candidates.empty());  // one black stone closes nothing
}

// ------------------------------------------------ properties on random boards --

Board random_board(std::mt19937& rng, int n) {
  Board b(*BoardSize::make(n));
  std::discrete_distribution<int> kind({30, 30, 25, 6});  // empty, black, white, tris
  for (int i = 0; i < b.size().points(); ++i) b.set_index(i, static_cast<Piece>(kind(rng)));
  return b;
}

// Under D-03/D-04 the simulation reduces to a closed form: a candidate that
// passes 4.3.2 fails 4.3.3 exactly when R holds a stone of the other colour
// and an empty point with no neighbour of the string's colour (fill all of R
// but that point). So eye_inspect region and adjacent give the same verdicts
// (only the failing condition can differ). Also checks that 19x19 boards
// are judged quickly and has_private_eye agrees with the candidates.
TEST(Art04PrivateEye, RegionAndAdjacentAgreeOnVerdicts) {
  std::mt19937 rng(20260101);
  for (int round = 0; round < 60; ++round) {
    Board b = random_board(rng, round % 3 == 0 ? 19 : (round % 3 == 1 ? 9 : 5));
    std::vector<PrivateEyeInfo> adjacent = private_eyes(b, inspect(EyeInspect::Adjacent));
    std::vector<PrivateEyeInfo> region = private_eyes(b, inspect(EyeInspect::Region));
    ASSERT_EQ(adjacent.size(), region.size());
    for (std::size_t i = 0; i < adjacent.size(); ++i) {
      const PrivateEyeInfo& a = adjacent[i];
      ASSERT_EQ(a.candidates.size(), region[i].candidates.size());
      bool any = false;
      for (std::size_t c = 0; c < a.candidates.size(); ++c) {
        const EyeCandidate& ca = a.candidates[c];
        any = any || (ca.failed == ReasonKind::None);
        EXPECT_EQ((ca.failed == ReasonKind::None), (region[i].candidates[c].failed == ReasonKind::None));
        if (ca.failed == ReasonKind::EyeEmptyTouchesOwnString) continue;
        const Piece own = stone_of(a.colour), other = stone_of(opponent(a.colour));
        bool has_other = false, free_point = false;
        for (Point p : ca.region) {
          has_other = has_other || b.at(p) == other;
          if (b.at(p) != Piece::Empty) continue;
          bool touches_own = false;
          for (Point n : b.size().neighbours(p)) touches_own = touches_own || b.at(n) == own;
          free_point = free_point || !touches_own;
        }
        EXPECT_EQ((ca.failed == ReasonKind::None), !(has_other && free_point)) << reason_kind_name(ca.failed);
      }
      EXPECT_EQ(a.has_private_eye, any);
    }
  }
}

}  // namespace
}  // namespace tg::ref
