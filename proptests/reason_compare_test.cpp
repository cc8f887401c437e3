// Issue 34: the engines' answers are compared as data. Two outcomes whose
// reasons are equal agree, whatever words a table gives them; a changed
// reason kind or a changed point in a reason is a difference.
#include <gtest/gtest.h>

#include "proptests/support.h"
#include "text/reason_text.h"

namespace tg::pt {
namespace {

MoveOutcome refused(Reason r) {
  MoveOutcome o;
  o.illegal = Illegal::TrisEye;
  o.reason = std::move(r);
  return o;
}

TEST(ReasonCompare, EqualReasonsAgreeWhateverTheirWords) {
  const MoveOutcome a = refused(make_reason(ReasonKind::TrisOneLibertyEye, Point{-2, 2}, Side::Black));
  const MoveOutcome b = refused(make_reason(ReasonKind::TrisOneLibertyEye, Point{-2, 2}, Side::Black));
  // The same reason worded by another table (as a Chinese table would).
  text::TemplateTable other = text::english();
  other.templates[static_cast<std::size_t>(ReasonKind::TrisOneLibertyEye)] = "%0 是 %1 的一气眼";
  ASSERT_NE(text::render(a.reason, LabelSet::Integer), text::render(b.reason, LabelSet::Integer, other));
  EXPECT_EQ(outcome_diff(a, b), "");
}

TEST(ReasonCompare, AChangedKindOrPointIsCaught) {
  const MoveOutcome a = refused(make_reason(ReasonKind::TrisOneLibertyEye, Point{-2, 2}, Side::Black));
  const MoveOutcome kind = refused(make_reason(ReasonKind::TrisTigerMouthOrthogonal, Point{-2, 2}, Side::Black));
  const MoveOutcome point = refused(make_reason(ReasonKind::TrisOneLibertyEye, Point{-2, 1}, Side::Black));
  const MoveOutcome side = refused(make_reason(ReasonKind::TrisOneLibertyEye, Point{-2, 2}, Side::White));
  EXPECT_NE(outcome_diff(a, kind).find("tris-tiger-mouth-orthogonal"), std::string::npos) << outcome_diff(a, kind);
  EXPECT_NE(outcome_diff(a, point), "");
  EXPECT_NE(outcome_diff(a, side), "");
}

// The eye verdicts too: the witness is data (a different own string is a difference).
TEST(ReasonCompare, EyeVerdictsAreComparedByKindAndWitness) {
  EyeCandidate x;
  x.failed = ReasonKind::EyeEmptyTouchesOwnString;
  x.shared_empty = {{0, 2}};
  x.own_string = {{2, -2}};
  EyeCandidate y = x;
  EXPECT_EQ(x, y);
  y.own_string = {{2, -1}};
  EXPECT_NE(x, y);
  y = x;
  y.failed = ReasonKind::EyeOwnStringInside;
  EXPECT_NE(x, y);
}

}  // namespace
}  // namespace tg::pt
