#pragma once
// Findings and search reports as JSON (for `trisgo diff --json` and for
// merging shard reports: `trisgo diff --merge REPORT.json...`), and the
// parts of `trisgo audit --json` that `trisgo audit --merge` reads back.
// Positions are stored as their position text (vocab/position_text.h).
#include <nlohmann/json.hpp>

#include "audit/checks.h"
#include "audit/checks_run.h"
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

// A check's finding (the example as the check words it), and an audit
// report as audit_json writes it (checks_run.h), read back strictly: a
// missing or mistyped field, an unknown check or ruleset throws
// std::invalid_argument naming it.
nlohmann::json to_json(const CheckFinding& f);
CheckFinding check_finding_from_json(const nlohmann::json& j);
AuditReport audit_report_from_json(const nlohmann::json& j);

}  // namespace tg::audit
