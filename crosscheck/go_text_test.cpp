// GTP vertices and diagrams of crosscheck/go_text.h.
#include <gtest/gtest.h>

#include "crosscheck/go_text.h"

namespace {

using tg::Point;
using tg::xc::gtp_vertex;
using tg::xc::parse_gtp_vertex;

TEST(GoText, VerticesSkipI) {
  const tg::BoardSize s19 = *tg::BoardSize::make(19), s9 = *tg::BoardSize::make(9);
  EXPECT_EQ(gtp_vertex(s19, {-9, -9}), "A1");
  EXPECT_EQ(gtp_vertex(s19, {9, 9}), "T19");
  EXPECT_EQ(gtp_vertex(s19, {-1, 0}), "J10");  // H is the 8th column, J the 9th
  EXPECT_EQ(gtp_vertex(s19, {-2, 0}), "H10");
  EXPECT_EQ(gtp_vertex(s19, {0, 0}), "K10");
  EXPECT_EQ(gtp_vertex(s9, {0, 0}), "E5");
  EXPECT_EQ(gtp_vertex(s9, {4, 4}), "J9");
  EXPECT_EQ(gtp_vertex(s9, {-4, 4}), "A9");
}

TEST(GoText, VerticesRoundTrip) {
  for (int n = tg::kMinBoardSize; n <= tg::kMaxBoardSize; n += 2) {
    const tg::BoardSize s = *tg::BoardSize::make(n);
    for (Point p : s.all_points()) {
      auto back = parse_gtp_vertex(s, gtp_vertex(s, p));
      ASSERT_TRUE(back.has_value()) << gtp_vertex(s, p);
      EXPECT_EQ(*back, p);
    }
  }
}

TEST(GoText, BadVertices) {
  const tg::BoardSize s9 = *tg::BoardSize::make(9);
  EXPECT_FALSE(parse_gtp_vertex(s9, "I5"));
  EXPECT_FALSE(parse_gtp_vertex(s9, "K5"));   // off a 9x9 board
  EXPECT_FALSE(parse_gtp_vertex(s9, "A10"));
  EXPECT_FALSE(parse_gtp_vertex(s9, "A0"));
  EXPECT_FALSE(parse_gtp_vertex(s9, "pass"));
  EXPECT_EQ(parse_gtp_vertex(s9, "j9"), (Point{4, 4}));
  EXPECT_THROW(tg::xc::parse_gtp_vertices(s9, "A1 B2 Z9"), std::runtime_error);
  EXPECT_EQ(tg::xc::parse_gtp_vertices(s9, " A1\nB2 ").size(), 2u);
}

TEST(GoText, DiagramAndDiff) {
  const tg::BoardSize s3 = *tg::BoardSize::make(3);
  tg::Board a(s3), b(s3);
  a.set({-1, -1}, tg::Piece::Black);
  b.set({1, 1}, tg::Piece::White);
  auto d = tg::xc::diff_boards(a, b);
  ASSERT_EQ(d.points.size(), 2u);
  EXPECT_EQ(d.text, "  C3 (x=1,y=1): ours ., theirs O\n  A1 (x=-1,y=-1): ours X, theirs .\n");
  EXPECT_EQ(tg::xc::gtp_diagram(a, {Point{0, 0}}),
            "    A B C \n"
            "  3 . . .  3\n"
            "  2 .[.].  2\n"
            "  1 X . .  1\n"
            "    A B C \n");
}

}  // namespace
