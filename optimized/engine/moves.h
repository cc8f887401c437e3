#pragma once
// Art. 7 to Art. 11: tris forbidden points, the emergency conversion, the
// move procedure with captures and the cascade, whole-board repetition and
// the end of the game, on bitboards.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "optimized/engine/layers.h"
#include "optimized/engine/repetition.h"

namespace tg::opt {

// D-13 from the run of passes just made (the last `passes` moves): two-passes
// ends when the run holds a pass of each side, stone-passes when it holds a
// pass in a black-stone slot and one in a white-stone slot (tris-slot passes
// do not count). `slot_of(number)` gives a move's slot; `opening` and
// `cycle` are the move order's lengths. game_ended is it for a position
// (TrisGo and TrisGomoku); the playouts call it with their slot table.
template <class SlotOf>
bool run_of_passes_ends(EndRule rule, const SlotOf& slot_of, int opening, int cycle, int next_move, int passes) {
  if (passes < 2) return false;
  // Bit 0: a counted pass of black's, bit 1: of white's. Only the run's
  // moves in the opening and its last cycle past the opening can add a slot
  // not seen (older cycle moves repeat those slots).
  unsigned seen = 0;
  auto count = [&](int k) {
    const Slot s = slot_of(k);
    if (rule == EndRule::TwoPasses || s.kind == SlotKind::Stone) seen |= s.side == Side::Black ? 1u : 2u;
  };
  const int first = std::max(1, next_move - passes);  // a position's passes are fewer than its moves (D-24)
  for (int k = first; k <= opening && k < next_move; ++k) count(k);
  for (int k = std::max({first, opening + 1, next_move - cycle}); k < next_move; ++k) count(k);
  return seen == 3u;
}
bool passes_end(EndRule rule, const MoveOrder& order, int next_move, int passes);
bool game_ended(const Position& p, const MoveOrder& order);
// Whether a move's side and kind fit the slot (Art. 2.3, GM-2.1): a pass fits
// every slot, a tris or an emergency conversion a tris slot, a stone a stone slot.
bool fits_slot(const Slot& slot, const Move& m);

// Steps 5 to 8 of the move procedure on a layer (the derived board) alone,
// without the Position: MoveContext and the in-place playouts
// (optimized/playout*.h) both use them, so that the two cannot disagree.
struct Placement {
  Illegal illegal = Illegal::None;
  Reason reason;  // Suicide or CascadeUnbounded when refused
  Stones after;
  BB captured;
  std::vector<AttributeChange> changes;
  std::vector<CascadeStep> cascade;
  bool suicide_played = false;
};

// TG-7 for a tris of `mover` at the empty bit p of `now`: None or the first
// category (with the reason's data in `why` when given).
Illegal layer_tris_forbidden(const Geo& g, const Layer& now, const Ruleset& rules, int p, Side mover,
                             Reason* why);
// Steps 5 and 6: place the piece, the captures judged with the old
// attributes, the suicide test.
Placement layer_pre_place(const Geo& g, const Layer& now, const Ruleset& rules, int p, Piece piece, Side mover);
// Steps 7 and 8 after layer_pre_place: recompute, then the cascade. With
// `report` false the attribute changes and cascade steps are not written
// out (legality only). With `final_layer`, the layer of the board left in
// r.after is stored there (the caller need not derive it again).
void layer_finish_place(const Geo& g, const Layer& now, const Ruleset& rules, Placement& r, int p, Side mover,
                        bool report, Layer* final_layer = nullptr);

// Everything one question about a position needs, derived once: the layers
// of the board, the move order and the repetition table.
class MoveContext {
 public:
  // Derives the layers (with the full private-eye report when `eyes`).
  // `filled`: the slot the questions are about, when not p.to_move() (the
  // stone that declines an offered chosen flybomb, D-70).
  MoveContext(const Position& p, std::vector<PrivateEyeInfo>* eyes = nullptr, std::optional<Slot> filled = {});
  // The position and layers of `base`, the questions about the slot
  // `filled` (at an offered chosen flybomb, the declining stone: D-70) without
  // deriving the layers again. The repetition table is built anew (it
  // depends on the slot, D-78).
  MoveContext(const MoveContext& base, Slot filled);
  // The position p with its layers derived already (an in-place state keeps
  // them per position, optimized/game/layer_game_state.h); `layers` must
  // outlive the context.
  MoveContext(const Position& p, const Layer& layers, std::optional<Slot> filled = {});

 private:
  Layer own_;  // the layers derived here, when not given

 public:
  const Position& pos;
  const Geo& g;
  const Ruleset& rules;
  const MoveOrder& order;  // the ruleset's table (Ruleset::move_order)
  Slot slot;
  const Layer& now;

  // TG-7 for a tris of `mover` at the empty bit p: None or the first reason.
  Illegal tris_forbidden(int p, Side mover, Reason* why) const;

  // TG-8 P: the mover's holistic strings in atari that satisfy P, by first
  // point (each with its single liberty).
  std::vector<std::pair<BB, int>> emergency_strings() const;
  bool emergency_allowed(int p, Reason* why) const;

  using Placement = opt::Placement;
  // Steps 5 and 6: place the piece, the captures judged with the old
  // attributes, the suicide test.
  Placement pre_place(int p, Piece piece, Side mover) const;
  // Steps 7 and 8 after pre_place: recompute, then the cascade. With
  // `report` false the attribute changes and cascade steps are not written
  // out (legality only).
  void finish_place(Placement& r, int p, Side mover, bool report, Layer* final_layer = nullptr) const;
  Placement place(int p, Piece piece, Side mover, bool report, Layer* final_layer = nullptr) const;

  // Whether the board left by the cascade can repeat an earlier situation,
  // knowing only `placed` (the board after pre_place): the cascade only
  // removes holistic strings without liberties, so every piece next to an
  // empty point of `placed` stays, and nothing is added.
  bool may_repeat(const Stones& placed) const;

  // Art. 10: whether the board `after` repeats an earlier situation.
  bool repeats(const Stones& after) const { return repeated_move(after) != 0; }
  // The number of the move that was next in the latest earlier situation
  // the board `after` repeats (0 when none).
  int repeated_move(const Stones& after) const;

  // The full procedure for a non-pass move that passed the first checks.
  // With `after_layers`, the layers of the board after a legal move are
  // stored there.
  MoveOutcome play_placed(const Move& m, Layer* after_layers = nullptr) const;
  // Legality only of a stone, tris or emergency move at an empty point.
  Illegal status(const Move& m) const;

 private:
  void build_repetition_table() const;
  // Whether an earlier board is in the situation the move leaves (D-12).
  bool counts(const SeenBoard& seen) const;
  // The earlier boards come from this thread's HistoryIndex (repetition.h).
  mutable bool rep_built_ = false;
  mutable std::uint64_t now_hash_ = 0;
  mutable Slot next_;               // the slot to move after the move
  mutable bool now_counts_ = false;  // the board itself is in that situation
};

// Steps 1 to 3: the refusal, if any (WrongSlot, GameOver, OffBoard, Occupied).
std::optional<MoveOutcome> first_checks(const Position& p, const Move& m, const MoveOrder& order, bool judge_end);

// The new position after a legal move. `to_move`: p.to_move() when the
// caller has it (order=flybomb derives it otherwise).
Position position_after(const Position& p, const Move& m, const Stones* after, const Slot* to_move = nullptr);

}  // namespace tg::opt
