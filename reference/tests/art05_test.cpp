// Art. 5.1(2) of the literal reference: permanent life as Benson's
// unconditional life on the holistic board (TG-5.1, D-15).
#include <gtest/gtest.h>

#include "reference/art05_layers.h"
#include "reference/tests/diagram.h"

namespace tg::ref {
namespace {

using test::at;
using test::diagram;

PointSet stones(const Board& b, Piece kind) {
  PointSet out;
  for (Point p : b.size().all_points())
    if (b.at(p) == kind) out.push_back(p);
  return out;
}

// Two separate one-point eyes, each made only of liberties of the one black
// string: two vital regions, so the string is unconditionally alive. The
// outside region has empty points that are not its liberties: not vital.
TEST(Art05Benson, TwoEyedGroupIsAlive) {
  Board b = diagram({".X.X...",
                     "XXXX...",
                     ".......",
                     ".......",
                     ".......",
                     ".......",
                     "......."});
  EXPECT_EQ(permanently_alive_points(b), stones(b, Piece::Black));
}

// One eye only (the two-point eye is one region): fewer than two vital
// regions, so the string is removed and nothing survives.
TEST(Art05Benson, OneEyedGroupIsNotAlive) {
  Board b = diagram({"..X....",
                     "XXX....",
                     ".......",
                     ".......",
                     ".......",
                     ".......",
                     "......."});
  EXPECT_TRUE(permanently_alive_points(b).empty());
}

// D-15: a neutral tris is off-board. With a tris at (-2,3) the corner splits
// into two one-point eyes, both vital: alive. With an empty point there it
// is one three-point eye (every point a liberty, so vital, but only one):
// not alive.
TEST(Art05Benson, NeutralTrisActsAsEdge) {
  Board with = diagram({".T.X...",
                        "XXXX...",
                        ".......",
                        ".......",
                        ".......",
                        ".......",
                        "......."});
  EXPECT_EQ(permanently_alive_points(with), stones(with, Piece::Black));
  Board without = diagram({"...X...",
                           "XXXX...",
                           ".......",
                           ".......",
                           ".......",
                           ".......",
                           "......."});
  EXPECT_TRUE(permanently_alive_points(without).empty());
}

// A region holding a white stone is still vital when its empty points are
// all liberties of the black string (white can never make it an eye of its
// own): the black string with two such regions is alive, the white stones
// inside are not.
TEST(Art05Benson, OpponentStonesInsideVitalRegions) {
  Board b = diagram({"O.X.O.X",
                     "XXXXXXX",
                     ".......",
                     ".......",
                     ".......",
                     ".......",
                     "......."});
  // Regions: {(-3,3) O, (-2,3)} and {(0,3), (1,3) O, (2,3)}: every empty
  // point touches the black string.
  EXPECT_EQ(permanently_alive_points(b), stones(b, Piece::Black));
}

// Both colours are judged: a two-eyed white group in one corner, a one-eyed
// black group in another. Only the white stones are returned.
TEST(Art05Benson, BothColoursAreJudged) {
  Board b = diagram({".O.O...",
                     "OOOO...",
                     ".......",
                     ".......",
                     ".......",
                     "XXX....",
                     "..X...."});
  EXPECT_EQ(permanently_alive_points(b), stones(b, Piece::White));
}

// Benson's shared eyes: the lone black stone B = (-1,3) and the long string
// A around it share the three one-point regions (-2,3), (0,3) and (-1,2).
// Each is one empty point that is a liberty of both A and B, so each is
// vital to both: A and B both have three vital regions and both live.
TEST(Art05Benson, TwoStringsSharingEyesBothLive) {
  Board b = diagram({"X.X.X..",
                     "XX.XX..",
                     ".XXX...",
                     ".......",
                     ".......",
                     ".......",
                     "......."});
  EXPECT_EQ(permanently_alive_points(b), stones(b, Piece::Black));
  // Take away A's stone at (1,3): the point (0,3) opens into the outside
  // region, which is not vital. A and B still share two one-point regions,
  // (-2,3) and (-1,2): both still live.
  Board opened = diagram({"X.X....",
                          "XX.XX..",
                          ".XXX...",
                          ".......",
                          ".......",
                          ".......",
                          "......."});
  EXPECT_EQ(permanently_alive_points(opened), stones(opened, Piece::Black));
}

// With only one shared eye left, neither lives: take away A's stones at
// (0,2) and (1,2) as well, so (-1,2) joins the outside too. The lone stone B
// and the string A have one vital region each ((-2,3)); both are removed.
TEST(Art05Benson, OneSharedEyeIsNotEnough) {
  Board b = diagram({"X.X....",
                     "XX.....",
                     ".XXX...",
                     ".......",
                     ".......",
                     ".......",
                     "......."});
  EXPECT_TRUE(permanently_alive_points(b).empty());
}

// Degenerate boards: nothing to keep alive.
TEST(Art05Benson, EmptyBoardAndStonelessBoards) {
  Board empty = diagram({".....",
                         ".....",
                         ".....",
                         ".....",
                         "....."});
  EXPECT_TRUE(permanently_alive_points(empty).empty());
  Board tris = diagram({"TTTTT",
                        "T.T.T",
                        "TTTTT",
                        ".....",
                        "....."});
  EXPECT_TRUE(permanently_alive_points(tris).empty());
}

}  // namespace
}  // namespace tg::ref
