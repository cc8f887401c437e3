#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "vocab/labels.h"

namespace tg {
namespace {

BoardSize b19() { return *BoardSize::make(19); }

// Art. 1 gives G六 as (-7, 6): G is the 7th letter counted leftwards from O.
TEST(Labels, ChineseExampleFromArticle2) {
  auto r = parse_point("G六", b19());
  ASSERT_TRUE(r.point) << r.error;
  EXPECT_EQ(*r.point, (Point{-7, 6}));
  EXPECT_EQ(r.set, LabelSet::Chinese);
}

TEST(Labels, PrintsEverySet) {
  EXPECT_EQ(format_point({-7, 6}, LabelSet::Chinese), "G六");
  EXPECT_EQ(format_point({-7, 6}, LabelSet::Letter), "g6");
  EXPECT_EQ(format_point({-7, 6}, LabelSet::Integer), "-7,6");
  EXPECT_EQ(format_point({0, 0}, LabelSet::Chinese), "OO");
  EXPECT_EQ(format_point({0, 0}, LabelSet::Letter), "00");
  EXPECT_EQ(format_point({9, -9}, LabelSet::Chinese), "九I");
}

TEST(Labels, ParsesIntegerWithParentheses) {
  auto r = parse_point("(5,1)", b19());
  ASSERT_TRUE(r.point);
  EXPECT_EQ(*r.point, (Point{5, 1}));
}

TEST(Labels, RejectsOffBoard) {
  auto r = parse_point("G六", *BoardSize::make(9));
  EXPECT_FALSE(r.point);
  EXPECT_EQ(r.error, "point (-7,6) is off the 9x9 board (coordinates run from -4 to 4)");
}

TEST(Labels, RejectsMixedSets) {
  auto r = parse_point("g六", b19());
  EXPECT_FALSE(r.point);
  EXPECT_NE(r.error.find("is not a point"), std::string::npos);
}

TEST(Labels, RoundTripsEveryPointInEverySet) {
  for (int n = 3; n <= 19; n += 2) {
    BoardSize s = *BoardSize::make(n);
    for (Point p : s.all_points())
      for (LabelSet set : kAllLabelSets) {
        auto r = parse_point(format_point(p, set), s);
        ASSERT_TRUE(r.point) << r.error;
        EXPECT_EQ(*r.point, p);
        EXPECT_EQ(r.set, set);
      }
  }
}

// Print then parse gives the same point, in every label set, on every size.
RC_GTEST_PROP(LabelProps, PointRoundTripInEverySet, ()) {
  const int n = 3 + 2 * *rc::gen::inRange(0, 9);
  const BoardSize size = *BoardSize::make(n);
  const Point p{*rc::gen::inRange(-size.half(), size.half() + 1), *rc::gen::inRange(-size.half(), size.half() + 1)};
  const LabelSet set = *rc::gen::elementOf(std::vector<LabelSet>{LabelSet::Integer, LabelSet::Letter, LabelSet::Chinese});
  const PointParse back = parse_point(format_point(p, set), size);
  RC_ASSERT(back.point.has_value());
  RC_ASSERT(*back.point == p);
  RC_ASSERT(back.set == set);
}

}  // namespace
}  // namespace tg
