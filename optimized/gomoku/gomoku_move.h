#pragma once
// The TrisGomoku move on bitboards: place the piece, judge encirclements
// (GM-4.8 to GM-4.11, D-21) and apply the flips. Shared by the engine's
// play (with a log of the targets) and GomokuGame (without).
#include <vector>

#include "optimized/gomoku/gomoku_targets.h"

namespace tg::opt {

struct GomokuMoveLog {
  // The targets that took effect and those overruled by mover priority
  // (GM-4.9), complete with detail, as computed on the board they were
  // judged on; sorted within a round, rounds (fixed-point) concatenated.
  std::vector<GTarget> encircled, overruled;
  // Fixed-point cycle: the board after round `cycle_round` (rounds count
  // from 1) equals the one after round `cycle_repeats` (0: the board with
  // the new piece, before any flip).
  int cycle_round = 0, cycle_repeats = 0;
};

// Places `piece` (a stone, or Piece::Tris: a neutral tris, GM-2.2) on the
// empty bit p for `mover` (GM-2.5) and applies the encirclements:
//  on-move (GM-4.8): the targets without liberties whose whole meets
//    dilate(p), judged once on the board with the new piece;
//  fixed-point (GM-4.11): every target without liberties, round after round
//    on the new board, until none is left.
// Returns false when a fixed-point board repeats within the move (the flips
// cycle: Illegal::Contradiction); `b` is then unspecified.
bool gomoku_place(const Geo& g, GBoard& b, int p, Piece piece, Side mover, Encirclement mode, GomokuMoveLog* log);

}  // namespace tg::opt
