#include "cli/rules_flag.h"

#include "vocab/error.h"

namespace tg::cli {

void check_pieces_fit_rules(const Position& p) {
  const bool tris_slots = p.rules.move_order().has_tris_slots();
  auto check = [&](const Board& board) {
    for (int i = 0; i < board.size().points(); ++i) {
      if (p.rules.game != Game::Gomoku && board.attribute_at_index(i) != Attribute::Neutral)
        throw ParseError(SourceLocation{"--rules", 0, 0},
                         "the position holds tris with a stored attribute (B/W cells), which exist only in "
                         "TrisGomoku (game=gomoku); TrisGo derives attributes from the board (TG-5.2)");
      if (!tris_slots && board.at_index(i) == Piece::Tris)
        throw ParseError(SourceLocation{"--rules", 0, 0},
                         "the position holds tris, but the rules (" + to_string(p.rules) +
                             ") have no tris pieces (their move order has no tris slot)");
    }
  };
  check(p.board);
  for (const SeenPosition& seen : p.history) check(seen.board);
}

}  // namespace tg::cli
