#pragma once
// The behaviour signature (`trisgo bench`, in the manner of Stockfish's
// `bench`): a fixed workload run through any tg::Engine, counted. For every
// ruleset of bench_rulesets(): perft from the empty 3x3 and 5x5 boards and
// from a few bundled positions (conformance/perft.h, every column of every
// depth), and seeded games played with legal_moves and play (a probe move,
// then a uniform legal move when the probe is refused), each game's end
// analysed and scored. Every count that any answer of the engine feeds goes
// into one column; the signature is the sum of every column of every
// ruleset. A change to what an engine does (a move listed or refused, a
// capture, an attribute, a private eye, a score) changes some count, and
// because the games choose their moves from the engine's answers, usually
// the whole rest of a game and the number with it.
//
// The expected signature is kept in spec/bench-signature.txt and checked by
// the ctest `bench_signature`; both engines must give the same counts.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "vocab/engine.h"

namespace tg::conformance {

// What the workload of one ruleset counted (each a sum over the workload).
struct BenchCounts {
  std::uint64_t perft_nodes = 0;        // perft(k) nodes of every depth k of every root
  std::uint64_t perft_columns = 0;      // the other perft columns (captures, tris moves, ...) of every depth
  std::uint64_t positions = 0;          // positions the seeded games reached (the start included)
  std::uint64_t legal_moves = 0;        // moves legal_moves listed where a game's probe was refused
  std::uint64_t moves_played = 0;       // moves the games played
  std::uint64_t refusals = 0;           // probes the engine refused
  std::uint64_t refusal_kinds = 0;      // the refusals' Illegal values (1 + the enumerator's position)
  std::uint64_t pieces_removed = 0;     // pieces the played moves captured, cascade removals included
  std::uint64_t attribute_changes = 0;  // tris strings' attribute changes (and cascade rounds) of the played moves
  std::uint64_t analysis = 0;           // items of the analyses of the roots and of the games' ends
  std::uint64_t score = 0;              // the scores of the roots and of the games' ends, as counts
  std::uint64_t total() const;
  friend bool operator==(const BenchCounts&, const BenchCounts&) = default;
};

// The columns by name, in the order of the JSON and the messages.
struct BenchColumn {
  std::string_view name;
  std::uint64_t BenchCounts::*field;
};
const std::vector<BenchColumn>& bench_columns();

// The rulesets of the workload, as ruleset strings: every implemented preset
// of `trisgo rules` and MengGo 2013's two-player order beside its team order.
const std::vector<std::string>& bench_rulesets();

// The workload of one ruleset on one engine. Throws EngineLimit when the
// engine refuses the ruleset, std::logic_error when it lists a move as legal
// and then refuses it.
BenchCounts bench_ruleset(const Engine& engine, const Ruleset& rules);

// The workload of every ruleset of bench_rulesets() on one engine.
struct BenchRun {
  std::string rules;  // as in bench_rulesets()
  BenchCounts counts;
};
std::vector<BenchRun> bench_engine(const Engine& engine);
std::uint64_t bench_signature(const std::vector<BenchRun>& runs);  // the sum of every total

// Where two engines' runs (of the same rulesets, in the same order) differ:
// one entry per ruleset and column.
struct BenchDifference {
  std::string rules;
  std::string_view column;
  std::uint64_t first = 0, second = 0;
};
std::vector<BenchDifference> bench_differences(const std::vector<BenchRun>& first, const std::vector<BenchRun>& second);

}  // namespace tg::conformance
