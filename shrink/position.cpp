#include "shrink/position.h"

#include <utility>

namespace tg::shrink {
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

Position smallest_window(const Position& p, const PositionHolds& holds) {
  for (int n = kMinBoardSize; n < p.board.size().n(); n += 2) {
    const int span = p.board.size().n() - n;
    for (int row = 0; row <= span; ++row)
      for (int col = 0; col <= span; ++col) {
        Position q = crop(p, n, row, col);
        if (holds(q)) return q;
      }
  }
  return p;
}

Position without_piece(const Position& p, int i) {
  Position q = p;
  const Piece piece = q.board.at_index(i);
  q.board.set_index(i, Piece::Empty);
  q.history = q.history.transformed([&](SeenPosition& h) {
    if (h.board.at_index(i) == piece) h.board.set_index(i, Piece::Empty);
  });
  return q;
}

bool remove_pieces(Position& p, const PositionHolds& holds) {
  bool changed = false;
  for (int i = 0; i < p.board.size().points(); ++i) {
    if (p.board.at_index(i) == Piece::Empty) continue;
    Position q = without_piece(p, i);
    if (holds(q)) {
      p = std::move(q);
      changed = true;
    }
  }
  return changed;
}

}  // namespace tg::shrink
