#pragma once
// Findings and search reports as JSON (for `trisgo diff --json` and for
// merging shard reports: `trisgo diff --merge REPORT.json...`). Positions are
// stored as their position text (vocab/position_text.h).
#include <nlohmann/json.hpp>

#include "audit/diff.h"
#include "audit/finding.h"
#include "audit/search.h"

namespace tg::audit {

nlohmann::json to_json(const Finding& f);
nlohmann::json to_json(const SearchReport& r);
nlohmann::json to_json(const DiffReport& r);
// Strict readers: a missing or mistyped field throws std::invalid_argument
// naming it.
Finding finding_from_json(const nlohmann::json& j);
SearchReport search_report_from_json(const nlohmann::json& j);
DiffReport diff_report_from_json(const nlohmann::json& j);

}  // namespace tg::audit
