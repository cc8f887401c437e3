// The star points of TG-1.5 and D-25 (vocab/star_points.h).
#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "vocab/star_points.h"

namespace tg {
namespace {

std::set<Point> stars(int n) {
  const std::vector<Point> v = star_points(*BoardSize::make(n));
  return {v.begin(), v.end()};
}

// (+-d, +-d) and the centre; with `sides`, (0, +-d) and (+-d, 0) too.
std::set<Point> pattern(int d, bool sides) {
  std::set<Point> out{{0, 0}, {-d, -d}, {-d, d}, {d, -d}, {d, d}};
  if (sides) out.insert({{0, -d}, {0, d}, {-d, 0}, {d, 0}});
  return out;
}

// TG-1.5: on 19x19 the nine points whose x and y are each -6, 0 or 6.
TEST(StarPoints, NineteenHasTheNineStarPointsOfTheText) {
  std::set<Point> want;
  for (int x : {-6, 0, 6})
    for (int y : {-6, 0, 6}) want.insert({x, y});
  EXPECT_EQ(stars(19), want);
}

// D-25: d = h - 3 from 13x13 up, h - 2 from 7x7 to 11x11; the sides from
// 15x15 up; the centre only on 5x5 and 3x3.
TEST(StarPoints, OtherSizesFollowD25) {
  EXPECT_EQ(stars(17), pattern(5, true));
  EXPECT_EQ(stars(15), pattern(4, true));
  EXPECT_EQ(stars(13), pattern(3, false));
  EXPECT_EQ(stars(11), pattern(3, false));
  EXPECT_EQ(stars(9), pattern(2, false));  // the 3-3 points of a 9x9 board
  EXPECT_EQ(stars(7), pattern(1, false));
  EXPECT_EQ(stars(5), (std::set<Point>{{0, 0}}));
  EXPECT_EQ(stars(3), (std::set<Point>{{0, 0}}));
}

// Every size: on the board, no point twice, in index order, and the same
// set under the eight symmetries of the square.
TEST(StarPoints, StarPointsAreOnTheBoardInIndexOrderAndSymmetric) {
  for (int n = kMinBoardSize; n <= kMaxBoardSize; n += 2) {
    const BoardSize size = *BoardSize::make(n);
    const std::vector<Point> v = star_points(size);
    const std::set<Point> all(v.begin(), v.end());
    EXPECT_EQ(all.size(), v.size()) << n;
    for (std::size_t i = 0; i < v.size(); ++i) {
      EXPECT_TRUE(size.contains(v[i])) << n;
      if (i > 0) EXPECT_LT(size.index(v[i - 1]), size.index(v[i])) << n;
    }
    for (int s = 0; s < kSymmetries; ++s)
      for (const Point p : v) EXPECT_TRUE(all.count(transform(p, s))) << n << " symmetry " << s;
  }
}

}  // namespace
}  // namespace tg
