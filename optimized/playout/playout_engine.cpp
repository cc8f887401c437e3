#include "optimized/playout/playout_engine.h"

#include <cstdint>

namespace tg::opt {

namespace {

// The in-place boards' EmptyList (optimized/playout/playout_core.h) over point
// indices, which follow the same order as their bits.
class IndexList {
 public:
  explicit IndexList(int points) : pos_(static_cast<std::size_t>(points), -1) {}
  int size() const { return static_cast<int>(list_.size()); }
  int operator[](int i) const { return list_[static_cast<std::size_t>(i)]; }
  bool has(int p) const { return pos_[static_cast<std::size_t>(p)] >= 0; }
  void add(int p) {
    pos_[static_cast<std::size_t>(p)] = size();
    list_.push_back(p);
  }
  void remove(int p) {
    const int at = pos_[static_cast<std::size_t>(p)];
    const int last = list_.back();
    list_[static_cast<std::size_t>(at)] = last;
    pos_[static_cast<std::size_t>(last)] = at;
    list_.pop_back();
    pos_[static_cast<std::size_t>(p)] = -1;
  }

 private:
  std::vector<int> list_, pos_;
};

}  // namespace

EnginePlayout engine_light_playout(const Engine& engine, const Position& start, PlayoutRng& rng, int max_moves) {
  EnginePlayout out{start, {}, 0};
  Position& pos = out.end;
  const BoardSize size = pos.board.size();
  IndexList empties(size.points());
  for (int k = 0; k < size.points(); ++k)
    if (pos.board.at_index(k) == Piece::Empty) empties.add(k);
  // One slot's move: from a random entry of the list, cyclically, the first
  // point that is not the mover's own one-point eye and that the engine
  // accepts; false when there is none.
  auto move_in = [&](const Slot& slot) {
    const int n = empties.size();
    if (n == 0) return false;
    const Piece own = stone_of(slot.side);
    int i = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
    for (int j = 0; j < n; ++j) {
      const int k = empties[i];
      if (++i == n) i = 0;
      const Point p = size.point(k);
      bool own_eye = true;
      for (Point q : size.neighbours(p)) own_eye = own_eye && pos.board.at(q) == own;
      if (own_eye) continue;
      const Move m{slot.side, slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris, p};
      ++out.tries;
      MoveOutcome o = engine.play(pos, m);
      if (!o.legal()) continue;
      const Board before = pos.board;
      pos = std::move(*o.after);
      if (pos.board.at_index(k) != Piece::Empty) empties.remove(k);
      for (int q = 0; q < size.points(); ++q)
        if (before.at_index(q) != Piece::Empty && pos.board.at_index(q) == Piece::Empty) empties.add(q);
      out.moves.push_back(m);
      return true;
    }
    return false;
  };
  for (int i = 0; i < max_moves && !engine.ended(pos); ++i) {
    Slot slot = pos.to_move();
    bool moved = move_in(slot);
    if (!moved && pos.declining_slot()) {
      slot = *pos.declining_slot();
      moved = move_in(slot);
    }
    if (!moved) {
      const Move pass{slot.side, MoveKind::Pass, {}};
      ++out.tries;
      pos = std::move(*engine.play(pos, pass).after);
      out.moves.push_back(pass);
    }
  }
  return out;
}

}  // namespace tg::opt
