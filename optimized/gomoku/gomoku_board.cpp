#include "optimized/gomoku/gomoku_board.h"

#include <algorithm>

namespace tg::opt {

GBoard gboard_of(const Geo& g, const Board& board) {
  GBoard b;
  const int points = g.n * g.n;
  for (int i = 0; i < points; ++i) {
    const int bit = g.bit_of[i];
    switch (board.at_index(i)) {
      case Piece::Empty: break;
      case Piece::Black: b.black.set(bit); break;
      case Piece::White: b.white.set(bit); break;
      case Piece::Tris:
        switch (board.attribute_at_index(i)) {
          case Attribute::Neutral: b.tn.set(bit); break;
          case Attribute::Black: b.tb.set(bit); break;
          case Attribute::White: b.tw.set(bit); break;
        }
        break;
    }
  }
  return b;
}

Board board_of(const Geo& g, const GBoard& b) {
  Board board(*BoardSize::make(g.n));
  const int points = g.n * g.n;
  for (int i = 0; i < points; ++i) {
    const int bit = g.bit_of[i];
    if (b.black.test(bit)) board.set_index(i, Piece::Black);
    if (b.white.test(bit)) board.set_index(i, Piece::White);
    if (b.tn.test(bit) || b.tb.test(bit) || b.tw.test(bit)) {
      board.set_index(i, Piece::Tris);
      board.set_attribute_index(i, b.attribute(bit));
    }
  }
  return board;
}

}  // namespace tg::opt
