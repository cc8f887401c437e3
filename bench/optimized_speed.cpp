// optimized_speed: random games (legal_moves, then play of a uniformly
// random legal move, as `trisgo random-game`) with one engine, timed.
//   optimized_speed ENGINE RULES SIZE GAMES MAX_MOVES [SEED]
// ENGINE is "reference" or "optimized". Prints moves, seconds, moves/s.
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>

#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"

int main(int argc, char** argv) {
  if (argc < 6) {
    std::cerr << "usage: optimized_speed ENGINE RULES SIZE GAMES MAX_MOVES [SEED]\n";
    return 2;
  }
  const std::string which = argv[1];
  auto engine = which == "reference" ? tg::ref::make_reference_engine() : tg::opt::make_optimized_engine();
  const tg::Ruleset rules = tg::parse_ruleset(argv[2]);
  const int n = std::atoi(argv[3]);
  const int games = std::atoi(argv[4]);
  const int max_moves = std::atoi(argv[5]);
  const std::uint64_t seed = argc > 6 ? std::strtoull(argv[6], nullptr, 10) : 1;
  std::mt19937_64 rng(seed);
  long moves = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (int g = 0; g < games; ++g) {
    tg::Position pos(*tg::BoardSize::make(n), rules);
    for (int i = 0; i < max_moves; ++i) {
      const std::vector<tg::Move> legal = engine->legal_moves(pos);
      if (legal.empty()) break;
      const tg::Move m = legal[rng() % legal.size()];
      tg::MoveOutcome o = engine->play(pos, m);
      pos = std::move(*o.after);
      ++moves;
    }
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::cout << which << " " << argv[2] << " " << n << "x" << n << ": " << moves << " moves in " << s << " s, "
            << moves / s << " moves/s\n";
  return 0;
}
