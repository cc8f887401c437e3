#pragma once
// Art. 9: the move procedure (spec TG-9.*, decisions D-06, D-07), with the
// checks of Art. 2 (slot), Art. 7 (tris forbidden points), Art. 8 (emergency
// conversion), Art. 10 (repetition) and Art. 11 (game over) in the order a
// move meets them:
//   1. the move must fit the slot to move (Art. 2.3)            -> WrongSlot
//   2. the game must not have ended (Art. 11)                   -> GameOver
//   3. the point must be on the board and empty (Art. 1, 2.4)   -> OffBoard, Occupied
//   4. a tris must not go on a forbidden point (Art. 7)         -> TrisCapture, TrisEye, TrisTigerMouth
//      an emergency stone needs conditions P and Q (Art. 8)     -> Emergency
//   5. place the piece; a stone captures every holistic string of the
//      opponent left without liberties (those whose last liberty it took,
//      and any left so before the move), judged with the attributes from
//      before the move (TG-9.2 step 4, D-06); captured pieces leave the
//      base board too (TG-5.2)
//   6. a stone whose own string has no liberty is suicide (D-07) -> Suicide
//   7. recompute the attributes (Art. 6) and the holistic board (TG-9.1.2)
//   8. remove strings the new attributes leave without liberties (D-06)
//                                                                -> Contradiction
//   9. the new position must not repeat an earlier one (Art. 10) -> Repetition
#include <string>

#include "reference/art08_emergency.h"

namespace tg::ref {

// The attribute changes between two sets of tris verdicts of successive base
// boards: for every tris string of `after` whose attribute differs from the
// attribute its pieces had in `before`. When the string merged or split, its
// old attribute is the one its first point (in index order) had; when that
// point is new (the tris just played), the first point that existed before
// (decision D-42); a string made only of the new tris was neutral
// before (it enters the board as a neutral hole, D-08).
std::vector<AttributeChange> attribute_changes(const std::vector<TrisInfo>& before,
                                               const std::vector<TrisInfo>& after);

// Steps 5 to 8 of the procedure: what happens when `piece` (a stone of
// `mover`, or a tris) is put on the empty point `p` of `now`.
struct Placement {
  Illegal illegal = Illegal::None;  // Suicide or Contradiction, else None
  Reason reason;
  Board base;                       // the base board after the move
  std::vector<Point> captured;
  std::vector<AttributeChange> changes;
  std::vector<CascadeStep> cascade;
};
Placement place_piece(const Layers& now, Point p, Piece piece, Side mover, const Ruleset& rules);

// The whole procedure for `m` played in `position`, whose layers are `now`.
// With judge_end false, step 2 is skipped (used to list the forbidden points
// of an ended position, which describe the position itself). The new
// position: the new board, the next move number, passes counted (a pass adds
// one, any other move resets to 0) and the old position added to the
// history.
MoveOutcome play_move(const Position& position, const Move& m, const Layers& now, bool judge_end = true);
MoveOutcome play_move(const Position& position, const Move& m);

}  // namespace tg::ref
