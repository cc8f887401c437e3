#pragma once
// Colours, vertices and moves as GTP writes them, with the TrisGo extension
// of spec/formats/gtp.md:
//   colour: "b", "black", "w", "white" (any case);
//   move:   [stone|tris] vertex, or "pass". Without a piece word the move
//           places the piece its slot asks for (a stone on a stone slot, a
//           tris on a tris slot); "stone" on a tris slot is an Art. 8
//           emergency conversion; "tris" on a stone slot is refused by the
//           rules (wrong slot).
// genmove answers a vertex or "pass" on a stone slot (plain GTP), and on a
// tris slot "tris V", "stone V" (emergency) or "pass".
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vocab/board.h"

namespace tg::gtp {

std::optional<Side> parse_colour(std::string_view text);
std::string_view colour_letter(Side s);  // "B", "W"

// The move written by `words` (the arguments after the colour) for `side` in
// slot `slot`; an error message when it is not one.
struct MoveText {
  std::optional<Move> move;
  std::string error;
};
MoveText parse_move_words(const std::vector<std::string>& words, Side side, SlotKind slot, BoardSize size);

// The move as genmove answers it (and as `play` takes it back after the colour).
std::string format_move_words(const Move& m, SlotKind slot, BoardSize size);

}  // namespace tg::gtp
