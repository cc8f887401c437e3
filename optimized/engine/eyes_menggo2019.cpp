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

BB menggo2019_reached(const Geo& g, const BB& area) {
  const BB edge = edge_of(g);
  const BB beyond = andnot(g.on, area);
  if (beyond.none()) return edge;
  const BB outside = Geo::flood(edge & beyond, beyond);
  return ((edge & area) | g.adjacent(outside)) & area;
}

bool menggo2019_inner(const BB& string, const BB& region, const BB& reached) {
  return !intersects(region, reached) || andnot(reached, string | region).any();
}

// Why the growth gives rings_of's verdict. rings_of splits A minus S into
// parts; a part P passes when it holds a liberty of S, no stone of S's
// colour and meets (b), and it counts when A minus S has two parts or more
// and P is not the only part that touches the board's outside (reached).
//  - A part P holding the liberty l and no stone of the colour is Q(l), the
//    region grown from l: P lies in the points that are neither tris nor the
//    colour's and is connected, so P is within Q(l); Q(l) is connected, off
//    the tris and off S, so within A minus S, hence within P. And Q(l) meets
//    (a): a stone of the colour beside P (so in A) and not in S would be in
//    P. Conversely a Q(l) that meets (a) is a part: every point beside it is
//    a tris, off the board, or a stone of S, so it is a whole component of
//    A minus S; it holds l and none of the colour's stones.
//  - (k): A minus S has another part iff A holds a point outside S and Q.
//    A is connected, so such a point x can be taken beside S or Q; not
//    beside Q (x would be in Q's part), so beside S: a neighbour of S that
//    is no tris (the neighbours of S that are no tris are all in A) and not
//    in Q. The converse is plain.
//  - (o): the points of A that touch the outside are edge points or points
//    beside a tris (every point beside A outside A is a tris), so a Q that
//    touches neither is not reached. Otherwise Q is reached iff it holds a
//    point of reached(A), and another part is iff reached(A) holds a point
//    outside S and Q (reached(A) lies in A).
// So S has a private eye iff some Q(l) meets (a), (b), (k) and (o). (a) and
// (b) only fail more as Q grows, so the growth stops at the first step that
// fails one; a region that failed is remembered, so that a liberty whose
// growth meets it fails at once (the same region).
Menggo2019Growth menggo2019_grow(const Geo& g, const BB& own, const BB& other, const BB& tris, const BB& string,
                                 const BB& beside, const std::function<BB(int)>& reached) {
  Menggo2019Growth out;
  const BB near = string | beside;
  const BB open = andnot(g.on, own | tris);  // the points a region grows over
  const BB empty = andnot(open, other);
  const BB others_of_colour = andnot(own, string);
  BB failed, judged;
  for (BB lb = beside & empty; lb.any() && !out.eye;) {
    const int l = lb.pop();
    if (judged.test(l) || failed.test(l)) continue;
    // The first step point by point (most regions fail there, beside
    // another string of the colour; l is empty, so (b) cannot fail yet),
    // then by dilations.
    BB q = BB::bit(l), around = q;
    bool ok = true;
    for (const int y : {l - 1, l + 1, l - kStride, l + kStride}) {
      if (y < 0 || y >= kBits || !g.on.test(y)) continue;
      around.set(y);
      ok &= !others_of_colour.test(y);  // (a)
    }
    while (ok) {
      const BB grown = around & open;
      if (grown == q) break;
      q = grown;
      around = g.dilate(q);
      ok = !intersects(around, others_of_colour) && !intersects(q, failed) &&  // (a), or a region that failed
           !(intersects(q, other) && andnot(q & empty, near).any());         // (b)
    }
    out.footprint |= around;
    if (!ok) {
      failed |= q;
      continue;
    }
    judged |= q;
    if (!andnot(andnot(beside, tris), q).any()) continue;  // (k): Q is all of A but S
    if (!intersects(around, tris) && !intersects(q, edge_of(g))) {  // (o): it touches no outside
      out.eye = true;
      continue;
    }
    const Menggo2019Open o{q, menggo2019_inner(string, q, reached(l))};
    if (out.n_open < Menggo2019Growth::kMaxOpen) out.open[static_cast<std::size_t>(out.n_open)] = o;
    out.n_open = std::min(out.n_open + 1, Menggo2019Growth::kMaxOpen + 1);
    out.eye = o.inner;
  }
  return out;
}

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
