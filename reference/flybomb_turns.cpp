#include "reference/flybomb_turns.h"

#include <string>

namespace tg::ref {

namespace {

MoveOutcome refuse(const std::string& why) {
  MoveOutcome out;
  out.illegal = Illegal::WrongSlot;
  out.explanation = why;
  return out;
}

}  // namespace

std::optional<MoveOutcome> flybomb_slot_checks(const Position& position, const Move& m) {
  if (position.rules.order != OrderRule::Flybomb) return std::nullopt;
  const FlybombNext next = flybomb_next(position.rules, position.board.size(), position.flybomb, position.next_move);
  const std::string number = "move " + std::to_string(position.next_move);
  const std::string who(side_name(m.side));
  if (m.kind == MoveKind::Tris && !(next.due != FlybombDue::None && next.slot.side == m.side)) {
    // FB-2: a flybomb is the second move of its player's turn.
    const int k = position.next_move - 1;
    if (k < 1 || position.slot(k) != Slot{m.side, SlotKind::Stone, m.side == Side::Black ? 0 : 1})
      return refuse(number + ": a " + who + " tris here is not a flybomb: a flybomb follows its player's own "
                    "stone (FB-2, D-32)");
    return refuse(number + ": " + who + " has no flybomb left to throw: " + std::to_string(chosen_flybombs(position.rules)) +
                  " chosen flybombs, all thrown, and no random flybomb at this turn (FB-5, D-75)");
  }
  if (next.due == FlybombDue::Chosen && m.is_pass() && m.side == next.slot.side)
    return refuse(number + ": " + who + "'s chosen flybomb is thrown by placing a tris; to throw none, " +
                  std::string(side_name(opponent(m.side))) + " plays on (D-70)");
  if (next.due == FlybombDue::Random && m.side != next.slot.side)
    return refuse(number + " is " + std::string(side_name(next.slot.side)) + "'s random flybomb: seed " +
                  std::to_string(position.flybomb.seed) + " draws " + std::string(side_name(next.slot.side)) +
                  "'s turn " + std::to_string(next.turn) + " (FB-5, D-71)");
  return std::nullopt;
}

}  // namespace tg::ref
