#include "optimized/engine/flybomb_turns.h"

#include <string>

namespace tg::opt {

std::optional<MoveOutcome> flybomb_refusal(const Position& p, const Move& m) {
  if (p.rules.order != OrderRule::Flybomb) return std::nullopt;
  const FlybombNext next = flybomb_next(p.rules, p.board.size(), p.flybomb, p.next_move);
  auto wrong = [&](Reason why) {
    MoveOutcome out;
    out.illegal = Illegal::WrongSlot;
    out.reason = std::move(why);
    return std::optional<MoveOutcome>(std::move(out));
  };
  const bool flybomb_of_mover = next.due != FlybombDue::None && next.slot.side == m.side;
  switch (m.kind) {
    case MoveKind::Tris: {
      if (flybomb_of_mover) return std::nullopt;
      // Was the move before the mover's stone? Then the mover has none left.
      const bool after_own_stone = p.next_move > 1 && p.slot(p.next_move - 1).kind == SlotKind::Stone &&
                                   p.slot(p.next_move - 1).side == m.side;
      if (!after_own_stone)
        return wrong(make_reason(ReasonKind::FlybombNotAfterOwnStone, p.next_move, m.side));
      return wrong(make_reason(ReasonKind::FlybombNoneLeft, p.next_move, m.side, chosen_flybombs(p.rules)));
    }
    case MoveKind::Pass:
      if (next.due == FlybombDue::Chosen && flybomb_of_mover)
        return wrong(make_reason(ReasonKind::FlybombChosenPass, p.next_move, m.side, opponent(m.side)));
      break;
    default: break;
  }
  if (next.due == FlybombDue::Random && !flybomb_of_mover)
    return wrong(make_reason(ReasonKind::FlybombRandomTurn, p.next_move, next.slot.side, p.flybomb.seed, next.turn));
  return std::nullopt;
}

}  // namespace tg::opt
