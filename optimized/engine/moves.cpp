#include "optimized/engine/moves.h"

#include <algorithm>

#include "optimized/engine/flybomb_turns.h"
#include "optimized/engine/repetition.h"

namespace tg::opt {

namespace {

MoveOutcome refuse(Illegal category, Reason reason) {
  MoveOutcome out;
  out.illegal = category;
  out.reason = std::move(reason);
  return out;
}

BB& side_stones(Stones& s, Side c) { return c == Side::Black ? s.black : s.white; }

void remove_points(Stones& s, const BB& dead) {
  s.black = andnot(s.black, dead);
  s.white = andnot(s.white, dead);
  s.tris = andnot(s.tris, dead);
}

bool same_situation(const Slot& a, const Slot& b, const Ruleset& rules) {
  switch (rules.repetition) {
    case Repetition::Positional: return true;
    case Repetition::Situational: return a.side == b.side;
    case Repetition::SituationalKind: return a.side == b.side && a.kind == b.kind;
  }
  return true;
}

}  // namespace

bool passes_end(EndRule rule, const MoveOrder& order, int next_move, int passes) {
  return run_of_passes_ends(
      rule, [&](int k) { return order.slot(k); }, static_cast<int>(order.opening.size()),
      static_cast<int>(order.cycle.size()), next_move, passes);
}

bool fits_slot(const Slot& slot, const Move& m) {
  return m.side == slot.side &&
         (m.kind == MoveKind::Pass || (m.kind == MoveKind::Stone && slot.kind == SlotKind::Stone) ||
          ((m.kind == MoveKind::Tris || m.kind == MoveKind::Emergency) && slot.kind == SlotKind::Tris));
}

bool game_ended(const Position& p, const MoveOrder& order) {
  if (p.rules.order != OrderRule::Flybomb) return passes_end(p.rules.end, order, p.next_move, p.passes);
  // order=flybomb (D-76): the slots played come from the position; a side
  // moves at most twice in a row, so the last four moves of a run hold a
  // stone slot of each side.
  return run_of_passes_ends(
      p.rules.end, [&](int k) { return p.slot(k); }, 0, 4, p.next_move, p.passes);
}

MoveContext::MoveContext(const Position& p, std::vector<PrivateEyeInfo>* eyes, std::optional<Slot> filled)
    : own_(make_layer(Geo::of(p.board.size().n()), stones_of(Geo::of(p.board.size().n()), p.board), p.rules, eyes)),
      pos(p),
      g(Geo::of(p.board.size().n())),
      rules(p.rules),
      order(p.rules.move_order()),
      slot(filled ? *filled : p.to_move()),
      now(own_) {}

MoveContext::MoveContext(const MoveContext& base, Slot filled)
    : pos(base.pos), g(base.g), rules(base.rules), order(base.order), slot(filled), now(base.now) {}

MoveContext::MoveContext(const Position& p, const Layer& layers, std::optional<Slot> filled)
    : pos(p),
      g(Geo::of(p.board.size().n())),
      rules(p.rules),
      order(p.rules.move_order()),
      slot(filled ? *filled : p.to_move()),
      now(layers) {}

Illegal MoveContext::tris_forbidden(int p, Side mover, Reason* why) const {
  return layer_tris_forbidden(g, now, rules, p, mover, why);
}

Illegal layer_tris_forbidden(const Geo& g, const Layer& now, const Ruleset& rules, int p, Side mover,
                             Reason* why) {
  const BB pb = BB::bit(p);
  const BB nb = g.adjacent(pb);
  bool capture = false;
  if (rules.tris_capture_check == TrisCaptureCheck::BeforeRecompute) {
    const BB empty = andnot(now.empty, pb);
    for (const BB* h : {&now.hb, &now.hw}) {
      for (BB touching = Geo::flood(nb & *h, *h); touching.any() && !capture;) {
        const BB s = Geo::flood(BB::bit(touching.lowest()), *h);
        touching = andnot(touching, s);
        if (!intersects(g.dilate(s), empty)) capture = true;
      }
    }
  } else {
    const BB dead_before = dead_stones(now, now.hb) | dead_stones(now, now.hw);
    Stones s = now.s;
    s.tris.set(p);
    const Layer l = make_layer(g, s, rules, nullptr, &now, pb);
    capture = andnot(dead_stones(l, l.hb) | dead_stones(l, l.hw), dead_before).any();
  }
  // The reasons are built only when asked for (legality checks in bulk
  // and the playouts pass no `why`).
  if (capture) {
    if (why)
      *why = make_reason(rules.tris_capture_check == TrisCaptureCheck::BeforeRecompute
                             ? ReasonKind::TrisCaptureBeforeRecompute
                             : ReasonKind::TrisCaptureAfterRecompute,
                         g.point(p));
    return Illegal::TrisCapture;
  }
  Side owners[2] = {opponent(mover), opponent(mover)};
  int n_owners = 1;
  if (rules.tris_forbid == TrisForbid::Any) {
    owners[0] = Side::Black;
    owners[1] = Side::White;
    n_owners = 2;
  }
  auto one_liberty_eye = [&](Side owner) {
    const BB& h = now.hol(owner);
    return andnot(nb, h | now.nt).none() && intersects(nb, h);
  };
  for (int i = 0; i < n_owners; ++i)
    if (one_liberty_eye(owners[i])) {
      if (why) *why = make_reason(ReasonKind::TrisOneLibertyEye, g.point(p), owners[i]);
      return Illegal::TrisEye;
    }
  for (int i = 0; i < n_owners; ++i) {
    const Side owner = owners[i];
    if (one_liberty_eye(owner)) continue;
    const BB& h = now.hol(owner);
    if (intersects(nb, now.hol(opponent(owner)))) continue;
    if ((nb & now.empty).count() != 1 || (nb & h).count() < 2) continue;
    if (rules.tiger_mouth == TigerMouth::Diagonal && !intersects(g.diagonals(pb), h)) continue;
    if (why)
      *why = make_reason(rules.tiger_mouth == TigerMouth::Orthogonal ? ReasonKind::TrisTigerMouthOrthogonal
                                                                     : ReasonKind::TrisTigerMouthDiagonal,
                         g.point(p), owner);
    return Illegal::TrisTigerMouth;
  }
  return Illegal::None;
}

std::vector<std::pair<BB, int>> MoveContext::emergency_strings() const {
  std::vector<std::pair<BB, int>> out;
  if (rules.emergency == Emergency::Off) return out;
  const SeenPosition* before = pos.previous();
  const Side mover = slot.side;
  if (before == nullptr) return out;
  if (pos.slot(before->next_move).side == mover) return out;  // D-40 (a flybomb follows the mover's stone)
  const BB& own = now.hol(mover);
  std::vector<BB> atari;
  for (const BB& s : components(own))
    if ((g.dilate(s) & now.empty).count() == 1) atari.push_back(s);
  if (atari.empty()) return out;
  const Stones prev_stones = stones_of(g, before->board);
  if (rules.emergency == Emergency::LibertyDrop) {
    const Layer prev = make_layer(g, prev_stones, rules);
    const BB& prev_own = prev.hol(mover);
    for (const BB& s : atari) {
      bool p_holds = false;
      for (const BB& c : components(Geo::flood(s & prev_own, prev_own)))
        if ((g.dilate(c) & prev.empty).count() >= 2) p_holds = true;
      if (p_holds) out.emplace_back(s, (g.dilate(s) & now.empty).lowest());
    }
  } else {
    const BB played_set = andnot(now.s.occupied(), prev_stones.occupied());
    int played = -1;
    for (BB b = played_set; b.any();) played = b.pop();
    if (played < 0) return out;
    // D-11: a piece of S adjacent to the point played (TG-3.2: not the point
    // itself; in play S holds that point only with a neighbour of it, but a
    // position's history can make the mover's own piece the one "played").
    for (const BB& s : atari)
      if (intersects(g.adjacent(BB::bit(played)), s)) out.emplace_back(s, (g.dilate(s) & now.empty).lowest());
  }
  return out;
}

bool MoveContext::emergency_allowed(int p, Reason* why) const {
  auto say = [&](Reason r) {
    if (why) *why = std::move(r);
  };
  if (rules.emergency == Emergency::Off) {
    say(make_reason(ReasonKind::ConversionOff));
    return false;
  }
  const Side mover = slot.side;
  const bool liberty_drop = rules.emergency == Emergency::LibertyDrop;
  bool q_holds = false, in_atari = false;
  for (const BB& s : components(now.hol(slot.side))) {
    const BB libs = g.dilate(s) & now.empty;
    if (libs.count() != 1) continue;
    in_atari = true;
    q_holds = q_holds || libs.test(p);
  }
  const Point at = g.point(p);
  if (!in_atari) {
    say(make_reason(liberty_drop ? ReasonKind::ConditionPNoAtariLibertyDrop : ReasonKind::ConditionPNoAtariTouchesLastMove,
                    mover));
    return false;
  }
  if (!q_holds) {
    say(make_reason(ReasonKind::ConditionQNotSingleLiberty, at, mover));
    return false;
  }
  for (const auto& [s, lib] : emergency_strings())
    if (lib == p) return true;
  say(make_reason(liberty_drop ? ReasonKind::ConditionPNotByLastMoveLibertyDrop
                               : ReasonKind::ConditionPNotByLastMoveTouchesLastMove,
                  mover, at));
  return false;
}

MoveContext::Placement MoveContext::place(int p, Piece piece, Side mover, bool report, Layer* final_layer) const {
  Placement r = pre_place(p, piece, mover);
  if (r.illegal == Illegal::None) finish_place(r, p, mover, report, final_layer);
  return r;
}

MoveContext::Placement MoveContext::pre_place(int p, Piece piece, Side mover) const {
  return layer_pre_place(g, now, rules, p, piece, mover);
}

Placement layer_pre_place(const Geo& g, const Layer& now, const Ruleset& rules, int p, Piece piece, Side mover) {
  Placement r;
  r.after = now.s;
  const Side them = opponent(mover);
  const BB pb = BB::bit(p);
  bool& suicide_played = r.suicide_played;
  if (piece != Piece::Tris) {
    side_stones(r.after, mover) |= pb;
    const BB hol_own = now.hol(mover) | pb;
    const BB& hol_their = now.hol(them);
    const BB empty1 = andnot(now.empty, pb);
    // TG-9.2 step 4: every string of the opponent without liberties once the
    // stone is down (those whose last liberty it took, and any left without
    // liberties before the move: D-06 cascade=none, or a start position).
    r.captured = andnot(hol_their, Geo::flood(hol_their & g.dilate(empty1), hol_their));
    remove_points(r.after, r.captured);
    const BB own_string = Geo::flood(pb, hol_own);
    suicide_played = !intersects(g.dilate(own_string), empty1 | r.captured);
    if (suicide_played && rules.suicide == Suicide::Forbidden) {
      r.illegal = Illegal::Suicide;
      r.reason = make_reason(ReasonKind::Suicide, mover, g.point(p));
      return r;
    }
  } else {
    r.after.tris |= pb;
  }
  return r;
}

void MoveContext::finish_place(Placement& r, int p, Side mover, bool report, Layer* final_layer) const {
  layer_finish_place(g, now, rules, r, p, mover, report, final_layer);
}

void layer_finish_place(const Geo& g, const Layer& now, const Ruleset& rules, Placement& r, int p, Side mover,
                        bool report, Layer* final_layer) {
  const Side them = opponent(mover);
  const BB pb = BB::bit(p);
  const bool suicide_played = r.suicide_played;
  Layer cur = make_layer(g, r.after, rules, nullptr, &now, pb | r.captured);
  if (report) r.changes = attribute_changes(g, now.tris, cur.tris);

  const int bound = 4 * g.n * g.n;
  int rounds = 0;
  auto step = [&](const BB& dead) {
    remove_points(r.after, dead);
    Layer next = make_layer(g, r.after, rules, nullptr, &cur, dead);
    if (report) r.cascade.push_back(CascadeStep{points_of(g, dead), attribute_changes(g, cur.tris, next.tris)});
    cur = std::move(next);
  };
  auto too_many = [&]() {
    if (++rounds <= bound) return false;
    r.illegal = Illegal::Contradiction;
    r.reason = make_reason(ReasonKind::CascadeUnbounded, bound);
    return true;
  };
  switch (rules.cascade) {
    case Cascade::OpponentFirst:
      for (bool removed = true; removed;) {
        removed = false;
        for (Side colour : {them, mover}) {
          const BB dead = dead_stones(cur, cur.hol(colour));
          if (dead.none()) continue;
          if (too_many()) return;
          step(dead);
          removed = true;
          break;  // D-06: after a removal, the opponent's strings are looked at first again
        }
      }
      break;
    case Cascade::Simultaneous:
      for (;;) {
        const BB dead = dead_stones(cur, cur.hb) | dead_stones(cur, cur.hw);
        if (dead.none()) break;
        if (too_many()) return;
        step(dead);
      }
      break;
    case Cascade::None:
      if (suicide_played && cur.hol(mover).test(p)) {
        const BB s = Geo::flood(pb, cur.hol(mover));
        if (!intersects(g.dilate(s), cur.empty)) step(s);
      }
      break;
  }
  if (final_layer) *final_layer = std::move(cur);
}

void MoveContext::build_repetition_table() const {
  rep_built_ = true;
  now_hash_ = Zobrist::get().hash(now.s);
  // The slot next after the move that fills `slot` (order=flybomb: it
  // depends on whether that move is a flybomb, D-78).
  next_ = order.slot(pos.next_move + 1);
  if (rules.order == OrderRule::Flybomb) {
    FlybombState after = pos.flybomb;
    if (slot.kind == SlotKind::Tris) after.thrown.push_back(pos.next_move);
    next_ = flybomb_next(rules, pos.board.size(), after, pos.next_move + 1).slot;
  }
  now_counts_ = same_situation(next_, slot, rules);
}

bool MoveContext::counts(const SeenBoard& seen) const {
  // An earlier board is compared only in the same situation (D-12, D-78).
  const Slot seen_slot = rules.order == OrderRule::Flybomb ? pos.slot(seen.next_move) : order.slot(seen.next_move);
  return same_situation(next_, seen_slot, rules);
}

int MoveContext::repeated_move(const Stones& after) const {
  if (!rep_built_) build_repetition_table();
  // The hash of `after` from the hash of the board before the move.
  const Zobrist& z = Zobrist::get();
  std::uint64_t h = now_hash_;
  for (BB d = now.s.black ^ after.black; d.any();) h ^= z.black[d.pop()];
  for (BB d = now.s.white ^ after.white; d.any();) h ^= z.white[d.pop()];
  for (BB d = now.s.tris ^ after.tris; d.any();) h ^= z.tris[d.pop()];
  // The latest of the earlier boards and the board itself.
  int latest = now_counts_ && h == now_hash_ && now.s == after ? pos.next_move : 0;
  HistoryIndex::of(pos.history, g).for_hash(h, [&](const SeenBoard& seen) {
    if (seen.next_move > latest && seen.stones == after && counts(seen)) latest = seen.next_move;
  });
  return latest;
}

bool MoveContext::may_repeat(const Stones& placed) const {
  if (!rep_built_) build_repetition_table();
  // What the cascade could remove: black or white base strings without
  // liberties and tris strings without an empty neighbour (every other
  // piece belongs to a holistic string with a liberty, or is a neutral tris).
  const BB empty = andnot(g.on, placed.occupied());
  const BB next_to_empty = g.dilate(empty);
  BB removable;
  for (const BB* x : {&placed.black, &placed.white, &placed.tris})
    removable |= andnot(*x, Geo::flood(*x & next_to_empty, *x));
  if (removable.none()) return repeats(placed);  // the cascade removes nothing
  const BB safe = andnot(g.on, removable);
  // The board left holds every safe piece and at most every placed one.
  const int most = placed.occupied().count(), least = (placed.occupied() & safe).count();
  auto fits = [&](const Stones& h) {
    if (andnot(h.black, placed.black).any() || andnot(h.white, placed.white).any() ||
        andnot(h.tris, placed.tris).any())
      return false;
    return !(andnot(placed.black & safe, h.black).any() || andnot(placed.white & safe, h.white).any() ||
             andnot(placed.tris & safe, h.tris).any());
  };
  const int now_pieces = now.s.occupied().count();
  if (now_counts_ && now_pieces >= least && now_pieces <= most && fits(now.s)) return true;
  bool found = false;
  HistoryIndex::of(pos.history, g).for_pieces(least, most, [&](const SeenBoard& seen) {
    if (!found && fits(seen.stones) && counts(seen)) found = true;
  });
  return found;
}

MoveOutcome MoveContext::play_placed(const Move& m, Layer* after_layers) const {
  const int p = g.bit(m.point);
  Reason why;
  if (m.kind == MoveKind::Tris) {
    Illegal reason = tris_forbidden(p, m.side, &why);
    if (reason != Illegal::None) return refuse(reason, why);
  }
  if (m.kind == MoveKind::Emergency && !emergency_allowed(p, &why)) return refuse(Illegal::Emergency, why);
  Placement placed = place(p, m.piece(), m.side, true, after_layers);
  if (placed.illegal != Illegal::None) return refuse(placed.illegal, placed.reason);
  if (const int earlier = repeated_move(placed.after)) {
    MoveOutcome refused = refuse(Illegal::Repetition, make_reason(repetition_kind(rules.repetition)));
    refused.repeated_move = earlier;
    return refused;
  }
  MoveOutcome out;
  out.captured = points_of(g, placed.captured);
  out.changes = std::move(placed.changes);
  out.cascade = std::move(placed.cascade);
  out.after = position_after(pos, m, &placed.after);
  return out;
}

Illegal MoveContext::status(const Move& m) const {
  const int p = g.bit(m.point);
  if (m.kind == MoveKind::Tris) {
    Illegal reason = tris_forbidden(p, m.side, nullptr);
    if (reason != Illegal::None) return reason;
  }
  if (m.kind == MoveKind::Emergency && !emergency_allowed(p, nullptr)) return Illegal::Emergency;
  Placement placed = pre_place(p, m.piece(), m.side);
  if (placed.illegal != Illegal::None) return placed.illegal;
  if (!may_repeat(placed.after)) return Illegal::None;
  finish_place(placed, p, m.side, false);
  if (placed.illegal != Illegal::None) return placed.illegal;
  if (repeats(placed.after)) return Illegal::Repetition;
  return Illegal::None;
}

std::optional<MoveOutcome> first_checks(const Position& position, const Move& m, const MoveOrder& order,
                                        bool judge_end) {
  if (std::optional<MoveOutcome> refused = flybomb_refusal(position, m)) return refused;
  Slot slot = position.to_move();
  if (std::optional<Slot> decline = position.declining_slot(); decline && m.side == decline->side) slot = *decline;
  if (!fits_slot(slot, m))
    return refuse(Illegal::WrongSlot,
                  make_reason(ReasonKind::WrongSlot, position.next_move, slot.side, slot.kind, m.side, m.kind));
  if (judge_end && game_ended(position, order)) return refuse(Illegal::GameOver, make_reason(ReasonKind::GameOver));
  if (m.is_pass()) return std::nullopt;
  if (!position.board.size().contains(m.point))
    return refuse(Illegal::OffBoard, make_reason(ReasonKind::OffBoard, m.point));
  if (position.board.at(m.point) != Piece::Empty)
    return refuse(Illegal::Occupied, make_reason(ReasonKind::Occupied, m.point));
  return std::nullopt;
}

Position position_after(const Position& p, const Move& m, const Stones* after, const Slot* to_move) {
  Position out = p;
  if (after) write_board(Geo::of(p.board.size().n()), *after, out.board);
  out.next_move = p.next_move + 1;
  out.passes = m.is_pass() ? p.passes + 1 : 0;
  out.history.push_back(SeenPosition{p.board, p.next_move});
  if (p.rules.order == OrderRule::Flybomb) {
    const Slot slot = to_move ? *to_move : p.to_move();
    if (slot.kind == SlotKind::Tris && slot.side == m.side)
      out.flybomb.thrown.push_back(p.next_move);  // FB-2: a flybomb played
  }
  return out;
}

}  // namespace tg::opt
