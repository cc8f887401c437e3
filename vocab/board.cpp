#include "vocab/board.h"

#include <algorithm>
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

const SeenPosition* Position::previous() const {
  if (history.empty() || history.back().next_move != next_move - 1) return nullptr;
  return &history.back();
}

}  // namespace tg
