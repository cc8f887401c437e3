#pragma once
// The end of a TrisGomoku game and its winner (GM-5.3, GM-6.1, D-22, D-34).
#include "optimized/gomoku/gomoku_board.h"

namespace tg::opt {

struct GomokuResult {
  GomokuEnd end = GomokuEnd::None;
  Winner winner = Winner::Draw;
};

// GM-6.1 given which colours hold a five: a five first (both colours: D-22
// with the mover = the side of slot next_move - 1; a draw before any move),
// then the passes, then a full board.
GomokuResult gomoku_result(bool black_five, bool white_five, const Ruleset& rules, const MoveOrder& order,
                           int next_move, int passes, bool board_full);

// GM-6.1 for a position, with the fives found by has_five.
GomokuResult gomoku_result(const Geo& g, const GBoard& b, const Position& p, const MoveOrder& order);

}  // namespace tg::opt
