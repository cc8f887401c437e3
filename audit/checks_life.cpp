// C-5: permanent life (two true eyes, TG-5.1.2) against later attribute
// changes. Permanent life is decided here, from the engine's holistic board,
// by Benson's algorithm as D-15 defines it, so that the check does not take
// the engine's word for the very notion it audits.
#include <algorithm>
#include <set>

#include "audit/checks.h"

namespace tg::audit {

std::vector<std::vector<Point>> permanently_alive(const Position& p, const Analysis& a, Side c) {
  const BoardSize size = p.board.size();
  const int n = size.points();
  const Piece stone = stone_of(c);
  std::vector<int> string_of(n, -1);
  std::vector<const StringInfo*> strings;
  for (const StringInfo& s : a.holistic_strings) {
    if (s.kind != stone) continue;
    for (Point q : s.points) string_of[size.index(q)] = static_cast<int>(strings.size());
    strings.push_back(&s);
  }
  if (strings.empty()) return {};
  std::vector<bool> neutral(n, false);
  for (const TrisInfo& t : a.tris)
    if (t.attribute == Attribute::Neutral)
      for (Point q : t.points) neutral[size.index(q)] = true;
  // Regions: 4-connected components of the points that are neither C
  // holistic stones nor neutral tris (D-15).
  std::vector<int> region_of(n, -1);
  struct Region {
    std::vector<int> empty;
    std::set<int> borders;  // C strings adjacent to the region
  };
  std::vector<Region> regions;
  for (int i = 0; i < n; ++i) {
    if (region_of[i] >= 0 || string_of[i] >= 0 || neutral[i]) continue;
    const int r = static_cast<int>(regions.size());
    regions.emplace_back();
    std::vector<int> stack{i};
    region_of[i] = r;
    while (!stack.empty()) {
      const int j = stack.back();
      stack.pop_back();
      if (p.board.at_index(j) == Piece::Empty) regions[r].empty.push_back(j);
      for (Point q : size.neighbours(size.point(j))) {
        const int k = size.index(q);
        if (string_of[k] >= 0) {
          regions[r].borders.insert(string_of[k]);
        } else if (!neutral[k] && region_of[k] < 0) {
          region_of[k] = r;
          stack.push_back(k);
        }
      }
    }
  }
  // vital[r] = the strings region r is vital to: every empty point of r is
  // a liberty of the string (a region without empty points: every bordering string).
  std::vector<std::set<int>> vital(regions.size());
  for (std::size_t r = 0; r < regions.size(); ++r)
    for (int s : regions[r].borders) {
      bool all = true;
      for (int e : regions[r].empty) {
        bool lib = false;
        for (Point q : size.neighbours(size.point(e))) lib = lib || string_of[size.index(q)] == s;
        all = all && lib;
      }
      if (all) vital[r].insert(s);
    }
  std::vector<bool> alive(strings.size(), true), healthy(regions.size(), true);
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t s = 0; s < strings.size(); ++s) {
      if (!alive[s]) continue;
      int count = 0;
      for (std::size_t r = 0; r < regions.size(); ++r)
        if (healthy[r] && vital[r].count(static_cast<int>(s))) ++count;
      if (count < 2) {
        alive[s] = false;
        changed = true;
      }
    }
    for (std::size_t r = 0; r < regions.size(); ++r) {
      if (!healthy[r]) continue;
      for (int s : regions[r].borders)
        if (!alive[s]) {
          healthy[r] = false;
          changed = true;
          break;
        }
    }
  }
  std::vector<std::vector<Point>> out;
  for (std::size_t s = 0; s < strings.size(); ++s)
    if (alive[s]) out.push_back(strings[s]->points);
  return out;
}

std::optional<CheckFinding> probe_permanent_life(Visit& v) {
  const Position& p = v.position();
  if (p.rules.game != Game::Go || v.ended()) return std::nullopt;
  const Side mover = p.to_move().side;
  const Side c = opponent(mover);
  const Piece stone = stone_of(c);
  const std::vector<std::vector<Point>> alive = permanently_alive(p, v.analysis(), c);
  if (alive.empty()) return std::nullopt;
  for (const Successor& next : v.successors()) {
    // An ordinary Go move cannot take unconditional life away; only the
    // recomputed attributes can (C-5), so moves without changes are skipped:
    // those whose successor counts no attribute change and no cascade step
    // (its changes and cascade lists are empty); only the others are played
    // for their lists.
    const Move& m = next.move;
    if (m.is_pass() || (next.attribute_changes == 0 && next.cascade_steps == 0)) continue;
    const MoveOutcome o = v.context().engine.play(p, m);
    if (!o.after) continue;
    const Position& q = *o.after;
    const Analysis qa = v.context().engine.analyze(q);
    const std::vector<std::vector<Point>> alive_after = permanently_alive(q, qa, c);
    for (const std::vector<Point>& g : alive) {
      bool captured = false, broken = false;
      for (Point z : g) {
        if (p.board.at(z) != stone) continue;  // attributed tris may flip; the stones are the string
        if (q.board.at(z) != stone) {
          captured = true;
          continue;
        }
        bool in = false;
        for (const auto& h : alive_after) in = in || std::find(h.begin(), h.end(), z) != h.end();
        broken = broken || !in;
      }
      if (!captured && !broken) continue;
      CheckFinding f(p);
      f.move = m;
      f.points = g;
      text::PhraseList flips{{}, ", "};
      for (const AttributeChange& ch : o.changes)
        flips.items.push_back(phrase(PhraseKind::TrisFlip, points(ch.points, 3), ch.from, ch.to, false));
      for (const CascadeStep& st : o.cascade)
        for (const AttributeChange& ch : st.changes)
          flips.items.push_back(phrase(PhraseKind::TrisFlip, points(ch.points, 3), ch.from, ch.to, true));
      f.summary = phrase(PhraseKind::LifeTakenAway, c, points(g, 4), mover, p.next_move, m.point, flips, captured);
      f.clashes.push_back({"TG-5.1.2", phrase(PhraseKind::TwoTrueEyes, points(g, 4))});
      f.clashes.push_back({"TG-6.4", phrase(PhraseKind::AttributesRecomputed, flips)});
      f.clashes.push_back({"after the move", phrase(PhraseKind::AfterTheMove, captured)});
      f.ids = {"C-5", "TG-5.1.2", "TG-6.4", "D-15", "D-28"};
      return f;
    }
  }
  return std::nullopt;
}

}  // namespace tg::audit
