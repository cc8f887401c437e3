#pragma once
// Files in and out of the page: a position text, a record (.tgr) or SGF
// read into a start position and its moves, each move's position replayed by
// the engine (cli/replay.h); the moves played on the board written back as
// a record or SGF.
#include "web/api_support.h"

namespace tg::web {

// text, name -> {start, moves: [{move, label, point, position}], illegal?}.
// A position file has no moves. The kind is told by the text, as the
// command tells it by the name: SGF starts with '(', a position has a
// "board:" line, anything else is the move-number notation.
Json op_load(const Json& req);
// start, points ([x, y] or null for a pass, in order), format "tgr"|"sgf"
// -> {text}: the record of the start position (its pieces as the setup)
// and those moves.
Json op_save(const Json& req);

}  // namespace tg::web
