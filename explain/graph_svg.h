#pragma once
// Drawing an explanation graph as one self-contained SVG: Graphviz's `dot`
// program lays the graph out (its -Tplain output gives every node's centre
// and every edge's spline), and this file draws each node as a card with
// its claim, facts, cited IDs and board diagram. The program is `dot` on the
// PATH, or $TRISGO_DOT when set.
#include <stdexcept>
#include <string>

#include "explain/graph.h"

namespace tg::explain {

// Graphviz could not be run or failed: the message says what happened and
// how to install it. Never an empty picture.
class GraphvizError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::string graph_svg(const Graph& g);

// The DOT given to the layout program: every node a fixed-size box of the
// size its card needs (exposed for tests).
std::string layout_dot(const Graph& g);

}  // namespace tg::explain
