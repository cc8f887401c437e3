#pragma once
// Long game records for the memory and time benchmarks of issue 29, item 4
// (bench/long_game_bench.cpp, cli/tests/long_record_cli_test.cpp): seeded
// games of many moves with many captures and passes, every move legal under
// the ruleset (the engine's legal_moves), so `trisgo` replays them.
#include <cstdint>

#include "vocab/engine.h"
#include "vocab/record.h"

namespace tg::bench {

struct LongRecordSpec {
  Ruleset rules;
  BoardSize size = *BoardSize::make(9);
  int moves = 1000;          // stops earlier only when the game ends (TrisGomoku fills its board)
  std::uint64_t seed = 1;    // the moves, and FlybombGo's random turns (tag FlybombSeed)
  int pass_percent = 10;     // chance of a pass after a move that was not one
};

// The policy, at each move: a pass with pass_percent chance unless the move
// before was a pass (two in a row end the game); otherwise the legal move,
// among four drawn at random, that captures the most (ties: the first
// drawn). Filling one's own eyes is allowed, so stones keep dying and the
// board never settles. A pass is played when it is the only legal move, and
// the record stops when the game ends.
Record long_record(const Engine& engine, const LongRecordSpec& spec);

}  // namespace tg::bench
