#include "optimized/layers.h"

#include <algorithm>
#include <optional>

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

void require_eye_rule(const Ruleset& rules) {
  if (rules.eye_rule == EyeRule::Menggo2019) throw EngineLimit("eye_rule menggo-2019 is not implemented yet");
}

const EyeRecord* Layer::record(const BB& string) const {
  const int first = string.lowest();
  for (const auto& r : records)
    if (r->string.test(first) && r->string == string) return r.get();
  return nullptr;
}

Layer make_layer(const Geo& g, const Stones& s, const Ruleset& rules, std::vector<PrivateEyeInfo>* eyes,
                 const Layer* from, const BB& changed) {
  require_eye_rule(rules);
  Layer l;
  l.g = &g;
  l.s = s;
  l.empty = andnot(g.on, s.occupied());
  // Private-eye verdicts by the first bit of each string: -1 not known yet.
  std::array<signed char, kBits> verdict;
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
  verdict.fill(-1);
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
  for (const BB& t : components(s.tris)) {
    TrisString ts;
    ts.points = t;
    const BB around = g.adjacent(t);
    for (Side c : {Side::Black, Side::White}) {
      const BB& own = c == Side::Black ? s.black : s.white;
      for (BB touching = Geo::flood(around & own, own); touching.any();) {
        const BB str = Geo::flood(BB::bit(touching.lowest()), own);
        touching = andnot(touching, str);
        signed char& v = verdict[str.lowest()];
        if (v < 0) {
          const EyeBoard& board = eye_board();
          const EyeRecord* old = from ? from->record(str) : nullptr;
          std::shared_ptr<const EyeRecord> rec;
          if (old && !intersects(old->footprint, changed)) {
            for (const auto& r : from->records)
              if (r.get() == old) rec = r;
          } else {
            rec = std::make_shared<const EyeRecord>(eye_record(board, str, c, rules));
          }
          v = verdict_of(board, *rec) ? 1 : 0;
          l.records.push_back(std::move(rec));
        }
        if (c == Side::Black) (v ? ts.by : ts.bo) += 1;
        else (v ? ts.wy : ts.wo) += 1;
      }
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
