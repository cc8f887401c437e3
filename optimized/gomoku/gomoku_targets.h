#pragma once
// Encirclement targets (GM-4.1 to GM-4.7) by set operations on bitboards.
//
// For the encircling colour C (O the other colour):
//   A/C: each neutral tris string X; R = the extended O strings adjacent to X
//        (a flood fill of ext(O) seeded by X's neighbours). R empty: type A,
//        whole X; otherwise type C, whole X | R.
//   B/D: each extended O string G holding an O-tris; type D when G's
//        neighbours meet a neutral tris, B otherwise; main core the O-tris
//        string of G with the lowest first point (GM-4.5).
// Liberties are dilate(whole) & empty. Walls and secondary cores (GM-4.6) are
// worked out only when asked (`complete`), since a move needs them only for
// targets that lost their last liberty.
#include <vector>

#include "optimized/gomoku/gomoku_board.h"

namespace tg::opt {

struct GTarget {
  Side encircler = Side::Black;
  EncirclementType type = EncirclementType::A;
  BB main;   // the main core (a tris string)
  BB whole;  // the pieces that must run out of liberties together
  BB libs;   // dilate(whole) & empty
  // Filled by complete(): every tris that flips if the target is encircled.
  BB flips;
  // Filled by complete() with detail: each list sorted by first point.
  std::vector<BB> secondary, reinforcements, walls;
};

// Appends the candidate targets of encircler c whose whole meets `near`
// (near = Geo::on: every target), only those without liberties when
// `zero_liberty_only`. Unsorted; `complete` has not run on them.
void find_targets(const Geo& g, const GBoard& b, const BB& empty, Side c, const BB& near, bool zero_liberty_only,
                  std::vector<GTarget>& out);

// GM-4.6 / GM-4.7: the walls, the promoted walls, the secondary cores and the
// flips of t. With `detail` false only `flips` is written (no allocation).
void complete(const Geo& g, const GBoard& b, const BB& empty, GTarget& t, bool detail);

// The order of GomokuAnalysis::targets: encircler (black first), type A < B <
// C < D, then the main core's first point.
void sort_targets(std::vector<GTarget>& targets);

// The interface form, with every point list in index order.
EncirclementTarget to_target(const Geo& g, const GTarget& t);

}  // namespace tg::opt
