#include "vocab/board.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace tg {

std::string_view attribute_name(Attribute a) {
  switch (a) {
    case Attribute::Neutral: return "neutral";
    case Attribute::Black: return "black";
    case Attribute::White: return "white";
  }
  return "?";
}

void Board::set_attribute_index(int i, Attribute a) {
  if (a != Attribute::Neutral && cells_[i] != Piece::Tris)
    throw std::invalid_argument("only a tris carries an attribute");
  attributes_[i] = a;
}

int Board::count(Piece piece) const { return static_cast<int>(std::count(cells_.begin(), cells_.end(), piece)); }


Slot Position::to_move() const {
  if (rules.order != OrderRule::Flybomb) return rules.move_order().slot(next_move);
  return flybomb_next(rules, board.size(), flybomb, next_move).slot;
}

std::optional<Slot> Position::declining_slot() const {
  if (rules.order != OrderRule::Flybomb) return std::nullopt;
  return flybomb_next(rules, board.size(), flybomb, next_move).decline;
}

Slot Position::slot(int k) const {
  if (k >= next_move) return to_move();
  if (rules.order != OrderRule::Flybomb) return rules.move_order().slot(k);
  return flybomb_played_slot(flybomb, k);
}

Slot filled_slot(const Position& p, const Move& m) {
  const Slot slot = p.to_move();
  if (m.side == slot.side) return slot;
  return p.declining_slot().value_or(slot);
}

FlybombState flybomb_after(const Position& p, const Move& m) {
  FlybombState s = p.flybomb;
  if (p.rules.order == OrderRule::Flybomb && filled_slot(p, m).kind == SlotKind::Tris) s.thrown.push_back(p.next_move);
  return s;
}

Slot slot_after(const Position& p, const Move& m) {
  if (p.rules.order != OrderRule::Flybomb) return p.rules.move_order().slot(p.next_move + 1);
  return flybomb_next(p.rules, p.board.size(), flybomb_after(p, m), p.next_move + 1).slot;
}

Position free_order_turn(const Position& p, Side side) {
  if (p.to_move().side == side) return p;
  Position q = p;
  q.next_move += 1;
  q.passes = 0;
  return q;
}

const SeenPosition* Position::previous() const {
  if (history.empty() || history.back().next_move != next_move - 1) return nullptr;
  return &history.back();
}

}  // namespace tg
