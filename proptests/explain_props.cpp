// Issue 16: the explanation graphs depend only on the engine interface, so
// the reference's and the optimized engine's graphs of the same question are
// identical, on random positions: every tris string's attribute, a random
// point's legality, a legal move's and a random candidate's outcome, the score.
#include "explain/builder.h"
#include "proptests/support.h"

namespace tg::pt {
namespace {

std::string first_difference(const explain::Graph& r, const explain::Graph& o) {
  if (r.question != o.question) return "question: " + r.question + " vs " + o.question;
  for (std::size_t i = 0; i < std::min(r.nodes.size(), o.nodes.size()); ++i)
    if (!(r.nodes[i] == o.nodes[i])) return "node " + r.nodes[i].id + ": '" + r.nodes[i].title + "' vs '" + o.nodes[i].title + "'";
  return std::to_string(r.nodes.size()) + " nodes vs " + std::to_string(o.nodes.size()) + ", or the edges differ";
}

void same_graph(const std::string& what, const explain::Graph& r, const explain::Graph& o) {
  if (!(r == o)) RC_FAIL(what + ": the graphs differ: " + first_difference(r, o));
}

TRISGO_PROP(Explain, ReferenceAndOptimizedDrawTheSameGraphs, 300) {
  const Position p = *gen_position(gen_ruleset(), 9);
  const int code = *rc::gen::inRange(0, 1 << 20);
  const LabelSet labels = *rc::gen::element(LabelSet::Integer, LabelSet::Letter, LabelSet::Chinese);
  const Analysis a = reference().analyze(p);
  for (const TrisInfo& t : a.tris)
    same_graph("string " + points_text({t.points.front()}),
               explain::explain_string(reference(), p, t.points.front(), labels),
               explain::explain_string(optimized(), p, t.points.front(), labels));
  const Point q = p.board.size().point(code % p.board.size().points());
  same_graph("point " + points_text({q}), explain::explain_point(reference(), p, q, labels),
             explain::explain_point(optimized(), p, q, labels));
  const std::vector<Move> legal = reference().legal_moves(p);
  std::vector<Move> moves{candidate_move(p, code)};
  if (!legal.empty()) moves.push_back(chosen_move(legal, code));
  for (const Move& m : moves)
    same_graph("move at " + points_text({m.point}), explain::explain_move(reference(), p, m, labels),
               explain::explain_move(optimized(), p, m, labels));
  same_graph("score", explain::explain_score(reference(), p, labels), explain::explain_score(optimized(), p, labels));
  RC_CLASSIFY(!a.tris.empty(), "has tris");
}

}  // namespace
}  // namespace tg::pt
