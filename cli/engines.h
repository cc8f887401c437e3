#pragma once
// The implementations `--impl NAME` selects.
#include <memory>
#include <string>
#include <vector>

#include "vocab/engine.h"

namespace tg::cli {

// D-80: the engine a command uses without --impl. The optimized engine gives
// the same answers (the differential tests and the vectors check it) in a
// fraction of the time (a 19x19 random game: 0.1 s against 3 minutes), so
// analyze, play and random-game use it; `trisgo vectors` keeps the reference,
// the conformance suite's own subject (a rule author who edits reference/
// runs the vectors to see what changes). --impl reference is always one flag away.
inline constexpr const char* kDefaultEngine = "optimized";
inline constexpr const char* kDefaultVectorsEngine = "reference";

std::vector<std::string> engine_names();  // "reference" first
// Throws UsageError for an unknown name.
std::unique_ptr<Engine> make_engine(const std::string& name);

}  // namespace tg::cli
