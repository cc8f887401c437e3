// Art. 11: the end of the game (TG-11, D-13).
#include <gtest/gtest.h>

#include "reference/art09_move.h"
#include "reference/art11_end.h"
#include "reference/tests/diagram.h"

namespace tg::ref {
namespace {

Position passes_from(int next_move, int count, Ruleset rules = {}) {
  Position p(*BoardSize::make(5), rules);
  p.next_move = next_move;
  for (int i = 0; i < count; ++i) {
    MoveOutcome o = play_move(p, Move{p.to_move().side, MoveKind::Pass, {}});
    EXPECT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
    p = *o.after;
  }
  return p;
}

// D-13: under two-passes, passing the two tris moves 9 and 10 ends the game
// (although stone moves remain); under stone-passes (menggo-2019) it does
// not, since tris-slot passes do not count there.
TEST(Art11, TwoTrisPasses) {
  EXPECT_TRUE(game_ended(passes_from(9, 2)));
  Ruleset stone;
  stone.end = EndRule::StonePasses;
  Position p = passes_from(9, 2, stone);
  EXPECT_EQ(p.passes, 2);
  EXPECT_FALSE(game_ended(p));
  // The game goes on with move 11, black's stone.
  EXPECT_TRUE(play_move(p, Move{Side::Black, MoveKind::Stone, {0, 0}}).legal());
}

// D-13 stone-passes: moves 7 (black stone) and 8 (white stone) passed end
// the game; so they do under two-passes. Moves 8 (white stone) and 9
// (black tris): two-passes only.
TEST(Art11, StonePasses) {
  Ruleset stone;
  stone.end = EndRule::StonePasses;
  EXPECT_TRUE(game_ended(passes_from(7, 2, stone)));
  EXPECT_TRUE(game_ended(passes_from(7, 2)));
  EXPECT_FALSE(game_ended(passes_from(8, 2, stone)));
  EXPECT_TRUE(game_ended(passes_from(8, 2)));
  // The run needs a pass in each kind of stone slot, in either order: moves
  // 6 (white stone) and 7 (black stone) end it (an earlier version wanted a
  // black-stone pass first and missed this).
  EXPECT_TRUE(game_ended(passes_from(6, 2, stone)));
  EXPECT_FALSE(game_ended(passes_from(1, 1)));
}

// D-13 stone-passes: passes in tris slots neither count nor break the run.
// Moves 8 (white stone), 9 and 10 (the tris) passed: no black-stone pass
// yet; move 11 (black stone) passed too: the run holds both, it has ended.
TEST(Art11, TrisPassesDoNotBreakTheRun) {
  Ruleset stone;
  stone.end = EndRule::StonePasses;
  EXPECT_FALSE(game_ended(passes_from(8, 3, stone)));
  EXPECT_TRUE(game_ended(passes_from(8, 4, stone)));
}

// D-13 two-passes: the run must hold a pass of each player. In the
// menggo-2019 move order B plays moves 62 (white stone) and 63 (B's tris)
// in a row: B passing both does not end the game; A's pass at 64 does.
TEST(Art11, TwoPassesNeedBothPlayers) {
  Ruleset r;
  r.order = OrderRule::Menggo2019;
  ASSERT_EQ(r.end, EndRule::TwoPasses);
  EXPECT_FALSE(game_ended(passes_from(62, 2, r)));
  EXPECT_TRUE(game_ended(passes_from(62, 3, r)));
}

// The run is read over a bounded number of moves whatever the pass count
// (a position file may claim up to a thousand million passes).
TEST(Art11, AHugeRunOfPassesIsReadInBoundedTime) {
  Position p(*BoardSize::make(5), Ruleset{});
  p.next_move = 1000000001;
  p.passes = 1000000000;
  EXPECT_TRUE(game_ended(p));
  p.rules.end = EndRule::StonePasses;
  EXPECT_TRUE(game_ended(p));
}

// An ended game accepts no move, not even a pass; a move that does not fit
// the slot is reported as such first (check order of art09).
TEST(Art11, GameOver) {
  Position p = passes_from(1, 2);
  ASSERT_TRUE(game_ended(p));
  MoveOutcome o = play_move(p, Move{Side::Black, MoveKind::Stone, {0, 0}});
  EXPECT_EQ(o.illegal, Illegal::GameOver);
  EXPECT_EQ(play_move(p, Move{Side::Black, MoveKind::Pass, {}}).illegal, Illegal::GameOver);
  EXPECT_EQ(play_move(p, Move{Side::White, MoveKind::Stone, {0, 0}}).illegal, Illegal::WrongSlot);
}

}  // namespace
}  // namespace tg::ref
