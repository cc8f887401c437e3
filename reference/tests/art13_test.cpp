// Art. 13: scoring (TG-13, D-16, D-17, D-18, D-45) and the contradictions
// C-1 (komi factor two) and C-2 (unassigned points).
#include <gtest/gtest.h>

#include "reference/art13_scoring.h"
#include "reference/tests/diagram.h"

namespace tg::ref {
namespace {

using test::diagram;

Score scored(const Board& b, const Ruleset& r = {}) { return score_layers(layers_of(b, r), r); }

Owner owner_at(const Score& s, const Board& b, Point p) { return s.owner[b.size().index(p)]; }

// C-1, komi factor two. Black holds three columns (15 points), white two
// (10), nothing is neutral: N = 25, X = 0, Y = 12.5, komi m = 3.75 (TG-13.1;
// TG-13.11: the same komi on this 5 x 5 board).
//  - first formula: 15 - 3.75 = 11.25 > 10: black wins;
//  - second formula: 15 < Y + m = 16.25: black loses.
// TG-13.9, D-18: the default (chinese) names white; komi_formula=literal names black.
TEST(Art13, KomiFactorTwo) {
  Board b = diagram({"..XO.", "..XO.", "..XO.", "..XO.", "..XO."});
  Score s = scored(b);
  EXPECT_EQ(s.black, 15);
  EXPECT_EQ(s.white, 10);
  EXPECT_EQ(s.neutral, 0);
  EXPECT_EQ(s.komi, 3.75);
  EXPECT_EQ(s.y, 12.5);
  EXPECT_EQ(s.literal, Winner::Black);
  EXPECT_EQ(s.chinese, Winner::White);
  EXPECT_EQ(s.winner, Winner::White);
  Ruleset literal;
  literal.komi_formula = KomiFormula::Literal;
  EXPECT_EQ(scored(b, literal).winner, Winner::Black);
}

// Both groups are permanently alive (two one-point eyes each, Benson); the
// 20 empty points between them touch both colours and are no seki (D-45:
// the strings beside them are permanently alive). Black 15 (13 stones, 2
// eyes), white 14. Komi 0 to isolate C-2.
//  - dame=split (TG-13.10, D-17 default): 10 each; black 25, white 24; both formulas
//    say black (25 > 24; 25 > Y = 24.5);
//  - dame=nobody: black 15, white 14, 20 nobody's. First formula: 15 > 14,
//    black. Second: Y = 24.5 assumes every point is someone's; 15 < 24.5,
//    white (C-2).
TEST(Art13, DameBothSettingsAndUnassignedPoints) {
  Board b = diagram({"XX...OO",
                     ".X...O.",
                     "XX...OO",
                     "XXX..OO",
                     "XX...OO",
                     ".X...O.",
                     "XX...OO"});
  Ruleset split;
  split.komi_quarters = 0;
  Score s = scored(b, split);
  EXPECT_EQ(owner_at(s, b, {0, 0}), Owner::Shared);
  EXPECT_EQ(s.black, 25);
  EXPECT_EQ(s.white, 24);
  EXPECT_EQ(s.literal, Winner::Black);
  EXPECT_EQ(s.chinese, Winner::Black);
  Ruleset nobody = split;
  nobody.dame = Dame::Nobody;
  s = scored(b, nobody);
  EXPECT_EQ(owner_at(s, b, {0, 0}), Owner::Nobody);
  EXPECT_EQ(owner_at(s, b, {-3, 2}), Owner::Black);  // an eye
  EXPECT_EQ(s.black, 15);
  EXPECT_EQ(s.white, 14);
  EXPECT_EQ(s.nobody, 20);
  EXPECT_EQ(s.y, 24.5);
  EXPECT_EQ(s.literal, Winner::Black);
  EXPECT_EQ(s.chinese, Winner::White);
}

// TG-13 seki, D-45: neither wall is permanently alive (one eye-space each),
// so the column between them is seki and shared even under dame=nobody.
TEST(Art13, SekiIsSharedUnderEitherDameSetting) {
  Board b = diagram({".X.O.", ".X.O.", ".X.O.", ".X.O.", ".X.O."});
  for (Dame d : {Dame::Split, Dame::Nobody}) {
    Ruleset r;
    r.dame = d;
    Score s = scored(b, r);
    EXPECT_EQ(owner_at(s, b, {0, 0}), Owner::Shared);
    EXPECT_EQ(s.black, 12.5);
    EXPECT_EQ(s.white, 12.5);
    EXPECT_EQ(s.nobody, 0);
  }
}

// TG-13.5, D-16. The neutral tris column (it touches only a black
// stone without private eye: By + Wy = 0) splits the board. The left area
// borders it and holds stones of one colour only, not permanently alive:
// all 10 points count as neutral tris. The right area holds both colours:
// scored normally (its empty string touches both: shared). X = 15,
// Y = (25 - 15) / 2 = 5.
TEST(Art13, NeutralEnclosedArea) {
  Board b = diagram({"..T..", "..T.O", ".XT..", "..T.X", "..T.."});
  Score s = scored(b);
  EXPECT_EQ(owner_at(s, b, {-1, 0}), Owner::Neutral);  // the black stone
  EXPECT_EQ(owner_at(s, b, {-2, 2}), Owner::Neutral);
  EXPECT_EQ(owner_at(s, b, {0, 0}), Owner::Neutral);   // the tris
  EXPECT_EQ(owner_at(s, b, {2, 1}), Owner::White);
  EXPECT_EQ(owner_at(s, b, {1, 0}), Owner::Shared);
  EXPECT_EQ(s.neutral, 15);
  EXPECT_EQ(s.black, 5);
  EXPECT_EQ(s.white, 5);
  EXPECT_EQ(s.y, 5);
  // Without the tris there is no enclosed area: the board is scored
  // normally and the empty points, touching both colours, are shared.
  Board open = diagram({".....", "....O", ".X...", "....X", "....."});
  EXPECT_EQ(owner_at(scored(open), open, {-2, 2}), Owner::Shared);
}

// D-16: a permanently alive string in a neutral-enclosed area keeps its
// points, and so do the empty strings beside it. Black's group (two eyes)
// on the left of the neutral tris column owns its 21 points; the empty
// right area touches no stone at all and is neutral (TG-13.4
// covers only strings between a colour and neutral tris).
TEST(Art13, PermanentlyAliveInEnclosedArea) {
  Board b = diagram({"XX.T...",
                     ".X.T...",
                     "XX.T...",
                     "XX.T...",
                     "XX.T...",
                     ".X.T...",
                     "XX.T..."});
  Score s = scored(b);
  EXPECT_EQ(owner_at(s, b, {-1, 0}), Owner::Black);
  EXPECT_EQ(owner_at(s, b, {-3, 2}), Owner::Black);
  EXPECT_EQ(owner_at(s, b, {2, 0}), Owner::Neutral);
  EXPECT_EQ(s.black, 21);
  EXPECT_EQ(s.neutral, 28);
  EXPECT_EQ(s.y, 10.5);
}

// TG-13: attributed tris count for their colour; empty points between a
// colour and neutral tris (or the edge) are that colour's.
TEST(Art13, AttributedTrisCountForTheirColour) {
  // The tris (-1,0) is black (the corner string has a private eye).
  Board b = diagram({".X...", "XX...", ".T...", ".....", "....."});
  Score s = scored(b);
  EXPECT_EQ(owner_at(s, b, {-1, 0}), Owner::Black);
  EXPECT_EQ(s.black, 25);
  EXPECT_EQ(s.winner, Winner::Black);
  // A board of only a neutral tris: everything is neutral (TG-13.6), Y = 0.
  Board t = diagram({".....", ".....", "..T..", ".....", "....."});
  Score n = scored(t);
  EXPECT_EQ(n.neutral, 25);
  EXPECT_EQ(n.y, 0);
  EXPECT_EQ(n.chinese, Winner::White);  // 0 < 0 + 3.75
  EXPECT_EQ(n.literal, Winner::White);  // 0 - 3.75 < 0
}

TEST(Art13, DrawAndHelpers) {
  // 12.5 against 12.5 with komi 0: a draw by both formulas.
  Board b = diagram({".X.O.", ".X.O.", ".X.O.", ".X.O.", ".X.O."});
  Ruleset r;
  r.komi_quarters = 0;
  Score s = scored(b, r);
  EXPECT_EQ(s.literal, Winner::Draw);
  EXPECT_EQ(s.chinese, Winner::Draw);
  const Board h = layers_of(b, r).holistic;
  EXPECT_TRUE(is_seki(h, strings_of(h, Piece::Empty)[1], {}));
  EXPECT_TRUE(neutral_enclosed_areas(h).empty());
}

}  // namespace
}  // namespace tg::ref
