#include "optimized/core/board_state.h"

#include <memory>

#include "vocab/splitmix64.h"

namespace tg::opt {

const Geo& Geo::of(int n) {
  static const std::array<std::unique_ptr<Geo>, kMaxBoardSize + 1> table = [] {
    std::array<std::unique_ptr<Geo>, kMaxBoardSize + 1> t;
    for (int size = kMinBoardSize; size <= kMaxBoardSize; size += 2) {
      auto g = std::make_unique<Geo>();
      g->n = size;
      g->half = size / 2;
      g->index_of.fill(-1);
      for (int r = 0; r < size; ++r)
        for (int c = 0; c < size; ++c) {
          int b = r * kStride + c;
          g->on.set(b);
          g->bit_of[r * size + c] = static_cast<short>(b);
          g->index_of[b] = static_cast<short>(r * size + c);
        }
      t[size] = std::move(g);
    }
    return t;
  }();
  return *table[n];
}

Stones stones_of(const Geo& g, const Board& board) {
  Stones s;
  const int points = g.n * g.n;
  for (int i = 0; i < points; ++i) {
    switch (board.at_index(i)) {
      case Piece::Empty: break;
      case Piece::Black: s.black.set(g.bit_of[i]); break;
      case Piece::White: s.white.set(g.bit_of[i]); break;
      case Piece::Tris: s.tris.set(g.bit_of[i]); break;
    }
  }
  return s;
}

void write_board(const Geo& g, const Stones& s, Board& board) {
  const int points = g.n * g.n;
  for (int i = 0; i < points; ++i) {
    int b = g.bit_of[i];
    Piece p = s.black.test(b) ? Piece::Black : s.white.test(b) ? Piece::White : s.tris.test(b) ? Piece::Tris : Piece::Empty;
    board.set_index(i, p);
  }
}

std::vector<Point> points_of(const Geo& g, BB set) {
  std::vector<Point> out;
  out.reserve(static_cast<std::size_t>(set.count()));
  while (set.any()) out.push_back(g.point(set.pop()));
  return out;
}

std::vector<BB> components(BB mask) {
  std::vector<BB> out;
  while (mask.any()) {
    BB c = Geo::flood(BB::bit(mask.lowest()), mask);
    out.push_back(c);
    mask = andnot(mask, c);
  }
  return out;
}

std::string point_text(Point p) { return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")"; }

const Zobrist& Zobrist::get() {
  static const Zobrist z = [] {
    Zobrist t;
    std::uint64_t x = 0x54524953474f3230ull;  // fixed seed: "TRISGO20"
    auto next = [&x] { return splitmix64(x); };
    for (int b = 0; b < kBits; ++b) {
      t.black[b] = next();
      t.white[b] = next();
      t.tris[b] = next();
    }
    return t;
  }();
  return z;
}

std::uint64_t Zobrist::hash(const Stones& s) const {
  std::uint64_t h = 0;
  for (BB b = s.black; b.any();) h ^= black[b.pop()];
  for (BB b = s.white; b.any();) h ^= white[b.pop()];
  for (BB b = s.tris; b.any();) h ^= tris[b.pop()];
  return h;
}

std::uint64_t Zobrist::hash(const Board& board) const {
  const Geo& g = Geo::of(board.size().n());
  std::uint64_t h = 0;
  const int points = g.n * g.n;
  for (int i = 0; i < points; ++i) {
    switch (board.at_index(i)) {
      case Piece::Empty: break;
      case Piece::Black: h ^= black[g.bit_of[i]]; break;
      case Piece::White: h ^= white[g.bit_of[i]]; break;
      case Piece::Tris: h ^= tris[g.bit_of[i]]; break;
    }
  }
  return h;
}

}  // namespace tg::opt
