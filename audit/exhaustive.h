#pragma once
// The units of an exhaustive phase (search.h): every board of one size with
// up to N pieces, each with every distinct slot of the move order, in one
// fixed order, and which of them the symmetry reduction keeps. The search's
// runner and the audit's shared pass (checks_shared.h) both walk them, so a
// unit's index names the same position in both.
//
// Order: boards by piece count k (0, 1, ...), then by the k occupied points
// (combinations in lexicographic order), then by their cells (the last
// point's cell varies fastest); each board's slots in move-number order.
// unit = board * slots + slot. A phase up to N pieces is a prefix of one up
// to N + 1, so one walk to the larger bound serves the smaller.
#include <cstdint>
#include <optional>
#include <vector>

#include "audit/search.h"
#include "vocab/board.h"

namespace tg::audit {

// The cells a board of the space is made of (Empty first).
struct Cell {
  Piece piece;
  Attribute attribute;
};

std::vector<Cell> exhaustive_alphabet(const SearchSpace& s);
void put_cell(Board& b, int index, const Cell& c);

// The distinct slots (side, kind) of the move order, each as the first move
// number that has it, ascending.
std::vector<int> exhaustive_slot_moves(const Ruleset& r);

std::uint64_t binomial(int n, int k);

// Boards of `points` points with up to `pieces` pieces of `colours` kinds.
std::uint64_t exhaustive_boards(int points, int pieces, std::uint64_t colours);

// Walks the units of one exhaustive phase of a space: the alphabet and the
// slots are the space's. Not thread-safe (one per thread).
class ExhaustiveUnits {
 public:
  ExhaustiveUnits(const SearchSpace& s, int size);
  std::uint64_t slots() const { return slots_.size(); }
  std::uint64_t units(int pieces) const;  // units of the phase up to `pieces` pieces
  // The position of `unit`, or nullopt when the symmetry reduction drops it
  // (an image under one of the 8 symmetries comes earlier). `pieces` gets
  // the board's piece count either way.
  std::optional<Position> position(std::uint64_t unit, int& pieces) const;
  // Whether the symmetry reduction keeps `board` (= unit / slots()).
  bool kept(std::uint64_t board, int& pieces) const;

 private:
  // The last board unranked (its slots are consecutive units): one walker
  // per thread.
  struct Unranked {
    std::uint64_t board = ~std::uint64_t{0};
    int pieces = 0;
    bool kept = false;
    std::vector<int> points, cells;
  };
  const Unranked& unrank(std::uint64_t board) const;

  const SearchSpace& s_;
  BoardSize size_;
  std::vector<Cell> cells_;
  std::vector<int> slots_;
  mutable Unranked last_;
};

}  // namespace tg::audit
