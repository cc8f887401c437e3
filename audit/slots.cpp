#include "audit/slots.h"

namespace tg::audit {

std::optional<int> first_move_with_slot(const Ruleset& r, Side side, SlotKind kind, int from) {
  if (r.order == OrderRule::Flybomb) return first_move_with_slot(Position(*BoardSize::make(9), r), side, kind, from);
  const MoveOrder& order = r.move_order();
  const int span = static_cast<int>(order.opening.size() + 2 * order.cycle.size());
  for (int k = from; k < from + span; ++k) {
    const Slot s = order.slot(k);
    if (s.side == side && s.kind == kind) return k;
  }
  return std::nullopt;
}

std::optional<int> first_move_with_slot(const Position& p, Side side, SlotKind kind, int from) {
  if (p.rules.order != OrderRule::Flybomb) return first_move_with_slot(p.rules, side, kind, from);
  // The flybomb turns follow from the seed and the flybombs played (D-71):
  // ask the position itself, move number by move number.
  Position q(p.board.size(), p.rules);
  q.flybomb = p.flybomb;
  for (int k = from; k < from + 400; ++k) {
    q.next_move = k;
    const Slot s = q.to_move();
    if (s.side == side && s.kind == kind) return k;
  }
  return std::nullopt;
}

}  // namespace tg::audit
