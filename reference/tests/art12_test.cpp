// Art. 12: agreed dead strings (TG-12, D-14), scored through Art. 13.
#include <gtest/gtest.h>

#include <stdexcept>

#include "reference/art12_dead.h"
#include "reference/art13_scoring.h"
#include "reference/tests/diagram.h"

namespace tg::ref {
namespace {

using test::diagram;

Score scored(const Board& b, const std::vector<Point>& dead, const Ruleset& r = {}) {
  Layers l = layers_of(b, r);
  return score_layers(layers_of(remove_agreed_dead(l, dead), r), r);
}

// The white stone (-2,0) sits in black's area. Scored as it stands, the
// empty points around it touch both colours (shared under dame=split).
// Agreed dead, it is removed first and black's area is whole: 15 points.
TEST(Art12, AgreedDeadStringIsRemoved) {
  Board b = diagram({"..XO.", "..XO.", "O.XO.", "..XO.", "..XO."});
  Score as_is = scored(b, {});
  EXPECT_EQ(as_is.owner[b.size().index({-2, 0})], Owner::White);
  EXPECT_LT(as_is.black, 15);
  Score s = scored(b, {{-2, 0}});
  EXPECT_EQ(s.black, 15);
  EXPECT_EQ(s.white, 10);
  EXPECT_EQ(s.owner[b.size().index({-2, 0})], Owner::Black);
}

// A listed point removes its whole holistic string: here the white corner
// string and the white tris (-2,0) joined to it (TG-5.2.4); listing the
// tris point alone does the same.
TEST(Art12, WholeHolisticStringWithItsTris) {
  Board b = diagram({".OX..", "OOX..", "TX...", "X....", "....."});
  Layers l = layers_of(b, {});
  ASSERT_EQ(l.tris[0].attribute, Attribute::White);
  const Board expected = diagram({"..X..", "..X..", ".X...", "X....", "....."});
  EXPECT_EQ(remove_agreed_dead(l, {{-1, 1}}), expected);
  EXPECT_EQ(remove_agreed_dead(l, {{-2, 0}}), expected);
}

// D-14: never guess. A listed point must hold a black or white holistic
// stone: not an empty point, not a neutral tris, not off the board.
TEST(Art12, InvalidDeadPoints) {
  Board b = diagram({"T....", ".....", "..X..", ".....", "....."});
  Layers l = layers_of(b, {});
  EXPECT_THROW(remove_agreed_dead(l, {{1, 1}}), std::invalid_argument);
  EXPECT_THROW(remove_agreed_dead(l, {{-2, 2}}), std::invalid_argument);
  EXPECT_THROW(remove_agreed_dead(l, {{5, 0}}), std::invalid_argument);
  EXPECT_NO_THROW(remove_agreed_dead(l, {{0, 0}}));
  try {
    remove_agreed_dead(l, {{1, 1}});
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("(1,1)"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace tg::ref
