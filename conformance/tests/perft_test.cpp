// perft (conformance/perft.h): counts checked by hand on 3x3, a capture, a
// finished game, an Art. 8 conversion, divide against the total, the bounds,
// and the optimized engine's lean Engine::successors against the generic
// answer (legal_moves, play, ended) of both engines on seeded games of
// every preset.
#include "conformance/perft.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <utility>

#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/position_text.h"

namespace tg::conformance {
namespace {

Position empty_board(const char* rules, int n) { return Position(*BoardSize::make(n), parse_ruleset(rules)); }

std::vector<std::unique_ptr<Engine>> both_engines() {
  std::vector<std::unique_ptr<Engine>> e;
  e.push_back(ref::make_reference_engine());
  e.push_back(opt::make_optimized_engine());
  return e;
}

PerftResult run(const Engine& e, const Position& p, int depth, bool no_pass = false, bool divide = false) {
  PerftOptions o;
  o.depth = depth;
  o.no_pass = no_pass;
  o.divide = divide;
  return perft(e, p, o);
}

std::vector<std::uint64_t> nodes(const PerftResult& r) {
  std::vector<std::uint64_t> v;
  for (const PerftCounts& c : r.per_depth) v.push_back(c.nodes);
  return v;
}

// Go 3x3 by hand. Without passes: 9, 9*8, 9*8*7 (no suicide is possible
// with three stones; black's third stone captures a white corner stone
// between two black stones: 4 corners x 2 orders = 8). With passes:
// 9 + 1; 9*(8+1) + (9+1) = 91; at depth 3 SSS 504 + SSP 72 + SPS 72 + SPP 9
// + PSS 72 + PSP 9 (PP ends the game: no third move) = 738; the games
// ended at depth 3 are SPP (9).
TEST(Perft, Go3x3ByHand) {
  for (const auto& e : both_engines()) {
    const Position p = empty_board("go", 3);
    const PerftResult no_pass = run(*e, p, 3, true);
    EXPECT_EQ(nodes(no_pass), (std::vector<std::uint64_t>{9, 72, 504})) << e->name();
    EXPECT_EQ(no_pass.per_depth[2].captures, 8u) << e->name();
    EXPECT_EQ(no_pass.per_depth[2].stones_captured, 8u) << e->name();
    EXPECT_EQ(no_pass.per_depth[1].captures, 0u) << e->name();
    EXPECT_EQ(no_pass.played, 9u + 72u + 504u);
    const PerftResult with = run(*e, p, 3);
    EXPECT_EQ(nodes(with), (std::vector<std::uint64_t>{10, 91, 738})) << e->name();
    EXPECT_EQ(with.per_depth[1].games_ended, 1u) << e->name();  // pass, pass
    EXPECT_EQ(with.per_depth[2].games_ended, 9u) << e->name();  // stone, pass, pass
    EXPECT_EQ(with.per_depth[1].passes, 10u) << e->name();
    EXPECT_EQ(with.per_depth[2].passes, 90u) << e->name();      // SSP 72 + SPP 9 + PSP 9
    EXPECT_EQ(with.per_depth[2].captures, 8u) << e->name();
  }
}

// 9x9 Go without passes: 81, 81*80, 81*80*79 (no capture, suicide or
// repetition is possible in three moves on 9x9 but the 8 corner captures).
TEST(Perft, Go9x9ThreePlies) {
  const auto e = opt::make_optimized_engine();
  const PerftResult r = run(*e, empty_board("go", 9), 3, true);
  EXPECT_EQ(nodes(r), (std::vector<std::uint64_t>{81, 6480, 511920}));
  EXPECT_EQ(r.per_depth[2].captures, 8u);
}

// Black to move captures the white corner stone at (-1,1) by playing (-1,0):
// 7 empty points + the pass, one capture of one stone.
TEST(Perft, ACaptureAtDepthOne) {
  const Position p = parse_position("rules: go\nsize: 3\nnext: 1\nboard:\nOX.\n...\n...\n", "capture.pos");
  for (const auto& e : both_engines()) {
    const PerftResult r = run(*e, p, 1, false, true);
    EXPECT_EQ(r.per_depth[0].nodes, 8u) << e->name();
    EXPECT_EQ(r.per_depth[0].captures, 1u) << e->name();
    EXPECT_EQ(r.per_depth[0].stones_captured, 1u) << e->name();
    int capturing = 0;
    for (const PerftDivide& d : r.divide)
      if (d.counts.captures == 1) {
        ++capturing;
        EXPECT_EQ(d.move.point, (Point{-1, 0})) << e->name();
      }
    EXPECT_EQ(capturing, 1) << e->name();
  }
}

// Two passes have ended the game: no moves at any depth.
TEST(Perft, AFinishedGameHasNoMoves) {
  const Position p = parse_position("rules: go\nsize: 3\nnext: 3\npasses: 2\nboard:\n...\n...\n...\n", "end.pos");
  for (const auto& e : both_engines()) {
    const PerftResult r = run(*e, p, 3, false, true);
    for (const PerftCounts& c : r.per_depth) EXPECT_EQ(c, PerftCounts{}) << e->name();
    EXPECT_TRUE(r.divide.empty());
    EXPECT_EQ(r.played, 0u);
  }
}

// spec/vectors/art08-emergency.vec, emergency-escapes-atari: move 9 is
// black's tris slot; the black stone 00 in atari may convert on its only
// liberty 0a (one emergency move, counted beside the tris moves and the pass).
TEST(Perft, AnEmergencyConversionIsAMoveOfItsOwn) {
  const Position p = parse_position(
      "rules: trisgo-2026\nsize: 5\nnext: 9\nboard:\n.....\n..O..\n.OXO.\n.....\n.....\nseen: 8\n"
      ".....\n..O..\n.OX..\n.....\n.....\n",
      "emergency.pos");
  for (const auto& e : both_engines()) {
    const PerftResult r = run(*e, p, 1, false, true);
    const PerftCounts& c = r.per_depth[0];
    EXPECT_EQ(c.emergency, 1u) << e->name();
    EXPECT_EQ(c.nodes, c.tris_moves + c.emergency + c.passes) << e->name();
    EXPECT_EQ(c.passes, 1u) << e->name();
    EXPECT_GE(c.tris_moves, 15u) << e->name();
    int found = 0;
    for (const PerftDivide& d : r.divide)
      if (d.move.kind == MoveKind::Emergency) {
        ++found;
        EXPECT_EQ(d.move.point, (Point{0, -1})) << e->name();
      }
    EXPECT_EQ(found, 1);
  }
}

// Divide: the rows of the first moves add up to the total, every column.
TEST(Perft, DivideSumsToTheTotal) {
  const auto e = opt::make_optimized_engine();
  for (const char* rules : {"go", "trisgo-2026", "menggo-2013", "trisgomoku"}) {
    const PerftResult r = run(*e, empty_board(rules, 5), 3, false, true);
    PerftCounts sum;
    for (const PerftDivide& d : r.divide) sum += d.counts;
    EXPECT_EQ(sum, r.per_depth.back()) << rules;
    EXPECT_EQ(r.divide.size(), r.per_depth.front().nodes) << rules;
    EXPECT_GT(r.per_depth.back().nodes, r.per_depth.front().nodes) << rules;
  }
}

TEST(Perft, Bounds) {
  const auto e = opt::make_optimized_engine();
  const Position p = empty_board("go", 9);
  PerftOptions o;
  o.depth = 0;
  EXPECT_THROW(perft(*e, p, o), std::invalid_argument);
  o.depth = kPerftMaxDepth + 1;
  EXPECT_THROW(perft(*e, p, o), std::invalid_argument);
  o.depth = 3;
  o.max_nodes = 0;
  EXPECT_THROW(perft(*e, p, o), std::invalid_argument);
  o.max_nodes = 1000;  // depth 3 plays 81 + 6480 + ... moves
  EXPECT_THROW(perft(*e, p, o), PerftBudgetExceeded);
  o.depth = 2;
  o.max_nodes = 82 + 81 * 81 + 82;  // exactly: 81 stones + pass, then 81 replies each (80 + pass) + 82 after the pass
  EXPECT_EQ(perft(*e, p, o).per_depth[1].nodes, 81u * 81u + 82u);
  int calls = 0;
  o.progress = [&](std::size_t done, std::size_t of, std::uint64_t) {
    EXPECT_LE(done, of);
    ++calls;
  };
  perft(*e, p, o);
  EXPECT_EQ(calls, 82);  // once after each first move
}

// The optimized engine's successors() (one derivation per position) against
// the generic answer of the optimized engine and of the reference, at every
// position of seeded random games of every preset, FlybombGo under its
// switches (5 random flybombs, emergency on with positional repetition,
// order=flybomb on trisgo-2026) and TrisGomoku under fixed-point
// encirclement. The games prefer placing moves, but pass a quarter of the
// times a pass is drawn. FlybombGo's games must go through the kinds of
// flybomb position: an offered chosen flybomb thrown and declined by a stone
// (flybomb-C: by a pass too), a due random flybomb thrown (flybombs=5:
// passed too).
TEST(Perft, LeanSuccessorsEqualTheGenericOnes) {
  const auto opt_engine = opt::make_optimized_engine();
  const auto ref_engine = ref::make_reference_engine();
  enum Seen { Thrown, DeclinedByStone, DeclinedByPass, RandomThrown, RandomPassed, Kinds };
  // Seeds 1 and 2 on 5x5, seed 3 on 7x7 (the switches: 5x5 only, to keep
  // the test fast under the sanitizers).
  const std::pair<const char*, int> walks[] = {{"go", 3},
                                               {"trisgo-2026", 3},
                                               {"menggo-2019", 3},
                                               {"menggo-2013", 3},
                                               {"flybomb-A", 3},
                                               {"flybomb-B", 3},
                                               {"flybomb-C", 3},
                                               {"flybomb-B/flybombs=5", 2},
                                               {"flybomb-A/emergency=liberty-drop,repetition=positional", 2},
                                               {"trisgo-2026/order=flybomb,flybombs=2,flybomb_mode=C", 2},
                                               {"trisgomoku", 3},
                                               {"trisgomoku/encirclement=fixed-point", 2},
                                               {"trisgo-2026/cascade=simultaneous,suicide=allowed", 3}};
  for (const auto& [rules, seeds] : walks) {
    int seen[Kinds] = {};
    for (int seed = 1; seed <= seeds; ++seed) {
      std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
      Position p = empty_board(rules, seed == 3 ? 7 : 5);
      p.flybomb.seed = static_cast<std::uint64_t>(seed);
      for (int move = 0; move < 40; ++move) {
        const std::vector<Successor> lean = opt_engine->successors(p);
        ASSERT_EQ(lean, generic_successors(*opt_engine, p)) << rules << " seed " << seed << " move " << move << "\n"
                                                           << print_position(p);
        if (move % 4 == 0) {
          ASSERT_EQ(lean, ref_engine->successors(p)) << rules << " seed " << seed << " move " << move;
        }
        if (lean.empty()) break;
        std::size_t i = rng() % lean.size();
        if (lean[i].move.is_pass() && lean.size() > 1 && rng() % 4 != 0) i = rng() % (lean.size() - 1);
        const Move& m = lean[i].move;
        const Slot slot = p.to_move();
        if (p.declining_slot())
          ++seen[m.side == slot.side ? Thrown : m.is_pass() ? DeclinedByPass : DeclinedByStone];
        else if (p.rules.order == OrderRule::Flybomb && slot.kind == SlotKind::Tris)
          ++seen[m.is_pass() ? RandomPassed : RandomThrown];
        p = lean[i].after;
      }
    }
    const Ruleset r = parse_ruleset(rules);
    if (r.order != OrderRule::Flybomb) continue;
    SCOPED_TRACE(std::string(rules) + ": " + std::to_string(seen[Thrown]) + " thrown, " +
                 std::to_string(seen[DeclinedByStone]) + " declined by a stone, " +
                 std::to_string(seen[DeclinedByPass]) + " by a pass; random: " + std::to_string(seen[RandomThrown]) +
                 " thrown, " + std::to_string(seen[RandomPassed]) + " passed");
    if (chosen_flybombs(r) > 0) {
      EXPECT_GT(seen[Thrown], 0) << rules;
      EXPECT_GT(seen[DeclinedByStone], 0) << rules;
    }
    if (random_flybombs(r) > 0) {
      EXPECT_GT(seen[RandomThrown], 0) << rules;
    }
    if (std::string(rules) == "flybomb-B/flybombs=5") {
      EXPECT_GT(seen[RandomPassed], 0) << rules;
    }
    if (std::string(rules) == "flybomb-C") {
      EXPECT_GT(seen[DeclinedByPass], 0) << rules;
    }
  }
}

// Both engines give the same rows on every preset (3x3 to depth 3, 5x5 to 2).
TEST(Perft, EnginesAgree) {
  const auto a = ref::make_reference_engine();
  const auto b = opt::make_optimized_engine();
  for (const char* rules : {"go", "trisgo-2026", "menggo", "menggo-2019", "menggo-2013", "flybomb-A", "flybomb-B",
                            "flybomb-C", "trisgomoku"}) {
    for (int n : {3, 5}) {
      const Position p = empty_board(rules, n);
      const int depth = n == 3 ? 3 : 2;
      const PerftResult x = run(*a, p, depth, false, true), y = run(*b, p, depth, false, true);
      EXPECT_EQ(x.per_depth, y.per_depth) << rules << " " << n;
      ASSERT_EQ(x.divide.size(), y.divide.size()) << rules << " " << n;
      for (std::size_t i = 0; i < x.divide.size(); ++i) {
        EXPECT_EQ(x.divide[i].move, y.divide[i].move);
        EXPECT_EQ(x.divide[i].counts, y.divide[i].counts);
      }
    }
  }
}

}  // namespace
}  // namespace tg::conformance
