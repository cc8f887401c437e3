#include "reference/menggo2019_art04_private_eye.h"

#include <algorithm>
#include <string>

namespace tg::ref::menggo2019 {
namespace {

// The 4-connected set of points reachable from the points `starts` through
// points for which `inside` holds (the starts must satisfy it), in canonical
// order. `taken` marks points already given to an earlier set.
template <class Inside>
PointSet flood(const Board& board, const PointSet& starts, Inside inside, std::vector<bool>& taken) {
  const BoardSize size = board.size();
  PointSet found;
  std::vector<Point> frontier;
  for (Point p : starts)
    if (!taken[size.index(p)]) {
      taken[size.index(p)] = true;
      found.push_back(p);
      frontier.push_back(p);
    }
  while (!frontier.empty()) {
    Point q = frontier.back();
    frontier.pop_back();
    for (Point r : size.neighbours(q))
      if (inside(r) && !taken[size.index(r)]) {
        taken[size.index(r)] = true;
        found.push_back(r);
        frontier.push_back(r);
      }
  }
  canonicalize(board, found);
  return found;
}

bool on_edge(const BoardSize& size, Point p) { return size.neighbours(p).size() < 4; }

}  // namespace

std::vector<PointSet> inner_regions(const Board& base, const PointSet& s) {
  const BoardSize size = base.size();
  std::vector<bool> in_s(size.points(), false);
  for (Point p : s) in_s[size.index(p)] = true;
  // The tris-bounded area holding S: tris are off-board (2019 Art. 4.1, 4.2).
  std::vector<bool> seen(size.points(), false);
  const PointSet area = flood(base, {s.front()}, [&](Point q) { return base.at(q) != Piece::Tris; }, seen);
  std::vector<bool> in_area(size.points(), false);
  for (Point p : area) in_area[size.index(p)] = true;
  // Its parts once S's stones are taken out: the sides of the ring S.
  std::vector<PointSet> parts;
  std::vector<bool> taken(size.points(), false);
  auto open = [&](Point q) { return in_area[size.index(q)] && !in_s[size.index(q)]; };
  for (Point p : area)
    if (open(p) && !taken[size.index(p)]) parts.push_back(flood(base, {p}, open, taken));
  if (parts.size() < 2) return {};  // S splits nothing: no ring, no closed region (D-01, D-35)
  // D-53: the outer region, the side of the ring on which the board's own
  // outside lies. 2019 Art. 4.1: the ring is made of pieces, or of pieces and
  // the off-board area, and "中性花棋串可视同边界外区域": a neutral tris counts as
  // off-board. A tris string that the area surrounds is a hole in the board:
  // it may close a ring (it is part of the band, as the edge is), but it is
  // not the board's outside and joins no ring to the edge. The board's
  // outside is the edge with every point outside the area that it reaches
  // without entering the area (tris strings and areas beyond them): flood
  // from the edge line through the points outside the area. A part of the
  // area is reached when it holds a point of the edge line or touches that
  // flood. When one part only is reached, S encloses every other part as a
  // ring (with holes, if any, as part of it), and that one part is the
  // outside of the ring. When two or more are reached, S and the board's
  // outside close each of them: each is the inner region of a ring of S and
  // off-board area.
  PointSet edge_outside_area;
  for (Point p : size.all_points())
    if (!in_area[size.index(p)] && on_edge(size, p)) edge_outside_area.push_back(p);
  std::vector<bool> beyond(size.points(), false);
  flood(base, edge_outside_area, [&](Point q) { return !in_area[size.index(q)]; }, beyond);
  std::vector<bool> reached(size.points(), false);
  for (Point p : area) {
    bool touches_outside = on_edge(size, p);
    for (Point n : size.neighbours(p)) touches_outside = touches_outside || beyond[size.index(n)];
    reached[size.index(p)] = touches_outside;
  }
  std::vector<std::size_t> reached_parts;
  for (std::size_t i = 0; i < parts.size(); ++i)
    if (std::any_of(parts[i].begin(), parts[i].end(), [&](Point p) { return reached[size.index(p)]; }))
      reached_parts.push_back(i);
  std::vector<PointSet> inner;
  for (std::size_t i = 0; i < parts.size(); ++i)
    if (!(reached_parts.size() == 1 && reached_parts.front() == i)) inner.push_back(parts[i]);
  return inner;
}

PrivateEyeInfo private_eye(const Board& base, const PointSet& string, const Ruleset& /*rules*/,
                           long simulation_bound) {
  PrivateEyeInfo info;
  info.colour = base.at(string.front()) == Piece::Black ? Side::Black : Side::White;
  info.string = string;
  canonicalize(base, info.string);
  const Piece own = stone_of(info.colour);
  const Piece other = stone_of(opponent(info.colour));
  for (const PointSet& region : inner_regions(base, info.string)) {
    // M19-4.2: "an eye (closed region and inner liberties)": the region must
    // hold an empty point beside S, one of S's inner liberties.
    bool inner_liberty = false;
    for (Point q : region)
      if (base.at(q) == Piece::Empty)
        for (Point n : base.size().neighbours(q)) inner_liberty = inner_liberty || contains(info.string, n);
    if (!inner_liberty) continue;
    const RegionInfo r{info.colour, region, true};
    EyeCandidate verdict;
    verdict.region = region;
    // M19-4.2a: "私眼内不能具有其它同色棋串": no other string of S's colour
    // inside (S itself is the ring, not inside).
    auto own_inside = std::find_if(region.begin(), region.end(), [&](Point q) { return base.at(q) == own; });
    if (own_inside != region.end()) {
      verdict.failed = ReasonKind::EyeOwnStringInside;
      verdict.own_string = string_at(base, *own_inside);
    } else {
      // M19-4.2b: every string of the other colour inside (tris are
      // off-board) is inspected: none may have an eye of one or more
      // liberties in the region (D-04), nor make a one-liberty eye by
      // the one-sided simulation in the region (D-03).
      std::vector<PointSet> w;
      std::vector<bool> taken(base.size().points(), false);
      for (Point q : region)
        if (base.at(q) == other && !taken[base.size().index(q)])
          w.push_back(flood(base, {q}, [&](Point x) { return base.at(x) == other; }, taken));
      verdict = judge_inspected(base, info.string, info.colour, r, w, simulation_bound);
      if (verdict.failed == ReasonKind::EyeOtherHasEye) verdict.failed = ReasonKind::EyeOtherHasEyeM19;
      if (verdict.failed == ReasonKind::EyeOtherMakesEye) verdict.failed = ReasonKind::EyeOtherMakesEyeM19;
    }
    if (verdict.failed == ReasonKind::None) info.has_private_eye = true;
    info.candidates.push_back(verdict);
  }
  return info;
}

std::vector<PrivateEyeInfo> private_eyes(const Board& base, const Ruleset& rules) {
  std::vector<PointSet> strings = strings_of(base, Piece::Black);
  for (const PointSet& s : strings_of(base, Piece::White)) strings.push_back(s);
  std::sort(strings.begin(), strings.end(), [&](const PointSet& a, const PointSet& b) {
    return base.size().index(a.front()) < base.size().index(b.front());
  });
  std::vector<PrivateEyeInfo> out;
  for (const PointSet& s : strings) out.push_back(private_eye(base, s, rules, kSimulationBound));
  return out;
}

}  // namespace tg::ref::menggo2019
