// Art. 7: tris forbidden points (TG-7.1 to TG-7.3, D-08, D-09, D-10,
// tris_forbid). Diagrams: top row = highest y, '.' empty, 'X' black,
// 'O' white, 'T' tris. Points are (x, y) with the centre at (0, 0).
#include <gtest/gtest.h>

#include "reference/art07_tris_forbidden.h"
#include "reference/art09_move.h"
#include "reference/tests/diagram.h"

namespace tg::ref {
namespace {

using test::diagram;

Illegal forbidden(const Board& b, Point p, Side mover, const Ruleset& rules = {}) {
  return tris_forbidden(layers_of(b, rules), p, mover, rules);
}

// TG-7.1 (D-08 before-recompute): the white stone in the corner has one
// liberty, (-2,1). A tris there is a hole: the white string would have no
// liberty, so the point is a capture point, forbidden to both sides (a
// capture point "of any black or white string", the mover's own included).
TEST(Art07, CapturePointForbidsBothSides) {
  Board b = diagram({"OX...", ".....", ".....", ".....", "....."});
  EXPECT_EQ(forbidden(b, {-2, 1}, Side::Black), Illegal::TrisCapture);
  EXPECT_EQ(forbidden(b, {-2, 1}, Side::White), Illegal::TrisCapture);
  // Elsewhere nothing is forbidden.
  EXPECT_EQ(forbidden(b, {0, 0}, Side::Black), Illegal::None);
  // After recomputing, the new tris touches no string with a private eye: it
  // stays neutral, the white stone still has no liberty: still forbidden.
  Ruleset after;
  after.tris_capture_check = TrisCaptureCheck::AfterRecompute;
  EXPECT_EQ(forbidden(b, {-2, 1}, Side::Black, after), Illegal::TrisCapture);
}

// TG-7.1, D-08 both settings differ. The black stone at (0,0) has a single
// liberty, (-1,0). Before recompute a tris there is a hole and the stone
// would have no liberty: forbidden. After recompute the new tris touches the
// black corner string, which has a private eye at (-2,2) (By = 1, Wy = 0):
// the tris is black, joins the stone at (0,0) to the corner string, and every
// string keeps a liberty: allowed.
TEST(Art07, CaptureCheckBeforeAndAfterRecomputeDiffer) {
  Board b = diagram({".X.OO",
                     "XXOO.",
                     "..XO.",
                     "..O..",
                     "....."});
  Ruleset before, after;
  after.tris_capture_check = TrisCaptureCheck::AfterRecompute;
  for (Side s : {Side::Black, Side::White}) {
    EXPECT_EQ(forbidden(b, {-1, 0}, s, before), Illegal::TrisCapture);
    EXPECT_EQ(forbidden(b, {-1, 0}, s, after), Illegal::None);
  }
  // Through the move procedure (move 9 is black's tris): the tris is played
  // and turns black (neutral -> black).
  Position p(b.size(), after);
  p.board = b;
  p.next_move = 9;
  MoveOutcome o = play_move(p, Move{Side::Black, MoveKind::Tris, {-1, 0}});
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  ASSERT_EQ(o.changes.size(), 1u);
  EXPECT_EQ(o.changes[0].points, (PointSet{Point{-1, 0}}));
  EXPECT_EQ(o.changes[0].from, Attribute::Neutral);
  EXPECT_EQ(o.changes[0].to, Attribute::Black);
  p.rules = before;
  EXPECT_EQ(play_move(p, Move{Side::Black, MoveKind::Tris, {-1, 0}}).illegal, Illegal::TrisCapture);
}

// TG-7.2, D-09: (-2,2) is black's one-liberty eye (its on-board neighbours
// are both black stones). White may not put a tris there; black may (only
// the opponent's eye is forbidden, TG-7.4) unless tris_forbid=any (menggo-2019).
TEST(Art07, OneLibertyEyeOfTheOpponent) {
  Board b = diagram({".X...", "X....", ".....", ".....", "....."});
  EXPECT_EQ(forbidden(b, {-2, 2}, Side::White), Illegal::TrisEye);
  EXPECT_EQ(forbidden(b, {-2, 2}, Side::Black), Illegal::None);
  Ruleset any;
  any.tris_forbid = TrisForbid::Any;
  EXPECT_EQ(forbidden(b, {-2, 2}, Side::White, any), Illegal::TrisEye);
  EXPECT_EQ(forbidden(b, {-2, 2}, Side::Black, any), Illegal::TrisEye);
  const Board h = layers_of(b, {}).holistic;
  EXPECT_TRUE(is_one_liberty_eye(h, {-2, 2}, Side::Black));
  EXPECT_FALSE(is_one_liberty_eye(h, {-2, 2}, Side::White));
}

// D-09: a neutral tris may close an eye: (-2,1) has the neutral tris (-2,2)
// (it touches no string, so By + Wy = 0) and two black stones around it.
// A point with an empty neighbour, or a neighbour of the other colour, is
// no one-liberty eye.
TEST(Art07, OneLibertyEyeClosedByNeutralTris) {
  Board b = diagram({"T....", ".X...", "X....", ".....", "....."});
  EXPECT_EQ(forbidden(b, {-2, 1}, Side::White), Illegal::TrisEye);
  Board open = diagram({".....", ".X...", "X....", ".....", "....."});
  EXPECT_FALSE(is_one_liberty_eye(open, {-2, 1}, Side::Black));  // (-2,2) is empty
  Board mixed = diagram({"O....", ".X...", "X....", ".....", "....."});
  EXPECT_FALSE(is_one_liberty_eye(mixed, {-2, 1}, Side::Black));  // (-2,2) is white
  // A point surrounded only by neutral tris is nobody's eye (no stone).
  Board tris_only = diagram({".T...", "T....", ".....", ".....", "....."});
  EXPECT_FALSE(is_one_liberty_eye(tris_only, {-2, 2}, Side::Black));
}

// TG-7.1 comes before TG-7.2: (-2,2) is white's one-liberty eye and also
// the last liberty of both white stones, so a black tris there reports the
// capture point.
TEST(Art07, CapturePointReportedBeforeEye) {
  Board b = diagram({".OX..", "OX...", "X....", ".....", "....."});
  EXPECT_EQ(forbidden(b, {-2, 2}, Side::Black), Illegal::TrisCapture);
  EXPECT_TRUE(is_one_liberty_eye(b, {-2, 2}, Side::White));
}

// TG-7.3, D-10 orthogonal: (0,0) has black stones on three sides and its
// only empty neighbour (0,1): a tiger's mouth of black, forbidden to a white
// tris. No diagonal point of (0,0) is black, so under tiger_mouth=diagonal
// it is no tiger's mouth; with a black stone at (-1,-1) it is one again.
TEST(Art07, TigerMouthOrthogonalAndDiagonal) {
  Board b = diagram({".....", ".....", ".X.X.", "..X..", "....."});
  Ruleset diagonal;
  diagonal.tiger_mouth = TigerMouth::Diagonal;
  EXPECT_EQ(forbidden(b, {0, 0}, Side::White), Illegal::TrisTigerMouth);
  EXPECT_EQ(forbidden(b, {0, 0}, Side::Black), Illegal::None);
  EXPECT_EQ(forbidden(b, {0, 0}, Side::White, diagonal), Illegal::None);
  Board d = diagram({".....", ".....", ".X.X.", ".XX..", "....."});
  EXPECT_EQ(forbidden(d, {0, 0}, Side::White), Illegal::TrisTigerMouth);
  EXPECT_EQ(forbidden(d, {0, 0}, Side::White, diagonal), Illegal::TrisTigerMouth);
  // tris_forbid=any: black's own tiger's mouth forbids black too.
  Ruleset any;
  any.tris_forbid = TrisForbid::Any;
  EXPECT_EQ(forbidden(b, {0, 0}, Side::Black, any), Illegal::TrisTigerMouth);
}

// D-10: two stones suffice on the edge ((0,2) has only three neighbours);
// a neutral tris may take a stone's place; a stone of the mover's colour
// among the neighbours spoils the mouth; two empty neighbours are no mouth.
TEST(Art07, TigerMouthVariants) {
  Board edge = diagram({".X.X.", ".....", ".....", ".....", "....."});
  EXPECT_EQ(forbidden(edge, {0, 2}, Side::White), Illegal::TrisTigerMouth);
  Board with_tris = diagram({".....", ".....", ".X.X.", "..T..", "....."});
  EXPECT_EQ(forbidden(with_tris, {0, 0}, Side::White), Illegal::TrisTigerMouth);
  Board spoiled = diagram({".....", ".....", ".X.X.", "..O..", "....."});
  EXPECT_EQ(forbidden(spoiled, {0, 0}, Side::White), Illegal::None);
  Board wide = diagram({".....", ".....", ".X.X.", ".....", "....."});
  EXPECT_EQ(forbidden(wide, {0, 0}, Side::White), Illegal::None);
}

// TG-7.0: judged on the holistic board. The tris at (-1,0) touches the black
// corner string, which has a private eye at (-2,2): it is black. On the
// holistic board (-2,0) has black on two sides ((-2,1) and the black tris)
// and one empty neighbour: a tiger's mouth of black. On the base board the
// tris is a hole and (-2,0) would have only one black neighbour.
TEST(Art07, JudgedOnTheHolisticBoard) {
  Board b = diagram({".X...", "XX...", ".T...", ".....", "....."});
  Layers l = layers_of(b, {});
  ASSERT_EQ(l.tris.size(), 1u);
  EXPECT_EQ(l.tris[0].attribute, Attribute::Black);
  EXPECT_EQ(forbidden(b, {-2, 0}, Side::White), Illegal::TrisTigerMouth);
  EXPECT_FALSE(is_tiger_mouth(b, {-2, 0}, Side::Black, {}));  // the base board alone
}

// Through the move procedure: the reason names the condition and its point, and the
// refused move changes nothing (TG-9.1.1).
TEST(Art07, PlayRefusesForbiddenTris) {
  Board b = diagram({".X...", "X....", ".....", ".....", "....."});
  Position p(b.size());
  p.board = b;
  p.next_move = 10;  // white's tris
  MoveOutcome o = play_move(p, Move{Side::White, MoveKind::Tris, {-2, 2}});
  EXPECT_EQ(o.illegal, Illegal::TrisEye);
  EXPECT_EQ(o.reason, make_reason(ReasonKind::TrisOneLibertyEye, Point{-2, 2}, Side::Black));
  EXPECT_FALSE(o.after.has_value());
}

}  // namespace
}  // namespace tg::ref
