#pragma once
// Writing an explanation graph as Graphviz DOT, deterministically (the same
// graph gives the same bytes: the golden files of examples/explain/ rely on
// it). `dot -Tsvg` draws it as text boxes; graph_svg.h draws it with the
// board diagrams inside the nodes.
#include <string>

#include "explain/graph.h"

namespace tg::explain {

std::string to_dot(const Graph& g);

// DOT string escaping inside "...".
std::string dot_escape(const std::string& s);

}  // namespace tg::explain
