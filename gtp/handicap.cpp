#include "gtp/handicap.h"

#include <algorithm>

namespace tg::gtp {

int max_fixed_handicap(BoardSize size) { return size.n() < 7 ? 0 : size.n() == 7 ? 4 : 9; }

std::optional<std::vector<Point>> fixed_handicap(int stones, BoardSize size) {
  if (stones < 2 || stones > max_fixed_handicap(size)) return std::nullopt;
  const int line = size.n() >= 13 ? 3 : 2;  // the 4th or the 3rd line, counted from 0
  const int lo = -size.half() + line, hi = size.half() - line;
  // The specification's order: the four corners, the centre when odd, then
  // the left and right sides, then the bottom and top sides.
  std::vector<Point> out = {{lo, lo}, {hi, hi}, {lo, hi}, {hi, lo}};
  out.resize(static_cast<std::size_t>(std::min(stones, 4)));
  if (stones >= 6) out.insert(out.end(), {{lo, 0}, {hi, 0}});
  if (stones >= 8) out.insert(out.end(), {{0, lo}, {0, hi}});
  if (stones == 5 || stones == 7 || stones == 9) out.push_back({0, 0});
  return out;
}

}  // namespace tg::gtp
