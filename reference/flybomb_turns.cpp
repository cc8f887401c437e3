#include "reference/flybomb_turns.h"

#include <string>

namespace tg::ref {

namespace {

MoveOutcome refuse(Reason why) {
  MoveOutcome out;
  out.illegal = Illegal::WrongSlot;
  out.reason = std::move(why);
  return out;
}

}  // namespace

std::optional<MoveOutcome> flybomb_slot_checks(const Position& position, const Move& m) {
  if (position.rules.order != OrderRule::Flybomb) return std::nullopt;
  const FlybombNext next = flybomb_next(position.rules, position.board.size(), position.flybomb, position.next_move);
  const int number = position.next_move;
  if (m.kind == MoveKind::Tris && !(next.due != FlybombDue::None && next.slot.side == m.side)) {
    // FB-2: a flybomb is the second move of its player's turn.
    const int k = position.next_move - 1;
    if (k < 1 || position.slot(k) != Slot{m.side, SlotKind::Stone, m.side == Side::Black ? 0 : 1})
      return refuse(make_reason(ReasonKind::FlybombNotAfterOwnStone, number, m.side));
    return refuse(make_reason(ReasonKind::FlybombNoneLeft, number, m.side, chosen_flybombs(position.rules)));
  }
  if (next.due == FlybombDue::Chosen && m.is_pass() && m.side == next.slot.side)
    return refuse(make_reason(ReasonKind::FlybombChosenPass, number, m.side, opponent(m.side)));
  if (next.due == FlybombDue::Random && m.side != next.slot.side)
    return refuse(make_reason(ReasonKind::FlybombRandomTurn, number, next.slot.side, position.flybomb.seed, next.turn));
  return std::nullopt;
}

}  // namespace tg::ref
