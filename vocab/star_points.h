#pragma once
// The star points of a board (marking only: no rule reads them): TG-1.5's
// nine on 19x19 and D-25's for the other sizes.
#include <vector>

#include "vocab/geometry.h"

namespace tg {

// In index order (BoardSize::index).
std::vector<Point> star_points(BoardSize size);

}  // namespace tg
