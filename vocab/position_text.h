#pragma once
// The position text format (spec/formats/position.md, decision D-24): a
// Position written as a few "key: value" lines, the board as a diagram of
// '.', 'X', 'O' and 'T' (and for TrisGomoku 'B'/'W': tris with a stored
// black/white attribute), and zero or more "seen:" blocks holding the earlier
// positions that whole-board repetition (Art. 10) compares against.
//
//   # a comment
//   rules: trisgo-2026
//   size: 5
//   next: 13
//   board:
//   .XO..
//   XO.O.
//   .XO..
//   ....T
//   XO.T.
//   seen: 12
//   ...
//
// Also the human-readable board diagram with coordinate labels that
// `trisgo show` prints.
#include <string>
#include <string_view>
#include <vector>

#include "vocab/board.h"
#include "vocab/error.h"
#include "vocab/labels.h"

namespace tg {

// Parses the position text format. Every problem is a ParseError located at
// file_name:line:column (1-based; columns in code points) of the offending
// character. Never crashes on any input: binary junk, huge numbers, CRLF line
// ends, a missing final newline or a UTF-8 byte order mark.
Position parse_position(std::string_view text, const std::string& file_name);

// The canonical text of a position: "rules:", "size:", "next:" always,
// "passes:" only when non-zero, then "board:" and its rows without spaces,
// then one "seen:" block per history entry (oldest first). Every line ends
// with '\n'. parse_position(print_position(p), f) == p for every position
// whose history boards have the position's size.
std::string print_position(const Position& position);

// The cell of point `index` as the board rows write it: '.', 'X', 'O', 'T',
// and 'B'/'W' for a tris with a stored black/white attribute (TrisGomoku,
// GM-1.2; TrisGo boards never have them).
char cell_char(const Board& board, int index);

// A diagram for people: one line per row (top row = highest y) with the y
// label on the left and a last line of x labels, all in `labels`
// (format_row, format_column; the gtp set with the board's size). Every column has the same width so the grid lines up
// in a terminal, counting 一..九 as two columns wide. Cells are '.', 'X', 'O'
// and 'T' unless `cell_override` is given: it must hold one glyph per point
// (board.size().points() entries, indexed by BoardSize::index); an empty entry
// keeps the ordinary glyph. Throws std::invalid_argument if the override has
// the wrong number of entries.
std::string board_diagram(const Board& board, Labels labels,
                          const std::vector<std::string>* cell_override = nullptr);

}  // namespace tg
