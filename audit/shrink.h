#pragma once
// Shrinking a finding (issues 19, 28): to the smallest example by the
// measure of witness.h (pieces, then moves of its record, then board size),
// every step re-checked on the position its record reaches; the steps are
// the shrinking library's (shrink/), the order is the audit's.
#include <functional>
#include <optional>
#include <vector>

#include "audit/witness.h"
#include "vocab/board.h"

namespace tg::audit {

// Declared in search.h too: shrinks `p` while `still_shows` holds. First a
// smaller board (every window of every smaller allowed size, smallest size
// and then first window first, the history cropped alike), then fewer pieces
// (removing one piece at a time, in index order, also from the history
// boards where the same piece stands there, repeated until none can go), then a shorter history (all of it, else one entry at a time, oldest first), then an
// earlier move number with the same slot. Deterministic; at most a bounded
// number of calls of `still_shows` (each removal is tried once per round).
// Works on positions alone: the audit uses it only as the cheap first cut
// of reachable_example, whose every step is then re-checked on a record.
Position shrink(const Position& p, const std::function<bool(const Position&)>& still_shows);

// An example a game reaches: its record from the empty board and the
// position the record reaches (with the record's history).
struct Example {
  Position reached;
  std::vector<Move> record;
};

// A reachable example of what `shows` finds, starting from a position the
// search found (`record` the moves of the game that reached it, when the
// search played one): that game, else a record placing the pieces of the
// position cut down by shrink() (positions of play only), else of the
// position itself; then shrink_record. nullopt when no record is found
// within the bounds: such a finding is never reported.
std::optional<Example> reachable_example(const Engine& engine, const Position& found,
                                         const std::optional<std::vector<Move>>& record,
                                         const std::function<bool(const Position&)>& shows,
                                         const WitnessBounds& bounds = {});

// Shrinks a reachable example while `shows` holds on the position its record
// reaches, each step taken only when the measure gets smaller: fewer moves
// (deleting whole periods of the move order, then chunks, from the record),
// fewer pieces (a move of the record made a pass; a record placing all
// pieces but one, witness.h), a smaller
// board (a record placing the pieces of a window); repeated until none helps.
Example shrink_record(const Engine& engine, Example start, const std::function<bool(const Position&)>& shows,
                      const WitnessBounds& bounds = {});

}  // namespace tg::audit
