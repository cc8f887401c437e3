#pragma once
// What the three playout implementations (playout_go.cpp,
// playout_tris_mailbox.cpp, playout_tris.cpp) share:
// the move order and the end of the game (Art. 2.3, Art. 11 with D-13), the
// repetition keys (Art. 10 with D-12), the set of situations seen, and the
// interface the Playout facade (playout.h) calls.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "optimized/core/board_state.h"
#include "optimized/engine/moves.h"
#include "optimized/playout/playout.h"
#include "vocab/flybomb.h"

namespace tg::opt {

// The slots of a move order as a table, and what depends on them only.
class PlayoutOrder {
 public:
  explicit PlayoutOrder(const Ruleset& rules);
  Slot slot(int move) const { return slots_[at(move)]; }
  // Art. 11 / D-13, as game_ended() of optimized/engine/moves.h: the run of passes
  // holds a pass of each side (two-passes), or a black-stone and a
  // white-stone pass in either order (stone-passes).
  bool ended(int next_move, int passes) const;
  // The part of a situation's key that is not the board (D-12): nothing
  // under repetition=positional, the side to move under situational, the
  // side and the piece kind under situational-kind. `move` is the number of
  // the move that is next in that situation.
  std::uint64_t situation(int move) const { return situations_[at(move)]; }
  // The same for a slot given by itself (order=flybomb, whose slots depend
  // on the game).
  std::uint64_t situation_of(const Slot& s) const;

  // The same through a cursor (an index of the table) that follows the
  // moves without a division: at(move), then next(cursor) for move + 1.
  std::size_t at(int move) const {
    const int k = move - 1;
    return static_cast<std::size_t>(k < opening_ ? k : opening_ + (k - opening_) % cycle_);
  }
  std::size_t next(std::size_t cursor) const {
    return cursor + 1 < slots_.size() ? cursor + 1 : static_cast<std::size_t>(opening_);
  }
  const Slot& slot_at(std::size_t cursor) const { return slots_[cursor]; }
  std::uint64_t situation_at(std::size_t cursor) const { return situations_[cursor]; }

 private:
  std::vector<Slot> slots_;                // the opening's slots, then the cycle's
  std::vector<std::uint64_t> situations_;  // their situation keys
  int opening_ = 0, cycle_ = 1;
  EndRule end_;
  Repetition repetition_;
};

// FlybombGo's turns (order=flybomb, vocab/flybomb.h: FB-2, FB-5, D-32,
// D-70 to D-76) followed move by move, without the vocabulary's search of
// the whole state per question: the random turns drawn once from the game's
// seed, and counters. `next()` equals flybomb_next() of the position the
// playout is at (the tests replay the games through the engine).
class FlybombTrack {
 public:
  FlybombTrack() = default;
  explicit FlybombTrack(const Position& start);
  // The slot due or offered next, and the declining slot of an offer.
  FlybombNext next() const { return next_with(stones_, after_stone_); }
  // The slot of the move after one that fills `filled` now.
  Slot slot_after(const Slot& filled) const {
    return filled.kind == SlotKind::Stone ? next_with(stones_ + 1, true).slot : next_with(stones_, false).slot;
  }
  // Move `move` filled `filled`, with `due` the flybomb due or offered then.
  void played(const Slot& filled, FlybombDue due, int move);
  // The slot move k filled (k before the next move), for the end (D-76).
  Slot played_slot(int k) const { return flybomb_played_slot(state_, k); }

 private:
  FlybombNext next_with(int stones, bool after_stone) const;
  std::vector<int> random_[2];  // the random turns of black and white (D-71)
  int chosen_ = 0;              // chosen flybombs per side (FB-5)
  int stones_ = 0;              // stone-slot moves played (passes included)
  bool after_stone_ = false;    // the last move filled a stone slot
  int chosen_thrown_[2] = {0, 0};
  FlybombState state_;          // the flybomb moves played (their numbers)
};

// Situation keys (board hash ^ situation part) seen so far, in an
// open-addressing table. mark_base() remembers the keys of the start
// position; reset_to_base() forgets everything inserted since, cheaply.
class SeenSet {
 public:
  SeenSet();
  bool contains(std::uint64_t key) const {
    key = nonzero(key);
    // Almost every probe is for a situation never seen: one bit answers it.
    if (!(filter_[bit(key) >> 6] >> (bit(key) & 63) & 1)) return false;
    for (std::size_t i = key & mask_;; i = (i + 1) & mask_) {
      if (slots_[i] == key) return true;
      if (slots_[i] == 0) return false;
    }
  }
  // Inline: the go playout inserts once per move.
  void insert(std::uint64_t key) {
    key = nonzero(key);
    if (2 * (count_ + 1) > slots_.size()) grow();
    std::size_t i = key & mask_;
    for (; slots_[i] != 0; i = (i + 1) & mask_)
      if (slots_[i] == key) return;
    slots_[i] = key;
    ++count_;
    added_.push_back(i);
    set_bit(key);
  }
  void mark_base();
  void reset_to_base();

 private:
  // 0 marks a free slot; the key 0 is stored as another fixed value.
  static std::uint64_t nonzero(std::uint64_t k) { return k ? k : 0x6a09e667f3bcc908ull; }
  // A one-hash Bloom filter in front of the table: bit(k) is set for every
  // key in the table (and maybe for keys removed by reset_to_base() that
  // shared it with a base key, which only costs a probe). 2^15 bits keep the
  // false positives near 3 % with a thousand keys, in 4 KiB.
  static std::size_t bit(std::uint64_t k) { return static_cast<std::size_t>(k >> 49); }
  void set_bit(std::uint64_t k) { filter_[bit(k) >> 6] |= std::uint64_t{1} << (bit(k) & 63); }
  void clear_bit(std::uint64_t k) { filter_[bit(k) >> 6] &= ~(std::uint64_t{1} << (bit(k) & 63)); }
  std::array<std::uint64_t, (std::size_t{1} << 15) / 64> filter_{};
  void grow();
  std::vector<std::uint64_t> slots_;
  std::size_t mask_ = 0, count_ = 0;
  std::vector<std::uint64_t> base_;   // the keys of the start position
  std::vector<std::size_t> added_;    // the slots filled since mark_base()
  std::size_t base_size_ = 0;         // the table size when they were recorded
};

// The light policy's empty-point list: the points (as the board indexes
// them, bits or cells below N) in list order, with O(1) removal (the last
// entry takes the removed one's place). The order is part of the policy:
// boards that keep their lists the same way play the same games.
template <int N>
class EmptyList {
 public:
  int size() const { return n_; }
  int operator[](int i) const { return list_[static_cast<std::size_t>(i)]; }
  void add(int p) {
    pos_[static_cast<std::size_t>(p)] = static_cast<std::int16_t>(n_);
    list_[static_cast<std::size_t>(n_++)] = static_cast<std::int16_t>(p);
  }
  void remove(int p) {
    const int last = list_[static_cast<std::size_t>(--n_)];
    list_[static_cast<std::size_t>(pos_[static_cast<std::size_t>(p)])] = static_cast<std::int16_t>(last);
    pos_[static_cast<std::size_t>(last)] = pos_[static_cast<std::size_t>(p)];
  }

 private:
  std::array<std::int16_t, N> list_{}, pos_{};
  int n_ = 0;
};

// The light policy's scan: from a uniformly random entry of the list,
// cyclically, the first point that `accept` takes (accept skips the mover's
// own eyes and plays the move when legal); -1 when none is taken. The random
// number is drawn only when the list is not empty.
template <int N, class Accept>
int light_policy_scan(const EmptyList<N>& empties, PlayoutRng& rng, Accept&& accept) {
  const int n = empties.size();
  if (n == 0) return -1;
  int i = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
  for (int k = 0; k < n; ++k) {
    const int p = empties[i];
    if (++i == n) i = 0;
    if (accept(p)) return p;
  }
  return -1;
}

// The implementations behind Playout.
class PlayoutImpl {
 public:
  explicit PlayoutImpl(const Ruleset& rules) : rules_(rules), order_(rules) {}
  virtual ~PlayoutImpl() = default;
  virtual void reset() = 0;
  virtual Move step(PlayoutRng& rng) = 0;
  virtual long run(PlayoutRng& rng, int max_moves) = 0;
  virtual bool ended() const = 0;
  virtual int next_move() const = 0;
  virtual Slot to_move() const { return order_.slot(next_move()); }
  virtual bool legal(Point p) const = 0;
  virtual bool own_eye(Point p) const = 0;
  virtual Board board() const = 0;
  // Neutral by default: the stone-only board never holds a tris.
  virtual Attribute attribute(Point) const { return Attribute::Neutral; }
  virtual Score score() const = 0;
  virtual Winner winner() const = 0;
  virtual std::string_view implementation() const = 0;
  const PlayoutOrder& order() const { return order_; }

 protected:
  Ruleset rules_;
  PlayoutOrder order_;
};

// What the two TrisGo boards (playout_tris_mailbox.cpp, playout_tris.cpp)
// share around their own move procedure: the state kept in place (a State
// with the board's Zobrist `hash`, the `empties` list by bit, `next_move` and
// `passes`) and copied back by reset(), the situations seen, the game loop
// and the light policy's step.
template <class State>
class InPlacePlayout : public PlayoutImpl {
 public:
  explicit InPlacePlayout(const Position& start)
      : PlayoutImpl(start.rules), flybomb_(start.rules.order == OrderRule::Flybomb) {
    if (flybomb_) fly_ = fly_start_ = FlybombTrack(start);
  }
  void reset() override {
    s_ = start_;
    if (flybomb_) fly_ = fly_start_;
    seen_.reset_to_base();
  }
  long run(PlayoutRng& rng, int max_moves) override {
    long moves = 0;
    while (moves < max_moves && !ended()) {
      step(rng);
      ++moves;
    }
    return moves;
  }
  bool ended() const override {
    if (!flybomb_) return order_.ended(s_.next_move, s_.passes);
    // As game_ended() of optimized/engine/moves.cpp for order=flybomb (D-76): a side
    // moves at most twice in a row, so four moves hold both sides' stones.
    return run_of_passes_ends(
        rules_.end, [&](int k) { return fly_.played_slot(k); }, 0, 4, s_.next_move, s_.passes);
  }
  int next_move() const override { return s_.next_move; }
  Slot to_move() const override { return flybomb_ ? fly_.next().slot : order_.slot(s_.next_move); }

 protected:
  // The policy's move: `take(bit, slot)` plays the slot's piece at the
  // empty bit when the policy takes it (not the mover's own eye, legal) and
  // says so; a pass when it takes none. FlybombGo (D-79): an offered chosen
  // flybomb is thrown at the first point taken; when none is, the offer is
  // declined: the opponent's stone slot is scanned (a new random start), and
  // passed when it takes none (a chosen flybomb is not passed, D-70).
  template <class Take>
  Move policy_step(PlayoutRng& rng, const Geo& g, Take&& take) {
    FlybombNext fly;
    if (flybomb_) fly = fly_.next();
    Slot slot = flybomb_ ? fly.slot : order_.slot(s_.next_move);
    filling_ = slot;
    hash_before_ = s_.hash;
    int bit = light_policy_scan(s_.empties, rng, [&](int b) { return take(b, slot); });
    if (bit < 0 && flybomb_ && fly.decline) {
      slot = filling_ = *fly.decline;
      bit = light_policy_scan(s_.empties, rng, [&](int b) { return take(b, slot); });
    }
    if (bit >= 0) return Move{slot.side, slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, g.point(bit)};
    ++s_.passes;
    advance(fly.due);
    return Move{slot.side, MoveKind::Pass, {}};
  }
  // After a stone or tris was played (s_.hash is the board's): the next
  // move, no passes, the situation seen. Called by `take` within policy_step.
  void moved() {
    s_.passes = 0;
    advance(flybomb_ ? fly_.next().due : FlybombDue::None);
  }
  // Art. 10 for a move that fills `slot` now and leaves the board of Zobrist
  // key `hash_after`: whether that situation was seen (D-12). Under
  // order=flybomb the slot to fill is the one tried (the thrower's tris or
  // the declining stone), and the position now counts with it (D-78).
  bool repeats(std::uint64_t hash_now, std::uint64_t hash_after, const Slot& slot) const {
    if (!flybomb_) return seen_.contains(hash_after ^ order_.situation(s_.next_move + 1));
    const std::uint64_t key = hash_after ^ order_.situation_of(fly_.slot_after(slot));
    return key == (hash_now ^ order_.situation_of(slot)) || seen_.contains(key);
  }

  State s_, start_;
  SeenSet seen_;

 private:
  // The move filled `filling_` from the board `hash_before_`: on to the next.
  void advance(FlybombDue due) {
    if (flybomb_) {
      // D-78: a position is remembered with the slot its move filled.
      seen_.insert(hash_before_ ^ order_.situation_of(filling_));
      fly_.played(filling_, due, s_.next_move);
      ++s_.next_move;
      return;
    }
    ++s_.next_move;
    seen_.insert(s_.hash ^ order_.situation(s_.next_move));
  }

  bool flybomb_;
  FlybombTrack fly_, fly_start_;
  Slot filling_;
  std::uint64_t hash_before_ = 0;
};

// The keys of the start position's history and board (those of the board's
// size, as the engine's Art. 10 table), inserted into `seen`.
void seed_seen(const Position& start, const PlayoutOrder& order, SeenSet& seen);

// The implementations, fastest first; nullptr when one does not apply.
std::unique_ptr<PlayoutImpl> make_go_playout(const Position& start);
std::unique_ptr<PlayoutImpl> make_mailbox_tris_playout(const Position& start);
std::unique_ptr<PlayoutImpl> make_tris_playout(const Position& start);  // always applies

// The mailbox playout's Art. 4-6 derivation on its own, for its tests: the
// holistic black and white points of the base board `s` (attributed tris
// included), and its neutral tris; either private-eye wording.
Stones mailbox_holistic(const Geo& g, const Stones& s, const Ruleset& rules);

// For the mailbox playout's tests: after every derivation, compare the kept
// records with a derivation from scratch, and after every move the base
// strings (std::logic_error on a difference). Off by default. An atomic
// switch read with relaxed loads: safe to flip while playouts run on other
// threads (each derivation reads it once; none waits for another).
void set_mailbox_self_check(bool on);

// The holistic board (black, white, neutral tris) after playing the slots'
// pieces at `moves` from `start` on the mailbox board, each of which must be
// legal (std::invalid_argument otherwise): the diagram tests of the
// transitions its kept records must notice. EngineLimit where the board
// does not apply.
Stones mailbox_holistic_after(const Position& start, const std::vector<Point>& moves);

}  // namespace tg::opt
