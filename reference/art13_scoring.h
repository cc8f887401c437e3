#pragma once
// Art. 13: komi and scoring (spec TG-13.*, decisions D-16, D-17, D-18, D-45,
// contradictions C-1 and C-2). Area counting on the holistic board (TG-13.2).
#include <vector>

#include "reference/art07_tris_forbidden.h"

namespace tg::ref {

// D-45: an empty string touching both colours is seki when none of the black
// or white strings adjacent to it is permanently alive (`alive` are the
// points of the permanently alive strings, art05).
bool is_seki(const Board& holistic, const PointSet& empty_string, const PointSet& alive);

// D-16: the areas enclosed by neutral tris: components (4-connected) of the
// points not held by a neutral tris that border at least one neutral tris
// and hold stones of at most one colour.
std::vector<PointSet> neutral_enclosed_areas(const Board& holistic);

// TG-13 owners of every point (by BoardSize::index):
//  - a black or white holistic stone (an attributed tris included): its colour;
//    a neutral tris: Neutral, nobody's (TG-13.6);
//  - an empty string touching only one colour's stones (besides the edge and
//    neutral tris, TG-13.4): that colour;
//  - an empty string touching both colours: Shared when dame=split (TG-13.10, D-17);
//    with dame=nobody, Shared when it is seki (TG-13.3, D-45), else
//    Nobody;
//  - an empty string touching neither colour: Nobody (TG-13.12 step 4; it
//    touches only neutral tris and the edge, so unless it is the whole empty
//    board, D-16 below makes it Neutral);
//  - then D-16 (TG-13.5): in a neutral-enclosed area, the black and
//    white strings that are not permanently alive and the empty strings not
//    adjacent to a permanently alive string are Neutral.
std::vector<Owner> point_owners(const Board& holistic, const PointSet& alive, const Ruleset& rules);

// TG-13 totals and both formulas: black = its points + half the Shared ones,
// white likewise, neutral = X, nobody; komi m = rules.komi().
//  - literal: black - m against white (D-18 switch literal);
//  - chinese: black against Y + m, Y = (N - X) / 2 with N the number of
//    points (D-18 default). The two disagree (C-1, and C-2 under dame=nobody).
// winner follows rules.komi_formula (TG-13.9, D-18).
Score count_score(const std::vector<Owner>& owners, const Ruleset& rules);

// TG-13 on the layers of a board: point_owners then count_score, with the
// permanently alive strings of art05.
Score score_layers(const Layers& layers, const Ruleset& rules);

}  // namespace tg::ref
