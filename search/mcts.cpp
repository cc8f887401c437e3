#include "search/mcts.h"

#include <exception>
#include <stdexcept>
#include <thread>

#include "search/position_key.h"

namespace tg::search {

MctsPlayer::MctsPlayer(const Engine& engine, MctsOptions options) : engine_(engine), options_(options) {
  if (options_.playouts < 1) throw std::invalid_argument("MctsOptions: playouts must be at least 1");
  if (options_.threads < 1) throw std::invalid_argument("MctsOptions: threads must be at least 1");
}

Move MctsPlayer::choose(const Position& p) {
  const std::vector<Move> moves = root_moves(engine_, p);
  if (moves.empty()) throw std::invalid_argument("MctsPlayer::choose: the game has ended");
  last_ = MctsChoice{};
  if (moves.size() == 1) {  // nothing to choose (a forced pass): no search
    last_.moves = {RootMoveStats{moves[0], 0, 0}};
    last_.chosen = moves[0];
    return moves[0];
  }
  const std::uint64_t base = mix_key(position_key(p), options_.seed);
  const int threads = options_.threads;
  std::vector<std::vector<RootMoveStats>> results(static_cast<std::size_t>(threads));
  std::vector<std::exception_ptr> failures(static_cast<std::size_t>(threads));
  auto grow = [&](int t) {
    TreeParams params;
    params.playouts = options_.playouts / threads + (t < options_.playouts % threads ? 1 : 0);
    params.seed = mix_key(base, static_cast<std::uint64_t>(t));
    params.exploration = options_.exploration;
    if (params.playouts == 0) {
      for (const Move& m : moves) results[static_cast<std::size_t>(t)].push_back(RootMoveStats{m, 0, 0});
      return;
    }
    results[static_cast<std::size_t>(t)] = search_tree(engine_, p, params);
  };
  auto work = [&](int t) {
    try {
      grow(t);
    } catch (...) {  // an engine's limit: rethrown after every thread has stopped
      failures[static_cast<std::size_t>(t)] = std::current_exception();
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (std::thread& th : pool) th.join();
  for (const std::exception_ptr& f : failures)
    if (f) std::rethrow_exception(f);

  last_.moves = results[0];
  for (int t = 1; t < threads; ++t)
    for (std::size_t i = 0; i < last_.moves.size(); ++i) {
      last_.moves[i].visits += results[static_cast<std::size_t>(t)][i].visits;
      last_.moves[i].wins += results[static_cast<std::size_t>(t)][i].wins;
    }
  const RootMoveStats* best = &last_.moves[0];
  for (const RootMoveStats& s : last_.moves)
    if (s.visits > best->visits || (s.visits == best->visits && s.wins > best->wins)) best = &s;
  last_.chosen = best->move;
  last_.visits = best->visits;
  last_.winrate = best->visits > 0 ? best->wins / static_cast<double>(best->visits) : 0.5;
  return last_.chosen;
}

}  // namespace tg::search
