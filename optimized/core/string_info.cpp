#include "optimized/core/string_info.h"

#include <algorithm>

namespace tg::opt {

std::vector<StringInfo> strings_with_liberties(const Geo& g, const BB& empty,
                                               std::initializer_list<std::pair<Piece, BB>> kinds) {
  std::vector<std::pair<BB, Piece>> all;
  for (const auto& [kind, set] : kinds)
    for (const BB& s : components(set)) all.emplace_back(s, kind);
  std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.first.lowest() < b.first.lowest(); });
  std::vector<StringInfo> out;
  out.reserve(all.size());
  for (const auto& [s, kind] : all) out.push_back(StringInfo{kind, points_of(g, s), points_of(g, g.dilate(s) & empty)});
  return out;
}

}  // namespace tg::opt
