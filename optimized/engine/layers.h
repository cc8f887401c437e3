#pragma once
// Art. 5 and Art. 6: the tris attributes derived from the base board and
// the holistic board they give (TG-5.2, D-05).
#include <memory>
#include <vector>

#include "optimized/engine/eyes.h"

namespace tg::opt {

struct TrisString {
  BB points;
  int by = 0, wy = 0, bo = 0, wo = 0;
  Attribute attribute = Attribute::Neutral;
  const char* branch = "";
  int black_bonds = 0, white_bonds = 0;  // attribute_rule=bonds (optimized/engine/bonds.h)
};

struct Layer {
  const Geo* g = nullptr;
  Stones s;      // the base board
  BB empty;
  std::vector<TrisString> tris;  // by first point
  BB hb, hw, nt;  // holistic black and white stones (attributed tris included), neutral tris
  const BB& hol(Side c) const { return c == Side::Black ? hb : hw; }
  // The private-eye records of the strings beside tris (for reuse by the
  // layers of the next boards) and the tris-bounded areas.
  std::vector<std::shared_ptr<const EyeRecord>> records;
  std::shared_ptr<const std::vector<BB>> areas;
};

// TG-6 table (trisgo-2026 or menggo-2019 tie-break); `branch` gets the branch.
Attribute attribute_rule(int by, int wy, int bo, int wo, const Ruleset& rules, const char*& branch);

// Derives the attributes and holistic board of a base board. With `eyes`,
// also the full private-eye report of every black and white string.
// With `from`, the layer of a board that differs from `s` only at the points
// `changed`: its eye records are reused where their footprint is untouched.
Layer make_layer(const Geo& g, const Stones& s, const Ruleset& rules, std::vector<PrivateEyeInfo>* eyes = nullptr,
                 const Layer* from = nullptr, const BB& changed = BB{});

// The holistic strings of `colour` (its holistic stones) without liberties.
BB dead_stones(const Layer& l, const BB& colour);

// D-42: the attribute changes from `before` to `after`.
std::vector<AttributeChange> attribute_changes(const Geo& g, const std::vector<TrisString>& before,
                                               const std::vector<TrisString>& after);

}  // namespace tg::opt
