#include "vocab/reason.h"

#include <array>

namespace tg {

namespace {

using K = ReasonKind;

// One row per kind, in the enum's order (checked by vocab/tests/reason_test.cpp).
// The private-eye kinds' parameters are the ones text/ fills from an
// EyeCandidate and its string's colour.
const std::array<ReasonKindInfo, kReasonKinds>& table() {
  static const std::array<ReasonKindInfo, kReasonKinds> rows{{
      {K::None, "none", "", {}},
      {K::GameOver, "game-over", "Art. 11, D-13", {}},
      {K::WrongSlot, "wrong-slot", "Art. 2.3", {"move_number", "slot_side", "slot_kind", "side", "move_kind"}},
      {K::OffBoard, "off-board", "Art. 1", {"point"}},
      {K::Occupied, "occupied", "Art. 2.4", {"point"}},
      {K::TrisCaptureBeforeRecompute, "tris-capture-before-recompute", "Art. 7.1, D-08", {"point"}},
      {K::TrisCaptureAfterRecompute, "tris-capture-after-recompute", "Art. 7.1, D-08", {"point"}},
      {K::TrisOneLibertyEye, "tris-one-liberty-eye", "Art. 7.2, D-09", {"point", "owner"}},
      {K::TrisTigerMouthOrthogonal, "tris-tiger-mouth-orthogonal", "Art. 7.3, D-10", {"point", "owner"}},
      {K::TrisTigerMouthDiagonal, "tris-tiger-mouth-diagonal", "Art. 7.3, D-10", {"point", "owner"}},
      {K::Suicide, "suicide", "D-07", {"side", "point"}},
      {K::ConversionOff, "conversion-off", "Art. 8, D-11", {}},
      {K::ConditionPNoAtariLibertyDrop, "condition-p-no-atari-liberty-drop", "Art. 8, D-11", {"side"}},
      {K::ConditionPNoAtariTouchesLastMove, "condition-p-no-atari-touches-last-move", "Art. 8, D-11", {"side"}},
      {K::ConditionQNotSingleLiberty, "condition-q-not-single-liberty", "Art. 8", {"point", "side"}},
      {K::ConditionPNotByLastMoveLibertyDrop, "condition-p-not-by-last-move-liberty-drop", "Art. 8, D-11",
       {"side", "point"}},
      {K::ConditionPNotByLastMoveTouchesLastMove, "condition-p-not-by-last-move-touches-last-move", "Art. 8, D-11",
       {"side", "point"}},
      {K::RepetitionSituational, "repetition-situational", "Art. 10, D-12", {}},
      {K::RepetitionPositional, "repetition-positional", "Art. 10, D-12", {}},
      {K::RepetitionSituationalKind, "repetition-situational-kind", "Art. 10, D-12", {}},
      {K::CascadeUnbounded, "cascade-unbounded", "D-06", {"bound"}},
      {K::FlybombNotAfterOwnStone, "flybomb-not-after-own-stone", "FB-2, D-32", {"move_number", "side"}},
      {K::FlybombNoneLeft, "flybomb-none-left", "FB-5, D-75", {"move_number", "side", "chosen_flybombs"}},
      {K::FlybombChosenPass, "flybomb-chosen-pass", "D-70", {"move_number", "side", "opponent"}},
      {K::FlybombRandomTurn, "flybomb-random-turn", "FB-5, D-71", {"move_number", "thrower", "seed", "turn"}},
      {K::GomokuGameOver, "gomoku-game-over", "GM-6.1, D-34", {}},
      {K::GomokuWrongSlot, "gomoku-wrong-slot", "GM-2.1", {"move_number", "slot_side", "slot_kind", "side", "move_kind"}},
      {K::GomokuConversionOff, "gomoku-conversion-off", "GM-6.2", {}},
      {K::GomokuOffBoard, "gomoku-off-board", "GM-1.1", {"point"}},
      {K::GomokuOccupied, "gomoku-occupied", "GM-2.3", {"point"}},
      {K::FlipCycle, "flip-cycle", "GM-4.11, D-21", {"round", "repeats_round"}},
      {K::EyeEmptyTouchesOwnString, "eye-empty-touches-own-string", "TG-4.3.2", {"colour", "empty", "own_string"}},
      {K::EyeOtherHasEye, "eye-other-has-eye", "TG-4.3.3a",
       {"colour", "other", "eye_of", "liberties", "eye"}},
      {K::EyeOtherMakesEye, "eye-other-makes-eye", "TG-4.3.3b",
       {"colour", "other", "eye_of", "placements_count", "placements", "eye"}},
      {K::EyeOwnStringInside, "eye-own-string-inside", "M19-4.2a", {"colour", "own_string"}},
      {K::EyeOtherHasEyeM19, "eye-other-has-eye-m19", "M19-4.2b1",
       {"colour", "other", "eye_of", "liberties", "eye"}},
      {K::EyeOtherMakesEyeM19, "eye-other-makes-eye-m19", "M19-4.2b2",
       {"colour", "other", "eye_of", "placements_count", "placements", "eye"}},
      {K::RemoteRefusal, "remote-refusal", "GTP", {"reply"}},
  }};
  return rows;
}

}  // namespace

const ReasonKindInfo& reason_kind_info(ReasonKind kind) { return table()[static_cast<std::size_t>(kind)]; }
std::string_view reason_kind_name(ReasonKind kind) { return reason_kind_info(kind).name; }
std::string_view reason_kind_id(ReasonKind kind) { return reason_kind_info(kind).id; }

std::optional<ReasonKind> parse_reason_kind(std::string_view name_or_id) {
  for (const ReasonKindInfo& row : table())
    if (row.name == name_or_id) return row.kind;
  // The private-eye kinds are also known by their spec ID alone (the vectors' failed=TG-4.3.2).
  for (const ReasonKindInfo& row : table())
    if (row.kind >= K::EyeEmptyTouchesOwnString && row.kind <= K::EyeOtherMakesEyeM19 && row.id == name_or_id)
      return row.kind;
  return std::nullopt;
}

ReasonKind repetition_kind(Repetition repetition) {
  switch (repetition) {
    case Repetition::Situational: return K::RepetitionSituational;
    case Repetition::Positional: return K::RepetitionPositional;
    case Repetition::SituationalKind: return K::RepetitionSituationalKind;
  }
  return K::RepetitionSituational;
}

}  // namespace tg
