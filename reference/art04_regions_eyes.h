#pragma once
// Art. 4: closed regions, eyes, true and false eyes, private eyes with the
// Art. 4.3(3) simulation (spec TG-4.*, decisions D-01 to D-04).
// Everything here is judged on the BASE board: every tris piece is treated
// as off-board (TG-4.3.1, TG-5.2.1).
#include <string>
#include <vector>

#include "reference/art03_basics.h"
#include "vocab/engine.h"

namespace tg::ref {

// Upper bound on the work of one Art. 4.3(3) simulation search (placements
// examined). Past it private_eye() throws EngineLimit naming the region.
// The search of art04_regions_eyes.cpp examines at most |R| + 4 placements
// per candidate eye point, so on boards up to 19x19 (|R| < 361) one region
// stays below 361 * 365 < 200000: the bound is a guard, never reached there.
constexpr long kSimulationBound = 200000;

// TG-4.1 (D-01) and TG-5.1.2 (D-15): the 4-connected components of the
// points that hold neither a `wall` piece nor a tris piece, ordered by first
// point. With `wall` a colour's stones these are that colour's enclosed
// regions; with `wall` = Piece::Tris, the tris-bounded areas.
std::vector<PointSet> enclosed_regions(const Board& board, Piece wall);

// TG-4.1, TG-4.1.2 with D-01: the closed regions formed by `colour`: the 4-connected
// components of base-board points that are neither `colour` stones nor tris,
// kept only where `colour`'s stones split one tris-bounded area into two or
// more such components.
std::vector<RegionInfo> closed_regions(const Board& base, Side colour);

// TG-4.2: an eye of `colour` is a closed region formed by `colour` that
// contains an empty string. True or false "as in Go" (D-28): an eye is false
// when it is a single point and the opponent holds two or more of its
// diagonal points (one or more on the edge: some diagonal point off the
// board or a tris, TG-4.3.1). A region that is not an eye gives false.
bool is_true_eye(const Board& base, const RegionInfo& eye);

// TG-4.3: the private-eye verdict of one black or white base-board string,
// with every candidate region and the condition that rejected it. Under
// eye_rule=menggo-2019 the 2019 wording judges instead (M19-4.1, M19-4.2:
// reference/menggo2019_art04_private_eye.h).
PrivateEyeInfo private_eye(const Board& base, const PointSet& string, const Ruleset& rules);

// The same with another bound on the simulation search (tests use a small
// one to see the EngineLimit).
PrivateEyeInfo private_eye(const Board& base, const PointSet& string, const Ruleset& rules,
                           long simulation_bound);

// TG-4.3.3 on its own: the verdict on region R for string S of `colour` given
// the inspected strings W of the other colour (sorted by first point): (a)
// D-04, no W already has an eye of one or more liberties in R; (b) D-03, the
// simulation in R makes no one-liberty eye for a W. failed = "TG-4.3.3a" or
// "TG-4.3.3b", empty when both hold. The menggo-2019 wording (2019 Art.
// 4.2 b, reference/menggo2019_art04_private_eye.h) asks the same of every
// other-colour string in R.
EyeCandidate judge_inspected(const Board& base, const PointSet& s, Side colour, const RegionInfo& r,
                             const std::vector<PointSet>& w, long bound);

// private_eye() for every black and white string, ordered by first point.
std::vector<PrivateEyeInfo> private_eyes(const Board& base, const Ruleset& rules);

}  // namespace tg::ref
