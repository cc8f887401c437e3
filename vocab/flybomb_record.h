#pragma once
// FlybombGo moves in game records (spec/formats/records.md, sgf.md; D-32,
// D-70, D-71, D-75): the moves of a record are fitted, in order, to the
// flybomb turns, which depend on the moves before (vocab/flybomb.h). The
// random flybombs' seed is the record's tag FlybombSeed (SGF: XT[FlybombSeed:N]).
// A move that breaks a turn is refused with its move number and the rule.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "vocab/flybomb.h"
#include "vocab/move_fit.h"
#include "vocab/ruleset.h"

namespace tg {

inline constexpr const char* kFlybombSeedTag = "FlybombSeed";

// The value of tag FlybombSeed (0 when absent); "" or a problem in `problem`.
std::uint64_t flybomb_seed_of(const std::vector<std::pair<std::string, std::string>>& tags,
                              std::string* problem = nullptr);

class FlybombFitter {
 public:
  FlybombFitter(const Ruleset& rules, BoardSize size, std::uint64_t seed);
  // Fits the next move, numbered `number`, written by `side` (nullopt: a
  // bare tris prefix, whose side is the flybomb's) placing `placed`. On
  // success the move is counted as played; `side_out` gets its side.
  MoveFit fit(int number, std::optional<Side> side, Placed placed, std::string_view written, Side* side_out = nullptr);
  // The slot kind move `number` filled (a move already fitted).
  SlotKind kind_of(int number) const { return flybomb_played_slot(state_, number).kind; }
  const FlybombState& state() const { return state_; }

 private:
  Ruleset rules_;
  BoardSize size_;
  FlybombState state_;
};

}  // namespace tg
