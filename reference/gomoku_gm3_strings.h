#pragma once
// TrisGomoku GM-3: liberties, adjacency, strings and extended strings
// (spec/systems/trisgomoku.md, decisions D-20, D-46). Unlike TrisGo, a tris
// carries its attribute as stored state on the board (GM-1.2), so tris
// pieces join only tris of the same attribute (D-20).
#include <vector>

#include "reference/art03_basics.h"
#include "vocab/engine.h"

namespace tg::ref {

// GM-3.3, D-20: whether the pieces on a and b belong to one kind of string:
// both black stones, both white stones, or both tris of the same stored
// attribute. Empty points belong to no string.
bool same_gomoku_kind(const Board& board, Point a, Point b);

// GM-3.3: the string holding the piece on `p` (p must hold a piece).
PointSet gomoku_string_at(const Board& board, Point p);

// GM-3.3: every string of the board (stones of each colour, tris of each
// attribute), ordered by first point.
std::vector<PointSet> gomoku_strings(const Board& board);

// GM-3.1 / GM-3.3: the strings with their liberties, kind Black, White or
// Tris, ordered by first point (the `base_strings` of Analysis).
std::vector<StringInfo> gomoku_string_infos(const Board& board);

// The attribute that counts as colour `side` (GM-3.4).
Attribute attribute_of(Side side);

// GM-3.4: whether `p` holds a piece of colour `side`: a stone of that colour
// or a tris whose stored attribute is that colour.
bool is_colour(const Board& board, Point p, Side side);

// GM-3.4: whether `p` holds a tris whose stored attribute is `a`.
bool is_tris_of(const Board& board, Point p, Attribute a);

// GM-3.4: the extended string of colour `side` through `p` (p must be of
// that colour): the maximal connected set of its stones and tris of its
// attribute.
PointSet extended_string_at(const Board& board, Point p, Side side);

// GM-3.4: every extended string of `side`, ordered by first point.
std::vector<PointSet> extended_strings(const Board& board, Side side);

// GM-3.4 with liberties (GM-3.1): both colours, kind Black or White, ordered
// by first point (the `extended_strings` of GomokuAnalysis).
std::vector<StringInfo> extended_string_infos(const Board& board);

// GM-3.3, D-20: the tris strings whose stored attribute is `a`, ordered by
// first point; the tris strings of `a` lying inside the point set `within`
// when it is given.
std::vector<PointSet> tris_strings(const Board& board, Attribute a);
std::vector<PointSet> tris_strings_within(const Board& board, Attribute a, const PointSet& within);

// GM-1.2: one TrisInfo per tris string with its stored attribute (no Art. 6
// parameters, empty branch), ordered by first point.
std::vector<TrisInfo> gomoku_tris(const Board& board);

}  // namespace tg::ref
