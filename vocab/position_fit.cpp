#include "vocab/position_fit.h"

#include "vocab/error.h"

namespace tg {

void check_pieces_fit(const Position& p, const std::string& where) {
  const bool plain_go = p.rules.order == OrderRule::Alternate;  // FlyBombGo's flybombs become tris
  auto check = [&](const Board& board, const std::string& which) {
    const int n = board.size().n();
    for (int i = 0; i < board.size().points(); ++i) {
      const std::string cell = "row " + std::to_string(i / n + 1) + ", column " + std::to_string(i % n + 1) + " of " + which;
      if (p.rules.game != Game::Gomoku && board.attribute_at_index(i) != Attribute::Neutral)
        throw ParseError(SourceLocation{where, 0, 0},
                         "the position holds tris with a stored attribute (B/W cells), which exist only in "
                         "TrisGomoku (game=gomoku); TrisGo derives attributes from the board (TG-5.2)");
      if (plain_go && board.at_index(i) == Piece::Tris)
        throw ParseError(SourceLocation{where, 0, 0},
                         "the position holds a tris (" + cell + "), but the rules (" + to_string(p.rules) +
                             ") have no tris pieces (order=alternate: plain Go places none)");
    }
  };
  check(p.board, "the board");
  for (const SeenPosition& seen : p.history) check(seen.board, "'seen: " + std::to_string(seen.next_move) + "'");
}

}  // namespace tg
