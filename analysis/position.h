#pragma once
// The position a query asks about: its position text (or the empty board of
// its size under its rules), then its moves played one by one through the
// engine, as a GUI replays a game.
#include <string>

#include "analysis/query.h"
#include "vocab/engine.h"

namespace tg::analysis {

// A move as a query writes it: GTP's move words after an optional colour
// ("d4", "tris c3", "stone c3" for an Art. 8 emergency conversion, "pass",
// "W d4"; gtp/move_text.h, spec/formats/gtp.md) for the slot to move in `p`.
// A colour other than the slot's is the opponent declining an offered
// FlybombGo flybomb (D-70) or else refused by the rules (wrong slot).
// Throws QueryError "move" naming `field` when the words are no move there.
Move read_move(const Position& p, const std::string& words, const std::string& field);

// The query's position. Throws QueryError: "position" (the text does not
// parse, its size differs from "size", a piece its rules have no place for),
// "move" (a move that cannot be read, or that the engine refuses: the
// message names its index and the refusal's kind), "engine" (EngineLimit).
Position query_position(const Engine& engine, const Query& q);

}  // namespace tg::analysis
