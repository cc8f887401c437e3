#include "reference/art12_dead.h"

#include <stdexcept>

#include "vocab/labels.h"

namespace tg::ref {

Board remove_agreed_dead(const Layers& now, const std::vector<Point>& dead) {
  // TG-12.2, D-14, TG-5.2, D-43.
  Board base = now.base;
  for (Point p : dead) {
    const std::string where = "(" + format_point(p, LabelSet::Integer) + ")";
    if (!now.holistic.size().contains(p))
      throw std::invalid_argument("agreed dead point " + where + " is not on the board (Art. 12, D-14)");
    Piece kind = now.holistic.at(p);
    if (kind != Piece::Black && kind != Piece::White)
      throw std::invalid_argument("agreed dead point " + where +
                                  " holds no black or white stone on the holistic board (Art. 12, D-14)");
    // The whole holistic string, judged on the board as it stood.
    for (Point q : string_at(now.holistic, p)) base.set(q, Piece::Empty);
  }
  return base;
}

}  // namespace tg::ref
