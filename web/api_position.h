#pragma once
// The operations on one position: its full analysis as the page draws it,
// a move, a piece placed in setup mode, an explanation, and the check of
// one engine against the other.
#include "web/api_support.h"

namespace tg::web {

// `trisgo analyze --json` of `p` (analysis_json, the legal moves) and what
// the page shows beside it: each forbidden point's refusal as data and in
// words, each eye candidate's verdict in words, the attributes, slot and
// winners in words, the coordinate labels and star points, the position's
// canonical text.
Json position_view(const Engine& e, const Position& p, Labels labels, text::Language lang);

Json op_new(const Json& req);      // rules, size -> position
Json op_state(const Json& req);    // position -> position_view
Json op_play(const Json& req);     // position, point|null -> outcome (and position after)
Json op_setup(const Json& req);    // position, point, piece -> position
Json op_explain(const Json& req);  // position, point (and move: true) -> explanation graph
Json op_check(const Json& req);    // position (and point: the move played from it) -> agreement of the engines

}  // namespace tg::web
