// TG-5.1.2, D-15: permanent life ("has two true eyes") as Benson's
// unconditional life on the holistic board. Neutral tris are off-board
// (TG-5.2.3); attributed tris are already written as the stones they count
// as (TG-5.2.4, D-05). An approximation: attribute changes caused by moves
// elsewhere can in principle undo it (BRIEF 5.5).
#include "reference/art04_regions_eyes.h"
#include "reference/art05_layers.h"

#include <algorithm>

namespace tg::ref {
namespace {

// Benson's algorithm for one colour: the strings of `own` that survive.
std::vector<PointSet> unconditionally_alive(const Board& holistic, Piece own) {
  const BoardSize size = holistic.size();
  // The colour's strings, and which string each point belongs to.
  const std::vector<PointSet> strings = strings_of(holistic, own);
  std::vector<int> string_of(size.points(), -1);
  for (std::size_t i = 0; i < strings.size(); ++i)
    for (Point p : strings[i]) string_of[size.index(p)] = static_cast<int>(i);
  // The colour's enclosed regions: maximal connected sets of points that are
  // neither its stones nor tris.
  const std::vector<PointSet> regions = enclosed_regions(holistic, own);

  // touches[r][s]: region r borders string s. vital[r][s]: r borders s and
  // every EMPTY point of r is a liberty of s.
  const std::size_t ns = strings.size(), nr = regions.size();
  std::vector<std::vector<bool>> touches(nr, std::vector<bool>(ns, false));
  std::vector<std::vector<bool>> vital(nr, std::vector<bool>(ns, false));
  for (std::size_t r = 0; r < nr; ++r) {
    // Count, for each string, the empty points of r that are its liberties;
    // r is vital to s when that count is all of r's empty points.
    int empty_points = 0;
    std::vector<int> liberties_of(ns, 0);
    for (Point p : regions[r]) {
      std::vector<int> next_to;  // the strings beside p, each once
      for (Point n : size.neighbours(p)) {
        int s = string_of[size.index(n)];
        if (s >= 0 && std::find(next_to.begin(), next_to.end(), s) == next_to.end()) next_to.push_back(s);
      }
      for (int s : next_to) touches[r][s] = true;
      if (holistic.at(p) != Piece::Empty) continue;
      ++empty_points;
      for (int s : next_to) ++liberties_of[s];
    }
    for (std::size_t s = 0; s < ns; ++s) vital[r][s] = touches[r][s] && liberties_of[s] == empty_points;
  }

  // Repeat until nothing changes: remove every string with fewer than two
  // vital regions left, then every region bordering a removed string.
  std::vector<bool> string_in(ns, true), region_in(nr, true);
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t s = 0; s < ns; ++s) {
      if (!string_in[s]) continue;
      int vital_regions = 0;
      for (std::size_t r = 0; r < nr; ++r) vital_regions += region_in[r] && vital[r][s];
      if (vital_regions < 2) {
        string_in[s] = false;
        changed = true;
      }
    }
    for (std::size_t r = 0; r < nr; ++r) {
      if (!region_in[r]) continue;
      for (std::size_t s = 0; s < ns; ++s)
        if (touches[r][s] && !string_in[s]) {
          region_in[r] = false;
          changed = true;
          break;
        }
    }
  }
  std::vector<PointSet> alive;
  for (std::size_t s = 0; s < ns; ++s)
    if (string_in[s]) alive.push_back(strings[s]);
  return alive;
}

}  // namespace

PointSet permanently_alive_points(const Board& holistic) {
  // TG-5.1.2, D-15: both colours, each judged on its own.
  PointSet out;
  for (Piece own : {Piece::Black, Piece::White})
    for (const PointSet& s : unconditionally_alive(holistic, own)) out.insert(out.end(), s.begin(), s.end());
  canonicalize(holistic, out);
  return out;
}

}  // namespace tg::ref
