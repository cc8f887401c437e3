#pragma once
// Art. 10: whole-board repetition (spec TG-10.*, decision D-12). "A move must
// not make the opponent face again a position that has occurred before."
#include "reference/art03_basics.h"

namespace tg::ref {

// What two positions are compared by (D-12): the board and the number of
// the move that is next there (which gives its slot: side and piece kind).
bool same_situation(const Board& a, int next_move_a, const Board& b, int next_move_b, const Ruleset& rules);
// The same with the slots given (order=flybomb, whose slots the position's
// flybomb moves decide, D-78).
bool same_situation(const Board& a, const Slot& slot_a, const Board& b, const Slot& slot_b, const Ruleset& rules);

// TG-10.1 with D-12: whether the move `m`, played from `before` and leaving the
// board `after` (with move before.next_move + 1 next), repeats an earlier
// position: one of before.history or `before` itself.
//  - repetition=situational: same board and same side to move;
//  - repetition=positional: same board;
//  - repetition=situational-kind: same board, side to move and slot kind.
// A pass never violates Art. 10 (TG-10.3, D-12).
bool repeats_earlier_position(const Position& before, const Move& m, const Board& after);

// The earlier position the move repeats: the number of the move that was to
// be played in it (`before` itself, or the latest entry of before.history
// that is the same situation); 0 when the move repeats none.
int repeated_position(const Position& before, const Move& m, const Board& after);

// Why a repeating move is refused: vocab's repetition_kind, the reason under
// the D-12 switch in force.

}  // namespace tg::ref
