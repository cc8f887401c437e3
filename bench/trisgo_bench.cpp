// trisgo_bench: Google Benchmark timings of the engine interface, reference
// and optimized in the same run (benchmark names .../reference/... and
// .../optimized/...), on seeded mid-game positions of 9x9, 13x13 and 19x19:
//   Play         play() of a legal move (captures, attribute update, cascade)
//   Analyze      analyze(): strings, regions, private eyes, tris attributes,
//                forbidden points, score
//   LegalMoves   legal_moves()
//   Score        score() with no dead strings
//   RandomGame   a whole random game (legal_moves + uniform choice), moves/s
//   LightPlayout the light-playout policy in place (optimized/playout/playout.h),
//                optimized engine only, playouts/s and moves/s
//   LightPlayoutLayers the same on the layer board (PlayoutBoard::Layers),
//                which the mailbox TrisGo board replaces and is tested against
//   LightPlayoutViaEngine the same policy through Engine::play (9x9 only)
// The ratios are printed by bench_ratio (one process, same workloads).
#include <benchmark/benchmark.h>

#include <map>
#include <string>
#include <vector>

#include "bench/workloads.h"

namespace tg::bench {
namespace {

constexpr int kPositions = 4;

int midgame_moves(int n) { return n * n * 2 / 5; }

// The mid-game positions of one size (built once, with their moves).
struct Workload {
  std::vector<Position> positions;
  std::vector<Move> moves;
};
const Workload& workload(const std::string& rules, int n) {
  static std::map<std::string, Workload> cache;
  const std::string key = rules + "/" + std::to_string(n);
  auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  Workload w;
  for (int i = 0; i < kPositions; ++i) {
    w.positions.push_back(midgame(rules, n, static_cast<std::uint64_t>(1000 * n + i), midgame_moves(n)));
    w.moves.push_back(some_legal_move(optimized(), w.positions.back(), static_cast<std::uint64_t>(i)));
  }
  return cache.emplace(key, std::move(w)).first->second;
}

const Engine& engine_named(const std::string& name) { return name == "reference" ? reference() : optimized(); }

void set_playout_counters(benchmark::State& state, const PlayoutStats& stats) {
  state.counters["playouts/s"] = benchmark::Counter(static_cast<double>(stats.playouts), benchmark::Counter::kIsRate);
  state.counters["moves/s"] = benchmark::Counter(static_cast<double>(stats.moves), benchmark::Counter::kIsRate);
}

// The light policy in place (optimized/playout/playout.h): the Go-board number.
void light_inplace(benchmark::State& state, const std::string& rules, int n,
                   opt::PlayoutBoard board = opt::PlayoutBoard::Fastest) {
  opt::Playout playout(Position(*BoardSize::make(n), parse_ruleset(rules)), board);
  opt::PlayoutRng rng(7);
  PlayoutStats stats;
  for (auto _ : state) light_playout_inplace(playout, rng, 3 * n * n, stats);
  set_playout_counters(state, stats);
}

// The same policy through the engine interface (a new Position per candidate).
void light_via_engine(benchmark::State& state, const Engine& eng, const std::string& rules, int n) {
  const Position start(*BoardSize::make(n), parse_ruleset(rules));
  opt::PlayoutRng rng(7);
  PlayoutStats stats;
  for (auto _ : state) light_playout(eng, start, rng, 3 * n * n, stats);
  set_playout_counters(state, stats);
}

void register_all() {
  const std::string rules = "trisgo-2026";
  for (const char* e : {"reference", "optimized"}) {
    const std::string engine = e;
    for (int n : {9, 13, 19}) {
      const std::string suffix = "/" + engine + "/" + std::to_string(n);
      benchmark::RegisterBenchmark(("Play" + suffix).c_str(), [=](benchmark::State& state) {
        const Workload& w = workload(rules, n);
        const Engine& eng = engine_named(engine);
        std::size_t i = 0;
        for (auto _ : state) {
          benchmark::DoNotOptimize(eng.play(w.positions[i], w.moves[i]));
          i = (i + 1) % w.positions.size();
        }
      })->Unit(benchmark::kMicrosecond);
      benchmark::RegisterBenchmark(("Analyze" + suffix).c_str(), [=](benchmark::State& state) {
        const Workload& w = workload(rules, n);
        const Engine& eng = engine_named(engine);
        std::size_t i = 0;
        for (auto _ : state) {
          benchmark::DoNotOptimize(eng.analyze(w.positions[i]));
          i = (i + 1) % w.positions.size();
        }
      })->Unit(benchmark::kMicrosecond);
      benchmark::RegisterBenchmark(("LegalMoves" + suffix).c_str(), [=](benchmark::State& state) {
        const Workload& w = workload(rules, n);
        const Engine& eng = engine_named(engine);
        std::size_t i = 0;
        for (auto _ : state) {
          benchmark::DoNotOptimize(eng.legal_moves(w.positions[i]));
          i = (i + 1) % w.positions.size();
        }
      })->Unit(benchmark::kMicrosecond);
      benchmark::RegisterBenchmark(("Score" + suffix).c_str(), [=](benchmark::State& state) {
        const Workload& w = workload(rules, n);
        const Engine& eng = engine_named(engine);
        std::size_t i = 0;
        for (auto _ : state) {
          benchmark::DoNotOptimize(eng.score(w.positions[i], {}));
          i = (i + 1) % w.positions.size();
        }
      })->Unit(benchmark::kMicrosecond);
      benchmark::RegisterBenchmark(("RandomGame" + suffix).c_str(), [=](benchmark::State& state) {
        const Engine& eng = engine_named(engine);
        long moves = 0;
        std::uint64_t seed = 1;
        for (auto _ : state) moves += random_game(eng, rules, n, seed++, engine == "reference" ? 40 : n * n);
        state.counters["moves/s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
      })->Unit(benchmark::kMillisecond);
      for (const char* r : {"go", "trisgo-2026"}) {
        const std::string playout_rules = r;
        // In place: the optimized engine only (the reference has no playout).
        if (engine == "optimized")
          benchmark::RegisterBenchmark(("LightPlayout/" + playout_rules + suffix).c_str(),
                                       [=](benchmark::State& state) { light_inplace(state, playout_rules, n); })
              ->Unit(benchmark::kMicrosecond);
        if (engine == "optimized" && playout_rules != "go")
          benchmark::RegisterBenchmark(("LightPlayoutLayers/" + playout_rules + suffix).c_str(),
                                       [=](benchmark::State& state) {
                                         light_inplace(state, playout_rules, n, opt::PlayoutBoard::Layers);
                                       })
              ->Unit(benchmark::kMicrosecond);
        // Through Engine::play, 9x9 only (minutes per 19x19 playout for the reference).
        if (n == 9)
          benchmark::RegisterBenchmark(
              ("LightPlayoutViaEngine/" + playout_rules + suffix).c_str(),
              [=](benchmark::State& state) { light_via_engine(state, engine_named(engine), playout_rules, n); })
              ->Unit(benchmark::kMillisecond);
      }
    }
  }
}

}  // namespace
}  // namespace tg::bench

int main(int argc, char** argv) {
  tg::bench::register_all();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
