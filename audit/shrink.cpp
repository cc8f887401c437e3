#include "audit/shrink.h"

#include "audit/search.h"
#include "shrink/position.h"
#include "shrink/sequence.h"

namespace tg::audit {

Position shrink(const Position& start, const std::function<bool(const Position&)>& still_shows) {
  // 1. A smaller board: the smallest size with a window that shows it.
  Position p = shrink::smallest_window(start, still_shows);
  // 2. Fewer pieces, and 3. a shorter history, until neither helps.
  const shrink::KeepIf<SeenPosition> keep_history =
      [&](const std::vector<SeenPosition>& history) -> std::optional<std::vector<SeenPosition>> {
    Position q = p;
    q.history = history;
    if (!still_shows(q)) return std::nullopt;
    return history;
  };
  for (bool changed = true; changed;) {
    changed = shrink::remove_pieces(p, still_shows);
    std::vector<SeenPosition> history = p.history.to_vector();
    if (shrink::remove_all_else_each(history, keep_history)) {
      p.history = history;
      changed = true;
    }
    if (p.passes > 0) {
      Position q = p;
      q.passes = 0;
      if (still_shows(q)) {
        p = std::move(q);
        changed = true;
      }
    }
  }
  // 4. The first move number with the same slot, when history allows.
  if (p.history.empty() && p.rules.order != OrderRule::Flybomb) {
    const Slot s = p.to_move();
    if (auto m = first_move_with_slot(p, s.side, s.kind); m && *m < p.next_move) {
      Position q = p;
      q.next_move = *m;
      if (still_shows(q)) p = std::move(q);
    }
  }
  return p;
}

namespace {

// The target of a placement search: the board alone (no history), with the
// slot to move and the pass run of `p`.
Position placement_target(const Position& p) {
  Position q = p;
  q.history.clear();
  return q;
}

std::optional<Example> placed(const Engine& engine, const Position& target,
                              const std::function<bool(const Position&)>& shows, const WitnessBounds& bounds) {
  auto w = find_witness(engine, placement_target(target), shows, bounds);
  if (!w) return std::nullopt;
  return Example{std::move(w->reached), std::move(w->moves)};
}

}  // namespace

std::optional<Example> reachable_example(const Engine& engine, const Position& found,
                                         const std::optional<std::vector<Move>>& record,
                                         const std::function<bool(const Position&)>& shows,
                                         const WitnessBounds& bounds) {
  std::optional<Example> start;
  if (record) {
    // The game the search played: reached by construction; checked anyway.
    if (auto p = replay_moves(engine, empty_start(found), *record); p && shows(*p)) start = Example{*p, *record};
  }
  if (!start) {
    auto of_play = [&](const Position& p) { return position_of_play(engine, p) && shows(p); };
    if (of_play(found)) start = placed(engine, shrink(found, of_play), shows, bounds);
  }
  if (!start) start = placed(engine, found, shows, bounds);
  if (!start) return std::nullopt;
  return shrink_record(engine, std::move(*start), shows, bounds);
}

Example shrink_record(const Engine& engine, Example cur, const std::function<bool(const Position&)>& shows,
                      const WitnessBounds& bounds) {
  const Position empty = empty_start(cur.reached);
  auto smaller = [&](const Example& e) { return measure_of(e.reached, e.record) < measure_of(cur.reached, cur.record); };
  // Fewer moves: a record with a chunk deleted, replayed from the empty board.
  const shrink::KeepIf<Move> keep_moves = [&](const std::vector<Move>& moves) -> std::optional<std::vector<Move>> {
    auto p = replay_moves(engine, empty, moves);
    if (!p || !shows(*p)) return std::nullopt;
    Example e{*p, moves};
    if (!smaller(e)) return std::nullopt;
    cur = std::move(e);
    return moves;
  };
  const std::size_t period = cur.reached.rules.order == OrderRule::Flybomb
                                 ? 1
                                 : std::max<std::size_t>(1, cur.reached.rules.move_order().cycle.size());
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<Move> moves = cur.record;
    shrink::remove_chunks_halving(moves, period, keep_moves);
    // Fewer pieces in the same slots: a move made a pass (the move numbers,
    // hence every later slot, stay; what the move captured stays on the
    // board). A history-bound finding (C-4's condition P) keeps its last
    // moves and loses the pieces it does not need.
    for (std::size_t i = 0; i < cur.record.size(); ++i) {
      if (cur.record[i].is_pass()) continue;
      std::vector<Move> passed = cur.record;
      passed[i] = Move{passed[i].side, MoveKind::Pass, Point{}};
      if (keep_moves(passed)) changed = true;
    }
    // Fewer pieces: every piece but one placed by a record of its own.
    for (int i = 0; i < cur.reached.board.size().points(); ++i) {
      if (cur.reached.board.at_index(i) == Piece::Empty) continue;
      if (auto e = placed(engine, shrink::without_piece(placement_target(cur.reached), i), shows, bounds); e && smaller(*e)) {
        cur = std::move(*e);
        changed = true;
      }
    }
    // A smaller board: the first window, smallest size first, that a record reaches.
    const int n = cur.reached.board.size().n();
    for (int size = kMinBoardSize; size < n && !changed; size += 2)
      for (int row = 0; row + size <= n && !changed; ++row)
        for (int col = 0; col + size <= n && !changed; ++col) {
          const Position window = shrink::crop(placement_target(cur.reached), size, row, col);
          if (auto e = placed(engine, window, shows, bounds); e && smaller(*e)) {
            cur = std::move(*e);
            changed = true;
          }
        }
  }
  return cur;
}

}  // namespace tg::audit
