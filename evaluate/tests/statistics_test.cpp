// The statistics of evaluate/statistics.h against values worked out by hand
// or published (Wilson's interval: Newcombe 1998, table I; the median's
// order-statistics ranks for n = 100 are 40 and 61).
#include "evaluate/statistics.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <cmath>

namespace tg::evaluate {
namespace {

TEST(Statistics, WilsonMatchesPublishedIntervals) {
  const Estimate half = wilson(5, 10);
  EXPECT_DOUBLE_EQ(half.value, 0.5);
  EXPECT_NEAR(half.low, 0.2366, 5e-5);
  EXPECT_NEAR(half.high, 0.7634, 5e-5);
  const Estimate none = wilson(0, 10);
  EXPECT_DOUBLE_EQ(none.low, 0.0);
  EXPECT_NEAR(none.high, 0.2775, 5e-5);
  const Estimate all = wilson(10, 10);
  EXPECT_NEAR(all.low, 0.7225, 5e-5);
  EXPECT_DOUBLE_EQ(all.high, 1.0);
  EXPECT_NEAR(wilson(81, 263).low, 0.2553, 5e-4);  // Newcombe's example 81/263: 0.2553 to 0.3662
  EXPECT_NEAR(wilson(81, 263).high, 0.3662, 5e-4);
}

TEST(Statistics, MeanIntervalIsNormalApproximation) {
  const Estimate e = mean_interval({1, 2, 3});
  EXPECT_DOUBLE_EQ(e.value, 2.0);
  EXPECT_NEAR(e.high - e.value, kZ95 / std::sqrt(3.0), 1e-12);
  EXPECT_NEAR(e.value - e.low, kZ95 / std::sqrt(3.0), 1e-12);
  const Estimate one = mean_interval({4});
  EXPECT_EQ(one, (Estimate{4, 4, 4}));
}

TEST(Statistics, QuantilesInterpolateBetweenOrderStatistics) {
  EXPECT_DOUBLE_EQ(quantile({4, 1, 3, 2}, 0.5), 2.5);
  EXPECT_DOUBLE_EQ(quantile({4, 1, 3, 2}, 0.1), 1.3);
  EXPECT_DOUBLE_EQ(quantile({4, 1, 3, 2}, 0), 1);
  EXPECT_DOUBLE_EQ(quantile({4, 1, 3, 2}, 1), 4);
}

TEST(Statistics, MedianIntervalUsesOrderStatisticRanks) {
  std::vector<double> xs;
  for (int i = 100; i >= 1; --i) xs.push_back(i);
  const Estimate m = median_interval(xs);
  EXPECT_DOUBLE_EQ(m.value, 50.5);
  EXPECT_DOUBLE_EQ(m.low, 40);
  EXPECT_DOUBLE_EQ(m.high, 61);
}

TEST(Statistics, FairKomiIsWhereBlackScoresHalf) {
  // Margins -1, 2, 3: at komi 2 black wins once, draws once, loses once.
  const auto k = fair_komi({3, -1, 2});
  ASSERT_TRUE(k);
  EXPECT_DOUBLE_EQ(k->value, 2);
  EXPECT_FALSE(fair_komi({}));
}

TEST(Statistics, PairedMedianShift) {
  const std::vector<double> a{1, 5, -3, 8, 2, 0, 7, 4};
  const Estimate same = paired_median_shift(a, a, 7);
  EXPECT_EQ(same, (Estimate{0, 0, 0}));
  std::vector<double> b = a;
  for (double& x : b) x += 3;
  const Estimate shifted = paired_median_shift(a, b, 7);
  EXPECT_DOUBLE_EQ(shifted.value, 3);
  EXPECT_DOUBLE_EQ(shifted.low, 3);
  EXPECT_DOUBLE_EQ(shifted.high, 3);
  // A noisy shift: the interval holds the point estimate and is seeded.
  std::vector<double> c{2, 9, -1, 10, 3, 4, 9, 8};
  const Estimate noisy = paired_median_shift(a, c, 7);
  EXPECT_TRUE(noisy.contains(noisy.value));
  EXPECT_LT(noisy.low, noisy.high);
  EXPECT_EQ(noisy, paired_median_shift(a, c, 7));
}

// n games at komi k with black's score `black` in each.
void add(std::vector<SweepGame>& games, double komi, int n, double black) {
  for (int i = 0; i < n; ++i) games.push_back({komi, black});
}

TEST(Statistics, SweepCrossingInterpolatesTheCurve) {
  // Black wins every game at komi 0 and 2, three of four at 4, none at 6:
  // the curve 1, 1, 0.75, 0 crosses one half a third of the way from 4 to 6.
  std::vector<SweepGame> g;
  add(g, 6, 4, 0);
  add(g, 0, 4, 1);
  add(g, 2, 4, 1);
  add(g, 4, 3, 1);
  add(g, 4, 1, 0);
  const auto k = half_crossing(g);
  ASSERT_TRUE(k);
  EXPECT_NEAR(*k, 4 + 2.0 / 3, 1e-12);
  // Draws count half: one draw at each komi of a flat stretch at one half
  // (komi 2 to 4) puts fair komi in its middle.
  std::vector<SweepGame> flat;
  add(flat, 0, 2, 1);
  add(flat, 2, 2, 0.5);
  add(flat, 4, 2, 0.5);
  add(flat, 6, 2, 0);
  const auto middle = half_crossing(flat);
  ASSERT_TRUE(middle);
  EXPECT_DOUBLE_EQ(*middle, 3);
}

TEST(Statistics, SweepCrossingPoolsAdjacentViolators) {
  // 0.2 at komi 0 then 0.8 at 2 violate "black does no better at a higher
  // komi": pooled they are 0.5 over [0, 2], so fair komi is 1, not a crossing
  // read off the raw (rising, then falling) curve.
  std::vector<SweepGame> g;
  add(g, 0, 1, 1);
  add(g, 0, 4, 0);
  add(g, 2, 4, 1);
  add(g, 2, 1, 0);
  add(g, 4, 5, 0);
  const auto k = half_crossing(g);
  ASSERT_TRUE(k);
  EXPECT_DOUBLE_EQ(*k, 1);
}

TEST(Statistics, SweepThatNeverCrossesGivesNoFairKomi) {
  std::vector<SweepGame> g;
  add(g, 0, 3, 1);
  add(g, 5, 3, 0.5 + 0.5);  // black wins at every komi: the sweep is too narrow
  EXPECT_FALSE(half_crossing(g));
  EXPECT_FALSE(sweep_fair_komi(g, 1));
  EXPECT_FALSE(half_crossing({}));
}

TEST(Statistics, SweepBootstrapIsSeededAndClampedToTheSweep) {
  std::vector<SweepGame> g;
  for (int k = 0; k <= 10; k += 2) {
    const int wins = 10 - k;  // 10, 8, ..., 0 of 10
    add(g, k, wins, 1);
    add(g, k, 10 - wins, 0);
  }
  const auto e = sweep_fair_komi(g, 5);
  ASSERT_TRUE(e);
  EXPECT_DOUBLE_EQ(e->value, 5);
  EXPECT_LT(e->low, 5);
  EXPECT_GT(e->high, 5);
  EXPECT_GE(e->low, 0);
  EXPECT_LE(e->high, 10);
  EXPECT_EQ(*e, *sweep_fair_komi(g, 5));
  // The same games shifted by two komi points: the paired shift is +2 in
  // every draw (the pairs are the same games, read at komi 2 higher).
  std::vector<SweepGame> a, b;
  for (const SweepGame& x : g) {
    a.push_back(x);
    b.push_back(x);
  }
  for (std::size_t i = 0; i < g.size(); ++i) {
    // b: black's score at komi k is a's at komi k - 2 (clamped at the low end).
    const double k = g[i].komi;
    const long same_komi = static_cast<long>(std::count_if(g.begin(), g.end(), [&](const SweepGame& y) { return y.komi == k; }));
    const long before = static_cast<long>(std::count_if(g.begin(), g.begin() + static_cast<long>(i), [&](const SweepGame& y) { return y.komi == k; }));
    const double rate = std::min(1.0, (12.0 - k) / 10);  // wins of 10 at komi k - 2
    b[i].black = static_cast<double>(before) < rate * static_cast<double>(same_komi) ? 1 : 0;
  }
  const auto shift = paired_crossing_shift(a, b, 5);
  ASSERT_TRUE(shift);
  EXPECT_DOUBLE_EQ(shift->value, 2);
  EXPECT_TRUE(shift->contains(2));
  std::vector<SweepGame> other_komi = b;
  other_komi[0].komi = 99;
  EXPECT_THROW(paired_crossing_shift(a, other_komi, 5), std::invalid_argument);
}

}  // namespace
}  // namespace tg::evaluate
