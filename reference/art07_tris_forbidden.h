#pragma once
// Art. 7: the forbidden points of a tris piece (spec TG-7.*, decisions D-08,
// D-09, D-10, and the menggo-2019 switch tris_forbid). Everything here is
// judged on the HOLISTIC board (TG-7.0): black-attribute tris count as black
// stones, white-attribute tris as white stones, neutral tris are holes.
#include <string>

#include "reference/art05_layers.h"

namespace tg::ref {

// The base board with everything derived from it that the articles after
// Art. 6 read: the private-eye verdicts (Art. 4), the tris attributes
// (Art. 6) and the holistic board (Art. 5.2).
struct Layers {
  Board base;
  std::vector<PrivateEyeInfo> eyes;
  std::vector<TrisInfo> tris;
  Board holistic;
};

// TG-5.2 with TG-4.3 and TG-6: derive the layers of a base board.
Layers layers_of(const Board& base, const Ruleset& rules);

// TG-7.1 with D-08 (tris_capture_check=before-recompute): the new tris at `p`
// is a neutral tris, a hole; `p` is a capture point when some black or white
// holistic string adjacent to `p`, of either colour, would be left with no
// liberty. With tris_capture_check=after-recompute: the tris is placed on the
// base board, the attributes are recomputed (Art. 6) and `p` is a capture
// point when a black or white holistic string of the new holistic board has
// no liberty and holds a point that was not already in a zero-liberty string
// before the tris was placed (decision D-38: strings left without
// liberties earlier exist only under cascade=none and must not forbid every
// tris on the board).
bool is_tris_capture_point(const Layers& now, Point p, const Ruleset& rules);

// TG-7.2 with D-09: `p` is a one-liberty eye of `owner` when it is empty and
// every on-board neighbour is `owner`'s holistic stone or a neutral tris, at
// least one of them a stone. True and false eyes alike.
bool is_one_liberty_eye(const Board& holistic, Point p, Side owner);

// TG-7.3 with D-10: `p` is a tiger's mouth of `owner` when it is empty, not a
// one-liberty eye of `owner`, has exactly one empty neighbour, at least two
// neighbours that are `owner`'s holistic stones, and every other neighbour a
// neutral tris (off-board neighbours simply do not exist). With
// tiger_mouth=diagonal, at least one diagonal neighbour must also be
// `owner`'s holistic stone.
bool is_tiger_mouth(const Board& holistic, Point p, Side owner, const Ruleset& rules);

// TG-7: whether `mover` may place a tris at the empty point `p`; returns
// Illegal::None, or the first reason in the order TG-7.1 (TrisCapture),
// TG-7.2 (TrisEye), TG-7.3 (TrisTigerMouth). The eyes and tiger's mouths are
// the opponent's (tris_forbid=opponent), or either colour's
// (tris_forbid=any, menggo-2019 Art. 6). `why` receives the reason
// with its data (vocab/reason.h).
Illegal tris_forbidden(const Layers& now, Point p, Side mover, const Ruleset& rules, Reason* why = nullptr);

}  // namespace tg::ref
