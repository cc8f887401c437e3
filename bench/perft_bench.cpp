// perft_bench: perft nodes/s (moves counted per second by conformance/perft.h,
// every ply) of both engines on the same walks, with the ratios printed after
// the runs, from one process. perft walks one GameState in place
// (vocab/game_state.h) and counts the last ply from move summaries without
// playing it. Engines: the reference (the copying GameState over the
// generic successors: legal_moves, play, ended); the optimized engine
// through the generic successors (what the lean path saves); the optimized
// engine through the copying GameState over its lean successors ("copying":
// a new Position per move, as perft walked before issue 29's item 3); and the
// optimized engine itself (in place where it plays natively: the stone-only
// rulesets, optimized/game/). Also light playouts of `go` in place
// (optimized/playout/playout.h), moves/s, for the ratio of perft nodes/s to
// playout moves/s in the same run.
//   perft_bench [Google Benchmark flags, e.g. --benchmark_min_time=0.5]
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <vector>
#include <string>

#include "conformance/perft.h"
#include "optimized/optimized_engine.h"
#include "optimized/playout/playout.h"
#include "reference/reference_engine.h"
#include "vocab/game_state.h"

namespace {

struct Walk {
  const char* rules;
  int size;
  int depth;
  bool reference = true;  // the reference walks it too
};
// Small enough that the reference finishes a walk in well under a second;
// the deeper Go walks only for the optimized engine.
const Walk kWalks[] = {{"go", 9, 2},          {"go", 7, 2},        {"trisgo-2026", 7, 2}, {"menggo-2013", 7, 2},
                       {"trisgomoku", 7, 2},  {"trisgo-2026", 3, 4}, {"flybomb-A", 5, 2},  {"flybomb-A", 7, 2},
                       {"go", 9, 3, false},   {"go", 19, 2, false}};

void perft_walk(benchmark::State& state, const tg::Engine* engine, Walk w) {
  const tg::Position root(*tg::BoardSize::make(w.size), tg::parse_ruleset(w.rules));
  tg::conformance::PerftOptions o;
  o.depth = w.depth;
  std::uint64_t played = 0;
  for (auto _ : state) {
    const tg::conformance::PerftResult r = tg::conformance::perft(*engine, root, o);
    played += r.played;
    benchmark::DoNotOptimize(r.per_depth.back().nodes);
  }
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(played), benchmark::Counter::kIsRate);
}

// Light playouts of `go` in place from the empty board, seeded: moves/s.
void go_playouts(benchmark::State& state, int n) {
  const tg::Position root(*tg::BoardSize::make(n), tg::parse_ruleset("go"));
  tg::opt::Playout playout(root);
  tg::opt::PlayoutRng rng(7);
  std::uint64_t moves = 0;
  for (auto _ : state) {
    playout.reset();
    moves += static_cast<std::uint64_t>(playout.run(rng, 3 * n * n));
  }
  state.counters["moves/s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}

// Collects nodes/s per walk and engine to print the ratio after the runs.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& r : runs) {
      std::string name = r.benchmark_name();  // Perft/<rules>/<n>/d<depth>/<engine>/process_time
      if (const auto suffix = name.rfind("/process_time"); suffix != std::string::npos) name.resize(suffix);
      const auto slash = name.rfind('/');
      if (const auto m = r.counters.find("moves/s"); m != r.counters.end()) playouts_[name] = m->second.value;
      const auto it = r.counters.find("nodes/s");
      if (slash == std::string::npos || it == r.counters.end()) continue;
      rates_[name.substr(0, slash)][name.substr(slash + 1)] = it->second.value;
    }
  }
  void print_ratios() const {
    std::printf(
        "\n| walk | reference nodes/s | optimized, generic successors | optimized (in place where native, else lean summaries) | "
        "optimized / reference | optimized / generic |\n|---|---:|---:|---:|---:|---:|\n");
    for (const auto& entry : rates_) {
      const std::string& walk = entry.first;
      const std::map<std::string, double>& by = entry.second;
      auto rate = [&](const char* engine) {
        const auto it = by.find(engine);
        return it == by.end() ? 0.0 : it->second;
      };
      const double ref = rate("reference"), generic = rate("optimized-generic"), opt = rate("optimized");
      if (ref <= 0 || generic <= 0 || opt <= 0) continue;
      std::printf("| %s | %.0f | %.0f | %.0f | %.1f | %.2f |\n", walk.c_str(), ref, generic, opt, opt / ref,
                  opt / generic);
    }
    std::printf(
        "\n| walk | optimized, copying GameState (before) nodes/s | optimized (in place where native) nodes/s | "
        "after / before | after / go playout moves/s (same size) |\n|---|---:|---:|---:|---:|\n");
    for (const auto& [walk, by] : rates_) {
      const auto copying = by.find("optimized-copying"), opt = by.find("optimized");
      if (copying == by.end() || opt == by.end()) continue;
      std::string vs_playouts = "";
      if (walk.rfind("Perft/go/", 0) == 0) {
        const std::string size = walk.substr(9, walk.find('/', 9) - 9);
        if (const auto p = playouts_.find("Playout/go/" + size); p != playouts_.end() && p->second > 0) {
          char b[32];
          std::snprintf(b, sizeof b, "%.2f", opt->second / p->second);
          vs_playouts = b;
        }
      }
      std::printf("| %s | %.0f | %.0f | %.2f | %s |\n", walk.c_str(), copying->second, opt->second,
                  opt->second / copying->second, vs_playouts.c_str());
    }
    for (const auto& [name, rate] : playouts_) std::printf("\n%s: %.0f moves/s", name.c_str(), rate);
    std::printf("\n");
  }

 private:
  std::map<std::string, std::map<std::string, double>> rates_;
  std::map<std::string, double> playouts_;
};

// The optimized engine without its lean successors(): the generic default
// (legal_moves, then play and ended of each move), to measure what the lean
// path saves.
class GenericSuccessors : public tg::Engine {
 public:
  explicit GenericSuccessors(const tg::Engine& inner) : inner_(inner) {}
  std::string name() const override { return inner_.name() + "-generic"; }
  tg::Analysis analyze(const tg::Position& p) const override { return inner_.analyze(p); }
  tg::MoveOutcome play(const tg::Position& p, const tg::Move& m) const override { return inner_.play(p, m); }
  std::vector<tg::Move> legal_moves(const tg::Position& p) const override { return inner_.legal_moves(p); }
  bool ended(const tg::Position& p) const override { return inner_.ended(p); }
  tg::Score score(const tg::Position& p, const std::vector<tg::Point>& dead) const override {
    return inner_.score(p, dead);
  }

 private:
  const tg::Engine& inner_;
};

// The optimized engine with the copying GameState over its lean
// successors(): a new Position per move, the walk before the in-place play.
class CopyingOptimized : public GenericSuccessors {
 public:
  explicit CopyingOptimized(const tg::Engine& inner) : GenericSuccessors(inner), inner_(inner) {}
  std::string name() const override { return inner_.name() + "-copying"; }
  std::vector<tg::Successor> successors(const tg::Position& p) const override { return inner_.successors(p); }

 private:
  const tg::Engine& inner_;
};

}  // namespace

int main(int argc, char** argv) {
  const auto reference = tg::ref::make_reference_engine();
  const auto optimized = tg::opt::make_optimized_engine();
  const GenericSuccessors generic(*optimized);
  const CopyingOptimized copying(*optimized);
  for (const Walk& w : kWalks) {
    std::vector<const tg::Engine*> engines = {&generic, &copying, optimized.get()};
    if (w.reference) engines.insert(engines.begin(), reference.get());
    for (const tg::Engine* e : engines) {
      const std::string name = std::string("Perft/") + w.rules + "/" + std::to_string(w.size) + "/d" +
                               std::to_string(w.depth) + "/" + e->name();
      benchmark::RegisterBenchmark(name.c_str(), perft_walk, e, w)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
    }
  }
  for (int n : {9, 19})
    benchmark::RegisterBenchmark(("Playout/go/" + std::to_string(n)).c_str(), go_playouts, n)
        ->Unit(benchmark::kMillisecond)
        ->MeasureProcessCPUTime();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  reporter.print_ratios();
  benchmark::Shutdown();
  return 0;
}
