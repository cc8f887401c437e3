#pragma once
// The pieces of a position against its rules, where the command line brings
// them together: a position file of plain go, or a position read under its
// own rules and then given others by --rules (analyze, show, play --from,
// perft --position, explain). The parser (vocab/position_text.h) checks the
// stored attributes against the file's own rules; tris under plain go are
// refused here and not by the parser, because the searches of audit/ and
// diff's engines over GTP (trisgo-setup) reach such boards on purpose.
#include <string>

#include "vocab/board.h"

namespace tg::cli {

// Throws ParseError at `where` (the file, or "--rules") when the board or an
// earlier position holds a piece the rules have no place for: a tris with a
// stored attribute (B/W cells) outside TrisGomoku (GM-1.2), or any tris under
// plain go (order=alternate); the message names the cell.
void check_pieces_fit_rules(const Position& p, const std::string& where = "--rules");

}  // namespace tg::cli
