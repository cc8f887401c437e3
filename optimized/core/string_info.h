#pragma once
// Strings with their liberties as the engine interface reports them
// (StringInfo), from bitboard sets: used by the TrisGo and the TrisGomoku
// analyses alike.
#include <initializer_list>
#include <utility>
#include <vector>

#include "optimized/core/board_state.h"
#include "vocab/engine.h"

namespace tg::opt {

// One entry per 4-connected component of each (kind, set) pair, with the
// points of `empty` next to it as liberties, all sorted by first point
// (sets of different kinds never share a point, so first points differ).
std::vector<StringInfo> strings_with_liberties(const Geo& g, const BB& empty,
                                               std::initializer_list<std::pair<Piece, BB>> kinds);

}  // namespace tg::opt
