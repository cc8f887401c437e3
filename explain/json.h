#pragma once
// Writing an explanation graph as JSON for programs: the question, the nodes
// (title, lines, cites, verdict, diagram highlights with {x, y} points) and
// the edges. Points are numbers, not labels, as in `trisgo analyze --json`.
#include <nlohmann/json.hpp>

#include "explain/graph.h"

namespace tg::explain {

nlohmann::ordered_json to_json(const Graph& g);

}  // namespace tg::explain
