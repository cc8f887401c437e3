#pragma once
// The figures of an evaluation, computed from its games alone (Ludii's
// metrics, each with a 95% interval): per ruleset the black, white and draw
// rates, the margin distribution, fair komi, the win rate at each komi of the
// range, the length and how games end, how often each rule fires per game
// and the branching factor; with two rulesets the paired difference
// (second minus first) of every figure, game by game on the same seeds.
#include <optional>
#include <string>
#include <vector>

#include "evaluate/evaluation.h"
#include "evaluate/statistics.h"

namespace tg::evaluate {

struct KomiPoint {
  double komi = 0;
  Estimate black;  // black's score rate (wins + draws / 2) at that komi
  friend bool operator==(const KomiPoint&, const KomiPoint&) = default;
};

struct EndShare {
  std::string end;  // GameResult::end
  long count = 0;
  Estimate rate;
};

struct RuleShare {
  std::string rule, article;
  Estimate per_game;  // mean count per game
  Estimate games_with;  // share of games in which it fired at least once
};

struct Quantiles {
  double min = 0, q10 = 0, median = 0, q90 = 0, max = 0;
};

struct RulesetSummary {
  Ruleset rules;
  long games = 0;
  Estimate black, white, draw;  // at the ruleset's komi (with a sweep: at each game's komi)
  double komi = 0;
  bool has_margins = false;  // Go family (TrisGomoku has no score)
  Estimate margin;           // mean
  Quantiles margin_quantiles;
  std::vector<std::pair<double, long>> margin_histogram;  // value -> games, ascending
  std::optional<Estimate> fair_komi;
  // How fair_komi was found: "median-margin" (the games' komi-free margins)
  // or "sweep-crossing" (games played at each komi of --komi-sweep).
  std::string fair_komi_method = "median-margin";
  // With a sweep: black's score among the games played at each komi; else
  // every game's margin read at each komi of the curve.
  std::vector<KomiPoint> by_komi;
  Estimate length;
  Quantiles length_quantiles;
  std::vector<EndShare> ends;
  std::vector<RuleShare> rules_fired;  // sorted by key
  Estimate branching;                  // mean legal moves per position, per game
};

struct PairedRule {
  std::string rule, article;
  Estimate difference;  // per game, second minus first
};

struct PairedSummary {
  Estimate black, white, draw;  // rate differences
  std::optional<Estimate> margin, fair_komi;
  Estimate length, branching;
  std::vector<PairedRule> rules_fired;  // every key either ruleset has
};

struct Summary {
  std::vector<RulesetSummary> rulesets;
  std::optional<PairedSummary> paired;  // with two rulesets and at least one game
};

// Throws std::invalid_argument when the evaluation holds no game.
Summary summarize(const Evaluation& e);

}  // namespace tg::evaluate
