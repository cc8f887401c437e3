#pragma once
// The optimized engine's in-place play with undo (vocab/game_state.h) for
// the Go-family rulesets with tris (TrisGo, MengGo, FlybombGo; the stone-only
// ones have optimized/game/stone_game_state.h, TrisGomoku the copying
// default).
//
// A stack of frames, one per position of the walk: the position, its slot
// to move and end, and its layers (optimized/engine/layers.h: the attributes
// and the holistic board), derived once per position. The layers of a
// position reached by a move are those its move procedure derived for the
// board it left (the move's recompute and cascade), so a walk derives each
// position once, where the copying default derived a position again for
// every move played from it. The questions are the engine's own
// (optimized/engine/context_questions.h) on those layers. Frames are kept
// for reuse when a walk goes back, so their buffers are reused too.
#include <memory>

#include "vocab/game_state.h"

namespace tg::opt {

// The native state of a Go-family position (not TrisGomoku).
std::unique_ptr<GameState> layer_game_state(const Position& start);

}  // namespace tg::opt
