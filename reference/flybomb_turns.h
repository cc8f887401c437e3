#pragma once
// FlybombGo's flybomb turns (spec/systems/flybomb.md FB-2, FB-5; decisions
// D-32, D-70, D-71, D-75): the refusals of moves that do not fit a flybomb
// turn, with the rule they break. Who may move comes from vocab/flybomb.h
// (data, like the move-order tables); the flybomb tris itself is judged by
// Art. 7 (art07_tris_forbidden) without the Art. 8 conversion (FB-3).
#include <optional>

#include "vocab/board.h"
#include "vocab/engine.h"

namespace tg::ref {

// Nothing outside order=flybomb. Refuses (WrongSlot, explained):
//  - a tris that is not a flybomb of its side here: not right after the
//    side's own stone (FB-2), or the side has no chosen flybomb left and no
//    random one at this turn (FB-5, D-75);
//  - a pass of an offered chosen flybomb: a chosen flybomb is thrown by
//    placing it, and declined by the opponent's stone (D-70);
//  - any move of the opponent where a random flybomb is due (D-71).
std::optional<MoveOutcome> flybomb_slot_checks(const Position& position, const Move& m);

// The moves that decline an offered chosen flybomb (D-70): the opponent's
// stones `stone_legal` accepts, then the opponent's pass. Empty unless a
// chosen flybomb is offered.
template <typename StoneLegal>
std::vector<Move> declining_moves(const Position& p, StoneLegal stone_legal) {
  std::vector<Move> out;
  const std::optional<Slot> decline = p.declining_slot();
  if (!decline) return out;
  for (Point q : p.board.size().all_points()) {
    if (p.board.at(q) != Piece::Empty) continue;
    Move m{decline->side, MoveKind::Stone, q};
    if (stone_legal(m)) out.push_back(m);
  }
  out.push_back(Move{decline->side, MoveKind::Pass, {}});
  return out;
}

}  // namespace tg::ref
