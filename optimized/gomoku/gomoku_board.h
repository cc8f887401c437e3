#pragma once
// The TrisGomoku board on bitboards (spec/systems/trisgomoku.md): stones of
// each colour and tris split by their stored attribute (GM-1.2, D-20). With
// the tris split that way, every string of GM-3.3 is a flood fill inside one
// set and every extended string of GM-3.4 a flood fill inside stones | tris
// of that attribute.
#include <initializer_list>
#include <utility>
#include <vector>

#include "optimized/core/board_state.h"

namespace tg::opt {

struct GBoard {
  BB black, white;  // stones
  BB tn, tb, tw;    // tris by stored attribute: neutral, black, white

  BB tris() const { return tn | tb | tw; }
  BB occupied() const { return black | white | tn | tb | tw; }
  // GM-3.4: the points of side s's extended strings (its stones and the
  // tris of its attribute).
  BB ext(Side s) const { return s == Side::Black ? black | tb : white | tw; }
  // The tris with attribute s (the "O-tris" of GM-3.5 when s is O).
  const BB& attr_tris(Side s) const { return s == Side::Black ? tb : tw; }
  BB& attr_tris(Side s) { return s == Side::Black ? tb : tw; }
  // The stored attribute of the tris on bit b (neutral when b holds none).
  Attribute attribute(int b) const {
    return tb.test(b) ? Attribute::Black : tw.test(b) ? Attribute::White : Attribute::Neutral;
  }
  // GM-4.10: the tris of `flips` take side c's attribute.
  void flip_to(const BB& flips, Side c) {
    tn = andnot(tn, flips);
    tb = andnot(tb, flips);
    tw = andnot(tw, flips);
    attr_tris(c) |= flips;
  }
  friend bool operator==(const GBoard&, const GBoard&) = default;
};

constexpr Attribute attribute_of(Side s) { return s == Side::Black ? Attribute::Black : Attribute::White; }

// The board's pieces and stored attributes as bitboards.
GBoard gboard_of(const Geo& g, const Board& board);
// The Board with the pieces and attributes of `b` (for a size-n board).
Board board_of(const Geo& g, const GBoard& b);


}  // namespace tg::opt
