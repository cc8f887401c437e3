#pragma once
// The workloads both bench programs time: seeded mid-game positions, random
// games and light playouts, written against the engine interface only, so the
// reference and the optimized engine run exactly the same work.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "optimized/playout/playout.h"
#include "vocab/engine.h"

namespace tg::bench {

const Engine& reference();
const Engine& optimized();

// A mid-game position: `moves` uniformly random legal non-pass moves from the
// empty board (legal_moves of the optimized engine), seeded. Stops early if
// only passes remain.
Position midgame(const std::string& rules, int n, std::uint64_t seed, int moves);
// A legal non-pass move of the position (the first of a seeded shuffle), or a
// pass when there is none.
Move some_legal_move(const Engine& engine, const Position& p, std::uint64_t seed);

// A random game as `trisgo random-game` plays it: legal_moves, then a
// uniformly random legal move (passes included), until the game ends or
// max_moves. Returns the number of moves played.
long random_game(const Engine& engine, const std::string& rules, int n, std::uint64_t seed, int max_moves);

// Light playouts (the classic Go board benchmark): at each turn start at a
// uniformly random point of the empty-point list and take the first point,
// scanning cyclically, that is not the mover's own one-point eye (every
// on-board neighbour a stone of the mover's colour on the base board) and that
// Engine::play accepts for the slot's piece (a stone, or a tris on tris
// slots; no emergency conversions); pass when there is none; FlybombGo's
// chosen flybombs as D-79 says. The game ends when the engine says so (two
// passes by default) or after max_moves; then it is scored (Engine::score
// with no dead strings). It is opt::engine_light_playout
// (optimized/playout/playout_engine.h): with the same seed, the same games as the
// in-place playout below.
struct PlayoutStats {
  long playouts = 0;
  long moves = 0;        // moves played, passes included
  long tries = 0;        // play() calls
  long black_wins = 0;
};
void light_playout(const Engine& engine, const Position& start, opt::PlayoutRng& rng, int max_moves,
                   PlayoutStats& stats);

// The same policy on the optimized engine's in-place playout
// (optimized/playout/playout.h): `playout` is reset to its start position, played
// to the end (or max_moves) and scored. This is the number that compares
// with other Go boards; light_playout() above measures the engine
// interface instead (a new Position, with the whole history, per candidate).
void light_playout_inplace(opt::Playout& playout, opt::PlayoutRng& rng, int max_moves, PlayoutStats& stats);

}  // namespace tg::bench
