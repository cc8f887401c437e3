#pragma once
// Plain-Go text shared by the cross-checks: GTP vertices ("D4": letters A..T
// without I for the column from the left, the row number from the bottom)
// for our points (centre (0,0), x to the right, y up), and board diagrams in
// those coordinates so a disagreement can be looked up in another program.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vocab/board.h"

namespace tg::xc {

// "A1" is the lower-left corner: (-half, -half).
std::string gtp_vertex(BoardSize size, Point p);
// Case-insensitive; nothing for a malformed or off-board vertex (and "pass").
std::optional<Point> parse_gtp_vertex(BoardSize size, std::string_view text);
// A whitespace-separated vertex list, as list_stones and all_legal print it.
// Throws std::runtime_error naming the first malformed vertex.
std::vector<Point> parse_gtp_vertices(BoardSize size, std::string_view text);

// A diagram with GTP labels: 'X' black, 'O' white, 'T' tris, '.' empty; a
// point in `marked` is shown in brackets.
std::string gtp_diagram(const Board& board, const std::vector<Point>& marked = {});

// The points where two boards of one size differ, with a line each:
// "D4 (x=-1,y=-1): ours X, theirs .".
struct BoardDiff {
  std::vector<Point> points;
  std::string text;
};
BoardDiff diff_boards(const Board& ours, const Board& theirs);

char piece_glyph(Piece p);

}  // namespace tg::xc
