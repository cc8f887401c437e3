#pragma once
// FlybombGo turns in the optimized engine (spec/systems/flybomb.md FB-2,
// FB-5; D-70, D-71, D-75): the refusals of moves that break a flybomb turn.
// The slots themselves are vocab/flybomb.h data; this is the engine's own
// reading of when a move is refused, worded as the reference words it.
#include <optional>

#include "vocab/board.h"
#include "vocab/engine.h"

namespace tg::opt {

// Nothing outside order=flybomb; else WrongSlot for a tris that is not its
// side's flybomb here, the pass of an offered chosen flybomb, and the
// opponent's move where a random flybomb is due.
std::optional<MoveOutcome> flybomb_refusal(const Position& p, const Move& m);

}  // namespace tg::opt
