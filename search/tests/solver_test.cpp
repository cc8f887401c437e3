// The exact solver: plain go 3x3 is black by 9 (van der Werf), the
// principal variation is legal and reaches that margin, the node budget
// stops it, the keys tell apart what the repetition setting tells apart, and
// the transposition table never changes a value: on small positions with a
// history (superko at work) the solver agrees with a plain minimax that has
// no table, no window and no ordering.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <optional>

#include "optimized/optimized_engine.h"
#include "search/position_key.h"
#include "search/solver.h"
#include "vocab/splitmix64.h"
#include "vocab/test_scale.h"

namespace tg::search {
namespace {

// A few seconds in Release (docs/solve.md gives the figures).
TEST(Solver, PlainGo3x3IsBlackByNine) {
  auto e = opt::make_optimized_engine();
  const Position start(*BoardSize::make(3), find_preset("go")->rules);
  const SolveResult r = solve(*e, start, {});
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.value_quarters, 36);
  Position p = start;
  for (const Move& m : r.pv) {
    MoveOutcome o = e->play(p, m);
    ASSERT_TRUE(o.legal());
    p = *o.after;
  }
  ASSERT_TRUE(e->ended(p)) << "the variation runs to the end of the game";
  EXPECT_EQ(end_value_quarters(*e, p), 36);
}

TEST(Solver, StopsAtTheNodeBudget) {
  auto e = opt::make_optimized_engine();
  SolveOptions o;
  o.max_nodes = 50;
  const SolveResult r = solve(*e, Position(*BoardSize::make(3), find_preset("go")->rules), o);
  EXPECT_FALSE(r.complete);
  EXPECT_LE(r.nodes, 51u);
}

TEST(Solver, SituationKeysFollowTheRepetitionSetting) {
  Ruleset rules = find_preset("go")->rules;
  Board b(*BoardSize::make(3));
  b.set(Point{0, 0}, Piece::Black);
  const Slot black{Side::Black, SlotKind::Stone, 0}, white{Side::White, SlotKind::Stone, 1};
  rules.repetition = Repetition::Positional;
  EXPECT_EQ(situation_key(rules, b, black), situation_key(rules, b, white));
  rules.repetition = Repetition::Situational;
  EXPECT_NE(situation_key(rules, b, black), situation_key(rules, b, white));
  Board c = b;
  c.set(Point{1, 0}, Piece::White);
  EXPECT_NE(situation_key(rules, b, black), situation_key(rules, c, black));
}

// The value by definition: the legal moves of the side to move in the
// engine's order, to the end of the game, by plain alpha-beta (fail-hard,
// no table, no window but the full one at the root). nullopt past `budget`
// nodes.
std::optional<int> minimax(const Engine& e, const Position& p, int alpha, int beta, long& budget) {
  if (--budget < 0) return std::nullopt;
  const bool maximise = p.to_move().side == Side::Black;
  for (const Successor& s : e.successors(p)) {
    std::optional<int> v = s.ended ? end_value_quarters(e, s.after) : minimax(e, s.after, alpha, beta, budget);
    if (!v) return std::nullopt;
    if (maximise) alpha = std::max(alpha, *v);
    else beta = std::min(beta, *v);
    if (alpha >= beta) break;
  }
  return maximise ? alpha : beta;
}

// Random legal moves from the empty board, passes avoided, until at most
// `empty` points are left: stones come and go (captures) on the way, so the
// history holds boards a later move could repeat.
std::optional<Position> random_game(const Engine& e, const Ruleset& rules, int empty, std::uint64_t seed) {
  Position p(*BoardSize::make(3), rules);
  auto empties = [&] {
    int n = 0;
    for (int i = 0; i < p.board.size().points(); ++i) n += p.board.at_index(i) == Piece::Empty;
    return n;
  };
  for (int i = 0; i < 60 && empties() > empty; ++i) {
    std::vector<Move> legal = e.legal_moves(p);
    std::erase_if(legal, [](const Move& m) { return m.is_pass(); });
    if (legal.empty() || e.ended(p)) return std::nullopt;
    p = *e.play(p, legal[splitmix64(seed) % legal.size()]).after;
  }
  if (empties() > empty || e.ended(p)) return std::nullopt;
  return p;
}

// The table merges paths only where Art. 10 cannot tell them apart: a merge
// it should not make changes a value somewhere below these positions.
TEST(Solver, TheTableAgreesWithPlainMinimax) {
  auto e = opt::make_optimized_engine();
  // Under the sanitizers half the positions (1 s in Release for all).
  const int seeds = test_scale::sanitized_share(20, 2);
  int compared = 0;
  for (const char* preset : {"go", "trisgo-2026"}) {
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(seeds); ++seed) {
      const std::optional<Position> p = random_game(*e, find_preset(preset)->rules, 2 + static_cast<int>(seed % 2), seed);
      if (!p) continue;
      // Plain alpha-beta where it finishes quickly, else the solver without
      // its table (deepening and windows alone cannot merge two paths).
      long budget = 3000;
      std::optional<int> want = minimax(*e, *p, -37, 37, budget);
      if (!want) {
        SolveOptions no_table;
        no_table.table_entries = 0;
        no_table.max_nodes = 20000;
        const SolveResult r = solve(*e, *p, no_table);
        if (!r.complete) continue;
        want = r.value_quarters;
      }
      const SolveResult got = solve(*e, *p, {});
      ASSERT_TRUE(got.complete);
      EXPECT_EQ(got.value_quarters, *want) << preset << " seed " << seed;
      ++compared;
    }
  }
  EXPECT_GE(compared, seeds);  // most positions finish within the budgets
}

}  // namespace
}  // namespace tg::search
