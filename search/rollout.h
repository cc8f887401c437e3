#pragma once
// The rollout of the Monte-Carlo player: a light playout from a position to
// the end of the game, and who won. Go-family rulesets play the optimized
// engine's in-place light playouts (optimized/playout/playout.h: a random
// legal point that is not the mover's own one-point eye, tris under Art. 7,
// the D-06 cascade, Art. 10 repetition); TrisGomoku plays uniformly random
// placements on the in-place TrisGomoku game (optimized/gomoku/gomoku_game.h)
// until a five, a full board or the move limit.
#include "optimized/playout/playout.h"
#include "vocab/engine.h"

namespace tg::search {

// The winner of a light playout from p (p itself when it has ended); after
// `max_moves` moves the board as it stands is scored.
Winner rollout(const Position& p, opt::PlayoutRng& rng, int max_moves);

}  // namespace tg::search
