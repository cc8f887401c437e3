#include "audit/shrink.h"

#include "audit/search.h"

namespace tg::audit {
namespace {

Board crop_board(const Board& b, BoardSize to, int row, int col) {
  Board out(to);
  const int n = b.size().n();
  for (int r = 0; r < to.n(); ++r)
    for (int c = 0; c < to.n(); ++c) {
      const int from = (row + r) * n + (col + c);
      const int i = r * to.n() + c;
      out.set_index(i, b.at_index(from));
      if (b.attribute_at_index(from) != Attribute::Neutral) out.set_attribute_index(i, b.attribute_at_index(from));
    }
  return out;
}

}  // namespace

Position crop(const Position& p, int n, int row, int col) {
  const BoardSize to = *BoardSize::make(n);
  Position out(to, p.rules);
  out.board = crop_board(p.board, to, row, col);
  out.next_move = p.next_move;
  out.passes = p.passes;
  out.flybomb = p.flybomb;
  for (const SeenPosition& s : p.history) out.history.push_back(SeenPosition{crop_board(s.board, to, row, col), s.next_move});
  return out;
}

Position shrink(const Position& start, const std::function<bool(const Position&)>& still_shows) {
  Position p = start;
  // 1. A smaller board: the smallest size with a window that shows it.
  bool found = false;
  for (int n = kMinBoardSize; n < p.board.size().n() && !found; n += 2) {
    const int span = p.board.size().n() - n;
    for (int row = 0; row <= span && !found; ++row)
      for (int col = 0; col <= span && !found; ++col) {
        Position q = crop(p, n, row, col);
        if (still_shows(q)) {
          p = std::move(q);
          found = true;
        }
      }
  }
  // 2. Fewer pieces, and 3. a shorter history, until neither helps.
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < p.board.size().points(); ++i) {
      if (p.board.at_index(i) == Piece::Empty) continue;
      // The piece goes from the history boards too, where the same piece
      // stands on that point: the shrunk game never had it.
      Position q = p;
      const Piece piece = q.board.at_index(i);
      q.board.set_index(i, Piece::Empty);
      for (SeenPosition& h : q.history)
        if (h.board.at_index(i) == piece) h.board.set_index(i, Piece::Empty);
      if (still_shows(q)) {
        p = std::move(q);
        changed = true;
      }
    }
    if (!p.history.empty()) {
      Position q = p;
      q.history.clear();
      if (still_shows(q)) {
        p = std::move(q);
        changed = true;
      } else {
        // One entry at a time, the oldest first.
        for (std::size_t i = 0; i < p.history.size();) {
          Position r = p;
          r.history.erase(r.history.begin() + static_cast<std::ptrdiff_t>(i));
          if (still_shows(r)) {
            p = std::move(r);
            changed = true;
          } else {
            ++i;
          }
        }
      }
    }
    if (p.passes > 0) {
      Position q = p;
      q.passes = 0;
      if (still_shows(q)) {
        p = std::move(q);
        changed = true;
      }
    }
  }
  // 4. The first move number with the same slot, when history allows.
  if (p.history.empty() && p.rules.order != OrderRule::Flybomb) {
    const Slot s = p.to_move();
    if (auto m = first_move_with_slot(p, s.side, s.kind); m && *m < p.next_move) {
      Position q = p;
      q.next_move = *m;
      if (still_shows(q)) p = std::move(q);
    }
  }
  return p;
}

}  // namespace tg::audit
