#pragma once
// Art. 5: the base board and the holistic board, holistic strings, permanent
// life and seki (spec TG-5.*, decisions D-05, D-15).
//
// The base board is the Board itself (every tris piece a hole, TG-5.2.1). The holistic
// board is again a Board: each tris piece of a black-attribute string is
// written as a black stone, of a white-attribute string as a white stone,
// and neutral tris stay tris (holes). So Art. 3's functions apply to both.
#include <vector>

#include "reference/art03_basics.h"
#include "vocab/engine.h"

namespace tg::ref {

// TG-5.2: the holistic board for the given tris verdicts (art06).
Board holistic_board(const Board& base, const std::vector<TrisInfo>& tris);

// TG-3.3, TG-3.3.2 on the base board: black, white and tris strings with liberties.
std::vector<StringInfo> base_strings(const Board& base);

// TG-3.3.2, TG-5.2.4, D-05: black and white strings of the holistic board.
std::vector<StringInfo> holistic_strings(const Board& holistic);

// TG-5.1.2, D-15: permanently alive strings of the holistic board, by
// Benson's unconditional life with neutral tris as off-board. Returns the
// points of every black or white stone (holistic) that is permanently alive.
PointSet permanently_alive_points(const Board& holistic);

}  // namespace tg::ref
