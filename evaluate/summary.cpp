#include "evaluate/summary.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <stdexcept>

namespace tg::evaluate {
namespace {

Quantiles quantiles_of(const std::vector<double>& xs) {
  return {quantile(xs, 0), quantile(xs, 0.1), quantile(xs, 0.5), quantile(xs, 0.9), quantile(xs, 1)};
}

// Black's score at komi k: 1 for a win, 1/2 for a draw.
double black_score(const GameResult& g, double komi) {
  if (g.margin) return *g.margin > komi ? 1.0 : *g.margin == komi ? 0.5 : 0.0;
  return g.winner == Winner::Black ? 1.0 : g.winner == Winner::Draw ? 0.5 : 0.0;
}

double indicator(bool b) { return b ? 1.0 : 0.0; }

// The komi values of the win-rate curve: the plan's range, or by default
// every half point from the lowest margin - 1 to the highest + 1 (at most 201).
std::vector<double> komi_values(const Plan& plan, const std::vector<double>& margins) {
  std::vector<double> out;
  if (plan.komi_range) {
    for (int q = plan.komi_range->from_quarters; q <= plan.komi_range->to_quarters; q += plan.komi_range->step_quarters)
      out.push_back(q / 4.0);
    return out;
  }
  if (margins.empty()) return out;
  const double lo = std::floor(*std::min_element(margins.begin(), margins.end())) - 1;
  const double hi = std::ceil(*std::max_element(margins.begin(), margins.end())) + 1;
  const double step = std::max(0.5, std::ceil((hi - lo) / 200 * 2) / 2);
  for (double k = lo; k <= hi + 1e-9; k += step) out.push_back(k);
  return out;
}

// The games of a komi sweep under ruleset `which`: each game's komi and
// black's score there (its winner was judged at that komi).
std::vector<SweepGame> sweep_games(const Evaluation& e, std::size_t which) {
  std::vector<SweepGame> out;
  for (const PlayedGame& g : e.games) {
    const GameResult& r = g.results[which];
    const double black = r.winner == Winner::Black ? 1.0 : r.winner == Winner::Draw ? 0.5 : 0.0;
    out.push_back({*game_komi_quarters(e.plan, g.index) / 4.0, black});
  }
  return out;
}

RulesetSummary summarize_one(const Evaluation& e, std::size_t which) {
  RulesetSummary s;
  s.rules = e.plan.rules[which];
  s.komi = s.rules.komi();
  const long n = static_cast<long>(e.games.size());
  s.games = n;
  long black = 0, white = 0, draw = 0;
  std::vector<double> margins, lengths, branching;
  std::map<std::string, long> ends;
  std::set<std::string> keys;
  for (const PlayedGame& g : e.games) {
    const GameResult& r = g.results[which];
    (r.winner == Winner::Black ? black : r.winner == Winner::White ? white : draw)++;
    if (r.margin) margins.push_back(*r.margin);
    lengths.push_back(r.moves);
    branching.push_back(r.branching());
    ends[r.end]++;
    for (const auto& [key, count] : r.rules) keys.insert(key);
  }
  s.black = wilson(black, n);
  s.white = wilson(white, n);
  s.draw = wilson(draw, n);
  s.has_margins = !margins.empty();
  if (s.has_margins) {
    s.margin = mean_interval(margins);
    s.margin_quantiles = quantiles_of(margins);
    std::map<double, long> histogram;
    for (double m : margins) histogram[m]++;
    s.margin_histogram.assign(histogram.begin(), histogram.end());
    s.fair_komi = fair_komi(margins);
  }
  if (e.plan.komi_sweep) {
    const std::vector<SweepGame> sweep = sweep_games(e, which);
    s.fair_komi = sweep_fair_komi(sweep, e.plan.seed);
    s.fair_komi_method = "sweep-crossing";
    for (int q : komi_values_quarters(*e.plan.komi_sweep)) {
      double score = 0;
      long games = 0;
      for (const SweepGame& g : sweep)
        if (g.komi == q / 4.0) score += g.black, ++games;
      if (games > 0) s.by_komi.push_back({q / 4.0, wilson_score(score, games)});
    }
  } else {
    for (double k : komi_values(e.plan, margins)) {
      double score = 0;
      for (const PlayedGame& g : e.games) score += black_score(g.results[which], k);
      s.by_komi.push_back({k, wilson_score(score, n)});  // a draw is half a win
    }
  }
  s.length = mean_interval(lengths);
  s.length_quantiles = quantiles_of(lengths);
  for (const auto& [end, count] : ends) s.ends.push_back({end, count, wilson(count, n)});
  for (const std::string& key : keys) {
    std::vector<double> per_game;
    long with = 0;
    for (const PlayedGame& g : e.games) {
      const auto it = g.results[which].rules.find(key);
      const long c = it == g.results[which].rules.end() ? 0 : it->second;
      per_game.push_back(static_cast<double>(c));
      with += c > 0;
    }
    s.rules_fired.push_back({key, rule_article(key), mean_interval(per_game), wilson(with, n)});
  }
  s.branching = mean_interval(branching);
  return s;
}

long count_of(const GameResult& r, const std::string& key) {
  const auto it = r.rules.find(key);
  return it == r.rules.end() ? 0 : it->second;
}

PairedSummary summarize_pair(const Evaluation& e) {
  PairedSummary p;
  std::vector<double> black, white, draw, margin, length, branching, ma, mb;
  std::set<std::string> keys;
  for (const PlayedGame& g : e.games) {
    const GameResult &a = g.results[0], &b = g.results[1];
    black.push_back(indicator(b.winner == Winner::Black) - indicator(a.winner == Winner::Black));
    white.push_back(indicator(b.winner == Winner::White) - indicator(a.winner == Winner::White));
    draw.push_back(indicator(b.winner == Winner::Draw) - indicator(a.winner == Winner::Draw));
    if (a.margin && b.margin) {
      margin.push_back(*b.margin - *a.margin);
      ma.push_back(*a.margin);
      mb.push_back(*b.margin);
    }
    length.push_back(b.moves - a.moves);
    branching.push_back(b.branching() - a.branching());
    for (const GameResult* r : {&a, &b})
      for (const auto& [key, count] : r->rules) keys.insert(key);
  }
  p.black = mean_interval(black);
  p.white = mean_interval(white);
  p.draw = mean_interval(draw);
  if (margin.size() == e.games.size()) {
    p.margin = mean_interval(margin);
    if (!e.plan.komi_sweep) p.fair_komi = paired_median_shift(ma, mb, e.plan.seed);
  }
  if (e.plan.komi_sweep) p.fair_komi = paired_crossing_shift(sweep_games(e, 0), sweep_games(e, 1), e.plan.seed);
  p.length = mean_interval(length);
  p.branching = mean_interval(branching);
  for (const std::string& key : keys) {
    std::vector<double> d;
    for (const PlayedGame& g : e.games)
      d.push_back(static_cast<double>(count_of(g.results[1], key) - count_of(g.results[0], key)));
    p.rules_fired.push_back({key, rule_article(key), mean_interval(d)});
  }
  return p;
}

}  // namespace

Summary summarize(const Evaluation& e) {
  if (e.games.empty()) throw std::invalid_argument("no game was finished");
  Summary s;
  for (std::size_t i = 0; i < e.plan.rules.size(); ++i) s.rulesets.push_back(summarize_one(e, i));
  if (e.plan.rules.size() == 2) s.paired = summarize_pair(e);
  return s;
}

}  // namespace tg::evaluate
