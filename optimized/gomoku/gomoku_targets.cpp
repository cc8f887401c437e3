#include "optimized/gomoku/gomoku_targets.h"

#include <algorithm>

namespace tg::opt {

void find_targets(const Geo& g, const GBoard& b, const BB& empty, Side c, const BB& near, bool zero_liberty_only,
                  std::vector<GTarget>& out) {
  const Side o = opponent(c);
  const BB ext_o = b.ext(o);
  const BB& o_tris = b.attr_tris(o);
  // The extended O strings that meet `near`: the wholes of B/D, and the
  // reinforcements through which a C whole can meet `near`.
  const BB near_o = Geo::flood(near & ext_o, ext_o);

  // GM-4.1 / GM-4.3: neutral strings meeting `near` or adjacent to near_o.
  for (BB xs = Geo::flood((near | g.dilate(near_o)) & b.tn, b.tn); xs.any();) {
    GTarget t;
    t.encircler = c;
    t.main = Geo::flood(BB::bit(xs.lowest()), b.tn);
    xs = andnot(xs, t.main);
    const BB touching_o = g.dilate(t.main) & ext_o;
    if (touching_o.none()) {
      t.type = EncirclementType::A;
      t.whole = t.main;
    } else {
      t.type = EncirclementType::C;
      t.whole = t.main | Geo::flood(touching_o, ext_o);
    }
    t.libs = g.dilate(t.whole) & empty;
    if (zero_liberty_only && t.libs.any()) continue;
    out.push_back(std::move(t));
  }

  // GM-4.2 / GM-4.4: extended O strings meeting `near` that hold an O-tris.
  for (BB gs = Geo::flood(near_o & o_tris, ext_o); gs.any();) {
    GTarget t;
    t.encircler = c;
    t.whole = Geo::flood(BB::bit(gs.lowest()), ext_o);
    gs = andnot(gs, t.whole);
    t.libs = g.dilate(t.whole) & empty;
    if (zero_liberty_only && t.libs.any()) continue;
    // GM-4.5: the O-tris string with the lowest first point.
    t.main = Geo::flood(BB::bit((t.whole & o_tris).lowest()), o_tris);
    t.type = intersects(g.dilate(t.whole), b.tn) ? EncirclementType::D : EncirclementType::B;
    out.push_back(std::move(t));
  }
}

namespace {

void append_components(std::vector<BB>& out, const BB& set) {
  for (const BB& s : components(set)) out.push_back(s);
}

void sort_by_first_point(std::vector<BB>& sets) {
  std::sort(sets.begin(), sets.end(), [](const BB& x, const BB& y) { return x.lowest() < y.lowest(); });
}

}  // namespace

void complete(const Geo& g, const GBoard& b, const BB& empty, GTarget& t, bool detail) {
  const Side o = opponent(t.encircler);
  const BB ext_o = b.ext(o);
  const BB& o_tris = b.attr_tris(o);
  if (t.type == EncirclementType::A) {  // GM-4.7: X alone
    t.flips = t.main;
    return;
  }
  // The O-tris of the whole other than the main core (B, D: GM-4.5's
  // secondary cores; C: the reinforcements' O-tris).
  BB o_cores = andnot(t.whole & o_tris, t.main);
  BB promoted;  // GM-4.6: walls promoted to secondary cores
  if (t.type == EncirclementType::C || t.type == EncirclementType::D) {
    // GM-4.6: the neutral strings adjacent to the whole (the main core of C
    // is inside the whole, so it is never among them). A wall Y is
    // promoted when T has at most one liberty and W(Y) = Y plus the
    // extended O strings adjacent to Y has exactly T's liberties.
    const bool may_promote = t.libs.count() <= 1;
    for (BB ys = Geo::flood(g.adjacent(t.whole) & b.tn, b.tn); ys.any();) {
      const BB y = Geo::flood(BB::bit(ys.lowest()), b.tn);
      ys = andnot(ys, y);
      if (may_promote) {
        const BB wy = y | Geo::flood(g.dilate(y) & ext_o, ext_o);
        if ((g.dilate(wy) & empty) == t.libs) {
          promoted |= y;
          o_cores |= wy & o_tris;
          continue;
        }
      }
      if (detail) t.walls.push_back(y);
    }
    o_cores = andnot(o_cores, t.main);
  }
  t.flips = t.main | o_cores | promoted;
  if (!detail) return;
  if (t.type == EncirclementType::C) append_components(t.reinforcements, andnot(t.whole, t.main));
  // Distinct O-tris strings are never adjacent, nor distinct neutral ones,
  // so the components of each set are its strings; the two sets are split
  // so that a promoted wall touching an O-tris stays its own entry.
  append_components(t.secondary, o_cores);
  append_components(t.secondary, promoted);
  sort_by_first_point(t.secondary);
  // components() and the flood order already give walls and reinforcements
  // by first point.
}

void sort_targets(std::vector<GTarget>& targets) {
  std::sort(targets.begin(), targets.end(), [](const GTarget& x, const GTarget& y) {
    if (x.encircler != y.encircler) return x.encircler < y.encircler;
    if (x.type != y.type) return x.type < y.type;
    return x.main.lowest() < y.main.lowest();
  });
}

EncirclementTarget to_target(const Geo& g, const GTarget& t) {
  EncirclementTarget out;
  out.encircler = t.encircler;
  out.type = t.type;
  out.main_core = points_of(g, t.main);
  for (const BB& s : t.secondary) out.secondary_cores.push_back(points_of(g, s));
  for (const BB& s : t.reinforcements) out.reinforcements.push_back(points_of(g, s));
  for (const BB& s : t.walls) out.walls.push_back(points_of(g, s));
  out.whole = points_of(g, t.whole);
  out.liberties = points_of(g, t.libs);
  out.flips = points_of(g, t.flips);
  return out;
}

}  // namespace tg::opt
