// Unit tests of the bitboard type and the per-size geometry.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "optimized/core/bitboard.h"
#include "optimized/core/board_state.h"

namespace tg::opt {
namespace {

// The neighbours of one point computed by the bitboard, against the
// vocabulary's BoardSize::neighbours.
void check_neighbours(int n) {
  const Geo& g = Geo::of(n);
  const BoardSize size = *BoardSize::make(n);
  for (Point p : size.all_points()) {
    BB expected;
    for (Point q : size.neighbours(p)) expected.set(g.bit(q));
    EXPECT_EQ(g.adjacent(BB::bit(g.bit(p))), expected) << "n=" << n << " point " << point_text(p);
    BB diag;
    for (Point q : size.diagonals(p)) diag.set(g.bit(q));
    EXPECT_EQ(g.diagonals(BB::bit(g.bit(p))), diag) << "n=" << n << " point " << point_text(p);
  }
}

TEST(Bitboard, NeighboursAtEveryEdge) {
  for (int n : {3, 5, 9, 19}) check_neighbours(n);
}

TEST(Bitboard, IndexOrderIsBitOrder) {
  for (int n : {3, 9, 19}) {
    const Geo& g = Geo::of(n);
    const BoardSize size = *BoardSize::make(n);
    int last = -1;
    for (int i = 0; i < size.points(); ++i) {
      const int b = g.bit_of[i];
      EXPECT_GT(b, last);
      last = b;
      EXPECT_EQ(g.index(b), i);
      EXPECT_EQ(g.point(b), size.point(i));
      EXPECT_EQ(g.bit(size.point(i)), b);
    }
    EXPECT_EQ(g.on.count(), size.points());
  }
}

TEST(Bitboard, ShiftsAcrossWords) {
  BB a;
  a.set(63);
  EXPECT_TRUE(shl(a, 1).test(64));
  EXPECT_TRUE(shr(shl(a, 1), 1).test(63));
  EXPECT_TRUE(shl(a, kStride).test(63 + kStride));
  EXPECT_TRUE(shr(shl(a, kStride), kStride).test(63));
  BB top;
  top.set(kBits - 1);
  EXPECT_TRUE(shl(top, 1).none());
  BB bottom;
  bottom.set(0);
  EXPECT_TRUE(shr(bottom, 1).none());
}

TEST(Bitboard, EdgesDoNotWrap) {
  for (int n : {3, 9, 19}) {
    const Geo& g = Geo::of(n);
    const int h = g.half;
    // Right edge point: its dilation must not reach the left edge of the next row.
    const BB right = BB::bit(g.bit(Point{h, 0}));
    EXPECT_FALSE(g.dilate(right).test(g.bit(Point{-h, -1})));
    const BB left = BB::bit(g.bit(Point{-h, 0}));
    EXPECT_FALSE(g.dilate(left).test(g.bit(Point{h, 1})));
    EXPECT_EQ(g.dilate(BB::bit(g.bit(Point{h, h}))).count(), 3);
    EXPECT_EQ(g.dilate(BB::bit(g.bit(Point{-h, -h}))).count(), 3);
    EXPECT_EQ(g.dilate(BB::bit(g.bit(Point{0, -h}))).count(), 4);
    EXPECT_EQ(g.dilate(g.on), g.on);
  }
}

TEST(Bitboard, FloodFill) {
  const Geo& g = Geo::of(9);
  // A wall at x = 0 splits the board into two halves.
  BB wall;
  for (int y = -4; y <= 4; ++y) wall.set(g.bit(Point{0, y}));
  const BB open = andnot(g.on, wall);
  const BB left = Geo::flood(BB::bit(g.bit(Point{-4, 4})), open);
  EXPECT_EQ(left.count(), 36);
  EXPECT_FALSE(left.test(g.bit(Point{1, 0})));
  EXPECT_EQ(components(open).size(), 2u);
  EXPECT_EQ(components(g.on).size(), 1u);
  // Diagonal contact does not connect.
  BB diag;
  diag.set(g.bit(Point{0, 0}));
  diag.set(g.bit(Point{1, 1}));
  EXPECT_EQ(components(diag).size(), 2u);
  // Full-board snake on 19x19.
  const Geo& g19 = Geo::of(19);
  BB snake;
  for (int r = 0; r < 19; ++r)
    for (int c = 0; c < 19; ++c)
      if (r % 2 == 0 || (r % 4 == 1 && c == 18) || (r % 4 == 3 && c == 0)) snake.set(r * kStride + c);
  EXPECT_EQ(snake & g19.on, snake);
  EXPECT_EQ(Geo::flood(BB::bit(0), snake), snake);
  EXPECT_EQ(components(snake).size(), 1u);
}

// Geo::flood works only on the words up to the mask's highest; on every
// size, and on masks that end in each word, it must give the flood of all
// six words by shl and shr, step by step. Snakes cross each word boundary
// both ways (a string entering the next word and one coming back).
TEST(Bitboard, FloodOnTheMasksWordsEqualsTheFloodOfAllWords) {
  auto whole = [](const BB& seed, const BB& mask) {
    BB f = seed & mask;
    for (;;) {
      const BB next = (f | shl(f, 1) | shr(f, 1) | shl(f, kStride) | shr(f, kStride)) & mask;
      if (next == f) return f;
      f = next;
    }
  };
  std::uint64_t r = 12345;
  auto next = [&r] {
    r ^= r << 13;
    r ^= r >> 7;
    r ^= r << 17;
    return r;
  };
  int cases = 0;
  for (int n = 3; n <= 19; n += 2) {
    const Geo& g = Geo::of(n);
    for (int density : {30, 55, 70, 85}) {
      for (int k = 0; k < 200; ++k) {
        BB mask;
        for_each_bit(g.on, [&](int b) {
          if (static_cast<int>(next() % 100) < density) mask.set(b);
        });
        BB seed;
        for (int s = 0; s < 3; ++s) seed.set(g.bit(g.point(0)) + static_cast<int>(next() % static_cast<std::uint64_t>(n)) * kStride +
                                             static_cast<int>(next() % static_cast<std::uint64_t>(n)));
        ASSERT_EQ(Geo::flood(seed, mask), whole(seed, mask)) << "n=" << n << " density " << density << " case " << k;
        ++cases;
      }
    }
  }
  // The last column of the first word's rows and the rows across each
  // boundary (bits 63/64 and 127/128 sit in rows 3 and 6 of any size >= 7).
  const Geo& g7 = Geo::of(7);
  const BB column = Geo::flood(BB::bit(0), g7.on & andnot(g7.on, BB::bit(g7.bit(Point{-3, 0}))));
  EXPECT_EQ(column, whole(BB::bit(0), andnot(g7.on, BB::bit(g7.bit(Point{-3, 0})))));
  EXPECT_EQ(cases, 9 * 4 * 200);
}

TEST(Bitboard, PopAndLowest) {
  BB a;
  a.set(5);
  a.set(70);
  a.set(379);
  EXPECT_EQ(a.count(), 3);
  EXPECT_EQ(a.lowest(), 5);
  EXPECT_EQ(a.pop(), 5);
  EXPECT_EQ(a.pop(), 70);
  EXPECT_EQ(a.pop(), 379);
  EXPECT_TRUE(a.none());
  EXPECT_EQ(a.lowest(), -1);
}

// for_each_bit visits every set bit once, lowest first, in every word
// (bits 0 and 63 of a word, the last word, an empty set).
TEST(Bitboard, ForEachBitVisitsTheBitsInOrder) {
  const std::vector<int> bits = {0, 5, 63, 64, 70, 127, 128, 300, 379, 383};
  BB a;
  for (int b : bits) a.set(b);
  std::vector<int> seen;
  for_each_bit(a, [&](int b) { seen.push_back(b); });
  EXPECT_EQ(seen, bits);
  seen.clear();
  for_each_bit(BB{}, [&](int b) { seen.push_back(b); });
  EXPECT_TRUE(seen.empty());
}

}  // namespace
}  // namespace tg::opt
