#pragma once
// The exact solver of `trisgo solve` (issue 30): the value of a position
// under perfect play and a principal variation, by MTD(f): null-window
// alpha-beta searches to the end of the game over Engine::successors, each
// deepened until its bound is proved, with a transposition table that
// respects the ruleset's repetition rule (the method: docs/solve.md).
//
// The value is black's area margin at the end, black - white as Art. 13
// counts them on the final board (no agreed dead strings, Shared points one
// half each), komi not included: black maximises it, white minimises it.
// TrisGomoku: +1 a black win, 0 a draw, -1 a white win. Values are kept in
// quarter points (Art. 13 counts in quarters).
//
// The table key is the position's state (board, the move order's phase,
// passes, flybomb state), the previous position (Art. 8 condition P reads
// it) and, when the search below met a refusal naming an earlier position,
// the multiset of earlier situations as Art. 10 compares them under the
// repetition setting (D-12, search/position_key.h): two paths meet in one
// entry only when the rule cannot tell their futures apart.
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "vocab/engine.h"

namespace tg::search {

struct SolveOptions {
  std::uint64_t max_nodes = 0;           // 0: no limit; else stop (complete = false) after this many
  std::size_t table_entries = 1u << 21;  // entries kept in the transposition table (then no new ones; 0: no table)
};

struct SolveResult {
  bool complete = false;  // false: stopped at max_nodes or by a signal; nothing below is a value
  int value_quarters = 0;  // black - white in quarter points (TrisGomoku: 4, 0, -4)
  double value() const { return value_quarters / 4.0; }
  std::vector<Move> pv;  // from the start to the end of the game
  std::uint64_t nodes = 0;        // positions searched (table hits included)
  std::uint64_t table_hits = 0;   // answered by the table
  std::uint64_t table_size = 0;   // entries at the end
};

// Solves `start` (which must not have ended... an ended position's value is
// its score). Throws EngineLimit for a ruleset the engine does not implement.
// Stops with complete = false when tg::interrupted() (vocab/interrupt.h).
SolveResult solve(const Engine& engine, const Position& start, const SolveOptions& options);

// The end value of an ended position (the same units).
int end_value_quarters(const Engine& engine, const Position& p);

}  // namespace tg::search
