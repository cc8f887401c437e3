#include "vocab/flybomb.h"

#include <algorithm>

#include "vocab/ruleset.h"
#include "vocab/splitmix64.h"  // the generator D-71 fixes

namespace tg {

namespace {

constexpr Slot stone_slot(Side s) { return Slot{s, SlotKind::Stone, s == Side::Black ? 0 : 1}; }
constexpr Slot tris_slot(Side s) { return Slot{s, SlotKind::Tris, s == Side::Black ? 0 : 1}; }

bool is_thrown(const FlybombState& s, int k) { return std::binary_search(s.thrown.begin(), s.thrown.end(), k); }

int thrown_before(const FlybombState& s, int k) {
  return static_cast<int>(std::lower_bound(s.thrown.begin(), s.thrown.end(), k) - s.thrown.begin());
}

// The side of the stone that is the j-th stone move of the game (0-based):
// black's and white's stones alternate (FB-1).
Side stone_side(long long j) { return j % 2 == 0 ? Side::Black : Side::White; }

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

}  // namespace

int random_flybombs(const Ruleset& r) {
  if (r.order != OrderRule::Flybomb || r.flybombs <= 0) return 0;
  switch (r.flybomb_mode) {
    case FlybombMode::A: return 1;  // FB-5: 1 random + (flybombs - 1) chosen
    case FlybombMode::B: return r.flybombs;
    case FlybombMode::C: return 0;
  }
  return 0;
}

int chosen_flybombs(const Ruleset& r) {
  if (r.order != OrderRule::Flybomb || r.flybombs <= 0) return 0;
  return r.flybombs - random_flybombs(r);
}

int flybomb_turn_range(BoardSize size) { return size.n() * size.n() / 4; }

std::vector<int> random_flybomb_turns(const Ruleset& r, BoardSize size, std::uint64_t seed, Side side) {
  // D-71: one generator for the game; black's draws, then white's. A side
  // cannot have more random flybombs than turns to draw from (D-74).
  const int range = flybomb_turn_range(size);
  const int count = std::min(random_flybombs(r), range);
  std::uint64_t state = seed;
  std::vector<int> turns[2];
  for (int who = 0; who < 2; ++who)
    while (static_cast<int>(turns[who].size()) < count) {
      const int t = 1 + static_cast<int>(splitmix64(state) % static_cast<std::uint64_t>(range));
      if (!contains(turns[who], t)) turns[who].push_back(t);
    }
  std::vector<int> out = turns[side == Side::Black ? 0 : 1];
  std::sort(out.begin(), out.end());
  return out;
}

FlybombTurn flybomb_stone_turn(const FlybombState& s, int k) {
  const long long j = static_cast<long long>(k - 1) - thrown_before(s, k);  // stones before move k
  return FlybombTurn{stone_side(j), static_cast<int>(j / 2 + 1)};
}

long long flybomb_turn_stone(const FlybombState& s, Side side, int turn) {
  long long m = 2LL * (turn - 1) + (side == Side::White ? 1 : 0) + 1;  // with no flybomb moves before it
  for (int x : s.thrown) {
    if (x > m) break;
    ++m;  // a flybomb move before the stone shifts it by one
  }
  return m;
}

Slot flybomb_played_slot(const FlybombState& s, int k) {
  if (is_thrown(s, k) && k >= 2) return tris_slot(flybomb_stone_turn(s, k - 1).side);  // FB-2: after its stone
  return stone_slot(flybomb_stone_turn(s, k).side);
}

int chosen_flybombs_thrown(const Ruleset& r, BoardSize size, const FlybombState& s, Side side, int next_move) {
  const std::vector<int> random = random_flybomb_turns(r, size, s.seed, side);
  int n = 0;
  for (int x : s.thrown) {
    if (x >= next_move || x < 2) break;
    const FlybombTurn t = flybomb_stone_turn(s, x - 1);
    if (t.side == side && !contains(random, t.turn)) ++n;
  }
  return n;
}

FlybombNext flybomb_next(const Ruleset& r, BoardSize size, const FlybombState& s, int next_move) {
  FlybombNext out;
  const long long stones = static_cast<long long>(next_move - 1) - thrown_before(s, next_move);
  out.slot = stone_slot(stone_side(stones));
  const int k = next_move - 1;
  if (r.order != OrderRule::Flybomb || r.flybombs <= 0 || k < 1 || is_thrown(s, k)) return out;
  // Move k was the stone of a turn of `t.side`: a flybomb may follow (FB-2).
  const FlybombTurn t = flybomb_stone_turn(s, k);
  if (contains(random_flybomb_turns(r, size, s.seed, t.side), t.turn)) {
    out.due = FlybombDue::Random;  // D-71: due, whatever else
  } else if (chosen_flybombs_thrown(r, size, s, t.side, next_move) < chosen_flybombs(r)) {
    out.due = FlybombDue::Chosen;  // D-70: offered
    out.decline = out.slot;
  } else {
    return out;  // D-75: none left
  }
  out.slot = tris_slot(t.side);
  out.turn = t.turn;
  return out;
}

std::string flybomb_problem(const Ruleset& r, BoardSize size, const FlybombState& s, int next_move) {
  const std::string rule = " (FB-2, D-32)";
  int previous = 0;
  for (int x : s.thrown) {
    if (x <= previous) return "the flybomb move numbers must be ascending and distinct, found " + std::to_string(x);
    if (x >= next_move)
      return "flybomb move " + std::to_string(x) + " is not before the next move " + std::to_string(next_move);
    if (x < 2 || x == previous + 1)
      return "move " + std::to_string(x) + " cannot be a flybomb: a flybomb follows its player's stone" + rule;
    previous = x;
  }
  if (r.order != OrderRule::Flybomb && !s.thrown.empty())
    return "move " + std::to_string(s.thrown.front()) + " is a flybomb, but the order is not flybomb (FB-1)";
  for (Side side : {Side::Black, Side::White}) {
    const std::string who(side_name(side));
    const std::vector<int> random = random_flybomb_turns(r, size, s.seed, side);
    for (int x : s.thrown) {
      const FlybombTurn t = flybomb_stone_turn(s, x - 1);
      if (t.side != side) continue;
      if (!contains(random, t.turn) && chosen_flybombs_thrown(r, size, s, side, x) >= chosen_flybombs(r))
        return "move " + std::to_string(x) + " is a flybomb " + who + " does not have: " + who + " has " +
               std::to_string(chosen_flybombs(r)) + " chosen flybombs and no random one at turn " +
               std::to_string(t.turn) + " (FB-5, D-75)";
    }
    // Every random turn whose stone and next move are played has its flybomb.
    for (int turn : random) {
      const long long stone = flybomb_turn_stone(s, side, turn);
      if (stone + 1 < next_move && !is_thrown(s, static_cast<int>(stone + 1)))
        return "move " + std::to_string(stone + 1) + " must be " + who + "'s random flybomb: seed " +
               std::to_string(s.seed) + " gives " + who + " a random flybomb at turn " + std::to_string(turn) +
               " (move " + std::to_string(stone) + " its stone) (FB-5, D-71)";
    }
  }
  return "";
}

std::string describe_random_flybombs(const Ruleset& r, BoardSize size, std::uint64_t seed) {
  std::string out;
  for (Side side : {Side::Black, Side::White}) {
    out += out.empty() ? "" : "; ";
    out += std::string(side_name(side)) + ": ";
    const std::vector<int> turns = random_flybomb_turns(r, size, seed, side);
    if (turns.empty()) out += "none";
    for (std::size_t i = 0; i < turns.size(); ++i) out += (i ? ", " : "turn ") + std::to_string(turns[i]);
  }
  return out;
}

}  // namespace tg
