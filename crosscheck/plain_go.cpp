#include "crosscheck/plain_go.h"

namespace tg::xc {

namespace {

// Floods the string at `start`, marking `seen`; returns its liberty count and
// fills `points`.
int flood(const Board& b, Point start, std::vector<char>& seen, std::vector<char>& liberty_seen,
          std::vector<Point>& points) {
  const BoardSize size = b.size();
  const Piece colour = b.at(start);
  int liberties = 0;
  points.clear();
  std::vector<Point> stack{start};
  seen[size.index(start)] = 1;
  while (!stack.empty()) {
    const Point p = stack.back();
    stack.pop_back();
    points.push_back(p);
    for (const Point q : size.neighbours(p)) {
      const Piece piece = b.at(q);
      if (piece == Piece::Empty) {
        if (!liberty_seen[size.index(q)]) {
          liberty_seen[size.index(q)] = 1;
          ++liberties;
        }
      } else if (piece == colour && !seen[size.index(q)]) {
        seen[size.index(q)] = 1;
        stack.push_back(q);
      }
    }
  }
  return liberties;
}

}  // namespace

int liberty_count(const Board& board, Point p, std::vector<Point>* string_points) {
  const auto n = static_cast<std::size_t>(board.size().points());
  std::vector<char> seen(n, 0), liberty_seen(n, 0);
  std::vector<Point> points;
  const int libs = flood(board, p, seen, liberty_seen, points);
  if (string_points) *string_points = std::move(points);
  return libs;
}

PlainMove plain_go_play(const Board& before, Side side, Point at) {
  PlainMove r{before, 0, 0};
  const BoardSize size = before.size();
  const Piece mine = stone_of(side), theirs = stone_of(opponent(side));
  r.after.set(at, mine);
  std::vector<Point> points;
  for (const Point q : size.neighbours(at)) {
    if (r.after.at(q) != theirs) continue;  // already removed strings are empty now
    if (liberty_count(r.after, q, &points) == 0) {
      for (const Point p : points) r.after.set(p, Piece::Empty);
      r.captured += static_cast<int>(points.size());
    }
  }
  if (liberty_count(r.after, at, &points) == 0) {
    for (const Point p : points) r.after.set(p, Piece::Empty);
    r.suicided = static_cast<int>(points.size());
  }
  return r;
}

bool contested_point(const Board& board, Point p) {
  bool empty_neighbour = false;
  for (const Point q : board.size().neighbours(p)) {
    if (board.at(q) == Piece::Empty) empty_neighbour = true;
    else if (liberty_count(board, q) == 1) return true;
  }
  return !empty_neighbour;
}

}  // namespace tg::xc
