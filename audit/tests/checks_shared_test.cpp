// The audit's shared exhaustive pass (checks_shared.h) changes how fast the
// exhaustive phases are searched, never what the audit reports: every
// check's search report (coverage, counts, skipped, the kept originals, the
// shrunk and reachable examples with their labels) and the audit's
// position count are the same with and without it, on presets where the
// checks find things (trisgo-2026, menggo-2019) and on TrisGomoku; and the
// counts are those the audit reported before the pass and the checks'
// lighter questions (the skips of audit/README.md).
#include <gtest/gtest.h>

#include <map>

#include "audit/checks_run.h"
#include "audit/checks_shared.h"
#include "optimized/optimized_engine.h"
#include "vocab/test_scale.h"

namespace tg::audit {
namespace {

const Engine& fast() {
  static const auto e = opt::make_optimized_engine();
  return *e;
}

AuditReport audit(const std::string& rules, const std::vector<std::pair<int, int>>& exhaustive, bool shared) {
  AuditOptions o;
  o.rules = parse_ruleset(rules);
  o.exhaustive = exhaustive;
  o.random = 0;
  o.games = 0;
  o.jobs = 2;
  o.shared_pass = shared;
  return run_audit(o, fast(), nullptr);
}

// The counts of the checks that found something, as the audit reported them
// before the shared pass and the checks' lighter questions (issue 28: the
// build of 66283e4, `trisgo audit RULES --exhaustive ... --random 0
// --games 0` with the bounds below), with the positions probed and each
// example's pieces.
struct Before {
  std::uint64_t positions;
  std::map<std::string, std::pair<std::uint64_t, int>> found;  // check -> (count, example's pieces)
};

int pieces(const Position& p) { return p.board.size().points() - p.board.count(Piece::Empty); }

void expect_same(const std::string& rules, const std::vector<std::pair<int, int>>& exhaustive, const Before& before) {
  const AuditReport a = audit(rules, exhaustive, true), b = audit(rules, exhaustive, false);
  EXPECT_EQ(a.positions, before.positions) << rules;
  EXPECT_EQ(a.positions, b.positions) << rules;
  ASSERT_EQ(a.results.size(), b.results.size());
  for (std::size_t i = 0; i < a.results.size(); ++i) {
    const CheckResult &x = a.results[i], &y = b.results[i];
    SCOPED_TRACE(rules + " " + x.check->name);
    EXPECT_EQ(x.applies, y.applies);
    EXPECT_EQ(x.count, y.count);
    EXPECT_TRUE(x.search == y.search);
    EXPECT_EQ(x.finding.has_value(), y.finding.has_value());
    if (x.finding && y.finding) EXPECT_TRUE(*x.finding == *y.finding);
    auto was = before.found.find(x.check->name);
    if (was == before.found.end()) {
      EXPECT_FALSE(x.finding);
      EXPECT_EQ(x.count, 0u);
    } else {
      EXPECT_EQ(x.count, was->second.first);
      ASSERT_TRUE(x.finding);
      EXPECT_EQ(pieces(x.finding->position), was->second.second);
      EXPECT_TRUE(x.finding->proven_minimal);
    }
  }
}

TEST(SharedPass, SameReportAsBeforeOnTrisgo2026) {
  // The sanitizer build (several times slower) searches 3x3 up to 3 pieces
  // only, where C-6 is found and C-1 not yet (vocab/test_scale.h).
  if (test_scale::kSanitizedBuild)
    expect_same("trisgo-2026", {{3, 3}}, {16480, {{"no-stone-areas", {4, 0}}}});
  else
    expect_same("trisgo-2026", {{3, 4}, {5, 1}}, {74000, {{"komi-formulas", {26, 4}}, {"no-stone-areas", {8, 0}}}});
}

TEST(SharedPass, SameReportAsBeforeOnMenggo2019) {
  expect_same("menggo-2019", {{3, 3}}, {16480, {{"komi-formulas", {4, 0}}, {"no-stone-areas", {4, 0}}}});
}

TEST(SharedPass, SameReportAsBeforeOnTrisgomoku) { expect_same("trisgomoku", {{3, 3}}, {33520, {}}); }

// The pass answers each check only within the check's own piece bound, and
// names the units where it found something: C-1's first finding on 3x3
// needs three pieces (checks_search_test.cpp), so up to two pieces it finds
// none and up to three some.
TEST(SharedPass, AnswersEachCheckWithinItsOwnBound) {
  SearchSpace space;
  space.rules = parse_ruleset("trisgo-2026");
  space.jobs = 2;
  const Check& komi = *find_check("komi-formulas");
  const Check& legal = *find_check("legal-move");
  const std::optional<SharedAnswers> s =
      shared_exhaustive_pass(space, {{&komi, {SizePlan{3, 2, 0, 0, 0}}}, {&legal, {SizePlan{3, 3, 0, 0, 0}}}}, fast());
  ASSERT_TRUE(s);
  EXPECT_TRUE(s->answers.at("komi-formulas").at(3).found.empty());
  const std::optional<SharedAnswers> t =
      shared_exhaustive_pass(space, {{&komi, {SizePlan{3, 3, 0, 0, 0}}}, {&legal, {SizePlan{3, 2, 0, 0, 0}}}}, fast());
  ASSERT_TRUE(t);
  EXPECT_FALSE(t->answers.at("komi-formulas").at(3).found.empty());
  EXPECT_LT(s->answers.at("komi-formulas").at(3).below, t->answers.at("komi-formulas").at(3).below);
  // A unit beyond the bound is not answered: the search asks the probe.
  const KnownAnswers known = s->for_check(komi);
  EXPECT_FALSE(known(3, s->answers.at("komi-formulas").at(3).below).has_value());
  EXPECT_FALSE(known(5, 0).has_value());
}

}  // namespace
}  // namespace tg::audit
