#include "reference/gomoku_gm2_play.h"

#include "reference/gomoku_gm6_end.h"

namespace tg::ref {

namespace {

// A refused move (GM-2.1, GM-6.1, GM-4.11): the category and the reason.
MoveOutcome refuse(Illegal category, Reason reason) {
  MoveOutcome out;
  out.illegal = category;
  out.reason = std::move(reason);
  return out;
}

// GM-2.1 (the TrisGo move order, TG-2.3): the side must be the slot's, a
// stone goes on a stone slot, a tris (or the conversion, refused next) on a
// tris slot; a pass fits any slot of the side (GM-2.4).
bool fits_slot(const Slot& slot, const Move& m) {
  if (m.side != slot.side) return false;
  switch (m.kind) {
    case MoveKind::Pass: return true;
    case MoveKind::Stone: return slot.kind == SlotKind::Stone;
    case MoveKind::Tris:
    case MoveKind::Emergency: return slot.kind == SlotKind::Tris;
  }
  return false;
}

}  // namespace

MoveOutcome gomoku_play(const Position& position, const Move& m) {
  // Step 1, GM-6.1.
  if (gomoku_ended(position))
    return refuse(Illegal::GameOver, make_reason(ReasonKind::GomokuGameOver));
  // Step 2, GM-2.1.
  const Slot slot = position.to_move();
  if (!fits_slot(slot, m))
    return refuse(Illegal::WrongSlot,
                  make_reason(ReasonKind::GomokuWrongSlot, position.next_move, slot.side, slot.kind, m.side, m.kind));
  if (m.kind == MoveKind::Emergency)
    return refuse(Illegal::Emergency, make_reason(ReasonKind::GomokuConversionOff));
  MoveOutcome out;
  Board board = position.board;
  if (!m.is_pass()) {
    // Step 3.
    if (!board.size().contains(m.point))
      return refuse(Illegal::OffBoard, make_reason(ReasonKind::GomokuOffBoard, m.point));
    if (board.at(m.point) != Piece::Empty)
      return refuse(Illegal::Occupied, make_reason(ReasonKind::GomokuOccupied, m.point));
    // Step 4: Board::set leaves the new tris neutral (GM-2.2).
    board.set(m.point, m.piece());
    // Step 5: the mover is the side of the slot (GM-2.5).
    Encircled e = encircle(board, m.point, m.side, position.rules.encirclement);
    if (e.illegal != Illegal::None) return refuse(e.illegal, e.reason);
    board = e.board;
    out.changes = std::move(e.changes);
    out.encircled = std::move(e.encircled);
    out.overruled = std::move(e.overruled);
  }
  Position after = position;
  after.board = board;
  after.next_move = position.next_move + 1;
  after.passes = m.is_pass() ? position.passes + 1 : 0;
  after.history.push_back(SeenPosition{position.board, position.next_move});
  out.after = std::move(after);
  return out;
}

}  // namespace tg::ref
