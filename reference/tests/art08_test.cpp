// Art. 8: the emergency conversion (TG-8, D-11). A position at move 9
// (black's tris) whose history holds the position before white's move 8.
#include <gtest/gtest.h>

#include "reference/art08_emergency.h"
#include "reference/art09_move.h"
#include "reference/tests/diagram.h"

namespace tg::ref {
namespace {

using test::diagram;

// The position after white's move 8, with the position before it.
Position after_white(const Board& before, const Board& now, Ruleset rules = {}) {
  Position p(now.size(), rules);
  p.board = now;
  p.next_move = 9;
  p.history.push_back(SeenPosition{before, 8});
  return p;
}

Move emergency(Point q) { return Move{Side::Black, MoveKind::Emergency, q}; }

// The black stone (0,0) had two liberties, (0,1) and (0,-1); white's move 8
// at (0,-1) leaves it one. P holds; Q: a black stone at (0,1), the single
// liberty, is allowed instead of black's tris. A tris there is forbidden
// (the capture point of Art. 7.1, contradiction C-4): the conversion is the
// only way to save the stone on this move (TG-8.6).
TEST(Art08, ConditionsPAndQMet) {
  Board before = diagram({".....", ".....", ".OXO.", ".....", "....."});
  Board now = diagram({".....", ".....", ".OXO.", "..O..", "....."});
  Position p = after_white(before, now);
  ASSERT_NE(p.previous(), nullptr);
  std::vector<StringInfo> atari = emergency_strings(p, layers_of(now, p.rules));
  ASSERT_EQ(atari.size(), 1u);
  EXPECT_EQ(atari[0].points, (PointSet{Point{0, 0}}));
  MoveOutcome o = play_move(p, emergency({0, 1}));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.after->board.at({0, 1}), Piece::Black);
  EXPECT_EQ(o.after->next_move, 10);
  EXPECT_EQ(play_move(p, Move{Side::Black, MoveKind::Tris, {0, 1}}).illegal, Illegal::TrisCapture);
  // touches-last-move agrees here: the string touches white's stone (0,-1).
  p.rules.emergency = Emergency::TouchesLastMove;
  EXPECT_TRUE(play_move(p, emergency({0, 1})).legal());
}

// Q fails (TG-8.3): the stone must go on the single liberty of the string in atari.
TEST(Art08, ConditionQNotMet) {
  Board before = diagram({".....", ".....", ".OXO.", ".....", "....."});
  Board now = diagram({".....", ".....", ".OXO.", "..O..", "....."});
  MoveOutcome o = play_move(after_white(before, now), emergency({2, 2}));
  EXPECT_EQ(o.illegal, Illegal::Emergency);
  EXPECT_EQ(o.reason.kind, ReasonKind::ConditionQNotSingleLiberty) << tg::reason_kind_name(o.reason.kind);
}

// P fails: (0,0) was already in atari before white's move 8 (one liberty
// then and now), and white played elsewhere, at (2,2).
TEST(Art08, ConditionPNotMetWhenAlreadyInAtari) {
  Board before = diagram({".....", ".....", ".OXO.", "..O..", "....."});
  Board now = diagram({"....O", ".....", ".OXO.", "..O..", "....."});
  Position p = after_white(before, now);
  EXPECT_EQ(play_move(p, emergency({0, 1})).illegal, Illegal::Emergency);
  p.rules.emergency = Emergency::TouchesLastMove;  // (2,2) does not touch (0,0) either
  EXPECT_EQ(play_move(p, emergency({0, 1})).illegal, Illegal::Emergency);
}

// P is false without the previous position (Position::previous() absent):
// nothing says the opponent's move caused the atari.
TEST(Art08, ConditionPNeedsThePreviousPosition) {
  Board now = diagram({".....", ".....", ".OXO.", "..O..", "....."});
  Position p(now.size());
  p.board = now;
  p.next_move = 9;
  EXPECT_EQ(p.previous(), nullptr);
  EXPECT_TRUE(emergency_strings(p, layers_of(now, p.rules)).empty());
  EXPECT_EQ(play_move(p, emergency({0, 1})).illegal, Illegal::Emergency);
}

// emergency=off (D-11 switch; menggo-2019 and the flybomb presets have no
// Art. 8): the conversion is never allowed. On a stone slot an Emergency
// move does not fit the slot at all (TG-8.2: only a tris slot converts).
TEST(Art08, OffAndWrongSlot) {
  Board before = diagram({".....", ".....", ".OXO.", ".....", "....."});
  Board now = diagram({".....", ".....", ".OXO.", "..O..", "....."});
  Ruleset off;
  off.emergency = Emergency::Off;
  Position p = after_white(before, now, off);
  MoveOutcome o = play_move(p, emergency({0, 1}));
  EXPECT_EQ(o.illegal, Illegal::Emergency);
  EXPECT_EQ(o.reason.kind, ReasonKind::ConversionOff) << tg::reason_kind_name(o.reason.kind);
  Position stone_slot = after_white(before, now);
  stone_slot.next_move = 7;
  stone_slot.history.clear();
  EXPECT_EQ(play_move(stone_slot, emergency({0, 1})).illegal, Illegal::WrongSlot);
}

// TG-8.5: the converted stone must itself be a legal stone move: (-1,2) had two
// liberties, white's move 8 at (-1,1) leaves it (-2,2), but a black stone
// there has no liberty and captures nothing: suicide (D-07).
TEST(Art08, ConvertedStoneMustNotBeSuicide) {
  Board before = diagram({".XO..", "O....", ".....", ".....", "....."});
  Board now = diagram({".XO..", "OO...", ".....", ".....", "....."});
  MoveOutcome o = play_move(after_white(before, now), emergency({-2, 2}));
  EXPECT_EQ(o.illegal, Illegal::Suicide);
}

// D-11, liberty-drop and touches-last-move differ. Before white's move 8 the
// black string at (1,2) is joined through the black tris (0,2) to the black
// corner string, whose private eye (-3,3)..(-3,2) makes the tris black. White
// plays (-2,3) into that corner: white could now make a one-liberty eye
// there, so the corner string loses its private eye (TG-4.3.3b), the tris
// turns neutral and (1,2) is left alone with one liberty, (1,1).
//  - liberty-drop: (1,2) had two or more liberties before (as part of the
//    big black string), one now: P holds, the stone may go on (1,1);
//  - touches-last-move: (1,2) does not touch (-2,3): P fails.
TEST(Art08, LibertyDropAndTouchesLastMoveDiffer) {
  Board before = diagram({"..X.O..",
                          ".XXTXO.",
                          "XX.O...",
                          ".......",
                          ".......",
                          ".......",
                          "......."});
  Board now = before;
  now.set({-2, 3}, Piece::White);
  ASSERT_EQ(layers_of(before, {}).tris[0].attribute, Attribute::Black);
  ASSERT_EQ(layers_of(now, {}).tris[0].attribute, Attribute::Neutral);
  Position p = after_white(before, now);
  MoveOutcome o = play_move(p, emergency({1, 1}));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.after->board.at({1, 1}), Piece::Black);
  p.rules.emergency = Emergency::TouchesLastMove;
  EXPECT_EQ(play_move(p, emergency({1, 1})).illegal, Illegal::Emergency);
}

// D-40: when the move before was the mover's own (a move order with two
// moves of one side in a row, such as menggo-2019's white stone then white
// tris), no opponent's move put anything in atari: P fails.
TEST(Art08, PreviousMoveMustBeTheOpponents) {
  Ruleset r;
  r.order = OrderRule::Menggo2019;
  r.emergency = Emergency::LibertyDrop;
  // Move 63 is white's tris, move 62 white's stone.
  ASSERT_EQ(r.move_order().slot(63).kind, SlotKind::Tris);
  ASSERT_EQ(r.move_order().slot(63).side, Side::White);
  ASSERT_EQ(r.move_order().slot(62).side, Side::White);
  // White's own move 62 at (0,-1) left its string (0,0)-(0,-1) with one
  // liberty, (0,1); the string at (0,0) had two before.
  Board before = diagram({".....", ".....", ".XOX.", ".X.X.", "..X.."});
  Board now = diagram({".....", ".....", ".XOX.", ".XOX.", "..X.."});
  Position p(now.size(), r);
  p.board = now;
  p.next_move = 63;
  p.history.push_back(SeenPosition{before, 62});
  EXPECT_TRUE(emergency_strings(p, layers_of(now, r)).empty());
}

}  // namespace
}  // namespace tg::ref
