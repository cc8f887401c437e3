// The renderer: every reason kind has a template whose placeholders name its
// parameters, the placeholders are filled from the typed parameters, and the
// points are written in the label set asked for. The sentences are those the
// engines wrote before issue 34 (reference/tests checks the data behind them).
#include <gtest/gtest.h>

#include <set>

#include "text/reason_text.h"

namespace tg::text {
namespace {

// The highest %N (inside %select branches too) and the %select indices of a template.
int highest_placeholder(std::string_view t) {
  int high = -1;
  for (std::size_t i = 0; i + 1 < t.size(); ++i)
    if ((t[i] == '%' || t[i] == '}') && t[i + 1] >= '0' && t[i + 1] <= '9') high = std::max(high, t[i + 1] - '0');
  return high;
}

TEST(ReasonKinds, TheTableIsInTheEnumsOrderWithUniqueNames) {
  std::set<std::string_view> names;
  for (int k = 0; k < kReasonKinds; ++k) {
    const ReasonKindInfo& info = reason_kind_info(static_cast<ReasonKind>(k));
    EXPECT_EQ(static_cast<int>(info.kind), k);
    EXPECT_TRUE(names.insert(info.name).second) << info.name;
    EXPECT_EQ(parse_reason_kind(info.name), info.kind) << info.name;
    if (k != 0) {
      EXPECT_FALSE(info.id.empty()) << info.name;
    }
  }
  EXPECT_EQ(parse_reason_kind("TG-4.3.2"), ReasonKind::EyeEmptyTouchesOwnString);  // the vectors' spelling
  EXPECT_EQ(parse_reason_kind("M19-4.2b2"), ReasonKind::EyeOtherMakesEyeM19);
  EXPECT_EQ(parse_reason_kind("no-such-kind"), std::nullopt);
}

TEST(ReasonText, EveryKindHasATemplateWhosePlaceholdersAreItsParameters) {
  for (int k = 1; k < kReasonKinds; ++k) {
    const auto kind = static_cast<ReasonKind>(k);
    const std::string_view t = english().of(kind);
    EXPECT_FALSE(t.empty()) << reason_kind_name(kind);
    EXPECT_LT(highest_placeholder(t), static_cast<int>(reason_kind_info(kind).params.size()))
        << reason_kind_name(kind) << ": " << t;
  }
  EXPECT_TRUE(english().of(ReasonKind::None).empty());
}

TEST(ReasonText, FillsThePlaceholdersFromTheTypedParameters) {
  const Labels integer(LabelSet::Integer);
  EXPECT_EQ(render(make_reason(ReasonKind::WrongSlot, 7, Side::Black, SlotKind::Tris, Side::White, MoveKind::Stone),
                   integer),
            "move 7 is a black tris move; a white stone move does not fit it (Art. 2.3)");
  EXPECT_EQ(render(make_reason(ReasonKind::TrisOneLibertyEye, Point{-2, 2}, Side::Black), integer),
            "(-2,2) is a one-liberty eye of black: a tris may not be played there (Art. 7.2, D-09)");
  EXPECT_EQ(render(make_reason(ReasonKind::CascadeUnbounded, 100), integer),
            "the capture cascade after the attribute changes did not reach a fixed point within 100 rounds (D-06): "
            "the rules contradict themselves here");
  EXPECT_EQ(render(make_reason(ReasonKind::FlybombRandomTurn, 12, Side::White, std::uint64_t{7}, 3), integer),
            "move 12 is white's random flybomb: seed 7 draws white's turn 3 (FB-5, D-71)");
  // %select: the repeated board is the one with the new piece (0) or after a round.
  EXPECT_EQ(render(make_reason(ReasonKind::FlipCycle, 2, 0), integer),
            "the encirclement flips cycle: the board after round 2 repeats the board with the new piece (GM-4.11, "
            "D-21 encirclement=fixed-point)");
  EXPECT_EQ(render(make_reason(ReasonKind::FlipCycle, 3, 1), integer),
            "the encirclement flips cycle: the board after round 3 repeats the board after round 1 (GM-4.11, D-21 "
            "encirclement=fixed-point)");
  EXPECT_EQ(render(Reason{}, integer), "");
}

TEST(ReasonText, PointsAreWrittenInTheLabelSet) {
  const Reason r = make_reason(ReasonKind::Occupied, Point{2, 1});
  EXPECT_EQ(render(r, LabelSet::Integer), "(2,1) is already occupied");
  EXPECT_EQ(render(r, LabelSet::Letter), "21 is already occupied");
  EXPECT_EQ(render(r, LabelSet::Chinese), "二一 is already occupied");
  EXPECT_EQ(render(r, Labels(LabelSet::Gtp, *BoardSize::make(5))), "E4 is already occupied");
  EXPECT_EQ(arg_text(std::vector<Point>{{1, 2}, {2, 2}, {3, 3}}, LabelSet::Integer), "(1,2), (2,2) and (3,3)");
}

TEST(ReasonText, AMissingParameterShowsAsItsPlaceholder) {
  EXPECT_EQ(render(Reason{ReasonKind::Occupied, {}}, LabelSet::Integer), "%0 is already occupied");
}

// The private-eye verdicts, from the witness data alone (the candidates of
// reference/tests/art04_test.cpp and menggo2019_art04_test.cpp).
TEST(EyeVerdictText, TheWitnessInWords) {
  EyeCandidate shared;
  shared.failed = ReasonKind::EyeEmptyTouchesOwnString;
  shared.shared_empty = {{0, 2}, {0, 3}};
  shared.own_string = {{2, -2}};
  EXPECT_EQ(eye_verdict_text(Side::Black, shared, LabelSet::Integer),
            "the empty string at (0,2) beside this string also touches the black string at (2,-2)");
  EyeCandidate made;
  made.failed = ReasonKind::EyeOtherMakesEyeM19;
  made.placements = {{-2, 3}, {-3, 2}, {-2, 2}};
  made.eye = {{-3, 3}};
  made.eye_of = {{-2, 1}, {-2, 0}};
  EXPECT_EQ(eye_verdict_text(Side::Black, made, LabelSet::Integer),
            "white plays at (-2,3), (-3,2) and (-2,2) and makes a one-liberty eye at (-3,3) for the white string at "
            "(-2,1)");
  made.placements.clear();
  EXPECT_EQ(eye_verdict_text(Side::Black, made, LabelSet::Integer),
            "white already has a one-liberty eye at (-3,3) for the white string at (-2,1)");
  EyeCandidate has;
  has.failed = ReasonKind::EyeOtherHasEye;
  has.eye = {{-4, 4}};
  has.eye_of = {{-3, 4}};
  EXPECT_EQ(eye_verdict_text(Side::Black, has, LabelSet::Integer),
            "the white string at (-3,4) already has an eye of 1 liberty at (-4,4), which touches no black stone");
  has.eye = {{-4, 4}, {-4, 3}};
  EXPECT_EQ(eye_verdict_text(Side::White, has, LabelSet::Letter),
            "the black string at c4 already has an eye of 2 liberties at d4 and d3, which touches no white stone");
  EyeCandidate inside;
  inside.failed = ReasonKind::EyeOwnStringInside;
  inside.own_string = {{2, -2}};
  EXPECT_EQ(eye_verdict_text(Side::Black, inside, LabelSet::Integer),
            "the region holds the black string at (2,-2), another string of this string's colour");
  EXPECT_EQ(eye_verdict_text(Side::Black, EyeCandidate{}, LabelSet::Integer), "");
}

}  // namespace
}  // namespace tg::text
