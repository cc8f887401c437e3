#pragma once
// The engine's questions about one position asked on its MoveContext (the
// layers derived once): OptimizedEngine asks them on a context it derives
// for the call, the in-place state (optimized/game/layer_game_state.h) on
// the layers it keeps per position, so that the two cannot answer
// differently.
#include <optional>
#include <vector>

#include "optimized/engine/moves.h"
#include "vocab/game_state.h"

namespace tg::opt {

// Engine::legal_moves of ctx.pos, which has not ended, into `out` (cleared first).
void legal_moves_at(const MoveContext& ctx, std::vector<Move>& out);

// Engine::successors of ctx.pos, which has not ended, as summaries: every
// legal move placed once, the positions after them not built (perft's last
// ply), into `out` (cleared first).
void move_summaries_at(const MoveContext& ctx, std::vector<MoveSummary>& out);

// Engine::play's steps before the layers: the refusals of steps 1 to 3
// (Art. 2.3, the end, the board) and the pass, which places nothing;
// nullopt for a placing move that passed them.
std::optional<MoveOutcome> play_unplaced(const Position& p, const Move& m);

// Engine::play of a placing move that play_unplaced let through, on the
// layers of ctx (at an offered chosen flybomb the declining side's stone is
// judged in its own slot, D-70). With `after_layers`, the layers of the
// board after a legal move are stored there.
MoveOutcome play_placed_at(const MoveContext& ctx, const Move& m, Layer* after_layers = nullptr);

// The moves of successors() in their order, each placed once on the layers
// of `ctx`: placed(move, placement) for each legal placing move, then
// passed(pass) for the pass, at an offered chosen flybomb the declining
// side's (D-70).
template <class Placed, class Passed>
void each_successor(const MoveContext& ctx, Placed&& placed, Passed&& passed) {
  const Slot slot = ctx.slot;  // ctx.pos.to_move()
  // The move procedure of play_placed, with the counts instead of the lists,
  // for a move of the slot `c` is about.
  auto add = [&](const MoveContext& c, const Move& m, int b) {
    const Placement placement = c.place(b, m.piece(), m.side, true);
    if (placement.illegal != Illegal::None || c.repeats(placement.after)) return;
    placed(m, placement);
  };
  const MoveKind kind = slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris;
  for (BB empty = ctx.now.empty; empty.any();) {
    const int b = empty.pop();
    if (kind == MoveKind::Tris && ctx.tris_forbidden(b, slot.side, nullptr) != Illegal::None) continue;
    add(ctx, Move{slot.side, kind, ctx.g.point(b)}, b);
  }
  if (slot.kind == SlotKind::Tris) {
    BB candidates;
    for (const auto& [s, lib] : ctx.emergency_strings()) candidates.set(lib);
    for (BB c = candidates; c.any();) {
      const int b = c.pop();
      if (ctx.emergency_allowed(b, nullptr)) add(ctx, Move{slot.side, MoveKind::Emergency, ctx.g.point(b)}, b);
    }
  }
  if (const std::optional<Slot> decline = ctx.pos.declining_slot()) {
    // An offered chosen flybomb (D-70): after the thrower's tris, the
    // opponent's stones and pass, which decline it; the thrower has no pass.
    const MoveContext other(ctx, *decline);
    for (BB empty = other.now.empty; empty.any();) {
      const int b = empty.pop();
      add(other, Move{decline->side, MoveKind::Stone, other.g.point(b)}, b);
    }
    passed(Move{decline->side, MoveKind::Pass, {}});
    return;
  }
  passed(Move{slot.side, MoveKind::Pass, {}});  // a due random flybomb may be passed (D-72)
}

// Every attribute change of a placement, its cascade steps' included.
int attribute_changes_of(const Placement& placed);

}  // namespace tg::opt
