// The reference engine through the interface of vocab/engine.h: a short full
// game, legal_moves against play(), analyze() against play(), refused
// rulesets, and random games on 9x9 and 19x19.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "reference/reference_engine.h"
#include "reference/tests/diagram.h"

namespace tg::ref {
namespace {

using test::diagram;

Move stone(Side s, Point p) { return Move{s, MoveKind::Stone, p}; }
Move tris(Side s, Point p) { return Move{s, MoveKind::Tris, p}; }
Move pass(Side s) { return Move{s, MoveKind::Pass, {}}; }

// Every move that could be asked of the position: both sides, every kind,
// every point.
std::vector<Move> candidates(const Position& p) {
  std::vector<Move> out;
  for (Side s : {Side::Black, Side::White}) {
    for (MoveKind k : {MoveKind::Stone, MoveKind::Tris, MoveKind::Emergency})
      for (Point q : p.board.size().all_points()) out.push_back(Move{s, k, q});
    out.push_back(pass(s));
  }
  return out;
}

// legal_moves() lists exactly the moves play() accepts, in the documented
// order (the pass last); analyze().forbidden lists the empty points where
// play() refuses the slot's own piece with an Art. 7 reason (tris slot) or
// suicide / repetition (stone slot), with that reason; analyze() agrees with
// ended() and score().
void expect_agreement(const Engine& e, const Position& p) {
  const std::vector<Move> legal = e.legal_moves(p);
  const Analysis a = e.analyze(p);
  const Slot slot = p.to_move();
  const MoveKind own = slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone;
  std::vector<ForbiddenPoint> expected;
  for (const Move& m : candidates(p)) {
    const bool listed = std::find(legal.begin(), legal.end(), m) != legal.end();
    const MoveOutcome o = e.play(p, m);
    EXPECT_EQ(listed, o.legal()) << "move " << p.next_move << " " << side_name(m.side) << " "
                                 << move_kind_name(m.kind) << " (" << m.point.x << "," << m.point.y
                                 << "): " << tg::reason_kind_name(o.reason.kind);
    const Illegal r = o.illegal;
    if (m.side == slot.side && m.kind == own &&
        (r == Illegal::TrisCapture || r == Illegal::TrisEye || r == Illegal::TrisTigerMouth ||
         r == Illegal::Suicide || r == Illegal::Repetition))
      expected.push_back(ForbiddenPoint{m.point, r});
  }
  if (!legal.empty()) {
    EXPECT_TRUE(legal.back().is_pass());
  }
  if (!a.ended) {
    EXPECT_EQ(a.forbidden, expected) << "move " << p.next_move;
  }
  EXPECT_EQ(a.ended, e.ended(p));
  EXPECT_EQ(a.score, e.score(p, {}));
}

// The first legal move found from random points (passing after 60 tries).
Position random_move(const Engine& e, const Position& p, std::mt19937& rng) {
  const Slot slot = p.to_move();
  const MoveKind kind = slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris;
  const std::vector<Point> points = p.board.size().all_points();
  for (int attempt = 0; attempt < 60; ++attempt) {
    const Point q = points[std::uniform_int_distribution<std::size_t>(0, points.size() - 1)(rng)];
    MoveOutcome o = e.play(p, Move{slot.side, kind, q});
    if (o.legal()) return *o.after;
  }
  MoveOutcome o = e.play(p, pass(slot.side));
  EXPECT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  return *o.after;
}

TEST(Engine, NameAndFactory) {
  std::unique_ptr<Engine> e = make_reference_engine();
  EXPECT_EQ(e->name(), "reference");
}

// Rulesets the reference does not implement are refused, never guessed.
TEST(Engine, RefusesUnimplementedRulesets) {
  std::unique_ptr<Engine> e = make_reference_engine();
  for (const char* name : {"trisgomoku/order=menggo-2013"}) {
    Position p(*BoardSize::make(9), parse_ruleset(name));
    EXPECT_THROW(e->analyze(p), EngineLimit) << name;
    EXPECT_THROW(e->play(p, pass(Side::Black)), EngineLimit) << name;
    EXPECT_THROW(e->legal_moves(p), EngineLimit) << name;
    EXPECT_THROW(e->ended(p), EngineLimit) << name;
    EXPECT_THROW(e->score(p, {}), EngineLimit) << name;
  }
  Ruleset team_gomoku = parse_ruleset("trisgomoku/order=menggo-2013-two");
  EXPECT_THROW(e->analyze(Position(*BoardSize::make(9), team_gomoku)), EngineLimit);
}

// MengGo 2013 (attribute_rule=bonds, order=menggo-2013) is decided: no
// private eyes are reported (D-64), and the bonds are.
TEST(Engine, DecidesMenggo2013) {
  std::unique_ptr<Engine> e = make_reference_engine();
  Position p(*BoardSize::make(5), parse_ruleset("menggo-2013"));
  p.board.set(Point{0, 0}, Piece::Tris);
  p.board.set(Point{-1, 0}, Piece::Black);
  p.board.set(Point{1, 0}, Piece::White);
  p.board.set(Point{0, 1}, Piece::White);
  Analysis a = e->analyze(p);
  EXPECT_TRUE(a.private_eyes.empty());
  ASSERT_EQ(a.tris.size(), 1u);
  EXPECT_EQ(a.tris[0].black_bonds, 1);
  EXPECT_EQ(a.tris[0].white_bonds, 2);
  EXPECT_EQ(a.tris[0].attribute, Attribute::White);
  EXPECT_EQ(a.tris[0].branch, "M13-5.4.2");
}

// A short game on 5x5 under trisgo-2026: eight stones, the two tris moves
// of the cycle, two more stones, two passes. Black's column 0 and white's
// column 1 each enclose their side. White's tris (2,-2) touches the white
// column, whose side of the board is a private eye: it is white. Black's
// tris (-2,-2) touches nothing: neutral.
TEST(Engine, ShortGame) {
  std::unique_ptr<Engine> e = make_reference_engine();
  Position p(*BoardSize::make(5));
  const std::vector<Move> game{
      stone(Side::Black, {0, 0}),  stone(Side::White, {1, 0}),  stone(Side::Black, {0, 1}),
      stone(Side::White, {1, 1}),  stone(Side::Black, {0, -1}), stone(Side::White, {1, -1}),
      stone(Side::Black, {0, 2}),  stone(Side::White, {1, 2}),  tris(Side::Black, {-2, -2}),
      tris(Side::White, {2, -2}),  stone(Side::Black, {0, -2}), stone(Side::White, {1, -2}),
      pass(Side::Black),           pass(Side::White)};
  for (std::size_t i = 0; i < game.size(); ++i) {
    expect_agreement(*e, p);
    MoveOutcome o = e->play(p, game[i]);
    ASSERT_TRUE(o.legal()) << "move " << i + 1 << ": " << tg::reason_kind_name(o.reason.kind);
    p = *o.after;
    EXPECT_EQ(p.next_move, static_cast<int>(i) + 2);
    EXPECT_EQ(p.history.size(), i + 1);
    if (i + 1 == 10) {
      // Neither column reaches the lower edge yet, so neither encloses
      // anything: no private eye, both tris neutral.
      EXPECT_EQ(p.board, diagram({"..XO.", "..XO.", "..XO.", "..XO.", "T...T"}));
      const Analysis a = e->analyze(p);
      ASSERT_EQ(a.tris.size(), 2u);
      EXPECT_EQ(a.tris[0].attribute, Attribute::Neutral);
      EXPECT_EQ(a.tris[1].attribute, Attribute::Neutral);
    }
  }
  EXPECT_EQ(p.board, diagram({"..XO.", "..XO.", "..XO.", "..XO.", "T.XOT"}));
  // Now each column closes its side: each has a private eye there. White's
  // tris (2,-2) touches the white column: white. Black's tris (-2,-2)
  // touches no string: neutral.
  const Analysis end = e->analyze(p);
  ASSERT_EQ(end.tris.size(), 2u);
  EXPECT_EQ(end.tris[0].attribute, Attribute::Neutral);
  EXPECT_EQ(end.tris[1].attribute, Attribute::White);
  EXPECT_TRUE(e->ended(p));
  EXPECT_TRUE(e->legal_moves(p).empty());
  EXPECT_EQ(e->play(p, stone(Side::Black, {-1, 0})).illegal, Illegal::GameOver);
  // Black: its column (5) and the 9 empty points beside it; white: its column,
  // 4 empty points and the white tris; the neutral tris is X = 1.
  // Y = (25 - 1) / 2 = 12. Chinese: 14 < 15.75, white; literal: 14 - 3.75 >
  // 10, black (C-1 again).
  const Score s = e->score(p, {});
  EXPECT_EQ(s.black, 14);
  EXPECT_EQ(s.white, 10);
  EXPECT_EQ(s.neutral, 1);
  EXPECT_EQ(s.winner, Winner::White);
  EXPECT_EQ(s.literal, Winner::Black);
  const Analysis a = e->analyze(p);
  EXPECT_TRUE(a.ended);
  EXPECT_EQ(a.score, s);
  EXPECT_EQ(a.base_strings.size(), 4u);      // two columns, two tris
  EXPECT_EQ(a.holistic_strings.size(), 2u);  // the white tris joins white's column
  EXPECT_EQ(a.private_eyes.size(), 2u);
  EXPECT_FALSE(a.regions.empty());
}

// The `go` preset: alternate stone moves only, plain Go. A capture, then
// the ko rule.
TEST(Engine, GoPreset) {
  std::unique_ptr<Engine> e = make_reference_engine();
  Position p(*BoardSize::make(5), find_preset("go")->rules);
  p.board = diagram({".XO..", "XO.O.", ".XO..", ".....", "....."});
  p.next_move = 9;  // would be a tris slot under trisgo-2026
  EXPECT_EQ(p.to_move().kind, SlotKind::Stone);
  for (const Move& m : e->legal_moves(p)) EXPECT_NE(m.kind, MoveKind::Tris);
  MoveOutcome o = e->play(p, stone(Side::Black, {0, 1}));
  ASSERT_TRUE(o.legal()) << tg::reason_kind_name(o.reason.kind);
  EXPECT_EQ(o.captured, (std::vector<Point>{Point{-1, 1}}));
  EXPECT_EQ(e->play(*o.after, stone(Side::White, {-1, 1})).illegal, Illegal::Repetition);
  expect_agreement(*e, *o.after);
  // The retake shows up among white's forbidden points.
  const Analysis a = e->analyze(*o.after);
  EXPECT_NE(std::find(a.forbidden.begin(), a.forbidden.end(), ForbiddenPoint{{-1, 1}, Illegal::Repetition}),
            a.forbidden.end());
}

// legal_moves and analyze against play on the positions of the Art. 8 and
// Art. 9 tests: an emergency conversion is listed, the cascade position and
// tris forbidden points agree.
TEST(Engine, LegalMovesOnCraftedPositions) {
  std::unique_ptr<Engine> e = make_reference_engine();
  Position atari(*BoardSize::make(5));
  atari.board = diagram({".....", ".....", ".OXO.", "..O..", "....."});
  atari.next_move = 9;
  atari.history.push_back(SeenPosition{diagram({".....", ".....", ".OXO.", ".....", "....."}), 8});
  const std::vector<Move> legal = e->legal_moves(atari);
  EXPECT_NE(std::find(legal.begin(), legal.end(), Move{Side::Black, MoveKind::Emergency, {0, 1}}), legal.end());
  EXPECT_EQ(std::find(legal.begin(), legal.end(), tris(Side::Black, {0, 1})), legal.end());
  expect_agreement(*e, atari);

  Position cascade(*BoardSize::make(7));
  cascade.board = diagram({"..X.O..", ".XOTOO.", "..X.OOO", ".......", ".......", ".......", "......."});
  for (int next : {1, 2, 9, 10}) {
    cascade.next_move = next;
    expect_agreement(*e, cascade);
  }
}

// Random games on 9x9 (seeded, so a failure reproduces): legal_moves(),
// analyze() and play() checked against each other on a tris slot and on a
// stone slot of each game.
TEST(Engine, RandomGames9x9) {
  std::unique_ptr<Engine> e = make_reference_engine();
  for (unsigned seed : {1u, 2u}) {
    std::mt19937 rng(seed);
    Position p(*BoardSize::make(9));
    for (int i = 0; i < 60 && !e->ended(p); ++i) {
      if (p.next_move == 39 || p.next_move == 55) expect_agreement(*e, p);
      p = random_move(*e, p, rng);
    }
    EXPECT_EQ(p.next_move, 61) << "seed " << seed;
    const Score s = e->score(p, {});
    EXPECT_EQ(s.black + s.white + s.neutral + s.nobody, 81) << "seed " << seed;
  }
}

// 19x19: random moves through play() alone, then one analysis; the
// reference must stay usable there.
TEST(Engine, RandomGame19x19) {
  std::unique_ptr<Engine> e = make_reference_engine();
  std::mt19937 rng(7);
  Position p(*BoardSize::make(19));
  for (int i = 0; i < 30; ++i) p = random_move(*e, p, rng);
  const Analysis a = e->analyze(p);
  EXPECT_FALSE(a.ended);
  EXPECT_EQ(a.score.black + a.score.white + a.score.neutral + a.score.nobody, 361);
}

}  // namespace
}  // namespace tg::ref
