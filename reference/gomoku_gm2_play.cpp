#include "reference/gomoku_gm2_play.h"

#include "reference/gomoku_gm6_end.h"
#include "vocab/labels.h"

namespace tg::ref {

namespace {

// A point as the refusals write it (integer coordinates, GM-1.1).
std::string at(Point p) { return "(" + format_point(p, LabelSet::Integer) + ")"; }

// A refused move (GM-2.1, GM-6.1, GM-4.11): the reason and a sentence.
MoveOutcome refuse(Illegal reason, std::string explanation) {
  MoveOutcome out;
  out.illegal = reason;
  out.explanation = std::move(explanation);
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
    return refuse(Illegal::GameOver, "the game has ended (GM-6.1, D-34)");
  // Step 2, GM-2.1.
  const Slot slot = position.to_move();
  if (!fits_slot(slot, m))
    return refuse(Illegal::WrongSlot, "move " + std::to_string(position.next_move) + " is a " +
                                          std::string(side_name(slot.side)) +
                                          (slot.kind == SlotKind::Stone ? " stone" : " tris") + " move; a " +
                                          std::string(side_name(m.side)) + " " +
                                          std::string(move_kind_name(m.kind)) + " move does not fit it (GM-2.1)");
  if (m.kind == MoveKind::Emergency)
    return refuse(Illegal::Emergency, "conversion off in TrisGomoku: a tris slot takes a tris or a pass (GM-6.2)");
  MoveOutcome out;
  Board board = position.board;
  if (!m.is_pass()) {
    // Step 3.
    if (!board.size().contains(m.point))
      return refuse(Illegal::OffBoard, at(m.point) + " is not a point of the board (GM-1.1)");
    if (board.at(m.point) != Piece::Empty)
      return refuse(Illegal::Occupied, at(m.point) + " is already occupied (GM-2.3)");
    // Step 4: Board::set leaves the new tris neutral (GM-2.2).
    board.set(m.point, m.piece());
    // Step 5: the mover is the side of the slot (GM-2.5).
    Encircled e = encircle(board, m.point, m.side, position.rules.encirclement);
    if (e.illegal != Illegal::None) return refuse(e.illegal, e.explanation);
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
