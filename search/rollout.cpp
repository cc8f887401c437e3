#include "search/rollout.h"

#include "optimized/gomoku/gomoku_game.h"

namespace tg::search {
namespace {

Winner gomoku_rollout(const Position& p, opt::PlayoutRng& rng, int max_moves) {
  opt::GomokuGame game(p);
  for (int k = 0; k < max_moves && !game.ended(); ++k) {
    const Slot slot = game.to_move();
    const Side side = slot.side;
    const MoveKind kind = slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone;
    if (game.empty_count() == 0) {
      game.play(Move{side, MoveKind::Pass, {}});
      continue;
    }
    const Point at = game.empty_point(static_cast<int>(rng.below(static_cast<std::uint32_t>(game.empty_count()))));
    if (game.play(Move{side, kind, at}).legal) continue;
    // Under encirclement=fixed-point a placement may be a contradiction
    // (D-21): then a random one of the legal points, else a pass.
    const std::vector<Point> legal = game.legal_points();
    if (legal.empty()) game.play(Move{side, MoveKind::Pass, {}});
    else game.play(Move{side, kind, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]});
  }
  return game.ended() ? game.winner() : Winner::Draw;
}

}  // namespace

Winner rollout(const Position& p, opt::PlayoutRng& rng, int max_moves) {
  if (p.rules.game == Game::Gomoku) return gomoku_rollout(p, rng, max_moves);
  opt::Playout playout(p);
  playout.run(rng, max_moves);
  return playout.winner();
}

}  // namespace tg::search
