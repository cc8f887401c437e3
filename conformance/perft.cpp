#include "conformance/perft.h"

#include <stdexcept>
#include <string>

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
void count(PerftCounts& row, const Successor& s) {
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

class Walk {
 public:
  Walk(const Engine& engine, const PerftOptions& options, PerftResult& result)
      : engine_(engine), options_(options), result_(result) {}

  // The moves of `p` at ply `ply` (1-based) and, below them, to the depth.
  // `leaf_row`: the divide row that also counts this subtree's last ply.
  void expand(const Position& p, int ply, PerftCounts* leaf_row) {
    const std::vector<Successor> moves = engine_.successors(p);
    for (const Successor& s : moves) {
      if (options_.no_pass && s.move.is_pass()) continue;
      play(s, ply, leaf_row);
    }
  }

  void play(const Successor& s, int ply, PerftCounts* leaf_row) {
    if (interrupted()) throw Interrupted();
    if (result_.played >= options_.max_nodes)
      throw PerftBudgetExceeded("perft: more than " + std::to_string(options_.max_nodes) +
                                " moves to play (the node budget); lower the depth or raise the budget");
    ++result_.played;
    count(result_.per_depth[static_cast<std::size_t>(ply - 1)], s);
    if (ply == options_.depth) {
      if (leaf_row) count(*leaf_row, s);
    } else if (!s.ended) {
      expand(s.after, ply + 1, leaf_row);
    }
    if ((result_.played & 0xFFFF) == 0 && options_.progress) options_.progress(root_done_, root_of_, result_.played);
  }

  std::size_t root_done_ = 0, root_of_ = 0;

 private:
  const Engine& engine_;
  const PerftOptions& options_;
  PerftResult& result_;
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
  Walk walk(engine, options, result);
  // A signal before the walk (in the command's set-up) or while the root's
  // moves are listed (an engine over GTP it stopped): nothing is counted,
  // not even the first moves.
  std::vector<Successor> first;
  try {
    if (interrupted()) throw Interrupted();
    first = engine.successors(root);
  } catch (...) {
    if (!interrupted()) throw;
    if (!options.partial_on_interrupt) throw Interrupted();
    result.complete = false;
    return result;
  }
  if (options.no_pass) std::erase_if(first, [](const Successor& s) { return s.move.is_pass(); });
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
