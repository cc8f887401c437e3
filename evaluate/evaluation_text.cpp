#include "evaluate/evaluation_text.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

#include "evaluate/summary.h"

namespace tg::evaluate {
namespace {

std::string number(double x, bool sign = false) {
  char buf[64];
  std::snprintf(buf, sizeof buf, sign ? "%+.3g" : "%.3g", x);
  return buf;
}

std::string percent(double x, bool sign = false) {
  char buf[64];
  std::snprintf(buf, sizeof buf, sign ? "%+.1f%%" : "%.1f%%", 100 * x);
  return buf;
}

std::string with_interval(const Estimate& e, bool as_percent, bool sign = false) {
  const auto f = [&](double x) { return as_percent ? percent(x, sign) : number(x, sign); };
  return f(e.value) + " [" + f(e.low) + ", " + f(e.high) + "]";
}

using Row = std::vector<std::string>;

void print_table(std::ostream& out, const std::vector<Row>& rows) {
  std::vector<std::size_t> width;
  for (const Row& r : rows)
    for (std::size_t i = 0; i < r.size(); ++i) {
      if (width.size() <= i) width.push_back(0);
      width[i] = std::max(width[i], r[i].size());
    }
  for (const Row& r : rows) {
    std::string line;
    for (std::size_t i = 0; i < r.size(); ++i) {
      std::string cell = r[i];
      if (i + 1 < r.size()) cell.resize(width[i] + 2, ' ');
      line += cell;
    }
    out << line << "\n";
  }
}

const RuleShare* find_rule(const RulesetSummary& s, const std::string& key) {
  for (const RuleShare& r : s.rules_fired)
    if (r.rule == key) return &r;
  return nullptr;
}

std::string game_word(long n) { return std::to_string(n) + (n == 1 ? " game" : " games"); }

}  // namespace

std::string evaluation_text(const Evaluation& e) {
  std::ostringstream out;
  const Plan& p = e.plan;
  out << "trisgo evaluate: " << p.size << "x" << p.size << ", " << player_kind_name(p.player.kind) << " player";
  if (p.player.kind == PlayerKind::Mcts) out << " (" << p.player.playouts << " playouts a move)";
  out << ", seed " << p.seed << ", " << game_word(static_cast<long>(e.games.size())) << " of "
      << e.planned().size();
  if (p.shards > 1) out << " (shard " << p.shard + 1 << "/" << p.shards << " of " << p.games << " games)";
  out << ", at most " << max_moves_of(p) << " moves a game\n";
  if (!e.missing_shards.empty())
    out << "PARTIAL: shards " << missing_shard_list(e) << " missing; merged with --partial, the figures are those of the "
        << game_word(static_cast<long>(e.games.size())) << " of the shards merged\n";
  else if (!e.complete)
    out << "INCOMPLETE: a signal stopped the run; the figures are those of the games finished\n";
  if (e.games.empty()) {
    out << "no game was finished\n";
    return out.str();
  }
  const Summary s = summarize(e);
  const bool paired = s.paired.has_value();
  const auto rate_row = [&](const std::string& name, auto get, auto get_pair) {
    Row r{name};
    for (const RulesetSummary& x : s.rulesets) r.push_back(with_interval(get(x), true));
    if (paired) r.push_back(with_interval(get_pair(*s.paired), true, true));
    return r;
  };
  Row head{""};
  for (const RulesetSummary& x : s.rulesets) head.push_back(to_string(x.rules));
  if (paired) head.push_back("difference (2nd - 1st)");
  std::vector<Row> rows{head};
  Row komi{p.komi_sweep ? "komi (swept: game i at the (i mod K)-th)" : "komi (of the ruleset)"};
  for (const RulesetSummary& x : s.rulesets)
    komi.push_back(p.komi_sweep ? number(p.komi_sweep->from_quarters / 4.0) + " to " +
                                      number(p.komi_sweep->to_quarters / 4.0) + " by " +
                                      number(p.komi_sweep->step_quarters / 4.0)
                                : number(x.komi));
  if (paired) komi.push_back("");
  rows.push_back(komi);
  rows.push_back(rate_row("black wins", [](const RulesetSummary& x) { return x.black; },
                          [](const PairedSummary& d) { return d.black; }));
  rows.push_back(rate_row("white wins", [](const RulesetSummary& x) { return x.white; },
                          [](const PairedSummary& d) { return d.white; }));
  rows.push_back(rate_row("draws", [](const RulesetSummary& x) { return x.draw; },
                          [](const PairedSummary& d) { return d.draw; }));
  const auto optional_row = [&](const std::string& name, auto get, auto get_pair) {
    Row r{name};
    for (const RulesetSummary& x : s.rulesets) {
      const std::optional<Estimate> v = get(x);
      r.push_back(v ? with_interval(*v, false) : "-");
    }
    if (paired) {
      const std::optional<Estimate> v = get_pair(*s.paired);
      r.push_back(v ? with_interval(*v, false, true) : "-");
    }
    return r;
  };
  rows.push_back(optional_row(
      "mean margin (komi-free)",
      [](const RulesetSummary& x) { return x.has_margins ? std::optional<Estimate>(x.margin) : std::nullopt; },
      [](const PairedSummary& d) { return d.margin; }));
  Row mq{"margin min/q10/median/q90/max"};
  for (const RulesetSummary& x : s.rulesets)
    mq.push_back(x.has_margins ? number(x.margin_quantiles.min) + " / " + number(x.margin_quantiles.q10) + " / " +
                                     number(x.margin_quantiles.median) + " / " + number(x.margin_quantiles.q90) + " / " +
                                     number(x.margin_quantiles.max)
                               : "-");
  if (paired) mq.push_back("");
  rows.push_back(mq);
  rows.push_back(optional_row(
      p.komi_sweep ? "fair komi (where the sweep's curve crosses 1/2)" : "fair komi (the median margin)",
      [](const RulesetSummary& x) { return x.fair_komi; },
      [](const PairedSummary& d) { return d.fair_komi; }));
  rows.push_back(optional_row(
      "game length (moves)", [](const RulesetSummary& x) { return std::optional<Estimate>(x.length); },
      [](const PairedSummary& d) { return std::optional<Estimate>(d.length); }));
  Row lq{"length min/q10/median/q90/max"};
  for (const RulesetSummary& x : s.rulesets)
    lq.push_back(number(x.length_quantiles.min) + " / " + number(x.length_quantiles.q10) + " / " +
                 number(x.length_quantiles.median) + " / " + number(x.length_quantiles.q90) + " / " +
                 number(x.length_quantiles.max));
  if (paired) lq.push_back("");
  rows.push_back(lq);
  rows.push_back(optional_row(
      "branching factor", [](const RulesetSummary& x) { return std::optional<Estimate>(x.branching); },
      [](const PairedSummary& d) { return std::optional<Estimate>(d.branching); }));
  std::map<std::string, int> ends;
  for (const RulesetSummary& x : s.rulesets)
    for (const EndShare& end : x.ends) ends[end.end] = 0;
  for (const auto& entry : ends) {
    const std::string& end = entry.first;
    Row r{"games ending by " + end};
    for (const RulesetSummary& x : s.rulesets) {
      const auto it = std::find_if(x.ends.begin(), x.ends.end(), [&](const EndShare& y) { return y.end == end; });
      r.push_back(it == x.ends.end() ? "0" : with_interval(it->rate, true));
    }
    if (paired) r.push_back("");
    rows.push_back(r);
  }
  print_table(out, rows);

  out << "\nrules fired per game (mean [95%]; the share of games where it fired)\n";
  std::vector<Row> rule_rows{Row{"rule", "article"}};
  for (const RulesetSummary& x : s.rulesets) rule_rows[0].push_back(to_string(x.rules));
  if (paired) rule_rows[0].push_back("difference");
  std::map<std::string, std::string> keys;
  for (const RulesetSummary& x : s.rulesets)
    for (const RuleShare& r : x.rules_fired) keys[r.rule] = r.article;
  for (const auto& [key, article] : keys) {
    Row r{key, article};
    for (const RulesetSummary& x : s.rulesets) {
      const RuleShare* share = find_rule(x, key);
      r.push_back(share ? with_interval(share->per_game, false) + " in " + percent(share->games_with.value) : "0");
    }
    if (paired)
      for (const PairedRule& d : s.paired->rules_fired)
        if (d.rule == key) r.push_back(with_interval(d.difference, false, true));
    rule_rows.push_back(r);
  }
  print_table(out, rule_rows);

  if (p.komi_range || p.komi_sweep) {
    out << (p.komi_sweep ? "\nblack's score (wins + draws / 2) among the games played at each komi\n"
                         : "\nblack's score (wins + draws / 2) by komi\n");
    std::vector<Row> komi_rows{Row{"komi"}};
    for (const RulesetSummary& x : s.rulesets) komi_rows[0].push_back(to_string(x.rules));
    for (std::size_t i = 0; i < s.rulesets[0].by_komi.size(); ++i) {
      Row r{number(s.rulesets[0].by_komi[i].komi)};
      for (const RulesetSummary& x : s.rulesets) r.push_back(with_interval(x.by_komi[i].black, true));
      komi_rows.push_back(r);
    }
    print_table(out, komi_rows);
  }

  if (paired) {
    const std::string second = to_string(s.rulesets[1].rules), first = to_string(s.rulesets[0].rules);
    const auto sentence = [&](const std::string& what, const Estimate& d, bool as_percent, const std::string& unit) {
      const auto f = [&](double x) { return as_percent ? percent(x, true) : number(x, true); };
      out << second << " shifts " << what << " by " << f(d.value) << unit << " (95%: " << f(d.low) << " to "
          << f(d.high) << ")" << (d.contains(0) ? ", not told apart from no shift" : "") << "\n";
    };
    out << "\nagainst " << first << ", on the same " << game_word(static_cast<long>(e.games.size())) << ":\n";
    if (s.paired->fair_komi) sentence("fair komi", *s.paired->fair_komi, false, " points");
    sentence("black's win rate", s.paired->black, true, "");
    sentence("the game length", s.paired->length, false, " moves");
  }
  if (!e.complete)
    out << "INCOMPLETE: " << e.games.size() << " of " << e.planned().size() << " games finished\n";
  return out.str();
}

}  // namespace tg::evaluate
