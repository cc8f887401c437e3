// Art. 9: the move procedure (TG-9, D-06, D-07): slot checks, captures on
// the holistic board as it stood, suicide, recomputed attributes and the
// capture cascade under its three settings.
#include <gtest/gtest.h>

#include "reference/art09_move.h"
#include "reference/tests/diagram.h"

namespace tg::ref {
namespace {

using test::diagram;

Position position(const Board& b, int next_move, Ruleset rules = {}) {
  Position p(b.size(), rules);
  p.board = b;
  p.next_move = next_move;
  return p;
}

Move black(Point q) { return Move{Side::Black, MoveKind::Stone, q}; }

// Art. 2.3 (TG-2.3.1, TG-2.3.3): a move must fit its slot. Move 1 is black's stone, move 9
// black's tris, move 10 white's tris.
TEST(Art09, WrongSlot) {
  Position p = position(diagram({".....", ".....", ".....", ".....", "....."}), 1);
  EXPECT_EQ(play_move(p, Move{Side::White, MoveKind::Stone, {0, 0}}).illegal, Illegal::WrongSlot);
  EXPECT_EQ(play_move(p, Move{Side::Black, MoveKind::Tris, {0, 0}}).illegal, Illegal::WrongSlot);
  EXPECT_EQ(play_move(p, Move{Side::White, MoveKind::Pass, {}}).illegal, Illegal::WrongSlot);
  p.next_move = 9;
  EXPECT_EQ(play_move(p, black({0, 0})).illegal, Illegal::WrongSlot);
  EXPECT_TRUE(play_move(p, Move{Side::Black, MoveKind::Tris, {0, 0}}).legal());
  EXPECT_TRUE(play_move(p, Move{Side::Black, MoveKind::Pass, {}}).legal());
}

TEST(Art09, OffBoardAndOccupied) {
  Position p = position(diagram({".....", ".....", "..X..", ".....", "....."}), 1);
  EXPECT_EQ(play_move(p, black({3, 0})).illegal, Illegal::OffBoard);
  EXPECT_EQ(play_move(p, black({0, 0})).illegal, Illegal::Occupied);
}

// TG-9.1.2: an ordinary capture. The white corner stone's last liberty is
// (-2,1); the black stone there removes it. The new position counts the move
// and remembers the old one.
TEST(Art09, OrdinaryCapture) {
  Board b = diagram({"OX...", ".....", ".....", ".....", "....."});
  MoveOutcome o = play_move(position(b, 1), black({-2, 1}));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.captured, (PointSet{Point{-2, 2}}));
  EXPECT_TRUE(o.changes.empty());
  EXPECT_TRUE(o.cascade.empty());
  EXPECT_EQ(o.after->board, diagram({".X...", "X....", ".....", ".....", "....."}));
  EXPECT_EQ(o.after->next_move, 2);
  EXPECT_EQ(o.after->passes, 0);
  ASSERT_EQ(o.after->history.size(), 1u);
  EXPECT_EQ(o.after->history[0], (SeenPosition{b, 1}));
}

// TG-5.2: capturing a holistic string removes its attributed tris from the
// base board too. The tris (-2,0) is white (it touches the white corner
// string, whose private eye is (-2,2)); white's only liberty is that eye.
// Black plays into it and captures the stones and the tris.
TEST(Art09, CaptureRemovesAttributedTris) {
  Board b = diagram({".OX..", "OOX..", "TX...", "X....", "....."});
  ASSERT_EQ(layers_of(b, {}).tris[0].attribute, Attribute::White);
  MoveOutcome o = play_move(position(b, 1), black({-2, 2}));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.captured, (PointSet{{-1, 2}, {-2, 1}, {-1, 1}, {-2, 0}}));
  EXPECT_EQ(o.after->board, diagram({"X.X..", "..X..", ".X...", "X....", "....."}));
}

// A capture that also changes attributes. The tris (0,0) touches the black
// string on the left (private eye at (-3,3)), the white string on the right
// (private eye at (3,3)), the black stone (0,1) and the white stone (0,-1),
// neither with a private eye: By = Wy = 1, Bo = Wo = 1, neutral (6.2.3.3).
// The white stone is an ordinary string (the tris is neutral); black
// captures it at (0,-2). Then Wo = 0 < Bo = 1: the tris turns black.
TEST(Art09, CaptureChangesAttributes) {
  Board b = diagram({".X...O.",
                     "XX...OO",
                     ".X.X.O.",
                     ".XXTOO.",
                     "..XOX..",
                     ".......",
                     "......."});
  ASSERT_EQ(layers_of(b, {}).tris[0].branch, "6.2.3.3");
  MoveOutcome o = play_move(position(b, 1), black({0, -2}));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.captured, (PointSet{Point{0, -1}}));
  ASSERT_EQ(o.changes.size(), 1u);
  EXPECT_EQ(o.changes[0], (AttributeChange{{{0, 0}}, Attribute::Neutral, Attribute::Black}));
  EXPECT_TRUE(o.cascade.empty());
}

// A tris move: the new tris is a neutral hole when placed; the recompute
// then finds it touching the black corner string with a private eye, so it
// turns black (reported as neutral -> black).
TEST(Art09, TrisMoveAttributeChange) {
  Board b = diagram({".X...", "XX...", ".....", ".....", "....."});
  MoveOutcome o = play_move(position(b, 9), Move{Side::Black, MoveKind::Tris, {-1, 0}});
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_TRUE(o.captured.empty());
  EXPECT_EQ(o.changes, (std::vector<AttributeChange>{{{{-1, 0}}, Attribute::Neutral, Attribute::Black}}));
  EXPECT_EQ(o.after->board.at({-1, 0}), Piece::Tris);
}

// D-42: the attribute a merged or split string had is that of its first
// point that existed before; a wholly new string was neutral. Unchanged
// strings are not reported.
TEST(Art09, AttributeChangesOfMergedStrings) {
  std::vector<TrisInfo> before{TrisInfo{{{0, 0}}, 1, 0, 0, 0, Attribute::Black, "6.2.1"},
                               TrisInfo{{{2, 2}}, 0, 0, 0, 0, Attribute::Neutral, "6.1"}};
  std::vector<TrisInfo> after{TrisInfo{{{-1, 0}, {0, 0}}, 0, 1, 0, 0, Attribute::White, "6.2.2"},
                              TrisInfo{{{2, 2}}, 0, 0, 0, 0, Attribute::Neutral, "6.1"},
                              TrisInfo{{{-2, -2}}, 1, 0, 0, 0, Attribute::Black, "6.2.1"}};
  std::vector<AttributeChange> c = attribute_changes(before, after);
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0], (AttributeChange{{{-1, 0}, {0, 0}}, Attribute::Black, Attribute::White}));
  EXPECT_EQ(c[1], (AttributeChange{{{-2, -2}}, Attribute::Neutral, Attribute::Black}));
}

// D-07: a black stone on white's eye point (-2,2) has no liberty and
// captures nothing (each white stone keeps another liberty): suicide. With
// suicide=allowed the move is played and the stone removed again (it still
// has no liberty after the recompute), under every cascade setting (D-41).
TEST(Art09, SuicideBothSettings) {
  Board b = diagram({".O...", "O....", ".....", ".....", "....."});
  MoveOutcome o = play_move(position(b, 1), black({-2, 2}));
  EXPECT_EQ(o.illegal, Illegal::Suicide);
  EXPECT_EQ(o.reason, make_reason(ReasonKind::Suicide, Side::Black, Point{-2, 2}));
  for (Cascade c : {Cascade::OpponentFirst, Cascade::None, Cascade::Simultaneous}) {
    Ruleset allowed;
    allowed.suicide = Suicide::Allowed;
    allowed.cascade = c;
    MoveOutcome a = play_move(position(b, 1, allowed), black({-2, 2}));
    ASSERT_TRUE(a.legal()) << tg::reason_kind_name(a.reason.kind);
    EXPECT_TRUE(a.captured.empty());
    ASSERT_EQ(a.cascade.size(), 1u);
    EXPECT_EQ(a.cascade[0].removed, (PointSet{Point{-2, 2}}));
    EXPECT_EQ(a.after->board, b);  // the board is unchanged; white is to move
  }
}

// D-06: the capture cascade. The tris (0,2) is white: it touches the white
// string on the right, whose private eye is the corner (2,3)-(3,3)-(3,2).
// The white stone (-1,2) has no liberty of its own and lives through the
// white tris. Black plays (2,3) inside the corner: white could then make a
// one-liberty eye there against black's stone, so the corner is no longer a
// private eye (TG-4.3.3b), the tris turns neutral, and (-1,2) is left
// without liberties although black's move did not capture it.
//  - opponent-first (D-06 default) and simultaneous: (-1,2) is removed in
//    one cascade step;
//  - none: it stays on the board without liberties.
TEST(Art09, CascadeAfterAttributeChange) {
  Board b = diagram({"..X.O..",
                     ".XOTOO.",
                     "..X.OOO",
                     ".......",
                     ".......",
                     ".......",
                     "......."});
  ASSERT_EQ(layers_of(b, {}).tris[0].attribute, Attribute::White);
  const AttributeChange flip{{{0, 2}}, Attribute::White, Attribute::Neutral};
  for (Cascade c : {Cascade::OpponentFirst, Cascade::Simultaneous}) {
    Ruleset r;
    r.cascade = c;
    MoveOutcome o = play_move(position(b, 1, r), black({2, 3}));
    ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
    EXPECT_TRUE(o.captured.empty());
    EXPECT_EQ(o.changes, std::vector<AttributeChange>{flip});
    ASSERT_EQ(o.cascade.size(), 1u);
    EXPECT_EQ(o.cascade[0].removed, (PointSet{Point{-1, 2}}));
    EXPECT_TRUE(o.cascade[0].changes.empty());
    EXPECT_EQ(o.after->board.at({-1, 2}), Piece::Empty);
  }
  Ruleset none;
  none.cascade = Cascade::None;
  MoveOutcome o = play_move(position(b, 1, none), black({2, 3}));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.changes, std::vector<AttributeChange>{flip});
  EXPECT_TRUE(o.cascade.empty());
  EXPECT_EQ(o.after->board.at({-1, 2}), Piece::White);  // left without liberties
}

// D-06, the three settings give three different boards. White's corner
// string has its private eye at (-2,2) and makes the tris (-2,0) white;
// through the tris it has the liberty (-2,-1). With suicide=allowed black
// plays into the eye: before the recompute white still has (-2,-1), so
// nothing is captured, and black's stone has no liberty (suicide, allowed).
// The recompute finds no private eye (the eye holds no empty point): the
// tris turns neutral, and both white's string and black's stone are left
// without liberties.
//  - opponent-first: white's string goes first; black's stone then has
//    liberties and stays;
//  - simultaneous: both go;
//  - none: only black's suicide stone goes (D-41), and white's eye, empty
//    again, makes the tris white again.
TEST(Art09, CascadeSettingsDiffer) {
  Board b = diagram({".OX..", "OOX..", "TX...", ".....", "....."});
  const PointSet white_string{{-1, 2}, {-2, 1}, {-1, 1}};
  Ruleset r;
  r.suicide = Suicide::Allowed;

  r.cascade = Cascade::OpponentFirst;
  MoveOutcome o = play_move(position(b, 1, r), black({-2, 2}));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.changes, (std::vector<AttributeChange>{{{{-2, 0}}, Attribute::White, Attribute::Neutral}}));
  ASSERT_EQ(o.cascade.size(), 1u);
  EXPECT_EQ(o.cascade[0].removed, white_string);
  EXPECT_EQ(o.after->board, diagram({"X.X..", "..X..", "TX...", ".....", "....."}));

  r.cascade = Cascade::Simultaneous;
  o = play_move(position(b, 1, r), black({-2, 2}));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  ASSERT_EQ(o.cascade.size(), 1u);
  EXPECT_EQ(o.cascade[0].removed, (PointSet{{-2, 2}, {-1, 2}, {-2, 1}, {-1, 1}}));
  EXPECT_EQ(o.after->board, diagram({"..X..", "..X..", "TX...", ".....", "....."}));

  r.cascade = Cascade::None;
  o = play_move(position(b, 1, r), black({-2, 2}));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  ASSERT_EQ(o.cascade.size(), 1u);
  EXPECT_EQ(o.cascade[0].removed, (PointSet{Point{-2, 2}}));
  EXPECT_EQ(o.cascade[0].changes, (std::vector<AttributeChange>{{{{-2, 0}}, Attribute::Neutral, Attribute::White}}));
  EXPECT_EQ(o.after->board, b);

  // With suicide forbidden (D-07, judged before the recompute) the move is
  // refused whatever the cascade would do.
  EXPECT_EQ(play_move(position(b, 1), black({-2, 2})).illegal, Illegal::Suicide);
}

// Passes (TG-2.5, TG-9.2 step 1): any slot, counted; a placed piece resets the count.
TEST(Art09, PassesAreCounted) {
  Position p = position(diagram({".....", ".....", ".....", ".....", "....."}), 1);
  MoveOutcome o = play_move(p, Move{Side::Black, MoveKind::Pass, {}});
  ASSERT_TRUE(o.legal());
  EXPECT_EQ(o.after->passes, 1);
  EXPECT_EQ(o.after->board, p.board);
  EXPECT_EQ(o.after->next_move, 2);
  o = play_move(*o.after, Move{Side::White, MoveKind::Stone, {0, 0}});
  ASSERT_TRUE(o.legal());
  EXPECT_EQ(o.after->passes, 0);
  EXPECT_EQ(o.after->history.size(), 2u);
}

// D-41 scope: under cascade=none only an allowed suicide is removed, not a
// string that the recomputed attributes alone leave without liberties.
// Black fills its own private eye at the corner; before the recompute its
// string has the liberty (-2,-1) through the black tris T, so it is no
// suicide. The recompute finds no private eye any more: T turns neutral and
// the four black stones have no liberty. cascade=none leaves them;
// opponent-first removes them (one cascade step).
TEST(Art09, CascadeNoneKeepsStringsKilledByAttributeChanges) {
  Board b = diagram({".XO..", "XXO..", "TO...", ".....", "....."});
  Move fill = black({-2, 2});
  Ruleset none = parse_ruleset("trisgo-2026/cascade=none");
  MoveOutcome kept = play_move(position(b, 1, none), fill);
  ASSERT_TRUE(kept.legal()) << tg::reason_kind_name(kept.reason.kind);
  EXPECT_TRUE(kept.cascade.empty());
  EXPECT_EQ(kept.after->board, diagram({"XXO..", "XXO..", "TO...", ".....", "....."}));
  MoveOutcome removed = play_move(position(b, 1), fill);
  ASSERT_TRUE(removed.legal()) << tg::reason_kind_name(removed.reason.kind);
  ASSERT_EQ(removed.cascade.size(), 1u);
  EXPECT_EQ(removed.after->board, diagram({"..O..", "..O..", "TO...", ".....", "....."}));
}

}  // namespace
}  // namespace tg::ref
