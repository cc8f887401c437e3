// The audit finds the register's contradictions C-1..C-5 (and C-6) by
// search: nothing is planted, every example comes out of the search space
// (exhaustive 3x3 boards, random boards, seeded games) and is shrunk; the
// tests assert the minimal example's size and the statements that clash,
// and that the switch that resolves a contradiction makes it disappear.
#include <gtest/gtest.h>

#include <algorithm>

#include "audit/checks_run.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/test_scale.h"

namespace tg::audit {
namespace {

// The words of a finding's phrase in the integer set (text/), for the assertions on wording.
std::string words(const text::Phrase& p) { return text::render(p, LabelSet::Integer); }

const Engine& fast() {
  static const auto e = opt::make_optimized_engine();
  return *e;
}
const Engine& reference() {
  static const auto e = ref::make_reference_engine();
  return *e;
}

CheckResult audit_one(const std::string& rules, const std::string& check, std::vector<SizePlan> sizes, int jobs = 1) {
  AuditOptions o;
  o.rules = parse_ruleset(rules);
  o.checks = {check};
  o.sizes = std::move(sizes);
  o.seed = 1;
  o.jobs = jobs;
  o.reachable = false;  // the checks' questions on every board (reachable examples: witness_test.cpp)
  AuditReport r = run_audit(o, fast(), &reference());
  EXPECT_EQ(r.results.size(), 1u);
  return r.results.front();
}

const Statement* clash(const CheckFinding& f, const std::string& id, std::size_t nth = 0) {
  for (const Statement& s : f.clashes)
    if (s.id == id && nth-- == 0) return &s;
  return nullptr;
}

int pieces(const Position& p) { return p.board.size().points() - p.board.count(Piece::Empty); }

const SizePlan k3x3{3, 4, 0, 0, 0};

TEST(AuditSearch, FindsC1TheTwoKomiMethodsOnThreePieces) {
  const CheckResult r = audit_one("trisgo-2026", "komi-formulas", {k3x3});
  ASSERT_TRUE(r.example);
  const CheckFinding& f = *r.example;
  EXPECT_EQ(f.position.board.size().n(), 3);
  EXPECT_EQ(pieces(f.position), 3);  // no board of 0..2 pieces on 3x3 has a margin in (3.75, 7.5]
  ASSERT_TRUE(clash(f, "TG-13.7"));
  ASSERT_TRUE(clash(f, "TG-13.8"));
  EXPECT_NE(words(clash(f, "TG-13.7")->says).find("black wins"), std::string::npos);
  EXPECT_NE(words(clash(f, "TG-13.8")->says).find("white wins"), std::string::npos);
  EXPECT_FALSE(f.open());  // D-18 decides
  EXPECT_EQ(r.reference_agrees, true);
  EXPECT_EQ(std::count(f.ids.begin(), f.ids.end(), "C-6"), 0);
  // Without komi the two methods are the same comparison when every point
  // is someone's or neutral: what is left is the empty board, whose points
  // count for nobody (C-6).
  const CheckResult zero = audit_one("trisgo-2026/komi=0", "komi-formulas", {k3x3});
  ASSERT_TRUE(zero.example);
  EXPECT_EQ(pieces(zero.example->position), 0);
  EXPECT_EQ(std::count(zero.example->ids.begin(), zero.example->ids.end(), "C-6"), 1);
}

TEST(AuditSearch, FindsC2OnlyWhenDameCountForNobody) {
  const std::vector<SizePlan> space{k3x3, SizePlan{5, -1, 600, 0, 0}};
  EXPECT_FALSE(audit_one("trisgo-2026", "both-counts-lose", space).example);
  const CheckResult r = audit_one("trisgo-2026/dame=nobody", "both-counts-lose", space);
  ASSERT_TRUE(r.example);
  const CheckFinding& f = *r.example;
  EXPECT_LE(f.position.board.size().n(), 5);
  ASSERT_TRUE(clash(f, "TG-13.8", 0) && clash(f, "TG-13.8", 1));
  EXPECT_NE(words(clash(f, "TG-13.8", 0)->says).find("black's count"), std::string::npos);
  EXPECT_NE(words(clash(f, "TG-13.8", 0)->says).find("white wins"), std::string::npos);
  EXPECT_NE(words(clash(f, "TG-13.8", 1)->says).find("black wins"), std::string::npos);
  EXPECT_NE(words(f.summary).find("both sides' counts lose"), std::string::npos);
  EXPECT_FALSE(f.points.empty());  // the dame
  EXPECT_TRUE(f.open());
}

TEST(AuditSearch, FindsC6TheEmptyBoardUnderTheDefault) {
  const CheckResult r = audit_one("trisgo-2026", "no-stone-areas", {k3x3});
  ASSERT_TRUE(r.example);
  EXPECT_EQ(pieces(r.example->position), 0);
  EXPECT_EQ(r.example->points.size(), 9u);
  EXPECT_NE(words(clash(*r.example, "TG-13.8", 1)->says).find("white 0 < Y - m = 0.75: black wins"), std::string::npos);
  EXPECT_TRUE(r.example->open());
}

TEST(AuditSearch, FindsC3AndBlamesThePrivateEyeDefinitions) {
  const CheckResult r = audit_one("trisgo-2026", "eye-rules", {k3x3});
  ASSERT_TRUE(r.example);
  const CheckFinding& f = *r.example;
  EXPECT_EQ(f.position.board.size().n(), 3);
  EXPECT_EQ(pieces(f.position), 4);
  EXPECT_NE(words(f.summary).find("the two attribute rules agree, so the private-eye definitions differ"), std::string::npos);
  ASSERT_TRUE(clash(f, "attribute rules, same verdicts"));
  EXPECT_FALSE(f.open());
  EXPECT_EQ(r.reference_agrees, true);
}

TEST(AuditSearch, FindsC4InSeededGamesAndNotWithoutConversion) {
  const std::vector<SizePlan> games{SizePlan{5, -1, 0, 30, 0}};
  const CheckResult r = audit_one("trisgo-2026", "conversion", games);
  ASSERT_TRUE(r.example);
  const CheckFinding& f = *r.example;
  EXPECT_EQ(f.position.board.size().n(), 3);  // shrunk from a 5x5 game
  EXPECT_EQ(pieces(f.position), 3);           // the stone in atari and two of its three attackers... and the third
  ASSERT_TRUE(f.move);
  EXPECT_EQ(f.move->kind, MoveKind::Emergency);
  EXPECT_TRUE(clash(f, "TG-7.1") && clash(f, "TG-8.2"));
  EXPECT_FALSE(f.position.history.empty());  // condition P needs the previous position
  EXPECT_FALSE(f.open());
  EXPECT_FALSE(audit_one("trisgo-2026/emergency=off", "conversion", games).example);
}

TEST(AuditSearch, FindsC5OnThreePieces) {
  const CheckResult r = audit_one("trisgo-2026", "permanent-life", {SizePlan{3, 3, 0, 0, 0}});
  ASSERT_TRUE(r.example);
  const CheckFinding& f = *r.example;
  EXPECT_EQ(f.position.board.size().n(), 3);
  EXPECT_EQ(pieces(f.position), 3);
  ASSERT_TRUE(f.move);
  EXPECT_TRUE(clash(f, "TG-5.1.2") && clash(f, "TG-6.4"));
  EXPECT_NE(words(f.summary).find("-> white"), std::string::npos);
  EXPECT_TRUE(f.open());
  EXPECT_EQ(r.reference_agrees, true);
}

TEST(AuditSearch, WellFormednessHoldsOnTheDefaultAndTheReportIsTheSameWithTwoJobs) {
  // Under the sanitizers (30 times slower here) a share of the games.
  using test_scale::sanitized_share;
  const std::vector<SizePlan> space{SizePlan{3, 2, 0, static_cast<std::uint64_t>(sanitized_share(10, 3)), 0},
                                    SizePlan{5, -1, 0, static_cast<std::uint64_t>(sanitized_share(4, 2)), 0}};
  for (const char* check : {"settles", "legal-move", "terminates", "attribute-order"}) {
    const CheckResult r = audit_one("trisgo-2026", check, space);
    EXPECT_FALSE(r.example) << check << ": " << words(r.example->summary);
    EXPECT_GT(r.search.positions, 100u) << check;
  }
  AuditOptions o;
  o.rules = parse_ruleset("trisgo-2026");
  o.checks = {"komi-formulas", "conversion"};
  o.sizes = {SizePlan{3, 3, 0, 0, 0},
             SizePlan{5, -1, static_cast<std::uint64_t>(sanitized_share(50, 3)), static_cast<std::uint64_t>(sanitized_share(6, 3)), 0}};
  const std::string one = audit_text(run_audit(o, fast(), nullptr), LabelSet::Chinese);
  o.jobs = 2;
  EXPECT_EQ(audit_text(run_audit(o, fast(), nullptr), LabelSet::Chinese), one);
}

}  // namespace
}  // namespace tg::audit
