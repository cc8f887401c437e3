#include "search/solver.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <numeric>
#include <optional>
#include <unordered_map>

#include "search/position_key.h"
#include "vocab/interrupt.h"

namespace tg::search {
namespace {

struct Stop {};  // the node budget or a signal ended the search

// The situations a subtree's search reached (every position it made, the
// positions its refused moves would have repeated inside it), as a Bloom
// filter of 512 bits and two probes: "may hold" can be wrong only towards
// yes. 512 rather than fewer bits: a filter that fills up refuses every
// merge, and the subtrees of a null-window search reach a few hundred.
struct Reached {
  static constexpr int kWords = 8;
  std::array<std::uint64_t, kWords> bits{};
  void add(std::uint64_t k) {
    bits[(k >> 8) % kWords] |= std::uint64_t{1} << (k & 63);
    bits[(k >> 40) % kWords] |= std::uint64_t{1} << ((k >> 32) & 63);
  }
  bool may_hold(std::uint64_t k) const {
    return (bits[(k >> 8) % kWords] >> (k & 63) & 1) && (bits[(k >> 40) % kWords] >> ((k >> 32) & 63) & 1);
  }
  void merge(const Reached& o) {
    for (std::size_t i = 0; i < bits.size(); ++i) bits[i] |= o.bits[i];
  }
};

constexpr int kNoReference = std::numeric_limits<int>::max();

// A value with what it depended on: the situations its search reached and
// the earliest earlier situation (an index of the path, oldest 0) an Art. 10
// refusal in it named.
struct Result {
  int value = 0;
  Reached reached;
  int earliest = kNoReference;
  std::uint64_t named = 0;  // a 64-bit Bloom filter of the situations the refusals named
  bool horizon = false;     // a node at the depth limit counted in it (see Solver::value)
  void absorb(const Result& o) {
    reached.merge(o.reached);
    earliest = std::min(earliest, o.earliest);
    named |= o.named;
    horizon |= o.horizon;
  }
};

std::uint64_t named_bit(std::uint64_t situation) { return std::uint64_t{1} << (situation >> 58); }

struct Entry {
  int lower;
  int upper;
  Move best;  // the move that set the last bound, tried first next time
  Reached reached;
  std::uint64_t named;  // entries keyed by their earlier situations: the situations the refusals named
};

// Where the move order stands: the slots of every later move and of the few
// before (the end rule D-13 looks back at the passes' slots) follow from it.
// A move number far enough into the order's cycle is taken modulo the cycle,
// so that two paths of different lengths to one position meet (a capture and
// a recapture put back an earlier board two moves later). Flybomb orders keep
// the number: their turns are drawn from it.
int schedule_phase(const Position& p, const MoveOrder& order) {
  if (p.rules.order == OrderRule::Flybomb) return p.next_move;
  const int cycle = static_cast<int>(order.cycle.size());
  const int settled = static_cast<int>(order.opening.size()) + cycle + 8;
  if (p.next_move <= settled) return p.next_move;
  return settled + 1 + (p.next_move - settled - 1) % cycle;
}

class Solver {
 public:
  Solver(const Engine& engine, const SolveOptions& options, int bound, const Position& start)
      : engine_(engine), options_(options), bound_(bound), order_(start.rules.move_order()) {
    for (std::size_t i = 0; i < start.history.size(); ++i) enter(seen_key(start, i));
    first_move_ = start.history.empty() ? start.next_move : start.history[0].next_move;
  }

  // The value of p (not ended) within (alpha, beta), fail-soft: a value <=
  // alpha is an upper bound, >= beta a lower bound.
  Result search(const Position& p, int alpha, int beta) {
    count_node();
    // No end is better for black than the whole board, nor worse.
    if (alpha >= bound_) return Result{bound_, {}, kNoReference, 0};
    if (beta <= -bound_) return Result{-bound_, {}, kNoReference, 0};
    const std::uint64_t base = node_key(p);
    const std::uint64_t free_key = mix_key(base, 0x66726565ULL);
    const std::uint64_t own_key = mix_key(base, path_hash_);
    Result r;
    std::optional<Move> first;
    if (const Entry* e = probe(own_key, free_key, r)) {
      if (e->lower >= beta || e->lower == e->upper) return hit(r, e->lower);
      if (e->upper <= alpha) return hit(r, e->upper);
      alpha = std::max(alpha, e->lower);
      beta = std::min(beta, e->upper);
      first = e->best;
    }
    if (static_cast<int>(path_.size()) >= horizon_) {
      r.value = pessimistic_;
      r.horizon = true;
      add_situation(r.reached, p);
      return r;
    }
    const int a0 = alpha, b0 = beta;
    const std::vector<Successor> successors = engine_.successors(p);
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
    for (std::size_t i : ordered(successors, first))
      if (successors[i].move.side == side && (cut = take(value_of(successors[i], alpha, beta), successors[i].move)))
        break;
    // At an offered flybomb (D-70) the thrower may leave the move to the
    // opponent, whose declining stones are then the opponent's choice.
    if (!cut && has_declines(successors, side)) take(declines(successors, side, alpha, beta), Move{});
    r.value = best;
    add_situation(r.reached, p);
    const int depth = static_cast<int>(path_.size());
    if (r.earliest >= depth) {
      // Every refusal below named a position of this subtree: the value
      // holds on any path whose earlier situations the subtree never reached.
      r.earliest = kNoReference;
      r.named = 0;
      store(free_key, r, a0, b0, best_move);
    } else {
      store(own_key, r, a0, b0, best_move);
    }
    return r;
  }

  // A child's value (its end value when the game ended there).
  Result value_of(const Successor& s, int alpha, int beta) {
    Result r;
    if (s.ended) {
      count_node();
      r.value = end_value_quarters(engine_, s.after);
      add_situation(r.reached, s.after);
      return r;
    }
    enter(seen_key(s.after, s.after.history.size() - 1));
    r = search(s.after, alpha, beta);
    leave();
    add_situation(r.reached, s.after);
    return r;
  }

  // The opponent's best declining move at an offer.
  Result declines(const std::vector<Successor>& successors, Side thrower, int alpha, int beta) {
    const bool maximise = thrower != Side::Black;
    Result r;
    r.value = maximise ? -bound_ - 1 : bound_ + 1;
    for (const Successor& s : successors) {
      if (s.move.side == thrower) continue;
      const Result c = value_of(s, alpha, beta);
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

  // The exact value of p by MTD(f): null-window searches, each of which
  // proves a bound, from the best value black could have (the whole board)
  // downwards; the table keeps the bounds between them. Small boards of go
  // are won by the whole board, so the first search often settles it.
  //
  // Each null-window test deepens: a search to a depth limit counts a node
  // at the limit as lost for the side it tries to prove a bound for (black
  // for "at least beta", white for "below beta"). A bound that side proves
  // is then true: its strategy wins against every reply before the limit.
  // A bound the other side gets is true only when no node at the limit
  // counted in it (Result::horizon); else the other side tries, and then a
  // deeper limit. Superko lets a lost side delay the end for a long time
  // (throw-ins to be captured again), which a search without a limit
  // follows move after move before it tries the moves that end the game.
  int value(const Position& p) {
    int lower = -bound_, upper = bound_, g = bound_;
    while (lower < upper) {
      const int beta = std::max(g, lower + 1);
      g = decided([&](int a, int b) { return search(p, a, b); }, beta);
      if (g < beta) upper = g;
      else lower = g;
    }
    return lower;
  }

  // A null-window search at beta, deepened until its answer is a true
  // bound: a value >= beta a lower bound, else an upper bound.
  template <class Search>
  int decided(Search search_at, int beta) {
    const int root = static_cast<int>(path_.size());
    for (int limit = 8;; limit = limit >= 64 ? kNoReference : limit + 4) {
      horizon_ = limit == kNoReference ? kNoReference : root + limit;
      pessimistic_ = -bound_;
      Result r = search_at(beta - 1, beta);
      if (r.value < beta && r.horizon) {
        pessimistic_ = bound_;
        r = search_at(beta - 1, beta);
        if (r.value >= beta && r.horizon) continue;
      }
      horizon_ = kNoReference;
      return r.value;
    }
  }

  // The principal variation from p, whose value is v: at each node a move of
  // the side to move that keeps the value (the opponent's declining move at
  // an offer when declining keeps it), checked by null-window searches: a
  // child keeps v when its value is at least v and not above it.
  std::vector<Move> principal_variation(Position p, int v) {
    std::vector<Move> pv;
    const std::size_t depth = path_.size();
    const std::uint64_t hash = path_hash_;
    while (!engine_.ended(p)) {
      const std::vector<Successor> successors = engine_.successors(p);
      const Side side = p.to_move().side;
      const Successor* next = nullptr;
      for (int pass = 0; pass < 2 && !next; ++pass)
        for (std::size_t i : ordered(successors, std::nullopt)) {
          const Successor& s = successors[i];
          if ((s.move.side == side) != (pass == 0)) continue;
          auto child = [&](int a, int b) { return value_of(s, a, b); };
          if (decided(child, v) >= v && decided(child, v + 1) <= v) {
            next = &s;
            break;
          }
        }
      if (!next) break;  // cannot happen for an exact v; the variation stops short rather than guess
      pv.push_back(next->move);
      enter(seen_key(next->after, next->after.history.size() - 1));
      p = next->after;
    }
    path_.resize(depth);
    path_hash_ = hash;
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

  // The path grows by one situation. Its hash is of the multiset of
  // situations (a sum): Art. 10 asks only whether a situation occurred, so
  // two orders of the same moves (a throw-in here, then there, or the other
  // way round) meet in one entry.
  void enter(std::uint64_t key) {
    path_.push_back(key);
    path_hash_ += mix_key(0x68697374ULL, key);
  }
  void leave() {
    path_hash_ -= mix_key(0x68697374ULL, path_.back());
    path_.pop_back();
  }

  // The entry of this very path, else the entry stored without a path when
  // no earlier situation of this path may be one its search reached (then
  // every move it played is legal here too, and every move it found refused
  // was refused by a position of its own subtree). Fills r's dependencies.
  const Entry* probe(std::uint64_t own_key, std::uint64_t free_key, Result& r) const {
    const Entry* e = nullptr;
    if (auto it = table_.find(own_key); it != table_.end()) e = &it->second;
    else if (auto f = table_.find(free_key); f != table_.end()) {
      for (std::uint64_t k : path_)
        if (f->second.reached.may_hold(k)) return nullptr;
      e = &f->second;
    }
    if (e) {
      r.reached = e->reached;
      r.named = e->named;
      // Where this path holds a situation the stored refusals may have
      // named: the earliest such index is at or before every one they did
      // name, so the ancestors see the dependency at least as early.
      for (std::size_t i = 0; i < path_.size() && e->named; ++i)
        if (e->named & named_bit(path_[i])) {
          r.earliest = static_cast<int>(i);
          break;
        }
    }
    return e;
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
        if (o.illegal != Illegal::Repetition) continue;
        const int index = o.repeated_move - first_move_;
        r.earliest = std::min(r.earliest, index);
        r.named |= named_bit(index < static_cast<int>(path_.size()) ? path_[static_cast<std::size_t>(index)] : situation_key(p.rules, p.board, p.to_move()));
      }
  }

  // The situation of p as a later position's history will hold it.
  // At an offered flybomb the move may fill the declining slot instead: the
  // filter takes both (it may only err towards "reached").
  static void add_situation(Reached& reached, const Position& p) {
    reached.add(situation_key(p.rules, p.board, p.to_move()));
    if (auto d = p.declining_slot()) reached.add(situation_key(p.rules, p.board, *d));
  }

  // Everything the game's future depends on but the earlier situations:
  // the board, the move order's phase, the passes, the flybomb state and
  // the position before the opponent's last move (Art. 8 condition P).
  std::uint64_t node_key(const Position& p) const {
    std::uint64_t key = mix_key(board_key(p.board), static_cast<std::uint64_t>(schedule_phase(p, order_)));
    key = mix_key(key, static_cast<std::uint64_t>(p.passes));
    key = mix_key(key, p.flybomb.seed);
    for (int k : p.flybomb.thrown) key = mix_key(key, static_cast<std::uint64_t>(k));
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
      it = table_.emplace(key, Entry{-bound_ - 1, bound_ + 1, best_move, {}, 0}).first;
    }
    Entry& e = it->second;
    e.best = best_move;
    e.reached.merge(r.reached);
    e.named |= r.named;
    // Behind a depth limit only the bounds of the side that limit counts
    // against are known (see value()).
    const bool upper_known = !r.horizon || pessimistic_ == bound_;
    const bool lower_known = !r.horizon || pessimistic_ == -bound_;
    if (r.value < beta && upper_known) e.upper = std::min(e.upper, r.value);
    if (r.value > alpha && lower_known) e.lower = std::max(e.lower, r.value);
  }

  // The order to try the moves in: the ends of the game first (a pass that
  // ends it costs one count and often decides the window), then the table's
  // best move, captures, points nearer the centre (the moves that decide
  // small boards), passes last; each group in the engine's order.
  static std::vector<std::size_t> ordered(const std::vector<Successor>& successors, std::optional<Move> first) {
    auto rank = [&](const Successor& s) {
      if (s.ended) return -3;
      if (first && s.move == *first) return -2;
      if (s.move.is_pass()) return 1000;
      if (s.captured > 0) return -1;
      return std::abs(s.move.point.x) + std::abs(s.move.point.y);
    };
    std::vector<int> ranks(successors.size());
    for (std::size_t i = 0; i < successors.size(); ++i) ranks[i] = rank(successors[i]);
    std::vector<std::size_t> order(successors.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return ranks[a] < ranks[b]; });
    return order;
  }

  const Engine& engine_;
  SolveOptions options_;
  int bound_;
  MoveOrder order_;
  int first_move_ = 1;                 // the move number of the path's index 0
  std::vector<std::uint64_t> path_;    // the situation keys of the current node's history, oldest first
  std::uint64_t path_hash_ = 0;        // a hash of path_ as a multiset
  int horizon_ = kNoReference;         // the path length at which search() stops (value())
  int pessimistic_ = 0;                // the value it gives there
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
  const int bound = start.rules.game == Game::Gomoku ? 4 : 4 * start.board.size().points();
  Solver solver(engine, options, bound, start);
  try {
    r.value_quarters = solver.value(start);
    r.pv = solver.principal_variation(start, r.value_quarters);
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
