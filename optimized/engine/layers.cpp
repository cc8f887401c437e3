#include "optimized/engine/layers.h"

#include <algorithm>
#include <optional>

#include "optimized/engine/bonds.h"

namespace tg::opt {

Attribute attribute_rule(int by, int wy, int bo, int wo, const Ruleset& rules, const char*& branch) {
  if (by + wy == 0) {
    branch = "6.1";
    return Attribute::Neutral;
  }
  if (by > wy) {
    branch = "6.2.1";
    return Attribute::Black;
  }
  if (by < wy) {
    branch = "6.2.2";
    return Attribute::White;
  }
  int black = bo, white = wo;
  if (rules.attribute_rule == AttributeRule::Menggo2019) {
    black += by;
    white += wy;
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

Layer make_layer(const Geo& g, const Stones& s, const Ruleset& rules, std::vector<PrivateEyeInfo>* eyes,
                 const Layer* from, const BB& changed) {
  // MengGo 2013: attributes by bonds, no private eyes (M13-5).
  if (rules.attribute_rule == AttributeRule::Bonds) {
    if (eyes) eyes->clear();
    return bond_layer(g, s);
  }
  Layer l;
  l.g = &g;
  l.s = s;
  l.empty = andnot(g.on, s.occupied());
  std::optional<EyeBoard> eb;
  if (eyes) {
    eb.emplace(g, s);
    eyes->clear();
    std::vector<std::pair<BB, Side>> strings;
    for (const BB& b : components(s.black)) strings.emplace_back(b, Side::Black);
    for (const BB& w : components(s.white)) strings.emplace_back(w, Side::White);
    std::sort(strings.begin(), strings.end(),
              [](const auto& a, const auto& b) { return a.first.lowest() < b.first.lowest(); });
    for (const auto& [str, c] : strings) {
      eyes->push_back(private_eye_info(*eb, str, c, rules));
    }
  }
  l.hb = s.black;
  l.hw = s.white;
  if (s.tris.none()) return l;
  auto eye_board = [&]() -> const EyeBoard& {
    if (!eb) {
      if (from && from->areas && from->s.tris == s.tris) {
        eb.emplace(g, s, from->areas.get());
        l.areas = from->areas;
      } else {
        eb.emplace(g, s);
      }
    }
    if (!l.areas) l.areas = std::make_shared<const std::vector<BB>>(eb->areas);
    return *eb;
  };
  // The tris strings: the previous layer's when the tris did not change (a
  // stone move), else by flood fill.
  std::vector<BB> tris_strings;
  if (from && from->s.tris == s.tris) {
    tris_strings.reserve(from->tris.size());
    for (const TrisString& t : from->tris) tris_strings.push_back(t.points);
  } else {
    tris_strings = components(s.tris);
  }
  // The black and white strings beside a tris, each flooded once (a string
  // beside many tris strings would otherwise be flooded once per tris
  // string), numbered through `label` by bit.
  std::array<std::int16_t, kBits> label;
  std::vector<BB> strings;
  std::vector<Side> colours;
  const BB near = g.dilate(s.tris);
  for (Side c : {Side::Black, Side::White}) {
    const BB& own = c == Side::Black ? s.black : s.white;
    for (BB seeds = near & own; seeds.any();) {
      const BB str = Geo::flood(BB::bit(seeds.lowest()), own);
      seeds = andnot(seeds, str);
      for (BB b = str; b.any();) label[static_cast<std::size_t>(b.pop())] = static_cast<std::int16_t>(strings.size());
      strings.push_back(str);
      colours.push_back(c);
    }
  }
  // The previous layer's eye records by their string's first bit.
  std::array<std::int16_t, kBits> old_record;
  if (from) {
    old_record.fill(-1);
    for (std::size_t i = 0; i < from->records.size(); ++i)
      old_record[static_cast<std::size_t>(from->records[i]->string.lowest())] = static_cast<std::int16_t>(i);
  }
  // The private-eye verdict of each string (-1: not judged yet), judged once.
  std::vector<signed char> verdicts(strings.size(), -1);
  auto verdict_of_string = [&](std::size_t k) {
    signed char& v = verdicts[k];
    if (v >= 0) return v;
    const BB& str = strings[k];
    const EyeBoard& board = eye_board();
    std::shared_ptr<const EyeRecord> rec;
    if (from) {
      const int i = old_record[static_cast<std::size_t>(str.lowest())];
      if (i >= 0) {
        const auto& old = from->records[static_cast<std::size_t>(i)];
        if (old->string == str && !intersects(old->footprint, changed)) rec = old;
      }
    }
    if (!rec) rec = std::make_shared<const EyeRecord>(eye_record(board, str, colours[k], rules));
    v = verdict_of(board, *rec) ? 1 : 0;
    l.records.push_back(std::move(rec));
    return v;
  };
  // Which tris string last counted each string (a string touching one tris
  // string at several points counts once).
  std::vector<int> counted(strings.size(), -1);
  l.tris.reserve(tris_strings.size());
  for (std::size_t ti = 0; ti < tris_strings.size(); ++ti) {
    const BB& t = tris_strings[ti];
    TrisString ts;
    ts.points = t;
    const BB around = g.adjacent(t);
    for (BB a = around & (s.black | s.white); a.any();) {
      const std::size_t k = static_cast<std::size_t>(label[static_cast<std::size_t>(a.pop())]);
      if (counted[k] == static_cast<int>(ti)) continue;
      counted[k] = static_cast<int>(ti);
      const bool eye = verdict_of_string(k) != 0;
      if (colours[k] == Side::Black) (eye ? ts.by : ts.bo) += 1;
      else (eye ? ts.wy : ts.wo) += 1;
    }
    ts.attribute = attribute_rule(ts.by, ts.wy, ts.bo, ts.wo, rules, ts.branch);
    if (ts.attribute == Attribute::Black) l.hb |= t;
    else if (ts.attribute == Attribute::White) l.hw |= t;
    else l.nt |= t;
    l.tris.push_back(ts);
  }
  return l;
}

BB dead_stones(const Layer& l, const BB& colour) {
  const BB alive = Geo::flood(colour & l.g->dilate(l.empty), colour);
  return andnot(colour, alive);
}

std::vector<AttributeChange> attribute_changes(const Geo& g, const std::vector<TrisString>& before,
                                               const std::vector<TrisString>& after) {
  std::vector<AttributeChange> out;
  BB old_all;
  for (const TrisString& t : before) old_all |= t.points;
  for (const TrisString& t : after) {
    Attribute from = Attribute::Neutral;
    const int first_old = (t.points & old_all).lowest();
    if (first_old >= 0)
      for (const TrisString& o : before)
        if (o.points.test(first_old)) {
          from = o.attribute;
          break;
        }
    if (from != t.attribute) out.push_back(AttributeChange{points_of(g, t.points), from, t.attribute});
  }
  return out;
}

}  // namespace tg::opt
