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
  int pass_percent = 5;      // chance of a pass after a move that was not one
  int draws = 1;             // legal moves drawn per move; the one that captures most is played
};

// The policy, at each move: a pass with pass_percent chance after a move
// that was not one, when the opponent can answer it with a move; otherwise
// the legal move, among `draws` drawn at random, that captures the most
// (ties: the first drawn); a pass when no move is legal. Filling one's own
// eyes is allowed, so stones keep dying: a colour that fills the board kills
// itself and the game goes on. The record stops when the game ends.
Record long_record(const Engine& engine, const LongRecordSpec& spec);

}  // namespace tg::bench
