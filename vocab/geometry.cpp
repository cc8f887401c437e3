#include "vocab/geometry.h"

namespace tg {

std::optional<BoardSize> BoardSize::make(int n) {
  if (!allowed(n)) return std::nullopt;
  return BoardSize(n);
}

std::vector<Point> BoardSize::neighbours(Point p) const {
  std::vector<Point> out;
  out.reserve(4);
  for (Point q : {Point{p.x - 1, p.y}, Point{p.x + 1, p.y}, Point{p.x, p.y + 1}, Point{p.x, p.y - 1}})
    if (contains(q)) out.push_back(q);
  return out;
}

std::vector<Point> BoardSize::diagonals(Point p) const {
  std::vector<Point> out;
  out.reserve(4);
  for (Point q : {Point{p.x - 1, p.y + 1}, Point{p.x + 1, p.y + 1}, Point{p.x - 1, p.y - 1},
                  Point{p.x + 1, p.y - 1}})
    if (contains(q)) out.push_back(q);
  return out;
}

std::vector<Point> BoardSize::all_points() const {
  std::vector<Point> out;
  out.reserve(points());
  for (int i = 0; i < points(); ++i) out.push_back(point(i));
  return out;
}

Point transform(Point p, int symmetry) {
  // Bit 0: mirror x; bit 1: mirror y; bit 2: swap x and y.
  int x = (symmetry & 1) ? -p.x : p.x;
  int y = (symmetry & 2) ? -p.y : p.y;
  if (symmetry & 4) return Point{y, x};
  return Point{x, y};
}

}  // namespace tg
