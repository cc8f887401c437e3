#include "bench/workloads.h"

#include <algorithm>
#include <memory>

#include "optimized/optimized_engine.h"
#include "optimized/playout/playout_engine.h"
#include "reference/reference_engine.h"

namespace tg::bench {

const Engine& reference() {
  static const std::unique_ptr<Engine> e = ref::make_reference_engine();
  return *e;
}
const Engine& optimized() {
  static const std::unique_ptr<Engine> e = opt::make_optimized_engine();
  return *e;
}

Position midgame(const std::string& rules, int n, std::uint64_t seed, int moves) {
  std::mt19937_64 rng(seed);
  Position pos(*BoardSize::make(n), parse_ruleset(rules));
  for (int i = 0; i < moves; ++i) {
    std::vector<Move> legal = optimized().legal_moves(pos);
    legal.erase(std::remove_if(legal.begin(), legal.end(), [](const Move& m) { return m.is_pass(); }), legal.end());
    if (legal.empty()) break;
    pos = *optimized().play(pos, legal[rng() % legal.size()]).after;
  }
  return pos;
}

Move some_legal_move(const Engine& engine, const Position& p, std::uint64_t seed) {
  std::vector<Move> legal = engine.legal_moves(p);
  std::mt19937_64 rng(seed);
  std::shuffle(legal.begin(), legal.end(), rng);
  for (const Move& m : legal)
    if (!m.is_pass()) return m;
  return Move{p.to_move().side, MoveKind::Pass, {}};
}

long random_game(const Engine& engine, const std::string& rules, int n, std::uint64_t seed, int max_moves) {
  std::mt19937_64 rng(seed);
  Position pos(*BoardSize::make(n), parse_ruleset(rules));
  long moves = 0;
  for (int i = 0; i < max_moves; ++i) {
    const std::vector<Move> legal = engine.legal_moves(pos);
    if (legal.empty()) break;
    pos = std::move(*engine.play(pos, legal[rng() % legal.size()]).after);
    ++moves;
  }
  return moves;
}

void light_playout(const Engine& engine, const Position& start, opt::PlayoutRng& rng, int max_moves,
                   PlayoutStats& stats) {
  const opt::EnginePlayout played = opt::engine_light_playout(engine, start, rng, max_moves);
  stats.moves += static_cast<long>(played.moves.size());
  stats.tries += played.tries;
  if (engine.score(played.end, {}).winner == Winner::Black) ++stats.black_wins;
  ++stats.playouts;
}

void light_playout_inplace(opt::Playout& playout, opt::PlayoutRng& rng, int max_moves, PlayoutStats& stats) {
  playout.reset();
  stats.moves += playout.run(rng, max_moves);
  if (playout.winner() == Winner::Black) ++stats.black_wins;
  ++stats.playouts;
}

}  // namespace tg::bench
