// Captions wrap at word boundaries to a width and lose nothing (caption.h);
// a graph's long question is wrapped to the picture (graph_svg.h); a tag is
// drawn beside its point and the star points of TG-1.5 and D-25 are marked
// (board_svg.h).
#include <gtest/gtest.h>

#include "explain/board_svg.h"
#include "explain/caption.h"

namespace tg::explain {
namespace {

std::string join(const std::vector<std::string>& lines) {
  std::string s;
  for (const std::string& l : lines) s += (s.empty() ? "" : " ") + l;
  return s;
}

TEST(ExplainSvg, CaptionsWrapAtWordsToTheWidthAndKeepEveryWord) {
  const std::string text = "the string at 一二 has no private eye because its region touches another black string";
  const auto lines = wrap_text(text, 120, 10);
  ASSERT_GT(lines.size(), 2u);
  for (const std::string& l : lines) {
    EXPECT_LE(text_width(l, 10), 120) << l;
    EXPECT_NE(l.front(), ' ');
    EXPECT_NE(l.back(), ' ');
  }
  EXPECT_EQ(join(lines), text);
  EXPECT_EQ(lines.front(), "the string at 一二");  // 104 px; with " has" 128 px
  // A word wider than the line is broken between glyphs, none lost.
  const auto broken = wrap_text("a 0123456789012345678901234567890123456789 b", 60, 10);
  std::string all;
  for (const std::string& l : broken) {
    EXPECT_LE(text_width(l, 10), 60) << l;
    all += l;
  }
  EXPECT_EQ(all, "a0123456789012345678901234567890123456789b");
  EXPECT_TRUE(wrap_text("", 60, 10).empty());
}

TEST(ExplainSvg, ATagIsANumberedBadgeOnItsPointWithItsTextInTheKey) {
  Diagram d(Board(*BoardSize::make(3)));
  d.tags.push_back({Point{-1, 1}, "suicide (D-07)"});
  const SvgPiece bare = diagram_piece(Diagram(Board(*BoardSize::make(3))), LabelSet::Letter, 20);
  const SvgPiece piece = diagram_piece(d, LabelSet::Letter, 20);
  EXPECT_NE(piece.body.find(">suicide (D-07)</text>"), std::string::npos);
  // The red badge twice: on the point and before its key line.
  const std::string badge = "fill=\"#c0392b\"";
  std::size_t badges = 0;
  for (std::size_t at = piece.body.find(badge); at != std::string::npos; at = piece.body.find(badge, at + 1)) ++badges;
  EXPECT_EQ(badges, 2u);
  EXPECT_GE(piece.width, 220);
  EXPECT_GT(piece.height, bare.height);
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// Every star point of the size on a whole board (TG-1.5's nine on 19x19; the
// centre alone was drawn before), and those of a window only in it.
TEST(ExplainSvg, TheStarPointsOfTheSizeAreMarked) {
  for (const auto& [n, stars] : {std::pair{19, 9}, {15, 9}, {13, 5}, {9, 5}, {5, 1}}) {
    Diagram d(Board(*BoardSize::make(n)));
    d.whole_board = true;
    EXPECT_EQ(count(diagram_piece(d, LabelSet::Chinese).body, "class=\"star\""), std::size_t(stars)) << n;
  }
  // A 19x19 window around the corner point (-9, 9) holds the star (-6, 6) only.
  Diagram corner(Board(*BoardSize::make(19)));
  corner.highlights.push_back({Mark::Subject, {Point{-9, 9}}});
  EXPECT_EQ(count(diagram_piece(corner, LabelSet::Chinese).body, "class=\"star\""), 1u);
}

}  // namespace
}  // namespace tg::explain
