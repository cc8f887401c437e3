#pragma once
// The statistics of `trisgo evaluate`, each with a 95% interval: rates
// (Wilson's score interval), means (normal approximation), the median and
// quantiles (order statistics), and the paired comparison of two rulesets
// played with the same seeds (the mean of the per-game differences; the
// fair-komi shift by a seeded bootstrap over the games). Pure functions of
// their inputs, so a run, its shards merged and a rerun agree to the bit.
#include <cstdint>
#include <optional>
#include <vector>

namespace tg::evaluate {

inline constexpr double kZ95 = 1.959963984540054;  // the two-sided 95% normal quantile

struct Estimate {
  double value = 0, low = 0, high = 0;
  bool contains(double x) const { return low <= x && x <= high; }
  friend bool operator==(const Estimate&, const Estimate&) = default;
};

// k successes of n (n > 0): the rate k / n with Wilson's 95% score interval.
Estimate wilson(long k, long n);
// The same for a score of n games that counts a draw as half a win
// (0 <= score <= n): Wilson's formula with the rate score / n.
Estimate wilson_score(double score, long n);
// The mean with mean +- z * s / sqrt(n) (s the sample standard deviation;
// [mean, mean] for fewer than two values).
Estimate mean_interval(const std::vector<double>& xs);
// The q-quantile (0 <= q <= 1) of xs (not empty), by linear interpolation
// between order statistics (the "type 7" of R and NumPy's default).
double quantile(std::vector<double> xs, double q);
// The sample median with the distribution-free 95% interval of order
// statistics: ranks n/2 -+ z * sqrt(n) / 2, clamped to the sample.
Estimate median_interval(std::vector<double> xs);

// Fair komi from komi-free margins (black wins at komi k when margin > k):
// the komi at which black's score (wins + draws / 2) is one half is the
// median margin; its interval is the median's.
std::optional<Estimate> fair_komi(const std::vector<double>& margins);

// The paired shift of the median, median(b) - median(a), where a[i] and b[i]
// come from the same game seed: the point estimate and a 95% percentile
// bootstrap interval over games (`resamples` draws of the game indices by
// splitmix64 seeded with `seed`).
Estimate paired_median_shift(const std::vector<double>& a, const std::vector<double>& b, std::uint64_t seed,
                             int resamples = 2000);

}  // namespace tg::evaluate
