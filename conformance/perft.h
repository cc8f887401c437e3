#pragma once
// Perft (spec/perft/README.md): the number of move sequences of exactly D
// legal moves from a position, and beside it counts of what the moves did,
// on any tg::Engine. The moves of a position are those of
// Engine::successors (= legal_moves: stones or tris of the slot, Art. 8
// emergency conversions as moves of their own, the pass unless excluded); a
// finished game has none. The walk plays the inner plies in place on one
// GameState (Engine::start, vocab/game_state.h: play, then undo) and counts
// the last ply from GameState::move_summaries, none of its moves played. Every column is counted at the moves of the last
// ply only, as chess perft counts its captures and checks (D-83): row k of
// the result is perft(k), for k = 1..D, all from one walk to depth D.
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "vocab/engine.h"

namespace tg::conformance {

// The columns of one perft(k), each defined in spec/perft/README.md.
struct PerftCounts {
  std::uint64_t nodes = 0;              // move sequences of k moves (= moves of ply k)
  std::uint64_t captures = 0;           // moves of ply k with an Art. 9 capture
  std::uint64_t stones_captured = 0;    // pieces those captures removed
  std::uint64_t tris_moves = 0;         // moves of ply k that place a tris piece
  std::uint64_t attribute_changes = 0;  // tris strings' attribute changes of the moves of ply k
  std::uint64_t emergency = 0;          // Art. 8 emergency conversions at ply k
  std::uint64_t cascade_steps = 0;      // D-06 cascade rounds of the moves of ply k
  std::uint64_t games_ended = 0;        // moves of ply k after which the game has ended
  std::uint64_t passes = 0;             // passes at ply k
  PerftCounts& operator+=(const PerftCounts& o);
  friend bool operator==(const PerftCounts&, const PerftCounts&) = default;
};

// The column names in the order of the tables and the JSON (spec/perft/README.md).
struct PerftColumn {
  std::string_view name;  // "nodes", "captures", ... (the JSON key)
  std::uint64_t PerftCounts::*field;
  // Whether an engine over GTP (gtp/remote_engine.h) can be counted in this
  // column: GTP tells a move's kind, the pass and the end, but not the
  // captures apart from the cascade, nor the attribute changes.
  bool over_gtp = false;
};
const std::vector<PerftColumn>& perft_columns();
// The columns of perft_columns() that GTP carries (over_gtp), or all of them.
std::vector<PerftColumn> perft_columns_compared(bool over_gtp);
// a and b agree in every column of perft_columns_compared(over_gtp).
bool same_counts(const PerftCounts& a, const PerftCounts& b, bool over_gtp);

// Bounds: a perft walk is exponential; these refuse the absurd before it starts.
constexpr int kPerftMaxDepth = 32;
constexpr std::uint64_t kPerftDefaultMaxNodes = 2'000'000'000;  // moves played in the whole walk
constexpr std::uint64_t kPerftMaxMaxNodes = 1'000'000'000'000;

struct PerftOptions {
  int depth = 1;                 // 1..kPerftMaxDepth
  bool no_pass = false;          // leave the passes out of every ply
  bool divide = false;           // count under each first move
  std::uint64_t max_nodes = kPerftDefaultMaxNodes;  // moves played in the walk, every ply; 1..kPerftMaxMaxNodes
  // Called after each first move's subtree (index from 0 of `of`) with the
  // moves played so far, and every 2^16 moves played (done = index of the
  // first move in progress): for progress reports. May be empty.
  std::function<void(std::size_t done, std::size_t of, std::uint64_t played)> progress;
  // A signal (vocab/interrupt.h, issue 36) during the walk: false throws
  // tg::Interrupted; true returns the counts of the first moves whose
  // subtrees were walked whole, with `complete` false.
  bool partial_on_interrupt = false;
};

struct PerftDivide {
  Move move;
  PerftCounts counts;  // perft(D - 1) of the position after `move`, columns at ply D of the whole walk
};

struct PerftResult {
  std::vector<PerftCounts> per_depth;  // [k - 1] = perft(k), k = 1..D
  std::vector<PerftDivide> divide;     // with options.divide: one per first move, in successors() order
  std::uint64_t played = 0;            // moves played in the walk (the sum of the nodes of every depth)
  // false: a signal stopped the walk; the counts (and divide) are those of
  // the first `first_moves_done` of the root's `first_moves` first moves.
  bool complete = true;
  std::size_t first_moves = 0, first_moves_done = 0;
};


// Thrown when the walk would pass options.max_nodes (the count so far is
// lost: raise the budget or lower the depth).
class PerftBudgetExceeded : public EngineLimit {
 public:
  using EngineLimit::EngineLimit;
};

// Throws std::invalid_argument for a depth or budget outside the bounds,
// PerftBudgetExceeded, and whatever the engine throws (EngineLimit).
PerftResult perft(const Engine& engine, const Position& root, const PerftOptions& options);

}  // namespace tg::conformance
