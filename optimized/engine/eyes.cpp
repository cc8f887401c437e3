#include "optimized/engine/eyes.h"

#include "optimized/engine/eyes_menggo2019.h"

#include <algorithm>
#include <deque>

namespace tg::opt {

namespace {

// The on-board orthogonal neighbours of bit b in the order left, right, up,
// down (BoardSize::neighbours' order); returns how many.
int neighbours(const Geo& g, int b, int out[4]) {
  const int row = b / kStride, col = b % kStride;
  int k = 0;
  if (col > 0) out[k++] = b - 1;
  if (col < g.n - 1) out[k++] = b + 1;
  if (row > 0) out[k++] = b - kStride;
  if (row < g.n - 1) out[k++] = b + kStride;
  return k;
}

// The candidate regions of a string: components of the points that are
// neither tris nor `colour` stones, holding an empty point adjacent to the
// string, that are closed regions formed by `colour`; by first point.
std::vector<BB> candidate_regions(const EyeBoard& eb, const BB& string, Side colour) {
  const Geo& g = *eb.g;
  BB seeds = g.adjacent(string) & eb.empty;
  std::vector<BB> out;
  while (seeds.any()) {
    const EyeBoard::Region& r = eb.region_at(seeds.lowest(), colour);
    seeds = andnot(seeds, r.points);
    if (r.closed) out.push_back(r.points);
  }
  std::sort(out.begin(), out.end(), [](const BB& a, const BB& b) { return a.lowest() < b.lowest(); });
  return out;
}

// The empty strings inside R adjacent to S (TG-4.3.2's E), as one set.
BB adjacent_empty(const EyeBoard& eb, const BB& string, const BB& r) {
  BB seeds = eb.g->adjacent(string) & eb.empty & r;
  BB e;
  while (seeds.any()) {
    const BB& es = eb.empty_string_at(seeds.lowest());
    e |= es;
    seeds = andnot(seeds, es);
  }
  return e;
}

}  // namespace

EyeBoard::EyeBoard(const Geo& geo, const Stones& stones, const std::vector<BB>* known_areas) : g(&geo), s(stones) {
  empty = andnot(geo.on, s.occupied());
  areas = known_areas ? *known_areas : components(andnot(geo.on, s.tris));
}

bool EyeBoard::closed(const BB& r, Side colour) const {
  const int first = r.lowest();
  for (const BB& a : areas)
    if (a.test(first)) return andnot(andnot(a, own(colour)), r).any();
  return false;
}

const EyeBoard::Region& EyeBoard::region_at(int b, Side colour) const {
  std::deque<Region>& list = regions_[colour == Side::Black ? 0 : 1];
  for (const Region& r : list)
    if (r.points.test(b)) return r;
  const BB open = andnot(andnot(g->on, s.tris), own(colour));
  Region r;
  r.points = Geo::flood(BB::bit(b), open);
  r.closed = closed(r.points, colour);
  list.push_back(r);
  return list.back();
}

const BB& EyeBoard::empty_string_at(int b) const {
  for (const BB& e : empty_strings_)
    if (e.test(b)) return e;
  empty_strings_.push_back(Geo::flood(BB::bit(b), empty));
  return empty_strings_.back();
}

std::vector<RegionInfo> closed_regions(const EyeBoard& eb, Side colour) {
  const Geo& g = *eb.g;
  std::vector<RegionInfo> out;
  for (const BB& part : components(andnot(andnot(g.on, eb.s.tris), eb.own(colour)))) {
    if (!eb.closed(part, colour)) continue;
    out.push_back(RegionInfo{colour, points_of(g, part), intersects(part, eb.empty)});
  }
  return out;
}

namespace {

// TG-4.3.2 and TG-4.3.3 for one region R beside the string (closedness
// aside), by the closed form of the D-03 / D-04 findings.
bool region_passes(const EyeBoard& eb, const BB& string, Side colour, const BB& r, const BB& free_points,
                   const Ruleset& rules) {
  const Geo& g = *eb.g;
  const BB e = adjacent_empty(eb, string, r);
  const BB de = g.dilate(e);
  if (intersects(de, andnot(eb.own(colour), string))) return false;  // TG-4.3.2
  // TG-4.3.3 (D-02): are there inspected strings of the other colour?
  const BB& other = eb.other(colour);
  const bool inspected = rules.eye_inspect == EyeInspect::Adjacent ? intersects(de, other) : intersects(r, other);
  if (!inspected) return true;
  // The other colour wins iff R holds an empty point that touches no stone
  // of the string's colour.
  return !intersects(r, free_points);
}

}  // namespace

EyeRecord eye_record(const EyeBoard& eb, const BB& string, Side colour, const Ruleset& rules) {
  if (rules.eye_rule == EyeRule::Menggo2019) return menggo2019_eye_record(eb, string, colour);
  const Geo& g = *eb.g;
  EyeRecord rec;
  rec.string = string;
  rec.colour = colour;
  const BB free_points = andnot(eb.empty, g.dilate(eb.own(colour)));
  BB all = string;
  BB seeds = g.adjacent(string) & eb.empty;
  while (seeds.any()) {
    const BB& r = eb.region_at(seeds.lowest(), colour).points;
    seeds = andnot(seeds, r);
    all |= r;
    rec.regions.emplace_back(r, region_passes(eb, string, colour, r, free_points, rules));
  }
  rec.footprint = g.dilate(all);
  return rec;
}

bool verdict_of(const EyeBoard& eb, const EyeRecord& rec) {
  for (const auto& [r, passes] : rec.regions)
    if (passes && (rec.final_verdicts || eb.closed(r, rec.colour))) return true;
  return false;
}

bool has_private_eye(const EyeBoard& eb, const BB& string, Side colour, const Ruleset& rules) {
  if (rules.eye_rule == EyeRule::Menggo2019) return menggo2019_has_private_eye(eb, string, colour);
  const Geo& g = *eb.g;
  const BB free_points = andnot(eb.empty, g.dilate(eb.own(colour)));
  for (const BB& r : candidate_regions(eb, string, colour))
    if (region_passes(eb, string, colour, r, free_points, rules)) return true;
  return false;
}

EyeCandidate judge_inspected(const EyeBoard& eb, Side colour, const BB& r, const std::vector<BB>& w) {
  const Geo& g = *eb.g;
  const BB& own = eb.own(colour);
  const BB& other = eb.other(colour);
  EyeCandidate verdict;
  verdict.region = points_of(g, r);
  if (w.empty()) return verdict;
  for (const BB& wi : w) verdict.inspected.push_back(points_of(g, wi));
  // TG-4.3.3a, D-04.
  std::vector<BB> free_strings;
  for (const BB& f : components(r & eb.empty))
    if (!intersects(g.dilate(f), own)) free_strings.push_back(f);
  for (const BB& wi : w)
    for (const BB& f : free_strings) {
      if (!intersects(g.dilate(f), wi)) continue;
      verdict.failed = ReasonKind::EyeOtherHasEye;
      verdict.eye = points_of(g, f);
      verdict.eye_of = points_of(g, wi);
      return verdict;
    }
  // TG-4.3.3b, D-03: the same breadth-first search as the rule text's
  // simulation, so that the witness (the stones placed) is the same.
  std::array<short, kBits> w_of;
  w_of.fill(-1);
  for (std::size_t i = 0; i < w.size(); ++i)
    for (BB b = w[i]; b.any();) w_of[b.pop()] = static_cast<short>(i);
  for (BB cand = r & eb.empty; cand.any();) {
    const int p = cand.pop();
    int nb[4];
    const int k = neighbours(g, p, nb);
    bool touches_own = false;
    std::vector<int> starts;
    BB filled;
    for (int i = 0; i < k; ++i) {
      if (own.test(nb[i])) touches_own = true;
      else if (r.test(nb[i])) {
        starts.push_back(nb[i]);
        if (eb.empty.test(nb[i])) filled.set(nb[i]);
      }
    }
    if (touches_own || starts.empty()) continue;
    const BB white_now = other | filled;
    constexpr short kUnseen = -2, kStart = -1;
    std::array<short, kBits> parent;
    parent.fill(kUnseen);
    std::deque<int> queue;
    for (int st : starts) {
      parent[st] = kStart;
      queue.push_back(st);
    }
    while (!queue.empty()) {
      const int u = queue.front();
      queue.pop_front();
      if (w_of[u] >= 0) {
        BB placed = filled;
        for (int q = u;; q = parent[q]) {
          if (!white_now.test(q)) placed.set(q);
          if (parent[q] == kStart) break;
        }
        verdict.failed = ReasonKind::EyeOtherMakesEye;
        verdict.placements = points_of(g, placed);
        verdict.eye = {g.point(p)};
        verdict.eye_of = points_of(g, w[w_of[u]]);
        return verdict;
      }
      int nn[4];
      const int kk = neighbours(g, u, nn);
      for (int i = 0; i < kk; ++i) {
        const int v = nn[i];
        if (!r.test(v) || v == p || parent[v] != kUnseen) continue;
        parent[v] = static_cast<short>(u);
        if (white_now.test(v)) queue.push_front(v);
        else queue.push_back(v);
      }
    }
  }
  // No one-liberty eye: every empty point of R touches the string's colour.
  verdict.guarded = points_of(g, r & eb.empty & g.dilate(own));
  return verdict;
}

PrivateEyeInfo private_eye_info(const EyeBoard& eb, const BB& string, Side colour, const Ruleset& rules) {
  if (rules.eye_rule == EyeRule::Menggo2019) return menggo2019_private_eye_info(eb, string, colour);
  const Geo& g = *eb.g;
  const BB& own = eb.own(colour);
  const BB& other = eb.other(colour);
  PrivateEyeInfo info;
  info.colour = colour;
  info.string = points_of(g, string);
  for (const BB& r : candidate_regions(eb, string, colour)) {
    EyeCandidate verdict;
    verdict.region = points_of(g, r);
    auto judge = [&]() {
      // TG-4.3.2.
      const BB eall = adjacent_empty(eb, string, r);
      const std::vector<BB> e = components(eall);
      const BB others_own = andnot(own, string);
      for (const BB& es : e) {
        const BB touched = g.dilate(es) & others_own;
        if (touched.none()) continue;
        const int q = (es & g.dilate(touched)).lowest();
        int nb[4];
        const int k = neighbours(g, q, nb);
        int hit = -1;
        for (int i = 0; i < k && hit < 0; ++i)
          if (touched.test(nb[i])) hit = nb[i];
        const BB other_string = Geo::flood(BB::bit(hit), own);
        verdict.failed = ReasonKind::EyeEmptyTouchesOwnString;
        verdict.shared_empty = points_of(g, es);
        verdict.own_string = points_of(g, other_string);
        return;
      }
      // TG-4.3.3, D-02: the inspected strings.
      const BB wset = rules.eye_inspect == EyeInspect::Adjacent ? Geo::flood(g.dilate(eall) & other, other) : (r & other);
      const std::vector<BB> w = components(wset);
      if (w.empty()) return;
      verdict = judge_inspected(eb, colour, r, w);
    };
    judge();
    if (verdict.failed == ReasonKind::None) info.has_private_eye = true;
    info.candidates.push_back(std::move(verdict));
  }
  return info;
}

}  // namespace tg::opt
