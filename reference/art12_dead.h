#pragma once
// Art. 12: life at the end, logically dead strings (spec TG-12.*, decision
// D-14). The engine never guesses which strings are dead: the players' agreed
// list is an input, and the board is scored as it stands otherwise: the
// pieces not listed are the living ones (TG-12.1).
#include <vector>

#include "reference/art07_tris_forbidden.h"

namespace tg::ref {

// TG-12.2 with D-14: removes the agreed dead strings. Every listed point must
// hold a black or white stone of the holistic board (a stone, or a tris of
// an attributed tris string), else std::invalid_argument names the point.
// The whole holistic string of each listed point leaves the board, with the
// tris pieces of its attributed tris strings (TG-5.2). Returns the base board
// after the removal; its attributes are derived again from it when it is
// scored (decision D-43: attributes are always derived from the
// base board, TG-5.2, TG-5.3; no capture cascade follows an agreed removal).
Board remove_agreed_dead(const Layers& now, const std::vector<Point>& dead);

}  // namespace tg::ref
