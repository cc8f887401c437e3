#include "reference/art07_tris_forbidden.h"

#include "reference/art06_attribute.h"

namespace tg::ref {

namespace {


// The points of every black or white holistic string that has no liberty.
PointSet points_without_liberties(const Board& holistic) {
  PointSet out;
  for (const StringInfo& s : holistic_strings(holistic))
    if (s.liberties.empty()) out.insert(out.end(), s.points.begin(), s.points.end());
  canonicalize(holistic, out);
  return out;
}

}  // namespace

Layers layers_of(const Board& base, const Ruleset& rules) {
  // TG-4.3 private eyes on the base board, TG-6 attributes from them, TG-5.2
  // the holistic board from the attributes. MengGo 2013 (attribute_rule=bonds)
  // has no private eyes (M13-5, D-64): none are judged and none reported.
  Layers l{base, rules.attribute_rule == AttributeRule::Bonds ? std::vector<PrivateEyeInfo>{} : private_eyes(base, rules),
           {}, base};
  l.tris = tris_attributes(base, rules, l.eyes);
  l.holistic = holistic_board(base, l.tris);
  return l;
}

bool is_tris_capture_point(const Layers& now, Point p, const Ruleset& rules) {
  if (rules.tris_capture_check == TrisCaptureCheck::BeforeRecompute) {
    // TG-7.1, D-08: the new tris is a hole on the holistic board as it stands.
    Board holistic = now.holistic;
    holistic.set(p, Piece::Tris);
    for (Point q : holistic.size().neighbours(p)) {
      Piece kind = holistic.at(q);
      if (kind != Piece::Black && kind != Piece::White) continue;
      if (liberties(holistic, string_at(holistic, q)).empty()) return true;
    }
    return false;
  }
  // TG-7.1, D-08 switch after-recompute: place, recompute Art. 6 and the
  // holistic board, then look for a string newly left without liberties (D-38).
  const PointSet dead_before = points_without_liberties(now.holistic);
  Board base = now.base;
  base.set(p, Piece::Tris);
  const Board holistic = holistic_board(base, tris_attributes(base, rules));
  for (const StringInfo& s : holistic_strings(holistic)) {
    if (!s.liberties.empty()) continue;
    for (Point q : s.points)
      if (!contains(dead_before, q)) return true;
  }
  return false;
}

bool is_one_liberty_eye(const Board& holistic, Point p, Side owner) {
  // TG-7.2, D-09.
  if (holistic.at(p) != Piece::Empty) return false;
  int stones = 0;
  for (Point q : holistic.size().neighbours(p)) {
    Piece kind = holistic.at(q);
    if (kind == stone_of(owner)) ++stones;
    else if (kind != Piece::Tris) return false;  // an empty point or the other colour
  }
  return stones >= 1;
}

bool is_tiger_mouth(const Board& holistic, Point p, Side owner, const Ruleset& rules) {
  // TG-7.3, D-10.
  if (holistic.at(p) != Piece::Empty || is_one_liberty_eye(holistic, p, owner)) return false;
  int empty = 0, stones = 0;
  for (Point q : holistic.size().neighbours(p)) {
    Piece kind = holistic.at(q);
    if (kind == Piece::Empty) ++empty;
    else if (kind == stone_of(owner)) ++stones;
    else if (kind != Piece::Tris) return false;  // the other colour's stone
  }
  if (empty != 1 || stones < 2) return false;
  if (rules.tiger_mouth == TigerMouth::Orthogonal) return true;
  // D-10 switch diagonal: the mouth is also closed by a diagonal stone.
  for (Point d : holistic.size().diagonals(p))
    if (holistic.at(d) == stone_of(owner)) return true;
  return false;
}

Illegal tris_forbidden(const Layers& now, Point p, Side mover, const Ruleset& rules, Reason* why) {
  auto say = [&](Reason r) {
    if (why) *why = std::move(r);
  };
  // TG-7.1: a tris cannot capture.
  if (is_tris_capture_point(now, p, rules)) {
    say(make_reason(rules.tris_capture_check == TrisCaptureCheck::BeforeRecompute
                        ? ReasonKind::TrisCaptureBeforeRecompute
                        : ReasonKind::TrisCaptureAfterRecompute,
                    p));
    return Illegal::TrisCapture;
  }
  // Whose eyes and tiger's mouths count: the opponent's (Art. 7.2-7.3; the
  // mover's own do not restrict the mover, TG-7.4), or either colour's
  // (menggo-2019 Art. 6).
  std::vector<Side> owners{opponent(mover)};
  if (rules.tris_forbid == TrisForbid::Any) owners = {Side::Black, Side::White};
  // TG-7.2: the opponent's one-liberty eye.
  for (Side owner : owners)
    if (is_one_liberty_eye(now.holistic, p, owner)) {
      say(make_reason(ReasonKind::TrisOneLibertyEye, p, owner));
      return Illegal::TrisEye;
    }
  // TG-7.3: the opponent's tiger's mouth.
  for (Side owner : owners)
    if (is_tiger_mouth(now.holistic, p, owner, rules)) {
      say(make_reason(rules.tiger_mouth == TigerMouth::Orthogonal ? ReasonKind::TrisTigerMouthOrthogonal
                                                                  : ReasonKind::TrisTigerMouthDiagonal,
                      p, owner));
      return Illegal::TrisTigerMouth;
    }
  return Illegal::None;
}

}  // namespace tg::ref
