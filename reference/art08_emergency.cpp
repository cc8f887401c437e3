#include "reference/art08_emergency.h"


namespace tg::ref {

std::vector<StringInfo> emergency_strings(const Position& position, const Layers& now) {
  // TG-8 condition P, D-11, D-39, D-40.
  std::vector<StringInfo> out;
  if (position.rules.emergency == Emergency::Off) return out;
  // "The opponent's previous move" (TG-8.1, condition P): the position before it must be
  // known, and that move must have been the opponent's (D-40).
  const SeenPosition* before = position.previous();
  const Side mover = position.to_move().side;
  if (before == nullptr) return out;
  // (position.slot: under order=flybomb a flybomb always follows the mover's
  // own stone, so P never holds there, D-40, D-77.)
  if (position.slot(before->next_move).side == mover) return out;
  const Board previous_holistic = layers_of(before->board, position.rules).holistic;

  // The point the opponent just played: empty before, occupied now (captures
  // only ever empty points, so there is at most one such point).
  std::optional<Point> played;
  for (Point q : now.base.size().all_points())
    if (before->board.at(q) == Piece::Empty && now.base.at(q) != Piece::Empty) played = q;

  for (const StringInfo& s : holistic_strings(now.holistic)) {
    if (s.kind != stone_of(mover) || s.liberties.size() != 1) continue;  // in atari now
    bool p_holds = false;
    if (position.rules.emergency == Emergency::LibertyDrop) {
      // D-11: the string had two or more liberties before the opponent's move.
      for (Point q : s.points) {
        if (previous_holistic.at(q) != stone_of(mover)) continue;
        if (liberties(previous_holistic, string_at(previous_holistic, q)).size() >= 2) p_holds = true;
      }
    } else {
      // D-11 switch touches-last-move: the string touches the piece just played.
      if (played)
        for (Point q : s.points)
          if (adjacent(q, *played)) p_holds = true;
    }
    if (p_holds) out.push_back(s);
  }
  return out;
}

bool emergency_allowed(const Position& position, const Layers& now, Point p, Reason* why) {
  // TG-8 conditions P and Q, D-11.
  auto say = [&](Reason r) {
    if (why) *why = std::move(r);
  };
  const Ruleset& rules = position.rules;
  if (rules.emergency == Emergency::Off) {
    say(make_reason(ReasonKind::ConversionOff));
    return false;
  }
  const Side mover = position.to_move().side;
  const bool liberty_drop = rules.emergency == Emergency::LibertyDrop;  // D-11's reading of P
  // TG-8.3 (condition Q) first (it needs only the position as it stands): `p` must be the
  // single liberty of one of the mover's strings in atari. Both conditions
  // must hold (TG-8.4), so the order of the checks changes no verdict.
  bool q_holds = false;
  bool in_atari = false;
  for (const StringInfo& s : holistic_strings(now.holistic))
    if (s.kind == stone_of(position.to_move().side) && s.liberties.size() == 1) {
      in_atari = true;
      q_holds = q_holds || s.liberties.front() == p;
    }
  if (!in_atari) {
    say(make_reason(liberty_drop ? ReasonKind::ConditionPNoAtariLibertyDrop : ReasonKind::ConditionPNoAtariTouchesLastMove,
                    mover));
    return false;
  }
  if (!q_holds) {
    say(make_reason(ReasonKind::ConditionQNotSingleLiberty, p, mover));
    return false;
  }
  // TG-8.1 (condition P): such a string was put in atari by the opponent's previous move.
  for (const StringInfo& s : emergency_strings(position, now))
    if (s.liberties.front() == p) return true;
  say(make_reason(liberty_drop ? ReasonKind::ConditionPNotByLastMoveLibertyDrop
                               : ReasonKind::ConditionPNotByLastMoveTouchesLastMove,
                  mover, p));
  return false;
}

}  // namespace tg::ref
