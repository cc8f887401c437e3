// The general playout: every ruleset the engine implements, tris included.
// The state is kept in place (the derived layer of the board, its Zobrist
// hash, the empty-point list, the situations seen) and each candidate move
// runs the engine's own layer functions (optimized/engine/moves.h: Art. 7 tris
// forbidden points, captures with the old attributes and the D-07 suicide
// test, the recompute of Art. 5/6 and the D-06 cascade), so legality and the
// board after agree with OptimizedEngine::play by construction. What the
// playout saves is the Position: no board copy, no history copy and no
// repetition table rebuilt per move; the layer after a move is derived from
// the one before (eye records reused where their footprint is untouched).
// A board without tris skips the attribute work (make_layer returns at once).
#include <array>

#include "optimized/engine/moves.h"
#include "optimized/playout/playout_core.h"
#include "optimized/engine/scoring.h"

namespace tg::opt {

namespace {

struct TrisState {
  Layer layer;  // the board and its attributes
  std::uint64_t hash = 0;
  EmptyList<kBits> empties;
  int next_move = 1;
  int passes = 0;
};

class TrisPlayout final : public InPlacePlayout<TrisState> {
 public:
  explicit TrisPlayout(const Position& start);

  Move step(PlayoutRng& rng) override;
  bool legal(Point p) const override {
    const int b = g_.bit(p);
    return s_.layer.empty.test(b) && attempt(b, to_move(), nullptr);
  }
  bool own_eye(Point p) const override { return own_eye_at(g_.bit(p), to_move().side); }
  Board board() const override {
    Board b(*BoardSize::make(g_.n));
    write_board(g_, s_.layer.s, b);
    return b;
  }
  Attribute attribute(Point p) const override {
    const int b = g_.bit(p);
    if (!s_.layer.s.tris.test(b)) return Attribute::Neutral;
    return s_.layer.hb.test(b) ? Attribute::Black : s_.layer.hw.test(b) ? Attribute::White : Attribute::Neutral;
  }
  Score score() const override { return score_layer(s_.layer, rules_); }
  Winner winner() const override { return score().winner; }
  std::string_view implementation() const override { return "layers"; }

 private:

  // A legal move worked out: the board after it and its layer.
  struct Outcome {
    Placement placed;
    Layer layer;
    std::uint64_t hash = 0;
  };

  bool own_eye_at(int b, Side side) const;
  bool attempt(int b, const Slot& slot, Outcome* out) const;
  void commit(int b, Outcome& out);

  const Geo& g_;
};

TrisPlayout::TrisPlayout(const Position& start)
    : InPlacePlayout(start), g_(Geo::of(start.board.size().n())) {
  s_.layer = make_layer(g_, stones_of(g_, start.board), rules_);
  s_.hash = Zobrist::get().hash(s_.layer.s);
  for (BB e = s_.layer.empty; e.any();) s_.empties.add(e.pop());
  s_.next_move = start.next_move;
  s_.passes = start.passes;
  seed_seen(start, order_, seen_);
  start_ = s_;
}

bool TrisPlayout::own_eye_at(int b, Side side) const {
  const BB& own = side == Side::Black ? s_.layer.s.black : s_.layer.s.white;
  const int row = b / kStride, col = b % kStride;
  return (col == 0 || own.test(b - 1)) && (col == g_.n - 1 || own.test(b + 1)) &&
         (row == 0 || own.test(b - kStride)) && (row == g_.n - 1 || own.test(b + kStride));
}

// The engine's order of checks for a stone or tris at an empty point:
// Art. 7 (tris), the placement and suicide (D-07), the recompute and cascade
// (D-06: a Contradiction is illegal), then Art. 10 on the board left.
bool TrisPlayout::attempt(int b, const Slot& slot, Outcome* out) const {
  const Layer& now = s_.layer;
  const bool tris = slot.kind == SlotKind::Tris;
  if (tris && layer_tris_forbidden(g_, now, rules_, b, slot.side, nullptr) != Illegal::None) return false;
  Outcome local;
  Outcome& o = out ? *out : local;
  o.placed = layer_pre_place(g_, now, rules_, b, tris ? Piece::Tris : stone_of(slot.side), slot.side);
  if (o.placed.illegal != Illegal::None) return false;
  layer_finish_place(g_, now, rules_, o.placed, b, slot.side, false, &o.layer);
  if (o.placed.illegal != Illegal::None) return false;
  const Zobrist& z = Zobrist::get();
  const Stones& after = o.placed.after;
  std::uint64_t h = s_.hash;
  for (BB d = now.s.black ^ after.black; d.any();) h ^= z.black[static_cast<std::size_t>(d.pop())];
  for (BB d = now.s.white ^ after.white; d.any();) h ^= z.white[static_cast<std::size_t>(d.pop())];
  for (BB d = now.s.tris ^ after.tris; d.any();) h ^= z.tris[static_cast<std::size_t>(d.pop())];
  o.hash = h;
  return !repeats(s_.hash, h, slot);
}

void TrisPlayout::commit(int b, Outcome& out) {
  const BB freed = andnot(s_.layer.s.occupied(), out.placed.after.occupied());
  // The piece just placed may itself be gone (a suicide the ruleset
  // allows, or the cascade after the recompute).
  if (out.placed.after.occupied().test(b)) s_.empties.remove(b);
  for (BB f = freed; f.any();) s_.empties.add(f.pop());
  s_.layer = std::move(out.layer);
  s_.hash = out.hash;
  moved();
}

Move TrisPlayout::step(PlayoutRng& rng) {
  Outcome out;
  return policy_step(rng, g_, [&](int b, const Slot& slot) {
    if (own_eye_at(b, slot.side) || !attempt(b, slot, &out)) return false;
    commit(b, out);
    return true;
  });
}

}  // namespace

std::unique_ptr<PlayoutImpl> make_tris_playout(const Position& start) { return std::make_unique<TrisPlayout>(start); }

}  // namespace tg::opt
