// Stopping a search in time (issue 36): the budget is wall-clock whatever
// --jobs is, and a cancel flag (a signal) stops it with a report of the
// prefix of chunks done, unshrunk, marked interrupted.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "audit/search.h"

namespace tg::audit {
namespace {

// Finds every position with a tris (so there is something to shrink), and
// takes `ms` milliseconds per position.
std::optional<Finding> slow_tris(const Position& p, int ms) {
  std::this_thread::sleep_for(std::chrono::milliseconds(ms));
  for (int i = 0; i < p.board.size().points(); ++i)
    if (p.board.at_index(i) == Piece::Tris) {
      Finding f;
      f.kind = "tris";
      f.position = p;
      return f;
    }
  return std::nullopt;
}

std::uint64_t units_done(const SearchReport& r) {
  std::uint64_t n = 0;
  for (const Coverage& c : r.coverage) n += c.done;
  return n;
}

TEST(SearchStop, BudgetHoldsWithManyMoreJobsThanCores) {
  SearchSpace s;
  // A chunk is 32 random positions, 0.64 s at 20 ms each: before issue 36
  // every thread finished the chunk it was in, so 64 threads ran up to
  // 0.64 s past the budget (a guided game, one unit, can take seconds).
  s.sizes = {SizePlan{7, -1, 100000, 0, 0}};
  s.jobs = 64;
  s.budget_seconds = 0.3;
  s.shrink = false;
  const Probe probe = [](const Position& p) { return slow_tris(p, 20); };
  const auto start = std::chrono::steady_clock::now();
  const SearchReport r = search(s, probe);
  const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_TRUE(r.stopped_by_time);
  EXPECT_FALSE(r.interrupted);
  EXPECT_LT(took, 0.3 + 0.25);
  // A prefix of the sequence (the units done of the first chunk, which no
  // thread finished): --positions N reproduces it.
  ASSERT_GT(units_done(r), 0u);
  SearchSpace exact = s;
  exact.budget_seconds = 0;
  exact.max_positions = units_done(r);
  const SearchReport again = search(exact, probe);
  EXPECT_EQ(again.coverage.front().done, r.coverage.front().done);
  EXPECT_EQ(again.positions, r.positions);
  EXPECT_EQ(again.kinds, r.kinds);
}

TEST(SearchStop, CancelStopsSoonWithThePrefixDoneUnshrunk) {
  SearchSpace s;
  s.sizes = {SizePlan{5, -1, 100000, 0, 0}};
  s.jobs = 4;
  std::atomic<bool> cancel{false};
  s.cancel = &cancel;
  std::atomic<int> calls{0};
  Probe probe = [&](const Position& p) {
    if (++calls == 400) cancel = true;  // as a signal's handler would, from another thread
    return slow_tris(p, 1);
  };
  const auto start = std::chrono::steady_clock::now();
  const SearchReport r = search(s, probe);
  const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_TRUE(r.interrupted);
  EXPECT_FALSE(r.stopped_by_time);
  EXPECT_LT(took, 5.0);  // 100,000 positions at a millisecond each would take minutes
  const std::uint64_t done = units_done(r);
  EXPECT_GT(done, 0u);
  EXPECT_LT(done, 100000u);
  ASSERT_EQ(r.kinds.size(), 1u);
  // Not shrunk: the example is the position as found.
  EXPECT_EQ(r.kinds[0].examples, r.kinds[0].originals);
  // What it reports is a prefix of the sequence, as --positions searches it.
  SearchSpace exact = s;
  exact.cancel = nullptr;
  exact.shrink = false;
  exact.max_positions = done;
  const SearchReport again = search(exact, [](const Position& p) { return slow_tris(p, 0); });
  EXPECT_EQ(again.positions, r.positions);
  ASSERT_EQ(again.kinds.size(), 1u);
  EXPECT_EQ(again.kinds[0].count, r.kinds[0].count);
  EXPECT_EQ(again.kinds[0].originals, r.kinds[0].originals);
}

}  // namespace
}  // namespace tg::audit
