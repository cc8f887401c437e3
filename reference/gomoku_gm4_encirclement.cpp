#include "reference/gomoku_gm4_encirclement.h"

#include <algorithm>

namespace tg::ref {

bool encircled_by_move(const EncirclementTarget& t, Point p) {
  // GM-4.8, D-21 on-move: the move filled the last liberty (p adjacent to
  // the whole) or placed a piece that is part of the whole (A's special
  // case: a tris put into the single hole of C's ring).
  if (!t.liberties.empty()) return false;
  for (Point q : t.whole)
    if (q == p || adjacent(q, p)) return true;
  return false;
}

bool without_liberties(const EncirclementTarget& t) {
  // GM-4.11, D-21 fixed-point.
  return t.liberties.empty();
}

Priority mover_priority(const std::vector<EncirclementTarget>& judged, Side mover) {
  // GM-4.9, D-22's companion rule in the text: when black's and white's
  // targets lose their last liberty together, the mover's encirclement is
  // the one that happens. With one colour only, it happens whoever moved
  // (self-filling, 允许自杀式落子).
  const bool black = std::any_of(judged.begin(), judged.end(),
                                 [](const EncirclementTarget& t) { return t.encircler == Side::Black; });
  const bool white = std::any_of(judged.begin(), judged.end(),
                                 [](const EncirclementTarget& t) { return t.encircler == Side::White; });
  Priority out;
  for (const EncirclementTarget& t : judged) {
    if (black && white && t.encircler != mover)
      out.overruled.push_back(t);
    else
      out.take_effect.push_back(t);
  }
  return out;
}

Board apply_flips(const Board& board, const std::vector<EncirclementTarget>& take_effect) {
  // GM-4.10: all targets taking effect have one encircler (GM-4.9), so no
  // tris receives two attributes.
  Board out = board;
  for (const EncirclementTarget& t : take_effect)
    for (Point q : t.flips) out.set_attribute(q, attribute_of(t.encircler));
  return out;
}

std::vector<AttributeChange> flip_changes(const Board& before, const Board& after) {
  // GM-4.12, D-42: the attribute before and after, per tris string of the
  // board before the flips. Every round flips whole strings of its board,
  // and every string of a later board is a union of strings of `before`, so
  // a string of `before` ends with one attribute: its first point's.
  std::vector<AttributeChange> out;
  for (const TrisInfo& s : gomoku_tris(before)) {
    const Attribute now = after.attribute(s.points.front());
    if (now != s.attribute) out.push_back(AttributeChange{s.points, s.attribute, now});
  }
  return out;
}

namespace {

// GM-4.8 to GM-4.10, encirclement=on-move: one judgement on the board with
// the new piece; flips never trigger further encirclements in the move.
Encircled encircle_on_move(const Board& placed, Point p, Side mover) {
  std::vector<EncirclementTarget> judged;
  for (const EncirclementTarget& t : all_targets(placed))
    if (encircled_by_move(t, p)) judged.push_back(t);
  Priority priority = mover_priority(judged, mover);
  Encircled out(apply_flips(placed, priority.take_effect));
  out.encircled = std::move(priority.take_effect);
  out.overruled = std::move(priority.overruled);
  return out;
}

// GM-4.11, encirclement=fixed-point: judge every target without liberties,
// apply, recompute the targets on the new board, again, until none is left
// without liberties. Every round changes at least one attribute (each judged
// target flips its main core to the encircler's colour, which it did not
// have), so the rounds end or a board comes back: a cycle, refused as a
// contradiction (D-21).
Encircled encircle_fixed_point(const Board& placed, Side mover) {
  Encircled out(placed);
  Board board = placed;
  std::vector<Board> seen{placed};
  for (int round = 1;; ++round) {
    std::vector<EncirclementTarget> judged;
    for (const EncirclementTarget& t : all_targets(board))
      if (without_liberties(t)) judged.push_back(t);
    if (judged.empty()) break;
    Priority priority = mover_priority(judged, mover);
    board = apply_flips(board, priority.take_effect);
    for (EncirclementTarget& t : priority.take_effect) out.encircled.push_back(std::move(t));
    for (EncirclementTarget& t : priority.overruled) out.overruled.push_back(std::move(t));
    const auto again = std::find(seen.begin(), seen.end(), board);
    if (again != seen.end()) {
      out.illegal = Illegal::Contradiction;
      // The repeated board: 0 is the board with the new piece, k the board after round k.
      out.reason = make_reason(ReasonKind::FlipCycle, round, static_cast<int>(again - seen.begin()));
      return out;
    }
    seen.push_back(board);
  }
  out.board = board;
  return out;
}

}  // namespace

Encircled encircle(const Board& placed, Point p, Side mover, Encirclement mode) {
  // GM-4.8 / GM-4.11 by the D-21 switch, then GM-4.12.
  Encircled out = mode == Encirclement::OnMove ? encircle_on_move(placed, p, mover)
                                               : encircle_fixed_point(placed, mover);
  if (out.illegal == Illegal::None) out.changes = flip_changes(placed, out.board);
  return out;
}

}  // namespace tg::ref
