// The search machinery (audit/search.h, shrink.h): counts, symmetry,
// determinism, budgets, shards and shrinking, on simple probes.
#include <gtest/gtest.h>

#include <atomic>

#include "audit/search.h"
#include "audit/shrink.h"
#include "vocab/position_text.h"

namespace tg::audit {
namespace {

SearchSpace space_3x3(int pieces) {
  SearchSpace s;
  s.rules = Ruleset{};
  s.sizes = {SizePlan{3, pieces, 0, 0, 0}};
  return s;
}

TEST(Search, ExhaustiveCountsEveryBoardOnceUpToSymmetry) {
  // 3x3 with up to 1 piece: the empty board and 3 kinds of piece on 9
  // points: 1 + 27 boards. Up to the 8 symmetries a single piece is in the
  // corner, on an edge or in the centre: 1 + 3 * 3 = 10 classes, each with
  // the 4 slots of trisgo-2026 (black/white, stone/tris).
  std::atomic<int> calls{0};
  Probe p = [&](const Position&) -> std::optional<Finding> {
    ++calls;
    return std::nullopt;
  };
  SearchReport r = search(space_3x3(1), p);
  EXPECT_EQ(calls.load(), 40);
  ASSERT_EQ(r.coverage.size(), 1u);
  EXPECT_EQ(r.coverage[0].units, 28u * 4);
  EXPECT_EQ(r.coverage[0].classes, 10u);
  EXPECT_EQ(r.searched(), "all 3x3 positions up to 1 piece (10 boards up to symmetry, each slot to move)");
  SearchSpace no_sym = space_3x3(1);
  no_sym.symmetry = false;
  calls = 0;
  search(no_sym, p);
  EXPECT_EQ(calls.load(), 28 * 4);
}

// A probe that finds a "pair" wherever two tris touch.
std::optional<Finding> tris_pair(const Position& p) {
  const BoardSize size = p.board.size();
  for (int i = 0; i < size.points(); ++i) {
    if (p.board.at_index(i) != Piece::Tris) continue;
    for (Point n : size.neighbours(size.point(i)))
      if (p.board.at(n) == Piece::Tris) {
        Finding f;
        f.kind = "pair";
        f.position = p;
        return f;
      }
  }
  return std::nullopt;
}

TEST(Search, RandomPositionsAreValidPositionFiles) {
  // Each random position prints as a position file that reads back (a
  // report's examples are merged from their text, D-110): no pass before
  // the first move. Seed 1's 2,000 5x5 boards had 127 with 'next: 1' and
  // 'passes: 1'.
  std::atomic<int> bad{0}, passes{0};
  Probe p = [&](const Position& q) -> std::optional<Finding> {
    passes += q.passes > 0;
    try {
      if (!(parse_position(print_position(q), "search") == q)) ++bad;
    } catch (const std::exception&) {
      ++bad;
    }
    return std::nullopt;
  };
  SearchSpace s;
  s.sizes = {SizePlan{5, -1, 2000, 0, 0}};
  search(s, p);
  EXPECT_EQ(bad.load(), 0);
  EXPECT_GT(passes.load(), 300);  // passes are still drawn (1 in 4 of the positions after move 1)
}

TEST(Search, MinimalExampleIsShrunkAndIndependentOfJobs) {
  SearchSpace s;
  s.sizes = {SizePlan{5, -1, 300, 0, 0}};
  s.seed = 11;
  SearchReport one = search(s, tris_pair);
  s.jobs = 3;
  SearchReport three = search(s, tris_pair);
  ASSERT_EQ(one.kinds.size(), 1u);
  EXPECT_TRUE(one == three);
  // Shrunk to the smallest board and the fewest pieces: two tris side by
  // side on 3x3, in the first window and at the first points that keep it.
  const Position& ex = one.kinds[0].examples.at(0).position;
  EXPECT_EQ(ex.board.size().n(), 3);
  EXPECT_EQ(ex.board.count(Piece::Tris), 2);
  EXPECT_EQ(ex.board.count(Piece::Black) + ex.board.count(Piece::White), 0);
}

TEST(Search, PositionsBudgetIsAPrefixAndShardsMergeToTheWhole) {
  SearchSpace s;
  s.sizes = {SizePlan{3, 2, 0, 0, 0}, SizePlan{5, -1, 200, 0, 0}};
  s.seed = 5;
  SearchReport whole = search(s, tris_pair);
  std::vector<SearchReport> parts;
  for (int k = 0; k < 3; ++k) {
    SearchSpace t = s;
    t.shard = k;
    t.shards = 3;
    parts.push_back(search(t, tris_pair));
  }
  SearchReport merged = merge(parts, tris_pair);
  EXPECT_EQ(merged.searched(), whole.searched());
  EXPECT_EQ(merged.positions, whole.positions);
  EXPECT_TRUE(merged.kinds == whole.kinds);
  SearchSpace cut = s;
  cut.max_positions = 100;
  SearchReport r = search(cut, tris_pair);
  EXPECT_EQ(r.coverage[0].done, 100u);
  EXPECT_EQ(r.coverage[1].done, 0u);
  // (1 + 9*3 + 36*9) boards x 4 slots = 1,408 positions
  EXPECT_EQ(r.coverage[0].units, 1408u);
  EXPECT_EQ(r.searched(), "100 of the 1,408 3x3 positions up to 2 pieces (" + std::to_string(r.coverage[0].classes) +
                              " boards up to symmetry, each slot to move)");
}

TEST(Shrink, CropsToTheSmallestBoardThenRemovesPieces) {
  Position p = parse_position("rules: trisgo-2026\nsize: 7\nnext: 1\nboard:\n.......\n.X.....\n.......\n....TT.\n..O....\n.......\n.......\n", "t");
  Position s = shrink(p, [](const Position& q) { return tris_pair(q).has_value(); });
  // The first 3x3 window in reading order holding both tris: rows 1-3,
  // columns 3-5 of the diagram; then the black and white stones go.
  EXPECT_EQ(print_position(s), "rules: trisgo-2026\nsize: 3\nnext: 1\nboard:\n...\n...\n.TT\n");
}

}  // namespace
}  // namespace tg::audit

namespace tg::audit {
namespace {

TEST(Search, TimeBudgetStopsAtAPrefixThatPositionsReproduce) {
  SearchSpace s;
  s.sizes = {SizePlan{3, 3, 0, 0, 0}, SizePlan{5, -1, 2000, 0, 0}};
  s.seed = 3;
  s.jobs = 2;
  s.budget_seconds = 0.05;
  Probe slow = [](const Position& p) {
    volatile std::uint64_t x = 0;
    for (int i = 0; i < 20000; ++i) x = x + static_cast<std::uint64_t>(i);
    return tris_pair(p);
  };
  SearchReport timed = search(s, slow);
  std::uint64_t units = 0;
  for (const Coverage& c : timed.coverage) units += c.done;
  ASSERT_GT(units, 0u);
  SearchSpace exact = s;
  exact.budget_seconds = 0;
  exact.max_positions = units;
  SearchReport again = search(exact, slow);
  EXPECT_EQ(again.coverage, timed.coverage);
  EXPECT_EQ(again.kinds, timed.kinds);
  EXPECT_EQ(again.positions, timed.positions);
}

}  // namespace
}  // namespace tg::audit
