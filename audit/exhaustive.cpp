// The units of an exhaustive phase (exhaustive.h).
#include "audit/exhaustive.h"

#include <algorithm>
#include <utility>

namespace tg::audit {
namespace {

std::uint64_t power(std::uint64_t b, int e) {
  std::uint64_t r = 1;
  while (e-- > 0) r *= b;
  return r;
}

// The k-combination of rank `rank` (lexicographic) of 0..n-1.
std::vector<int> unrank_combination(int n, int k, std::uint64_t rank) {
  std::vector<int> c;
  int x = 0;
  for (int i = 0; i < k; ++i) {
    for (;; ++x) {
      std::uint64_t with_x = binomial(n - x - 1, k - i - 1);
      if (rank < with_x) break;
      rank -= with_x;
    }
    c.push_back(x++);
  }
  return c;
}

// Symmetry reduction: a board is searched when no symmetric image comes
// earlier in the enumeration order (sorted occupied points, then their cells).
bool canonical(const std::vector<int>& points, const std::vector<int>& cells, BoardSize size) {
  const int n = static_cast<int>(points.size());
  std::vector<std::pair<int, int>> image(points.size());
  for (int s = 1; s < kSymmetries; ++s) {
    for (int i = 0; i < n; ++i) image[i] = {size.index(transform(size.point(points[i]), s)), cells[i]};
    std::sort(image.begin(), image.end());
    // compare (points..., cells...) lexicographically
    int cmp = 0;
    for (int i = 0; i < n && cmp == 0; ++i) cmp = image[i].first < points[i] ? -1 : image[i].first > points[i] ? 1 : 0;
    for (int i = 0; i < n && cmp == 0; ++i) cmp = image[i].second < cells[i] ? -1 : image[i].second > cells[i] ? 1 : 0;
    if (cmp < 0) return false;
  }
  return true;
}

}  // namespace

std::vector<Cell> exhaustive_alphabet(const SearchSpace& s) {
  std::vector<Cell> cells = {{Piece::Empty, Attribute::Neutral}, {Piece::Black, Attribute::Neutral},
                             {Piece::White, Attribute::Neutral}};
  if (s.with_tris) {
    cells.push_back({Piece::Tris, Attribute::Neutral});
    if (s.rules.game == Game::Gomoku) {
      cells.push_back({Piece::Tris, Attribute::Black});
      cells.push_back({Piece::Tris, Attribute::White});
    }
  }
  return cells;
}

void put_cell(Board& b, int index, const Cell& c) {
  b.set_index(index, c.piece);
  if (c.attribute != Attribute::Neutral) b.set_attribute_index(index, c.attribute);
}

std::vector<int> exhaustive_slot_moves(const Ruleset& r) {
  std::vector<int> moves;
  for (Side side : {Side::Black, Side::White})
    for (SlotKind kind : {SlotKind::Stone, SlotKind::Tris})
      if (auto m = first_move_with_slot(r, side, kind)) moves.push_back(*m);
  std::sort(moves.begin(), moves.end());
  return moves;
}

std::uint64_t binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  std::uint64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return r;
}

std::uint64_t exhaustive_boards(int points, int pieces, std::uint64_t colours) {
  std::uint64_t total = 0;
  for (int k = 0; k <= std::min(pieces, points); ++k) total += binomial(points, k) * power(colours, k);
  return total;
}

ExhaustiveUnits::ExhaustiveUnits(const SearchSpace& s, int size)
    : s_(s), size_(*BoardSize::make(size)), cells_(exhaustive_alphabet(s)), slots_(exhaustive_slot_moves(s.rules)) {}

std::uint64_t ExhaustiveUnits::units(int pieces) const {
  return exhaustive_boards(size_.points(), pieces, cells_.size() - 1) * slots_.size();
}

const ExhaustiveUnits::Unranked& ExhaustiveUnits::unrank(std::uint64_t board) const {
  if (last_.board == board) return last_;
  last_.board = board;
  const int points = size_.points();
  const std::uint64_t colours = cells_.size() - 1;
  int k = 0;
  for (;; ++k) {
    const std::uint64_t here = binomial(points, k) * power(colours, k);
    if (board < here) break;
    board -= here;
  }
  last_.pieces = k;
  const std::uint64_t colourings = power(colours, k);
  last_.points = unrank_combination(points, k, board / colourings);
  std::uint64_t colouring = board % colourings;
  last_.cells.assign(static_cast<std::size_t>(k), 0);
  for (int i = k - 1; i >= 0; --i) {
    last_.cells[static_cast<std::size_t>(i)] = 1 + static_cast<int>(colouring % colours);
    colouring /= colours;
  }
  last_.kept = !s_.symmetry || canonical(last_.points, last_.cells, size_);
  return last_;
}

bool ExhaustiveUnits::kept(std::uint64_t board, int& pieces) const {
  const Unranked& u = unrank(board);
  pieces = u.pieces;
  return u.kept;
}

std::optional<Position> ExhaustiveUnits::position(std::uint64_t unit, int& pieces) const {
  const std::uint64_t slots = slots_.size();
  const Unranked& u = unrank(unit / slots);
  pieces = u.pieces;
  if (!u.kept) return std::nullopt;
  Position p(size_, s_.rules);
  for (int i = 0; i < u.pieces; ++i)
    put_cell(p.board, u.points[static_cast<std::size_t>(i)], cells_[static_cast<std::size_t>(u.cells[static_cast<std::size_t>(i)])]);
  p.next_move = slots_[unit % slots];
  return p;
}

}  // namespace tg::audit
