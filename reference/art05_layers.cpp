#include "reference/art05_layers.h"

#include <algorithm>

namespace tg::ref {

Board holistic_board(const Board& base, const std::vector<TrisInfo>& tris) {
  // TG-5.2.2: a black-attribute tris string counts as black stones, a
  // white-attribute one as white stones; a neutral one stays a hole. Every
  // piece of the string has the string's attribute (TG-6.3).
  Board holistic = base;
  for (const TrisInfo& t : tris) {
    if (t.attribute == Attribute::Neutral) continue;
    Piece as = t.attribute == Attribute::Black ? Piece::Black : Piece::White;
    for (Point p : t.points) holistic.set(p, as);
  }
  return holistic;
}

namespace {
std::vector<StringInfo> strings_with_liberties(const Board& board, std::initializer_list<Piece> kinds) {
  std::vector<StringInfo> out;
  for (Piece kind : kinds)
    for (const PointSet& s : strings_of(board, kind)) out.push_back(StringInfo{kind, s, liberties(board, s)});
  // Canonical order: by first point.
  std::sort(out.begin(), out.end(), [&](const StringInfo& a, const StringInfo& b) {
    return board.size().index(a.points.front()) < board.size().index(b.points.front());
  });
  return out;
}
}  // namespace

std::vector<StringInfo> base_strings(const Board& base) {
  return strings_with_liberties(base, {Piece::Black, Piece::White, Piece::Tris});
}

std::vector<StringInfo> holistic_strings(const Board& holistic) {
  return strings_with_liberties(holistic, {Piece::Black, Piece::White});
}

}  // namespace tg::ref
