#pragma once
// Move numbers by their slot: where a ruleset's move order (or a flybomb
// position's turns) next asks a side for a piece kind. The search matches
// positions of two rulesets by the slot to move with it (D-104), and the
// board in the browser's diff (web/) needs it without the search.
#include <optional>

#include "vocab/board.h"

namespace tg::audit {

// The first move number at or after `from` whose slot is (side, kind), within
// the move order's opening and two cycles; nullopt if none.
std::optional<int> first_move_with_slot(const Ruleset& r, Side side, SlotKind kind, int from = 1);
// The same for a position's board size and flybomb state (order=flybomb,
// whose turns depend on them: D-71); other orders as above.
std::optional<int> first_move_with_slot(const Position& p, Side side, SlotKind kind, int from = 1);

}  // namespace tg::audit
