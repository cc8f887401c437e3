#pragma once
// One self-play game of `trisgo evaluate`, reduced to what the statistics
// need: who won, the score margin (komi-free, so one set of games gives the
// win rate at every komi), the length, how it ended, how often each rule
// fired, and the branching factor.
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

#include "evaluate/players.h"
#include "evaluate/rule_counts.h"
#include "vocab/engine.h"

namespace tg::evaluate {

struct GameResult {
  Winner winner = Winner::Draw;  // at the ruleset's komi, under its komi formula
  // Go family: the komi-free margin M of the ruleset's Art. 13 formula, so
  // black wins at komi k exactly when M > k and draws when M == k: black - Y
  // (komi_formula=chinese), black - white (literal). TrisGomoku: none.
  std::optional<double> margin;
  int moves = 0;
  // "passes" (Art. 11 / D-13), "five", "both-fives", "full-board" (GM-6.1),
  // "move-bound" (stopped after max_moves: scored as the board stands).
  std::string end;
  long legal_moves = 0;  // summed over the positions a move was chosen in
  RuleCounts rules;
  double branching() const { return moves == 0 ? 0.0 : static_cast<double>(legal_moves) / moves; }
  friend bool operator==(const GameResult&, const GameResult&) = default;
};

// The komi-free margin of a score under the ruleset's formula (see GameResult).
double komi_free_margin(const Score& s, const Ruleset& rules);

// Plays game `game_seed` under `rules` on `size` with the player's chooser
// for both sides (the seed also draws FlybombGo's random flybombs), to its
// end or `max_moves` moves. Throws Interrupted when `cancel` becomes true
// (checked before every move).
GameResult play_game(const Engine& engine, const Ruleset& rules, BoardSize size, const PlayerOptions& player,
                     std::uint64_t game_seed, int max_moves, const std::atomic<bool>* cancel = nullptr);

}  // namespace tg::evaluate
