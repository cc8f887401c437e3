#pragma once
// How often each rule fires in a game, counted from the engines' answers as
// data (issue 30): the MoveOutcome of every move played (captures, attribute
// changes, cascade rounds, encirclements, emergency conversions, flybombs)
// and the Analysis of every position a player chose a move in (private eyes
// and the conditions that refused the others, tris strings by attribute,
// forbidden points by reason, repetition refusals among them). Each count
// has a stable key (JSON, the page) and the article or decision it comes from;
// text/ never sees them, the tables print the key and the article.
#include <map>
#include <string>
#include <string_view>

#include "vocab/engine.h"

namespace tg::evaluate {

// Key -> count over one game (keys with count 0 are absent).
using RuleCounts = std::map<std::string, long>;

// The move `m` played with outcome `o` (legal) in position `before`.
void count_move(const Position& before, const Move& m, const MoveOutcome& o, RuleCounts& counts);
// A position in which a move was chosen, as the engine analyzed it.
void count_position(const Analysis& a, RuleCounts& counts);

// The article or decision a key counts ("Art. 9", "D-06", "TG-4.3.2", ...).
std::string rule_article(std::string_view key);

}  // namespace tg::evaluate
