#include "optimized/engine/eyes_menggo2019.h"

#include <algorithm>

namespace tg::opt {
namespace {

// The on-board points with an off-board neighbour.
BB edge_of(const Geo& g) {
  const BB interior = g.on & shl(g.on, 1) & shr(g.on, 1) & shl(g.on, kStride) & shr(g.on, kStride);
  return andnot(g.on, interior);
}

struct Rings {
  BB area;                 // the tris-bounded area holding the string
  std::vector<BB> inner;   // its inner regions beside an empty point of the string, by first point
};

// M19-4.1, D-53: the parts of the area once the string is taken out, less
// the outer one (the only part that touches the board's outside: the edge,
// or a point beyond the area that the edge reaches without entering it; a
// tris string the area surrounds is a hole, which closes rings but is not
// the outside), kept when they hold one of the string's liberties.
Rings rings_of(const EyeBoard& eb, const BB& string) {
  const Geo& g = *eb.g;
  Rings out;
  for (const BB& a : eb.areas)
    if (a.test(string.lowest())) out.area = a;
  std::vector<BB> parts = components(andnot(out.area, string));
  if (parts.size() < 2) return out;
  // The board's outside beyond the area is a function of the area alone, so
  // the record's footprint (the area and its neighbours) still covers it.
  const BB edge = edge_of(g);
  const BB beyond = andnot(g.on, out.area);
  const BB outside = Geo::flood(edge & beyond, beyond);
  const BB reached = (edge & out.area) | g.adjacent(outside);
  int reached_count = 0;
  for (const BB& p : parts) reached_count += intersects(p, reached) ? 1 : 0;
  const BB liberties = g.adjacent(string) & eb.empty;
  for (const BB& p : parts) {
    if (reached_count == 1 && intersects(p, reached)) continue;  // the outside of the ring
    if (intersects(p, liberties)) out.inner.push_back(p);
  }
  std::sort(out.inner.begin(), out.inner.end(), [](const BB& a, const BB& b) { return a.lowest() < b.lowest(); });
  return out;
}

bool passes(const EyeBoard& eb, const BB& string, Side colour, const BB& r) {
  if (intersects(r, eb.own(colour))) return false;     // M19-4.2a
  if (!intersects(r, eb.other(colour))) return true;   // nothing of the other colour inside
  // D-03 closed form: the other colour makes a one-liberty eye iff some empty
  // point of R touches no stone of the string's colour (here: of the string).
  return !andnot(r & eb.empty, eb.g->dilate(string)).any();
}

}  // namespace

bool menggo2019_has_private_eye(const EyeBoard& eb, const BB& string, Side colour) {
  for (const BB& r : rings_of(eb, string).inner)
    if (passes(eb, string, colour, r)) return true;
  return false;
}

EyeRecord menggo2019_eye_record(const EyeBoard& eb, const BB& string, Side colour) {
  EyeRecord rec;
  rec.string = string;
  rec.colour = colour;
  rec.final_verdicts = true;
  const Rings rings = rings_of(eb, string);
  rec.footprint = eb.g->dilate(rings.area | string);
  for (const BB& r : rings.inner) rec.regions.emplace_back(r, passes(eb, string, colour, r));
  return rec;
}

PrivateEyeInfo menggo2019_private_eye_info(const EyeBoard& eb, const BB& string, Side colour) {
  const Geo& g = *eb.g;
  PrivateEyeInfo info;
  info.colour = colour;
  info.string = points_of(g, string);
  for (const BB& r : rings_of(eb, string).inner) {
    EyeCandidate verdict;
    const BB own_inside = r & eb.own(colour);
    if (own_inside.any()) {
      verdict.region = points_of(g, r);
      const BB other_string = Geo::flood(BB::bit(own_inside.lowest()), eb.own(colour));
      verdict.failed = ReasonKind::EyeOwnStringInside;
      verdict.own_string = points_of(g, other_string);
    } else {
      verdict = judge_inspected(eb, colour, r, components(r & eb.other(colour)));
      if (verdict.failed == ReasonKind::EyeOtherHasEye) verdict.failed = ReasonKind::EyeOtherHasEyeM19;
      if (verdict.failed == ReasonKind::EyeOtherMakesEye) verdict.failed = ReasonKind::EyeOtherMakesEyeM19;
    }
    if (verdict.failed == ReasonKind::None) info.has_private_eye = true;
    info.candidates.push_back(std::move(verdict));
  }
  return info;
}

}  // namespace tg::opt
