#include "evaluate/statistics.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

#include "vocab/splitmix64.h"

namespace tg::evaluate {

Estimate wilson(long k, long n) {
  if (n <= 0 || k < 0 || k > n) throw std::invalid_argument("wilson: k of n out of range");
  return wilson_score(static_cast<double>(k), n);
}

Estimate wilson_score(double score, long n) {
  if (n <= 0 || score < 0 || score > static_cast<double>(n)) throw std::invalid_argument("wilson: score of n out of range");
  const double p = score / static_cast<double>(n);
  const double nn = static_cast<double>(n), z2 = kZ95 * kZ95;
  const double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
  const double half = kZ95 / (1 + z2 / nn) * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn));
  return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Estimate mean_interval(const std::vector<double>& xs) {
  if (xs.empty()) return {};
  double sum = 0;
  for (double x : xs) sum += x;
  const double n = static_cast<double>(xs.size()), mean = sum / n;
  if (xs.size() < 2) return {mean, mean, mean};
  double ss = 0;
  for (double x : xs) ss += (x - mean) * (x - mean);
  const double half = kZ95 * std::sqrt(ss / (n - 1) / n);
  return {mean, mean - half, mean + half};
}

double quantile(std::vector<double> xs, double q) {
  if (xs.empty()) throw std::invalid_argument("quantile of no values");
  std::sort(xs.begin(), xs.end());
  const double h = q * static_cast<double>(xs.size() - 1);
  const auto lo = static_cast<std::size_t>(std::floor(h));
  const std::size_t hi = std::min(lo + 1, xs.size() - 1);
  return xs[lo] + (h - static_cast<double>(lo)) * (xs[hi] - xs[lo]);
}

Estimate median_interval(std::vector<double> xs) {
  if (xs.empty()) throw std::invalid_argument("median of no values");
  std::sort(xs.begin(), xs.end());
  const double n = static_cast<double>(xs.size());
  const double half = kZ95 * std::sqrt(n) / 2;
  // 1-based ranks of the order statistics that bound the median.
  const long lo_rank = std::max(1L, static_cast<long>(std::floor(n / 2 - half)));
  const long hi_rank = std::min(static_cast<long>(xs.size()), static_cast<long>(std::ceil(n / 2 + half)) + 1);
  return {quantile(xs, 0.5), xs[static_cast<std::size_t>(lo_rank - 1)], xs[static_cast<std::size_t>(hi_rank - 1)]};
}

std::optional<Estimate> fair_komi(const std::vector<double>& margins) {
  if (margins.empty()) return std::nullopt;
  return median_interval(margins);
}

Estimate paired_median_shift(const std::vector<double>& a, const std::vector<double>& b, std::uint64_t seed,
                             int resamples) {
  if (a.size() != b.size() || a.empty()) throw std::invalid_argument("paired_median_shift: unpaired samples");
  const double value = quantile(b, 0.5) - quantile(a, 0.5);
  std::vector<double> shifts;
  shifts.reserve(static_cast<std::size_t>(resamples));
  std::vector<double> ra(a.size()), rb(b.size());
  std::uint64_t state = seed;
  for (int r = 0; r < resamples; ++r) {
    for (std::size_t i = 0; i < a.size(); ++i) {
      const std::size_t j = splitmix64(state) % a.size();
      ra[i] = a[j];
      rb[i] = b[j];
    }
    shifts.push_back(quantile(rb, 0.5) - quantile(ra, 0.5));
  }
  return {value, quantile(shifts, 0.025), quantile(shifts, 0.975)};
}

namespace {

// The games of a sweep grouped by komi (ascending): the index of each game
// within `games`, so a bootstrap can draw indices within a komi.
std::vector<std::pair<double, std::vector<std::size_t>>> by_komi(const std::vector<SweepGame>& games) {
  std::map<double, std::vector<std::size_t>> groups;
  for (std::size_t i = 0; i < games.size(); ++i) groups[games[i].komi].push_back(i);
  return {groups.begin(), groups.end()};
}

// The crossing of one half by the pooled curve through (komi, mean score,
// games) points, ascending in komi. Sets `side` to -1 (the curve is below
// one half already at the lowest komi), +1 (still above at the highest) or 0.
std::optional<double> crossing_of(const std::vector<double>& komi, std::vector<double> score, std::vector<double> weight,
                                  int& side) {
  // Pool adjacent violators into a non-increasing step curve: blocks of
  // consecutive komi values that share their weighted mean.
  struct Block {
    std::size_t first, last;
    double mean, weight;
  };
  std::vector<Block> blocks;
  for (std::size_t i = 0; i < komi.size(); ++i) {
    blocks.push_back({i, i, score[i], weight[i]});
    while (blocks.size() > 1 && blocks[blocks.size() - 2].mean < blocks.back().mean) {
      Block b = blocks.back();
      blocks.pop_back();
      Block& a = blocks.back();
      a.mean = (a.mean * a.weight + b.mean * b.weight) / (a.weight + b.weight);
      a.weight += b.weight;
      a.last = b.last;
    }
  }
  std::vector<double> fitted(komi.size());
  for (const Block& b : blocks)
    for (std::size_t i = b.first; i <= b.last; ++i) fitted[i] = b.mean;
  side = fitted.front() < 0.5 ? -1 : fitted.back() > 0.5 ? +1 : 0;
  if (side != 0) return std::nullopt;
  // The set where the piecewise-linear curve equals one half is an interval
  // [lo, hi] (the curve does not increase); its middle is the fair komi.
  double lo = komi.back(), hi = komi.front();
  for (std::size_t i = 0; i < komi.size(); ++i) {
    if (fitted[i] == 0.5) lo = std::min(lo, komi[i]), hi = std::max(hi, komi[i]);
    if (i + 1 < komi.size() && fitted[i] > 0.5 && fitted[i + 1] < 0.5) {
      const double k = komi[i] + (fitted[i] - 0.5) / (fitted[i] - fitted[i + 1]) * (komi[i + 1] - komi[i]);
      lo = std::min(lo, k), hi = std::max(hi, k);
    }
  }
  return (lo + hi) / 2;
}

// The crossing of the games `pick` (indices into games, grouped by komi).
std::optional<double> crossing_of_groups(const std::vector<SweepGame>& games,
                                         const std::vector<std::pair<double, std::vector<std::size_t>>>& groups,
                                         const std::vector<std::vector<std::size_t>>& pick, int& side) {
  std::vector<double> komi, score, weight;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    double sum = 0;
    for (std::size_t i : pick[g]) sum += games[i].black;
    komi.push_back(groups[g].first);
    score.push_back(sum / static_cast<double>(pick[g].size()));
    weight.push_back(static_cast<double>(pick[g].size()));
  }
  return crossing_of(komi, score, weight, side);
}

std::vector<std::vector<std::size_t>> all_of(const std::vector<std::pair<double, std::vector<std::size_t>>>& groups) {
  std::vector<std::vector<std::size_t>> out;
  for (const auto& g : groups) out.push_back(g.second);
  return out;
}

// One bootstrap draw: within each komi, as many game indices as it has.
std::vector<std::vector<std::size_t>> draw(const std::vector<std::pair<double, std::vector<std::size_t>>>& groups,
                                           std::uint64_t& state) {
  std::vector<std::vector<std::size_t>> out;
  for (const auto& g : groups) {
    std::vector<std::size_t> d(g.second.size());
    for (std::size_t& i : d) i = g.second[splitmix64(state) % g.second.size()];
    out.push_back(std::move(d));
  }
  return out;
}

// A bootstrap draw's crossing, a draw that does not cross clamped to the
// sweep's end on its side.
double clamped(std::optional<double> k, int side, double lowest, double highest) {
  return k ? *k : side < 0 ? lowest : highest;
}

}  // namespace

std::optional<double> half_crossing(const std::vector<SweepGame>& games) {
  if (games.empty()) return std::nullopt;
  const auto groups = by_komi(games);
  int side = 0;
  return crossing_of_groups(games, groups, all_of(groups), side);
}

std::optional<Estimate> sweep_fair_komi(const std::vector<SweepGame>& games, std::uint64_t seed, int resamples) {
  const std::optional<double> value = half_crossing(games);
  if (!value) return std::nullopt;
  const auto groups = by_komi(games);
  std::vector<double> ks;
  std::uint64_t state = seed;
  for (int r = 0; r < resamples; ++r) {
    int side = 0;
    const std::optional<double> k = crossing_of_groups(games, groups, draw(groups, state), side);
    ks.push_back(clamped(k, side, groups.front().first, groups.back().first));
  }
  return Estimate{*value, quantile(ks, 0.025), quantile(ks, 0.975)};
}

std::optional<Estimate> paired_crossing_shift(const std::vector<SweepGame>& a, const std::vector<SweepGame>& b,
                                              std::uint64_t seed, int resamples) {
  if (a.size() != b.size() || a.empty()) throw std::invalid_argument("paired_crossing_shift: unpaired samples");
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].komi != b[i].komi) throw std::invalid_argument("paired_crossing_shift: a pair played at two komi values");
  const std::optional<double> ka = half_crossing(a), kb = half_crossing(b);
  if (!ka || !kb) return std::nullopt;
  const auto groups = by_komi(a);  // b's games are at the same komi values, game by game
  const double lowest = groups.front().first, highest = groups.back().first;
  std::vector<double> shifts;
  std::uint64_t state = seed;
  for (int r = 0; r < resamples; ++r) {
    const auto pick = draw(groups, state);
    int side_a = 0, side_b = 0;
    const std::optional<double> ra = crossing_of_groups(a, groups, pick, side_a);
    const std::optional<double> rb = crossing_of_groups(b, groups, pick, side_b);
    shifts.push_back(clamped(rb, side_b, lowest, highest) - clamped(ra, side_a, lowest, highest));
  }
  return Estimate{*kb - *ka, quantile(shifts, 0.025), quantile(shifts, 0.975)};
}

}  // namespace tg::evaluate
