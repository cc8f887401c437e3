#pragma once
// The pieces of a position against its rules, wherever a position meets
// rules that were not checked with it: a position file of plain go, a
// position read under its own rules and then given others (the command
// line's --rules, cli/rules_flag.h), a position in an analysis query
// (analysis/). The parser (vocab/position_text.h) checks the stored
// attributes against the file's own rules only; tris under plain go are
// refused here and not by the parser, because the searches of audit/ and
// diff's engines over GTP (trisgo-setup) reach such boards on purpose.
#include <string>

#include "vocab/board.h"

namespace tg {

// Throws ParseError at `where` (a file, a flag, a query's field) when the
// board or an earlier position holds a piece the rules have no place for: a
// tris with a stored attribute (B/W cells) outside TrisGomoku (GM-1.2), or
// any tris under plain go (order=alternate); the message names the cell.
void check_pieces_fit(const Position& p, const std::string& where);

}  // namespace tg
