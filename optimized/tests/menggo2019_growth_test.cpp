// The MengGo 2019 private eye grown from the liberties (menggo2019_grow,
// optimized/engine/eyes_menggo2019.h) against the literal derivation it
// replaces on the playout board (menggo2019_has_private_eye: the parts of the
// whole tris-bounded area, the outer one by D-53): on diagrams that reach
// each clause of the proof, and on random boards drawn as rectangles and
// rings, where closed regions are common.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <random>
#include <string>

#include "optimized/core/board_state.h"
#include "optimized/engine/eyes_menggo2019.h"
#include "optimized/engine/layers.h"
#include "optimized/playout/playout_core.h"
#include "vocab/position_text.h"
#include "vocab/test_scale.h"

namespace tg::opt {
namespace {

// TRISGO_LONG=k (1 to 10000): 10 k times as many boards; the sanitizer build
// checks half of them.
int scaled(int boards) {
  const char* v = std::getenv("TRISGO_LONG");
  if (v == nullptr) return tg::test_scale::sanitized_share(boards, 2);
  const int k = std::atoi(v);
  return k >= 1 && k <= 10000 ? 10 * k * boards : boards;
}

bool grown_verdict(const Geo& g, const Stones& s, const BB& string, Side colour) {
  const BB& own = colour == Side::Black ? s.black : s.white;
  const BB& other = colour == Side::Black ? s.white : s.black;
  const auto reached = [&](int bit) {
    return menggo2019_reached(g, Geo::flood(BB::bit(bit), andnot(g.on, s.tris)));
  };
  return menggo2019_grow(g, own, other, s.tris, string, g.adjacent(string), reached).eye;
}

// Every black and white string of the board: the grown verdict equals the
// literal one; the number of strings with a private eye.
int expect_same_verdicts(const Geo& g, const Stones& s, const std::string& context) {
  const EyeBoard eb(g, s);
  int eyes = 0;
  for (Side colour : {Side::Black, Side::White})
    for (const BB& string : components(colour == Side::Black ? s.black : s.white)) {
      const bool want = menggo2019_has_private_eye(eb, string, colour);
      EXPECT_EQ(grown_verdict(g, s, string, colour), want)
          << "the string at bit " << string.lowest() << " (" << side_name(colour) << ")\n" << context;
      eyes += want;
    }
  return eyes;
}

// The verdict of the string holding `p` on the diagram, by both derivations.
void expect_verdict(const std::string& rows, int n, Point p, bool want) {
  const Position pos = parse_position("rules: menggo-2019\nsize: " + std::to_string(n) + "\nnext: 1\nboard:\n" + rows,
                                      "diagram");
  const Geo& g = Geo::of(n);
  const Stones s = stones_of(g, pos.board);
  const int bit = g.bit(p);
  const Side colour = s.black.test(bit) ? Side::Black : Side::White;
  const BB string = Geo::flood(BB::bit(bit), colour == Side::Black ? s.black : s.white);
  EXPECT_EQ(menggo2019_has_private_eye(EyeBoard(g, s), string, colour), want) << rows;
  EXPECT_EQ(grown_verdict(g, s, string, colour), want) << rows;
  expect_same_verdicts(g, s, rows);
  // And the playout board's attributes (its verdicts are grown) are the engine's.
  const Layer layer = make_layer(g, s, pos.rules);
  const Stones holistic = mailbox_holistic(g, s, pos.rules);
  EXPECT_TRUE(holistic.black == layer.hb && holistic.white == layer.hw && holistic.tris == layer.nt) << rows;
}

// (o) and D-53: the band outside a ring touches the edge, the one part that
// does; the inside holds a white stone that can make an eye (M19-4.2b2).
TEST(Menggo2019Growth, TheBandOutsideARingIsTheOuterRegion) {
  expect_verdict(".........\n.XXXXXXX.\n.X.....X.\n.X.....X.\n.X..O..XT\n.X.....X.\n.X.....X.\n.XXXXXXX.\n.........\n",
                 9, Point{-3, 3}, false);
}

// The same ring inside a ring of tris: its outside band touches no edge
// but a tris string joined to the edge's off-board area (the band around
// the tris ring is beyond the area), so it is still the one part that
// touches the outside; the inside holds a dead white stone, no liberty of
// S. No private eye. (A growth that took only the edge for the outside
// would make the band a private eye.)
TEST(Menggo2019Growth, ARegionBesideATrisJoinedToTheEdgeIsTheOuterRegion) {
  expect_verdict(".........\n.TTTTTTT.\n.T..T..T.\n.T.XXX.T.\n.T.XOX.T.\n.T.XXX.T.\n.T.....T.\n.TTTTTTT.\n.........\n",
                 9, Point{-1, 1}, false);
}

// A tris the area surrounds is a hole (D-53): the region beside it inside
// the ring is not reached, and the ring's inside is a private eye.
TEST(Menggo2019Growth, ATrisInsideTheRingIsAHoleNotTheOutside) {
  expect_verdict(".........\n.XXXXXXX.\n.X.....X.\n.X.....X.\n.X..T..X.\n.X.....X.\n.X.....X.\n.XXXXXXX.\n.........\n",
                 9, Point{-3, 3}, true);
}

// A wall across a corner: both sides touch the edge, so both are inner
// (D-53 (a)); the corner side is empty: a private eye.
TEST(Menggo2019Growth, BothSidesOfAWallAcrossACornerAreInner) {
  expect_verdict("..X......\n..X......\nXXX......\n.........\n.........\n.........\n.........\n.........\n.........\n",
                 9, Point{-4, 2}, true);
}

// (k): a string that splits nothing off (the rest of its area is one part)
// has no closed region, even when that part is small and empty: a stone in
// a pocket of tris.
TEST(Menggo2019Growth, AStringThatSplitsNothingHasNoClosedRegion) {
  expect_verdict("TTT......\n.XT......\nTTT......\n.........\n.........\n.........\n.........\n.........\n.........\n",
                 9, Point{-3, 3}, false);
}

// (a) and (b): another black string inside, or a white stone with a free
// point beside it.
TEST(Menggo2019Growth, AnotherStringOfTheColourOrAFreeWhiteInsideFails) {
  expect_verdict(".........\n.XXXXXXX.\n.X.....X.\n.X.....X.\n.X..X..X.\n.X.....X.\n.X.....X.\n.XXXXXXX.\n.........\n",
                 9, Point{-3, 3}, false);
  // (a corner of 3 x 2 behind the wall; a black stone far off on the other side)
  expect_verdict("O..X.....\n...X.....\nXXXX.....\n.........\n.........\n.........\n.........\n.........\n........X\n",
                 9, Point{-1, 4}, false);
  expect_verdict("OO.X.....\nOO.X.....\nXXXX.....\n.........\n.........\n.........\n.........\n.........\n........X\n",
                 9, Point{-1, 4}, true);
}

// Random boards of filled rectangles and rectangle outlines of each kind
// over random noise, on every size: rings of stones and of tris, pockets,
// holes.
TEST(Menggo2019Growth, RandomRingBoardsGiveTheLiteralVerdicts) {
  long boards = 0, eyes = 0;
  for (int n : {3, 5, 7, 9, 13, 19})
    for (std::uint64_t seed = 0; seed < static_cast<std::uint64_t>(scaled(400)); ++seed) {
      std::mt19937_64 rng(seed * 131 + static_cast<std::uint64_t>(n));
      const Geo& g = Geo::of(n);
      Stones s;
      auto put = [&](int bit, int kind) {
        s.black.reset(bit);
        s.white.reset(bit);
        s.tris.reset(bit);
        if (kind == 1) s.black.set(bit);
        else if (kind == 2) s.white.set(bit);
        else if (kind == 3) s.tris.set(bit);
      };
      const int noise = static_cast<int>(rng() % 4);
      for (BB on = g.on; on.any();) {
        const int bit = on.pop();
        if (static_cast<int>(rng() % 10) < noise) put(bit, 1 + static_cast<int>(rng() % 3));
      }
      const int shapes = 1 + static_cast<int>(rng() % 6);
      for (int k = 0; k < shapes; ++k) {
        const int x0 = static_cast<int>(rng() % static_cast<std::uint64_t>(n)),
                  y0 = static_cast<int>(rng() % static_cast<std::uint64_t>(n));
        const int x1 = std::min(n - 1, x0 + 1 + static_cast<int>(rng() % static_cast<std::uint64_t>(n))),
                  y1 = std::min(n - 1, y0 + 1 + static_cast<int>(rng() % static_cast<std::uint64_t>(n)));
        const int kind = static_cast<int>(rng() % 4);  // 0: cleared
        const bool outline = rng() % 3 != 0;
        for (int y = y0; y <= y1; ++y)
          for (int x = x0; x <= x1; ++x)
            if (!outline || x == x0 || x == x1 || y == y0 || y == y1)
              put(g.bit(Point{x - n / 2, y - n / 2}), kind);
      }
      Board board(*BoardSize::make(n));
      write_board(g, s, board);
      eyes += expect_same_verdicts(g, s, "seed " + std::to_string(seed) + "\n" + board_diagram(board, LabelSet::Integer));
      ++boards;
      if (testing::Test::HasFailure()) return;
    }
  EXPECT_GT(eyes, boards / 4);  // the boards really hold private eyes
  std::cout << "[ 2019 growth ] " << boards << " boards, " << eyes << " strings with a private eye\n";
}

}  // namespace
}  // namespace tg::opt
