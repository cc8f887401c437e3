#pragma once
// Art. 3: liberties, adjacency, strings, adjacent strings, empty strings
// (spec TG-3.*). These work on any Board: the base board itself, or the
// holistic board of art05 (where attributed tris pieces are written as the
// stones they count as).
#include <vector>

#include "vocab/board.h"

namespace tg::ref {

using PointSet = std::vector<Point>;  // kept sorted by BoardSize::index, no duplicates

// Sorts `points` into the canonical order and removes duplicates.
void canonicalize(const Board& board, PointSet& points);
bool contains(const PointSet& set, Point p);

// TG-3.2: two points are adjacent when |dx| + |dy| = 1.
bool adjacent(Point a, Point b);

// TG-3.3 / TG-3.5: the maximal 4-connected set of points holding the same
// piece kind as `p` (for an empty point: its empty string).
PointSet string_at(const Board& board, Point p);

// All strings of one kind (Piece::Empty gives the empty strings), ordered by
// their first point.
std::vector<PointSet> strings_of(const Board& board, Piece kind);

// TG-3.1 / TG-3.3: the liberties of a string: the empty points adjacent to
// any of its pieces, each counted once (TG-3.3.1, D-29).
PointSet liberties(const Board& board, const PointSet& string);

// TG-3.4: whether two strings touch (at least one adjacent pair of points).
bool strings_touch(const PointSet& a, const PointSet& b);

// TG-3.4: the strings of `kind` that touch `string`.
std::vector<PointSet> adjacent_strings(const Board& board, const PointSet& string, Piece kind);

}  // namespace tg::ref
