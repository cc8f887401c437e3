// Issue 30: fair komi on 7x7 plain go at a fixed strength (the light
// player) is stable across two seeds: each seed's estimate lies within the
// other's 95% interval, and the intervals are narrow enough (at most 10
// points) that this says something. 400 games a seed: about 9 CPU-s in
// Release, so the campaign tier runs it (TRISGO_LONG), like the solver's 3x3.
#include <gtest/gtest.h>

#include <cstdlib>

#include "evaluate/evaluation.h"
#include "evaluate/summary.h"
#include "optimized/optimized_engine.h"

namespace tg::evaluate {
namespace {

Estimate fair_komi_of(std::uint64_t seed, const Engine& engine, std::vector<PlayedGame>& games) {
  Plan p;
  p.rules.push_back(parse_ruleset("go"));
  p.size = 7;
  p.games = 400;
  p.seed = seed;
  const Evaluation e = run_evaluation(p, engine, 2, nullptr);
  games = e.games;
  const Summary s = summarize(e);
  EXPECT_TRUE(s.rulesets.at(0).fair_komi) << "seed " << seed;
  return s.rulesets.at(0).fair_komi.value_or(Estimate{});
}

TEST(FairKomi, SevenBySevenGoIsStableAcrossTwoSeeds) {
  if (!std::getenv("TRISGO_LONG")) GTEST_SKIP() << "campaign tier only (TRISGO_LONG)";
  const auto engine = opt::make_optimized_engine();
  std::vector<PlayedGame> games1, games2;
  const Estimate a = fair_komi_of(1, *engine, games1), b = fair_komi_of(2, *engine, games2);
  EXPECT_NE(games1, games2) << "the two seeds played the same games";
  EXPECT_TRUE(b.contains(a.value)) << "seed 1: " << a.value << ", seed 2: [" << b.low << ", " << b.high << "]";
  EXPECT_TRUE(a.contains(b.value)) << "seed 2: " << b.value << ", seed 1: [" << a.low << ", " << a.high << "]";
  EXPECT_LE(a.high - a.low, 10) << "seed 1's interval [" << a.low << ", " << a.high << "]";
  EXPECT_LE(b.high - b.low, 10) << "seed 2's interval [" << b.low << ", " << b.high << "]";
  std::cout << "[ fair komi ] 7x7 go, light player, 400 games: seed 1 " << a.value << " [" << a.low << ", " << a.high
            << "], seed 2 " << b.value << " [" << b.low << ", " << b.high << "]\n";
}

}  // namespace
}  // namespace tg::evaluate
