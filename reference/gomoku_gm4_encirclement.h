#pragma once
// TrisGomoku GM-4.8 to GM-4.12: what one placed piece encircles and what
// flips (decisions D-21, D-22 mover priority, D-42 reporting). The targets
// come from gomoku_gm4_targets; here they are judged on the board with the
// new piece, the mover's priority applied, the flips made and reported.
#include <string>
#include <vector>

#include "reference/gomoku_gm4_targets.h"

namespace tg::ref {

// GM-4.8 (encirclement=on-move): whether target `t`, found on the board
// after a piece was put on `p`, is encircled by that move: its whole has no
// liberty and p is in the whole or adjacent to it.
bool encircled_by_move(const EncirclementTarget& t, Point p);

// GM-4.11 (encirclement=fixed-point): the targets judged in a round are those
// whose whole has no liberty, wherever the move was.
bool without_liberties(const EncirclementTarget& t);

// GM-4.9: the targets judged in one round split into those that take effect
// and those overruled: when both encircling colours are present only the
// mover's take effect; otherwise all do (self-filling included).
struct Priority {
  std::vector<EncirclementTarget> take_effect;
  std::vector<EncirclementTarget> overruled;
};
Priority mover_priority(const std::vector<EncirclementTarget>& judged, Side mover);

// GM-4.10: the board with every tris of every target's flips set to that
// target's encircler's attribute.
Board apply_flips(const Board& board, const std::vector<EncirclementTarget>& take_effect);

// GM-4.12, D-42: one change per tris string of `before` whose attribute in
// `after` differs (a string of `before` is never split by flips, which
// always take whole strings), ordered by first point.
std::vector<AttributeChange> flip_changes(const Board& before, const Board& after);

// One move's encirclement, GM-4.8 to GM-4.12: `placed` is the board with the
// new piece on `p`, `mover` the side of the move (GM-2.5). Under
// fixed-point a cycle of flips gives Illegal::Contradiction (GM-4.11, D-21).
struct Encircled {
  explicit Encircled(const Board& placed) : board(placed) {}
  Illegal illegal = Illegal::None;  // None or Contradiction
  Reason reason;                    // FlipCycle when Contradiction
  Board board;                      // after the flips
  std::vector<AttributeChange> changes;
  std::vector<EncirclementTarget> encircled;  // took effect (rounds in order)
  std::vector<EncirclementTarget> overruled;
};
Encircled encircle(const Board& placed, Point p, Side mover, Encirclement mode);

}  // namespace tg::ref
