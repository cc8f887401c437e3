#include "search/mcts_tree.h"

#include <cmath>
#include <utility>

#include "optimized/playout/playout.h"
#include "search/rollout.h"
#include "vocab/interrupt.h"

namespace tg::search {
namespace {

struct Node {
  Node(Move m, Position p) : move(m), position(std::move(p)) {}
  Move move;  // the move that made this node (unused at the root)
  Position position;
  bool listed = false;        // untried holds the legal moves not yet expanded
  std::vector<Move> untried;  // by swap-and-pop, drawn at random
  std::vector<int> children;
  long visits = 0;
  double wins = 0;  // for move.side
};

double reward(Winner w, Side side) {
  if (w == Winner::Draw) return 0.5;
  return (w == Winner::Black) == (side == Side::Black) ? 1.0 : 0.0;
}

class Tree {
 public:
  Tree(const Engine& engine, const Position& root, const TreeParams& params)
      : engine_(engine), params_(params), rng_(params.seed) {
    max_moves_ = params.max_rollout_moves > 0 ? params.max_rollout_moves : 4 * root.board.size().points() + 100;
    Node r(Move{}, root);
    r.listed = true;
    r.untried = root_moves(engine, root);
    nodes_.push_back(std::move(r));
  }

  void playout() {
    path_.assign(1, 0);
    int n = 0;
    while (true) {
      if (!nodes_[n].listed) {
        nodes_[n].listed = true;
        nodes_[n].untried = engine_.legal_moves(nodes_[n].position);
      }
      if (!nodes_[n].untried.empty()) {
        const int child = expand(n);
        if (child < 0) continue;  // not legal after all: drawn out, try again
        path_.push_back(child);
        n = child;
        break;
      }
      if (nodes_[n].children.empty()) break;  // the game has ended here
      n = select(n);
      path_.push_back(n);
    }
    const Winner w = rollout(nodes_[n].position, rng_, max_moves_);
    for (int k : path_) {
      nodes_[k].visits += 1;
      nodes_[k].wins += reward(w, nodes_[k].move.side);
    }
  }

  std::vector<RootMoveStats> root_stats() const {
    // Root moves in root_moves order, whether expanded or not.
    std::vector<RootMoveStats> out;
    for (const Move& m : root_moves(engine_, nodes_[0].position)) out.push_back(RootMoveStats{m, 0, 0});
    for (int c : nodes_[0].children)
      for (RootMoveStats& s : out)
        if (s.move == nodes_[c].move) {
          s.visits = nodes_[c].visits;
          s.wins = nodes_[c].wins;
        }
    return out;
  }

 private:
  // Plays a random untried move of node n; the new node's index, or -1.
  int expand(int n) {
    std::vector<Move>& untried = nodes_[n].untried;
    const std::size_t k = rng_.below(static_cast<std::uint32_t>(untried.size()));
    const Move m = untried[k];
    untried[k] = untried.back();
    untried.pop_back();
    MoveOutcome o = engine_.play(nodes_[n].position, m);
    if (!o.legal() || !o.after) return -1;
    nodes_.emplace_back(m, std::move(*o.after));
    const int child = static_cast<int>(nodes_.size()) - 1;
    nodes_[n].children.push_back(child);
    return child;
  }

  // UCB1; ties go to the earlier child (determinism).
  int select(int n) const {
    const double log_n = std::log(static_cast<double>(nodes_[n].visits));
    int best = -1;
    double best_value = 0;
    for (int c : nodes_[n].children) {
      const Node& child = nodes_[c];
      const double v = child.wins / static_cast<double>(child.visits) +
                       params_.exploration * std::sqrt(log_n / static_cast<double>(child.visits));
      if (best < 0 || v > best_value) {
        best = c;
        best_value = v;
      }
    }
    return best;
  }

  const Engine& engine_;
  TreeParams params_;
  opt::PlayoutRng rng_;
  int max_moves_ = 0;
  std::vector<Node> nodes_;
  std::vector<int> path_;
};

}  // namespace

std::vector<Move> root_moves(const Engine& engine, const Position& p) {
  const Side side = p.to_move().side;
  std::vector<Move> moves;
  for (const Move& m : engine.legal_moves(p))
    if (m.side == side) moves.push_back(m);
  return moves;
}

std::vector<RootMoveStats> search_tree(const Engine& engine, const Position& p, const TreeParams& params) {
  Tree tree(engine, p, params);
  // A signal (vocab/interrupt.h) ends the search early: the caller, which
  // polls the same flag, then stops with its results so far (evaluate,
  // analysis), so the move chosen from fewer playouts is never used.
  for (long k = 0; k < params.playouts && !interrupted(); ++k) tree.playout();
  return tree.root_stats();
}

}  // namespace tg::search
