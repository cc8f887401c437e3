// Art. 10: whole-board repetition (TG-10, D-12) under its three settings.
#include <gtest/gtest.h>

#include "reference/art09_move.h"
#include "reference/art10_repetition.h"
#include "reference/tests/diagram.h"

namespace tg::ref {
namespace {

using test::diagram;

// A ko: the white stone (-1,1) has one liberty, (0,1); black takes it, and
// black's stone at (0,1) then has one liberty, (-1,1).
Board ko() { return diagram({".XO..", "XO.O.", ".XO..", ".....", "....."}); }

Position position(const Board& b, int next_move, Ruleset rules = {}) {
  Position p(b.size(), rules);
  p.board = b;
  p.next_move = next_move;
  return p;
}

// The ko rule of the text (TG-10.2): black takes at (0,1);
// white may not take back at once, because the board would be the one black
// faced at move 1, with black to move again. Every setting forbids it.
TEST(Art10, KoUnderEverySetting) {
  for (Repetition rep : {Repetition::Situational, Repetition::Positional, Repetition::SituationalKind}) {
    Ruleset r;
    r.repetition = rep;
    MoveOutcome take = play_move(position(ko(), 1, r), Move{Side::Black, MoveKind::Stone, {0, 1}});
    ASSERT_TRUE(take.legal()) << tg::reason_kind_name(take.reason.kind);
    EXPECT_EQ(take.captured, (PointSet{Point{-1, 1}}));
    MoveOutcome back = play_move(*take.after, Move{Side::White, MoveKind::Stone, {-1, 1}});
    EXPECT_EQ(back.illegal, Illegal::Repetition);
    EXPECT_EQ(back.reason, make_reason(repetition_kind(rep)));
    // A ko threat elsewhere and its answer change the board: then white may
    // take back (the board differs from every earlier one).
    MoveOutcome threat = play_move(*take.after, Move{Side::White, MoveKind::Stone, {2, -2}});
    ASSERT_TRUE(threat.legal());
    MoveOutcome answer = play_move(*threat.after, Move{Side::Black, MoveKind::Stone, {-2, -2}});
    ASSERT_TRUE(answer.legal());
    EXPECT_TRUE(play_move(*answer.after, Move{Side::White, MoveKind::Stone, {-1, 1}}).legal());
  }
}

// situational against situational-kind: black takes the ko with move 7 (a
// black-stone slot); white's retake at move 8 would give the board of move
// 7 again, now with black's tris (move 9) to play. The same side is to
// move, so situational forbids it; the piece kind differs, so
// situational-kind allows it; positional forbids it.
TEST(Art10, SituationalKindDiffers) {
  MoveOutcome take = play_move(position(ko(), 7), Move{Side::Black, MoveKind::Stone, {0, 1}});
  ASSERT_TRUE(take.legal());
  Position p = *take.after;
  ASSERT_EQ(p.next_move, 8);
  const Move retake{Side::White, MoveKind::Stone, {-1, 1}};
  EXPECT_EQ(play_move(p, retake).illegal, Illegal::Repetition);
  p.rules.repetition = Repetition::SituationalKind;
  MoveOutcome o = play_move(p, retake);
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.after->board, ko());
  p.rules.repetition = Repetition::Positional;
  EXPECT_EQ(play_move(p, retake).illegal, Illegal::Repetition);
}

// situational against positional: with suicide allowed, a black stone on
// white's eye point is removed at once and leaves the board as it was, now
// with white to move. Positional superko forbids it (same board);
// situational allows it (the side to move differs).
TEST(Art10, PositionalDiffers) {
  Board b = diagram({".O...", "O....", ".....", ".....", "....."});
  Ruleset r;
  r.suicide = Suicide::Allowed;
  const Move suicide{Side::Black, MoveKind::Stone, {-2, 2}};
  EXPECT_TRUE(play_move(position(b, 1, r), suicide).legal());
  r.repetition = Repetition::SituationalKind;
  EXPECT_TRUE(play_move(position(b, 1, r), suicide).legal());
  r.repetition = Repetition::Positional;
  EXPECT_EQ(play_move(position(b, 1, r), suicide).illegal, Illegal::Repetition);
}

// TG-10.3, D-12: a pass never violates Art. 10, although it repeats the board.
TEST(Art10, PassesNeverRepeat) {
  Ruleset r;
  r.repetition = Repetition::Positional;
  Position p = position(ko(), 1, r);
  MoveOutcome o = play_move(p, Move{Side::Black, MoveKind::Pass, {}});
  ASSERT_TRUE(o.legal());
  o = play_move(*o.after, Move{Side::White, MoveKind::Pass, {}});
  ASSERT_TRUE(o.legal());
  EXPECT_FALSE(repeats_earlier_position(p, Move{Side::Black, MoveKind::Pass, {}}, p.board));
}

TEST(Art10, SameSituation) {
  Ruleset r;
  const Board b = ko();
  // Moves 1 and 3: black stones; 9: black tris; 2: white stone.
  EXPECT_TRUE(same_situation(b, 1, b, 3, r));
  EXPECT_TRUE(same_situation(b, 1, b, 9, r));
  EXPECT_FALSE(same_situation(b, 1, b, 2, r));
  r.repetition = Repetition::SituationalKind;
  EXPECT_FALSE(same_situation(b, 1, b, 9, r));
  r.repetition = Repetition::Positional;
  EXPECT_TRUE(same_situation(b, 1, b, 2, r));
  EXPECT_FALSE(same_situation(b, 1, Board(b.size()), 1, r));
}

}  // namespace
}  // namespace tg::ref
