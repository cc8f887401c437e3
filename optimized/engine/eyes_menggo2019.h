#pragma once
// MengGo 2019 Art. 4.1-4.2 (eye_rule=menggo-2019) on bitboards: the closed
// region as the inner region of a ring formed by the string itself (M19-4.1,
// D-35, D-53) and the 2019 private eye (M19-4.2): no other string of the
// string's colour inside, and no string of the other colour inside that has
// or can make an eye (D-04, D-03). eyes.cpp's entry points come here when
// the ruleset says eye_rule=menggo-2019.
#include <array>
#include <functional>

#include "optimized/engine/eyes.h"

namespace tg::opt {

// M19-4.2 verdict by the closed form of D-03: a candidate passes iff it holds
// no stone of the string's colour and, if it holds a stone of the other
// colour, every empty point in it touches the string.
bool menggo2019_has_private_eye(const EyeBoard& eb, const BB& string, Side colour);

// The same kept for reuse by the next board's layer: the footprint is the
// tris-bounded area around the string and its neighbours (the regions, their
// contents lie there; the board's outside that D-53 asks about is the
// complement of the area, so it depends on the area alone).
EyeRecord menggo2019_eye_record(const EyeBoard& eb, const BB& string, Side colour);

// M19-4.2 with every candidate region, the failed condition
// (EyeOwnStringInside, EyeOtherHasEyeM19, EyeOtherMakesEyeM19) and its witness.
PrivateEyeInfo menggo2019_private_eye_info(const EyeBoard& eb, const BB& string, Side colour);

// ---- The same verdict without a flood of the area (issue 29) ----
//
// The verdict above splits the whole tris-bounded area A around the string S
// into its parts (components of A minus S). A board that keeps verdicts from
// move to move needs one whose inputs are few and nearby. It follows from
// the definition (the proof is at menggo2019_grow in the .cpp): S has a
// private eye iff some region Q beside one of its liberties (the component,
// holding the liberty, of the points that are neither tris nor S's colour)
//  (a) touches no stone of S's colour outside S (then Q is a whole part),
//  (b) holds no stone of the other colour, or only empty points beside S,
//  (k) leaves a part besides itself: S has a neighbour that is neither a
//      tris nor in Q, and
//  (o) is not the one part that touches the board's outside: Q touches
//      neither the edge line nor a tris (then it touches no outside), or Q
//      holds no point of reached(A) (below), or another part does, i.e.
//      reached(A) has a point outside S and Q.
// Only (o) reads beyond Q and S's neighbours, and only when Q touches the
// edge or a tris; it reads reached(A), a function of the tris set alone.

// D-53's outside as seen from the area A: the points of A that touch the
// board's outside (the edge line, or off-board area joined to it, i.e. a
// tris string outside A that the edge reaches without entering A).
BB menggo2019_reached(const Geo& g, const BB& area);

// A region that passes (a), (b) and (k) but touches the edge or a tris, so
// that whether it is inner (o) depends on reached(A).
struct Menggo2019Open {
  BB region;
  bool inner = false;
};
// (o) for such a region of the string, given reached(A).
bool menggo2019_inner(const BB& string, const BB& region, const BB& reached);

struct Menggo2019Growth {
  bool eye = false;
  // The cells the verdict read besides the string and its neighbours: each
  // region grown and its neighbours (grown a step at a time, stopped at the
  // first step that fails (a) or (b)).
  BB footprint;
  // The open regions met, in order (kMaxOpen + 1: more, never kept).
  static constexpr int kMaxOpen = 2;
  int n_open = 0;
  std::array<Menggo2019Open, kMaxOpen> open{};
};
// The verdict from S's liberties. `tris` are the tris points, `beside` the
// points next to S (g.adjacent(string)); `reached(bit)` gives reached(A) for
// the area A holding bit. Equal to menggo2019_has_private_eye on the same
// board.
Menggo2019Growth menggo2019_grow(const Geo& g, const BB& own, const BB& other, const BB& tris, const BB& string,
                                 const BB& beside, const std::function<BB(int)>& reached);

}  // namespace tg::opt
