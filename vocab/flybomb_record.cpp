#include "vocab/flybomb_record.h"

#include <charconv>

#include "vocab/excerpt.h"
#include "vocab/ruleset.h"

namespace tg {

std::uint64_t flybomb_seed_of(const std::vector<std::pair<std::string, std::string>>& tags, std::string* problem) {
  for (const auto& [key, value] : tags) {
    if (key != kFlybombSeedTag) continue;
    std::uint64_t seed = 0;
    auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), seed);
    if (ec != std::errc{} || end != value.data() + value.size() || value.empty()) {
      if (problem) *problem = "tag FlybombSeed: " + quoted_excerpt(value) + " is not a number from 0 to 18446744073709551615";
      return 0;
    }
    return seed;
  }
  return 0;
}

FlybombFitter::FlybombFitter(const Ruleset& rules, BoardSize size, std::uint64_t seed) : rules_(rules), size_(size) {
  state_.seed = seed;
}

MoveFit FlybombFitter::fit(int number, std::optional<Side> side, Placed placed, std::string_view written,
                           Side* side_out) {
  MoveFit out;
  const FlybombNext next = flybomb_next(rules_, size_, state_, number);
  // A bare tris prefix names no side: the thrower is the player of the stone
  // just before (FB-7).
  Side who = next.slot.side;
  if (side) who = *side;
  else if (next.slot.kind == SlotKind::Stone && number > 1 &&
           flybomb_played_slot(state_, number - 1).kind == SlotKind::Stone)
    who = flybomb_played_slot(state_, number - 1).side;
  const std::string head = std::string(written) + ": move " + std::to_string(number);
  const std::string name(side_name(who));
  auto random_turns = [&](Side s) {
    std::string t;
    for (int x : random_flybomb_turns(rules_, size_, state_.seed, s)) t += (t.empty() ? "" : ", ") + std::to_string(x);
    return t.empty() ? std::string("none") : t;
  };
  if (placed == Placed::Tris && !(next.slot.kind == SlotKind::Tris && next.slot.side == who)) {
    const bool after_own_stone = number > 1 && flybomb_played_slot(state_, number - 1).kind == SlotKind::Stone &&
                                 flybomb_played_slot(state_, number - 1).side == who;
    if (!after_own_stone)
      out.error = head + ": a flybomb tris without its stone: a flybomb follows its player's own stone (FB-2)";
    else if (chosen_flybombs(rules_) == 0)
      out.error = head + ": a random flybomb at another move number than the seed gives: seed " +
                  std::to_string(state_.seed) + " draws " + name + "'s random flybombs at turns " +
                  random_turns(who) + ", and move " + std::to_string(number - 1) + " is turn " +
                  std::to_string(flybomb_stone_turn(state_, number - 1).turn) + " (FB-5, D-71)";
    else
      out.error = head + ": a fourth flybomb: " + name + " has no flybomb left: " + std::to_string(rules_.flybombs) +
                  " per side (flybombs), its " + std::to_string(chosen_flybombs(rules_)) +
                  " chosen ones thrown and no random one at this turn (FB-4, FB-5, D-75)";
    return out;
  }
  Slot slot = next.slot;
  if (who != next.slot.side) {
    if (next.decline && who == next.decline->side) {
      slot = *next.decline;
    } else if (next.due == FlybombDue::Random) {
      const std::string thrower(side_name(next.slot.side));
      out.error = head + " must be " + thrower + "'s random flybomb: seed " + std::to_string(state_.seed) +
                  " draws " + thrower + "'s turn " + std::to_string(next.turn) + " (FB-5, D-71)";
      return out;
    } else {
      out.error = head + " is " + std::string(side_name(next.slot.side)) + "'s stone, not " + name + "'s (FB-1)";
      return out;
    }
  }
  switch (placed) {
    case Placed::Tris:
      out.kind = MoveKind::Tris;
      break;
    case Placed::Stone:
      if (slot.kind == SlotKind::Tris) {
        out.error = head + " is " + name + "'s flybomb, a tris; FlybombGo has no emergency conversion (FB-3)";
        return out;
      }
      out.kind = MoveKind::Stone;
      break;
    case Placed::Nothing:
      if (slot.kind == SlotKind::Tris && next.due == FlybombDue::Chosen) {
        out.error = head + ": a chosen flybomb is thrown by placing a tris, never passed (D-70)";
        return out;
      }
      out.kind = MoveKind::Pass;
      break;
  }
  if (slot.kind == SlotKind::Tris) state_.thrown.push_back(number);
  if (side_out) *side_out = who;
  return out;
}

}  // namespace tg
