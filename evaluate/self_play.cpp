#include "evaluate/self_play.h"

#include <memory>
#include <stdexcept>
#include <vector>

#include "vocab/game_state.h"
#include "vocab/interrupt.h"

namespace tg::evaluate {

double komi_free_margin(const Score& s, const Ruleset& rules) {
  return rules.komi_formula == KomiFormula::Chinese ? s.black - s.y : s.black - s.white;
}

namespace {

// The winner the margin names at komi k; play_game checks it against the
// engine's own verdict, so the win-rate-by-komi curve is the engine's rule.
Winner winner_at(double margin, double komi) {
  return margin > komi ? Winner::Black : margin < komi ? Winner::White : Winner::Draw;
}

}  // namespace

GameResult play_game(const Engine& engine, const Ruleset& rules, BoardSize size, const PlayerOptions& player,
                     std::uint64_t game_seed, int max_moves, const std::atomic<bool>* cancel) {
  const MoveChooser choose = make_player(player, engine, game_seed);
  Position start(size, rules);
  if (rules.order == OrderRule::Flybomb) start.flybomb.seed = game_seed;  // the random flybombs' turns (D-71)
  // The game in place (vocab/game_state.h): each position derived once for
  // its legal moves and the move's outcome, where asking the engine about a
  // Position derived it for each question.
  const std::unique_ptr<GameState> game = engine.start(start);
  GameResult r;
  std::vector<Move> legal;
  while (r.moves < max_moves && !game->ended()) {
    if (cancel && cancel->load(std::memory_order_relaxed)) throw Interrupted();
    game->legal_moves(legal);
    if (legal.empty()) break;
    const Position& p = game->position();  // valid until the move is played
    count_position(engine.analyze(p), r.rules);
    r.legal_moves += static_cast<long>(legal.size());
    const Move m = choose(p, legal);
    // The Monte-Carlo player stops its search at a signal (search/mcts_tree.cpp):
    // a move chosen from fewer playouts never enters a game.
    if (cancel && cancel->load(std::memory_order_relaxed)) throw Interrupted();
    const MoveOutcome o = game->outcome(m);
    if (!o.legal())
      throw std::logic_error("the player chose a move the engine refuses: " + std::string(illegal_name(o.illegal)));
    count_move(p, m, o, r.rules);
    game->play(m);
    ++r.moves;
  }
  const Position& p = game->position();
  const bool ended = game->ended();
  if (rules.game == Game::Gomoku) {
    const GomokuAnalysis g = *engine.analyze(p).gomoku;
    r.winner = g.winner;
    r.end = ended ? std::string(gomoku_end_name(g.end)) : "move-bound";
    if (!ended) r.winner = Winner::Draw;
    return r;
  }
  const Score s = engine.score(p, {});
  r.margin = komi_free_margin(s, rules);
  r.winner = s.winner;
  if (winner_at(*r.margin, s.komi) != s.winner)
    throw std::logic_error("the komi-free margin disagrees with the engine's winner (evaluate/self_play.cpp)");
  r.end = ended ? "passes" : "move-bound";
  return r;
}

}  // namespace tg::evaluate
