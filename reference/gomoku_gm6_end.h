#pragma once
// TrisGomoku GM-6: the end of the game and its result (decisions D-22, D-34,
// D-13 for passes), the legal moves (GM-2.3: no forbidden points) and the
// score, which reports only the winner (GM-6.2).
#include <vector>

#include "reference/gomoku_gm5_fives.h"

namespace tg::ref {

struct GomokuResult {
  GomokuEnd end = GomokuEnd::None;
  Winner winner = Winner::Draw;  // Draw while end is None
};

// GM-5.3, D-22: the winner when both colours have a five, `mover` being the
// side that made the last move.
Winner double_five_winner(DoubleFive rule, Side mover);

// GM-6.1, D-34: a five on the board ends the game (Five, or BothFives
// decided by GM-5.3 with the mover the side of slot next_move - 1, a draw
// when no move has been made); else the passes of D-13 (art11_end) end it
// in a draw; else a board without an empty point is a draw; else the game
// goes on.
GomokuResult gomoku_result(const Position& p);

// GM-6.1: whether the game has ended.
bool gomoku_ended(const Position& p);

// GM-2.3, GM-2.4, D-34: once the game has ended nothing; otherwise every
// empty point with the piece kind of the slot (no forbidden points), in
// index order, then the pass; under encirclement=fixed-point without the
// points where the flips would cycle (GM-4.11: play() refuses them).
std::vector<Move> gomoku_legal_moves(const Position& p);

// GM-6.2: no dead strings, komi or area; only the winner is set.
Score gomoku_score(const Position& p);

}  // namespace tg::ref
