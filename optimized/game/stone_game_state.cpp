#include "optimized/game/stone_game_state.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <vector>

#include "optimized/core/board_state.h"
#include "optimized/engine/context_questions.h"
#include "optimized/engine/moves.h"
#include "optimized/playout/playout_core.h"

namespace tg::opt {

namespace {

// The situation keys seen (D-12), in an open-addressing table with linear
// probing that forgets the keys in the reverse order of their insertion:
// the entries a key could have pushed further along its probe run were
// inserted after it and are gone, so clearing its slot leaves the table as
// it was before the insertion. A key is inserted once per move, even when
// it is there already (a walk may revisit a situation along a path that
// repeats nothing, e.g. after passes); the table counts each copy.
class LifoSeenSet {
 public:
  void reserve(std::size_t keys) {
    std::size_t size = 64;
    while (size < 2 * keys) size *= 2;
    if (size > slots_.size()) rehash(size);
    order_.reserve(keys);
  }
  bool contains(std::uint64_t key) const {
    key = nonzero(key);
    for (std::size_t i = key & mask_;; i = (i + 1) & mask_) {
      if (slots_[i] == key) return true;
      if (slots_[i] == 0) return false;
    }
  }
  void push(std::uint64_t key) {
    key = nonzero(key);
    if (2 * (order_.size() + 1) > slots_.size()) rehash(2 * slots_.size());
    order_.push_back(place(key));
  }
  void pop() {
    slots_[order_.back()] = 0;
    order_.pop_back();
  }

 private:
  // 0 marks a free slot; the key 0 is stored as another fixed value.
  static std::uint64_t nonzero(std::uint64_t k) { return k ? k : 0x6a09e667f3bcc908ull; }
  std::size_t place(std::uint64_t key) {
    std::size_t i = key & mask_;
    while (slots_[i] != 0) i = (i + 1) & mask_;
    slots_[i] = key;
    return i;
  }
  void rehash(std::size_t size) {
    std::vector<std::uint64_t> keys;
    for (std::size_t i : order_) keys.push_back(slots_[i]);
    slots_.assign(size, 0);
    mask_ = size - 1;
    order_.clear();
    for (std::uint64_t k : keys) order_.push_back(place(k));
  }
  std::vector<std::uint64_t> slots_;
  std::size_t mask_ = 0;
  std::vector<std::size_t> order_;  // the slot of each key, in insertion order
};

class StoneGameState final : public GameState {
 public:
  explicit StoneGameState(const Position& start);

  const Position& position() const override;
  // On the position built (the engine's own procedure): probes are not
  // what this state is kept lean for.
  MoveOutcome outcome(const Move& m) override {
    const Position& p = position();
    if (std::optional<MoveOutcome> early = play_unplaced(p, m)) return std::move(*early);
    return play_placed_at(MoveContext(p), m);
  }
  Slot to_move() const override { return top().slot; }
  bool ended() const override { return top().ended; }
  void legal_moves(std::vector<Move>& out) override {
    out.clear();
    list([&](const Move& m, int, bool) { out.push_back(m); });
  }
  void move_summaries(std::vector<MoveSummary>& out) override {
    out.clear();
    list([&](const Move& m, int captured, bool ended) { out.push_back(MoveSummary{m, captured, 0, 0, ended}); });
  }
  Illegal play(const Move& m) override;
  void undo() override {
    if (frames_.size() < 2) throw std::logic_error("GameState::undo: no move to take back");
    frames_.pop_back();
    seen_.pop();
  }
  std::size_t depth() const override { return frames_.size() - 1; }

 private:
  // One position of the walk.
  struct Frame {
    BB black, white;
    std::uint64_t hash = 0;
    int next_move = 1, passes = 0;
    Slot slot;           // to move: order_.slot(next_move)
    bool ended = false;  // order_.ended(next_move, passes)
    std::uint64_t serial = 0;  // which push made it: derived_[depth] is its derivation when the serials match
  };
  // What the listing of a position needs about its strings, derived once.
  struct Derived {
    std::uint64_t serial = 0;  // the frame derived (0: none)
    BB empty, own, safe_own;  // safe_own: the mover's strings with two liberties or more
    BB atari_libs;            // the single liberties of the opponent's strings in atari
    int ataris = 0;
    std::array<BB, kMaxPoints> atari{};   // those strings
    std::array<int, kMaxPoints> atari_lib{};
  };
  // A stone of the mover at the empty bit p: what it captures, and whether
  // it is legal (not a suicide, not a repetition).
  struct Judged {
    bool legal = false;
    BB captured;
    std::uint64_t hash_after = 0;
  };

  const Frame& top() const { return frames_.back(); }
  void push_frame(const BB& black, const BB& white, std::uint64_t hash, int next_move, int passes) {
    Frame f;
    f.black = black;
    f.white = white;
    f.hash = hash;
    f.next_move = next_move;
    f.passes = passes;
    f.slot = order_.slot(next_move);
    f.ended = order_.ended(next_move, passes);
    f.serial = ++pushes_;
    frames_.push_back(f);
    if (derived_.size() < frames_.size()) derived_.resize(frames_.size());
    seen_.push(hash ^ order_.situation(next_move));
  }
  void derive();
  Judged judge(int p) const;
  std::uint64_t key(Side side, int bit) const { return side == Side::Black ? z_.black[bit] : z_.white[bit]; }
  // Calls f(move, captured, ended after it) for every legal move, in
  // legal_moves order (stones by index, then the pass).
  template <class F>
  void list(F&& f) {
    const Frame& t = top();
    if (t.ended) return;
    derive();
    for_each_bit(d_->empty, [&](int p) {
      const Judged j = judge(p);
      if (j.legal) f(Move{t.slot.side, MoveKind::Stone, g_.point(p)}, j.captured.count(), false);
    });
    f(Move{t.slot.side, MoveKind::Pass, {}}, 0, order_.ended(t.next_move + 1, t.passes + 1));
  }

  Position start_;
  mutable Position built_;  // position(): built on demand, for the frame at built_depth_
  mutable std::size_t built_depth_ = 0;
  mutable std::uint64_t built_serial_ = 0;
  const Geo& g_;
  const Zobrist& z_;
  PlayoutOrder order_;
  std::vector<Frame> frames_;
  LifoSeenSet seen_;
  // One derivation per depth of the walk, so that taking a move back finds
  // its position's still there; d_: the top frame's, set by derive().
  std::vector<Derived> derived_;
  Derived* d_ = nullptr;
  std::uint64_t pushes_ = 0;
};

StoneGameState::StoneGameState(const Position& start)
    : start_(start), built_(start), g_(Geo::of(start.board.size().n())), z_(Zobrist::get()), order_(start.rules) {
  frames_.reserve(1024);
  derived_.reserve(64);
  seen_.reserve(start.history.size() + 1024);
  // The earlier situations, as the playouts seed them (seed_seen).
  for (const SeenPosition& s : start.history)
    if (s.board.size() == start.board.size()) seen_.push(z_.hash(s.board) ^ order_.situation(s.next_move));
  const Stones s = stones_of(g_, start.board);
  push_frame(s.black, s.white, z_.hash(s), start.next_move, start.passes);
}

const Position& StoneGameState::position() const {
  Position& p = built_;
  // Extended from the position built last when its frame is still on the
  // stack (serials are never reused, so the frames below it are too): a
  // game walked forward builds each position once, not its whole path.
  std::size_t k = built_depth_ + 1;
  if (built_depth_ >= frames_.size() || frames_[built_depth_].serial != built_serial_) {
    p = start_;
    k = 1;
  }
  built_depth_ = frames_.size() - 1;
  built_serial_ = frames_.back().serial;
  for (; k < frames_.size(); ++k) {
    p.history.push_back(SeenPosition{p.board, p.next_move});
    write_board(g_, Stones{frames_[k].black, frames_[k].white, BB{}}, p.board);
    p.next_move = frames_[k].next_move;
    p.passes = frames_[k].passes;
  }
  return p;
}

// Once per position: a walk lists a position's moves, then plays them one
// by one from it, each play judged on the same derivation.
void StoneGameState::derive() {
  const Frame& t = top();
  d_ = &derived_[frames_.size() - 1];
  if (d_->serial == t.serial) return;
  d_->serial = t.serial;
  const bool black = t.slot.side == Side::Black;
  d_->own = black ? t.black : t.white;
  const BB opp = black ? t.white : t.black;
  d_->empty = andnot(g_.on, t.black | t.white);
  d_->safe_own = BB{};
  d_->atari_libs = BB{};
  d_->ataris = 0;
  for (BB rest = d_->own; rest.any();) {
    const BB string = Geo::flood(BB::bit(rest.lowest()), d_->own);
    rest = andnot(rest, string);
    if ((g_.dilate(string) & d_->empty).count() >= 2) d_->safe_own |= string;
  }
  for (BB rest = opp; rest.any();) {
    const BB string = Geo::flood(BB::bit(rest.lowest()), opp);
    rest = andnot(rest, string);
    const BB libs = g_.dilate(string) & d_->empty;
    if (libs.count() != 1) continue;
    d_->atari[static_cast<std::size_t>(d_->ataris)] = string;
    d_->atari_lib[static_cast<std::size_t>(d_->ataris)] = libs.lowest();
    ++d_->ataris;
    d_->atari_libs |= libs;
  }
}

StoneGameState::Judged StoneGameState::judge(int p) const {
  Judged j;
  const Frame& t = top();
  const Side side = t.slot.side;
  if (d_->atari_libs.test(p))
    for (int k = 0; k < d_->ataris; ++k)
      if (d_->atari_lib[static_cast<std::size_t>(k)] == p) j.captured |= d_->atari[static_cast<std::size_t>(k)];
  const BB around = g_.adjacent(BB::bit(p));
  // D-07: a liberty after the move: an empty neighbour, a capture, or an own
  // string with a liberty besides p.
  if (!intersects(around, d_->empty) && j.captured.none() && !intersects(around, d_->safe_own)) return j;
  j.hash_after = t.hash ^ key(side, p);
  const Side other = side == Side::Black ? Side::White : Side::Black;
  for_each_bit(j.captured, [&](int q) { j.hash_after ^= key(other, q); });
  j.legal = !seen_.contains(j.hash_after ^ order_.situation(t.next_move + 1));  // Art. 10, D-12
  return j;
}

Illegal StoneGameState::play(const Move& m) {
  const Frame& t = top();
  if (t.ended) return Illegal::GameOver;
  if (m.side != t.slot.side || m.kind == MoveKind::Tris || m.kind == MoveKind::Emergency) return Illegal::WrongSlot;
  if (m.is_pass()) {
    push_frame(t.black, t.white, t.hash, t.next_move + 1, t.passes + 1);
    return Illegal::None;
  }
  const Point q = m.point;
  if (!start_.board.size().contains(q)) return Illegal::OffBoard;
  const int p = g_.bit(q);
  if ((t.black | t.white).test(p)) return Illegal::Occupied;
  derive();
  const Judged j = judge(p);
  if (!j.legal) {
    const BB around = g_.adjacent(BB::bit(p));
    const bool breathes =
        intersects(around, d_->empty) || j.captured.any() || intersects(around, d_->safe_own);
    return breathes ? Illegal::Repetition : Illegal::Suicide;
  }
  BB black = t.black, white = t.white;
  if (m.side == Side::Black) {
    black.set(p);
    white = andnot(white, j.captured);
  } else {
    white.set(p);
    black = andnot(black, j.captured);
  }
  push_frame(black, white, j.hash_after, t.next_move + 1, 0);
  return Illegal::None;
}

}  // namespace

bool stone_game_applies(const Position& start) {
  const Ruleset& r = start.rules;
  if (r.game != Game::Go || r.move_order().has_tris_slots() || r.order == OrderRule::Flybomb ||
      r.suicide != Suicide::Forbidden)
    return false;
  const Geo& g = Geo::of(start.board.size().n());
  const Stones s = stones_of(g, start.board);
  if (s.tris.any()) return false;
  const BB empty = andnot(g.on, s.occupied());
  for (const BB* colour : {&s.black, &s.white})
    for (BB rest = *colour; rest.any();) {
      const BB string = Geo::flood(BB::bit(rest.lowest()), *colour);
      rest = andnot(rest, string);
      if (!intersects(g.dilate(string), empty)) return false;  // the cascade's work after the next move
    }
  return true;
}

std::unique_ptr<GameState> stone_game_state(const Position& start) { return std::make_unique<StoneGameState>(start); }

}  // namespace tg::opt
