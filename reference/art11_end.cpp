#include "reference/art11_end.h"

namespace tg::ref {

bool game_ended(const Position& p) {
  // TG-11.1, D-13.
  if (p.passes < 2) return false;
  if (p.rules.end == EndRule::TwoPasses) return true;
  // D-13 switch stone-passes: a black-stone pass, then a white-stone pass.
  const MoveOrder order = p.rules.move_order();
  if (p.next_move - 2 < 1) return false;
  const Slot first = order.slot(p.next_move - 2), second = order.slot(p.next_move - 1);
  return first.kind == SlotKind::Stone && first.side == Side::Black && second.kind == SlotKind::Stone &&
         second.side == Side::White;
}

}  // namespace tg::ref
