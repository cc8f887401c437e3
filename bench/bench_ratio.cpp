// bench_ratio: the reference and the optimized engine on the same workloads in
// one process, timed in process CPU time (clock_gettime), and their ratio (reference time /
// optimized time); then light playouts. Prints Markdown tables for
// bench/RESULTS.md.
//   bench_ratio [--min-time SECONDS] [--quick]
// --min-time: how long each (engine, operation, size) is repeated at least
// (default 1 s; the reference runs each workload at least once anyway).
// --quick: 9x9 only, short games (a check that it runs).
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "bench/workloads.h"

namespace tg::bench {
namespace {

double min_time = 1.0;
bool quick = false;

// Process CPU time, not wall time: the numbers stay meaningful on a busy
// machine (the program is single-threaded).
struct Clock {
  using duration = std::chrono::duration<double>;
  using time_point = std::chrono::time_point<Clock, duration>;
  static time_point now() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return time_point(duration(static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9));
  }
};

// Seconds per call of `work(i)` (i cycling over `count` workloads), repeated
// until min_time has passed (at least one full cycle).
double per_call(int count, const std::function<void(int)>& work) {
  long calls = 0;
  const auto t0 = Clock::now();
  double elapsed = 0;
  do {
    for (int i = 0; i < count; ++i) work(i);
    calls += count;
    elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
  } while (elapsed < min_time);
  return elapsed / static_cast<double>(calls);
}

std::string us(double seconds) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f", seconds * 1e6);
  return buf;
}
std::string num(double v, const char* fmt = "%.0f") {
  char buf[64];
  std::snprintf(buf, sizeof buf, fmt, v);
  return buf;
}

void operations(const std::string& rules) {
  std::printf("\n### Operations on seeded mid-game positions (%s)\n\n", rules.c_str());
  std::printf("4 positions per size after n*n*2/5 random legal moves (seeds 1000n+i); times per call.\n\n");
  std::printf("| operation | size | reference (us) | optimized (us) | ratio |\n|---|---|---:|---:|---:|\n");
  std::vector<int> sizes = quick ? std::vector<int>{9} : std::vector<int>{9, 13, 19};
  for (int n : sizes) {
    std::vector<Position> pos;
    std::vector<Move> moves;
    for (int i = 0; i < 4; ++i) {
      pos.push_back(midgame(rules, n, static_cast<std::uint64_t>(1000 * n + i), n * n * 2 / 5));
      moves.push_back(some_legal_move(optimized(), pos.back(), static_cast<std::uint64_t>(i)));
    }
    struct Op {
      const char* name;
      std::function<void(const Engine&, int)> run;
    };
    const std::vector<Op> ops = {
        {"play (a legal move)", [&](const Engine& e, int i) { (void)e.play(pos[i], moves[i]); }},
        {"analyze (private eyes, attributes, all)", [&](const Engine& e, int i) { (void)e.analyze(pos[i]); }},
        {"legal_moves", [&](const Engine& e, int i) { (void)e.legal_moves(pos[i]); }},
        {"score", [&](const Engine& e, int i) { (void)e.score(pos[i], {}); }},
    };
    for (const Op& op : ops) {
      const double r = per_call(4, [&](int i) { op.run(reference(), i); });
      const double o = per_call(4, [&](int i) { op.run(optimized(), i); });
      std::printf("| %s | %dx%d | %s | %s | %s |\n", op.name, n, n, us(r).c_str(), us(o).c_str(),
                  num(r / o, "%.1f").c_str());
      std::fflush(stdout);
    }
  }
}

void games(const std::string& rules, int n, int max_moves, int ref_games) {
  // The same seeds for both engines: they pick the same moves (the legal move
  // lists are equal), so the work is identical.
  auto run = [&](const Engine& e, int count, double& seconds) {
    long moves = 0;
    const auto t0 = Clock::now();
    for (int g = 0; g < count; ++g) moves += random_game(e, rules, n, static_cast<std::uint64_t>(g + 1), max_moves);
    seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    return moves;
  };
  double rs = 0, os = 0;
  const long rm = run(reference(), ref_games, rs);
  // The optimized engine plays the same games, repeated for a stable time.
  long om = 0;
  int reps = 0;
  const auto t0 = Clock::now();
  do {
    double s = 0;
    om += run(optimized(), ref_games, s);
    ++reps;
    os = std::chrono::duration<double>(Clock::now() - t0).count();
  } while (os < min_time);
  const double r_rate = static_cast<double>(rm) / rs, o_rate = static_cast<double>(om) / os;
  std::printf("| %s | %dx%d | %d game(s), <= %d moves | %s | %s | %s |\n", rules.c_str(), n, n, ref_games, max_moves,
              num(r_rate, "%.1f").c_str(), num(o_rate).c_str(), num(o_rate / r_rate, "%.1f").c_str());
  std::fflush(stdout);
}

void playouts(const Engine& e, const std::string& rules, int n, double seconds, double* go_rate) {
  const Position start(*BoardSize::make(n), parse_ruleset(rules));
  std::mt19937_64 rng(7);
  PlayoutStats st;
  const auto t0 = Clock::now();
  double elapsed = 0;
  do {
    light_playout(e, start, rng, 3 * n * n, st);
    elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
  } while (elapsed < seconds);
  const double mps = static_cast<double>(st.moves) / elapsed;
  std::string vs_go = "";
  if (go_rate && rules == "go") *go_rate = mps;
  if (go_rate && rules != "go" && *go_rate > 0) vs_go = num(mps / *go_rate, "%.2f");
  std::printf("| %s | %s | %dx%d | %ld | %s | %s | %s | %s | %s |\n", e.name().c_str(), rules.c_str(), n, n,
              st.playouts, num(static_cast<double>(st.playouts) / elapsed, "%.2f").c_str(), num(mps).c_str(),
              num(static_cast<double>(st.moves) / static_cast<double>(st.playouts), "%.1f").c_str(),
              num(static_cast<double>(st.tries) / static_cast<double>(st.moves), "%.2f").c_str(), vs_go.c_str());
  std::fflush(stdout);
}

}  // namespace
}  // namespace tg::bench

int main(int argc, char** argv) {
  using namespace tg::bench;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--min-time" && i + 1 < argc) min_time = std::atof(argv[++i]);
    else if (a == "--quick") quick = true;
    else {
      std::fprintf(stderr, "usage: bench_ratio [--min-time SECONDS] [--quick]\n");
      return 2;
    }
  }
  operations("trisgo-2026");
  std::printf("\n### Whole random games (legal_moves, then a uniformly random legal move)\n\n");
  std::printf("| rules | size | workload | reference moves/s | optimized moves/s | ratio |\n|---|---|---|---:|---:|---:|\n");
  if (quick) {
    games("trisgo-2026", 9, 20, 1);
  } else {
    games("trisgo-2026", 9, 81, 2);
    games("trisgo-2026", 13, 100, 1);
    games("trisgo-2026", 19, 120, 1);
    games("go", 19, 120, 1);
  }
  std::printf("\n### Light playouts\n\n");
  std::printf("| engine | rules | size | playouts | playouts/s | moves/s | moves/playout | play() calls/move | "
              "moves/s vs go |\n|---|---|---|---:|---:|---:|---:|---:|---:|\n");
  const double t = quick ? 0.05 : 3 * min_time;
  for (int n : quick ? std::vector<int>{9} : std::vector<int>{9, 19}) {
    double go_rate = 0;
    playouts(optimized(), "go", n, t, &go_rate);
    playouts(optimized(), "trisgo-2026", n, t, &go_rate);
  }
  if (!quick) {
    double go_rate = 0;
    playouts(reference(), "go", 9, min_time, &go_rate);
    playouts(reference(), "trisgo-2026", 9, min_time, &go_rate);
  }
  return 0;
}
