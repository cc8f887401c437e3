#pragma once
// A fixed-size bitboard for boards up to 19x19, and the per-size masks.
//
// Layout: row r (0 = top row, the highest y) and column c (0 = leftmost, the
// lowest x) is bit r * kStride + c with kStride = 20. Column 19 of every row
// is padding (never on the board), so a shift by one bit moves a point to its
// left or right neighbour and anything that wraps around a row end lands on a
// padding bit or on an off-board column, which the on-board mask removes. A
// shift by kStride moves a point one row up or down; bits shifted below 0 or
// past the last word fall off. Bit order equals BoardSize::index order, so
// iterating the set bits from the lowest gives points in canonical order.
#include <array>
#include <bit>
#include <cstdint>

#include "vocab/geometry.h"

namespace tg::opt {

constexpr int kStride = 20;
constexpr int kWords = 6;  // 19 rows * 20 = 380 bits <= 384
constexpr int kBits = kWords * 64;

struct BB {
  std::array<std::uint64_t, kWords> w{};

  constexpr bool any() const {
    std::uint64_t a = 0;
    for (int i = 0; i < kWords; ++i) a |= w[i];
    return a != 0;
  }
  constexpr bool none() const { return !any(); }
  constexpr bool test(int b) const { return (w[b >> 6] >> (b & 63)) & 1u; }
  constexpr void set(int b) { w[b >> 6] |= std::uint64_t{1} << (b & 63); }
  constexpr void reset(int b) { w[b >> 6] &= ~(std::uint64_t{1} << (b & 63)); }
  int count() const {
    int c = 0;
    for (int i = 0; i < kWords; ++i) c += std::popcount(w[i]);
    return c;
  }
  // The lowest set bit, or -1.
  int lowest() const {
    for (int i = 0; i < kWords; ++i)
      if (w[i]) return i * 64 + std::countr_zero(w[i]);
    return -1;
  }
  // Removes and returns the lowest set bit (the set must not be empty).
  int pop() {
    for (int i = 0; i < kWords; ++i)
      if (w[i]) {
        int b = std::countr_zero(w[i]);
        w[i] &= w[i] - 1;
        return i * 64 + b;
      }
    return -1;
  }
  static BB bit(int b) {
    BB x;
    x.set(b);
    return x;
  }

  friend constexpr BB operator&(const BB& a, const BB& b) {
    BB r;
    for (int i = 0; i < kWords; ++i) r.w[i] = a.w[i] & b.w[i];
    return r;
  }
  friend constexpr BB operator|(const BB& a, const BB& b) {
    BB r;
    for (int i = 0; i < kWords; ++i) r.w[i] = a.w[i] | b.w[i];
    return r;
  }
  friend constexpr BB operator^(const BB& a, const BB& b) {
    BB r;
    for (int i = 0; i < kWords; ++i) r.w[i] = a.w[i] ^ b.w[i];
    return r;
  }
  // a & ~b
  friend constexpr BB andnot(const BB& a, const BB& b) {
    BB r;
    for (int i = 0; i < kWords; ++i) r.w[i] = a.w[i] & ~b.w[i];
    return r;
  }
  constexpr BB& operator&=(const BB& b) {
    for (int i = 0; i < kWords; ++i) w[i] &= b.w[i];
    return *this;
  }
  constexpr BB& operator|=(const BB& b) {
    for (int i = 0; i < kWords; ++i) w[i] |= b.w[i];
    return *this;
  }
  constexpr BB& operator^=(const BB& b) {
    for (int i = 0; i < kWords; ++i) w[i] ^= b.w[i];
    return *this;
  }
  // Word by word, without a branch per word: the defaulted comparison of
  // the array is a call to memcmp, which was 18% of an exhaustive audit's
  // time on 5x5 (Geo::flood compares after every step) and 9% of a MengGo
  // 2019 playout's.
  friend constexpr bool operator==(const BB& a, const BB& b) {
    std::uint64_t x = 0;
    for (int i = 0; i < kWords; ++i) x |= a.w[i] ^ b.w[i];
    return x == 0;
  }
  // True when a and b share a bit.
  friend constexpr bool intersects(const BB& a, const BB& b) {
    std::uint64_t x = 0;
    for (int i = 0; i < kWords; ++i) x |= a.w[i] & b.w[i];
    return x != 0;
  }
};

// Calls f(bit) for every set bit of a, lowest first (a word at a time: no
// scan of the whole set per bit, as a loop of pop() makes).
template <class F>
constexpr void for_each_bit(const BB& a, F&& f) {
  for (int i = 0; i < kWords; ++i)
    for (std::uint64_t w = a.w[i]; w != 0; w &= w - 1) f(i * 64 + std::countr_zero(w));
}

// Shifts towards higher bit numbers (k in 1..63).
constexpr BB shl(const BB& a, int k) {
  BB r;
  r.w[0] = a.w[0] << k;
  for (int i = 1; i < kWords; ++i) r.w[i] = (a.w[i] << k) | (a.w[i - 1] >> (64 - k));
  return r;
}
// Shifts towards lower bit numbers (k in 1..63).
constexpr BB shr(const BB& a, int k) {
  BB r;
  for (int i = 0; i < kWords - 1; ++i) r.w[i] = (a.w[i] >> k) | (a.w[i + 1] << (64 - k));
  r.w[kWords - 1] = a.w[kWords - 1] >> k;
  return r;
}

// Per-size geometry: the on-board mask and the conversions between bits,
// BoardSize indices and points.
struct Geo {
  int n = 0;
  int half = 0;
  BB on;  // the on-board points
  std::array<short, kMaxPoints> bit_of{};  // BoardSize::index -> bit
  std::array<short, kBits> index_of{};     // bit -> BoardSize::index, -1 off board

  static const Geo& of(int n);  // n odd, 3..19

  int bit(Point p) const { return (half - p.y) * kStride + (p.x + half); }
  Point point(int b) const { return Point{b % kStride - half, half - b / kStride}; }
  int index(int b) const { return index_of[b]; }

  // The set plus its orthogonal neighbours, on the board.
  BB dilate(const BB& a) const {
    BB r = a | shl(a, 1) | shr(a, 1) | shl(a, kStride) | shr(a, kStride);
    return r & on;
  }
  // The on-board points orthogonally adjacent to the set, not in it.
  BB adjacent(const BB& a) const { return andnot(dilate(a), a); }
  // The points reachable from `seed` through `mask` (seed & mask is the start).
  // Only the words up to the mask's highest are worked on: a 3x3 board lies
  // in one word, 5x5 in two, 7x7 and 9x9 in three, and the small boards are
  // where the tools search (a flood of six words was a fifth of an audit).
  static BB flood(const BB& seed, const BB& mask) {
    const std::uint64_t above2 = mask.w[3] | mask.w[4] | mask.w[5];
    if (above2 != 0) return flood_words<kWords>(seed, mask);
    if (mask.w[2] != 0) return flood_words<3>(seed, mask);
    if (mask.w[1] != 0) return flood_words<2>(seed, mask);
    return flood_words<1>(seed, mask);
  }
  // flood() on the first K words (the mask has no bit above them): the
  // shifts of shl and shr by 1 and kStride, word by word.
  template <int K>
  static BB flood_words(const BB& seed, const BB& mask) {
    std::array<std::uint64_t, K> f{}, m{}, g{};
    for (int i = 0; i < K; ++i) {
      m[i] = mask.w[i];
      f[i] = seed.w[i] & m[i];
    }
    for (;;) {
      std::uint64_t changed = 0;
      for (int i = 0; i < K; ++i) {
        const std::uint64_t below = i > 0 ? f[i - 1] : 0, above = i + 1 < K ? f[i + 1] : 0;
        const std::uint64_t up = (f[i] << 1) | (below >> 63) | (f[i] << kStride) | (below >> (64 - kStride));
        const std::uint64_t down = (f[i] >> 1) | (above << 63) | (f[i] >> kStride) | (above << (64 - kStride));
        g[i] = (f[i] | up | down) & m[i];
        changed |= g[i] ^ f[i];
      }
      if (changed == 0) break;
      f = g;
    }
    BB r;
    for (int i = 0; i < K; ++i) r.w[i] = f[i];
    return r;
  }
  // The on-board diagonal neighbours of a set.
  BB diagonals(const BB& a) const {
    BB r = shl(a, kStride + 1) | shl(a, kStride - 1) | shr(a, kStride + 1) | shr(a, kStride - 1);
    return r & on;
  }
};

}  // namespace tg::opt
