#pragma once
// Plain-Go rules written here, independently of reference/ and optimized/,
// as a third opinion for the cross-checks: placing a stone, removing the
// opponent's strings left without liberties, then the mover's own string
// when it has none (suicide). No ko, no repetition, no tris.
#include <vector>

#include "vocab/board.h"

namespace tg::xc {

struct PlainMove {
  Board after;
  int captured = 0;  // opponent stones removed
  int suicided = 0;  // own stones removed
};

// `at` must be empty.
PlainMove plain_go_play(const Board& before, Side side, Point at);

// The points of the string at `p` (a stone) and how many liberties it has.
int liberty_count(const Board& board, Point p, std::vector<Point>* string_points = nullptr);

// Whether a stone of either colour at the empty point `p` could be refused or
// could capture: it has no empty neighbour, or it touches a string with one
// liberty. A move elsewhere places a stone with a liberty and captures
// nothing, so it is neither suicide nor a simple-ko recapture.
bool contested_point(const Board& board, Point p);

}  // namespace tg::xc
