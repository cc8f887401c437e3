#include "optimized/engine/context_questions.h"

namespace tg::opt {

void legal_moves_at(const MoveContext& ctx, std::vector<Move>& out) {
  out.clear();
  const Slot slot = ctx.slot;
  const MoveKind kind = slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris;
  for (BB empty = ctx.now.empty; empty.any();) {
    const Move m{slot.side, kind, ctx.g.point(empty.pop())};
    if (ctx.status(m) == Illegal::None) out.push_back(m);
  }
  if (slot.kind == SlotKind::Tris) {
    BB candidates;
    for (const auto& [s, lib] : ctx.emergency_strings()) candidates.set(lib);
    for (BB c = candidates; c.any();) {
      const Move m{slot.side, MoveKind::Emergency, ctx.g.point(c.pop())};
      if (ctx.status(m) == Illegal::None) out.push_back(m);
    }
  }
  if (const std::optional<Slot> decline = ctx.pos.declining_slot()) {
    // An offered chosen flybomb (D-70): no pass of it; the opponent's
    // stones and pass decline it (judged on the same layers).
    const MoveContext other(ctx, *decline);
    for (BB empty = other.now.empty; empty.any();) {
      const Move m{decline->side, MoveKind::Stone, other.g.point(empty.pop())};
      if (other.status(m) == Illegal::None) out.push_back(m);
    }
    out.push_back(Move{decline->side, MoveKind::Pass, {}});
    return;
  }
  out.push_back(Move{slot.side, MoveKind::Pass, {}});
}

int attribute_changes_of(const Placement& placed) {
  int n = static_cast<int>(placed.changes.size());
  for (const CascadeStep& step : placed.cascade) n += static_cast<int>(step.changes.size());
  return n;
}

void move_summaries_at(const MoveContext& ctx, std::vector<MoveSummary>& out) {
  out.clear();
  each_successor(
      ctx,
      [&](const Move& m, const Placement& placed) {
        // ended: false, since a placing move leaves no run of passes (D-13).
        out.push_back(MoveSummary{m, placed.captured.count(), attribute_changes_of(placed),
                                  static_cast<int>(placed.cascade.size()), false});
      },
      [&](const Move& pass) {
        // The run of passes after it, from the move order alone (D-13).
        const int next = ctx.pos.next_move + 1, passes = ctx.pos.passes + 1;
        bool ended = false;
        if (ctx.rules.order != OrderRule::Flybomb) {
          ended = passes_end(ctx.rules.end, ctx.order, next, passes);
        } else {
          ended = game_ended(position_after(ctx.pos, pass, nullptr, &ctx.slot), ctx.order);
        }
        out.push_back(MoveSummary{pass, 0, 0, 0, ended});
      });
}

std::optional<MoveOutcome> play_unplaced(const Position& p, const Move& m) {
  if (std::optional<MoveOutcome> refused = first_checks(p, m, p.rules.move_order(), true)) return refused;
  if (!m.is_pass()) return std::nullopt;
  MoveOutcome out;
  out.after = position_after(p, m, nullptr);
  return out;
}

MoveOutcome play_placed_at(const MoveContext& ctx, const Move& m, Layer* after_layers) {
  const std::optional<Slot> decline = ctx.pos.declining_slot();
  if (decline && m.side == decline->side) {
    const MoveContext other(ctx, *decline);
    return other.play_placed(m, after_layers);
  }
  return ctx.play_placed(m, after_layers);
}

}  // namespace tg::opt
