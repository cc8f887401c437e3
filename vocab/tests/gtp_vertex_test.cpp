// GTP vertices (vocab/labels.h): letters without I, row 1 at the bottom,
// relative to the board size; every point round-trips on every size.
#include <gtest/gtest.h>

#include "vocab/labels.h"

namespace {

tg::BoardSize size(int n) { return *tg::BoardSize::make(n); }

TEST(GtpVertex, CornersCentreAndTheMissingI) {
  // why: GTP v2 2.11: A1 is the lower left corner, columns skip I, so on
  // 19x19 the centre (0,0) is K10 and the right edge is T; on 9x9 it is E5.
  EXPECT_EQ(tg::format_gtp_vertex({-9, -9}, size(19)), "A1");
  EXPECT_EQ(tg::format_gtp_vertex({0, 0}, size(19)), "K10");
  EXPECT_EQ(tg::format_gtp_vertex({9, 9}, size(19)), "T19");
  EXPECT_EQ(tg::format_gtp_vertex({-1, 0}, size(19)), "J10");
  EXPECT_EQ(tg::format_gtp_vertex({0, 0}, size(9)), "E5");
  // G六 = (-7, 6) of the chinese labels is C16 on 19x19.
  EXPECT_EQ(tg::format_gtp_vertex({-7, 6}, size(19)), "C16");
}

TEST(GtpVertex, ParsingIsCaseInsensitiveAndStrict) {
  EXPECT_EQ(tg::parse_gtp_vertex("k10", size(19)), (tg::Point{0, 0}));
  EXPECT_EQ(tg::parse_gtp_vertex("E5", size(9)), (tg::Point{0, 0}));
  for (const char* bad : {"I5", "i5", "A0", "A01", "A", "5", "", "A-1", "Z1", "J10x", "T19"})
    EXPECT_FALSE(tg::parse_gtp_vertex(bad, size(9))) << bad;
  EXPECT_FALSE(tg::parse_gtp_vertex("A20", size(19)));
}

TEST(GtpVertex, EveryPointRoundTripsOnEverySize) {
  for (int n = 3; n <= 19; n += 2)
    for (tg::Point p : size(n).all_points()) EXPECT_EQ(tg::parse_gtp_vertex(tg::format_gtp_vertex(p, size(n)), size(n)), p);
}

}  // namespace
