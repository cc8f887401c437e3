#include "reference/gomoku_gm6_end.h"

#include "reference/art11_end.h"
#include "reference/gomoku_gm2_play.h"

namespace tg::ref {

Winner double_five_winner(DoubleFive rule, Side mover) {
  // GM-5.3, D-22.
  switch (rule) {
    case DoubleFive::Mover: return mover == Side::Black ? Winner::Black : Winner::White;
    case DoubleFive::NonMover: return mover == Side::Black ? Winner::White : Winner::Black;
    case DoubleFive::Draw: break;
  }
  return Winner::Draw;
}

GomokuResult gomoku_result(const Position& p) {
  // GM-6.1 in its order: fives, passes, full board.
  const std::vector<Five> found = fives(p.board);
  const bool black = has_five(found, Side::Black), white = has_five(found, Side::White);
  if (black && white) {
    // GM-5.3: the mover is the side of the last move's slot; a board that
    // holds both fives before any move has no mover: a draw.
    if (p.next_move <= 1) return {GomokuEnd::BothFives, Winner::Draw};
    const Side mover = p.rules.move_order().slot(p.next_move - 1).side;
    return {GomokuEnd::BothFives, double_five_winner(p.rules.double_five, mover)};
  }
  if (black) return {GomokuEnd::Five, Winner::Black};
  if (white) return {GomokuEnd::Five, Winner::White};
  // D-34 with D-13: the passes end the game exactly as in TrisGo.
  if (game_ended(p)) return {GomokuEnd::Passes, Winner::Draw};
  if (p.board.count(Piece::Empty) == 0) return {GomokuEnd::FullBoard, Winner::Draw};
  return {GomokuEnd::None, Winner::Draw};
}

// GM-6.1.
bool gomoku_ended(const Position& p) { return gomoku_result(p).end != GomokuEnd::None; }

std::vector<Move> gomoku_legal_moves(const Position& p) {
  // GM-2.3: any empty point takes the slot's piece; GM-2.4: the pass. Under
  // encirclement=fixed-point a move whose flips cycle is refused (GM-4.11,
  // D-21): it is not legal, so it is not listed (the interface lists exactly
  // the moves play() accepts).
  std::vector<Move> out;
  if (gomoku_ended(p)) return out;
  const Slot slot = p.to_move();
  const MoveKind kind = slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris;
  for (Point q : p.board.size().all_points()) {
    if (p.board.at(q) != Piece::Empty) continue;
    const Move m{slot.side, kind, q};
    if (p.rules.encirclement == Encirclement::FixedPoint && !gomoku_play(p, m).legal()) continue;
    out.push_back(m);
  }
  out.push_back(Move{slot.side, MoveKind::Pass, {}});
  return out;
}

Score gomoku_score(const Position& p) {
  // GM-6.2.
  Score s;
  s.winner = gomoku_result(p).winner;
  return s;
}

}  // namespace tg::ref
