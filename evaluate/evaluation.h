#pragma once
// A run of `trisgo evaluate`: the plan (rulesets, board, games, seed, player,
// komi) and the games played, each game under every ruleset of the plan with
// the same seed (a paired comparison with --vs). The figures (summary.h) are
// computed from the games alone, so shards merged give the one run's result,
// and a run a signal stopped is a valid result of the games it finished.
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "evaluate/players.h"
#include "evaluate/self_play.h"
#include "vocab/engine.h"

namespace tg::evaluate {

struct KomiRange {
  int from_quarters = 0, to_quarters = 0, step_quarters = 2;  // komi in quarter points, from <= to
  friend bool operator==(const KomiRange&, const KomiRange&) = default;
};

struct Plan {
  std::vector<Ruleset> rules;  // one, or two with --vs (the komi of --komi already set in each)
  int size = 9;
  long games = 100;
  std::uint64_t seed = 1;
  PlayerOptions player;
  int max_moves = 0;                   // per game (0: 4 * size * size; the command always sets it)
  std::optional<KomiRange> komi_range;  // the win-rate curve's komi values (default: around the margins)
  // --komi-sweep: game i is played at the (i mod K)-th of the K komi values
  // (every ruleset of the plan at that komi), so players that play to win at
  // their komi give the win rate at each; fair komi is then where that curve
  // crosses one half (statistics.h, half_crossing), not the median margin.
  std::optional<KomiRange> komi_sweep;
  int shard = 0, shards = 1;            // this run plays the games i with i % shards == shard
  friend bool operator==(const Plan&, const Plan&) = default;
};

// The seed of game `index` (0-based) of a run seeded `seed`: splitmix64 of
// the seed's index-th stream, so every game is reproducible on its own.
std::uint64_t game_seed(std::uint64_t seed, long index);
int max_moves_of(const Plan& plan);
// The komi values of a range, ascending, in quarter points.
std::vector<int> komi_values_quarters(const KomiRange& r);
// The komi game `index` is played at, in quarter points: the sweep's
// (index mod K)-th value, or none (each ruleset's own komi) without a sweep.
std::optional<int> game_komi_quarters(const Plan& plan, long index);

struct PlayedGame {
  long index = 0;
  std::uint64_t seed = 0;
  std::vector<GameResult> results;  // one per ruleset of the plan, in its order
  friend bool operator==(const PlayedGame&, const PlayedGame&) = default;
};

struct Evaluation {
  Plan plan;
  std::vector<PlayedGame> games;  // sorted by index
  // False when a signal stopped the run: `games` holds the games finished.
  bool complete = true;
  // A merge of some shards only (merge_evaluations with partial, issue 31):
  // the shards not merged, as "K/N"; complete is then false.
  std::vector<std::string> missing_shards;
  // The game indices this run (or shard) was to play.
  std::vector<long> planned() const;
};

// The missing shards of a partial merge, "K/N, ..." (empty when none).
std::string missing_shard_list(const Evaluation& e);

// Progress: games finished of the games planned.
using ProgressFn = std::function<void(long done, long planned)>;

// Plays the plan's games (its shard) on `jobs` threads. When `cancel`
// becomes true it stops at once, drops the games under way and returns the
// games finished with complete = false.
Evaluation run_evaluation(const Plan& plan, const Engine& engine, int jobs, const std::atomic<bool>* cancel,
                          const ProgressFn& progress = {});

// The shard results of one plan (each from run_evaluation with --shard i/N)
// merged into the result of the unsharded run. Throws std::invalid_argument
// naming what does not fit (another plan: "FILE: another seed") or what is
// missing (a shard, the games a stopped shard did not play) unless `partial`:
// then it merges the games there are, lists the missing shards and marks the
// result incomplete. `names` name the parts in messages (files).
Evaluation merge_evaluations(const std::vector<Evaluation>& parts, const std::vector<std::string>& names,
                             bool partial = false);

}  // namespace tg::evaluate
