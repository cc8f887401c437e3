// Art. 6 of the literal reference: the attribute table (TG-6.1, TG-6.2.*)
// on real diagrams, through tris_attributes (private eyes of TG-4.3 decide
// By, Wy, Bo, Wo), and the menggo-2019 tie-break (contradiction C-3).
//
// All diagrams share one shape: a tris string T = (0,2), (0,1) between a
// black string B = (-1,2), (-2,1), (-1,1) with the corner (-2,2) and a white
// string W = (1,2), (1,1), (2,1) with the corner (2,2). A corner left empty
// is that string's private eye (a one-point closed region touching only
// it); a corner filled with its own stone leaves the string with no closed
// region at all, so no private eye. A lone stone at (0,0) below T touches T
// and never has a private eye (its only candidate, the big region, has an
// empty string touching B or W as well: TG-4.3.2).
#include <gtest/gtest.h>

#include "reference/art06_attribute.h"
#include "reference/tests/diagram.h"

namespace tg::ref {
namespace {

using test::at;
using test::diagram;

TrisInfo only_tris(const Board& b, const Ruleset& rules = {}) {
  std::vector<TrisInfo> all = tris_attributes(b, rules);
  EXPECT_EQ(all.size(), 1u);
  return all.empty() ? TrisInfo{} : all.front();
}

void expect(const TrisInfo& t, int by, int wy, int bo, int wo, Attribute a, const std::string& branch) {
  EXPECT_EQ(t.by, by);
  EXPECT_EQ(t.wy, wy);
  EXPECT_EQ(t.bo, bo);
  EXPECT_EQ(t.wo, wo);
  EXPECT_EQ(t.attribute, a);
  EXPECT_EQ(t.branch, branch);
}

// TG-6.1: both corners filled, neither string has a private eye:
// By + Wy = 0, neutral (Bo = Wo = 1).
TEST(Art06Attribute, NoPrivateEyeIsNeutral61) {
  Board b = diagram({"XXTOO",
                     "XXTOO",
                     ".....",
                     ".....",
                     "....."});
  TrisInfo t = only_tris(b);
  EXPECT_EQ(t.points, (PointSet{at(b, 2, 0), at(b, 2, 1)}));
  expect(t, 0, 0, 1, 1, Attribute::Neutral, "6.1");
}

// TG-6.1: a lone tris touching nothing has all four parameters zero.
TEST(Art06Attribute, LoneTrisIsNeutral61) {
  Board b = diagram({".....",
                     ".....",
                     "..T..",
                     ".....",
                     "....."});
  expect(only_tris(b), 0, 0, 0, 0, Attribute::Neutral, "6.1");
}

// TG-6.2.1: black keeps its corner eye, white's corner is filled:
// By = 1 > Wy = 0, black.
TEST(Art06Attribute, MorePrivateEyedBlackIsBlack621) {
  Board b = diagram({".XTOO",
                     "XXTOO",
                     ".....",
                     ".....",
                     "....."});
  expect(only_tris(b), 1, 0, 0, 1, Attribute::Black, "6.2.1");
}

// TG-6.2.2: the mirror image: Wy = 1 > By = 0, white.
TEST(Art06Attribute, MorePrivateEyedWhiteIsWhite622) {
  Board b = diagram({"XXTO.",
                     "XXTOO",
                     ".....",
                     ".....",
                     "....."});
  expect(only_tris(b), 0, 1, 1, 0, Attribute::White, "6.2.2");
}

// TG-6.2.3(a): both corner eyes (By = Wy = 1), and a black stone without a
// private eye under T: Bo = 1 > Wo = 0, black.
TEST(Art06Attribute, TieBrokenByBlackWithoutEye6231) {
  Board b = diagram({".XTO.",
                     "XXTOO",
                     "..X..",
                     ".....",
                     "....."});
  expect(only_tris(b), 1, 1, 1, 0, Attribute::Black, "6.2.3.1");
}

// TG-6.2.3(b): the same with a white stone under T: Wo = 1 > Bo = 0, white.
TEST(Art06Attribute, TieBrokenByWhiteWithoutEye6232) {
  Board b = diagram({".XTO.",
                     "XXTOO",
                     "..O..",
                     ".....",
                     "....."});
  expect(only_tris(b), 1, 1, 0, 1, Attribute::White, "6.2.3.2");
}

// TG-6.2.3(c): both corner eyes and nothing else: By = Wy, Bo = Wo, neutral.
TEST(Art06Attribute, FullTieIsNeutral6233) {
  Board b = diagram({".XTO.",
                     "XXTOO",
                     ".....",
                     ".....",
                     "....."});
  expect(only_tris(b), 1, 1, 0, 0, Attribute::Neutral, "6.2.3.3");
}

// The two-argument form and the form reusing private eyes agree.
TEST(Art06Attribute, ReusingPrivateEyesGivesTheSameAnswer) {
  Board b = diagram({".XTO.",
                     "XXTOO",
                     "..X..",
                     ".....",
                     "....."});
  Ruleset r;
  EXPECT_EQ(tris_attributes(b, r), tris_attributes(b, r, private_eyes(b, r)));
}

// Contradiction C-3 (BRIEF 5.3): menggo-2019's tie-break compares all
// adjacent strings (Bo + By against Wo + Wy), trisgo-2026 only those without
// a private eye. The tie-break is reached only when By = Wy, so the two
// comparisons are the same: the rules agree on every (By, Wy, Bo, Wo).
TEST(Art06Attribute, Menggo2019AgreesWithTrisgo2026OnEveryParameterSet) {
  Ruleset trisgo;
  Ruleset menggo;
  menggo.attribute_rule = AttributeRule::Menggo2019;
  for (int by = 0; by <= 4; ++by)
    for (int wy = 0; wy <= 4; ++wy)
      for (int bo = 0; bo <= 4; ++bo)
        for (int wo = 0; wo <= 4; ++wo) {
          std::string b1, b2;
          Attribute a1 = attribute_rule(by, wy, bo, wo, trisgo, b1);
          Attribute a2 = attribute_rule(by, wy, bo, wo, menggo, b2);
          EXPECT_EQ(a1, a2) << by << wy << bo << wo;
          EXPECT_EQ(b1, b2) << by << wy << bo << wo;
        }
}

// ... and so on the diagrams above, end to end.
TEST(Art06Attribute, Menggo2019AgreesOnTheDiagrams) {
  Ruleset menggo;
  menggo.attribute_rule = AttributeRule::Menggo2019;
  for (Board b : {diagram({".XTO.", "XXTOO", "..X..", ".....", "....."}),
                  diagram({".XTO.", "XXTOO", "..O..", ".....", "....."}),
                  diagram({".XTO.", "XXTOO", ".....", ".....", "....."})})
    EXPECT_EQ(tris_attributes(b, Ruleset{}), tris_attributes(b, menggo));
}

}  // namespace
}  // namespace tg::ref
