#pragma once
// MengGo 2019 Art. 4.1-4.2 (eye_rule=menggo-2019): the closed region as the
// inner region of a ring, and the 2019 private eye (spec/systems/menggo-2019.md
// M19-4.1, M19-4.2, decisions D-35, D-53). Judged on the base board, tris as
// off-board (2019 Art. 4.2: "花棋串视同边界外区域"), as TG-4.3.1.
//
// art04_regions_eyes.cpp's private_eye()/private_eyes() come here when the
// ruleset says eye_rule=menggo-2019; the 2026 wording stays there.
#include <vector>

#include "reference/art04_regions_eyes.h"

namespace tg::ref::menggo2019 {

// M19-4.1 with D-35 and D-53: the closed regions a string S encloses as a
// ring of its own (with the edge and tris as off-board): the components of
// the tris-bounded area holding S minus S's stones, when S splits it into two
// or more, except the outer region: the one component that touches the
// board's outside (the edge, with the tris and areas beyond S's area that it
// reaches), when only one does. A tris string inside the area is a hole: it
// can close a ring but never joins one to the edge (D-53). By first point.
std::vector<PointSet> inner_regions(const Board& base, const PointSet& string);

// M19-4.2: the private-eye verdict of one black or white string: every inner
// region of the string holding an empty point beside it, with the condition
// that rejected it: "M19-4.2a" (another string of its colour inside),
// "M19-4.2b1" (a string of the other colour inside has an eye of one or more
// liberties, D-04) or "M19-4.2b2" (the simulation makes one, D-03).
PrivateEyeInfo private_eye(const Board& base, const PointSet& string, const Ruleset& rules, long simulation_bound);

// private_eye() for every black and white string, ordered by first point.
std::vector<PrivateEyeInfo> private_eyes(const Board& base, const Ruleset& rules);

}  // namespace tg::ref::menggo2019
