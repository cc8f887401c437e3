#include "cli/replay.h"

#include "vocab/flybomb_record.h"

namespace tg::cli {

Position start_position(const Record& r) {
  Position p(r.size, r.rules);
  for (const auto& [point, piece] : r.setup) p.board.set(point, piece);
  p.next_move = r.first_move;
  p.flybomb.seed = flybomb_seed_of(r.tags);  // FlybombGo's random turns (D-71)
  return p;
}

Position align_to_mover(const Position& p, const Move& m, bool free_order) {
  return free_order ? free_order_turn(p, m.side) : p;
}

ReplayResult replay(const Engine& engine, const Record& r,
                    const std::function<void(std::size_t, const Position&, const MoveOutcome&)>& each,
                    const std::optional<Position>& start) {
  ReplayResult result(start ? *start : start_position(r));
  Position p = result.final_position;
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    const Move& m = r.moves[i].move;
    Position before = align_to_mover(p, m, r.free_order);
    MoveOutcome o = engine.play(before, m);
    if (!o.legal()) {
      result.illegal_index = i;
      result.illegal_outcome = o;
      p = before;
      break;
    }
    result.captures += static_cast<int>(o.captured.size());
    for (const CascadeStep& s : o.cascade) result.captures += static_cast<int>(s.removed.size());
    if (each) each(i, before, o);
    p = *o.after;
    ++result.moves_played;
  }
  result.final_position = p;
  return result;
}

}  // namespace tg::cli
