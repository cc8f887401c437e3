#pragma once
// The light policy of optimized/playout/playout.h played through any tg::Engine
// (vocab/engine.h): each candidate is an Engine::play on a new Position.
// It is the definition the in-place boards are held to: with the same start
// and seed (PlayoutRng) it plays the same moves, because it keeps its
// empty-point list as they do (the points in index order at the start; after
// a move the point played leaves the list, the last entry taking its place,
// then the freed points join at the end in index order) and draws the same
// random numbers (one per scan of a non-empty list). FlybombGo (D-79): an
// offered chosen flybomb is thrown at the first point the engine accepts;
// when there is none, the opponent's declining stone slot is scanned, and
// passed when it finds none. optimized/tests/playout_test.cpp compares the
// two move by move; bench_ratio's "Engine::play" playout rows time this.
#include <vector>

#include "optimized/playout/playout.h"
#include "vocab/engine.h"

namespace tg::opt {

struct EnginePlayout {
  Position end;             // the position reached
  std::vector<Move> moves;  // the moves played, passes included
  long tries = 0;           // Engine::play calls
};

// Plays from `start` until engine.ended() or `max_moves` moves.
EnginePlayout engine_light_playout(const Engine& engine, const Position& start, PlayoutRng& rng, int max_moves);

}  // namespace tg::opt
