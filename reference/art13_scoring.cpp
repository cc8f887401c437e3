#include "reference/art13_scoring.h"

namespace tg::ref {

namespace {

bool is_stone(Piece p) { return p == Piece::Black || p == Piece::White; }

// The colours of the holistic stones adjacent to a set of points.
void touching_colours(const Board& holistic, const PointSet& points, bool& black, bool& white) {
  black = white = false;
  for (Point p : points)
    for (Point q : holistic.size().neighbours(p)) {
      black = black || holistic.at(q) == Piece::Black;
      white = white || holistic.at(q) == Piece::White;
    }
}

bool touches(const Board& holistic, const PointSet& points, const PointSet& others) {
  for (Point p : points)
    for (Point q : holistic.size().neighbours(p))
      if (contains(others, q)) return true;
  return false;
}

Winner compare(double a, double b) { return a > b ? Winner::Black : a < b ? Winner::White : Winner::Draw; }

}  // namespace

bool is_seki(const Board& holistic, const PointSet& empty_string, const PointSet& alive) {
  // TG-13 (seki), TG-5.1.3, D-45.
  bool black = false, white = false;
  touching_colours(holistic, empty_string, black, white);
  return black && white && !touches(holistic, empty_string, alive);
}

std::vector<PointSet> neutral_enclosed_areas(const Board& holistic) {
  // TG-13.5, D-16.
  std::vector<PointSet> out;
  PointSet seen;
  for (Point start : holistic.size().all_points()) {
    if (holistic.at(start) == Piece::Tris || contains(seen, start)) continue;
    // One area: flood fill over points not held by a neutral tris.
    PointSet area{start};
    std::vector<Point> frontier{start};
    while (!frontier.empty()) {
      Point q = frontier.back();
      frontier.pop_back();
      for (Point r : holistic.size().neighbours(q))
        if (holistic.at(r) != Piece::Tris && !contains(area, r)) {
          area.push_back(r);
          frontier.push_back(r);
        }
    }
    canonicalize(holistic, area);
    seen.insert(seen.end(), area.begin(), area.end());
    bool bordered = false, black = false, white = false;
    for (Point q : area) {
      for (Point r : holistic.size().neighbours(q)) bordered = bordered || holistic.at(r) == Piece::Tris;
      black = black || holistic.at(q) == Piece::Black;
      white = white || holistic.at(q) == Piece::White;
    }
    if (bordered && !(black && white)) out.push_back(area);
  }
  return out;
}

std::vector<Owner> point_owners(const Board& holistic, const PointSet& alive, const Ruleset& rules) {
  // TG-13, D-16, D-17, D-45 (see art13_scoring.h).
  const BoardSize size = holistic.size();
  std::vector<Owner> owner(size.points(), Owner::Neutral);
  // Stones and tris; a neutral tris point belongs to neither side (TG-13.6).
  for (Point p : size.all_points()) {
    Piece kind = holistic.at(p);
    if (kind == Piece::Black) owner[size.index(p)] = Owner::Black;
    if (kind == Piece::White) owner[size.index(p)] = Owner::White;
    if (kind == Piece::Tris) owner[size.index(p)] = Owner::Neutral;
  }
  // Empty strings.
  for (const PointSet& e : strings_of(holistic, Piece::Empty)) {
    bool black = false, white = false;
    touching_colours(holistic, e, black, white);
    // Touching neither colour: it touches only neutral tris and the edge. If
    // any neutral tris, it is an area of its own that they enclose (D-16,
    // below, makes it neutral); if none, it is the whole empty board, which
    // TG-13.12 step 4 counts for nobody.
    Owner o = Owner::Nobody;
    if (black && !white) o = Owner::Black;
    if (white && !black) o = Owner::White;
    if (black && white) {
      // TG-13 seki: half each; TG-13.10, D-17 dame outside seki: half each, or nobody's.
      o = rules.dame == Dame::Split || is_seki(holistic, e, alive) ? Owner::Shared : Owner::Nobody;
    }
    for (Point p : e) owner[size.index(p)] = o;
  }
  // D-16: what neutral tris enclose is neutral, unless permanently alive or
  // an empty string next to a permanently alive string.
  std::vector<PointSet> strings = strings_of(holistic, Piece::Empty);
  for (const StringInfo& s : holistic_strings(holistic)) strings.push_back(s.points);
  for (const PointSet& area : neutral_enclosed_areas(holistic)) {
    for (const PointSet& s : strings) {
      if (!contains(area, s.front())) continue;  // a string lies wholly inside one area
      const bool keeps = is_stone(holistic.at(s.front())) ? contains(alive, s.front())  // alive as a whole
                                                          : touches(holistic, s, alive);
      if (!keeps)
        for (Point p : s) owner[size.index(p)] = Owner::Neutral;
    }
  }
  return owner;
}

Score count_score(const std::vector<Owner>& owners, const Ruleset& rules) {
  // TG-13 both formulas, D-17, D-18; contradictions C-1, C-2.
  Score s;
  s.owner = owners;
  for (Owner o : owners) {
    switch (o) {
      case Owner::Black: s.black += 1; break;
      case Owner::White: s.white += 1; break;
      case Owner::Neutral: s.neutral += 1; break;
      case Owner::Shared:
        s.black += 0.5;
        s.white += 0.5;
        break;
      case Owner::Nobody: s.nobody += 1; break;
    }
  }
  s.komi = rules.komi();  // TG-13.1: black gives the komi (option komi)
  // TG-13.7, the first method: black's count less the komi against white's.
  s.literal = compare(s.black - s.komi, s.white);
  // TG-13.8, the second method: Y = (N - X) / 2; black needs more than Y + m.
  s.y = (static_cast<double>(owners.size()) - s.neutral) / 2;
  s.chinese = compare(s.black, s.y + s.komi);
  // TG-13.9, D-18: both formulas are reported; komi_formula picks the winner.
  s.winner = rules.komi_formula == KomiFormula::Chinese ? s.chinese : s.literal;
  return s;
}

Score score_layers(const Layers& layers, const Ruleset& rules) {
  // TG-13 with TG-5.1.2, D-15 (permanent life by Benson, art05).
  return count_score(point_owners(layers.holistic, permanently_alive_points(layers.holistic), rules), rules);
}

}  // namespace tg::ref
