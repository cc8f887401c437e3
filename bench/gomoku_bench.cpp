// gomoku_bench: Google Benchmark timings of TrisGomoku (trisgomoku preset,
// spec/systems/trisgomoku.md) on the renju board, 15x15, both engines in the
// same run:
//   GomokuRandomGame/<engine>/15   whole random games through the engine
//                                  interface (workloads.h random_game: legal_moves,
//                                  then a uniformly random legal move, passes
//                                  included, until the game ends), counters
//                                  games/s and moves/s
//   GomokuRandomGameRatio/15       the same seeds played by both engines in each
//                                  iteration, each timed in process CPU time;
//                                  counters ref_moves/s, opt_moves/s and
//                                  ratio = reference time / optimized time
//   GomokuAnalyze/<engine>/15      analyze() of seeded mid-game positions
//                                  (strings, extended strings, every target, fives, end)
//   GomokuPlay/<engine>/15         play() of a legal move on them
//   GomokuPlayRing/<engine>/15     play() on the liberty of a single-hole ring (a
//                                  move that encircles), where the position has one
//   GomokuLegalMoves/<engine>/15   legal_moves()
//   GomokuGameState/optimized/15   the same random games on the optimized engine's
//                                  stateful tg::opt::GomokuGame (moves played in
//                                  place, no Position copies); the moves must be
//                                  those of the engine interface, checked once
#include <benchmark/benchmark.h>

#include <ctime>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench/workloads.h"
#include "optimized/gomoku/gomoku_game.h"

namespace tg::bench {
namespace {

constexpr int kN = 15;
constexpr int kPositions = 8;
const char* const kRules = "trisgomoku";

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

int max_moves() { return 4 * kN * kN; }

// A mid-game position: `moves` random non-pass moves from the empty board
// that do not end the game (a move giving a five is replaced by another), so
// every operation works on a game that goes on.
Position gomoku_midgame(std::uint64_t seed, int moves) {
  std::mt19937_64 rng(seed);
  Position pos(*BoardSize::make(kN), parse_ruleset(kRules));
  for (int i = 0; i < moves; ++i) {
    std::vector<Move> legal = optimized().legal_moves(pos);
    legal.pop_back();  // the pass
    while (!legal.empty()) {
      const std::size_t k = rng() % legal.size();
      MoveOutcome o = optimized().play(pos, legal[k]);
      if (o.legal() && !optimized().ended(*o.after)) {
        pos = std::move(*o.after);
        break;
      }
      legal.erase(legal.begin() + static_cast<std::ptrdiff_t>(k));
    }
    if (legal.empty()) break;
  }
  return pos;
}

struct Workload {
  std::vector<Position> positions;
  std::vector<Move> moves;  // a legal non-pass move of each position
  std::vector<Position> ring_positions;
  std::vector<Move> ring_moves;  // on the one liberty of a target
};

const Workload& workload() {
  static const Workload w = [] {
    Workload out;
    for (int i = 0; i < kPositions; ++i) {
      const Position p = gomoku_midgame(static_cast<std::uint64_t>(15000 + i), kN * kN * 2 / 5);
      out.positions.push_back(p);
      out.moves.push_back(some_legal_move(optimized(), p, static_cast<std::uint64_t>(i)));
      const Slot slot = p.to_move();
      const Analysis a = optimized().analyze(p);
      for (const EncirclementTarget& t : a.gomoku->targets)
        if (t.liberties.size() == 1) {
          out.ring_positions.push_back(p);
          out.ring_moves.push_back(
              Move{slot.side, slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris, t.liberties[0]});
          break;
        }
    }
    return out;
  }();
  return w;
}

const Engine& engine_named(const std::string& name) { return name == "reference" ? reference() : optimized(); }

// The random game of workloads.h on the stateful game: the same list (legal
// points in index order, then the pass) and the same choice, so the same game.
long state_game(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  opt::GomokuGame game(Position(*BoardSize::make(kN), parse_ruleset(kRules)));
  long moves = 0;
  for (int i = 0; i < max_moves() && !game.ended(); ++i) {
    const std::vector<Point> points = game.legal_points();
    const Slot slot = game.to_move();
    const std::size_t k = rng() % (points.size() + 1);
    Move m{slot.side, MoveKind::Pass, {}};
    if (k < points.size()) m = Move{slot.side, slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris, points[k]};
    if (!game.play(m).legal) throw std::logic_error("GomokuGame refused a move it listed");
    ++moves;
  }
  return moves;
}

void register_all() {
  for (const char* e : {"reference", "optimized"}) {
    const std::string engine = e;
    const std::string suffix = "/" + engine + "/" + std::to_string(kN);
    benchmark::RegisterBenchmark(("GomokuRandomGame" + suffix).c_str(), [=](benchmark::State& state) {
      const Engine& eng = engine_named(engine);
      long moves = 0, games = 0;
      std::uint64_t seed = 1;
      for (auto _ : state) {
        moves += random_game(eng, kRules, kN, seed++, max_moves());
        ++games;
      }
      state.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
      state.counters["moves/s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
      state.counters["moves/game"] = static_cast<double>(moves) / static_cast<double>(games);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("GomokuAnalyze" + suffix).c_str(), [=](benchmark::State& state) {
      const Workload& w = workload();
      const Engine& eng = engine_named(engine);
      std::size_t i = 0;
      for (auto _ : state) {
        benchmark::DoNotOptimize(eng.analyze(w.positions[i]));
        i = (i + 1) % w.positions.size();
      }
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("GomokuPlay" + suffix).c_str(), [=](benchmark::State& state) {
      const Workload& w = workload();
      const Engine& eng = engine_named(engine);
      std::size_t i = 0;
      for (auto _ : state) {
        benchmark::DoNotOptimize(eng.play(w.positions[i], w.moves[i]));
        i = (i + 1) % w.positions.size();
      }
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("GomokuPlayRing" + suffix).c_str(), [=](benchmark::State& state) {
      const Workload& w = workload();
      if (w.ring_positions.empty()) {
        state.SkipWithError("no mid-game position has a single-hole ring");
        return;
      }
      const Engine& eng = engine_named(engine);
      std::size_t i = 0;
      for (auto _ : state) {
        benchmark::DoNotOptimize(eng.play(w.ring_positions[i], w.ring_moves[i]));
        i = (i + 1) % w.ring_positions.size();
      }
      state.counters["positions"] = static_cast<double>(w.ring_positions.size());
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark(("GomokuLegalMoves" + suffix).c_str(), [=](benchmark::State& state) {
      const Workload& w = workload();
      const Engine& eng = engine_named(engine);
      std::size_t i = 0;
      for (auto _ : state) {
        benchmark::DoNotOptimize(eng.legal_moves(w.positions[i]));
        i = (i + 1) % w.positions.size();
      }
    })->Unit(benchmark::kMicrosecond);
  }

  benchmark::RegisterBenchmark(("GomokuRandomGameRatio/" + std::to_string(kN)).c_str(), [](benchmark::State& state) {
    double ref_time = 0, opt_time = 0;
    long ref_moves = 0, opt_moves = 0;
    std::uint64_t seed = 1;
    for (auto _ : state) {
      double t0 = cpu_seconds();
      ref_moves += random_game(reference(), kRules, kN, seed, max_moves());
      double t1 = cpu_seconds();
      opt_moves += random_game(optimized(), kRules, kN, seed, max_moves());
      double t2 = cpu_seconds();
      ref_time += t1 - t0;
      opt_time += t2 - t1;
      ++seed;
    }
    if (ref_moves != opt_moves) state.SkipWithError("the engines played different games from the same seeds");
    state.counters["ref_moves/s"] = static_cast<double>(ref_moves) / ref_time;
    state.counters["opt_moves/s"] = static_cast<double>(opt_moves) / opt_time;
    state.counters["ratio"] = ref_time / opt_time;
  })->Unit(benchmark::kMillisecond);

  benchmark::RegisterBenchmark(("GomokuGameState/optimized/" + std::to_string(kN)).c_str(), [](benchmark::State& state) {
    // The stateful game must play the engine interface's game (same seed).
    if (state_game(1) != random_game(optimized(), kRules, kN, 1, max_moves())) {
      state.SkipWithError("GomokuGame and the engine interface play different games from seed 1");
      return;
    }
    long moves = 0, games = 0;
    std::uint64_t seed = 1;
    for (auto _ : state) {
      moves += state_game(seed++);
      ++games;
    }
    state.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    state.counters["moves/s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
  })->Unit(benchmark::kMicrosecond);
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
