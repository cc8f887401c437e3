#pragma once
// Art. 13 scoring on the holistic board (D-15 Benson, D-16, D-17, D-18,
// D-29), and the removal of agreed dead strings (Art. 12, D-14, D-43).
#include <vector>

#include "optimized/engine/layers.h"

namespace tg::opt {

// D-15: the points of the permanently alive holistic strings of both colours.
BB permanently_alive(const Layer& l);

Score score_layer(const Layer& l, const Ruleset& rules);

// The komi and the winners of a Score whose black, white and neutral counts
// are set (TG-13.3, D-18), on a board of `points` points.
void decide_score(Score& sc, int points, const Ruleset& rules);

// Art. 12, D-14: the base board without the holistic strings of `dead`
// (throws std::invalid_argument for a point that holds no black or white
// holistic stone).
Stones remove_agreed_dead(const Layer& l, const std::vector<Point>& dead);

}  // namespace tg::opt
