#pragma once
// Plain Go's handicap stones as GTP v2 places them (section 4.1.1, "Fixed
// Handicap Placement"): the star points on the 4th line of boards of 13 and
// more, the 3rd line of smaller ones, in the specification's order (for
// 19 x 19: D4 Q16 D16 Q4, then K10 for an odd count, then D10 Q10, then K4
// K16). Boards from 9 take 2 to 9 stones, 7 x 7 2 to 4, smaller boards none.
#include <optional>
#include <vector>

#include "vocab/geometry.h"

namespace tg::gtp {

// The largest fixed handicap of a board (0: none).
int max_fixed_handicap(BoardSize size);

// The points of `stones` fixed handicap stones, nullopt when the board has
// no such placement.
std::optional<std::vector<Point>> fixed_handicap(int stones, BoardSize size);

}  // namespace tg::gtp
