#pragma once
// A position on one GTP line (`trisgo-setup`, spec/formats/gtp.md): the
// position text format (spec/formats/position.md) with '|' for each line
// break. GTP commands are one line; the position text never holds '|' (its
// keys, numbers, board cells and canonical ruleset strings have none) nor,
// as printed, '#' (which GTP would strip as a comment), so the encoding is
// the format itself: readable in a log, writable by hand in a GTP console,
// parsed by the one parser of positions with its errors. A part is a line:
// an error at "trisgo-setup:3:2" is in the third '|'-separated part.
#include <string>
#include <string_view>

#include "vocab/board.h"

namespace tg::gtp {

// print_position(p) with '|' for every line break but the last.
std::string position_line(const Position& p);

// The position of a line position_line wrote (or a person): parse_position
// of the parts joined by line breaks. Throws ParseError located at
// "trisgo-setup:PART:COLUMN".
Position parse_position_line(std::string_view line);

}  // namespace tg::gtp
