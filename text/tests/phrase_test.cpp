// The audit's phrases (text/phrase.h): every kind has a name and a
// template, the table follows the enum, and the points of a rendered phrase
// are written in the label set asked for (no one relabels sentences after).
#include <gtest/gtest.h>

#include <set>

#include "text/phrase.h"

namespace tg::text {
PhraseKind phrase_table_kind(int i);  // phrase_templates.cpp

namespace {

TEST(Phrases, EveryKindHasANameAndATemplateInTheEnumsOrder) {
  std::set<std::string_view> names;
  for (int k = 0; k < kPhraseKinds; ++k) {
    const auto kind = static_cast<PhraseKind>(k);
    EXPECT_EQ(phrase_table_kind(k), kind) << k;
    EXPECT_TRUE(names.insert(phrase_kind_name(kind)).second) << phrase_kind_name(kind);
    EXPECT_EQ(parse_phrase_kind(phrase_kind_name(kind)), kind);
    EXPECT_FALSE(english_phrases().of(kind).empty()) << phrase_kind_name(kind);
  }
  EXPECT_EQ(english_phrases().templates.size(), static_cast<std::size_t>(kPhraseKinds));
  EXPECT_EQ(parse_phrase_kind("no-such-phrase"), std::nullopt);
}

TEST(Phrases, ASummaryNamesItsPointsInTheLabelSetAskedFor) {
  // C-4's summary and statement on the point (2,1) with the string (1,1) (2,2) in atari.
  const Phrase summary = phrase(PhraseKind::ConversionSummary, 7, Side::White, Point{2, 1});
  const Phrase forbidden =
      phrase(PhraseKind::ConversionForbidden, Point{2, 1}, Side::White, points({Point{1, 1}, Point{2, 2}}, 4));
  EXPECT_EQ(render(summary, LabelSet::Integer),
            "move 7 is white's tris slot: the text forbids the tris at (2,1) (Art. 7.1) and allows a white stone there "
            "instead (Art. 8)");
  EXPECT_EQ(render(summary, LabelSet::Letter),
            "move 7 is white's tris slot: the text forbids the tris at " + format_point(Point{2, 1}, LabelSet::Letter) +
                " (Art. 7.1) and allows a white stone there instead (Art. 8)");
  EXPECT_EQ(format_point(Point{2, 1}, LabelSet::Letter), "21");
  EXPECT_EQ(render(forbidden, LabelSet::Letter),
            "a tris at 21 would leave the white string 11 22 without liberties: forbidden for the tris of this slot");
  EXPECT_EQ(render(forbidden, LabelSet::Integer).find("21"), std::string::npos);
}

TEST(Phrases, NumbersComparisonsWinnersListsAndNestedPhrases) {
  EXPECT_EQ(render(phrase(PhraseKind::KomiFirstMethod, 15.0, 3.75, 11.25, compare(11.25, 10), 10.0, Winner::Black),
                   LabelSet::Integer),
            "first method: black 15 - komi 3.75 = 11.25 > white 10: black wins");
  EXPECT_EQ(render(phrase(PhraseKind::BlackCount, 10.0, compare(-1, 0), 16.25, Winner::Draw), LabelSet::Integer),
            "black's count: black 10 < Y + m = 16.25: a draw");
  PhraseList flips{{phrase(PhraseKind::TrisFlip, points({Point{0, 1}}, 3), Attribute::Black, Attribute::White, true),
                    phrase(PhraseKind::TrisFlip, points({}, 3), Attribute::Neutral, Attribute::Black, false)},
                   ", "};
  EXPECT_EQ(render(phrase(PhraseKind::AttributesRecomputed, flips), LabelSet::Integer),
            "attributes are recomputed after every change of the base board: the tris (0,1) black -> white (cascade), "
            "the tris (none) neutral -> black");
  EXPECT_EQ(render(phrase(PhraseKind::FlipsAre, points({{0, 0}, {1, 0}, {2, 0}}, 2)), LabelSet::Integer),
            "flips: (0,0) (1,0) and 1 more");
  EXPECT_EQ(render(phrase(PhraseKind::EngineRefuses, make_reason(ReasonKind::Occupied, Point{1, 2})), LabelSet::Letter),
            "12 is already occupied");
}

}  // namespace
}  // namespace tg::text
