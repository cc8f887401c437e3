// The behaviour signature (conformance/bench_signature.h): its workload covers
// every preset, and an engine that answers one question differently (a
// capture dropped, a legal move missing, a refusal's reason, a tris's
// attribute, a score) gets different counts. The expected number itself is
// checked by the ctest bench_signature (scripts/bench-signature.sh --check).
#include "conformance/bench_signature.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"

namespace tg::conformance {
namespace {

enum class Corruption { DropCapture, DropLastLegalMove, RefusalReason, TrisAttribute, ScoreWinner };

// The optimized engine with one kind of answer made wrong. successors() is
// the generic one (Engine's default), so perft sees the corruption too.
class CorruptedEngine : public Engine {
 public:
  explicit CorruptedEngine(Corruption c) : inner_(opt::make_optimized_engine()), corruption_(c) {}
  std::string name() const override { return "corrupted"; }
  Analysis analyze(const Position& p) const override {
    Analysis a = inner_->analyze(p);
    if (corruption_ == Corruption::TrisAttribute)
      for (TrisInfo& t : a.tris)
        if (t.attribute == Attribute::Black) {
          t.attribute = Attribute::White;
          break;
        }
    return a;
  }
  MoveOutcome play(const Position& p, const Move& m) const override {
    MoveOutcome o = inner_->play(p, m);
    if (corruption_ == Corruption::DropCapture && !o.captured.empty()) o.captured.pop_back();
    if (corruption_ == Corruption::RefusalReason && o.illegal == Illegal::Suicide) o.illegal = Illegal::Occupied;
    return o;
  }
  std::vector<Move> legal_moves(const Position& p) const override {
    std::vector<Move> moves = inner_->legal_moves(p);
    if (corruption_ == Corruption::DropLastLegalMove && moves.size() > 1) moves.pop_back();
    return moves;
  }
  bool ended(const Position& p) const override { return inner_->ended(p); }
  Score score(const Position& p, const std::vector<Point>& dead) const override {
    Score s = inner_->score(p, dead);
    if (corruption_ == Corruption::ScoreWinner) s.literal = s.literal == Winner::Black ? Winner::White : Winner::Black;
    return s;
  }

 private:
  std::unique_ptr<Engine> inner_;
  Corruption corruption_;
};

TEST(BenchSignature, CoversEveryImplementedPreset) {
  const auto& list = bench_rulesets();
  for (const Preset& p : presets())
    if (p.implemented) {
      EXPECT_NE(std::find(list.begin(), list.end(), p.name), list.end()) << p.name;
    }
  for (const std::string& r : list) EXPECT_TRUE(implemented(parse_ruleset(r))) << r;
}

TEST(BenchSignature, BothEnginesCountAlikeOnTrisgo2026) {
  const Ruleset rules = parse_ruleset("trisgo-2026");
  const BenchCounts a = bench_ruleset(*ref::make_reference_engine(), rules);
  const BenchCounts b = bench_ruleset(*opt::make_optimized_engine(), rules);
  EXPECT_EQ(a, b);
  // The workload does something in every column (a column that stays 0 measures nothing).
  for (const BenchColumn& col : bench_columns()) EXPECT_GT(a.*col.field, 0u) << col.name;
}

TEST(BenchSignature, EveryCorruptedAnswerChangesTheCounts) {
  const Ruleset rules = parse_ruleset("trisgo-2026");
  const BenchCounts good = bench_ruleset(*opt::make_optimized_engine(), rules);
  struct Case {
    Corruption corruption;
    const char* name;
    std::uint64_t BenchCounts::*column;  // a count that must change
  };
  const Case cases[] = {
      {Corruption::DropCapture, "a capture dropped", &BenchCounts::pieces_removed},
      {Corruption::DropLastLegalMove, "a legal move missing", &BenchCounts::legal_moves},
      {Corruption::RefusalReason, "suicide refused as occupied", &BenchCounts::refusal_kinds},
      {Corruption::TrisAttribute, "a black tris said white", &BenchCounts::analysis},
      {Corruption::ScoreWinner, "the literal winner swapped", &BenchCounts::score},
  };
  for (const Case& c : cases) {
    const CorruptedEngine bad(c.corruption);
    const BenchCounts got = bench_ruleset(bad, rules);
    EXPECT_NE(got.*c.column, good.*c.column) << c.name;
    EXPECT_NE(got.total(), good.total()) << c.name;
  }
}

TEST(BenchSignature, DifferencesNameTheRulesetAndTheCount) {
  std::vector<BenchRun> a = {{"go", {}}, {"trisgomoku", {}}};
  std::vector<BenchRun> b = a;
  b[1].counts.legal_moves = 7;
  const auto d = bench_differences(a, b);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].rules, "trisgomoku");
  EXPECT_EQ(d[0].column, "legal_moves");
  EXPECT_EQ(d[0].first, 0u);
  EXPECT_EQ(d[0].second, 7u);
  EXPECT_EQ(bench_signature(b), 7u);
  b.pop_back();
  EXPECT_THROW(bench_differences(a, b), std::invalid_argument);
}

}  // namespace
}  // namespace tg::conformance
