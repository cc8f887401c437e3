#include "search/solver.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <unordered_map>

#include "search/position_key.h"
#include "vocab/interrupt.h"

namespace tg::search {
namespace {

struct Stop {};  // the node budget or a signal ended the search

struct Entry {
  int lower;
  int upper;
  Move best;  // the move that set the last bound, tried first next time
};

// A child of a node: one successor, and the key of its history.
struct Child {
  const Successor* s;
  std::uint64_t history;
};

class Solver {
 public:
  Solver(const Engine& engine, const SolveOptions& options, int bound)
      : engine_(engine), options_(options), bound_(bound) {}

  // The value of p (not ended) within (alpha, beta), fail-soft: a value <=
  // alpha is an upper bound, >= beta a lower bound.
  int search(const Position& p, std::uint64_t history, int alpha, int beta) {
    count_node();
    // No end is better for black than the whole board, nor worse.
    if (alpha >= bound_) return bound_;
    if (beta <= -bound_) return -bound_;
    const std::uint64_t key = node_key(p, history);
    std::optional<Move> first;
    if (auto it = table_.find(key); it != table_.end()) {
      const Entry e = it->second;
      if (e.lower >= beta || e.lower == e.upper) return hit(e.lower);
      if (e.upper <= alpha) return hit(e.upper);
      alpha = std::max(alpha, e.lower);
      beta = std::min(beta, e.upper);
      first = e.best;
    }
    const int a0 = alpha, b0 = beta;
    const std::vector<Successor> successors = ordered(engine_.successors(p), first);
    Move best_move;
    const Side side = p.to_move().side;
    const bool maximise = side == Side::Black;
    int best = maximise ? -bound_ - 1 : bound_ + 1;
    auto take = [&](int v, const Move& m) {
      if (maximise ? v > best : v < best) {
        best = v;
        best_move = m;
      }
      if (maximise) alpha = std::max(alpha, v);
      else beta = std::min(beta, v);
      return alpha >= beta;
    };
    bool cut = false;
    for (const Successor& s : successors)
      if (s.move.side == side && (cut = take(value_of(s, history, alpha, beta), s.move))) break;
    // At an offered flybomb (D-70) the thrower may leave the move to the
    // opponent, whose declining stones are then the opponent's choice.
    if (!cut && has_declines(successors, side)) take(declines(successors, side, history, alpha, beta), Move{});
    store(key, best, a0, b0, best_move);
    return best;
  }

  // A child's value (its end value when the game ended there).
  int value_of(const Successor& s, std::uint64_t history, int alpha, int beta) {
    if (s.ended) {
      count_node();
      return end_value_quarters(engine_, s.after);
    }
    return search(s.after, child_history(s.after, history), alpha, beta);
  }

  // The opponent's best declining move at an offer.
  int declines(const std::vector<Successor>& successors, Side thrower, std::uint64_t history, int alpha, int beta) {
    const bool maximise = thrower != Side::Black;
    int best = maximise ? -bound_ - 1 : bound_ + 1;
    for (const Successor& s : successors) {
      if (s.move.side == thrower) continue;
      const int v = value_of(s, history, alpha, beta);
      if (maximise ? v > best : v < best) best = v;
      if (maximise) alpha = std::max(alpha, v);
      else beta = std::min(beta, v);
      if (alpha >= beta) break;
    }
    return best;
  }

  static bool has_declines(const std::vector<Successor>& successors, Side side) {
    return std::any_of(successors.begin(), successors.end(), [&](const Successor& s) { return s.move.side != side; });
  }

  // The principal variation from p, whose value is v: at each node a move of
  // the side to move that keeps the value (the opponent's declining move at
  // an offer when declining keeps it), checked by a null-window search.
  std::vector<Move> principal_variation(Position p, std::uint64_t history, int v) {
    std::vector<Move> pv;
    while (!engine_.ended(p)) {
      const std::vector<Successor> successors = ordered(engine_.successors(p));
      const Side side = p.to_move().side;
      const Successor* next = nullptr;
      for (const Successor& s : successors)
        if (s.move.side == side && value_of(s, history, v - 1, v + 1) == v) {
          next = &s;
          break;
        }
      if (!next)
        for (const Successor& s : successors)
          if (s.move.side != side && value_of(s, history, v - 1, v + 1) == v) {
            next = &s;
            break;
          }
      if (!next) break;  // cannot happen for an exact v; the variation stops short rather than guess
      pv.push_back(next->move);
      const Position after = next->after;
      history = child_history(after, history);
      p = after;
    }
    return pv;
  }

  std::uint64_t nodes() const { return nodes_; }
  std::uint64_t hits() const { return hits_; }
  std::uint64_t table_size() const { return table_.size(); }

  // The key of the history of a position just made by a move: the parent's
  // history plus the parent's situation, as a multiset (a sum of mixed keys:
  // Art. 10 asks whether a situation occurred, not when).
  std::uint64_t child_history(const Position& child, std::uint64_t history) const {
    if (child.history.empty()) return history;
    return history + mix_key(0x68697374ULL, seen_key(child, child.history.size() - 1));
  }

 private:
  void count_node() {
    ++nodes_;
    if ((options_.max_nodes != 0 && nodes_ > options_.max_nodes) || ((nodes_ & 1023) == 0 && interrupted())) throw Stop{};
  }
  int hit(int v) {
    ++hits_;
    return v;
  }

  std::uint64_t node_key(const Position& p, std::uint64_t history) const {
    std::uint64_t key = mix_key(state_key(p), history);
    if (const SeenPosition* prev = p.previous()) {
      key = mix_key(key, board_key(prev->board));
      key = mix_key(key, static_cast<std::uint64_t>(p.next_move - prev->next_move));
    }
    return key;
  }

  void store(std::uint64_t key, int best, int alpha, int beta, const Move& best_move) {
    auto it = table_.find(key);
    if (it == table_.end()) {
      if (table_.size() >= options_.table_entries) return;
      it = table_.emplace(key, Entry{-bound_ - 1, bound_ + 1, best_move}).first;
    }
    Entry& e = it->second;
    e.best = best_move;
    if (best <= alpha) e.upper = std::min(e.upper, best);
    else if (best >= beta) e.lower = std::max(e.lower, best);
    else e.lower = e.upper = best;
  }

  // Points nearer the centre first (the moves that decide small boards),
  // passes last, each group in the engine's order.
  // The table's best move, when there is one, before all.
  static std::vector<Successor> ordered(std::vector<Successor> successors, std::optional<Move> first = std::nullopt) {
    auto rank = [&](const Successor& s) {
      if (first && s.move == *first) return -1;
      return s.move.is_pass() ? 1000 : std::abs(s.move.point.x) + std::abs(s.move.point.y);
    };
    std::stable_sort(successors.begin(), successors.end(),
                     [&](const Successor& a, const Successor& b) { return rank(a) < rank(b); });
    return successors;
  }

  const Engine& engine_;
  SolveOptions options_;
  int bound_;
  std::unordered_map<std::uint64_t, Entry> table_;
  std::uint64_t nodes_ = 0, hits_ = 0;
};

}  // namespace

int end_value_quarters(const Engine& engine, const Position& p) {
  const Score s = engine.score(p, {});
  if (p.rules.game == Game::Gomoku) return s.winner == Winner::Black ? 4 : s.winner == Winner::White ? -4 : 0;
  return static_cast<int>(std::lround(4 * (s.black - s.white)));
}

SolveResult solve(const Engine& engine, const Position& start, const SolveOptions& options) {
  SolveResult r;
  if (engine.ended(start)) {
    r.complete = true;
    r.value_quarters = end_value_quarters(engine, start);
    return r;
  }
  const int bound = 4 * start.board.size().points();
  Solver solver(engine, options, bound);
  std::uint64_t history = 0;
  for (std::size_t i = 0; i < start.history.size(); ++i) history += mix_key(0x68697374ULL, seen_key(start, i));
  try {
    r.value_quarters = solver.search(start, history, -bound - 1, bound + 1);
    r.pv = solver.principal_variation(start, history, r.value_quarters);
    r.complete = true;
  } catch (const Stop&) {
    r.complete = false;
  }
  r.nodes = solver.nodes();
  r.table_hits = solver.hits();
  r.table_size = solver.table_size();
  return r;
}

}  // namespace tg::search
