#include "optimized/engine/flybomb_turns.h"

#include <string>

namespace tg::opt {

std::optional<MoveOutcome> flybomb_refusal(const Position& p, const Move& m) {
  if (p.rules.order != OrderRule::Flybomb) return std::nullopt;
  const FlybombNext next = flybomb_next(p.rules, p.board.size(), p.flybomb, p.next_move);
  auto wrong = [&](std::string why) {
    MoveOutcome out;
    out.illegal = Illegal::WrongSlot;
    out.explanation = "move " + std::to_string(p.next_move) + why;
    return std::optional<MoveOutcome>(std::move(out));
  };
  const std::string me(side_name(m.side)), thrower(side_name(next.slot.side));
  const bool flybomb_of_mover = next.due != FlybombDue::None && next.slot.side == m.side;
  switch (m.kind) {
    case MoveKind::Tris: {
      if (flybomb_of_mover) return std::nullopt;
      // Was the move before the mover's stone? Then the mover has none left.
      const bool after_own_stone = p.next_move > 1 && p.slot(p.next_move - 1).kind == SlotKind::Stone &&
                                   p.slot(p.next_move - 1).side == m.side;
      if (!after_own_stone)
        return wrong(": a " + me + " tris here is not a flybomb: a flybomb follows its player's own stone (FB-2, D-32)");
      return wrong(": " + me + " has no flybomb left to throw: " + std::to_string(chosen_flybombs(p.rules)) +
                   " chosen flybombs, all thrown, and no random flybomb at this turn (FB-5, D-75)");
    }
    case MoveKind::Pass:
      if (next.due == FlybombDue::Chosen && flybomb_of_mover)
        return wrong(": " + me + "'s chosen flybomb is thrown by placing a tris; to throw none, " +
                     std::string(side_name(opponent(m.side))) + " plays on (D-70)");
      break;
    default: break;
  }
  if (next.due == FlybombDue::Random && !flybomb_of_mover)
    return wrong(" is " + thrower + "'s random flybomb: seed " + std::to_string(p.flybomb.seed) + " draws " + thrower +
                 "'s turn " + std::to_string(next.turn) + " (FB-5, D-71)");
  return std::nullopt;
}

}  // namespace tg::opt
