#pragma once
// Art. 13 scoring on the holistic board (D-15 Benson, D-16, D-17, D-18,
// D-29), and the removal of agreed dead strings (Art. 12, D-14, D-43).
#include <vector>

#include "optimized/layers.h"

namespace tg::opt {

// D-15: the points of the permanently alive holistic strings of both colours.
BB permanently_alive(const Layer& l);

Score score_layer(const Layer& l, const Ruleset& rules);

// Art. 12, D-14: the base board without the holistic strings of `dead`
// (throws std::invalid_argument for a point that holds no black or white
// holistic stone).
Stones remove_agreed_dead(const Layer& l, const std::vector<Point>& dead);

}  // namespace tg::opt
