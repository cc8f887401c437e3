#pragma once
// Art. 11: the end of the game (spec TG-11.*, decision D-13). "Both players
// confirm that they have finished" is modelled by consecutive passes;
// resignation is outside the engine (a record simply stops).
#include "vocab/board.h"

namespace tg::ref {

// TG-11.1 with D-13:
//  - end=two-passes: the game has ended once two moves in a row were passes,
//    whatever their slots (so two passed tris moves end it, see D-13);
//  - end=stone-passes (menggo-2019): the last two moves (numbers
//    next_move - 2 and next_move - 1) were passes made on a black-stone slot
//    followed by a white-stone slot.
bool game_ended(const Position& p);

}  // namespace tg::ref
