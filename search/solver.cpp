#include "search/solver.h"

#include <algorithm>
#include <array>
#include <limits>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <unordered_map>

#include "search/position_key.h"
#include "vocab/interrupt.h"

namespace tg::search {
namespace {

struct Stop {};  // the node budget or a signal ended the search

// The situations a subtree's search reached (every position it made, the
// positions its refused moves would have repeated inside it), as a Bloom
// filter of 256 bits and two probes: "may hold" can be wrong only towards yes.
struct Reached {
  std::array<std::uint64_t, 4> bits{};
  void add(std::uint64_t k) {
    bits[(k >> 8) & 3] |= std::uint64_t{1} << (k & 63);
    bits[(k >> 40) & 3] |= std::uint64_t{1} << ((k >> 32) & 63);
  }
  bool may_hold(std::uint64_t k) const {
    return (bits[(k >> 8) & 3] >> (k & 63) & 1) && (bits[(k >> 40) & 3] >> ((k >> 32) & 63) & 1);
  }
  void merge(const Reached& o) {
    for (std::size_t i = 0; i < bits.size(); ++i) bits[i] |= o.bits[i];
  }
};

constexpr int kNoReference = std::numeric_limits<int>::max();

// A value with what it depended on: the situations its search reached and
// the earliest move number of a position an Art. 10 refusal in it named.
struct Result {
  int value = 0;
  Reached reached;
  int earliest = kNoReference;
  void absorb(const Result& o) {
    reached.merge(o.reached);
    earliest = std::min(earliest, o.earliest);
  }
};

struct Entry {
  int lower;
  int upper;
  Move best;  // the move that set the last bound, tried first next time
  Reached reached;
  int earliest;
};

class Solver {
 public:
  Solver(const Engine& engine, const SolveOptions& options, int bound, const Position& start)
      : engine_(engine), options_(options), bound_(bound) {
    for (std::size_t i = 0; i < start.history.size(); ++i) path_.push_back(seen_key(start, i));
  }

  // The value of p (not ended) within (alpha, beta), fail-soft: a value <=
  // alpha is an upper bound, >= beta a lower bound.
  Result search(const Position& p, std::uint64_t history, int alpha, int beta) {
    count_node();
    // No end is better for black than the whole board, nor worse.
    if (alpha >= bound_) return Result{bound_, {}, kNoReference};
    if (beta <= -bound_) return Result{-bound_, {}, kNoReference};
    const std::uint64_t free_key = node_key(p, 0x66726565ULL);
    const std::uint64_t own_key = node_key(p, history);
    Result r;
    std::optional<Move> first;
    if (const Entry* e = probe(own_key, free_key)) {
      r.reached = e->reached;
      r.earliest = e->earliest;
      if (e->lower >= beta || e->lower == e->upper) return hit(r, e->lower);
      if (e->upper <= alpha) return hit(r, e->upper);
      alpha = std::max(alpha, e->lower);
      beta = std::min(beta, e->upper);
      first = e->best;
    }
    const int a0 = alpha, b0 = beta;
    const std::vector<Successor> successors = ordered(engine_.successors(p), first);
    note_refusals(p, successors, r);
    const Side side = p.to_move().side;
    const bool maximise = side == Side::Black;
    int best = maximise ? -bound_ - 1 : bound_ + 1;
    Move best_move;
    auto take = [&](const Result& c, const Move& m) {
      r.absorb(c);
      if (maximise ? c.value > best : c.value < best) {
        best = c.value;
        best_move = m;
      }
      if (maximise) alpha = std::max(alpha, c.value);
      else beta = std::min(beta, c.value);
      return alpha >= beta;
    };
    bool cut = false;
    for (const Successor& s : successors)
      if (s.move.side == side && (cut = take(value_of(s, history, alpha, beta), s.move))) break;
    // At an offered flybomb (D-70) the thrower may leave the move to the
    // opponent, whose declining stones are then the opponent's choice.
    if (!cut && has_declines(successors, side)) take(declines(successors, side, history, alpha, beta), Move{});
    r.value = best;
    add_situation(r.reached, p);
    store(r.earliest >= p.next_move ? free_key : own_key, r, a0, b0, best_move);
    return r;
  }

  // A child's value (its end value when the game ended there).
  Result value_of(const Successor& s, std::uint64_t history, int alpha, int beta) {
    Result r;
    if (s.ended) {
      count_node();
      r.value = end_value_quarters(engine_, s.after);
      add_situation(r.reached, s.after);
      return r;
    }
    const std::uint64_t key = seen_key(s.after, s.after.history.size() - 1);
    path_.push_back(key);
    r = search(s.after, history + mix_key(0x68697374ULL, key), alpha, beta);
    path_.pop_back();
    add_situation(r.reached, s.after);
    return r;
  }

  // The opponent's best declining move at an offer.
  Result declines(const std::vector<Successor>& successors, Side thrower, std::uint64_t history, int alpha, int beta) {
    const bool maximise = thrower != Side::Black;
    Result r;
    r.value = maximise ? -bound_ - 1 : bound_ + 1;
    for (const Successor& s : successors) {
      if (s.move.side == thrower) continue;
      const Result c = value_of(s, history, alpha, beta);
      r.absorb(c);
      if (maximise ? c.value > r.value : c.value < r.value) r.value = c.value;
      if (maximise) alpha = std::max(alpha, c.value);
      else beta = std::min(beta, c.value);
      if (alpha >= beta) break;
    }
    return r;
  }

  static bool has_declines(const std::vector<Successor>& successors, Side side) {
    return std::any_of(successors.begin(), successors.end(), [&](const Successor& s) { return s.move.side != side; });
  }

  // The principal variation from p, whose value is v: at each node a move of
  // the side to move that keeps the value (the opponent's declining move at
  // an offer when declining keeps it), checked by a null-window search.
  std::vector<Move> principal_variation(Position p, std::uint64_t history, int v) {
    std::vector<Move> pv;
    const std::size_t depth = path_.size();
    while (!engine_.ended(p)) {
      const std::vector<Successor> successors = ordered(engine_.successors(p));
      const Side side = p.to_move().side;
      const Successor* next = nullptr;
      for (int pass = 0; pass < 2 && !next; ++pass)
        for (const Successor& s : successors)
          if ((s.move.side == side) == (pass == 0) && value_of(s, history, v - 1, v + 1).value == v) {
            next = &s;
            break;
          }
      if (!next) break;  // cannot happen for an exact v; the variation stops short rather than guess
      pv.push_back(next->move);
      const std::uint64_t key = seen_key(next->after, next->after.history.size() - 1);
      path_.push_back(key);
      history += mix_key(0x68697374ULL, key);
      p = next->after;
    }
    path_.resize(depth);
    return pv;
  }

  std::uint64_t nodes() const { return nodes_; }
  std::uint64_t hits() const { return hits_; }
  std::uint64_t table_size() const { return table_.size(); }

 private:
  void count_node() {
    ++nodes_;
    if ((options_.max_nodes != 0 && nodes_ > options_.max_nodes) || ((nodes_ & 1023) == 0 && interrupted())) throw Stop{};
  }
  Result hit(Result r, int v) {
    ++hits_;
    r.value = v;
    return r;
  }

  // The entry of this very history, else the entry stored without a
  // history when no earlier situation of this path may be one its search
  // reached (then every move it played is legal here too, and every move it
  // found refused was refused by a position of its own subtree).
  const Entry* probe(std::uint64_t own_key, std::uint64_t free_key) const {
    if (auto it = table_.find(own_key); it != table_.end()) return &it->second;
    auto it = table_.find(free_key);
    if (it == table_.end()) return nullptr;
    for (std::uint64_t k : path_)
      if (it->second.reached.may_hold(k)) return nullptr;
    return &it->second;
  }

  // The moves Art. 10 refused here: the earliest position they named.
  void note_refusals(const Position& p, const std::vector<Successor>& successors, Result& r) const {
    std::vector<Slot> slots{p.to_move()};
    if (auto d = p.declining_slot()) slots.push_back(*d);
    const BoardSize size = p.board.size();
    for (const Slot& slot : slots)
      for (int i = 0; i < size.points(); ++i) {
        const Point at = size.point(i);
        const Piece piece = p.board.at_index(i);
        MoveKind kind;
        if (piece == Piece::Empty) kind = slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone;
        else if (piece == Piece::Tris && slot.kind == SlotKind::Tris) kind = MoveKind::Emergency;
        else continue;
        const Move m{slot.side, kind, at};
        if (std::any_of(successors.begin(), successors.end(), [&](const Successor& s) { return s.move == m; })) continue;
        const MoveOutcome o = engine_.play(p, m);
        if (o.illegal == Illegal::Repetition) r.earliest = std::min(r.earliest, o.repeated_move);
      }
  }

  // The situation of p as a later position's history will hold it.
  // At an offered flybomb the move may fill the declining slot instead: the
  // filter takes both (it may only err towards "reached").
  static void add_situation(Reached& reached, const Position& p) {
    reached.add(situation_key(p.rules, p.board, p.to_move()));
    if (auto d = p.declining_slot()) reached.add(situation_key(p.rules, p.board, *d));
  }

  std::uint64_t node_key(const Position& p, std::uint64_t history) const {
    std::uint64_t key = mix_key(state_key(p), history);
    if (const SeenPosition* prev = p.previous()) {
      key = mix_key(key, board_key(prev->board));
      key = mix_key(key, static_cast<std::uint64_t>(p.next_move - prev->next_move));
    }
    return key;
  }

  void store(std::uint64_t key, const Result& r, int alpha, int beta, const Move& best_move) {
    auto it = table_.find(key);
    if (it == table_.end()) {
      if (table_.size() >= options_.table_entries) return;
      it = table_.emplace(key, Entry{-bound_ - 1, bound_ + 1, best_move, {}, kNoReference}).first;
    }
    Entry& e = it->second;
    e.best = best_move;
    e.reached.merge(r.reached);
    e.earliest = std::min(e.earliest, r.earliest);
    if (r.value <= alpha) e.upper = std::min(e.upper, r.value);
    else if (r.value >= beta) e.lower = std::max(e.lower, r.value);
    else e.lower = e.upper = r.value;
  }

  // The table's best move, when there is one, before all; then points
  // nearer the centre (the moves that decide small boards), passes last,
  // each group in the engine's order.
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
  std::vector<std::uint64_t> path_;  // the situation keys of the current node's history
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
  Solver solver(engine, options, bound, start);
  std::uint64_t history = 0;
  for (std::size_t i = 0; i < start.history.size(); ++i) history += mix_key(0x68697374ULL, seen_key(start, i));
  try {
    r.value_quarters = solver.search(start, history, -bound - 1, bound + 1).value;
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
