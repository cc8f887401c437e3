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

// One game of a komi sweep (--komi-sweep): the komi it was played at and
// black's score in it (1 a win, 1/2 a draw, 0 a loss).
struct SweepGame {
  double komi = 0, black = 0;
};

// Fair komi from games played at several komi values by players who play to
// win at the komi they are given (the Monte-Carlo player maximises its
// chance of winning, not its margin, so the margins of one komi say little
// about another): black's mean score at each komi, made non-increasing in
// komi by pooling adjacent violators (weighted by games), joined by straight
// lines; the fair komi is where that curve crosses one half (the middle of a
// flat stretch at one half). None when the curve stays on one side of one
// half over the sweep: the sweep is too narrow (or has one komi).
std::optional<double> half_crossing(const std::vector<SweepGame>& games);

// half_crossing with a 95% percentile bootstrap interval: `resamples` draws
// of the games within each komi (splitmix64 seeded with `seed`); a draw whose
// curve does not cross counts as the sweep's end on its side, so an interval
// that ends at the sweep's end says the sweep should be wider.
std::optional<Estimate> sweep_fair_komi(const std::vector<SweepGame>& games, std::uint64_t seed,
                                        int resamples = 2000);

// The paired shift of the crossing, crossing(b) - crossing(a), where a[i]
// and b[i] are the same game (seed and komi) under two rulesets: None when
// either crossing is; the interval by resampling game indices within each
// komi, the non-crossing draws clamped to the sweep's ends as above.
std::optional<Estimate> paired_crossing_shift(const std::vector<SweepGame>& a, const std::vector<SweepGame>& b,
                                              std::uint64_t seed, int resamples = 2000);

}  // namespace tg::evaluate
