#include "conformance/perft_json.h"

namespace tg::conformance {

void add_counts(nlohmann::ordered_json& j, const PerftCounts& c, const std::vector<PerftColumn>& columns) {
  for (const auto& col : columns) j[std::string(col.name)] = c.*col.field;
}

nlohmann::ordered_json counts_json(const PerftCounts& c, const std::vector<PerftColumn>& columns) {
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  add_counts(j, c, columns);
  return j;
}

}  // namespace tg::conformance
