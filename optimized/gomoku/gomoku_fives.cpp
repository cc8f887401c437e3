#include "optimized/gomoku/gomoku_fives.h"

#include <algorithm>

namespace tg::opt {

namespace {

// Bits b with b, b+d, ..., b+4d all in x: three shifts instead of four, and
// none longer than 2d (shl/shr take at most 63 bits; 4 * 21 would not fit).
BB window_starts(const BB& x, int d) {
  const BB two = x & shr(x, d);            // b, b+d
  const BB four = two & shr(two, 2 * d);   // b .. b+3d
  return four & shr(four, d);              // b .. b+4d
}

}  // namespace

BB five_starts(const BB& x, int d) { return andnot(window_starts(x, d), shl(x, d)); }

bool has_five(const BB& x) {
  for (int d : kLineSteps)
    if (window_starts(x, d).any()) return true;
  return false;
}

bool five_through(const BB& x, int b) {
  for (int d : kLineSteps) {
    int run = 1;
    for (int q = b + d; q < kBits && x.test(q); q += d) ++run;
    for (int q = b - d; q >= 0 && x.test(q); q -= d) ++run;
    if (run >= 5) return true;
  }
  return false;
}

std::vector<Five> all_fives(const Geo& g, const GBoard& board) {
  struct Run {
    Side side;
    std::vector<int> bits;  // bit order is index order, so these compare like indices
  };
  std::vector<Run> runs;
  for (Side side : {Side::Black, Side::White}) {
    const BB x = board.ext(side);
    for (int d : kLineSteps)
      for (BB starts = five_starts(x, d); starts.any();) {
        Run r{side, {}};
        for (int q = starts.pop(); q < kBits && x.test(q); q += d) r.bits.push_back(q);
        runs.push_back(std::move(r));
      }
  }
  std::sort(runs.begin(), runs.end(), [](const Run& a, const Run& b) {
    if (a.side != b.side) return a.side < b.side;
    return a.bits < b.bits;
  });
  std::vector<Five> out;
  out.reserve(runs.size());
  for (const Run& r : runs) {
    Five f{r.side, {}};
    for (int q : r.bits) f.points.push_back(g.point(q));
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace tg::opt
