#pragma once
// Two rulesets side by side on one position: each side's analysis
// (position_view) and every question whose answers differ
// (audit::diff_position_all, the questions of `trisgo diff`).
#include "web/api_support.h"

namespace tg::web {

// position, rules_a, rules_b -> {a, b, findings: [{kind, question, answers, point, move, ids}], note}
Json op_diff(const Json& req);

}  // namespace tg::web
