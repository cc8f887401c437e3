#pragma once
// The pieces of a position against its rules, where the command line brings
// them together: a position file of plain go, or a position read under its
// own rules and then given others by --rules (analyze, show, play --from,
// perft --position, explain). The check itself is vocab/position_fit.h (the
// analysis engine, analysis/, makes it on its queries' positions too).
#include <string>

#include "vocab/position_fit.h"

namespace tg::cli {

// Throws ParseError at `where` (the file, or "--rules") when the board or an
// earlier position holds a piece the rules have no place for
// (tg::check_pieces_fit).
inline void check_pieces_fit_rules(const Position& p, const std::string& where = "--rules") {
  tg::check_pieces_fit(p, where);
}

}  // namespace tg::cli
