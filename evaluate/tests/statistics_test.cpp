// The statistics of evaluate/statistics.h against values worked out by hand
// or published (Wilson's interval: Newcombe 1998, table I; the median's
// order-statistics ranks for n = 100 are 40 and 61).
#include "evaluate/statistics.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace tg::evaluate
