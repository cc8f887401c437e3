#pragma once
// Fitting a written move to its slot of the move order (spec/formats/records.md,
// sgf.md; D-23, D-26, D-60, M13-2): what a move places, the slot it fills, the
// move number a record starts at. Both text forms of a record (vocab/record.h,
// vocab/sgf.h) and FlybombGo's turns (vocab/flybomb_record.h) check moves with
// it, so it is a leaf that depends on the move order only.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "vocab/move.h"

namespace tg {

// What a written move places: a stone, a tris, or nothing (a pass).
enum class Placed : std::uint8_t { Stone, Tris, Nothing };

struct MoveFit {
  std::optional<MoveKind> kind;  // set when the move fits its slot
  std::string error;             // otherwise why not, for a person
};
// Fits a move that `side` writes as placing `placed` into slot `number` of
// `order`: a stone on a stone slot is MoveKind::Stone, a tris on a tris slot
// MoveKind::Tris, a stone on a tris slot MoveKind::Emergency (Art. 8, D-26),
// nothing on any slot MoveKind::Pass; a tris on a stone slot is an error, and
// so (unless free_order) is a side other than the slot's. `written` names the
// move in the error message ("白2.F六", "W[dd]").
MoveFit fit_move(const MoveOrder& order, bool free_order, int number, Side side, Placed placed,
                 std::string_view written);

// The move number a record starts at when the file does not say: 1 in free
// order; else the first slot (within one period of the order) that the first
// move fits, or, without moves, the first slot of `to_play`'s side; else 1.
int infer_first_move(const MoveOrder& order, bool free_order, std::optional<std::pair<Side, Placed>> first,
                     std::optional<Side> to_play);

// A slot for a person: "black's stone move", or in free order "a tris move".
std::string slot_text(const Slot& slot, bool free_order);

// What a move of `kind` places (an emergency conversion places a stone).
Placed placed_of(MoveKind kind);

}  // namespace tg
