#pragma once
// The implementations `--impl NAME` selects.
#include <memory>
#include <string>
#include <vector>

#include "vocab/engine.h"

namespace tg::cli {

std::vector<std::string> engine_names();  // "reference" first (the default)
// Throws UsageError for an unknown name.
std::unique_ptr<Engine> make_engine(const std::string& name);

}  // namespace tg::cli
