// The Monte-Carlo player: determinism per seed (one and two threads), a
// capture it must see, legal moves under every preset (tris moves
// included), and its strength against the uniform random player on 9x9 Go
// (docs/mcts.md has the full calibration).
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

#include "optimized/optimized_engine.h"
#include "search/mcts.h"
#include "vocab/test_scale.h"

namespace tg::search {
namespace {

Ruleset preset_rules(const char* name) { return find_preset(name)->rules; }

Position after_moves(const Engine& e, Position p, int moves, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (int k = 0; k < moves && !e.ended(p); ++k) {
    std::vector<Move> legal = e.legal_moves(p);
    std::vector<Move> placing;
    for (const Move& m : legal)
      if (!m.is_pass()) placing.push_back(m);
    p = *e.play(p, placing.empty() ? legal.back() : placing[rng() % placing.size()]).after;
  }
  return p;
}

TEST(Mcts, SameSeedSamePositionSameMove) {
  auto e = opt::make_optimized_engine();
  const Position p = after_moves(*e, Position(*BoardSize::make(5), preset_rules("go")), 4, 3);
  for (int threads : {1, 2}) {
    MctsOptions o;
    o.playouts = 300;
    o.seed = 9;
    o.threads = threads;
    MctsPlayer a(*e, o), b(*e, o);
    const Move ma = a.choose(p);
    EXPECT_EQ(ma, b.choose(p)) << threads << " threads";
    EXPECT_EQ(a.last().moves, b.last().moves) << threads << " threads: the same statistics";
    long visits = 0;
    for (const RootMoveStats& s : a.last().moves) visits += s.visits;
    EXPECT_EQ(visits, o.playouts) << "every playout passes through one root move, whatever the threads";
    EXPECT_EQ(a.last().chosen, ma);
  }
}

TEST(Mcts, WinsTheRaceToCapture) {
  // 5x5 plain go, komi 0, black to move. Top row: four black stones whose
  // one liberty is (2, 2); below them four white stones whose one liberty
  // is (2, 1); below those a black wall across the board. Black must
  // capture at (2, 1): anything else (even (2, 2), which leaves (2, 1) the
  // last liberty of both) lets white capture the four black stones.
  auto e = opt::make_optimized_engine();
  Ruleset rules = preset_rules("go");
  rules.komi_quarters = 0;
  Position p(*BoardSize::make(5), rules);
  for (int x = -2; x <= 1; ++x) {
    p.board.set(Point{x, 2}, Piece::Black);
    p.board.set(Point{x, 1}, Piece::White);
  }
  for (int x = -2; x <= 2; ++x) p.board.set(Point{x, 0}, Piece::Black);
  MctsOptions o;
  o.playouts = 500;
  MctsPlayer player(*e, o);
  const Move m = player.choose(p);
  EXPECT_EQ(m, (Move{Side::Black, MoveKind::Stone, Point{2, 1}})) << "chose " << m.point.x << "," << m.point.y;
  EXPECT_GT(player.last().winrate, 0.6);
}

TEST(Mcts, EveryPresetPlaysLegalMovesOfTheSlot) {
  auto e = opt::make_optimized_engine();
  for (const Preset& preset : presets()) {
    if (!preset.implemented) continue;
    const int n = preset.rules.game == Game::Gomoku ? 7 : 5;
    Position p(*BoardSize::make(n), preset.rules);
    if (preset.rules.order == OrderRule::Flybomb) p.flybomb.seed = 4;
    MctsOptions o;
    o.playouts = 40;
    MctsPlayer player(*e, o);
    int tris = 0;
    for (int k = 0; k < 12 && !e->ended(p); ++k) {
      const Move m = player.choose(p);
      ASSERT_EQ(m.side, p.to_move().side) << preset.name << " move " << p.next_move;
      MoveOutcome out = e->play(p, m);
      ASSERT_TRUE(out.legal()) << preset.name << " move " << p.next_move;
      tris += m.kind == MoveKind::Tris;
      p = *out.after;
    }
    if (preset.name == "trisgo-2026") {
      EXPECT_GT(tris, 0) << "the tris slots of the first twelve moves get tris";
    }
  }
}

// 9x9 plain go, the player at 1,000 playouts a move against the uniformly
// random player (every legal move alike, passes included, as trisgo gtp's
// uniform policy), colours alternating. It must win at least 95%: a few
// games here, 100 with TRISGO_LONG (the campaign tier).
TEST(MctsStrength, BeatsTheRandomPlayerOn9x9) {
  auto e = opt::make_optimized_engine();
  const bool long_run = std::getenv("TRISGO_LONG") != nullptr;
  const int games = long_run ? 100 : test_scale::sanitized_share(2, 2);
  int wins = 0;
  for (int g = 0; g < games; ++g) {
    const Side mcts_side = g % 2 == 0 ? Side::Black : Side::White;
    MctsOptions o;
    o.playouts = test_scale::sanitized_share(1000, 4);
    o.seed = static_cast<std::uint64_t>(g + 1);
    MctsPlayer player(*e, o);
    std::mt19937_64 rng(static_cast<std::uint64_t>(1000 + g));
    Position p(*BoardSize::make(9), preset_rules("go"));
    for (int k = 0; k < 400 && !e->ended(p); ++k) {
      Move m;
      if (p.to_move().side == mcts_side) {
        m = player.choose(p);
      } else {
        const std::vector<Move> legal = e->legal_moves(p);
        m = legal[rng() % legal.size()];
      }
      p = *e->play(p, m).after;
    }
    const Winner w = e->score(p, {}).winner;
    wins += (w == Winner::Black) == (mcts_side == Side::Black) && w != Winner::Draw;
  }
  EXPECT_GE(wins * 100, games * 95) << wins << " wins of " << games;
}

}  // namespace
}  // namespace tg::search
