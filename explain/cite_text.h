#pragma once
// The articles an explanation graph cites, in the words of the text its
// ruleset follows (issue 28): every node's cites rewritten into that text's
// IDs (under menggo-2019, TG-7.2 is M19-6.3) and, beside them, the passages
// of the Chinese text (text/passages.h, spec/passages/).
#include "explain/graph.h"
#include "vocab/ruleset.h"

namespace tg::explain {

void cite_in_text(Graph& g, const Ruleset& rules);

}  // namespace tg::explain
