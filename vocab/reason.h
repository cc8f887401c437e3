#pragma once
// Why an engine refused a move or failed a private eye, as data (issue 34):
// a kind, named after the rule text's own condition, and its typed
// parameters (the points, sides and numbers the condition is about). Two
// engines agree when their reasons are equal; no one compares sentences.
// The words for people are made from a Reason in one place, text/.
//
// Each kind has a stable kebab-case name (JSON, traces, vectors, GTP), the
// article or decision ID it comes from, and the names of its parameters in
// order (reason_kind_info). A Reason's `args` follow those parameters.
#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "vocab/geometry.h"
#include "vocab/move.h"
#include "vocab/ruleset.h"

namespace tg {

enum class ReasonKind : std::uint8_t {
  None,
  // Every move, Go family (Art. 9's order of checks).
  GameOver,   // Art. 11, D-13
  WrongSlot,  // Art. 2.3: (move number, slot side, slot kind, mover, move kind)
  OffBoard,   // Art. 1: (point)
  Occupied,   // Art. 2.4: (point)
  // Art. 7: a tris forbidden point, per reading of D-08 and D-10.
  TrisCaptureBeforeRecompute,  // Art. 7.1, D-08: (point)
  TrisCaptureAfterRecompute,   // Art. 7.1, D-08: (point)
  TrisOneLibertyEye,           // Art. 7.2, D-09: (point, owner)
  TrisTigerMouthOrthogonal,    // Art. 7.3, D-10: (point, owner)
  TrisTigerMouthDiagonal,      // Art. 7.3, D-10: (point, owner)
  Suicide,                     // D-07: (mover, point)
  // Art. 8: the emergency conversion, per reading of D-11.
  ConversionOff,                         // D-11 emergency=off
  ConditionPNoAtariLibertyDrop,          // Art. 8 P: (mover)
  ConditionPNoAtariTouchesLastMove,      // Art. 8 P: (mover)
  ConditionQNotSingleLiberty,            // Art. 8 Q: (point, mover)
  ConditionPNotByLastMoveLibertyDrop,    // Art. 8 P: (mover, point)
  ConditionPNotByLastMoveTouchesLastMove,// Art. 8 P: (mover, point)
  // Art. 10 under each reading of D-12 (MoveOutcome::repeated_move names the position).
  RepetitionSituational,
  RepetitionPositional,
  RepetitionSituationalKind,
  CascadeUnbounded,  // D-06: (bound)
  // FlybombGo's turns (spec/systems/flybomb.md).
  FlybombNotAfterOwnStone,  // FB-2, D-32: (move number, mover)
  FlybombNoneLeft,          // FB-5, D-75: (move number, mover, chosen flybombs)
  FlybombChosenPass,        // D-70: (move number, mover, opponent)
  FlybombRandomTurn,        // FB-5, D-71: (move number, thrower, seed, turn)
  // TrisGomoku (spec/systems/trisgomoku.md).
  GomokuGameOver,       // GM-6.1, D-34
  GomokuWrongSlot,      // GM-2.1: as WrongSlot
  GomokuConversionOff,  // GM-6.2
  GomokuOffBoard,       // GM-1.1: (point)
  GomokuOccupied,       // GM-2.3: (point)
  FlipCycle,            // GM-4.11, D-21: (round, repeated round; 0 = the board with the new piece)
  // A candidate region that is not a private eye (Art. 4.3; menggo-2019 Art. 4.2).
  EyeEmptyTouchesOwnString,  // TG-4.3.2
  EyeOtherHasEye,            // TG-4.3.3a, D-04
  EyeOtherMakesEye,          // TG-4.3.3b, D-03
  EyeOwnStringInside,        // M19-4.2a
  EyeOtherHasEyeM19,         // M19-4.2b1, D-04
  EyeOtherMakesEyeM19,       // M19-4.2b2, D-03
  // A program over GTP refused a move (gtp/remote_engine.h): GTP gives only
  // its reply text, kept as it came.
  RemoteRefusal,  // (reply)
};
inline constexpr int kReasonKinds = static_cast<int>(ReasonKind::RemoteRefusal) + 1;

// One parameter of a reason. Numbers are move numbers, bounds, counts and seeds.
using ReasonArg = std::variant<std::int64_t, Point, std::vector<Point>, Side, SlotKind, MoveKind, std::string>;

struct Reason {
  ReasonKind kind = ReasonKind::None;
  std::vector<ReasonArg> args;  // in the order of reason_kind_info(kind).params
  bool none() const { return kind == ReasonKind::None; }
  friend bool operator==(const Reason&, const Reason&) = default;
};

// The conversions make_reason applies to its arguments.
// Any integer type as a number: int, the 64-bit counts, and std::size_t,
// which on WebAssembly (web/, 32 bits) is none of the 64-bit types.
template <std::integral T>
  requires(!std::same_as<T, bool>)
ReasonArg to_reason_arg(T v) {
  return ReasonArg(static_cast<std::int64_t>(v));
}
inline ReasonArg to_reason_arg(Point v) { return ReasonArg(v); }
inline ReasonArg to_reason_arg(std::vector<Point> v) { return ReasonArg(std::move(v)); }
inline ReasonArg to_reason_arg(Side v) { return ReasonArg(v); }
inline ReasonArg to_reason_arg(SlotKind v) { return ReasonArg(v); }
inline ReasonArg to_reason_arg(MoveKind v) { return ReasonArg(v); }
inline ReasonArg to_reason_arg(std::string v) { return ReasonArg(std::move(v)); }

// The builder the engines use: make_reason(ReasonKind::Occupied, point).
template <typename... A>
Reason make_reason(ReasonKind kind, A&&... a) {
  Reason r{kind, {}};
  (r.args.push_back(to_reason_arg(std::forward<A>(a))), ...);
  return r;
}

struct ReasonKindInfo {
  ReasonKind kind;
  std::string_view name;                // "tris-one-liberty-eye"
  std::string_view id;                  // "Art. 7.2, D-09"
  std::vector<std::string_view> params; // "point", "owner", ...
};
const ReasonKindInfo& reason_kind_info(ReasonKind kind);
std::string_view reason_kind_name(ReasonKind kind);
std::string_view reason_kind_id(ReasonKind kind);
// By name, or for the private-eye kinds also by their spec ID ("TG-4.3.2").
std::optional<ReasonKind> parse_reason_kind(std::string_view name_or_id);

// The kind of a repetition refusal under the ruleset's reading of Art. 10 (D-12).
ReasonKind repetition_kind(Repetition repetition);

}  // namespace tg
