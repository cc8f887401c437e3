#pragma once
// The optimized engine's in-place play with undo (vocab/game_state.h) for
// the stone-only rulesets: no tris slot in the move order (not FlybombGo),
// no tris on the board, suicide forbidden, and no string without liberties
// at the start (which the D-06 cascade would remove after the first move).
// That is the `go` preset and its switches of repetition and end. Other
// rulesets get the copying default (OptimizedEngine::start says which).
//
// The state is a stack of frames (two bitboards, the Zobrist hash, the move
// number, the passes and the slot to move, worked out once when the frame is
// pushed) and a set of the situations seen (D-12) that forgets in the order
// it learned. Buffers are reserved at the start and grow only when a walk
// goes deeper than any before: play, undo and the listings allocate nothing
// after that (optimized/tests/game_state_alloc_test.cpp counts).
#include <memory>

#include "vocab/game_state.h"

namespace tg::opt {

// Whether stone_game_state applies to `start`.
bool stone_game_applies(const Position& start);
// The native state (stone_game_applies(start) must hold).
std::unique_ptr<GameState> stone_game_state(const Position& start);

}  // namespace tg::opt
