#include "reference/gomoku_gm4_targets.h"

#include <algorithm>

namespace tg::ref {

namespace {

// Points of several point sets together, canonical (a whole of GM-4.3 or
// W(Y) of GM-4.6 is a union of strings).
PointSet union_of(const Board& board, const std::vector<PointSet>& sets) {
  PointSet out;
  for (const PointSet& s : sets) out.insert(out.end(), s.begin(), s.end());
  canonicalize(board, out);
  return out;
}

// GM-3.2: the extended strings of `side` that touch `set` (at least one
// orthogonally adjacent pair of points).
std::vector<PointSet> adjacent_extended_strings(const Board& board, const PointSet& set, Side side) {
  std::vector<PointSet> out;
  for (const PointSet& g : extended_strings(board, side))
    if (strings_touch(set, g)) out.push_back(g);
  return out;
}

// GM-3.2: the neutral tris strings that touch `set`.
std::vector<PointSet> adjacent_neutral_strings(const Board& board, const PointSet& set) {
  std::vector<PointSet> out;
  for (const PointSet& y : tris_strings(board, Attribute::Neutral))
    if (strings_touch(set, y)) out.push_back(y);
  return out;
}

// Orders a list of strings by first point and drops repeats (the lists of
// EncirclementTarget, GM-4.3 / GM-4.5 / GM-4.6).
void canonicalize_strings(const Board& board, std::vector<PointSet>& strings) {
  const BoardSize size = board.size();
  std::sort(strings.begin(), strings.end(), [&](const PointSet& a, const PointSet& b) {
    return size.index(a.front()) < size.index(b.front());
  });
  strings.erase(std::unique(strings.begin(), strings.end()), strings.end());
}

// GM-4.6, the substitution procedure, for a target of type C or D whose
// whole and liberties are known: every neutral tris string adjacent to the
// whole other than the main core is first a provisional wall Y; Y is
// substituted as a main core, its own whole W(Y) built, and Y is promoted to
// a secondary core when the target has at most one liberty and W(Y) has
// exactly the same liberties (the single hole D of the ring @, or none once
// the target has none). A promoted wall brings the O-tris of W(Y) with it
// (GM-4.7); the others stay walls, part of the ring.
void substitute_walls(const Board& board, EncirclementTarget& t, Side c) {
  const Attribute o_tris = attribute_of(opponent(c));
  for (const PointSet& y : adjacent_neutral_strings(board, t.whole)) {
    if (y == t.main_core) continue;
    const PointSet w = wall_whole(board, y, c);
    const bool promoted = t.liberties.size() <= 1 && liberties(board, w) == t.liberties;
    if (!promoted) {
      t.walls.push_back(y);
      continue;
    }
    t.secondary_cores.push_back(y);
    for (const PointSet& s : tris_strings_within(board, o_tris, w)) t.secondary_cores.push_back(s);
  }
}

// GM-4.7: the secondary cores put in order without the main core, and the
// flips: the main core and every secondary core (which by construction hold
// every O-tris of the whole and of the promoted walls' wholes).
void finish(const Board& board, EncirclementTarget& t) {
  canonicalize_strings(board, t.secondary_cores);
  std::erase(t.secondary_cores, t.main_core);
  canonicalize_strings(board, t.reinforcements);
  canonicalize_strings(board, t.walls);
  std::vector<PointSet> flipping = t.secondary_cores;
  flipping.push_back(t.main_core);
  t.flips = union_of(board, flipping);
}

// GM-4.2 / GM-4.4 with GM-4.5: the part common to types B and D for the
// extended O string G: whole G, its first O-tris string the main core, the
// other O-tris strings secondary cores.
EncirclementTarget extended_string_target(const Board& board, Side c, EncirclementType type, const PointSet& g) {
  EncirclementTarget t;
  t.encircler = c;
  t.type = type;
  t.whole = g;
  t.liberties = liberties(board, g);
  const std::vector<PointSet> cores = tris_strings_within(board, attribute_of(opponent(c)), g);
  t.main_core = cores.front();  // ordered by first point: GM-4.5
  t.secondary_cores.assign(cores.begin() + 1, cores.end());
  return t;
}

// GM-4.2 / GM-4.4: the extended O strings holding at least one O-tris (the
// candidates of types B and D).
std::vector<PointSet> extended_strings_with_o_tris(const Board& board, Side c) {
  const Side o = opponent(c);
  std::vector<PointSet> out;
  for (const PointSet& g : extended_strings(board, o))
    if (!tris_strings_within(board, attribute_of(o), g).empty()) out.push_back(g);
  return out;
}

// GM-4.5: targets of one type in the order of their main cores' first points.
void sort_by_main_core(const Board& board, std::vector<EncirclementTarget>& targets) {
  const BoardSize size = board.size();
  std::sort(targets.begin(), targets.end(), [&](const EncirclementTarget& a, const EncirclementTarget& b) {
    return size.index(a.main_core.front()) < size.index(b.main_core.front());
  });
}

}  // namespace

PointSet wall_whole(const Board& board, const PointSet& y, Side c) {
  // GM-4.6: the whole of a type-C target with main core Y (GM-4.3).
  std::vector<PointSet> parts = adjacent_extended_strings(board, y, opponent(c));
  parts.push_back(y);
  return union_of(board, parts);
}

std::vector<EncirclementTarget> type_a_targets(const Board& board, Side c) {
  // GM-4.1: the ring is C's extended strings and the edge (D-46); no
  // reinforcements, no walls (another neutral tris next to X would be part
  // of X, D-20).
  std::vector<EncirclementTarget> out;
  for (const PointSet& x : tris_strings(board, Attribute::Neutral)) {
    if (!adjacent_extended_strings(board, x, opponent(c)).empty()) continue;
    EncirclementTarget t;
    t.encircler = c;
    t.type = EncirclementType::A;
    t.main_core = x;
    t.whole = x;
    t.liberties = liberties(board, x);
    finish(board, t);
    out.push_back(t);
  }
  return out;
}

std::vector<EncirclementTarget> type_b_targets(const Board& board, Side c) {
  // GM-4.2, GM-4.5: flips every O-tris of G, never O's stones (GM-4.7).
  std::vector<EncirclementTarget> out;
  for (const PointSet& g : extended_strings_with_o_tris(board, c)) {
    if (!adjacent_neutral_strings(board, g).empty()) continue;
    EncirclementTarget t = extended_string_target(board, c, EncirclementType::B, g);
    finish(board, t);
    out.push_back(t);
  }
  sort_by_main_core(board, out);
  return out;
}

std::vector<EncirclementTarget> type_c_targets(const Board& board, Side c) {
  // GM-4.3, GM-4.6, GM-4.7.
  const Side o = opponent(c);
  std::vector<EncirclementTarget> out;
  for (const PointSet& x : tris_strings(board, Attribute::Neutral)) {
    const std::vector<PointSet> reinforcements = adjacent_extended_strings(board, x, o);
    if (reinforcements.empty()) continue;
    EncirclementTarget t;
    t.encircler = c;
    t.type = EncirclementType::C;
    t.main_core = x;
    t.reinforcements = reinforcements;
    std::vector<PointSet> parts = reinforcements;
    parts.push_back(x);
    t.whole = union_of(board, parts);
    t.liberties = liberties(board, t.whole);
    // The O-tris of the reinforcements flip with X (GM-4.7).
    t.secondary_cores = tris_strings_within(board, attribute_of(o), t.whole);
    substitute_walls(board, t, c);
    finish(board, t);
    out.push_back(t);
  }
  return out;
}

std::vector<EncirclementTarget> type_d_targets(const Board& board, Side c) {
  // GM-4.4, GM-4.5, GM-4.6, GM-4.7.
  std::vector<EncirclementTarget> out;
  for (const PointSet& g : extended_strings_with_o_tris(board, c)) {
    if (adjacent_neutral_strings(board, g).empty()) continue;
    EncirclementTarget t = extended_string_target(board, c, EncirclementType::D, g);
    substitute_walls(board, t, c);
    finish(board, t);
    out.push_back(t);
  }
  sort_by_main_core(board, out);
  return out;
}

std::vector<EncirclementTarget> targets_of(const Board& board, Side c) {
  // GM-4.1 to GM-4.5, in type order A, B, C, D; within a type by main core
  // (A and C come ordered: their main cores are the neutral tris strings in
  // order).
  std::vector<EncirclementTarget> out;
  for (auto* targets_of_type : {type_a_targets, type_b_targets, type_c_targets, type_d_targets})
    for (EncirclementTarget& t : targets_of_type(board, c)) out.push_back(std::move(t));
  return out;
}

std::vector<EncirclementTarget> all_targets(const Board& board) {
  std::vector<EncirclementTarget> out = targets_of(board, Side::Black);
  for (EncirclementTarget& t : targets_of(board, Side::White)) out.push_back(std::move(t));
  return out;
}

}  // namespace tg::ref
