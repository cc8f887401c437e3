#include "vocab/board.h"

#include <algorithm>

namespace tg {

int Board::count(Piece piece) const { return static_cast<int>(std::count(cells_.begin(), cells_.end(), piece)); }

const SeenPosition* Position::previous() const {
  if (history.empty() || history.back().next_move != next_move - 1) return nullptr;
  return &history.back();
}

}  // namespace tg
