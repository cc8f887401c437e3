#pragma once
// Perft counts as JSON (spec/formats/schema/perft.schema.json, "counts" and
// "row"): one object key per column, in the columns' order. The one writer
// of them: `trisgo perft --json` and its descent (cli/perft_output.h) and
// the analysis engine's perft answers (analysis/).
#include <nlohmann/json.hpp>
#include <vector>

#include "conformance/perft.h"

namespace tg::conformance {

// Adds each of `columns` (perft_columns_compared) of `c` to `j` by its name.
void add_counts(nlohmann::ordered_json& j, const PerftCounts& c, const std::vector<PerftColumn>& columns);
// The object of `columns` of `c`.
nlohmann::ordered_json counts_json(const PerftCounts& c, const std::vector<PerftColumn>& columns);

}  // namespace tg::conformance
