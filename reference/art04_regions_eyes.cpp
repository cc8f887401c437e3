#include "reference/art04_regions_eyes.h"

#include "reference/menggo2019_art04_private_eye.h"

#include <algorithm>
#include <deque>
#include <stdexcept>
#include <string>

namespace tg::ref {
namespace {

// A plain membership table for a set of points: one flag per board point.
// The searches below ask "is q in this set?" many times; a table keeps that
// question cheap without changing what the sets are.
class Marks {
 public:
  explicit Marks(const Board& board) : size_(board.size()), flags_(board.size().points(), false) {}
  Marks(const Board& board, const PointSet& points) : Marks(board) { add(points); }
  void add(Point p) { flags_[size_.index(p)] = true; }
  void add(const PointSet& points) {
    for (Point p : points) add(p);
  }
  bool has(Point p) const { return flags_[size_.index(p)]; }

 private:
  BoardSize size_;
  std::vector<bool> flags_;
};

// The 4-connected set of points reachable from `start` through points for
// which `inside` holds (a flood fill, like TG-3.3's strings). Every point
// found is also added to `seen`, and points already in `seen` are not
// entered: callers collecting several sets pass one `seen` for all of them.
template <class Inside>
PointSet flood(const Board& board, Point start, Inside inside, Marks& seen) {
  seen.add(start);
  PointSet found{start};
  std::vector<Point> frontier{start};
  while (!frontier.empty()) {
    Point q = frontier.back();
    frontier.pop_back();
    for (Point r : board.size().neighbours(q)) {
      if (inside(r) && !seen.has(r)) {
        seen.add(r);
        found.push_back(r);
        frontier.push_back(r);
      }
    }
  }
  canonicalize(board, found);
  return found;
}

// "(x,y)" in the Cartesian coordinates of TG-1.2 (centre (0,0)).
std::string text(Point p) { return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")"; }

void sort_by_first_point(const Board& board, std::vector<PointSet>& sets) {
  std::sort(sets.begin(), sets.end(), [&](const PointSet& a, const PointSet& b) {
    return board.size().index(a.front()) < board.size().index(b.front());
  });
}

// Which closed region (if any) each point lies in, for one colour.
struct RegionMap {
  std::vector<RegionInfo> regions;
  std::vector<int> region_of;  // by BoardSize::index; -1 = in no closed region
};

RegionMap region_map(const Board& base, Side colour) {
  RegionMap map{closed_regions(base, colour), std::vector<int>(base.size().points(), -1)};
  for (std::size_t i = 0; i < map.regions.size(); ++i)
    for (Point p : map.regions[i].points) map.region_of[base.size().index(p)] = static_cast<int>(i);
  return map;
}

// The verdict on one candidate region R for string S of `colour` (TG-4.3.2,
// TG-4.3.3). Written for black; white is the same with the colours swapped
// (TG-4.3.4).
EyeCandidate judge_region(const Board& base, const PointSet& s, Side colour, const RegionInfo& r,
                          const Ruleset& rules, long bound) {
  const Piece own = stone_of(colour);                // "black" in the text
  const Piece other = stone_of(opponent(colour));    // "white" in the text
  const BoardSize size = base.size();
  auto is_empty = [&](Point q) { return base.at(q) == Piece::Empty; };
  auto is_other = [&](Point q) { return base.at(q) == other; };

  EyeCandidate verdict;
  verdict.region = r.points;
  const Marks in_r(base, r.points);
  const Marks in_s(base, s);

  // TG-4.3.2: E = the empty strings inside R adjacent to S. None of them may
  // touch another string of S's colour.
  std::vector<PointSet> e;
  Marks in_e(base);
  for (Point q : s)
    for (Point n : size.neighbours(q))
      if (is_empty(n) && in_r.has(n) && !in_e.has(n)) e.push_back(flood(base, n, is_empty, in_e));
  sort_by_first_point(base, e);
  for (const PointSet& es : e)
    for (Point q : es)
      for (Point n : size.neighbours(q))
        if (base.at(n) == own && !in_s.has(n)) {
          Marks scratch(base);
          PointSet other_string = flood(base, n, [&](Point x) { return base.at(x) == own; }, scratch);
          verdict.failed = ReasonKind::EyeEmptyTouchesOwnString;
          verdict.shared_empty = es;
          verdict.own_string = other_string;
          return verdict;
        }

  // TG-4.3.3, D-02: the inspected strings of the other colour W: those
  // adjacent to a string of E (eye_inspect=adjacent), or all of them inside
  // R (eye_inspect=region).
  std::vector<PointSet> w;
  Marks in_w(base);
  auto inspect_at = [&](Point q) {
    if (is_other(q) && !in_w.has(q)) w.push_back(flood(base, q, is_other, in_w));
  };
  if (rules.eye_inspect == EyeInspect::Adjacent) {
    for (const PointSet& es : e)
      for (Point q : es)
        for (Point n : size.neighbours(q)) inspect_at(n);
  } else {
    for (Point q : r.points) inspect_at(q);
  }
  sort_by_first_point(base, w);
  if (w.empty()) return verdict;  // nothing of the other colour to inspect: a private eye
  return judge_inspected(base, s, colour, r, w, bound);
}

}  // namespace

EyeCandidate judge_inspected(const Board& base, const PointSet& s, Side colour, const RegionInfo& r,
                             const std::vector<PointSet>& w, long bound) {
  const Piece own = stone_of(colour);                // "black" in the text
  const Piece other = stone_of(opponent(colour));    // "white" in the text
  const std::string own_name(side_name(colour));
  const BoardSize size = base.size();
  auto is_empty = [&](Point q) { return base.at(q) == Piece::Empty; };
  auto is_other = [&](Point q) { return base.at(q) == other; };
  EyeCandidate verdict;
  verdict.region = r.points;
  const Marks in_r(base, r.points);
  if (w.empty()) return verdict;
  verdict.inspected = w;  // D-02: what the step inspects
  // Which inspected string each point belongs to (-1: none).
  std::vector<int> w_of(size.points(), -1);
  for (std::size_t i = 0; i < w.size(); ++i)
    for (Point q : w[i]) w_of[size.index(q)] = static_cast<int>(i);

  // TG-4.3.3a, D-04: no inspected string may already have an eye of one or
  // more liberties: an empty string of R that touches no stone of S's colour
  // and is adjacent to the inspected string.
  std::vector<PointSet> free_strings;
  Marks seen(base);
  for (Point q : r.points) {
    if (!is_empty(q) || seen.has(q)) continue;
    PointSet f = flood(base, q, is_empty, seen);
    bool touches_own = false;
    for (Point p : f)
      for (Point n : size.neighbours(p)) touches_own = touches_own || base.at(n) == own;
    if (!touches_own) free_strings.push_back(f);
  }
  for (std::size_t i = 0; i < w.size(); ++i)
    for (const PointSet& f : free_strings) {
      bool borders = false;
      for (Point p : f)
        for (Point n : size.neighbours(p)) borders = borders || w_of[size.index(n)] == static_cast<int>(i);
      if (!borders) continue;
      verdict.failed = ReasonKind::EyeOtherHasEye;
      verdict.eye = f;
      verdict.eye_of = w[i];
      return verdict;
    }

  // TG-4.3.3b, D-03: the simulation. The other colour places stones only on
  // empty points of R, one after another, never capturing (nothing is ever
  // removed, zero-liberty strings stay). It fails the eye if it can make a
  // one-liberty eye for an inspected string: an empty point p of R whose
  // on-board neighbours are all its stones or tris, at least one of them in
  // a string that contains an inspected string.
  //
  // The search: for each candidate eye point p (empty, in R, no neighbour of
  // S's colour) the other colour first fills p's empty neighbours, then
  // searches breadth-first by number of further placements (on empty points
  // of R other than p) for a connection from a neighbour of p to an
  // inspected string. Every placement examined counts against `bound`.
  long placements = 0;
  auto count_placement = [&](long n) {
    placements += n;
    if (placements > bound)
      throw EngineLimit("the private-eye simulation (TG-4.3.3b, D-03) for the " + own_name + " string at " +
                        text(s.front()) + " in a closed region of " + std::to_string(r.points.size()) +
                        " points needs more than " + std::to_string(bound) +
                        " placements, the reference's search bound; the reference does not guess past it");
  };
  PointSet guarded;  // the empty points of R that touch S's colour: none can be an eye of W
  for (Point p : r.points) {
    if (!is_empty(p)) continue;
    bool touches_own = false;
    PointSet starts, fill;
    for (Point n : size.neighbours(p)) {
      if (base.at(n) == own) touches_own = true;
      else if (in_r.has(n)) {  // neither own nor tris, so inside R
        starts.push_back(n);
        if (is_empty(n)) fill.push_back(n);
      }
    }
    if (touches_own) guarded.push_back(p);
    if (touches_own || starts.empty()) continue;
    count_placement(static_cast<long>(fill.size()));
    const Marks filled(base, fill);
    auto is_white_now = [&](Point q) { return is_other(q) || filled.has(q); };

    // Breadth-first by placements: white points cost nothing to pass
    // through, an empty point costs one placement (a deque: front for
    // free steps, back for placements).
    constexpr int kUnseen = -2, kStart = -1;
    std::vector<int> parent(size.points(), kUnseen);
    std::deque<Point> queue;
    for (Point st : starts) {
      parent[size.index(st)] = kStart;
      queue.push_back(st);
    }
    while (!queue.empty()) {
      Point u = queue.front();
      queue.pop_front();
      if (w_of[size.index(u)] >= 0) {
        // Reached an inspected string: the stones placed are p's filled
        // neighbours and the empty points on the path back to p.
        PointSet placed = fill;
        for (Point q = u;; q = size.point(parent[size.index(q)])) {
          if (!is_white_now(q)) placed.push_back(q);
          if (parent[size.index(q)] == kStart) break;
        }
        canonicalize(base, placed);
        verdict.failed = ReasonKind::EyeOtherMakesEye;
        verdict.placements = placed;
        verdict.eye = {p};
        verdict.eye_of = w[w_of[size.index(u)]];
        return verdict;
      }
      for (Point n : size.neighbours(u)) {
        if (!in_r.has(n) || n == p || parent[size.index(n)] != kUnseen) continue;
        parent[size.index(n)] = size.index(u);
        if (is_white_now(n)) {
          queue.push_front(n);
        } else {
          count_placement(1);
          queue.push_back(n);
        }
      }
    }
  }
  verdict.guarded = guarded;
  return verdict;  // the simulation found no one-liberty eye: a private eye
}

namespace {

PrivateEyeInfo judge_string(const Board& base, const PointSet& string, const Ruleset& rules,
                            const RegionMap& map, long bound) {
  PrivateEyeInfo info;
  info.colour = base.at(string.front()) == Piece::Black ? Side::Black : Side::White;
  info.string = string;
  canonicalize(base, info.string);
  // The candidate regions: the closed regions formed by the string's colour
  // that contain an empty point adjacent to the string (TG-4.3.2 asks for at
  // least one such empty string).
  std::vector<int> ids;
  for (Point q : info.string)
    for (Point n : base.size().neighbours(q)) {
      int id = map.region_of[base.size().index(n)];
      if (base.at(n) == Piece::Empty && id >= 0) ids.push_back(id);
    }
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  for (int id : ids) {
    info.candidates.push_back(judge_region(base, info.string, info.colour, map.regions[id], rules, bound));
    if (info.candidates.back().failed == ReasonKind::None) info.has_private_eye = true;
  }
  return info;
}

void check_string(const Board& base, const PointSet& string) {
  if (string.empty()) throw std::invalid_argument("private_eye: empty string");
  Piece kind = base.at(string.front());
  if (kind != Piece::Black && kind != Piece::White)
    throw std::invalid_argument("private_eye: not a black or white string at " + text(string.front()));
}

}  // namespace

std::vector<PointSet> enclosed_regions(const Board& board, Piece wall) {
  // TG-4.1 / D-01, D-15: flood fill over the points that are neither `wall`
  // nor tris, starting at each point not yet reached, in index order.
  auto open = [&](Point p) {
    Piece k = board.at(p);
    return k != wall && k != Piece::Tris;
  };
  std::vector<PointSet> out;
  Marks seen(board);
  for (Point p : board.size().all_points()) {
    if (!open(p) || seen.has(p)) continue;
    out.push_back(flood(board, p, open, seen));
  }
  return out;
}

std::vector<RegionInfo> closed_regions(const Board& base, Side colour) {
  // TG-4.1, D-01. The tris-bounded areas (TG-4.3.1: tris are off-board).
  const std::vector<PointSet> areas = enclosed_regions(base, Piece::Tris);
  std::vector<int> area_of(base.size().points(), -1);
  for (std::size_t i = 0; i < areas.size(); ++i)
    for (Point p : areas[i]) area_of[base.size().index(p)] = static_cast<int>(i);
  // The components left when `colour`'s stones are taken out as well.
  const std::vector<PointSet> parts = enclosed_regions(base, stone_of(colour));
  std::vector<int> parts_in_area(areas.size(), 0);
  for (const PointSet& part : parts) ++parts_in_area[area_of[base.size().index(part.front())]];
  // A component is a closed region only if `colour`'s stones split its area
  // into at least two components (a ring of stones makes both sides closed;
  // more stones divide a closed region again into several, TG-4.1.1).
  std::vector<RegionInfo> out;
  for (const PointSet& part : parts) {
    if (parts_in_area[area_of[base.size().index(part.front())]] < 2) continue;
    RegionInfo region{colour, part, false};
    // TG-4.2: an eye is a closed region that contains an empty string.
    for (Point p : part) region.is_eye = region.is_eye || base.at(p) == Piece::Empty;
    out.push_back(region);
  }
  return out;
}

bool is_true_eye(const Board& base, const RegionInfo& eye) {
  // TG-4.2, TG-4.2.1, D-28: "as in Go". Larger eyes are true; a one-point eye is false
  // when the opponent holds two or more of its diagonal points, or one or
  // more when the point is on the edge: some diagonal point is off the board
  // or a tris (tris are off-board on the base board, TG-4.3.1).
  if (!eye.is_eye) return false;
  if (eye.points.size() != 1) return true;
  const Point p = eye.points.front();
  const Piece opponent_stone = stone_of(opponent(eye.formed_by));
  int held = 0, on_board = 0;
  for (Point d : base.size().diagonals(p)) {
    if (base.at(d) == Piece::Tris) continue;
    ++on_board;
    if (base.at(d) == opponent_stone) ++held;
  }
  const bool on_edge = on_board < 4;
  return held < (on_edge ? 1 : 2);
}

PrivateEyeInfo private_eye(const Board& base, const PointSet& string, const Ruleset& rules,
                           long simulation_bound) {
  // TG-4.3 (TG-4.3.1: judged on the base board, tris off-board).
  check_string(base, string);
  // The 2019 wording is a unit of its own (M19-4.1, M19-4.2, D-35, D-53).
  if (rules.eye_rule == EyeRule::Menggo2019) return menggo2019::private_eye(base, string, rules, simulation_bound);
  Side colour = base.at(string.front()) == Piece::Black ? Side::Black : Side::White;
  return judge_string(base, string, rules, region_map(base, colour), simulation_bound);
}

PrivateEyeInfo private_eye(const Board& base, const PointSet& string, const Ruleset& rules) {
  return private_eye(base, string, rules, kSimulationBound);
}

std::vector<PrivateEyeInfo> private_eyes(const Board& base, const Ruleset& rules) {
  if (rules.eye_rule == EyeRule::Menggo2019) return menggo2019::private_eyes(base, rules);
  const RegionMap black = region_map(base, Side::Black);
  const RegionMap white = region_map(base, Side::White);
  std::vector<PointSet> strings = strings_of(base, Piece::Black);
  for (const PointSet& s : strings_of(base, Piece::White)) strings.push_back(s);
  sort_by_first_point(base, strings);
  std::vector<PrivateEyeInfo> out;
  for (const PointSet& s : strings)
    out.push_back(judge_string(base, s, rules, base.at(s.front()) == Piece::Black ? black : white,
                               kSimulationBound));
  return out;
}

}  // namespace tg::ref
