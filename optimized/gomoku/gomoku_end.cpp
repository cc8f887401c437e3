#include "optimized/gomoku/gomoku_end.h"

#include "optimized/gomoku/gomoku_fives.h"
#include "optimized/engine/moves.h"

namespace tg::opt {

GomokuResult gomoku_result(bool black_five, bool white_five, const Ruleset& rules, const MoveOrder& order,
                           int next_move, int passes, bool board_full) {
  if (black_five && white_five) {
    // GM-5.3 / D-22: only flips can give both colours a five on one move.
    if (next_move <= 1) return {GomokuEnd::BothFives, Winner::Draw};
    const Side mover = order.slot(next_move - 1).side;
    const Side winner = rules.double_five == DoubleFive::NonMover ? opponent(mover) : mover;
    if (rules.double_five == DoubleFive::Draw) return {GomokuEnd::BothFives, Winner::Draw};
    return {GomokuEnd::BothFives, winner == Side::Black ? Winner::Black : Winner::White};
  }
  if (black_five) return {GomokuEnd::Five, Winner::Black};
  if (white_five) return {GomokuEnd::Five, Winner::White};
  if (passes_end(rules.end, order, next_move, passes)) return {GomokuEnd::Passes, Winner::Draw};
  if (board_full) return {GomokuEnd::FullBoard, Winner::Draw};
  return {};
}

GomokuResult gomoku_result(const Geo& g, const GBoard& b, const Position& p, const MoveOrder& order) {
  return gomoku_result(has_five(b.ext(Side::Black)), has_five(b.ext(Side::White)), p.rules, order, p.next_move,
                       p.passes, andnot(g.on, b.occupied()).none());
}

}  // namespace tg::opt
