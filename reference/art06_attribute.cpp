#include "reference/art06_attribute.h"

#include "reference/menggo2013_bonds.h"

namespace tg::ref {

Attribute attribute_rule(int by, int wy, int bo, int wo, const Ruleset& rules, std::string& branch) {
  // TG-6.1: no adjacent string with a private eye: neutral.
  if (by + wy == 0) {
    branch = "6.1";
    return Attribute::Neutral;
  }
  // TG-6.2.1 / TG-6.2.2: more private-eyed strings of one colour wins.
  if (by > wy) {
    branch = "6.2.1";
    return Attribute::Black;
  }
  if (by < wy) {
    branch = "6.2.2";
    return Attribute::White;
  }
  // TG-6.2.3: a tie on private eyes is broken by the strings without one
  // (trisgo-2026); menggo-2019 Art. 4.4(2)c compares all adjacent strings,
  // which is the same comparison because By = Wy here (contradiction C-3).
  int black = bo, white = wo;
  if (rules.attribute_rule == AttributeRule::Menggo2019) {
    black = bo + by;
    white = wo + wy;
  }
  if (black > white) {
    branch = "6.2.3.1";
    return Attribute::Black;
  }
  if (black < white) {
    branch = "6.2.3.2";
    return Attribute::White;
  }
  branch = "6.2.3.3";
  return Attribute::Neutral;
}

std::vector<TrisInfo> tris_attributes(const Board& base, const Ruleset& rules,
                                      const std::vector<PrivateEyeInfo>& eyes) {
  // MengGo 2013 (attribute_rule=bonds, M13-5): bonds instead of this table.
  if (rules.attribute_rule == AttributeRule::Bonds) return bond_attributes(base);
  std::vector<TrisInfo> out;
  // One attribute per tris string, shared by all its pieces (TG-6.3).
  for (const PointSet& x : strings_of(base, Piece::Tris)) {
    TrisInfo info;
    info.points = x;
    // The four parameters count adjacent black and white strings of the base
    // board (TG-6.0, TG-5.2.1), split by their private-eye verdict (TG-4.3).
    for (const PrivateEyeInfo& s : eyes) {
      if (!strings_touch(x, s.string)) continue;
      if (s.colour == Side::Black) (s.has_private_eye ? info.by : info.bo) += 1;
      else (s.has_private_eye ? info.wy : info.wo) += 1;
    }
    info.attribute = attribute_rule(info.by, info.wy, info.bo, info.wo, rules, info.branch);
    out.push_back(info);
  }
  return out;
}

std::vector<TrisInfo> tris_attributes(const Board& base, const Ruleset& rules) {
  // MengGo 2013 (M13-5): no private eyes to judge.
  if (rules.attribute_rule == AttributeRule::Bonds) return bond_attributes(base);
  return tris_attributes(base, rules, private_eyes(base, rules));
}

}  // namespace tg::ref
