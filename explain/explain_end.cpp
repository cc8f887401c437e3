// Whether the game has ended (Art. 11, D-13; TrisGomoku GM-6), and the final
// state: the board with both sides' counts as it stands (Art. 13). The cause
// of an end finding of `trisgo diff` (issue 28): the passes just made, each
// with its slot, against the end rule; then who owns what.
#include <map>

#include "explain/builder_support.h"

namespace tg::explain {
using namespace detail;

namespace {

// Adds the nodes of `from` (IDs renumbered) with their edges, and links `parent` to its answer.
void graft(Graph& g, const std::string& parent, const Graph& from, const std::string& label) {
  std::map<std::string, std::string> id;
  for (const Node& n : from.nodes) id[n.id] = g.add(n);
  for (const Edge& e : from.edges) g.link(id.at(e.from), id.at(e.to), e.label);
  if (!from.nodes.empty()) g.link(parent, id.at(from.nodes.front().id), label);
}

// The answer and the two Art. 13 formulas of the score graph: the counts,
// without a node per area (the final state's diagram marks every owner).
Graph counts_only(Graph score) {
  if (score.nodes.size() > 3 && !score.nodes.front().cites.empty() && score.nodes.front().cites.front() == "TG-13.2") {
    score.nodes.resize(3);
    std::vector<Edge> kept;
    for (const Edge& e : score.edges)
      if (e.from == score.nodes[0].id && (e.to == score.nodes[1].id || e.to == score.nodes[2].id)) kept.push_back(e);
    score.edges = kept;
  }
  return score;
}

}  // namespace

Graph explain_end(const Engine& e, const Position& before, Labels labels, const Move* move) {
  labels = Labels(labels.set, before.board.size());
  Position p = before;
  if (move) {
    const MoveOutcome o = e.play(before, *move);
    if (!o.after) throw BadQuestion("the move is illegal: " + std::string(illegal_name(o.illegal)));
    p = *o.after;
  }
  const Analysis a = e.analyze(p);
  const bool ended = e.ended(p);
  const std::string move_words =
      move ? std::string(side_name(move->side)) + " " +
                 (move->is_pass() ? std::string("pass") : std::string(move_kind_name(move->kind)) + " " + format_point(move->point, labels))
           : "";
  Graph g;
  g.labels = labels;
  g.question = move ? "does the game end with the move " + move_words + "?" : "has the game ended?";
  Node root;
  root.title = std::string(ended ? "the game has ended" : "the game has not ended") + (move ? " after " + move_words : "");
  if (a.gomoku) {
    root.lines.push_back("end: " + std::string(gomoku_end_name(a.gomoku->end)));
    root.cites = {"GM-6.1", "D-34"};
  } else {
    const bool stone = p.rules.end == EndRule::StonePasses;
    root.lines.push_back(std::string("end rule: ") + (stone ? "stone-passes (a pass in a black-stone and in a white-stone slot)"
                                                            : "two-passes (passes by both players in a row)"));
    if (p.passes == 0) root.lines.push_back("no pass just made");
    // The passes of the current run, oldest first, each with the slot it filled (D-13).
    for (int k = p.passes; k >= 1; --k) {
      const int n = p.next_move - k;
      if (n >= 1) root.lines.push_back("move " + std::to_string(n) + ": a pass in " + slot_words(p.slot(n)) + " slot");
    }
    root.cites = {"TG-11.1", "D-13"};
  }
  root.verdict = ended ? Verdict::Held : Verdict::Failed;
  Diagram d = diagram_of_board(p.board, a);
  d.whole_board = true;
  if (move && !move->is_pass()) d.highlights.push_back(Highlight{Mark::Played, {move->point}});
  root.diagram = std::move(d);
  const std::string id = g.add(std::move(root));
  graft(g, id, counts_only(explain_score(e, p, labels)), ended ? "the final count" : "the count as the board stands");
  return g;
}

}  // namespace tg::explain
