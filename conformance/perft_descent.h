#pragma once
// The perft descent (issue 35): where two engines' move trees first part, as
// chess developers' perftree finds it. Both engines count perft with divide
// (perft.h) from a position; at the shallowest depth whose counts differ,
// the descent follows the first move whose divide counts differ and counts
// again one ply shorter beneath it, until it reaches a position whose two
// legal-move sets differ (or, with the same moves, whose end the engines
// judge differently). That position, the moves that lead to it and the
// moves one engine lists and the other does not are the finding, written as
// a conformance vector (descent_vector) ready to file. Prints nothing.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "conformance/perft.h"
#include "vocab/engine.h"

namespace tg::conformance {

struct DescentProgress {
  std::size_t moves = 0;  // the length of the path descended so far
  int depth = 0;          // the perft depth counted at that position
  bool theirs = false;    // which engine is counting
  std::size_t done = 0, of = 0;  // first moves done (PerftOptions::progress)
  std::uint64_t played = 0;      // moves played in the whole descent so far
};

struct DescentOptions {
  int depth = 1;                      // 1..kPerftMaxDepth
  bool no_pass = false;               // leave the passes out of every ply (and of the compared sets)
  // Compare only the columns GTP carries (PerftColumn::over_gtp): set it
  // when `theirs` is an engine over GTP (gtp/remote_engine.h).
  bool over_gtp = true;
  std::uint64_t max_nodes = kPerftDefaultMaxNodes;  // moves played by both engines in every walk together
  std::function<void(const DescentProgress&)> progress;  // may be empty
};

// One position of the descent: the counts there, and the move followed.
struct DescentLevel {
  std::vector<Move> moves;     // from the root to this position
  int depth = 0;               // the perft depth compared here (the shallowest that differs)
  PerftCounts ours, theirs;    // perft(depth) of this position, per engine
  std::optional<Move> chosen;  // the first move whose divide counts differ (none at the last level)
  PerftCounts chosen_ours, chosen_theirs;  // its divide counts
};

enum class DescentFindingKind {
  None,   // the counts agree to the depth
  Moves,  // the legal-move sets differ at `position`
  End,    // the same moves, but one engine judges the game ended there and the other not
};
std::string_view descent_finding_name(DescentFindingKind k);  // "none", "moves", "end"

struct DescentResult {
  DescentFindingKind finding = DescentFindingKind::None;
  std::vector<PerftCounts> ours_per_depth, theirs_per_depth;  // the root's perft(1..depth) of each engine
  std::vector<DescentLevel> levels;                            // the root first
  std::vector<Move> moves;                                     // the path from the root to `position`
  Position position{*BoardSize::make(5)};                      // where the sets (or the end) differ
  std::vector<Move> ours_only, theirs_only;  // the legal moves one engine lists there and the other not
  bool ours_ended = false, theirs_ended = false;  // each engine's ended(position)
  std::uint64_t played = 0;                       // moves played in every walk of both engines
  // false: a signal stopped the descent (vocab/interrupt.h, issue 36):
  // `levels` holds the levels counted whole, `finding` is None.
  bool complete = true;
};

// Throws std::invalid_argument for a depth or node bound outside perft's,
// PerftBudgetExceeded when the walks together would pass max_nodes (the
// message names the bound and where the descent was), and whatever the
// engines throw (EngineLimit, gtp::GtpError).
DescentResult perft_descent(const Engine& ours, const Engine& theirs, const Position& root,
                            const DescentOptions& options);

// The finding as a conformance vector (spec/vectors/README.md) named `name`
// that states our answers: the root position, the path's moves played, then
// assert_legal for each move only we list, assert_illegal with our reason
// for each move only they list, or assert_ended. Empty without a finding.
std::string descent_vector(const DescentResult& r, const Position& root, const Engine& ours,
                           const std::string& engine_name, const std::string& name);

}  // namespace tg::conformance
