#pragma once
// The base board as three bitboards, and the helpers every other unit uses:
// conversions to and from the vocabulary's Board and Point lists, string
// enumeration by flood fill, a point for error messages, and
// Zobrist hashing for whole-board repetition.
#include <string>
#include <vector>

#include "optimized/core/bitboard.h"
#include "vocab/board.h"
#include "vocab/engine.h"

namespace tg::opt {

struct Stones {
  BB black, white, tris;
  BB occupied() const { return black | white | tris; }
  friend bool operator==(const Stones&, const Stones&) = default;
};

Stones stones_of(const Geo& g, const Board& board);
// Writes the pieces into `board` (which must have the right size).
void write_board(const Geo& g, const Stones& s, Board& board);

// The points of a set in canonical order.
std::vector<Point> points_of(const Geo& g, BB set);

// The 4-connected components of `mask`, ordered by first point.
std::vector<BB> components(BB mask);

// "(x,y)", for the messages of exceptions (the reasons of refusals are data, vocab/reason.h)
std::string point_text(Point p);

// Zobrist keys: one random 64-bit key per (piece, bit).
struct Zobrist {
  std::array<std::uint64_t, kBits> black{}, white{}, tris{};
  static const Zobrist& get();
  std::uint64_t hash(const Stones& s) const;
  std::uint64_t hash(const Board& b) const;
  std::uint64_t key(Piece p, int bit) const {
    return p == Piece::Black ? black[bit] : p == Piece::White ? white[bit] : p == Piece::Tris ? tris[bit] : 0;
  }
};

}  // namespace tg::opt
