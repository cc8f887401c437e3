// evaluate_bench: games per second of `trisgo evaluate`'s self-play
// (evaluate/self_play.h: the player's move, the engine's answers and every
// rule count of each move) per preset and board size, the light player on
// the optimized engine:
//   EvaluateGame/<preset>/<n>   one seeded game per iteration (the seeds of
//                               game 0, 1, 2, ... of seed 1), counters games/s
//                               and moves/s
// The MCTS player's playouts per second belong to search/'s benchmarks.
#include <benchmark/benchmark.h>

#include <string>

#include "evaluate/evaluation.h"
#include "evaluate/self_play.h"
#include "optimized/optimized_engine.h"

namespace tg::bench {
namespace {

const Engine& engine() {
  static const auto e = opt::make_optimized_engine();
  return *e;
}

void evaluate_game(benchmark::State& state, const std::string& preset, int n) {
  const Ruleset rules = parse_ruleset(preset);
  const BoardSize size = *BoardSize::make(n);
  const evaluate::PlayerOptions player;
  long index = 0, moves = 0, games = 0;
  for (auto _ : state) {
    const evaluate::GameResult r =
        evaluate::play_game(engine(), rules, size, player, evaluate::game_seed(1, index++), 4 * n * n);
    benchmark::DoNotOptimize(r.moves);
    moves += r.moves;
    ++games;
  }
  state.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
  state.counters["moves/s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}

void register_all() {
  for (const char* preset : {"go", "trisgo-2026", "menggo-2019", "menggo-2013/order=menggo-2013-two", "flybomb-A",
                             "flybomb-B", "flybomb-C", "trisgomoku"})
    for (int n : {5, 9}) {
      const std::string name = std::string("EvaluateGame/") + preset + "/" + std::to_string(n);
      benchmark::RegisterBenchmark(name.c_str(), [preset, n](benchmark::State& s) { evaluate_game(s, preset, n); })
          ->Unit(benchmark::kMillisecond);
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
