#include "reference/art03_basics.h"

#include <algorithm>
#include <cstdlib>

namespace tg::ref {

void canonicalize(const Board& board, PointSet& points) {
  BoardSize size = board.size();
  std::sort(points.begin(), points.end(),
            [&](Point a, Point b) { return size.index(a) < size.index(b); });
  points.erase(std::unique(points.begin(), points.end()), points.end());
}

bool contains(const PointSet& set, Point p) { return std::find(set.begin(), set.end(), p) != set.end(); }

bool adjacent(Point a, Point b) { return std::abs(a.x - b.x) + std::abs(a.y - b.y) == 1; }

PointSet string_at(const Board& board, Point p) {
  // A plain flood fill: start at p, keep adding neighbours of the same kind.
  const Piece kind = board.at(p);
  PointSet found{p};
  std::vector<Point> frontier{p};
  while (!frontier.empty()) {
    Point q = frontier.back();
    frontier.pop_back();
    for (Point r : board.size().neighbours(q)) {
      if (board.at(r) == kind && !contains(found, r)) {
        found.push_back(r);
        frontier.push_back(r);
      }
    }
  }
  canonicalize(board, found);
  return found;
}

std::vector<PointSet> strings_of(const Board& board, Piece kind) {
  std::vector<PointSet> out;
  PointSet seen;
  for (Point p : board.size().all_points()) {
    if (board.at(p) != kind || contains(seen, p)) continue;
    PointSet s = string_at(board, p);
    seen.insert(seen.end(), s.begin(), s.end());
    out.push_back(s);
  }
  return out;
}

PointSet liberties(const Board& board, const PointSet& string) {
  PointSet libs;
  for (Point p : string)
    for (Point q : board.size().neighbours(p))
      if (board.at(q) == Piece::Empty) libs.push_back(q);
  canonicalize(board, libs);
  return libs;
}

bool strings_touch(const PointSet& a, const PointSet& b) {
  for (Point p : a)
    for (Point q : b)
      if (adjacent(p, q)) return true;
  return false;
}

std::vector<PointSet> adjacent_strings(const Board& board, const PointSet& string, Piece kind) {
  std::vector<PointSet> out;
  for (const PointSet& other : strings_of(board, kind))
    if (other != string && strings_touch(string, other)) out.push_back(other);
  return out;
}

}  // namespace tg::ref
