#pragma once
// One UCT tree (search/mcts.h uses one per thread): the tree, the selection
// rule and the rollout are separate. Selection is UCB1 on each child's win
// rate from the point of view of the side that made the child's move (the
// move orders of the TrisGo family do not alternate, so a node's side is its
// move's, not its depth's parity); an unvisited move of a node is tried
// before any child is selected, in a random order drawn from the tree's
// seed; a new node is scored by one light rollout (search/rollout.h); a
// position with no legal move (the game has ended) is scored by the rollout
// at once. Moves and positions come from Engine::legal_moves and
// Engine::play, so the tree plays every move the engine allows: tris moves,
// Art. 8 conversions, passes, flybombs (at an offered flybomb both the
// thrower's tris and the opponent's declining stones are children, each
// judged from its own side).
#include <cstdint>
#include <vector>

#include "vocab/engine.h"

namespace tg::search {

struct RootMoveStats {
  Move move;
  long visits = 0;
  double wins = 0;  // for the side to move at the root; a draw counts one half
  friend bool operator==(const RootMoveStats&, const RootMoveStats&) = default;
};

struct TreeParams {
  long playouts = 1000;
  std::uint64_t seed = 1;
  double exploration = 1.0;
  int max_rollout_moves = 0;  // 0: four times the points, plus 100
};

// The moves of the slot to move at p (the root's choices: an offered
// flybomb's declining stones belong to the opponent and are left out), in
// the engine's order.
std::vector<Move> root_moves(const Engine& engine, const Position& p);

// `params.playouts` playouts from p; the statistics of every root move, in
// root_moves order. Deterministic for a given position and parameters.
std::vector<RootMoveStats> search_tree(const Engine& engine, const Position& p, const TreeParams& params);

}  // namespace tg::search
