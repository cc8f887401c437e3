#pragma once
// The flags of the search's depth shared by `trisgo audit` and `trisgo diff`
// (audit/search.h): --exhaustive SIZE:PIECES,...
#include <string>
#include <utility>
#include <vector>

namespace tg::cli {

// "3:6,5:5,7:4" as (size, pieces) pairs; throws UsageError (exit 2) for a
// malformed item, a size that is no board size or pieces outside 0..12.
std::vector<std::pair<int, int>> exhaustive_flag(const std::string& text);

}  // namespace tg::cli
