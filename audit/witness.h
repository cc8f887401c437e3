#pragma once
// Examples a rule author can replay (issue 28): a record from the empty
// board that reaches an example, every move legal under the ruleset, found
// by placing the example's pieces one by one with passes between. An
// example without such a record is never reported (search.cpp drops it).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "vocab/board.h"
#include "vocab/engine.h"

namespace tg::audit {

// The bounds of the placement search, stated in every "proven minimal"
// claim: a record places each piece once, in any order, with at most
// `extra_passes` passes between the placements, and the search asks the
// engine at most `plays` moves.
struct WitnessBounds {
  int extra_passes = 4;
  std::uint64_t plays = 20000;
};

struct Witness {
  std::vector<Move> moves;  // from the empty board of the target's size and ruleset
  Position reached;         // the position after them, with its history
};

// Whether the reached position still shows what the example is about.
using Accept = std::function<bool(const Position&)>;

// The shortest record (fewest moves; among those, the first in placement
// order by point index) from the empty board that places the target's pieces
// without capturing anything and ends with the target's slot to move (side
// and piece kind) and pass count, and whose end `accept` takes. TrisGomoku:
// the tris attributes must end as the target's (a flip on the way is fine).
// Move numbers and the history are the record's own, not the target's.
// nullopt when none is found within `bounds`.
std::optional<Witness> find_witness(const Engine& engine, const Position& target, const Accept& accept,
                                    const WitnessBounds& bounds = {});

// Replays `moves` from `start`; nullopt when a move is illegal. Each move is
// asked of the engine as it is written (its side and kind must fit the slot).
std::optional<Position> replay_moves(const Engine& engine, const Position& start, const std::vector<Move>& moves);

// The empty board of p's size and ruleset, move 1 next (p's flybomb seed kept).
Position empty_start(const Position& p);

// Whether every black and white string of the holistic board has a liberty
// (a position of play: no game reaches one that has not). TrisGomoku: always.
bool position_of_play(const Engine& engine, const Position& p);

// The record of an example as a move-number notation file (vocab/record.h,
// *.tgr) that `trisgo play` replays: the ruleset, the size, FlybombGo's seed
// tag when it has one, and the moves.
std::string record_text(const Position& reached, const std::vector<Move>& moves);

// The measure of an example (docs/rule-authors.md, "Minimal examples"):
// pieces, then the moves of its record, then the board size; smaller first.
struct Measure {
  int pieces = 0;
  int moves = 0;
  int size = 0;
  auto operator<=>(const Measure&) const = default;
};
Measure measure_of(const Position& reached, const std::vector<Move>& record);

}  // namespace tg::audit
