#pragma once
// Replaying a record through an engine, move by move.
#include <functional>
#include <optional>
#include <string>

#include "vocab/engine.h"
#include "vocab/record.h"

namespace tg::cli {

// The position before the record's first move: its setup on an empty board,
// next move = first_move.
Position start_position(const Record& r);

// The move as the engine should see it in `p`. In a free-order record (plain
// Go from other software) the side written may differ from the slot's side;
// the position's move number is then shifted by one so the slot matches
// (vocab/board.h free_order_turn, D-150).
Position align_to_mover(const Position& p, const Move& m, bool free_order);

struct ReplayResult {
  explicit ReplayResult(Position start) : final_position(std::move(start)) {}
  Position final_position;
  int moves_played = 0;
  int captures = 0;                     // stones and tris removed, in all
  std::optional<int> illegal_index;     // index into record.moves of the first illegal move
  MoveOutcome illegal_outcome;          // its outcome
};

// Plays the record's moves until the first illegal one. `each` (optional)
// sees every played move with the position before it and the outcome.
// `start` (trisgo play --from) replaces start_position(r): the record's
// moves are then played from that position (its board, next move, passes
// and earlier positions).
ReplayResult replay(const Engine& engine, const Record& r,
                    const std::function<void(std::size_t, const Position&, const MoveOutcome&)>& each = {},
                    const std::optional<Position>& start = std::nullopt);

}  // namespace tg::cli
