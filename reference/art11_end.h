#pragma once
// Art. 11: the end of the game (spec TG-11.*, decision D-13). "Both players
// confirm that they have finished" is modelled by consecutive passes;
// resignation is outside the engine (a record simply stops).
#include "vocab/board.h"

namespace tg::ref {

// TG-11.1 with D-13, over the current run of passes (the last p.passes
// moves, numbers next_move - passes to next_move - 1, all passes):
//  - end=two-passes: the run holds a pass of each player (in trisgo-2026,
//    where the players alternate (TG-2.3.2), any two passes in a row: two passed tris
//    moves end it, see D-13);
//  - end=stone-passes (menggo-2019): the run holds a pass in a black-stone
//    slot and a pass in a white-stone slot, in either order; passes in tris
//    slots neither count nor break the run.
bool game_ended(const Position& p);

}  // namespace tg::ref
