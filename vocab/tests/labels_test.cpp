#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <iterator>
#include <stdexcept>

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

// An upper-case letter and a digit that is not a GTP vertex ("W1V4", a
// record's "W1" glued to "V4"): the two parse_point overloads called each
// other until the stack overflowed (fuzz_record, 2026-12-02). Now an error.
TEST(Labels, ALetterDigitTextThatIsNoVertexIsAnError) {
  for (const char* text : {"W1V4", "B1.", "C6x", "Z9Z9Z9"}) {
    for (LabelSet set : {LabelSet::Gtp, LabelSet::Letter, LabelSet::Chinese, LabelSet::Integer}) {
      auto r = parse_point(text, *BoardSize::make(9), set);
      EXPECT_FALSE(r.point) << text;
      EXPECT_FALSE(r.error.empty()) << text;
    }
    EXPECT_FALSE(parse_point(text, *BoardSize::make(9)).point) << text;
  }
  EXPECT_EQ(parse_point("C6", *BoardSize::make(9)).point, (Point{-2, 1}));  // still a vertex
}

TEST(Labels, RoundTripsEveryPointInEverySet) {
  for (int n = 3; n <= 19; n += 2) {
    BoardSize s = *BoardSize::make(n);
    for (Point p : s.all_points())
      for (LabelSet set : kAllLabelSets) {
        auto r = parse_point(format_point(p, Labels(set, s)), s);
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
  const LabelSet set = *rc::gen::elementOf(std::vector<LabelSet>(std::begin(kAllLabelSets), std::end(kAllLabelSets)));
  const PointParse back = parse_point(format_point(p, Labels(set, size)), size, set);
  RC_ASSERT(back.point.has_value());
  RC_ASSERT(*back.point == p);
  RC_ASSERT(back.set == set);
}

}  // namespace
}  // namespace tg

namespace tg {
namespace {

// --labels gtp (D-134): GTP vertices as a label set bound to the board size.
TEST(LabelsGtp, FormatsVerticesWithTheBoardSize) {
  const BoardSize b9 = *BoardSize::make(9), b5 = *BoardSize::make(5);
  EXPECT_EQ(format_point(Point{-4, 4}, Labels(LabelSet::Gtp, b9)), "A9");  // top-left
  EXPECT_EQ(format_point(Point{0, 0}, Labels(LabelSet::Gtp, b9)), "E5");
  EXPECT_EQ(format_point(Point{4, -4}, Labels(LabelSet::Gtp, b9)), "J1");  // J follows H
  EXPECT_EQ(format_point(Point{0, 0}, Labels(LabelSet::Gtp, b5)), "C3");   // the size matters
  EXPECT_EQ(format_point(Point{-5, 0}, Labels(LabelSet::Gtp, b9)), "(-5,0)");  // off the board
  EXPECT_EQ(format_column(3, Labels(LabelSet::Gtp, b9)), "H");
  EXPECT_EQ(format_row(-4, Labels(LabelSet::Gtp, b9)), "1");
  EXPECT_EQ(format_column(-7, LabelSet::Chinese), "G");
  EXPECT_EQ(label_set_name(LabelSet::Gtp), "gtp");
  EXPECT_EQ(parse_label_set_name("gtp"), LabelSet::Gtp);
  EXPECT_EQ(label_set_names(), "integer, letter, chinese, gtp");
  // Without a size GTP vertices cannot be written: a bug, not a guess.
  EXPECT_THROW(format_point(Point{0, 0}, LabelSet::Gtp), std::logic_error);
  EXPECT_THROW(format_coordinate(0, LabelSet::Gtp), std::logic_error);
}

TEST(LabelsGtp, ParsesVerticesWhenChosenAndUpperCaseAlways) {
  const BoardSize b9 = *BoardSize::make(9);
  // Chosen: lower case is GTP's, not the letter set's.
  PointParse r = parse_point("c6", b9, LabelSet::Gtp);
  ASSERT_TRUE(r.point) << r.error;
  EXPECT_EQ(*r.point, (Point{-2, 1}));
  EXPECT_EQ(r.set, LabelSet::Gtp);
  r = parse_point("c6", b9);  // the letter set's (-3, 6): off 9x9
  EXPECT_FALSE(r.point);
  r = parse_point("C6", b9);  // upper case is recognised as GTP without the choice
  ASSERT_TRUE(r.point) << r.error;
  EXPECT_EQ(*r.point, (Point{-2, 1}));
  // The other sets stay readable with --labels gtp.
  r = parse_point("-2,1", b9, LabelSet::Gtp);
  ASSERT_TRUE(r.point) << r.error;
  EXPECT_EQ(*r.point, (Point{-2, 1}));
  r = parse_point("B一", b9, LabelSet::Gtp);
  ASSERT_TRUE(r.point) << r.error;
  EXPECT_EQ(*r.point, (Point{-2, 1}));
  // Errors name the cause.
  r = parse_point("I5", b9, LabelSet::Gtp);
  EXPECT_FALSE(r.point);
  EXPECT_NE(r.error.find("skip the letter I"), std::string::npos) << r.error;
  r = parse_point("I5", b9);
  EXPECT_NE(r.error.find("skip the letter I"), std::string::npos) << r.error;
  r = parse_point("K1", b9, LabelSet::Gtp);
  EXPECT_NE(r.error.find("off the 9x9 board (on 9x9 the columns are A..J without I, the rows 1..9)"),
            std::string::npos)
      << r.error;
  r = parse_point("A0", b9, LabelSet::Gtp);
  EXPECT_NE(r.error.find("is not a GTP vertex"), std::string::npos) << r.error;
}

}  // namespace
}  // namespace tg
