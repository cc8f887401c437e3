#include "reference/art09_move.h"

#include <optional>

#include "reference/art06_attribute.h"
#include "reference/art10_repetition.h"
#include "reference/art11_end.h"
#include "reference/flybomb_turns.h"

namespace tg::ref {

namespace {

// TG-5.1.1: the black or white holistic strings of `colour` without
// liberties (dead at once).
std::vector<StringInfo> strings_without_liberties(const Board& holistic, Piece colour) {
  std::vector<StringInfo> out;
  for (const StringInfo& s : holistic_strings(holistic))
    if (s.kind == colour && s.liberties.empty()) out.push_back(s);
  return out;
}

// TG-5.1.1 with TG-5.2: a removed holistic string leaves the base board
// together with the tris pieces of its attributed tris strings.
PointSet remove_strings(Board& base, const std::vector<StringInfo>& strings) {
  PointSet removed;
  for (const StringInfo& s : strings)
    for (Point q : s.points) {
      base.set(q, Piece::Empty);
      removed.push_back(q);
    }
  canonicalize(base, removed);
  return removed;
}

// D-06: one cascade round: remove `strings`, recompute Art. 6 (TG-9.1.2),
// record the step with the attribute changes it caused.
void cascade_step(Board& base, std::vector<TrisInfo>& tris, const std::vector<StringInfo>& strings,
                  const Ruleset& rules, std::vector<CascadeStep>& steps) {
  CascadeStep step;
  step.removed = remove_strings(base, strings);
  std::vector<TrisInfo> recomputed = tris_attributes(base, rules);
  step.changes = attribute_changes(tris, recomputed);
  tris = recomputed;
  steps.push_back(step);
}

// An illegal move: the category and the reason with its data. Nothing
// changes: on a forbidden point the player chooses again or passes (TG-9.1.1).
MoveOutcome refuse(Illegal category, Reason reason) {
  MoveOutcome out;
  out.illegal = category;
  out.reason = std::move(reason);
  return out;
}

}  // namespace

std::vector<AttributeChange> attribute_changes(const std::vector<TrisInfo>& before,
                                               const std::vector<TrisInfo>& after) {
  // TG-9.1.2, D-42.
  std::vector<AttributeChange> out;
  for (const TrisInfo& t : after) {
    Attribute from = Attribute::Neutral;  // a wholly new tris string entered as a neutral hole
    bool found = false;
    for (Point q : t.points) {
      for (const TrisInfo& old : before)
        if (contains(old.points, q)) {
          from = old.attribute;
          found = true;
          break;
        }
      if (found) break;
    }
    if (from != t.attribute) out.push_back(AttributeChange{t.points, from, t.attribute});
  }
  return out;
}

Placement place_piece(const Layers& now, Point p, Piece piece, Side mover, const Ruleset& rules) {
  // TG-9.1.2 and TG-9.1.3, TG-5.1.1, TG-5.2, D-06, D-07.
  Placement r{Illegal::None, {}, now.base, {}, {}, {}};
  r.base.set(p, piece);
  const Piece own = stone_of(mover), theirs = stone_of(opponent(mover));

  bool suicide_played = false;  // the new stone's string had no liberty before the recompute
  if (piece != Piece::Tris) {
    // TG-9.1.2, D-06: captures are judged on the holistic board as it stood,
    // with the new stone added.
    Board holistic = now.holistic;
    holistic.set(p, piece);
    // TG-9.2 step 4: every holistic string of the opponent without
    // liberties, not only those beside p: one left without liberties by an
    // earlier recompute (D-06 cascade=none) or given so in a start position
    // is taken by the opponent's next stone, wherever it is played.
    std::vector<StringInfo> captured = strings_without_liberties(holistic, theirs);
    r.captured = remove_strings(r.base, captured);
    remove_strings(holistic, captured);
    // D-07 (TG-7.5, TG-9.2 step 5): suicide, judged before the attributes are recomputed.
    suicide_played = liberties(holistic, string_at(holistic, p)).empty();
    if (suicide_played && rules.suicide == Suicide::Forbidden) {
      r.illegal = Illegal::Suicide;
      r.reason = make_reason(ReasonKind::Suicide, mover, p);
      return r;
    }
  }
  // A tris captures nothing (TG-7.1, TG-9.3); it enters as a neutral hole.

  // TG-9.1.2, TG-6.4: recompute the attributes (Art. 6) on the new base board.
  std::vector<TrisInfo> tris = tris_attributes(r.base, rules);
  r.changes = attribute_changes(now.tris, tris);

  // D-06: strings the recomputed attributes leave without liberties.
  const int bound = 4 * r.base.size().points();
  int rounds = 0;
  auto too_many = [&]() {
    if (++rounds <= bound) return false;
    r.illegal = Illegal::Contradiction;
    r.reason = make_reason(ReasonKind::CascadeUnbounded, bound);
    return true;
  };
  switch (rules.cascade) {
    case Cascade::OpponentFirst:
      // If some string of the opponent has no liberties, remove them all and
      // recompute; otherwise the same for the mover's; then look again, the
      // opponent's first, until neither colour has one.
      for (bool removed = true; removed;) {
        removed = false;
        for (Piece colour : {theirs, own}) {
          std::vector<StringInfo> dead = strings_without_liberties(holistic_board(r.base, tris), colour);
          if (dead.empty()) continue;
          if (too_many()) return r;
          cascade_step(r.base, tris, dead, rules, r.cascade);
          removed = true;
          break;  // the recompute may have left more of the opponent's without liberties
        }
      }
      break;
    case Cascade::Simultaneous:
      // Both colours' strings at once, until nothing is without liberties.
      for (;;) {
        std::vector<StringInfo> dead = strings_without_liberties(holistic_board(r.base, tris), Piece::Black);
        for (const StringInfo& s : strings_without_liberties(holistic_board(r.base, tris), Piece::White))
          dead.push_back(s);
        if (dead.empty()) break;
        if (too_many()) return r;
        cascade_step(r.base, tris, dead, rules, r.cascade);
      }
      break;
    case Cascade::None:
      // No further removals, except (D-41) a suicide the ruleset allows
      // (suicide=allowed, D-07): the new stone's string, without liberties
      // before the recompute and still without after it, is removed. A
      // string that only the recomputed attributes left without liberties
      // stays: that is what cascade=none means.
      if (suicide_played) {
        const Board holistic = holistic_board(r.base, tris);
        if (holistic.at(p) == own) {
          PointSet s = string_at(holistic, p);
          if (liberties(holistic, s).empty()) cascade_step(r.base, tris, {StringInfo{own, s, {}}}, rules, r.cascade);
        }
      }
      break;
  }
  return r;
}

namespace {

// Steps 1 to 3, which need no layers: the refusal, if any.
std::optional<MoveOutcome> first_checks(const Position& position, const Move& m, bool judge_end) {
  // order=flybomb: an offered chosen flybomb may be declined by the
  // opponent's stone (flybomb_turns.h, D-70).
  const Slot slot = filled_slot(position, m);
  if (std::optional<MoveOutcome> refused = flybomb_slot_checks(position, m)) return *refused;
  // Step 1, Art. 2.3: the move fits the slot (TG-2.3.3; a pass fits any slot,
  // TG-2.5; an emergency stone only a tris slot, TG-8.2).
  const bool fits = m.side == slot.side &&
                    (m.kind == MoveKind::Pass || (m.kind == MoveKind::Stone && slot.kind == SlotKind::Stone) ||
                     ((m.kind == MoveKind::Tris || m.kind == MoveKind::Emergency) && slot.kind == SlotKind::Tris));
  if (!fits)
    return refuse(Illegal::WrongSlot,
                  make_reason(ReasonKind::WrongSlot, position.next_move, slot.side, slot.kind, m.side, m.kind));
  // Step 2, Art. 11.
  if (judge_end && game_ended(position)) return refuse(Illegal::GameOver, make_reason(ReasonKind::GameOver));
  if (m.is_pass()) return std::nullopt;
  // Step 3: the point is on the board (TG-1.1, TG-1.2) and empty: a placed
  // piece never leaves its point but by capture (TG-2.4).
  if (!position.board.size().contains(m.point))
    return refuse(Illegal::OffBoard, make_reason(ReasonKind::OffBoard, m.point));
  if (position.board.at(m.point) != Piece::Empty)
    return refuse(Illegal::Occupied, make_reason(ReasonKind::Occupied, m.point));
  return std::nullopt;
}

}  // namespace

MoveOutcome play_move(const Position& position, const Move& m, const Layers& now, bool judge_end) {
  // TG-9.1, TG-9.2 with Art. 2.3, 7, 8, 10, 11 (the steps of art09_move.h).
  if (std::optional<MoveOutcome> refused = first_checks(position, m, judge_end)) return *refused;
  MoveOutcome out;
  Board board = position.board;
  if (!m.is_pass()) {
    // Step 4.
    Reason why;
    if (m.kind == MoveKind::Tris) {
      Illegal reason = tris_forbidden(now, m.point, m.side, position.rules, &why);
      if (reason != Illegal::None) return refuse(reason, why);
    }
    if (m.kind == MoveKind::Emergency && !emergency_allowed(position, now, m.point, &why))
      return refuse(Illegal::Emergency, why);
    // Steps 5 to 8.
    Placement placed = place_piece(now, m.point, m.piece(), m.side, position.rules);
    if (placed.illegal != Illegal::None) return refuse(placed.illegal, placed.reason);
    // Step 9, Art. 10 (TG-10.1; TG-10.3: stone, tris and conversion alike).
    if (const int earlier = repeated_position(position, m, placed.base)) {
      MoveOutcome refused = refuse(Illegal::Repetition, make_reason(repetition_kind(position.rules.repetition)));
      refused.repeated_move = earlier;  // which earlier position recurs
      return refused;
    }
    board = placed.base;
    out.captured = placed.captured;
    out.changes = placed.changes;
    out.cascade = placed.cascade;
  }
  // The new position. A pass only uses up its slot (TG-2.5, TG-9.2 step 1).
  Position after = position;
  after.board = board;
  after.next_move = position.next_move + 1;
  after.passes = m.is_pass() ? position.passes + 1 : 0;
  after.history.push_back(SeenPosition{position.board, position.next_move});
  after.flybomb = flybomb_after(position, m);  // FB-2: the flybomb moves played
  out.after = std::move(after);
  return out;
}

MoveOutcome play_move(const Position& position, const Move& m) {
  // The layers are derived only for a move that passes the first checks.
  if (std::optional<MoveOutcome> refused = first_checks(position, m, true)) return *refused;
  if (m.is_pass()) return play_move(position, m, Layers{position.board, {}, {}, position.board});  // unread
  return play_move(position, m, layers_of(position.board, position.rules));
}

}  // namespace tg::ref
