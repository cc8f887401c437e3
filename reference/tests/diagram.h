#pragma once
// Test helper: a Board from a diagram, one string per row, top row = highest
// y (TG-1.2): '.' empty, 'X' black, 'O' white, 'T' tris. The board must be square with
// an allowed size (odd, 3..19, TG-1.1); anything else throws std::invalid_argument.
#include <initializer_list>
#include <stdexcept>
#include <string>

#include "vocab/board.h"

namespace tg::ref::test {

inline Board diagram(std::initializer_list<std::string> rows) {
  const int n = static_cast<int>(rows.size());
  const auto size = BoardSize::make(n);
  if (!size) throw std::invalid_argument("diagram: " + std::to_string(n) + " rows is not a board size");
  Board board(*size);
  int row = 0;
  for (const std::string& line : rows) {
    if (static_cast<int>(line.size()) != n)
      throw std::invalid_argument("diagram: row " + std::to_string(row) + " is not " + std::to_string(n) + " wide");
    for (int column = 0; column < n; ++column) {
      Piece piece = Piece::Empty;
      switch (line[column]) {
        case '.': piece = Piece::Empty; break;
        case 'X': piece = Piece::Black; break;
        case 'O': piece = Piece::White; break;
        case 'T': piece = Piece::Tris; break;
        default: throw std::invalid_argument(std::string("diagram: unknown cell '") + line[column] + "'");
      }
      board.set(Point{column - size->half(), size->half() - row}, piece);
    }
    ++row;
  }
  return board;
}

// The point in `column` (0 = leftmost) of row `row_from_top` (0 = top row).
inline Point at(const Board& board, int column, int row_from_top) {
  return Point{column - board.size().half(), board.size().half() - row_from_top};
}

}  // namespace tg::ref::test
