#include "evaluate/statistics.h"

#include <algorithm>
#include <cmath>
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

}  // namespace tg::evaluate
