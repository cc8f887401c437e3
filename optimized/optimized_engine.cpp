#include "optimized/optimized_engine.h"

#include <algorithm>
#include <optional>

#include "optimized/engine/context_questions.h"
#include "optimized/game/layer_game_state.h"
#include "optimized/game/stone_game_state.h"
#include "optimized/gomoku/gomoku_engine.h"
#include "optimized/engine/moves.h"
#include "optimized/engine/scoring.h"
#include "optimized/core/string_info.h"
#include "vocab/game_state.h"
#include "vocab/ruleset_refusal.h"

namespace tg::opt {

namespace {

// Rulesets outside what the engine decides are refused (EngineLimit): those
// vocab's implemented() refuses. The last ruleset found implemented is remembered
// (the check is slow).
void require_implemented(const Ruleset& rules) {
  thread_local std::optional<Ruleset> last_implemented;
  if (last_implemented == rules) return;
  if (!implemented(rules))
    throw EngineLimit("the optimized engine does not implement the ruleset " + to_string(rules) + ": " +
                      refusal_reason(rules));
  last_implemented = rules;
}

}  // namespace

Analysis OptimizedEngine::analyze(const Position& p) const {
  require_implemented(p.rules);
  if (p.rules.game == Game::Gomoku) return gomoku_analyze(p);
  Analysis a;
  const MoveContext ctx(p, &a.private_eyes);
  const Geo& g = ctx.g;
  const Layer& now = ctx.now;
  a.base_strings = strings_with_liberties(
      g, now.empty, {{Piece::Black, now.s.black}, {Piece::White, now.s.white}, {Piece::Tris, now.s.tris}});
  a.holistic_strings = strings_with_liberties(g, now.empty, {{Piece::Black, now.hb}, {Piece::White, now.hw}});
  const EyeBoard eb(g, now.s);
  a.regions = closed_regions(eb, Side::Black);
  for (RegionInfo& r : closed_regions(eb, Side::White)) a.regions.push_back(std::move(r));
  const BoardSize size = p.board.size();
  std::stable_sort(a.regions.begin(), a.regions.end(), [&](const RegionInfo& x, const RegionInfo& y) {
    return size.index(x.points.front()) < size.index(y.points.front());
  });
  for (const TrisString& t : now.tris)
    a.tris.push_back(
        TrisInfo{points_of(g, t.points), t.by, t.wy, t.bo, t.wo, t.attribute, t.branch, t.black_bonds, t.white_bonds});
  const Slot slot = ctx.slot;
  for (BB empty = now.empty; empty.any();) {
    const int b = empty.pop();
    const Point q = g.point(b);
    Illegal reason = Illegal::None;
    if (slot.kind == SlotKind::Tris) {
      reason = ctx.tris_forbidden(b, slot.side, nullptr);
    } else {
      Illegal r = ctx.status(Move{slot.side, MoveKind::Stone, q});
      if (r == Illegal::Suicide || r == Illegal::Repetition) reason = r;
    }
    if (reason != Illegal::None) a.forbidden.push_back(ForbiddenPoint{q, reason});
  }
  a.ended = game_ended(p, ctx.order);
  a.score = score_layer(now, p.rules);
  return a;
}

MoveOutcome OptimizedEngine::play(const Position& p, const Move& m) const {
  require_implemented(p.rules);
  if (p.rules.game == Game::Gomoku) return gomoku_play(p, m);
  if (std::optional<MoveOutcome> early = play_unplaced(p, m)) return *early;
  return play_placed_at(MoveContext(p), m);
}

std::vector<Move> OptimizedEngine::legal_moves(const Position& p) const {
  require_implemented(p.rules);
  if (p.rules.game == Game::Gomoku) return gomoku_legal_moves(p);
  std::vector<Move> out;
  if (game_ended(p, p.rules.move_order())) return out;
  legal_moves_at(MoveContext(p), out);
  return out;
}

bool OptimizedEngine::ended(const Position& p) const {
  require_implemented(p.rules);
  if (p.rules.game == Game::Gomoku) return gomoku_ended(p);
  return game_ended(p, p.rules.move_order());
}

Score OptimizedEngine::score(const Position& p, const std::vector<Point>& dead) const {
  require_implemented(p.rules);
  if (p.rules.game == Game::Gomoku) return gomoku_score(p, dead);
  const Geo& g = Geo::of(p.board.size().n());
  const Layer now = make_layer(g, stones_of(g, p.board), p.rules);
  if (dead.empty()) return score_layer(now, p.rules);
  return score_layer(make_layer(g, remove_agreed_dead(now, dead), p.rules), p.rules);
}

std::vector<Successor> OptimizedEngine::successors(const Position& p) const {
  require_implemented(p.rules);
  if (p.rules.game == Game::Gomoku) return gomoku_successors(p);
  std::vector<Successor> out;
  const MoveOrder& order = p.rules.move_order();
  if (game_ended(p, order)) return out;
  const MoveContext ctx(p);
  each_successor(
      ctx,
      [&](const Move& m, const Placement& placed) {
        Successor s{m, placed.captured.count(), attribute_changes_of(placed), static_cast<int>(placed.cascade.size()),
                    false, position_after(p, m, &placed.after, &ctx.slot)};
        s.ended = game_ended(s.after, order);
        out.push_back(std::move(s));
      },
      [&](const Move& pass) {
        Successor s{pass, 0, 0, 0, false, position_after(p, pass, nullptr, &ctx.slot)};
        s.ended = game_ended(s.after, order);
        out.push_back(std::move(s));
      });
  return out;
}

std::unique_ptr<GameState> OptimizedEngine::start(const Position& p) const {
  require_implemented(p.rules);
  if (stone_game_applies(p)) return stone_game_state(p);
  if (p.rules.game == Game::Gomoku) return copying_game_state(*this, p);
  return layer_game_state(p);
}

std::unique_ptr<tg::Engine> make_optimized_engine() { return std::make_unique<OptimizedEngine>(); }

}  // namespace tg::opt
