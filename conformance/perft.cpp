#include "conformance/perft.h"

#include <stdexcept>
#include <string>

#include "vocab/game_state.h"
#include "vocab/interrupt.h"

namespace tg::conformance {

PerftCounts& PerftCounts::operator+=(const PerftCounts& o) {
  for (const PerftColumn& c : perft_columns()) this->*c.field += o.*c.field;
  return *this;
}

const std::vector<PerftColumn>& perft_columns() {
  static const std::vector<PerftColumn> columns = {
      {"nodes", &PerftCounts::nodes, true},
      {"captures", &PerftCounts::captures, false},
      {"stones_captured", &PerftCounts::stones_captured, false},
      {"tris_moves", &PerftCounts::tris_moves, true},
      {"attribute_changes", &PerftCounts::attribute_changes, false},
      {"emergency", &PerftCounts::emergency, true},
      {"cascade_steps", &PerftCounts::cascade_steps, false},
      {"games_ended", &PerftCounts::games_ended, true},
      {"passes", &PerftCounts::passes, true},
  };
  return columns;
}

std::vector<PerftColumn> perft_columns_compared(bool over_gtp) {
  std::vector<PerftColumn> out;
  for (const PerftColumn& c : perft_columns())
    if (c.over_gtp || !over_gtp) out.push_back(c);
  return out;
}

bool same_counts(const PerftCounts& a, const PerftCounts& b, bool over_gtp) {
  for (const PerftColumn& c : perft_columns())
    if ((c.over_gtp || !over_gtp) && a.*c.field != b.*c.field) return false;
  return true;
}

namespace {

// One move's contribution to its ply's row.
void count(PerftCounts& row, const MoveSummary& s) {
  ++row.nodes;
  if (s.captured > 0) ++row.captures;
  row.stones_captured += static_cast<std::uint64_t>(s.captured);
  if (s.move.kind == MoveKind::Tris) ++row.tris_moves;
  row.attribute_changes += static_cast<std::uint64_t>(s.attribute_changes);
  if (s.move.kind == MoveKind::Emergency) ++row.emergency;
  row.cascade_steps += static_cast<std::uint64_t>(s.cascade_steps);
  if (s.ended) ++row.games_ended;
  if (s.move.is_pass()) ++row.passes;
}

// The walk, in place on one GameState (vocab/game_state.h): a move of an
// inner ply is played and taken back; the moves of the last ply are counted
// from their summaries (what each would capture, change and end), none of
// them played: the bulk count (issue 29). One buffer per ply, kept from
// one position to the next.
class Walk {
 public:
  Walk(GameState& state, const PerftOptions& options, PerftResult& result)
      : state_(state), options_(options), result_(result), buffers_(static_cast<std::size_t>(options.depth)) {}

  // The moves of the state's position at ply `ply` (1-based) and, below
  // them, to the depth. `leaf_row`: the divide row that also counts this
  // subtree's last ply.
  void expand(int ply, PerftCounts* leaf_row) {
    std::vector<MoveSummary>& moves = buffers_[static_cast<std::size_t>(ply - 1)];
    if (interrupted()) throw Interrupted();
    state_.move_summaries(moves);
    if (ply < options_.depth) {
      for (const MoveSummary& s : moves)
        if (!(options_.no_pass && s.move.is_pass())) play(s, ply, leaf_row);
      return;
    }
    std::uint64_t n = 0;
    for (const MoveSummary& s : moves) n += options_.no_pass && s.move.is_pass() ? 0 : 1;
    spend(n);
    PerftCounts& row = result_.per_depth[static_cast<std::size_t>(ply - 1)];
    for (const MoveSummary& s : moves) {
      if (options_.no_pass && s.move.is_pass()) continue;
      count(row, s);
      if (leaf_row) count(*leaf_row, s);
    }
  }

  // `s`, a legal move of the state's position at ply `ply`: counted, and
  // below it to the depth.
  void play(const MoveSummary& s, int ply, PerftCounts* leaf_row) {
    if (interrupted()) throw Interrupted();
    spend(1);
    count(result_.per_depth[static_cast<std::size_t>(ply - 1)], s);
    if (ply == options_.depth) {
      if (leaf_row) count(*leaf_row, s);
      return;
    }
    if (s.ended) return;
    if (state_.play(s.move) != Illegal::None)
      throw std::logic_error("perft: the engine refused a move of its own list");
    expand(ply + 1, leaf_row);
    state_.undo();
  }

  std::size_t root_done_ = 0, root_of_ = 0;

 private:
  // `n` more moves played (or counted in bulk): within the budget, and a
  // progress report at each multiple of 2^16 passed.
  void spend(std::uint64_t n) {
    if (n > options_.max_nodes - result_.played)
      throw PerftBudgetExceeded("perft: more than " + std::to_string(options_.max_nodes) +
                                " moves to play (the node budget); lower the depth or raise the budget");
    const std::uint64_t before = result_.played;
    result_.played += n;
    if ((before >> 16) != (result_.played >> 16) && options_.progress)
      options_.progress(root_done_, root_of_, result_.played);
  }

  GameState& state_;
  const PerftOptions& options_;
  PerftResult& result_;
  std::vector<std::vector<MoveSummary>> buffers_;
};

}  // namespace

PerftResult perft(const Engine& engine, const Position& root, const PerftOptions& options) {
  if (options.depth < 1 || options.depth > kPerftMaxDepth)
    throw std::invalid_argument("perft: the depth must be 1 to " + std::to_string(kPerftMaxDepth) + ", not " +
                                std::to_string(options.depth));
  if (options.max_nodes < 1 || options.max_nodes > kPerftMaxMaxNodes)
    throw std::invalid_argument("perft: the node budget must be 1 to " + std::to_string(kPerftMaxMaxNodes) +
                                ", not " + std::to_string(options.max_nodes));
  PerftResult result;
  result.per_depth.resize(static_cast<std::size_t>(options.depth));
  // A signal before the walk (in the command's set-up) or while the root's
  // moves are listed (an engine over GTP it stopped): nothing is counted,
  // not even the first moves.
  std::unique_ptr<GameState> state;
  std::vector<MoveSummary> first;
  try {
    if (interrupted()) throw Interrupted();
    state = engine.start(root);
    state->move_summaries(first);
  } catch (...) {
    if (!interrupted()) throw;
    if (!options.partial_on_interrupt) throw Interrupted();
    result.complete = false;
    return result;
  }
  if (options.no_pass) std::erase_if(first, [](const MoveSummary& s) { return s.move.is_pass(); });
  Walk walk(*state, options, result);
  walk.root_of_ = first.size();
  result.first_moves = first.size();
  for (std::size_t i = 0; i < first.size(); ++i) {
    walk.root_done_ = i;
    // What the walk had before this first move: a signal in its subtree
    // leaves the counts of the whole subtrees before it.
    const std::vector<PerftCounts> before = result.per_depth;
    const std::uint64_t played_before = result.played;
    try {
      if (options.divide) {
        result.divide.push_back(PerftDivide{first[i].move, {}});
        walk.play(first[i], 1, &result.divide.back().counts);
      } else {
        walk.play(first[i], 1, nullptr);
      }
    } catch (...) {
      // An engine over GTP fails when the signal's handler stops it.
      if (!interrupted()) throw;
      if (!options.partial_on_interrupt) throw Interrupted();
      result.per_depth = before;
      result.played = played_before;
      if (options.divide) result.divide.pop_back();
      result.complete = false;
      return result;
    }
    result.first_moves_done = i + 1;
    if (options.progress) options.progress(i + 1, first.size(), result.played);
  }
  return result;
}

}  // namespace tg::conformance
