#include "optimized/engine/bonds.h"

#include "optimized/core/board_state.h"

namespace tg::opt {

namespace {

// The number of (piece of `t`, stone of `stones`) adjacent pairs: each of the
// four one-point shifts of `t` lands on a stone once per pair. Shifts that
// wrap a row end land on padding or off-board bits, which `stones` never holds.
int pairs(const BB& t, const BB& stones) {
  return (shl(t, 1) & stones).count() + (shr(t, 1) & stones).count() + (shl(t, kStride) & stones).count() +
         (shr(t, kStride) & stones).count();
}

// M13-5.1 to 5.4 from the two counts alone: a string touches a colour exactly
// when it has a bond with it.
Attribute by_bonds(int black, int white, const char*& branch) {
  if (black == 0 && white == 0) return branch = "M13-5.1", Attribute::Neutral;
  if (white == 0) return branch = "M13-5.2", Attribute::Black;
  if (black == 0) return branch = "M13-5.3", Attribute::White;
  if (black > white) return branch = "M13-5.4.1", Attribute::Black;
  if (white > black) return branch = "M13-5.4.2", Attribute::White;
  return branch = "M13-5.4.3", Attribute::Neutral;
}

}  // namespace

Layer bond_layer(const Geo& g, const Stones& s) {
  Layer l;
  l.g = &g;
  l.s = s;
  l.empty = andnot(g.on, s.occupied());
  l.hb = s.black;
  l.hw = s.white;
  for (const BB& t : components(s.tris)) {
    TrisString ts;
    ts.points = t;
    ts.black_bonds = pairs(t, s.black);
    ts.white_bonds = pairs(t, s.white);
    ts.attribute = by_bonds(ts.black_bonds, ts.white_bonds, ts.branch);
    if (ts.attribute == Attribute::Black) l.hb |= t;
    else if (ts.attribute == Attribute::White) l.hw |= t;
    else l.nt |= t;
    l.tris.push_back(ts);
  }
  return l;
}

}  // namespace tg::opt
