#pragma once
// 64-bit keys of positions for the players (search/): the seed of a Monte-Carlo
// search (the same position and seed give the same move) and the
// transposition table of the exact solver. Keys are hashes: two positions
// the keys call equal are equal up to a 64-bit collision.
#include <cstddef>
#include <cstdint>

#include "vocab/board.h"

namespace tg::search {

// Every point's piece and stored attribute, and the board size.
std::uint64_t board_key(const Board& b);

// The part of a position Art. 10 compares under the ruleset's repetition
// setting (D-12): positional: the base board; situational: the base board
// and the side to move; situational-kind: also the kind of the slot.
std::uint64_t situation_key(const Ruleset& rules, const Board& b, const Slot& slot);
// The situation of p.history[i], with the slot its move filled (D-78).
std::uint64_t seen_key(const Position& p, std::size_t i);

// Everything of the position but its history and ruleset: board, move
// number, passes, the flybomb state.
std::uint64_t state_key(const Position& p);

// A key of the whole position for seeding: the state key, the number of
// earlier positions and a hash of their situations.
std::uint64_t position_key(const Position& p);

// Mixing one 64-bit word into a running key (splitmix64's finaliser).
std::uint64_t mix_key(std::uint64_t key, std::uint64_t word);

}  // namespace tg::search
