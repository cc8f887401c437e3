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
    EXPECT_TRUE(o.legal()) << o.explanation;
    p = *o.after;
  }
  return p;
}

// D-13: under two-passes, passing the two tris moves 9 and 10 ends the game
// (although stone moves remain); under stone-passes (menggo-2019) it does
// not, since those passes were not a black-stone then a white-stone pass.
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
  // Passes 6, 7, 8 (white, black, white stones): the last two end it.
  EXPECT_TRUE(game_ended(passes_from(6, 3, stone)));
  EXPECT_FALSE(game_ended(passes_from(1, 1)));
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
