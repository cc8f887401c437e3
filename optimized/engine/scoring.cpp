#include "optimized/engine/scoring.h"

#include <stdexcept>

namespace tg::opt {

namespace {

// Benson's algorithm for one colour's holistic stones.
BB benson(const Layer& l, const BB& own) {
  const Geo& g = *l.g;
  const std::vector<BB> strings = components(own);
  const std::vector<BB> regions = components(andnot(andnot(g.on, own), l.nt));
  const std::size_t ns = strings.size(), nr = regions.size();
  if (ns == 0) return {};
  std::vector<BB> grown(ns);
  for (std::size_t s = 0; s < ns; ++s) grown[s] = g.dilate(strings[s]);
  std::vector<char> touches(nr * ns, 0), vital(nr * ns, 0);
  for (std::size_t r = 0; r < nr; ++r) {
    const BB empties = regions[r] & l.empty;
    for (std::size_t s = 0; s < ns; ++s) {
      if (!intersects(grown[s], regions[r])) continue;
      touches[r * ns + s] = 1;
      vital[r * ns + s] = andnot(empties, grown[s]).none();
    }
  }
  std::vector<char> string_in(ns, 1), region_in(nr, 1);
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t s = 0; s < ns; ++s) {
      if (!string_in[s]) continue;
      int v = 0;
      for (std::size_t r = 0; r < nr; ++r) v += region_in[r] && vital[r * ns + s];
      if (v < 2) {
        string_in[s] = 0;
        changed = true;
      }
    }
    for (std::size_t r = 0; r < nr; ++r) {
      if (!region_in[r]) continue;
      for (std::size_t s = 0; s < ns; ++s)
        if (touches[r * ns + s] && !string_in[s]) {
          region_in[r] = 0;
          changed = true;
          break;
        }
    }
  }
  BB alive;
  for (std::size_t s = 0; s < ns; ++s)
    if (string_in[s]) alive |= strings[s];
  return alive;
}

Winner compare(double a, double b) { return a > b ? Winner::Black : a < b ? Winner::White : Winner::Draw; }

}  // namespace

BB permanently_alive(const Layer& l) { return benson(l, l.hb) | benson(l, l.hw); }

Score score_layer(const Layer& l, const Ruleset& rules) {
  const Geo& g = *l.g;
  const BB alive = permanently_alive(l);
  std::array<Owner, kBits> owner;
  owner.fill(Owner::Neutral);
  for (BB b = l.hb; b.any();) owner[b.pop()] = Owner::Black;
  for (BB b = l.hw; b.any();) owner[b.pop()] = Owner::White;
  for (const BB& e : components(l.empty)) {
    const BB around = g.dilate(e);
    const bool black = intersects(around, l.hb), white = intersects(around, l.hw);
    Owner o = Owner::Nobody;  // no colour around: neutral below if tris enclose it (TG-13.12)
    if (black && !white) o = Owner::Black;
    if (white && !black) o = Owner::White;
    if (black && white) o = rules.dame == Dame::Split || !intersects(around, alive) ? Owner::Shared : Owner::Nobody;
    for (BB b = e; b.any();) owner[b.pop()] = o;
  }
  // D-16: areas enclosed by neutral tris.
  if (l.nt.any()) {
    for (const BB& area : components(andnot(g.on, l.nt))) {
      if (!intersects(g.dilate(area), l.nt)) continue;
      if (intersects(area, l.hb) && intersects(area, l.hw)) continue;
      for (const BB& e : components(area & l.empty))
        if (!intersects(g.dilate(e), alive))
          for (BB b = e; b.any();) owner[b.pop()] = Owner::Neutral;
      for (const BB& s : components(area & (l.hb | l.hw)))
        if (!alive.test(s.lowest()))
          for (BB b = s; b.any();) owner[b.pop()] = Owner::Neutral;
    }
  }
  Score sc;
  const int points = g.n * g.n;
  sc.owner.resize(static_cast<std::size_t>(points));
  for (int i = 0; i < points; ++i) {
    const Owner o = owner[g.bit_of[i]];
    sc.owner[static_cast<std::size_t>(i)] = o;
    switch (o) {
      case Owner::Black: sc.black += 1; break;
      case Owner::White: sc.white += 1; break;
      case Owner::Neutral: sc.neutral += 1; break;
      case Owner::Shared:
        sc.black += 0.5;
        sc.white += 0.5;
        break;
      case Owner::Nobody: sc.nobody += 1; break;
    }
  }
  decide_score(sc, points, rules);
  return sc;
}

void decide_score(Score& sc, int points, const Ruleset& rules) {
  sc.komi = rules.komi();
  sc.literal = compare(sc.black - sc.komi, sc.white);
  sc.y = (static_cast<double>(points) - sc.neutral) / 2;
  sc.chinese = compare(sc.black, sc.y + sc.komi);
  sc.winner = rules.komi_formula == KomiFormula::Chinese ? sc.chinese : sc.literal;
}

Stones remove_agreed_dead(const Layer& l, const std::vector<Point>& dead) {
  const Geo& g = *l.g;
  Stones s = l.s;
  for (Point p : dead) {
    const std::string where = point_text(p);
    if (p.x < -g.half || p.x > g.half || p.y < -g.half || p.y > g.half)
      throw std::invalid_argument("agreed dead point " + where + " is not on the board (Art. 12, D-14)");
    const int b = g.bit(p);
    const BB* colour = l.hb.test(b) ? &l.hb : l.hw.test(b) ? &l.hw : nullptr;
    if (!colour)
      throw std::invalid_argument("agreed dead point " + where +
                                  " holds no black or white stone on the holistic board (Art. 12, D-14)");
    const BB str = Geo::flood(BB::bit(b), *colour);
    s.black = andnot(s.black, str);
    s.white = andnot(s.white, str);
    s.tris = andnot(s.tris, str);
  }
  return s;
}

}  // namespace tg::opt
