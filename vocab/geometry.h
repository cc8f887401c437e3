#pragma once
// Board geometry (spec TG-1.*): odd square boards from 3x3 to 19x19, points in
// Cartesian coordinates with the centre point at (0,0), x growing to the right
// and y growing upwards. Points are also numbered 0..n*n-1 in reading order of
// a diagram: top row (highest y) first, left to right.
#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tg {

constexpr int kMinBoardSize = 3;
constexpr int kMaxBoardSize = 19;
constexpr int kMaxPoints = kMaxBoardSize * kMaxBoardSize;

struct Point {
  int x = 0;
  int y = 0;
  friend constexpr auto operator<=>(const Point&, const Point&) = default;
};

class BoardSize {
 public:
  // Returns nothing for sizes the vocabulary does not allow (even, <3, >19).
  static std::optional<BoardSize> make(int n);
  static bool allowed(int n) { return n >= kMinBoardSize && n <= kMaxBoardSize && n % 2 == 1; }

  int n() const { return n_; }
  int half() const { return n_ / 2; }  // coordinates run from -half() to +half()
  int points() const { return n_ * n_; }
  bool contains(Point p) const { return p.x >= -half() && p.x <= half() && p.y >= -half() && p.y <= half(); }
  int index(Point p) const { return (half() - p.y) * n_ + (p.x + half()); }
  Point point(int index) const { return Point{index % n_ - half(), half() - index / n_}; }
  // On-board orthogonal neighbours (Art. 3: |dx|+|dy| = 1), in the order
  // left, right, up, down, skipping those off the board.
  std::vector<Point> neighbours(Point p) const;
  // On-board diagonal neighbours.
  std::vector<Point> diagonals(Point p) const;
  // All points in index order.
  std::vector<Point> all_points() const;

  friend constexpr bool operator==(const BoardSize&, const BoardSize&) = default;

 private:
  explicit BoardSize(int n) : n_(n) {}
  int n_ = 19;
};

// The eight symmetries of the square (identity first), used by property tests.
Point transform(Point p, int symmetry);
constexpr int kSymmetries = 8;

}  // namespace tg
