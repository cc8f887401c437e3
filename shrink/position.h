#pragma once
// Delta debugging on a position (vocab/board.h): a smaller board, fewer
// pieces. What must still hold is the caller's predicate; the audit
// (audit/shrink.cpp) and `trisgo verify` (conformance/shrink.cpp) shrink
// their findings with these steps, each in its own order.
#include <functional>

#include "vocab/board.h"

namespace tg::shrink {

using PositionHolds = std::function<bool(const Position&)>;

// The n x n window of `p` whose top-left corner is at row `row`, column
// `col` of p's diagram (the history cropped alike; attributes kept).
Position crop(const Position& p, int n, int row, int col);

// The first window that still holds, of the smallest size that has one:
// every window of every allowed size smaller than p's, smallest size first,
// then row by row, column by column. p itself when none holds.
Position smallest_window(const Position& p, const PositionHolds& holds);

// p without the piece at index i: gone from the board, and from the history
// boards where the same piece stands on that point (the shrunk game never
// had it).
Position without_piece(const Position& p, int i);

// One round, in index order: each piece whose removal (without_piece) still
// holds is removed. Returns whether any was.
bool remove_pieces(Position& p, const PositionHolds& holds);

}  // namespace tg::shrink
