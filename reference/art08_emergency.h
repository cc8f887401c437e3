#pragma once
// Art. 8: the emergency conversion (spec TG-8.*, decision D-11). On a tris
// slot, the mover may play a stone of its own colour instead of the tris (TG-8.2) when
// the opponent's previous move has put one of the mover's strings in atari
// (condition P, TG-8.1) and the stone goes on that string's single liberty
// (condition Q, TG-8.3). That the converted stone must also be a legal stone move
// (no suicide, no repetition, TG-8.5) is checked by the move procedure (art09).
#include <string>

#include "reference/art07_tris_forbidden.h"

namespace tg::ref {

// TG-8 condition P with D-11, for the side to move of `position` (whose
// holistic board is `now`). Returns the black or white holistic strings of
// the mover that satisfy P:
//  - emergency=liberty-drop: the string has exactly one liberty now, and one
//    of the mover's holistic strings of the previous position that shares a
//    point with it had two or more liberties (decision D-39: the
//    strings of the previous position are matched by shared points; a
//    string none of whose points held a mover's stone before did not exist
//    then and does not satisfy P);
//  - emergency=touches-last-move: the string has exactly one liberty and is
//    adjacent (TG-3.2) to the point the opponent just played: the point that
//    is empty in the previous position and occupied now;
//  - emergency=off: none.
// The previous position is Position::previous(). Without it, or when the
// move before was not the opponent's (D-40: possible only in move orders
// where one side has two moves in a row), or when it was a pass (no point
// was played; under liberty-drop nothing changed), no string satisfies P.
std::vector<StringInfo> emergency_strings(const Position& position, const Layers& now);

// TG-8 conditions P and Q: whether the mover of `position` may convert the
// tris of this slot into a stone at `p`. `why` receives the reason when not.
bool emergency_allowed(const Position& position, const Layers& now, Point p, Reason* why = nullptr);

}  // namespace tg::ref
