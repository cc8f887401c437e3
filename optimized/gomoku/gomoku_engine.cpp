#include "optimized/gomoku/gomoku_engine.h"

#include <algorithm>
#include <optional>
#include <string>

#include "optimized/gomoku/gomoku_end.h"
#include "optimized/gomoku/gomoku_fives.h"
#include "optimized/gomoku/gomoku_move.h"
#include "optimized/engine/moves.h"
#include "optimized/core/string_info.h"

namespace tg::opt {

namespace {

MoveOutcome refuse(Illegal category, Reason reason) {
  MoveOutcome out;
  out.illegal = category;
  out.reason = std::move(reason);
  return out;
}

// After the game-over check: the slot (GM-2.1; the emergency conversion is
// off in TrisGomoku, GM-6.2), then the point.
std::optional<MoveOutcome> slot_and_point_checks(const Position& p, const Move& m, const Slot& slot) {
  if (!fits_slot(slot, m))
    return refuse(Illegal::WrongSlot,
                  make_reason(ReasonKind::GomokuWrongSlot, p.next_move, slot.side, slot.kind, m.side, m.kind));
  if (m.kind == MoveKind::Emergency) return refuse(Illegal::Emergency, make_reason(ReasonKind::GomokuConversionOff));
  if (m.is_pass()) return std::nullopt;
  if (!p.board.size().contains(m.point))
    return refuse(Illegal::OffBoard, make_reason(ReasonKind::GomokuOffBoard, m.point));
  if (p.board.at(m.point) != Piece::Empty)
    return refuse(Illegal::Occupied, make_reason(ReasonKind::GomokuOccupied, m.point));
  return std::nullopt;
}

// D-42 / GM-4.12: one change per tris string of `placed` (the board after
// placing, before the flips) whose attribute differs on `after`. Strings flip
// as wholes (a flip set is a union of current strings, and every current
// string is a union of strings of `placed`), so a string's first point
// stands for it.
std::vector<AttributeChange> attribute_changes(const Geo& g, const GBoard& placed, const GBoard& after) {
  const BB changed = (placed.tn ^ after.tn) | (placed.tb ^ after.tb) | (placed.tw ^ after.tw);
  std::vector<std::pair<BB, Attribute>> strings;
  for (const auto& [set, from] : {std::pair{placed.tn, Attribute::Neutral}, std::pair{placed.tb, Attribute::Black},
                                  std::pair{placed.tw, Attribute::White}})
    for (const BB& s : components(set & changed)) strings.emplace_back(s, from);
  std::sort(strings.begin(), strings.end(),
            [](const auto& x, const auto& y) { return x.first.lowest() < y.first.lowest(); });
  std::vector<AttributeChange> out;
  out.reserve(strings.size());
  for (const auto& [s, from] : strings)
    out.push_back(AttributeChange{points_of(g, s), from, after.attribute(s.lowest())});
  return out;
}

// `b` with the piece placed at `bit`, before any encirclement flips.
GBoard with_piece(GBoard b, int bit, Piece piece) {
  (piece == Piece::Tris ? b.tn : piece == Piece::Black ? b.black : b.white).set(bit);
  return b;
}

// The move kind and the piece of the slot to move (GM-2.1).
struct SlotMove {
  Slot slot;
  MoveKind kind;
  Piece piece;
};
SlotMove slot_move(const MoveOrder& order, int next_move) {
  const Slot slot = order.slot(next_move);
  if (slot.kind == SlotKind::Stone) return {slot, MoveKind::Stone, stone_of(slot.side)};
  return {slot, MoveKind::Tris, Piece::Tris};
}

// The number of changes attribute_changes lists: one per string of a
// stored attribute of `placed` that changed.
int attribute_change_count(const GBoard& placed, const GBoard& after) {
  const BB changed = (placed.tn ^ after.tn) | (placed.tb ^ after.tb) | (placed.tw ^ after.tw);
  if (changed.none()) return 0;
  int n = 0;
  for (const BB& set : {placed.tn, placed.tb, placed.tw}) n += static_cast<int>(components(set & changed).size());
  return n;
}

// The position after the placing move `m`, whose board (pieces and stored
// attributes) is `after`.
Position placed_position(const Geo& g, const Position& p, const Move& m, const GBoard& after) {
  Position out = position_after(p, m, nullptr);
  Board& board = out.board;
  board.set(m.point, m.piece());
  for (BB tris = after.tris(); tris.any();) {
    const int q = tris.pop();
    board.set_attribute_index(g.index(q), after.attribute(q));
  }
  return out;
}

std::vector<TrisInfo> tris_strings(const Geo& g, const GBoard& b) {
  std::vector<std::pair<BB, Attribute>> strings;
  for (const auto& [set, a] : {std::pair{b.tn, Attribute::Neutral}, std::pair{b.tb, Attribute::Black},
                               std::pair{b.tw, Attribute::White}})
    for (const BB& s : components(set)) strings.emplace_back(s, a);
  std::sort(strings.begin(), strings.end(),
            [](const auto& x, const auto& y) { return x.first.lowest() < y.first.lowest(); });
  std::vector<TrisInfo> out;
  out.reserve(strings.size());
  for (const auto& [s, a] : strings) {
    TrisInfo t;
    t.points = points_of(g, s);
    t.attribute = a;
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace

Analysis gomoku_analyze(const Position& p) {
  const Geo& g = Geo::of(p.board.size().n());
  const GBoard b = gboard_of(g, p.board);
  const BB empty = andnot(g.on, b.occupied());
  Analysis a;
  a.base_strings = strings_with_liberties(g, empty,
                                  {{Piece::Black, b.black},
                                   {Piece::White, b.white},
                                   {Piece::Tris, b.tn},
                                   {Piece::Tris, b.tb},
                                   {Piece::Tris, b.tw}});
  a.tris = tris_strings(g, b);
  GomokuAnalysis ga;
  ga.extended_strings =
      strings_with_liberties(g, empty, {{Piece::Black, b.ext(Side::Black)}, {Piece::White, b.ext(Side::White)}});
  std::vector<GTarget> targets;
  for (Side c : {Side::Black, Side::White}) find_targets(g, b, empty, c, g.on, false, targets);
  for (GTarget& t : targets) complete(g, b, empty, t, true);
  sort_targets(targets);
  ga.targets.reserve(targets.size());
  for (const GTarget& t : targets) ga.targets.push_back(to_target(g, t));
  ga.fives = all_fives(g, b);
  const GomokuResult r = gomoku_result(g, b, p, p.rules.move_order());
  ga.end = r.end;
  ga.winner = r.winner;
  a.ended = r.end != GomokuEnd::None;
  a.score.winner = r.winner;
  a.gomoku = std::move(ga);
  return a;
}

MoveOutcome gomoku_play(const Position& p, const Move& m) {
  const Geo& g = Geo::of(p.board.size().n());
  const MoveOrder& order = p.rules.move_order();
  const GBoard before = gboard_of(g, p.board);
  if (gomoku_result(g, before, p, order).end != GomokuEnd::None)
    return refuse(Illegal::GameOver, make_reason(ReasonKind::GomokuGameOver));
  if (std::optional<MoveOutcome> refused = slot_and_point_checks(p, m, order.slot(p.next_move))) return *refused;
  MoveOutcome out;
  if (m.is_pass()) {  // GM-2.4: places nothing, encircles nothing
    out.after = position_after(p, m, nullptr);
    return out;
  }
  const int bit = g.bit(m.point);
  const GBoard placed = with_piece(before, bit, m.piece());
  GBoard after = before;
  GomokuMoveLog log;
  if (!gomoku_place(g, after, bit, m.piece(), m.side, p.rules.encirclement, &log))
    return refuse(Illegal::Contradiction, make_reason(ReasonKind::FlipCycle, log.cycle_round, log.cycle_repeats));
  out.changes = attribute_changes(g, placed, after);
  for (const GTarget& t : log.encircled) out.encircled.push_back(to_target(g, t));
  for (const GTarget& t : log.overruled) out.overruled.push_back(to_target(g, t));
  out.after = placed_position(g, p, m, after);
  return out;
}

std::vector<Move> gomoku_legal_moves(const Position& p) {
  const Geo& g = Geo::of(p.board.size().n());
  const MoveOrder& order = p.rules.move_order();
  const GBoard b = gboard_of(g, p.board);
  std::vector<Move> out;
  if (gomoku_result(g, b, p, order).end != GomokuEnd::None) return out;
  const auto [slot, kind, piece] = slot_move(order, p.next_move);
  // GM-2.3: every empty point; under fixed-point a move whose flips cycle is
  // refused (GM-4.11), so it is not listed.
  for (BB empty = andnot(g.on, b.occupied()); empty.any();) {
    const int q = empty.pop();
    if (p.rules.encirclement == Encirclement::FixedPoint) {
      GBoard trial = b;
      if (!gomoku_place(g, trial, q, piece, slot.side, Encirclement::FixedPoint, nullptr)) continue;
    }
    out.push_back(Move{slot.side, kind, g.point(q)});
  }
  out.push_back(Move{slot.side, MoveKind::Pass, {}});
  return out;
}

std::vector<Successor> gomoku_successors(const Position& p) {
  const Geo& g = Geo::of(p.board.size().n());
  const MoveOrder& order = p.rules.move_order();
  const GBoard b = gboard_of(g, p.board);
  std::vector<Successor> out;
  if (gomoku_result(g, b, p, order).end != GomokuEnd::None) return out;
  const auto [slot, kind, piece] = slot_move(order, p.next_move);
  // gomoku_play's procedure once per empty point (a point whose flips cycle
  // under fixed-point is no move, GM-4.11), the counts instead of the lists,
  // the end judged on the bitboards of the board after.
  for (BB empty = andnot(g.on, b.occupied()); empty.any();) {
    const int q = empty.pop();
    GBoard after = b;
    if (!gomoku_place(g, after, q, piece, slot.side, p.rules.encirclement, nullptr)) continue;
    const Move m{slot.side, kind, g.point(q)};
    Successor s{m, 0, attribute_change_count(with_piece(b, q, piece), after), 0, false, placed_position(g, p, m, after)};
    s.ended = gomoku_result(g, after, s.after, order).end != GomokuEnd::None;
    out.push_back(std::move(s));
  }
  const Move pass{slot.side, MoveKind::Pass, {}};  // GM-2.4: places nothing
  Successor s{pass, 0, 0, 0, false, position_after(p, pass, nullptr)};
  s.ended = gomoku_result(g, b, s.after, order).end != GomokuEnd::None;
  out.push_back(std::move(s));
  return out;
}

bool gomoku_ended(const Position& p) {
  const Geo& g = Geo::of(p.board.size().n());
  return gomoku_result(g, gboard_of(g, p.board), p, p.rules.move_order()).end != GomokuEnd::None;
}

Score gomoku_score(const Position& p, const std::vector<Point>& dead) {
  if (!dead.empty()) throw EngineLimit("TrisGomoku has no dead strings (GM-6.2)");
  const Geo& g = Geo::of(p.board.size().n());
  Score s;
  s.winner = gomoku_result(g, gboard_of(g, p.board), p, p.rules.move_order()).winner;
  return s;
}

}  // namespace tg::opt
