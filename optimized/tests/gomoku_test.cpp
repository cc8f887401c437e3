// Unit tests of the TrisGomoku bitboard engine (optimized/gomoku_*): small
// diagrams for the parts a bitboard gets wrong (runs across the row wrap and
// the word boundaries, diagonals at the edges, string splits by attribute),
// every target type with its walls and secondary cores, mover priority,
// self-filling and fixed-point, plus seeded random boards against a naive
// scan and random games of GomokuGame against the engine's play.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "optimized/gomoku/gomoku_end.h"
#include "optimized/gomoku/gomoku_fives.h"
#include "optimized/gomoku/gomoku_game.h"
#include "optimized/gomoku/gomoku_targets.h"
#include "optimized/engine/moves.h"
#include "optimized/optimized_engine.h"
#include "vocab/position_text.h"

namespace tg::opt {
namespace {

// A position from diagram rows (top row first).
Position pos(const std::vector<std::string>& rows, int next = 1, const std::string& rules = "trisgomoku") {
  std::string text = "rules: " + rules + "\nnext: " + std::to_string(next) + "\nboard:\n";
  for (const std::string& r : rows) text += r + "\n";
  return parse_position(text, "gomoku_test");
}

// The point at diagram row r, column c of an n x n board.
Point at(int n, int r, int c) { return Point{c - n / 2, n / 2 - r}; }
std::vector<Point> pts(int n, std::initializer_list<std::pair<int, int>> rc) {
  std::vector<Point> out;
  for (const auto& [r, c] : rc) out.push_back(at(n, r, c));
  return out;
}

Move stone(Side s, Point p) { return Move{s, MoveKind::Stone, p}; }
Move tris(Side s, Point p) { return Move{s, MoveKind::Tris, p}; }

const OptimizedEngine engine;

GomokuAnalysis gomoku_of(const Position& p) { return *engine.analyze(p).gomoku; }

std::vector<EncirclementTarget> targets_of(const Position& p, Side c) {
  std::vector<EncirclementTarget> out;
  for (const EncirclementTarget& t : gomoku_of(p).targets)
    if (t.encircler == c) out.push_back(t);
  return out;
}

// ---- fives ----

TEST(GomokuFives, RunAtTheRightEdgeDoesNotContinueOnTheNextRow) {
  // Three at the end of row 0 and two at the start of row 1: consecutive
  // indices, and with a stride-n layout consecutive bits, but no five.
  const Position p = pos({"....XXX", "XX.....", ".......", ".......", ".......", ".......", "......."});
  EXPECT_TRUE(gomoku_of(p).fives.empty());
  EXPECT_FALSE(engine.ended(p));
  // The same on 19x19, where the run crosses no padding of its own size.
  std::vector<std::string> rows(19, std::string(19, '.'));
  rows[2] = std::string(16, '.') + "XXX";
  rows[3] = "XX" + std::string(17, '.');
  EXPECT_TRUE(gomoku_of(pos(rows)).fives.empty());
  // A real five against the right edge.
  rows[3] = std::string(19, '.');
  rows[2] = std::string(14, '.') + "XXXXX";
  const std::vector<Five> f = gomoku_of(pos(rows)).fives;
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].points, pts(19, {{2, 14}, {2, 15}, {2, 16}, {2, 17}, {2, 18}}));
}

TEST(GomokuFives, DiagonalsDoNotWrapAtTheEdges) {
  // Down-right steps of n+1 indices from (0,4) reach (4,0) and (5,1) with an
  // index wrap; down-left steps of n-1 from (0,2) reach (3,6), (4,5).
  const Position p = pos({"....X..", ".....X.", "......X", ".......", "X......", ".X.....", "......."});
  EXPECT_TRUE(gomoku_of(p).fives.empty());
  const Position q = pos({"..O....", ".O.....", "O.....O", ".....O.", ".......", ".......", "......."});
  EXPECT_TRUE(gomoku_of(q).fives.empty());
}

TEST(GomokuFives, FullDiagonalsOfSevenAreOneOverlineEach) {
  const Position p = pos({"X.....O", ".X...O.", "..X.O..", "...B...", "..W.X..", ".O...X.", "O.....X"});
  // The centre is a black tris: it extends black's diagonal and breaks white's.
  const std::vector<Five> f = gomoku_of(p).fives;
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].side, Side::Black);
  EXPECT_EQ(f[0].points, pts(7, {{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}}));
  // With a white tris in the centre white's anti-diagonal is an overline,
  // listed from its lowest-index end (top right).
  const Position q = pos({"X.....O", ".X...O.", "..X.O..", "...W...", "..O.X..", ".O...X.", "O.....X"});
  const GomokuAnalysis a = gomoku_of(q);
  ASSERT_EQ(a.fives.size(), 1u);
  EXPECT_EQ(a.fives[0].side, Side::White);
  EXPECT_EQ(a.fives[0].points, pts(7, {{0, 6}, {1, 5}, {2, 4}, {3, 3}, {4, 2}, {5, 1}, {6, 0}}));
  EXPECT_EQ(a.end, GomokuEnd::Five);
  EXPECT_EQ(a.winner, Winner::White);
}

TEST(GomokuFives, ThreeByThreeNeverHasAFive) {
  const Position p = pos({"XXX", "XXX", "XX."});
  EXPECT_TRUE(gomoku_of(p).fives.empty());
  EXPECT_FALSE(engine.ended(p));
}

TEST(GomokuFives, OverlineAndSortOrder) {
  // Black: an overline of six on row 1 and a column of five from (1,0);
  // white: five on the last row. Black first; black's runs sharing the first
  // point (1,0) are ordered by the next index: the row before the column.
  const Position p = pos({".........", "XXXXXX...", "X........", "X........", "X........", "X........", ".........",
                          ".........", "..OOOOO.."});
  const std::vector<Five> f = gomoku_of(p).fives;
  ASSERT_EQ(f.size(), 3u);
  EXPECT_EQ(f[0].side, Side::Black);
  EXPECT_EQ(f[0].points, pts(9, {{1, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}}));
  EXPECT_EQ(f[1].side, Side::Black);
  EXPECT_EQ(f[1].points, pts(9, {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}}));
  EXPECT_EQ(f[2].side, Side::White);
  EXPECT_EQ(f[2].points, pts(9, {{8, 2}, {8, 3}, {8, 4}, {8, 5}, {8, 6}}));
}

TEST(GomokuFives, ColumnsAndDiagonalsAcrossWordBoundariesOn19) {
  // Bits: row r column c is 20r + c, so a column from row 2 to row 6 spans
  // words 0 to 1 and a diagonal from row 5 spans words 1 and 2.
  std::vector<std::string> rows(19, std::string(19, '.'));
  for (int r = 2; r <= 6; ++r) rows[r][3] = 'X';
  for (int k = 0; k < 5; ++k) rows[5 + k][10 + k] = 'O';
  for (int k = 0; k < 5; ++k) rows[14 + k][18 - k] = 'X';  // down-left ending in the bottom row
  const std::vector<Five> f = gomoku_of(pos(rows)).fives;
  ASSERT_EQ(f.size(), 3u);
  EXPECT_EQ(f[0].points, pts(19, {{2, 3}, {3, 3}, {4, 3}, {5, 3}, {6, 3}}));
  EXPECT_EQ(f[1].points, pts(19, {{14, 18}, {15, 17}, {16, 16}, {17, 15}, {18, 14}}));
  EXPECT_EQ(f[2].points, pts(19, {{5, 10}, {6, 11}, {7, 12}, {8, 13}, {9, 14}}));
}

// The fives of a random board against a scan of every point and direction
// by coordinates, on 3, 7, 15 and 19.
TEST(GomokuFives, RandomBoardsAgainstANaiveScan) {
  std::mt19937 rng(20260);
  for (int n : {3, 7, 15, 19}) {
    const Geo& g = Geo::of(n);
    for (int trial = 0; trial < 60; ++trial) {
      std::vector<std::string> rows(n, std::string(n, '.'));
      const char cells[] = {'X', 'O', 'B', 'W', 'T', '.'};
      for (auto& r : rows)
        for (char& c : r) c = cells[rng() % (trial % 2 ? 3 : 6)];  // dense black/white/B boards half the time
      const Position p = pos(rows);
      std::vector<Five> naive;
      for (Side s : {Side::Black, Side::White}) {
        auto mine = [&](int r, int c) {
          if (r < 0 || c < 0 || r >= n || c >= n) return false;
          const char ch = rows[r][c];
          return s == Side::Black ? ch == 'X' || ch == 'B' : ch == 'O' || ch == 'W';
        };
        const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, -1, 0, 1};
        for (int r = 0; r < n; ++r)
          for (int c = 0; c < n; ++c)
            for (int d = 0; d < 4; ++d) {
              if (!mine(r, c) || mine(r - dr[d], c - dc[d])) continue;
              Five f{s, {}};
              for (int k = 0; mine(r + k * dr[d], c + k * dc[d]); ++k) f.points.push_back(at(n, r + k * dr[d], c + k * dc[d]));
              if (f.points.size() >= 5) naive.push_back(f);
            }
      }
      const BoardSize size = *BoardSize::make(n);
      std::sort(naive.begin(), naive.end(), [&](const Five& a, const Five& b) {
        if (a.side != b.side) return a.side < b.side;
        std::vector<int> ia, ib;
        for (Point q : a.points) ia.push_back(size.index(q));
        for (Point q : b.points) ib.push_back(size.index(q));
        return ia < ib;
      });
      ASSERT_EQ(gomoku_of(p).fives, naive) << print_position(p);
      // five_through agrees with the full scan for every point on the board.
      const GBoard b = gboard_of(g, p.board);
      for (Side s : {Side::Black, Side::White}) {
        const BB x = b.ext(s);
        BB through;
        for (const Five& f : naive)
          if (f.side == s)
            for (Point q : f.points) through.set(g.bit(q));
        for (BB e = x; e.any();) {
          const int q = e.pop();
          EXPECT_EQ(five_through(x, q), through.test(q)) << print_position(p);
        }
      }
    }
  }
}

// ---- strings ----

TEST(GomokuStrings, TrisJoinOnlyTheSameAttributeAndExtendedStringsCrossTris) {
  const Position p = pos({"XBTO.", "..W..", ".....", ".....", "....."});
  const Analysis a = engine.analyze(p);
  // Base strings: X, B, T, O, W are five strings (B and T are different tris
  // strings, D-20), by first point.
  ASSERT_EQ(a.base_strings.size(), 5u);
  EXPECT_EQ(a.base_strings[1].kind, Piece::Tris);
  EXPECT_EQ(a.base_strings[1].points, pts(5, {{0, 1}}));
  EXPECT_EQ(a.base_strings[2].points, pts(5, {{0, 2}}));
  EXPECT_EQ(a.base_strings[2].liberties, std::vector<Point>{});  // (0,1) B, (0,3) O, (1,2) W
  ASSERT_EQ(a.tris.size(), 3u);
  EXPECT_EQ(a.tris[0].attribute, Attribute::Black);
  EXPECT_EQ(a.tris[1].attribute, Attribute::Neutral);
  EXPECT_EQ(a.tris[2].attribute, Attribute::White);
  EXPECT_TRUE(a.holistic_strings.empty());
  EXPECT_TRUE(a.regions.empty());
  EXPECT_TRUE(a.forbidden.empty());
  // Extended strings: black X+B, white O and white W (not adjacent: (0,3)
  // and (1,2) are diagonal).
  const std::vector<StringInfo>& ext = a.gomoku->extended_strings;
  ASSERT_EQ(ext.size(), 3u);
  EXPECT_EQ(ext[0].kind, Piece::Black);
  EXPECT_EQ(ext[0].points, pts(5, {{0, 0}, {0, 1}}));
  EXPECT_EQ(ext[0].liberties, pts(5, {{1, 0}, {1, 1}}));
  EXPECT_EQ(ext[1].kind, Piece::White);
  EXPECT_EQ(ext[1].points, pts(5, {{0, 3}}));
  EXPECT_EQ(ext[2].points, pts(5, {{1, 2}}));
}

// ---- targets ----

TEST(GomokuTargets, TypeAAndItsMirrorTypeC) {
  // A neutral tris in black's corner: type A for black, type C for white
  // with black's string as the reinforcement.
  const Position p = pos({"TX...", "X....", ".....", ".....", "....."});
  const std::vector<EncirclementTarget> b = targets_of(p, Side::Black);
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0].type, EncirclementType::A);
  EXPECT_EQ(b[0].main_core, pts(5, {{0, 0}}));
  EXPECT_EQ(b[0].whole, pts(5, {{0, 0}}));
  EXPECT_TRUE(b[0].liberties.empty());
  EXPECT_EQ(b[0].flips, pts(5, {{0, 0}}));
  const std::vector<EncirclementTarget> w = targets_of(p, Side::White);
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0].type, EncirclementType::C);
  ASSERT_EQ(w[0].reinforcements.size(), 2u);  // (0,1) and (1,0) are two black strings
  EXPECT_EQ(w[0].whole, pts(5, {{0, 0}, {0, 1}, {1, 0}}));
  EXPECT_EQ(w[0].liberties, pts(5, {{0, 2}, {1, 1}, {2, 0}}));
  EXPECT_EQ(w[0].flips, pts(5, {{0, 0}}));
}

TEST(GomokuTargets, TypeBWithSecondaryCores) {
  // White's extended string with two white tris strings, no neutral tris
  // next to it: type B for black, main core the first white tris string.
  const Position q = pos({".OW..", "WO...", ".....", ".....", "....."});
  const std::vector<EncirclementTarget> b = targets_of(q, Side::Black);
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0].type, EncirclementType::B);
  EXPECT_EQ(b[0].main_core, pts(5, {{0, 2}}));
  ASSERT_EQ(b[0].secondary_cores.size(), 1u);
  EXPECT_EQ(b[0].secondary_cores[0], pts(5, {{1, 0}}));
  EXPECT_EQ(b[0].whole, pts(5, {{0, 1}, {0, 2}, {1, 0}, {1, 1}}));
  EXPECT_EQ(b[0].flips, pts(5, {{0, 2}, {1, 0}}));
  EXPECT_TRUE(b[0].walls.empty());
  EXPECT_TRUE(targets_of(q, Side::White).empty());
}

TEST(GomokuTargets, TypeCAndDWithAPromotedWall) {
  // Neutral T next to white O+W, everything else black: C (main T) and D
  // (main W) for black, each promoting the other's core (D-50).
  const Position p = pos({"TOWX.", "XXX..", ".....", ".....", "....."});
  const std::vector<EncirclementTarget> b = targets_of(p, Side::Black);
  ASSERT_EQ(b.size(), 2u);
  EXPECT_EQ(b[0].type, EncirclementType::C);
  EXPECT_EQ(b[0].main_core, pts(5, {{0, 0}}));
  ASSERT_EQ(b[0].reinforcements.size(), 1u);
  EXPECT_EQ(b[0].reinforcements[0], pts(5, {{0, 1}, {0, 2}}));
  ASSERT_EQ(b[0].secondary_cores.size(), 1u);
  EXPECT_EQ(b[0].secondary_cores[0], pts(5, {{0, 2}}));
  EXPECT_TRUE(b[0].liberties.empty());
  EXPECT_EQ(b[0].flips, pts(5, {{0, 0}, {0, 2}}));
  EXPECT_EQ(b[1].type, EncirclementType::D);
  EXPECT_EQ(b[1].main_core, pts(5, {{0, 2}}));
  ASSERT_EQ(b[1].secondary_cores.size(), 1u);
  EXPECT_EQ(b[1].secondary_cores[0], pts(5, {{0, 0}}));  // the promoted wall
  EXPECT_TRUE(b[1].walls.empty());
  EXPECT_EQ(b[1].flips, pts(5, {{0, 0}, {0, 2}}));
}

TEST(GomokuTargets, WallStaysAWallWhenItsOwnWholeBreathes) {
  // G = W(0,1)+O(0,2) has no liberty; the wall T(0,3) has the liberty (0,4),
  // so W(T) = T+G has one liberty, not G's none: T stays a wall.
  const Position p = pos({"XWOT.", "XXXXX", ".....", ".....", "....."});
  std::vector<EncirclementTarget> b = targets_of(p, Side::Black);
  ASSERT_EQ(b.size(), 2u);
  const EncirclementTarget& d = b[1];
  EXPECT_EQ(d.type, EncirclementType::D);
  EXPECT_TRUE(d.liberties.empty());
  EXPECT_TRUE(d.secondary_cores.empty());
  ASSERT_EQ(d.walls.size(), 1u);
  EXPECT_EQ(d.walls[0], pts(5, {{0, 3}}));
  EXPECT_EQ(d.flips, pts(5, {{0, 1}}));
  // Single-hole ring (关键结构@): G's only liberty (1,2) is also W(T)'s only
  // liberty, so T is promoted.
  const Position q = pos({"XWOTX", "XX.XX", ".....", ".....", "....."});
  b = targets_of(q, Side::Black);
  ASSERT_EQ(b.size(), 2u);
  EXPECT_EQ(b[1].type, EncirclementType::D);
  EXPECT_EQ(b[1].liberties, pts(5, {{1, 2}}));
  ASSERT_EQ(b[1].secondary_cores.size(), 1u);
  EXPECT_EQ(b[1].secondary_cores[0], pts(5, {{0, 3}}));
  EXPECT_TRUE(b[1].walls.empty());
  // Two liberties: never promoted, even when W(T) has the same two.
  const Position r = pos({"XWOTX", "X..XX", ".....", ".....", "....."});
  b = targets_of(r, Side::Black);
  ASSERT_EQ(b.size(), 2u);
  EXPECT_EQ(b[1].liberties.size(), 2u);
  EXPECT_TRUE(b[1].secondary_cores.empty());
  EXPECT_EQ(b[1].walls.size(), 1u);
}

// ---- moves ----

TEST(GomokuPlay, FillingTheLastLibertyFlipsCAndDTargets) {
  // Black fills (1,2), the single hole of the ring around W+O+T.
  const Position p = pos({"XWOTX", "XX.XX", ".....", ".....", "....."});
  const MoveOutcome out = engine.play(p, stone(Side::Black, at(5, 1, 2)));
  ASSERT_TRUE(out.legal()) << tg::reason_kind_name(out.reason.kind);
  ASSERT_EQ(out.encircled.size(), 2u);
  EXPECT_EQ(out.encircled[0].type, EncirclementType::C);
  EXPECT_EQ(out.encircled[1].type, EncirclementType::D);
  EXPECT_TRUE(out.overruled.empty());
  ASSERT_EQ(out.changes.size(), 2u);
  EXPECT_EQ(out.changes[0], (AttributeChange{pts(5, {{0, 1}}), Attribute::White, Attribute::Black}));
  EXPECT_EQ(out.changes[1], (AttributeChange{pts(5, {{0, 3}}), Attribute::Neutral, Attribute::Black}));
  EXPECT_EQ(out.after->board, pos({"XBOBX", "XXXXX", ".....", ".....", "....."}).board);
  EXPECT_EQ(out.after->next_move, 2);
  EXPECT_EQ(out.after->history, (std::vector<SeenPosition>{{p.board, 1}}));
}

TEST(GomokuPlay, TypeASpecialCaseTrisInTheSingleHole) {
  // Move 9 is black's tris: into the hole of black's ring it is a neutral
  // string without liberties, encircled by black (type A).
  const Position p = pos({".X...", "X.X..", ".X...", ".....", "....."}, 9);
  const MoveOutcome out = engine.play(p, tris(Side::Black, at(5, 1, 1)));
  ASSERT_TRUE(out.legal());
  ASSERT_EQ(out.encircled.size(), 1u);
  EXPECT_EQ(out.encircled[0].type, EncirclementType::A);
  EXPECT_EQ(out.changes, (std::vector<AttributeChange>{{pts(5, {{1, 1}}), Attribute::Neutral, Attribute::Black}}));
  EXPECT_EQ(out.after->board.attribute(at(5, 1, 1)), Attribute::Black);
}

TEST(GomokuPlay, MoverPriorityOverrulesTheOtherColour) {
  // White fills the last point: T is a type-C target for black (with the
  // new O as reinforcement) and for white (with black's ring); both lose
  // their last liberty, white moved, so white's takes effect.
  const Position p = pos({"XXX", "XT.", "XXX"}, 2);
  const MoveOutcome out = engine.play(p, stone(Side::White, at(3, 1, 2)));
  ASSERT_TRUE(out.legal());
  ASSERT_EQ(out.encircled.size(), 1u);
  EXPECT_EQ(out.encircled[0].encircler, Side::White);
  ASSERT_EQ(out.overruled.size(), 1u);
  EXPECT_EQ(out.overruled[0].encircler, Side::Black);
  EXPECT_EQ(out.overruled[0].type, EncirclementType::C);
  EXPECT_EQ(out.after->board.attribute(at(3, 1, 1)), Attribute::White);
}

TEST(GomokuPlay, OnMoveJudgesOnlyTargetsTheMoveTouches) {
  // Black's last point (2,2) is diagonal to T: the type-A target has no
  // liberty but the move is not in or next to its whole; white's type-C
  // target (T plus the black ring, which (2,2) touches) is encircled.
  const Position p = pos({"XXX", "XTX", "XX."}, 2);
  const MoveOutcome out = engine.play(p, stone(Side::White, at(3, 2, 2)));
  ASSERT_TRUE(out.legal());
  ASSERT_EQ(out.encircled.size(), 1u);
  EXPECT_EQ(out.encircled[0].encircler, Side::White);
  EXPECT_EQ(out.encircled[0].type, EncirclementType::C);
  EXPECT_TRUE(out.overruled.empty());
}

TEST(GomokuPlay, SelfFillingFlipsOwnTrisToTheOpponent) {
  // Black fills the last liberty of its own B+X string: the string is a
  // type-B target of white, which flips the black tris to white.
  const Position p = pos({"OOO", "OB.", "OOO"});
  const MoveOutcome out = engine.play(p, stone(Side::Black, at(3, 1, 2)));
  ASSERT_TRUE(out.legal());
  ASSERT_EQ(out.encircled.size(), 1u);
  EXPECT_EQ(out.encircled[0].encircler, Side::White);
  EXPECT_EQ(out.encircled[0].type, EncirclementType::B);
  EXPECT_EQ(out.changes, (std::vector<AttributeChange>{{pts(3, {{1, 1}}), Attribute::Black, Attribute::White}}));
}

TEST(GomokuPlay, FixedPointRoundsAndUntouchedTargets) {
  // Black fills T's last liberty (4,0)-(3,0). White's B target
  // {X,B,X,X} in the top-left corner already has no liberty but is not
  // touched: on-move ignores it. Fixed-point: round 1 both colours, black
  // moved, white's overruled; round 2 white's alone flips B to white, which
  // joins white's breathing string; round 3 finds nothing.
  const std::vector<std::string> rows = {"XBO..", "XXO..", "OOO..", ".....", "TX..."};
  const MoveOutcome on = engine.play(pos(rows), stone(Side::Black, at(5, 3, 0)));
  ASSERT_TRUE(on.legal());
  ASSERT_EQ(on.encircled.size(), 1u);
  EXPECT_EQ(on.encircled[0].type, EncirclementType::A);
  EXPECT_TRUE(on.overruled.empty());
  EXPECT_EQ(on.changes.size(), 1u);

  const MoveOutcome fp = engine.play(pos(rows, 1, "trisgomoku/encirclement=fixed-point"), stone(Side::Black, at(5, 3, 0)));
  ASSERT_TRUE(fp.legal()) << tg::reason_kind_name(fp.reason.kind);
  ASSERT_EQ(fp.encircled.size(), 2u);
  EXPECT_EQ(fp.encircled[0].encircler, Side::Black);
  EXPECT_EQ(fp.encircled[0].type, EncirclementType::A);
  EXPECT_EQ(fp.encircled[1].encircler, Side::White);
  EXPECT_EQ(fp.encircled[1].type, EncirclementType::B);
  EXPECT_EQ(fp.encircled[1].main_core, pts(5, {{0, 1}}));
  ASSERT_EQ(fp.overruled.size(), 1u);
  EXPECT_EQ(fp.overruled[0].encircler, Side::White);
  EXPECT_EQ(fp.changes, (std::vector<AttributeChange>{{pts(5, {{0, 1}}), Attribute::Black, Attribute::White},
                                                      {pts(5, {{4, 0}}), Attribute::Neutral, Attribute::Black}}));
}

TEST(GomokuPlay, FixedPointCycleIsAContradiction) {
  // Filling the board: black's A flips T to black, then white's B on the
  // whole board flips it to white, then black's B flips it back: a cycle.
  const Position p = pos({"XXX", "XTX", "XX."}, 1, "trisgomoku/encirclement=fixed-point");
  const MoveOutcome out = engine.play(p, stone(Side::Black, at(3, 2, 2)));
  EXPECT_EQ(out.illegal, Illegal::Contradiction);
  EXPECT_FALSE(out.after.has_value());
  // ... so the point is not a legal move, and only the pass remains.
  const std::vector<Move> legal = engine.legal_moves(p);
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_TRUE(legal[0].is_pass());
  // On-move: black's type A is not touched by (2,2); white's type C (T
  // plus black's ring) is, so black's own move makes T white.
  const MoveOutcome on = engine.play(pos({"XXX", "XTX", "XX."}), stone(Side::Black, at(3, 2, 2)));
  ASSERT_TRUE(on.legal());
  ASSERT_EQ(on.encircled.size(), 1u);
  EXPECT_EQ(on.encircled[0].encircler, Side::White);
  EXPECT_EQ(on.after->board.attribute(at(3, 1, 1)), Attribute::White);
}

TEST(GomokuPlay, RefusalsInOrderAndTheEnd) {
  // A five for white: every move is game-over, even one that fits no slot.
  const Position won = pos({"OOOOO", ".....", ".....", ".....", "....."}, 3);
  EXPECT_EQ(engine.play(won, stone(Side::White, at(5, 4, 4))).illegal, Illegal::GameOver);
  EXPECT_TRUE(engine.legal_moves(won).empty());
  EXPECT_EQ(engine.score(won, {}).winner, Winner::White);
  EXPECT_THROW(engine.score(won, {at(5, 0, 0)}), EngineLimit);
  const Position p = pos({".....", ".....", ".....", ".....", "....."}, 9);
  EXPECT_EQ(engine.play(p, stone(Side::Black, at(5, 0, 0))).illegal, Illegal::WrongSlot);
  EXPECT_EQ(engine.play(p, tris(Side::White, at(5, 0, 0))).illegal, Illegal::WrongSlot);
  const MoveOutcome conv = engine.play(p, Move{Side::Black, MoveKind::Emergency, Point{9, 9}});
  EXPECT_EQ(conv.illegal, Illegal::Emergency);
  EXPECT_EQ(conv.reason, make_reason(ReasonKind::GomokuConversionOff));
  EXPECT_EQ(engine.play(p, tris(Side::Black, Point{9, 9})).illegal, Illegal::OffBoard);
  const std::vector<Move> legal = engine.legal_moves(p);
  ASSERT_EQ(legal.size(), 26u);
  EXPECT_EQ(legal[0], tris(Side::Black, at(5, 0, 0)));
  EXPECT_TRUE(legal.back().is_pass());
  // Two passes end the game in a draw; a full board too.
  Position passed = p;
  passed.passes = 2;
  passed.next_move = 11;
  const Analysis a = engine.analyze(passed);
  EXPECT_TRUE(a.ended);
  EXPECT_EQ(a.gomoku->end, GomokuEnd::Passes);
  EXPECT_EQ(a.score, Score{});
  EXPECT_EQ(gomoku_of(pos({"XOX", "OTO", "XOX"})).end, GomokuEnd::FullBoard);
}

TEST(GomokuEnd, BothFivesFollowDoubleFive) {
  const std::vector<std::string> rows = {"XXXXX", ".....", ".....", ".....", "OOOOO"};
  // Move 4 was white's stone: under mover white wins, non-mover black.
  EXPECT_EQ(gomoku_of(pos(rows, 5)).winner, Winner::White);
  EXPECT_EQ(gomoku_of(pos(rows, 5)).end, GomokuEnd::BothFives);
  EXPECT_EQ(gomoku_of(pos(rows, 5, "trisgomoku/double_five=non-mover")).winner, Winner::Black);
  EXPECT_EQ(gomoku_of(pos(rows, 5, "trisgomoku/double_five=draw")).winner, Winner::Draw);
  EXPECT_EQ(gomoku_of(pos(rows, 1)).winner, Winner::Draw);  // no move made yet
}

TEST(GomokuEnd, PassesAgreeWithTheTrisGoEngine) {
  const MoveOrder order = move_order_trisgo_2026();
  for (EndRule rule : {EndRule::TwoPasses, EndRule::StonePasses})
    for (int next = 1; next <= 25; ++next)
      for (int passes = 0; passes < next && passes <= 4; ++passes) {
        Position p(*BoardSize::make(5), parse_ruleset("trisgo-2026"));
        p.rules.end = rule;
        p.next_move = next;
        p.passes = passes;
        EXPECT_EQ(passes_end(rule, order, next, passes), game_ended(p, order)) << next << " " << passes;
      }
}

// GomokuGame against the engine's play over seeded random games: the same
// legality, boards, end and winner. Counts the flips and the games won by a
// five, so the caller can check that the games exercised them.
struct GameStats {
  int flips = 0, fives = 0, overruled = 0;
};
void random_games(int n, const std::string& rules, int games, unsigned seed, GameStats& stats) {
  std::mt19937 rng(seed);
  for (int game = 0; game < games; ++game) {
    Position p(*BoardSize::make(n), parse_ruleset(rules));
    GomokuGame fast(p);
    for (int move = 0; move < 3 * n * n && !engine.ended(p); ++move) {
      const std::vector<Move> legal = engine.legal_moves(p);
      const std::vector<Point> points = fast.legal_points();
      ASSERT_EQ(points.size() + 1, legal.size());
      const std::size_t placements = legal.size() - 1;
      const Move m = placements == 0 || rng() % 40 == 0 ? legal.back() : legal[rng() % placements];
      const MoveOutcome out = engine.play(p, m);
      ASSERT_TRUE(out.legal()) << tg::reason_kind_name(out.reason.kind);
      const GomokuGame::Played played = fast.play(m);
      ASSERT_TRUE(played.legal);
      int flipped = 0;
      for (const AttributeChange& c : out.changes) flipped += static_cast<int>(c.points.size());
      EXPECT_EQ(played.flips, flipped);
      // Every target reported took effect on a whole without liberties.
      for (const EncirclementTarget& t : out.encircled) EXPECT_TRUE(t.liberties.empty());
      stats.flips += flipped;
      stats.overruled += static_cast<int>(out.overruled.size());
      p = *out.after;
      ASSERT_EQ(fast.board(), p.board) << print_position(p);
      ASSERT_EQ(fast.ended(), engine.ended(p));
      if (fast.ended()) {
        EXPECT_EQ(fast.winner(), engine.score(p, {}).winner);
        stats.fives += fast.end() == GomokuEnd::Five || fast.end() == GomokuEnd::BothFives;
      }
    }
  }
}

TEST(GomokuGameTest, AgreesWithTheEngineOnRandomGames) {
  GameStats stats;
  random_games(5, "trisgomoku", 30, 1, stats);
  random_games(7, "trisgomoku", 20, 2, stats);
  random_games(7, "trisgomoku/encirclement=fixed-point", 10, 3, stats);
  random_games(15, "trisgomoku", 2, 4, stats);
  EXPECT_GT(stats.flips, 20);
  EXPECT_GT(stats.fives, 10);
  std::printf("random games: %d flips, %d won by a five, %d targets overruled\n", stats.flips, stats.fives,
              stats.overruled);
}

TEST(GomokuGameTest, RefusesWhatTheEngineRefuses) {
  GomokuGame g(pos({"X..", "...", "..."}, 2));
  EXPECT_FALSE(g.play(stone(Side::Black, at(3, 1, 1))).legal);  // wrong side
  EXPECT_FALSE(g.play(stone(Side::White, at(3, 0, 0))).legal);  // occupied
  EXPECT_FALSE(g.play(stone(Side::White, Point{5, 0})).legal);  // off the board
  EXPECT_EQ(g.empty_count(), 8);
  EXPECT_EQ(g.empty_point(0), at(3, 0, 1));
  EXPECT_EQ(g.empty_point(3), at(3, 1, 1));
  EXPECT_EQ(g.empty_point(7), at(3, 2, 2));
  EXPECT_TRUE(g.play(stone(Side::White, at(3, 1, 1))).legal);
  EXPECT_EQ(g.next_move(), 3);
  EXPECT_EQ(g.empty_count(), 7);
  EXPECT_EQ(g.empty_point(3), at(3, 1, 2));
  // On 19x19 the empty points run over all six words.
  std::vector<std::string> rows(19, std::string(19, '.'));
  GomokuGame big(pos(rows));
  ASSERT_EQ(big.empty_count(), 361);
  for (int k = 0; k < 361; ++k) EXPECT_EQ(big.empty_point(k), (*BoardSize::make(19)).point(k));
  EXPECT_THROW(GomokuGame(pos({"X..", "...", "..."}, 1, "trisgo-2026")), EngineLimit);
}

}  // namespace
}  // namespace tg::opt
