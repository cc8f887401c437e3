// Positions per second of the rule author's kit's search (audit/search.h)
// with `trisgo diff`'s probe (audit/diff.h): the exhaustive 3x3 phase and
// the random 5x5 phase, on the optimized engine (the default) and on the
// reference (the ratio says why the search runs on the optimized engine),
// and the enumeration alone (a probe that finds nothing).
#include <benchmark/benchmark.h>

#include "audit/diff.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"

namespace {

using namespace tg;
using namespace tg::audit;

const Engine& engine(bool optimized) {
  static const auto o = opt::make_optimized_engine();
  static const auto r = ref::make_reference_engine();
  return optimized ? *o : *r;
}

SearchSpace space(int size, int pieces, std::uint64_t random) {
  SearchSpace s;
  s.sizes = {SizePlan{size, pieces, random, 0, 0}};
  s.seed = 1;
  s.jobs = 1;
  s.shrink = false;
  return s;
}

void run(benchmark::State& state, const SearchSpace& s, bool optimized) {
  const Engine& e = engine(optimized);
  DiffSide a{"trisgo-2026", parse_ruleset("trisgo-2026"), &e, nullptr};
  DiffSide b{"trisgo-2026/tris_forbid=any", parse_ruleset("trisgo-2026/tris_forbid=any"), &e, nullptr};
  std::uint64_t positions = 0;
  for (auto _ : state) {
    DiffReport r = run_diff(a, b, s);
    positions += r.search.positions;
    benchmark::DoNotOptimize(r);
  }
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(positions), benchmark::Counter::kIsRate);
}

void DiffExhaustive3(benchmark::State& state) { run(state, space(3, 3, 0), state.range(0) == 1); }
void DiffRandom5(benchmark::State& state) { run(state, space(5, -1, 100), state.range(0) == 1); }

void EnumerateOnly(benchmark::State& state) {
  const SearchSpace s = space(3, 5, 0);
  std::uint64_t positions = 0;
  for (auto _ : state) {
    SearchReport r = search(s, [](const Position&) -> std::optional<Finding> { return std::nullopt; });
    positions += r.positions;
  }
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(positions), benchmark::Counter::kIsRate);
}

}  // namespace

// Arg 1: optimized engine, 0: reference.
BENCHMARK(DiffExhaustive3)->Arg(1)->Arg(0)->ArgName("optimized")->Unit(benchmark::kMillisecond);
BENCHMARK(DiffRandom5)->Arg(1)->Arg(0)->ArgName("optimized")->Unit(benchmark::kMillisecond);
BENCHMARK(EnumerateOnly)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
