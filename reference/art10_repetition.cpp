#include "reference/art10_repetition.h"

namespace tg::ref {

bool same_situation(const Board& a, int next_move_a, const Board& b, int next_move_b, const Ruleset& rules) {
  const MoveOrder& order = rules.move_order();
  return same_situation(a, order.slot(next_move_a), b, order.slot(next_move_b), rules);
}

bool same_situation(const Board& a, const Slot& slot_a, const Board& b, const Slot& slot_b, const Ruleset& rules) {
  // TG-10, D-12: what "the same position" compares.
  if (a != b) return false;
  switch (rules.repetition) {
    case Repetition::Positional: return true;
    case Repetition::Situational: return slot_a.side == slot_b.side;
    case Repetition::SituationalKind: return slot_a.side == slot_b.side && slot_a.kind == slot_b.kind;
  }
  return true;
}

bool repeats_earlier_position(const Position& before, const Move& m, const Board& after) {
  return repeated_position(before, m, after) != 0;
}

int repeated_position(const Position& before, const Move& m, const Board& after) {
  // TG-10.1, TG-10.3, D-12.
  if (m.is_pass()) return 0;  // D-12: passes never violate Art. 10
  // The slots come from the position (D-78: under order=flybomb an earlier
  // position's side to move is the side of the move played from it).
  const Slot next = slot_after(before, m);
  // The latest first: the position itself, then the history from its end.
  if (same_situation(after, next, before.board, filled_slot(before, m), before.rules)) return before.next_move;
  const MoveOrder& order = before.rules.move_order();
  const bool flybomb = before.rules.order == OrderRule::Flybomb;
  int latest = 0;
  for (const SeenPosition& seen : before.history) {
    const Slot seen_slot = flybomb ? before.slot(seen.next_move) : order.slot(seen.next_move);
    if (seen.next_move > latest && same_situation(after, next, seen.board, seen_slot, before.rules))
      latest = seen.next_move;
  }
  return latest;
}


}  // namespace tg::ref
