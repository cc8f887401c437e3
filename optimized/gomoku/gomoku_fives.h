#pragma once
// Fives (GM-5.1) by shift-and on bitboards. In the layout of bitboard.h a
// step along a line is a fixed bit offset (right 1, down-left 19, down 20,
// down-right 21) and every step that would leave the board by a side edge
// lands on column 19 (padding) or an off-board column, so a run can never
// wrap onto the next row: the pieces' sets hold on-board bits only.
#include <array>
#include <vector>

#include "optimized/gomoku/gomoku_board.h"

namespace tg::opt {

// The four line directions as bit steps, each towards higher indices.
inline constexpr std::array<int, 4> kLineSteps = {1, kStride - 1, kStride, kStride + 1};

// The lowest-index ends of the maximal runs of five or more points of x along
// step d (GM-5.1: an overline is a five too, and is reported once).
BB five_starts(const BB& x, int d);
// Whether x holds five in a row along some line.
bool has_five(const BB& x);
// Whether some line through bit b (which x holds) has five or more of x in a
// row through b: only these lines can hold a new five after b changed.
bool five_through(const BB& x, int b);
// Every maximal five of both colours, each in line order from its lowest-index
// end, sorted by side and then by the index sequence (the order of
// GomokuAnalysis::fives).
std::vector<Five> all_fives(const Geo& g, const GBoard& board);

}  // namespace tg::opt
