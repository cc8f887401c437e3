// perft_bench: perft nodes/s (moves played per second by conformance/perft.h,
// every ply) of both engines on the same walks, with the reference/optimized
// ratio printed after the runs, from one process; also the optimized engine
// through the generic successors() (what the lean path saves). The optimized engine walks
// through its lean Engine::successors (one derivation per position, no
// sentences); the reference through the generic default (legal_moves, play,
// ended).
//   perft_bench [Google Benchmark flags, e.g. --benchmark_min_time=0.5]
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <vector>
#include <string>

#include "conformance/perft.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"

namespace {

struct Walk {
  const char* rules;
  int size;
  int depth;
};
// Small enough that the reference finishes a walk in well under a second.
const Walk kWalks[] = {{"go", 9, 2}, {"go", 7, 2}, {"trisgo-2026", 7, 2}, {"menggo-2013", 7, 2}, {"trisgomoku", 7, 2},
                       {"trisgo-2026", 3, 4}, {"flybomb-A", 5, 2},  {"flybomb-A", 7, 2}};

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

// Collects nodes/s per walk and engine to print the ratio after the runs.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& r : runs) {
      std::string name = r.benchmark_name();  // Perft/<rules>/<n>/d<depth>/<engine>/process_time
      if (const auto suffix = name.rfind("/process_time"); suffix != std::string::npos) name.resize(suffix);
      const auto slash = name.rfind('/');
      const auto it = r.counters.find("nodes/s");
      if (slash == std::string::npos || it == r.counters.end()) continue;
      rates_[name.substr(0, slash)][name.substr(slash + 1)] = it->second.value;
    }
  }
  void print_ratios() const {
    std::printf(
        "\n| walk | reference nodes/s | optimized, generic successors | optimized (lean successors) | "
        "optimized / reference | lean / generic |\n|---|---:|---:|---:|---:|---:|\n");
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
  }

 private:
  std::map<std::string, std::map<std::string, double>> rates_;
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

}  // namespace

int main(int argc, char** argv) {
  const auto reference = tg::ref::make_reference_engine();
  const auto optimized = tg::opt::make_optimized_engine();
  const GenericSuccessors generic(*optimized);
  for (const Walk& w : kWalks) {
    const std::vector<const tg::Engine*> engines = {reference.get(), &generic, optimized.get()};
    for (const tg::Engine* e : engines) {
      const std::string name = std::string("Perft/") + w.rules + "/" + std::to_string(w.size) + "/d" +
                               std::to_string(w.depth) + "/" + e->name();
      benchmark::RegisterBenchmark(name.c_str(), perft_walk, e, w)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
    }
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  reporter.print_ratios();
  benchmark::Shutdown();
  return 0;
}
