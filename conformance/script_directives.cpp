// The directives of the vector format and the readers of their steps
// (script_directives.h).
#include "conformance/script_directives.h"

#include <algorithm>

namespace tg::conformance {
namespace {

// A step of kind S at the line being read.
template <typename S>
S at_line(const Arguments& a) {
  S s;
  s.source = a.source();
  return s;
}

Step read_play(const Arguments& a) {
  auto s = at_line<step::Play>(a);
  s.move = a.move(1, a.tokens().size());
  return s;
}

Step read_assert_legal(const Arguments& a) {
  auto s = at_line<step::AssertLegal>(a);
  s.move = a.move(1, a.tokens().size());
  return s;
}

Step read_assert_illegal(const Arguments& a) {
  const auto& t = a.tokens();
  if (t.size() < 3) {
    if (t.size() == 2 && is_reason_name(t[1].text))
      a.fail(t[1], "'assert_illegal' needs a move before the reason (usage: " + std::string(a.directive().usage) +
                       ")");
    a.arity(2, 99);
  }
  auto s = at_line<step::AssertIllegal>(a);
  s.move = a.move(1, t.size() - 1);
  s.reason = a.reason(t.back());
  return s;
}

// assert_captured, assert_cascade: POINTS|none on the last play.
template <typename S>
Step read_last_play_points(const Arguments& a) {
  a.arity(1, 999);
  a.need_play(a.tokens()[0]);
  auto s = at_line<S>(a);
  s.points = a.points(a.tokens(), 1, true);
  return s;
}

Step read_assert_flip(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(3, 3);
  a.need_play(t[0]);
  auto s = at_line<step::AssertFlip>(a);
  s.point = a.point(t[1]);
  s.from = a.attribute(t[2]);
  s.to = a.attribute(t[3]);
  return s;
}

Step read_dead(const Arguments& a) {
  a.arity(1, 999);
  auto s = at_line<step::Dead>(a);
  s.points = a.points(a.tokens(), 1, true);
  return s;
}

Step read_assert_slot(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(2, 2);
  auto s = at_line<step::AssertSlot>(a);
  s.side = a.side(t[1], "side");
  s.kind = a.choice(t[2], {"stone", "tris"}, std::vector{SlotKind::Stone, SlotKind::Tris}, "slot kind");
  return s;
}

Step read_assert_next(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(1, 1);
  auto s = at_line<step::AssertNext>(a);
  s.move_number = a.whole_number(t[1].text, t[1].pos, 1);
  return s;
}

Step read_assert_string(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(2, 999);
  auto s = at_line<step::AssertString>(a);
  s.layer = a.layer(t[1]);
  s.points = a.points(t, 2, false);
  return s;
}

Step read_assert_liberties(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(3, 3);
  auto s = at_line<step::AssertLiberties>(a);
  s.layer = a.layer(t[1]);
  s.point = a.point(t[2]);
  s.liberties = a.whole_number(t[3].text, t[3].pos, 0);
  return s;
}

Step read_assert_region(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(2, 999);
  auto s = at_line<step::AssertRegion>(a);
  s.colour = a.side(t[1], "colour");
  std::size_t last = t.size();
  if (t.back().text.substr(0, 4) == "eye=") {
    Token v{t.back().text.substr(4), t.back().pos + 4};
    if (v.text.empty()) a.fail(v, "key 'eye' needs a value after '='");
    s.eye = a.yes_no(v);
    --last;
  }
  std::vector<Token> pts(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(last));
  if (pts.size() < 3) a.arity(pts, 2, 999);
  s.points = a.points(pts, 2, false);
  return s;
}

Step read_assert_no_region(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(2, 2);
  auto s = at_line<step::AssertNoRegion>(a);
  s.colour = a.side(t[1], "colour");
  s.point = a.point(t[2]);
  return s;
}

Step read_assert_private_eye(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(2, 3);
  auto s = at_line<step::AssertPrivateEye>(a);
  s.point = a.point(t[1]);
  s.has_eye = a.yes_no(t[2]);
  if (t.size() == 4) {
    if (t[3].text.substr(0, 7) != "failed=")
      a.fail(t[3], "expected failed=ID, found " + quote(t[3].text) + " (usage: " + a.directive().usage + ")");
    if (s.has_eye) a.fail(t[3], "'failed=' goes only with 'no': a private eye has no failed condition");
    std::string_view id = t[3].text.substr(7);
    if (std::find(kFailedIds.begin(), kFailedIds.end(), id) == kFailedIds.end())
      a.fail(t[3].pos + 7, "bad condition " + quote(id) + " (expected " + list_names(kFailedIds) + ")");
    s.failed = std::string(id);
  }
  return s;
}

Step read_assert_params(const Arguments& a) {
  a.arity(1, 999);
  auto s = at_line<step::AssertParams>(a);
  s.point = a.point(a.tokens()[1]);
  s.keys = a.keys(2, kParamKeys);
  return s;
}

Step read_assert_attribute(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(2, 2);
  auto s = at_line<step::AssertAttribute>(a);
  s.point = a.point(t[1]);
  s.attribute = a.attribute(t[2]);
  return s;
}

Step read_assert_forbidden(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(2, 2);
  auto s = at_line<step::AssertForbidden>(a);
  s.point = a.point(t[1]);
  s.reason = a.reason(t[2]);
  return s;
}

Step read_assert_not_forbidden(const Arguments& a) {
  a.arity(1, 1);
  auto s = at_line<step::AssertNotForbidden>(a);
  s.point = a.point(a.tokens()[1]);
  return s;
}

Step read_assert_ended(const Arguments& a) {
  a.arity(1, 1);
  auto s = at_line<step::AssertEnded>(a);
  s.ended = a.yes_no(a.tokens()[1]);
  return s;
}

Step read_assert_score(const Arguments& a) {
  auto s = at_line<step::AssertScore>(a);
  s.keys = a.keys(1, kScoreKeys);
  return s;
}

Step read_assert_winner(const Arguments& a) {
  auto s = at_line<step::AssertWinner>(a);
  s.keys = a.keys(1, kWinnerKeys);
  return s;
}

Step read_assert_owner(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(2, 2);
  auto s = at_line<step::AssertOwner>(a);
  s.point = a.point(t[1]);
  s.owner = a.choice(t[2], kOwnerNames,
                     std::vector{Owner::Black, Owner::White, Owner::Neutral, Owner::Shared, Owner::Nobody}, "owner");
  return s;
}

// assert_target, assert_encircled, assert_overruled (with KEY=VALUE checks;
// the last two on the last play) and assert_no_target (without).
template <typename S>
Step read_target(const Arguments& a) {
  const auto& t = a.tokens();
  constexpr bool with_keys = !std::is_same_v<S, step::AssertNoTarget>;
  a.arity(3, with_keys ? 999 : 3);
  if constexpr (std::is_same_v<S, step::AssertEncircled> || std::is_same_v<S, step::AssertOverruled>)
    a.need_play(t[0]);
  auto s = at_line<S>(a);
  s.target.encircler = a.side(t[1], "colour");
  s.target.type = a.target_type(t[2]);
  s.target.point = a.point(t[3]);
  TargetCheck check = a.target_keys(4);  // none for assert_no_target: its arity allows no more
  if constexpr (with_keys) s.check = std::move(check);
  return s;
}

Step read_assert_no_encirclement(const Arguments& a) {
  a.arity(0, 0);
  a.need_play(a.tokens()[0]);
  return at_line<step::AssertNoEncirclement>(a);
}

Step read_assert_five(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(2, 999);
  auto s = at_line<step::AssertFive>(a);
  s.colour = a.side(t[1], "colour");
  s.points = a.points(t, 2, false);
  std::size_t distinct = as_point_set(a.board_size(), s.points).size();
  if (distinct < 5) a.fail(t[2], "a five has five or more points (GM-5.1); " + std::to_string(distinct) + " given");
  return s;
}

Step read_assert_no_five(const Arguments& a) {
  a.arity(1, 1);
  auto s = at_line<step::AssertNoFive>(a);
  s.colour = a.side(a.tokens()[1], "colour");
  return s;
}

Step read_assert_result(const Arguments& a) {
  const auto& t = a.tokens();
  a.arity(2, 2);
  auto s = at_line<step::AssertResult>(a);
  s.winner = a.choice(t[1], kWinnerNames, std::vector{Winner::Black, Winner::White, Winner::Draw}, "winner");
  s.end = a.choice(t[2], kEndReasons,
                   std::vector{GomokuEnd::Five, GomokuEnd::BothFives, GomokuEnd::FullBoard, GomokuEnd::Passes},
                   "reason");
  return s;
}

const Directive kDirectives[] = {
    {{"vector", "vector NAME"}},
    {{"rules", "rules RULESET"}},
    {{"position", "position (then the position text, then a line 'end')"}},
    {{"record", "record (then the record in move-number notation, then a line 'end')"}},
    {{"dead", "dead POINTS|none"}, read_dead},
    {{"play", "play [black|white] pass | play [black|white] [stone|tris|emergency] POINT"}, read_play},
    {{"assert_legal", "assert_legal MOVE"}, read_assert_legal},
    {{"assert_illegal", "assert_illegal MOVE REASON"}, read_assert_illegal},
    {{"assert_captured", "assert_captured POINTS|none"}, read_last_play_points<step::AssertCaptured>},
    {{"assert_cascade", "assert_cascade POINTS|none"}, read_last_play_points<step::AssertCascade>},
    {{"assert_flip", "assert_flip POINT FROM TO"}, read_assert_flip},
    {{"assert_slot", "assert_slot black|white stone|tris"}, read_assert_slot},
    {{"assert_next", "assert_next N"}, read_assert_next},
    {{"assert_board", "assert_board (then the rows, then a line 'end')"}},
    {{"assert_string", "assert_string base|holistic|extended POINTS"}, read_assert_string},
    {{"assert_liberties", "assert_liberties base|holistic|extended POINT N"}, read_assert_liberties},
    {{"assert_region", "assert_region black|white POINTS [eye=yes|no]"}, read_assert_region},
    {{"assert_no_region", "assert_no_region black|white POINT"}, read_assert_no_region},
    {{"assert_private_eye",
      "assert_private_eye POINT yes|no [failed=TG-4.3.2|TG-4.3.3a|TG-4.3.3b|M19-4.2a|M19-4.2b1|M19-4.2b2]"},
     read_assert_private_eye},
    {{"assert_params",
      "assert_params POINT [by=N] [wy=N] [bo=N] [wo=N] [branch=B] [black_bonds=N] [white_bonds=N]"},
     read_assert_params},
    {{"assert_attribute", "assert_attribute POINT neutral|black|white"}, read_assert_attribute},
    {{"assert_forbidden", "assert_forbidden POINT REASON"}, read_assert_forbidden},
    {{"assert_not_forbidden", "assert_not_forbidden POINT"}, read_assert_not_forbidden},
    {{"assert_ended", "assert_ended yes|no"}, read_assert_ended},
    {{"assert_score", "assert_score [black=V] [white=V] [neutral=V] [nobody=V] [komi=V] [y=V]"}, read_assert_score},
    {{"assert_winner", "assert_winner [chinese=W] [literal=W] [ruleset=W]"}, read_assert_winner},
    {{"assert_owner", "assert_owner POINT black|white|neutral|shared|nobody"}, read_assert_owner},
    {{"assert_target", "assert_target black|white A|B|C|D POINT [liberties=N] [whole=POINTS] [walls=N] [secondary=N] "
                       "[reinforcements=N] [flips=POINTS]"},
     read_target<step::AssertTarget>, true},
    {{"assert_no_target", "assert_no_target black|white A|B|C|D POINT"}, read_target<step::AssertNoTarget>, true},
    {{"assert_encircled", "assert_encircled black|white A|B|C|D POINT [KEY=VALUE...]"},
     read_target<step::AssertEncircled>, true},
    {{"assert_overruled", "assert_overruled black|white A|B|C|D POINT [KEY=VALUE...]"},
     read_target<step::AssertOverruled>, true},
    {{"assert_no_encirclement", "assert_no_encirclement"}, read_assert_no_encirclement, true},
    {{"assert_five", "assert_five black|white POINTS"}, read_assert_five, true},
    {{"assert_no_five", "assert_no_five black|white"}, read_assert_no_five, true},
    {{"assert_result", "assert_result black|white|draw five|both-fives|full-board|passes"}, read_assert_result, true},
};

}  // namespace

const Directive* find_directive(std::string_view name) {
  for (const auto& d : kDirectives)
    if (name == d.usage.name) return &d;
  return nullptr;
}

}  // namespace tg::conformance
