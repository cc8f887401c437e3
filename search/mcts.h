#pragma once
// The reference Monte-Carlo tree search player (issue 30): UCT with light
// rollouts (search/mcts_tree.h, search/rollout.h) for every Go-family
// preset and TrisGomoku. Strength is set by the playouts per move. The
// player is deterministic per seed and position: the search's seed is mixed
// from the option's seed and the position's key (search/position_key.h), so
// the same seed, position and options give the same move, with any number
// of threads.
//
// Threads: root parallelism. Thread t (0-based) grows its own tree with
// playouts / threads playouts (the first playouts % threads threads one
// more) from its own seed, mix(seed, t); the trees' root statistics are
// added up move by move in the root's move order, so the answer does not
// depend on which thread finishes first. The move is the one with the most
// visits (ties: more wins, then the engine's move order).
#include <cstdint>
#include <vector>

#include "search/mcts_tree.h"
#include "vocab/engine.h"

namespace tg::search {

struct MctsOptions {
  long playouts = 1000;
  std::uint64_t seed = 1;
  int threads = 1;
  double exploration = 1.0;
};

// What the last search found: every root move with its visits and its win
// rate for the side to move, and the move chosen.
struct MctsChoice {
  std::vector<RootMoveStats> moves;  // summed over the threads, root_moves order
  Move chosen;
  long visits = 0;     // of the chosen move
  double winrate = 0;  // of the chosen move, for the side to move (draws one half)
};

class MctsPlayer {
 public:
  // engine: the optimized engine normally (the reference is slow but works).
  MctsPlayer(const Engine& engine, MctsOptions options);
  // The slot to move's move at p: a pass or a legal move. p must not have
  // ended (std::invalid_argument otherwise).
  Move choose(const Position& p);
  const MctsChoice& last() const { return last_; }
  const MctsOptions& options() const { return options_; }

 private:
  const Engine& engine_;
  MctsOptions options_;
  MctsChoice last_;
};

}  // namespace tg::search
