#include "reference/gomoku_gm5_fives.h"

#include <algorithm>
#include <array>

namespace tg::ref {

namespace {

// The four line directions, each pointing the way the index grows (index
// runs left to right, top row first; y grows upwards): along a row, down a
// column, down to the right, down to the left.
constexpr std::array<Point, 4> kDirections{Point{1, 0}, Point{0, -1}, Point{1, -1}, Point{-1, -1}};

// GM-5.1: the next and the previous point along a line.
Point step(Point p, Point d) { return Point{p.x + d.x, p.y + d.y}; }
Point step_back(Point p, Point d) { return Point{p.x - d.x, p.y - d.y}; }

// GM-5.1 with GM-3.4: a point on the board holding a piece of `side`.
bool colour_at(const Board& board, Point p, Side side) {
  return board.size().contains(p) && is_colour(board, p, side);
}

}  // namespace

std::vector<Five> fives(const Board& board) {
  // GM-5.1: a run starts where the point behind it (against the direction)
  // is not of the colour; walk forward to its end and keep it if it has
  // five or more points (长连也获胜: an overline is a five too).
  std::vector<Five> out;
  for (Side side : {Side::Black, Side::White})
    for (Point d : kDirections)
      for (Point start : board.size().all_points()) {
        if (!colour_at(board, start, side) || colour_at(board, step_back(start, d), side)) continue;
        Five run{side, {}};
        for (Point q = start; colour_at(board, q, side); q = step(q, d)) run.points.push_back(q);
        if (run.points.size() >= 5) out.push_back(run);
      }
  const BoardSize size = board.size();
  std::sort(out.begin(), out.end(), [&](const Five& a, const Five& b) {
    if (a.side != b.side) return a.side == Side::Black;
    return std::lexicographical_compare(a.points.begin(), a.points.end(), b.points.begin(), b.points.end(),
                                        [&](Point p, Point q) { return size.index(p) < size.index(q); });
  });
  return out;
}

bool has_five(const std::vector<Five>& found, Side side) {
  // GM-5.1, GM-5.3.
  return std::any_of(found.begin(), found.end(), [&](const Five& f) { return f.side == side; });
}

}  // namespace tg::ref
