// The star points of TG-1.5 and D-25 (star_points.h).
#include "vocab/star_points.h"

namespace tg {

std::vector<Point> star_points(BoardSize size) {
  // D-25: d = h - 3 from 13x13 up (19x19: d = 6, TG-1.5's -6, 0, 6), h - 2
  // from 7x7 to 11x11; 5x5 and 3x3 have the centre only.
  const int n = size.n(), h = size.half();
  if (n <= 5) return {Point{0, 0}};
  const int d = n >= 13 ? h - 3 : h - 2;
  const bool sides = n >= 15;  // (0, +-d) and (+-d, 0) too
  std::vector<Point> out;
  for (int y : {d, 0, -d})
    for (int x : {-d, 0, d})
      if ((x != 0 && y != 0) || (x == 0 && y == 0) || sides) out.push_back(Point{x, y});
  return out;
}

}  // namespace tg
