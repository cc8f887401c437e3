#include "reference/gomoku_gm3_strings.h"

#include <algorithm>

namespace tg::ref {

namespace {

// A plain flood fill from `start` over the points `member` accepts (GM-3.2
// adjacency: the on-board orthogonal neighbours; off-board points are never
// members, D-46).
template <class Member>
PointSet flood(const Board& board, Point start, Member member) {
  PointSet found{start};
  std::vector<Point> frontier{start};
  while (!frontier.empty()) {
    const Point q = frontier.back();
    frontier.pop_back();
    for (Point r : board.size().neighbours(q)) {
      if (member(r) && !contains(found, r)) {
        found.push_back(r);
        frontier.push_back(r);
      }
    }
  }
  canonicalize(board, found);
  return found;
}

// Every maximal set `string_at` finds, starting from each point `member`
// accepts in index order (so the sets come ordered by first point).
template <class Member, class StringAt>
std::vector<PointSet> all_sets(const Board& board, Member member, StringAt string_at) {
  std::vector<PointSet> out;
  PointSet seen;
  for (Point p : board.size().all_points()) {
    if (!member(p) || contains(seen, p)) continue;
    PointSet s = string_at(p);
    seen.insert(seen.end(), s.begin(), s.end());
    out.push_back(s);
  }
  return out;
}

}  // namespace

bool same_gomoku_kind(const Board& board, Point a, Point b) {
  // GM-3.3, D-20.
  const Piece pa = board.at(a);
  if (pa == Piece::Empty || pa != board.at(b)) return false;
  return pa != Piece::Tris || board.attribute(a) == board.attribute(b);
}

PointSet gomoku_string_at(const Board& board, Point p) {
  // GM-3.3, D-20: grow through neighbours of the same kind (and, for tris,
  // the same attribute).
  return flood(board, p, [&](Point q) { return same_gomoku_kind(board, p, q); });
}

std::vector<PointSet> gomoku_strings(const Board& board) {
  // GM-3.3: every piece belongs to exactly one string.
  return all_sets(
      board, [&](Point q) { return board.at(q) != Piece::Empty; },
      [&](Point q) { return gomoku_string_at(board, q); });
}

std::vector<StringInfo> gomoku_string_infos(const Board& board) {
  // GM-3.1, GM-3.3, D-20.
  std::vector<StringInfo> out;
  for (const PointSet& s : gomoku_strings(board))
    out.push_back(StringInfo{board.at(s.front()), s, liberties(board, s)});
  return out;
}

// GM-3.4: black stones go with black-attribute tris, white with white.
Attribute attribute_of(Side side) { return side == Side::Black ? Attribute::Black : Attribute::White; }

bool is_colour(const Board& board, Point p, Side side) {
  // GM-3.4: a stone of that colour, or a tris carrying it.
  if (board.at(p) == stone_of(side)) return true;
  return is_tris_of(board, p, attribute_of(side));
}

bool is_tris_of(const Board& board, Point p, Attribute a) {
  // GM-1.2: the attribute is stored on the board.
  return board.at(p) == Piece::Tris && board.attribute(p) == a;
}

PointSet extended_string_at(const Board& board, Point p, Side side) {
  // GM-3.4: the black (white) string together with the black (white)
  // attribute tris strings it touches, taken to the maximal connected set.
  return flood(board, p, [&](Point q) { return is_colour(board, q, side); });
}

std::vector<PointSet> extended_strings(const Board& board, Side side) {
  // GM-3.4.
  return all_sets(
      board, [&](Point q) { return is_colour(board, q, side); },
      [&](Point q) { return extended_string_at(board, q, side); });
}

std::vector<StringInfo> extended_string_infos(const Board& board) {
  // GM-3.4 with GM-3.1; black and white strings never share a point, so
  // ordering by first point is a total order.
  std::vector<StringInfo> out;
  for (Side side : {Side::Black, Side::White})
    for (const PointSet& s : extended_strings(board, side))
      out.push_back(StringInfo{stone_of(side), s, liberties(board, s)});
  const BoardSize size = board.size();
  std::sort(out.begin(), out.end(), [&](const StringInfo& a, const StringInfo& b) {
    return size.index(a.points.front()) < size.index(b.points.front());
  });
  return out;
}

std::vector<PointSet> tris_strings(const Board& board, Attribute a) {
  // GM-3.3, D-20: tris strings of one attribute.
  return all_sets(
      board, [&](Point q) { return is_tris_of(board, q, a); },
      [&](Point q) { return gomoku_string_at(board, q); });
}

std::vector<PointSet> tris_strings_within(const Board& board, Attribute a, const PointSet& within) {
  // A tris string of attribute a is connected and of one colour, so it lies
  // wholly inside any extended string (or whole) that holds one of its
  // points: testing the first point is enough.
  std::vector<PointSet> out;
  for (const PointSet& s : tris_strings(board, a))
    if (contains(within, s.front())) out.push_back(s);
  return out;
}

std::vector<TrisInfo> gomoku_tris(const Board& board) {
  // GM-1.2: the attribute is read from the board, never derived.
  std::vector<TrisInfo> out;
  for (const PointSet& s : gomoku_strings(board)) {
    if (board.at(s.front()) != Piece::Tris) continue;
    TrisInfo t;
    t.points = s;
    t.attribute = board.attribute(s.front());
    out.push_back(t);
  }
  return out;
}

}  // namespace tg::ref
