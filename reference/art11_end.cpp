#include "reference/art11_end.h"

#include <algorithm>

namespace tg::ref {

bool game_ended(const Position& p) {
  // TG-11.1, D-13.
  const MoveOrder& order = p.rules.move_order();
  const bool stone_passes = p.rules.end == EndRule::StonePasses;
  bool black = false, white = false;  // a pass that counts was made by (in a slot of) that side
  // Only the slots of the run matter, and every slot of the move order
  // appears among its opening and one cycle: so the run is read from its
  // last move back over at most that many moves, plus its moves in the
  // opening (a bound for a position whose pass count is huge).
  // order=flybomb (D-76): one side moves at most twice in a row (its stone
  // and its flybomb), so four moves hold a stone slot of each side.
  const int span = p.rules.order == OrderRule::Flybomb ? 4 : static_cast<int>(order.opening.size() + order.cycle.size());
  auto read = [&](int number) {
    const Slot s = p.rules.order == OrderRule::Flybomb ? p.slot(number) : order.slot(number);
    if (stone_passes && s.kind != SlotKind::Stone) return;  // a tris-slot pass does not count
    (s.side == Side::Black ? black : white) = true;
  };
  const int first = std::max(1, p.next_move - p.passes);  // the run's first move (passes < next_move: D-24)
  for (int k = p.next_move - 1; k >= first && k >= p.next_move - span; --k) read(k);
  for (int k = first; k <= static_cast<int>(order.opening.size()) && k < p.next_move; ++k) read(k);
  return black && white;
}

}  // namespace tg::ref
