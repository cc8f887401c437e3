// evaluate/ end to end in process on tiny boards (5x5, a dozen games; about a
// second in Release): the same games per seed whatever --jobs is, shards merged
// equal one run, merge refusing an incomplete set, a ruleset against itself
// giving paired intervals that hold 0 (and a real difference not), the rule
// counts, the JSON read back, and a stopped run marked incomplete.
#include <gtest/gtest.h>

#include <set>

#include "evaluate/evaluation.h"
#include "evaluate/evaluation_json.h"
#include "evaluate/evaluation_page.h"
#include "evaluate/evaluation_text.h"
#include "evaluate/summary.h"
#include "optimized/optimized_engine.h"
#include "vocab/test_scale.h"

namespace tg::evaluate {
namespace {

Plan tiny_plan(std::vector<std::string> rules, long games) {
  Plan p;
  for (const std::string& r : rules) p.rules.push_back(parse_ruleset(r));
  p.size = 5;
  p.games = games;
  p.seed = 11;
  p.max_moves = 100;
  return p;
}

const Engine& engine() {
  static const auto e = opt::make_optimized_engine();
  return *e;
}

TEST(Evaluation, SameGamesForTheSameSeedWhateverTheJobs) {
  const Plan plan = tiny_plan({"trisgo-2026"}, 6);
  const Evaluation one = run_evaluation(plan, engine(), 1, nullptr);
  const Evaluation two = run_evaluation(plan, engine(), 2, nullptr);
  ASSERT_EQ(one.games.size(), 6u);
  EXPECT_TRUE(one.complete);
  EXPECT_EQ(one.games, two.games);
  Plan other = plan;
  other.seed = 12;
  EXPECT_NE(run_evaluation(other, engine(), 1, nullptr).games, one.games);
}

TEST(Evaluation, ShardsMergedGiveTheOneRun) {
  const Plan plan = tiny_plan({"go"}, 7);
  const Evaluation whole = run_evaluation(plan, engine(), 1, nullptr);
  std::vector<Evaluation> parts;
  for (int k : {2, 0, 1}) {
    Plan p = plan;
    p.shard = k;
    p.shards = 3;
    parts.push_back(evaluation_from_json(evaluation_json(run_evaluation(p, engine(), 1, nullptr))));
  }
  const Evaluation merged = merge_evaluations(parts, {"s3", "s1", "s2"});
  EXPECT_EQ(evaluation_json(merged).dump(), evaluation_json(whole).dump());
  EXPECT_EQ(evaluation_text(merged), evaluation_text(whole));
}

TEST(Evaluation, MergeRefusesAnIncompleteSetNamingWhatIsMissing) {
  Plan plan = tiny_plan({"go"}, 4);
  plan.shards = 3;
  std::vector<Evaluation> parts;
  for (int k : {0, 2}) {
    Plan p = plan;
    p.shard = k;
    parts.push_back(run_evaluation(p, engine(), 1, nullptr));
  }
  try {
    merge_evaluations(parts, {"a.json", "c.json"});
    FAIL() << "merged an incomplete set";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("shard 2 of 3 missing"), std::string::npos) << e.what();
  }
  // A shard a signal stopped: its missing games are named.
  Plan p = plan;
  p.shard = 1;
  Evaluation stopped = run_evaluation(p, engine(), 1, nullptr);
  stopped.games.clear();
  stopped.complete = false;
  parts.push_back(stopped);
  try {
    merge_evaluations(parts, {"a.json", "c.json", "b.json"});
    FAIL() << "merged a stopped shard";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("b.json (shard 2/3) was stopped before games 2"), std::string::npos) << e.what();
  }
  // Another plan.
  Plan q = plan;
  q.seed = 99;
  q.shard = 1;
  parts.back() = run_evaluation(q, engine(), 1, nullptr);
  try {
    merge_evaluations(parts, {"a.json", "c.json", "b.json"});
    FAIL() << "merged shards of two seeds";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("b.json: another seed"), std::string::npos) << e.what();
  }
}

// --merge --partial (issue 31): the games of the shards given, the missing
// shards named, the result incomplete; a partial merge is no shard to merge.
TEST(Evaluation, PartialMergeTakesTheGamesThereAreAndNamesTheMissingShards) {
  Plan plan = tiny_plan({"go"}, 6);
  plan.shards = 3;
  std::vector<Evaluation> parts;
  for (int k : {2, 0}) {
    Plan p = plan;
    p.shard = k;
    parts.push_back(run_evaluation(p, engine(), 1, nullptr));
  }
  const Evaluation merged = merge_evaluations(parts, {"c.json", "a.json"}, true);
  EXPECT_FALSE(merged.complete);
  EXPECT_EQ(merged.missing_shards, std::vector<std::string>{"2/3"});
  std::vector<long> indices;
  for (const PlayedGame& g : merged.games) indices.push_back(g.index);
  EXPECT_EQ(indices, (std::vector<long>{0, 2, 3, 5}));
  const Evaluation back = evaluation_from_json(evaluation_json(merged));
  EXPECT_EQ(back.missing_shards, merged.missing_shards);
  EXPECT_NE(evaluation_text(merged).find("PARTIAL: shards 2/3 missing"), std::string::npos) << evaluation_text(merged);
  try {
    merge_evaluations({back}, {"m.json"});
    FAIL() << "merged a partial merge as if it were a shard";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("m.json is a partial merge (shards 2/3 missing)"), std::string::npos) << e.what();
  }
}

void expect_holds_zero(const Estimate& e, const std::string& what) {
  EXPECT_TRUE(e.contains(0)) << what << ": " << e.value << " [" << e.low << ", " << e.high << "]";
}

TEST(Evaluation, ARulesetAgainstItselfGivesDifferencesThatHoldZero) {
  const long games = test_scale::sanitized_share(12, 3);
  const Summary s = summarize(run_evaluation(tiny_plan({"trisgo-2026", "trisgo-2026"}, games), engine(), 1, nullptr));
  ASSERT_TRUE(s.paired);
  const PairedSummary& d = *s.paired;
  expect_holds_zero(d.black, "black");
  expect_holds_zero(d.white, "white");
  expect_holds_zero(d.draw, "draw");
  ASSERT_TRUE(d.margin && d.fair_komi);
  expect_holds_zero(*d.margin, "margin");
  expect_holds_zero(*d.fair_komi, "fair komi");
  expect_holds_zero(d.length, "length");
  expect_holds_zero(d.branching, "branching");
  ASSERT_FALSE(d.rules_fired.empty());
  for (const PairedRule& r : d.rules_fired) expect_holds_zero(r.difference, r.rule);
}

TEST(Evaluation, APairOfDifferentRulesetsShowsItsDifferences) {
  // Plain go has no tris: trisgo-2026's tris moves are a difference whose
  // interval lies below 0 (second minus first), and the games are longer.
  // All 12 games in every build: on the 4 of a share, the length's and the
  // branching's intervals both held 0 under the sanitizers.
  const long games = 12;
  const Summary s = summarize(run_evaluation(tiny_plan({"trisgo-2026", "go"}, games), engine(), 1, nullptr));
  ASSERT_TRUE(s.paired);
  bool found = false;
  for (const PairedRule& r : s.paired->rules_fired)
    if (r.rule == "tris-moves") {
      found = true;
      EXPECT_LT(r.difference.high, 0) << r.difference.value;
    }
  EXPECT_TRUE(found);
  EXPECT_FALSE(s.paired->length.contains(0) && s.paired->branching.contains(0));
}

TEST(Evaluation, RulesFiredAreCountedFromTheEnginesAnswers) {
  const Evaluation e = run_evaluation(tiny_plan({"trisgo-2026"}, 4), engine(), 1, nullptr);
  const Summary s = summarize(e);
  std::set<std::string> keys;
  for (const RuleShare& r : s.rulesets[0].rules_fired) {
    keys.insert(r.rule);
    EXPECT_FALSE(r.article.empty()) << r.rule;
  }
  for (const char* key : {"tris-moves", "private-eyes", "captures", "tris-strings:neutral"})
    EXPECT_TRUE(keys.count(key)) << key;
  // Every game's tris moves: the order's tris slots filled by tris (not passes
  // or conversions); in trisgo-2026's cycle of ten, 2 slots of 10 are tris.
  for (const PlayedGame& g : e.games) {
    const GameResult& r = g.results[0];
    const long tris = r.rules.count("tris-moves") ? r.rules.at("tris-moves") : 0;
    EXPECT_LE(tris, (r.moves + 9) / 10 * 4) << "game " << g.index;
  }
  // The margin and winner agree at the ruleset's komi (play_game checks it too).
  for (const PlayedGame& g : e.games) {
    const GameResult& r = g.results[0];
    ASSERT_TRUE(r.margin);
    const double komi = e.plan.rules[0].komi();
    EXPECT_EQ(r.winner, *r.margin > komi ? Winner::Black : *r.margin < komi ? Winner::White : Winner::Draw);
  }
}

TEST(Evaluation, TrisGomokuHasNoMarginButWinners) {
  const Evaluation e = run_evaluation(tiny_plan({"trisgomoku"}, 3), engine(), 1, nullptr);
  const Summary s = summarize(e);
  EXPECT_FALSE(s.rulesets[0].has_margins);
  EXPECT_FALSE(s.rulesets[0].fair_komi);
  for (const PlayedGame& g : e.games) EXPECT_NE(g.results[0].end, "passes");
}

TEST(Evaluation, JsonReadsBack) {
  Plan plan = tiny_plan({"flybomb-A", "menggo-2019"}, 3);
  plan.komi_range = KomiRange{-8, 8, 2};
  const Evaluation e = run_evaluation(plan, engine(), 1, nullptr);
  const Evaluation back = evaluation_from_json(evaluation_json(e));
  EXPECT_EQ(back.plan, e.plan);
  EXPECT_EQ(back.games, e.games);
  EXPECT_EQ(back.complete, e.complete);
  EXPECT_EQ(summarize(e).rulesets[0].by_komi.size(), 9u);
}

TEST(Evaluation, AStoppedRunKeepsItsFinishedGamesMarkedIncomplete) {
  const std::atomic<bool> stop{true};
  const Evaluation none = run_evaluation(tiny_plan({"go"}, 5), engine(), 2, &stop);
  EXPECT_FALSE(none.complete);
  EXPECT_TRUE(none.games.empty());
  EXPECT_TRUE(evaluation_json(none)["summary"].is_null());
  EXPECT_NE(evaluation_text(none).find("INCOMPLETE"), std::string::npos);
  // Stopped after two games: those two stand.
  std::atomic<bool> later{false};
  const Evaluation two = run_evaluation(tiny_plan({"go"}, 5), engine(), 1, &later, [&](long done, long) {
    if (done == 2) later = true;
  });
  EXPECT_FALSE(two.complete);
  ASSERT_EQ(two.games.size(), 2u);
  EXPECT_EQ(two.games, std::vector<PlayedGame>(run_evaluation(tiny_plan({"go"}, 2), engine(), 1, nullptr).games));
  EXPECT_NE(evaluation_page(two).find("INCOMPLETE"), std::string::npos);
}

TEST(Evaluation, KomiSweepPlaysEachGameAtItsKomi) {
  // The light player ignores komi, so the sweep's games are the plain run's
  // game for game; only the komi each is judged at differs: game i at the
  // (i mod 3)-th of -1, 0, 1, so black wins exactly when its margin is above
  // that komi (these games' margins include 0.5 and 0, which trisgo-2026's
  // own komi of 3.75 would judge otherwise).
  const Plan plain = tiny_plan({"trisgo-2026"}, 9);
  Plan sweep = plain;
  sweep.komi_sweep = KomiRange{-4, 4, 4};
  const Evaluation a = run_evaluation(plain, engine(), 2, nullptr);
  const Evaluation b = run_evaluation(sweep, engine(), 2, nullptr);
  ASSERT_EQ(b.games.size(), 9u);
  std::set<double> komi_seen;
  for (std::size_t i = 0; i < b.games.size(); ++i) {
    const GameResult &x = a.games[i].results[0], &y = b.games[i].results[0];
    EXPECT_EQ(x.margin, y.margin);
    EXPECT_EQ(x.moves, y.moves);
    const double komi = *game_komi_quarters(sweep, b.games[i].index) / 4.0;
    EXPECT_EQ(komi, -1.0 + static_cast<double>(i % 3));
    komi_seen.insert(komi);
    EXPECT_EQ(y.winner, *y.margin > komi ? Winner::Black : *y.margin < komi ? Winner::White : Winner::Draw) << i;
  }
  EXPECT_EQ(komi_seen.size(), 3u);
  const Summary s = summarize(b);
  EXPECT_EQ(s.rulesets[0].fair_komi_method, "sweep-crossing");
  ASSERT_EQ(s.rulesets[0].by_komi.size(), 3u);
  EXPECT_EQ(s.rulesets[0].by_komi[0].komi, -1);
  EXPECT_EQ(summarize(a).rulesets[0].fair_komi_method, "median-margin");
  // Read back from JSON with its plan; another sweep is another plan.
  const Evaluation back = evaluation_from_json(evaluation_json(b));
  EXPECT_EQ(back.plan, b.plan);
  EXPECT_EQ(evaluation_json(back).dump(), evaluation_json(b).dump());
  Evaluation other = b;
  other.plan.komi_sweep->step_quarters = 20;
  try {
    merge_evaluations({b, other}, {"a.json", "b.json"});
    FAIL() << "merged two sweeps";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("another komi sweep"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace tg::evaluate
