#pragma once
// TrisGomoku GM-5: fives (五子连珠) and overlines (长连), decisions D-22, D-47.
#include <vector>

#include "reference/gomoku_gm3_strings.h"

namespace tg::ref {

// GM-5.1: every maximal run of five or more consecutive points along a row,
// a column or either diagonal that all hold pieces of one colour (its stones
// and tris of its attribute, GM-3.4). Points of a run are in line order from
// its lowest-index end; runs are sorted by side (black first), then by their
// points' index sequence. Judged on the board as it stands, i.e. after the
// move's flips (GM-5.2, D-47).
std::vector<Five> fives(const Board& board);

// GM-5.1: whether `side` has a five among `found`.
bool has_five(const std::vector<Five>& found, Side side);

}  // namespace tg::ref
