#include "optimized/playout/playout.h"

#include <algorithm>

#include "optimized/core/board_state.h"
#include "optimized/engine/moves.h"
#include "optimized/playout/playout_core.h"
#include "vocab/ruleset_refusal.h"

namespace tg::opt {

// ---- PlayoutOrder ----

namespace {
// Fixed random keys (splitmix64 outputs); any distinct values would do.
constexpr std::uint64_t kSide[2] = {0x8f1bbcdcbfa53e0bull, 0x3c6ef372fe94f82bull};
constexpr std::uint64_t kKind[2] = {0xa54ff53a5f1d36f1ull, 0x510e527fade682d1ull};
}  // namespace

PlayoutOrder::PlayoutOrder(const Ruleset& rules) : end_(rules.end), repetition_(rules.repetition) {
  const MoveOrder& order = rules.move_order();
  slots_ = order.opening;
  slots_.insert(slots_.end(), order.cycle.begin(), order.cycle.end());
  opening_ = static_cast<int>(order.opening.size());
  cycle_ = static_cast<int>(order.cycle.size());
  for (const Slot& s : slots_) situations_.push_back(situation_of(s));
}

std::uint64_t PlayoutOrder::situation_of(const Slot& s) const {
  std::uint64_t k = 0;
  if (repetition_ != Repetition::Positional) k ^= kSide[s.side == Side::Black ? 0 : 1];
  if (repetition_ == Repetition::SituationalKind) k ^= kKind[s.kind == SlotKind::Stone ? 0 : 1];
  return k;
}

bool PlayoutOrder::ended(int next_move, int passes) const {
  return run_of_passes_ends(
      end_, [&](int k) { return slot(k); }, opening_, cycle_, next_move, passes);
}

// ---- FlybombTrack ----

FlybombTrack::FlybombTrack(const Position& start) : chosen_(chosen_flybombs(start.rules)), state_(start.flybomb) {
  const BoardSize size = start.board.size();
  random_[0] = random_flybomb_turns(start.rules, size, state_.seed, Side::Black);
  random_[1] = random_flybomb_turns(start.rules, size, state_.seed, Side::White);
  const int k = start.next_move;
  const int thrown = static_cast<int>(std::lower_bound(state_.thrown.begin(), state_.thrown.end(), k) -
                                      state_.thrown.begin());
  stones_ = k - 1 - thrown;
  after_stone_ = k > 1 && !std::binary_search(state_.thrown.begin(), state_.thrown.end(), k - 1);
  for (Side side : {Side::Black, Side::White})
    chosen_thrown_[side == Side::Black ? 0 : 1] = chosen_flybombs_thrown(start.rules, size, state_, side, k);
}

FlybombNext FlybombTrack::next_with(int stones, bool after_stone) const {
  // As flybomb_next (vocab/flybomb.cpp): black's and white's stones
  // alternate; after a stone of turn t, a random flybomb is due at a drawn
  // turn, else a chosen one is offered while the side has one left.
  FlybombNext out;
  const auto stone = [](Side s) { return Slot{s, SlotKind::Stone, s == Side::Black ? 0 : 1}; };
  out.slot = stone(stones % 2 == 0 ? Side::Black : Side::White);
  if (!after_stone || stones == 0) return out;
  const Side side = (stones - 1) % 2 == 0 ? Side::Black : Side::White;
  const int who = side == Side::Black ? 0 : 1;
  const int turn = (stones - 1) / 2 + 1;
  if (std::binary_search(random_[who].begin(), random_[who].end(), turn)) {
    out.due = FlybombDue::Random;
  } else if (chosen_thrown_[who] < chosen_) {
    out.due = FlybombDue::Chosen;
    out.decline = out.slot;
  } else {
    return out;
  }
  out.slot = Slot{side, SlotKind::Tris, who};
  out.turn = turn;
  return out;
}

void FlybombTrack::played(const Slot& filled, FlybombDue due, int move) {
  if (filled.kind == SlotKind::Stone) {
    ++stones_;
    after_stone_ = true;
    return;
  }
  state_.thrown.push_back(move);
  if (due == FlybombDue::Chosen) ++chosen_thrown_[filled.side == Side::Black ? 0 : 1];
  after_stone_ = false;
}

// ---- SeenSet ----

SeenSet::SeenSet() : slots_(1024, 0), mask_(1023) {}

void SeenSet::grow() {
  std::vector<std::uint64_t> old;
  old.swap(slots_);
  slots_.assign(old.size() * 2, 0);
  mask_ = slots_.size() - 1;
  count_ = 0;
  added_.clear();
  for (std::uint64_t k : old)
    if (k != 0) {
      std::size_t i = k & mask_;
      while (slots_[i] != 0) i = (i + 1) & mask_;
      slots_[i] = k;
      ++count_;
    }
  // Slots are no longer known individually: reset_to_base() rebuilds.
}

void SeenSet::mark_base() {
  base_.clear();
  for (std::uint64_t k : slots_)
    if (k != 0) base_.push_back(k);
  added_.clear();
  base_size_ = slots_.size();
}

void SeenSet::reset_to_base() {
  if (slots_.size() == base_size_) {
    // Linear probing never moves an entry, so clearing the slots filled
    // since the mark restores the table exactly.
    for (std::size_t i : added_) {
      clear_bit(slots_[i]);
      slots_[i] = 0;
    }
    count_ -= added_.size();
    added_.clear();
    for (std::uint64_t k : base_) set_bit(k);  // a cleared bit may have been shared with a base key
    return;
  }
  // The table grew since the mark: rebuild the base at the new size (and
  // keep that size, so later resets take the fast way).
  slots_.assign(slots_.size(), 0);
  filter_.fill(0);
  count_ = 0;
  for (std::uint64_t k : base_) {
    set_bit(k);
    std::size_t i = k & mask_;
    while (slots_[i] != 0) i = (i + 1) & mask_;
    slots_[i] = k;
    ++count_;
  }
  added_.clear();
  base_size_ = slots_.size();
}

void seed_seen(const Position& start, const PlayoutOrder& order, SeenSet& seen) {
  const Zobrist& z = Zobrist::get();
  if (start.rules.order == OrderRule::Flybomb) {
    // D-78: an earlier position with the slot its move filled; the start
    // position's key waits for its move (InPlacePlayout::repeats).
    for (const SeenPosition& s : start.history)
      if (s.board.size() == start.board.size()) seen.insert(z.hash(s.board) ^ order.situation_of(start.slot(s.next_move)));
    seen.mark_base();
    return;
  }
  for (const SeenPosition& s : start.history)
    if (s.board.size() == start.board.size()) seen.insert(z.hash(s.board) ^ order.situation(s.next_move));
  seen.insert(z.hash(start.board) ^ order.situation(start.next_move));
  seen.mark_base();
}

// ---- Playout ----

namespace {

// The Go-family rulesets the optimized engine refuses (optimized_engine.cpp)
// are refused here with the same words; TrisGomoku has its own stateful game
// (gomoku_game.h), not a light playout.
void require_implemented(const Ruleset& rules) {
  if (rules.game == Game::Gomoku)
    throw EngineLimit("the light playouts do not implement TrisGomoku (game=gomoku); use tg::opt::GomokuGame");
  if (!implemented(rules))
    throw EngineLimit("the optimized engine does not implement the ruleset " + to_string(rules) + ": " +
                      refusal_reason(rules));
}

}  // namespace

Playout::Playout(const Position& start, PlayoutBoard board) : size_(start.board.size()) {
  require_implemented(start.rules);
  if (board == PlayoutBoard::Fastest) {
    impl_ = make_go_playout(start);
    if (!impl_) impl_ = make_mailbox_tris_playout(start);
  } else if (board == PlayoutBoard::Mailbox) {
    impl_ = make_mailbox_tris_playout(start);
    if (!impl_)
      throw EngineLimit("the mailbox playout board does not apply to " + to_string(start.rules) +
                        " (tris_capture_check=after-recompute: the layer board plays it)");
  }
  if (!impl_) impl_ = make_tris_playout(start);
}
Playout::~Playout() = default;
Playout::Playout(Playout&&) noexcept = default;
Playout& Playout::operator=(Playout&&) noexcept = default;

void Playout::reset() { impl_->reset(); }
Move Playout::step(PlayoutRng& rng) { return impl_->step(rng); }
long Playout::run(PlayoutRng& rng, int max_moves) { return impl_->run(rng, max_moves); }
bool Playout::ended() const { return impl_->ended(); }
int Playout::next_move() const { return impl_->next_move(); }
Slot Playout::to_move() const { return impl_->to_move(); }
bool Playout::legal(Point p) const { return size_.contains(p) && impl_->legal(p); }
bool Playout::own_eye(Point p) const { return size_.contains(p) && impl_->own_eye(p); }
Board Playout::board() const { return impl_->board(); }
Attribute Playout::attribute(Point p) const { return size_.contains(p) ? impl_->attribute(p) : Attribute::Neutral; }
Score Playout::score() const { return impl_->score(); }
Winner Playout::winner() const { return impl_->winner(); }
std::string_view Playout::implementation() const { return impl_->implementation(); }

}  // namespace tg::opt
