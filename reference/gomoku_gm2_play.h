#pragma once
// TrisGomoku GM-2 with GM-4 and GM-6: one move, with its checks in the order
// a move meets them:
//   1. the game must not have ended (GM-6.1)                -> GameOver
//   2. the move must fit the slot to move (GM-2.1, TG-2.3)  -> WrongSlot
//      an emergency conversion is never allowed (GM-6.2)    -> Emergency
//   3. the point must be on the board and empty (GM-1.1)    -> OffBoard, Occupied
//   4. place the piece, a tris neutral (GM-2.2); no forbidden points (GM-2.3)
//   5. judge, apply and report the encirclements (GM-4.8 to GM-4.12)
//                                  -> Contradiction (fixed-point cycle, D-21)
// A pass places nothing and encircles nothing (GM-2.4, D-34).
#include "reference/gomoku_gm4_encirclement.h"

namespace tg::ref {

// The whole move. The new position: the new board, the next move number,
// the passes counted (a pass adds one, any other move resets to 0) and the
// old position added to the history, as in TrisGo (art09_move).
MoveOutcome gomoku_play(const Position& position, const Move& m);

}  // namespace tg::ref
