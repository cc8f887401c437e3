#include "audit/shrink.h"

#include "audit/search.h"
#include "shrink/position.h"
#include "shrink/sequence.h"

namespace tg::audit {

Position shrink(const Position& start, const std::function<bool(const Position&)>& still_shows) {
  // 1. A smaller board: the smallest size with a window that shows it.
  Position p = shrink::smallest_window(start, still_shows);
  // 2. Fewer pieces, and 3. a shorter history, until neither helps.
  const shrink::KeepIf<SeenPosition> keep_history =
      [&](const std::vector<SeenPosition>& history) -> std::optional<std::vector<SeenPosition>> {
    Position q = p;
    q.history = history;
    if (!still_shows(q)) return std::nullopt;
    return history;
  };
  for (bool changed = true; changed;) {
    changed = shrink::remove_pieces(p, still_shows);
    changed = shrink::remove_all_else_each(p.history, keep_history) || changed;
    if (p.passes > 0) {
      Position q = p;
      q.passes = 0;
      if (still_shows(q)) {
        p = std::move(q);
        changed = true;
      }
    }
  }
  // 4. The first move number with the same slot, when history allows.
  if (p.history.empty() && p.rules.order != OrderRule::Flybomb) {
    const Slot s = p.to_move();
    if (auto m = first_move_with_slot(p, s.side, s.kind); m && *m < p.next_move) {
      Position q = p;
      q.next_move = *m;
      if (still_shows(q)) p = std::move(q);
    }
  }
  return p;
}

}  // namespace tg::audit
