#include "explain/cite_text.h"

#include "text/passages.h"

namespace tg::explain {

void cite_in_text(Graph& g, const Ruleset& rules) {
  const std::string system = text::text_system(rules);
  for (Node& n : g.nodes) {
    for (std::string& c : n.cites) c = text::localize(c, system);
    n.passages.clear();
    for (const text::Citation& c : text::citations(n.cites, system)) n.passages.push_back(text::citation_line(c));
  }
}

}  // namespace tg::explain
