#pragma once
// A position read under its own rules and then given others by --rules
// (analyze, play --from, perft --position, explain): the file's parser
// checked its pieces against the rules it named, so the pieces are checked
// again against the new ones, one check for every command.
#include "vocab/board.h"

namespace tg::cli {

// Throws ParseError at --rules when the board holds a piece the rules have
// no place for: a tris with a stored attribute (B/W cells) outside
// TrisGomoku (GM-1.2), or any tris under a move order without tris slots
// (plain go).
void check_pieces_fit_rules(const Position& p);

}  // namespace tg::cli
