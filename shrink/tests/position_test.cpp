// The position steps of the shrinking library (shrink/position.h).
#include "shrink/position.h"

#include <gtest/gtest.h>

#include "vocab/position_text.h"

namespace tg::shrink {
namespace {

int pieces(const Board& b) {
  int n = 0;
  for (int i = 0; i < b.size().points(); ++i) n += b.at_index(i) != Piece::Empty;
  return n;
}

TEST(ShrinkPosition, SmallestWindowIsTheFirstOfTheSmallestSize) {
  Position p = parse_position("rules: go\nsize: 7\nnext: 1\nboard:\n.......\n.......\n.......\n....XX.\n.......\n.......\n.......\n", "t");
  Position s = smallest_window(p, [](const Position& q) { return pieces(q.board) == 2; });
  // Rows 1-3 (0-based) and columns 3-5 are the first 3x3 window with both.
  EXPECT_EQ(print_position(s), "rules: go\nsize: 3\nnext: 1\nboard:\n...\n...\n.XX\n");
  // None holds: p itself.
  EXPECT_EQ(smallest_window(p, [](const Position&) { return false; }).board.size().n(), 7);
}

TEST(ShrinkPosition, RemovesPiecesFromTheBoardAndTheSameOnesFromHistory) {
  Position p = parse_position("rules: go\nsize: 3\nnext: 3\nboard:\nX.O\n...\n..X\n", "t");
  Position earlier = p;
  earlier.board.set_index(2, Piece::Black);  // not the same piece as now: stays
  p.history.push_back(SeenPosition{earlier.board, 1});
  Position q = without_piece(p, 0);
  EXPECT_EQ(q.board.at_index(0), Piece::Empty);
  EXPECT_EQ(q.history[0].board.at_index(0), Piece::Empty);
  q = without_piece(p, 2);
  EXPECT_EQ(q.history[0].board.at_index(2), Piece::Black);
  // One round keeps what the predicate needs: the white stone.
  EXPECT_TRUE(remove_pieces(p, [](const Position& r) { return r.board.at_index(2) == Piece::White; }));
  EXPECT_EQ(pieces(p.board), 1);
  EXPECT_FALSE(remove_pieces(p, [](const Position& r) { return r.board.at_index(2) == Piece::White; }));
}

}  // namespace
}  // namespace tg::shrink
