#pragma once
// The tg::Engine questions for game=gomoku (spec/systems/trisgomoku.md), on
// bitboards. optimized_engine.cpp dispatches here once the ruleset is known
// to be implemented.
#include <vector>

#include "vocab/engine.h"

namespace tg::opt {

Analysis gomoku_analyze(const Position& p);
MoveOutcome gomoku_play(const Position& p, const Move& m);
std::vector<Move> gomoku_legal_moves(const Position& p);
// Engine::successors: every move of gomoku_legal_moves with the counts of
// gomoku_play and gomoku_ended after it, the board derived once.
std::vector<Successor> gomoku_successors(const Position& p);
bool gomoku_ended(const Position& p);
Score gomoku_score(const Position& p, const std::vector<Point>& dead);

}  // namespace tg::opt
