#pragma once
// `trisgo evaluate --json` (spec/formats/json.md, schema/evaluate.schema.json):
// the plan, whether it ran whole, the figures (summary.h) and every game's
// result, which is what `--merge` reads back: the figures are recomputed from
// the games, so the shards merged give the one run's document.
#include <nlohmann/json.hpp>

#include "evaluate/evaluation.h"
#include "evaluate/summary.h"

namespace tg::evaluate {

nlohmann::json evaluation_json(const Evaluation& e);
// The games and plan of a document of evaluation_json (the figures are not
// read). Throws std::invalid_argument (or nlohmann::json::exception) saying
// what does not fit.
Evaluation evaluation_from_json(const nlohmann::json& j);

}  // namespace tg::evaluate
