// bench_ratio: the reference and the optimized engine on the same workloads in
// one process, timed in process CPU time (clock_gettime), and their ratio (reference time /
// optimized time); then light playouts. Prints Markdown tables for
// bench/RESULTS.md.
//   bench_ratio [--min-time SECONDS] [--quick] [--only SECTION]...
//               [--ratio-games G] [--ratio-moves M]
// --min-time: how long each (engine, operation, size) is repeated at least
// (default 1 s; the reference runs each workload at least once anyway).
// --quick: 9x9 only, short games (a check that it runs).
// --only: ops (operations on mid-game positions), games (whole random
// games), ratio (only the random 19x19 trisgo-2026 games), playouts (light
// playouts); repeatable; default all.
// --ratio-games, --ratio-moves: the sample of random 19x19 trisgo-2026
// games (default 1 game of at most 120 moves; the reference needs about
// 0.1-0.4 s per move there).
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "bench/workloads.h"
#include "optimized/gomoku/gomoku_game.h"

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

// One row of the light-playout table: `run` plays one playout into the stats.
void playout_row(const std::string& engine, const std::string& way, const std::string& rules, int n, double seconds,
                 double* go_rate, const std::function<void(PlayoutStats&)>& run) {
  PlayoutStats st;
  const auto t0 = Clock::now();
  double elapsed = 0;
  do {
    run(st);
    elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
  } while (elapsed < seconds);
  const double mps = static_cast<double>(st.moves) / elapsed;
  std::string vs_go = "";
  if (rules == "go") *go_rate = mps;
  else if (*go_rate > 0) vs_go = num(mps / *go_rate, "%.3f");
  const double playouts = static_cast<double>(st.playouts);
  std::printf("| %s | %s | %s | %dx%d | %ld | %s | %s | %s | %s | %s |\n", engine.c_str(), way.c_str(),
              rules.c_str(), n, n, st.playouts, num(playouts / elapsed, "%.1f").c_str(), num(mps).c_str(),
              num(static_cast<double>(st.moves) / playouts, "%.1f").c_str(),
              num(static_cast<double>(st.black_wins) / playouts, "%.2f").c_str(), vs_go.c_str());
  std::fflush(stdout);
}

// Every preset (and MengGo 2013's two-player form), as the playout table
// reports them; FlybombGo's random flybombs from seed 7.
const char* const kPlayoutRules[] = {"go",        "trisgo-2026", "menggo",    "menggo-2019",
                                     "menggo-2013", "menggo-2013/order=menggo-2013-two",
                                     "flybomb-A", "flybomb-B",   "flybomb-C", "trisgomoku"};

Position playout_start(const std::string& rules, int n) {
  Position start(*BoardSize::make(n), parse_ruleset(rules));
  if (start.rules.order == OrderRule::Flybomb) start.flybomb.seed = 7;
  return start;
}

// TrisGomoku has no light playout (its game is not Go's): the stateful
// GomokuGame (optimized/gomoku/gomoku_game.h) with the light policy's choice, a
// uniformly random start among the empty points in index order and the
// first one it accepts, else a pass, until the game ends or max_moves.
void gomoku_playout(const Position& start, opt::PlayoutRng& rng, int max_moves, PlayoutStats& st) {
  opt::GomokuGame game(start);
  for (int i = 0; i < max_moves && !game.ended(); ++i) {
    const Slot slot = game.to_move();
    const int n = game.empty_count();
    bool moved = false;
    const int first = n > 0 ? static_cast<int>(rng.below(static_cast<std::uint32_t>(n))) : 0;
    for (int j = 0; j < n && !moved; ++j) {
      const Point p = game.empty_point((first + j) % n);
      moved = game.play(Move{slot.side, slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris, p}).legal;
    }
    if (!moved) game.play(Move{slot.side, MoveKind::Pass, {}});
    ++st.moves;
  }
  if (game.winner() == Winner::Black) ++st.black_wins;
  ++st.playouts;
}

void playouts_table() {
  std::printf("\n### Light playouts\n\n");
  std::printf("Random start in the empty-point list, first legal point that is not the mover's own one-point eye, "
              "else pass; two passes (or 3*n*n moves) end it; then score. FlybombGo: an offered chosen flybomb is "
              "thrown at once, declined when no point is legal (D-79), random flybombs from seed 7. \"in place\": "
              "optimized/playout/playout.h, with the board used (stones, mailbox-tris or layers), or for TrisGomoku the "
              "stateful GomokuGame; \"Engine::play\": the engine interface, a new Position per candidate "
              "(optimized/playout/playout_engine.h: the same games as in place, seed 7).\n\n");
  std::printf("| engine | way | rules | size | playouts | playouts/s | moves/s | moves/playout | black wins | "
              "moves/s vs go |\n|---|---|---|---|---:|---:|---:|---:|---:|---:|\n");
  const double t = quick ? 0.05 : 3 * min_time;
  for (int n : quick ? std::vector<int>{9} : std::vector<int>{9, 13, 19}) {
    double go_rate = 0;
    for (const char* rules : kPlayoutRules) {
      const Position start = playout_start(rules, n);
      opt::PlayoutRng rng(7);
      if (start.rules.game == Game::Gomoku) {
        playout_row("optimized", "in place, GomokuGame", rules, n, t, &go_rate,
                    [&](PlayoutStats& st) { gomoku_playout(start, rng, 3 * n * n, st); });
        continue;
      }
      // trisgo-2026 and menggo-2019 on every board that applies: the fastest
      // (mailbox-tris), then the layer board it is tested against (the same
      // games: equal moves per playout and wins).
      std::string fastest;
      for (opt::PlayoutBoard board : {opt::PlayoutBoard::Fastest, opt::PlayoutBoard::Mailbox, opt::PlayoutBoard::Layers}) {
        if (board != opt::PlayoutBoard::Fastest && std::string(rules) != "trisgo-2026" &&
            std::string(rules) != "menggo-2019")
          continue;
        opt::Playout playout(start, board);
        if (board == opt::PlayoutBoard::Fastest) fastest = playout.implementation();
        else if (playout.implementation() == fastest) continue;
        opt::PlayoutRng r(7);
        playout_row("optimized", "in place, " + std::string(playout.implementation()), rules, n, t, &go_rate,
                    [&](PlayoutStats& st) { light_playout_inplace(playout, r, 3 * n * n, st); });
      }
    }
  }
  for (const Engine* e : {&optimized(), &reference()}) {
    if (quick && e == &reference()) continue;
    double go_rate = 0;
    for (const char* rules : kPlayoutRules) {
      const Position start = playout_start(rules, 9);
      opt::PlayoutRng rng(7);
      playout_row(e->name(), "Engine::play", rules, 9, e == &reference() ? min_time : t, &go_rate,
                  [&](PlayoutStats& st) { light_playout(*e, start, rng, 3 * 9 * 9, st); });
    }
  }
}

}  // namespace
}  // namespace tg::bench

int main(int argc, char** argv) {
  using namespace tg::bench;
  std::vector<std::string> only;
  int ratio_games = 1, ratio_moves = 120;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--min-time" && i + 1 < argc) min_time = std::atof(argv[++i]);
    else if (a == "--quick") quick = true;
    else if (a == "--only" && i + 1 < argc) only.push_back(argv[++i]);
    else if (a == "--ratio-games" && i + 1 < argc) ratio_games = std::atoi(argv[++i]);
    else if (a == "--ratio-moves" && i + 1 < argc) ratio_moves = std::atoi(argv[++i]);
    else {
      std::fprintf(stderr,
                   "usage: bench_ratio [--min-time SECONDS] [--quick] [--only ops|games|ratio|playouts]... "
                   "[--ratio-games G] [--ratio-moves M]\n");
      return 2;
    }
  }
  auto wanted = [&](const char* section) {
    return only.empty() || std::find(only.begin(), only.end(), section) != only.end();
  };
  if (wanted("ops")) operations("trisgo-2026");
  if (wanted("games") || wanted("ratio")) {
    std::printf("\n### Whole random games (legal_moves, then a uniformly random legal move)\n\n");
    std::printf("| rules | size | workload | reference moves/s | optimized moves/s | ratio |\n"
                "|---|---|---|---:|---:|---:|\n");
  }
  if (quick) {
    if (wanted("games")) games("trisgo-2026", 9, 20, 1);
  } else {
    if (wanted("games")) {
      games("trisgo-2026", 9, 81, 2);
      games("trisgo-2026", 13, 100, 1);
    }
    // The ratio target: random 19x19 trisgo-2026 games (the sample
    // is set by --ratio-games and --ratio-moves).
    if (wanted("games") || wanted("ratio")) games("trisgo-2026", 19, ratio_moves, ratio_games);
    if (wanted("games")) games("go", 19, 120, 1);
  }
  if (wanted("playouts")) playouts_table();
  return 0;
}
