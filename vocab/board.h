#pragma once
// Boards and positions (spec TG-5.2, D-24). A Board holds pieces, and for
// TrisGomoku the stored attribute of every tris (GM-2.2, D-20): in TrisGo
// attributes are derived by the engines (Art. 5.2) and the layer stays
// neutral. A Position is what an
// engine needs to answer every question: the ruleset, the board, the number
// of the next move (which fixes side and piece kind through the move order),
// the consecutive passes just made, and the earlier positions for Art. 10.
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "vocab/flybomb.h"
#include "vocab/geometry.h"
#include "vocab/move.h"
#include "vocab/ruleset.h"

namespace tg {

enum class Attribute : std::uint8_t { Neutral, Black, White };
std::string_view attribute_name(Attribute a);  // "neutral", "black", "white"

class Board {
 public:
  explicit Board(BoardSize size)
      : size_(size), cells_(size.points(), Piece::Empty), attributes_(size.points(), Attribute::Neutral) {}
  BoardSize size() const { return size_; }
  Piece at(Point p) const { return cells_[size_.index(p)]; }
  Piece at_index(int i) const { return cells_[i]; }
  // Placing or removing a piece resets the point's attribute to neutral: a
  // tris enters neutral (GM-2.2), and only tris carry an attribute.
  void set(Point p, Piece piece) { set_index(size_.index(p), piece); }
  void set_index(int i, Piece piece) {
    cells_[i] = piece;
    attributes_[i] = Attribute::Neutral;
  }
  // The stored attribute of the tris on a point (TrisGomoku only; neutral
  // everywhere else). Setting a non-neutral attribute on a point that holds
  // no tris throws std::invalid_argument.
  Attribute attribute(Point p) const { return attributes_[size_.index(p)]; }
  Attribute attribute_at_index(int i) const { return attributes_[i]; }
  void set_attribute(Point p, Attribute a) { set_attribute_index(size_.index(p), a); }
  void set_attribute_index(int i, Attribute a);
  int count(Piece piece) const;
  friend bool operator==(const Board&, const Board&) = default;

 private:
  BoardSize size_;
  std::vector<Piece> cells_;
  std::vector<Attribute> attributes_;
};

// A position seen earlier in the game, for whole-board repetition (Art. 10):
// the board and the number of the move that was next then.
struct SeenPosition {
  Board board;
  int next_move = 1;
  friend bool operator==(const SeenPosition&, const SeenPosition&) = default;
};

// The earlier positions of a game, oldest first (issue 29, item 4). An
// immutable chain of shared entries, newest first: copying a History copies
// one pointer and push_back adds one entry, so a position costs its own
// board whatever the length of its game, and a tool that keeps a position
// per move (a replay, the successors of perft) keeps each earlier board
// once. It reads like a const std::vector<SeenPosition> (size, back, index,
// oldest-first iteration, ==); changing entries makes a new chain
// (`transformed`, or assigning a vector).
class History {
 public:
  // One entry and the chain before it. `size` counts this entry and every
  // older one, so two chains meet where their nodes are the same object.
  struct Node {
    SeenPosition seen;
    std::shared_ptr<const Node> older;
    std::size_t size = 1;
    Node(SeenPosition s, std::shared_ptr<const Node> o, std::size_t n)
        : seen(std::move(s)), older(std::move(o)), size(n) {}
    Node(const Node&) = delete;
    Node& operator=(const Node&) = delete;
    ~Node();  // frees a long chain without recursing once per entry
  };

  History() = default;
  History(const std::vector<SeenPosition>& entries);  // NOLINT: a vector reads as a history
  History(std::initializer_list<SeenPosition> entries) : History(std::vector<SeenPosition>(entries)) {}

  std::size_t size() const { return head_ ? head_->size : 0; }
  bool empty() const { return head_ == nullptr; }
  const SeenPosition& back() const { return head_->seen; }  // the newest; not on an empty history
  // The i-th entry, oldest first: walks size() - i entries.
  const SeenPosition& operator[](std::size_t i) const;
  void push_back(SeenPosition s);
  void clear() { head_.reset(); }
  std::vector<SeenPosition> to_vector() const;
  // A history of the same length with f applied to every entry.
  template <class F>
  History transformed(F f) const {
    std::vector<SeenPosition> v = to_vector();
    for (SeenPosition& s : v) f(s);
    return History(v);
  }
  // The newest entry's node (nullptr when empty): what engines key their
  // per-game caches on (optimized/engine/repetition.h).
  const std::shared_ptr<const Node>& head() const { return head_; }

  // Oldest-first iteration: begin() gathers the chain's nodes once.
  class const_iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = SeenPosition;
    using difference_type = std::ptrdiff_t;
    using pointer = const SeenPosition*;
    using reference = const SeenPosition&;
    const_iterator() = default;
    reference operator*() const { return (*nodes_)[i_]->seen; }
    pointer operator->() const { return &(*nodes_)[i_]->seen; }
    const_iterator& operator++() {
      ++i_;
      return *this;
    }
    const_iterator operator++(int) {
      const_iterator old = *this;
      ++i_;
      return old;
    }
    friend bool operator==(const const_iterator& a, const const_iterator& b) { return a.i_ == b.i_; }

   private:
    friend class History;
    std::shared_ptr<const std::vector<const Node*>> nodes_;
    std::size_t i_ = 0;
  };
  const_iterator begin() const;
  const_iterator end() const;

  friend bool operator==(const History& a, const History& b);

 private:
  std::shared_ptr<const Node> head_;
};

struct Position {
  Ruleset rules;
  Board board;
  int next_move = 1;   // move numbers start at 1 (Art. 2.6)
  int passes = 0;      // consecutive passes that ended just before next_move
  History history;  // oldest first; excludes the current position
  // order=flybomb only: the seed of the random flybombs and the flybomb
  // moves played (vocab/flybomb.h, D-32, D-70, D-71); empty otherwise.
  FlybombState flybomb;

  explicit Position(BoardSize size, Ruleset r = {}) : rules(r), board(size) {}
  // The slot of the next move. order=flybomb: a due or offered flybomb, else
  // the next stone (flybomb_next).
  Slot to_move() const;
  // order=flybomb: the slot of the opponent's stone that declines an offered
  // chosen flybomb (D-70); nullopt when to_move() is the only slot.
  std::optional<Slot> declining_slot() const;
  // The slot move k filled (k < next_move) or fills (k == next_move: to_move()).
  Slot slot(int k) const;
  // The position before the opponent's last move (Art. 8 condition P), when
  // the history holds it.
  const SeenPosition* previous() const;
  friend bool operator==(const Position&, const Position&) = default;
};

// Move-order bookkeeping shared by the engines (no rule of play):
// the slot `m` fills in `p`: to_move(), or the declining stone slot when `m`
// is the declining side's (D-70);
Slot filled_slot(const Position& p, const Move& m);
// p.flybomb after `m` is played: its move number appended when it fills a
// flybomb (tris) slot of order=flybomb;
FlybombState flybomb_after(const Position& p, const Move& m);
// the slot of move p.next_move + 1 once `m` is played.
Slot slot_after(const Position& p, const Move& m);
// Free order (records in free order, a GTP session's `play` of either colour
// under plain Go; D-150): `p` with the slot of `side` next. When the slot to
// move is the other side's, the move number goes one further (orders without
// tris slots alternate with period 2) and the pass run is broken, since the
// skipped number was no pass: D-13 then sees only passes really made in a
// row. Only for orders without tris slots.
Position free_order_turn(const Position& p, Side side);

}  // namespace tg
