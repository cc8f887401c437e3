#pragma once
// The audit's shared exhaustive pass: the exhaustive phases of all the
// checks walked once, each position visited by every check whose plan
// holds it with one Visit (checks.h), so its analysis, legal moves and
// successors are computed once for all the checks instead of once per
// check. What each check answered on each unit is kept (only the units
// where it found something or the engine gave up: a few bytes each), and
// each check's own search (search.h) then asks its probe again only on the
// units where it found something: the search sequence, counts, examples and
// coverage are those of the search without the pass
// (audit/tests/checks_shared_test.cpp compares them).
//
// Used by run_audit when the audit has no budget (a time or positions
// budget cuts a prefix of each check's own sequence, which a pass ahead of
// the searches would overrun) and is not sharded.
#include <atomic>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "audit/checks.h"
#include "audit/search.h"

namespace tg::audit {

// One check and its plan (check_plan).
struct PlannedCheck {
  const Check* check = nullptr;
  std::vector<SizePlan> plan;
};

class SharedAnswers {
 public:
  // The answers for one check (empty when the pass did not walk its phases).
  KnownAnswers for_check(const Check& c) const;

  // Per check name, per board size: the piece bound walked and the units
  // (sorted) where the check found something or hit an engine limit.
  struct Units {
    std::uint64_t below = 0;  // units 0..below-1 of the size's phase were answered
    std::vector<std::uint64_t> found, limit;
  };
  std::map<std::string, std::map<int, Units>> answers;
  // Per board size: the slots per board, and per board (unit / slots) of
  // the largest phase walked whether the symmetry reduction keeps it.
  std::map<int, std::uint64_t> slots;
  std::map<int, std::vector<bool>> kept;
  std::uint64_t positions = 0;  // positions visited (each by every check of its plan)
};

// Walks the exhaustive phases of `checks` (their union, per size up to the
// largest piece count) with `jobs` threads, asking each check on the
// positions of its own phases. nullopt when `cancel` stopped it.
std::optional<SharedAnswers> shared_exhaustive_pass(const SearchSpace& space, const std::vector<PlannedCheck>& checks,
                                                    const Engine& engine, const ProgressFn& progress = {});

}  // namespace tg::audit
