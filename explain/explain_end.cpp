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

Graph explain_end(const Engine& e, const Position& before, Labels labels, const Move* move, text::Language lang) {
  using text::phrase;
  using K = text::PhraseKind;
  labels = Labels(labels.set, before.board.size());
  Position p = before;
  if (move) {
    const MoveOutcome o = e.play(before, *move);
    if (!o.after) throw BadQuestion("the move is illegal: " + std::string(illegal_name(o.illegal)));
    p = *o.after;
  }
  const Analysis a = e.analyze(p);
  const bool ended = e.ended(p);
  const Say say{labels, lang};
  // "white pass", "black stone d4".
  const std::string move_words =
      move ? say(phrase(K::ExplainEndMoveWords, move->side, static_cast<int>(move->kind), move->is_pass(),
                        move->is_pass() ? std::string() : say.point(move->point)))
           : "";
  Graph g;
  g.labels = labels;
  g.question = say(phrase(K::ExplainEndQuestion, move != nullptr, move_words));
  Node root;
  root.title = say(phrase(K::ExplainEndTitle, ended, move != nullptr, move_words));
  if (a.gomoku) {
    root.lines.push_back(say(phrase(K::ExplainEndGomoku, static_cast<int>(a.gomoku->end))));
    root.cites = {"GM-6.1", "D-34"};
  } else {
    root.lines.push_back(say(phrase(K::ExplainEndRule, p.rules.end == EndRule::StonePasses)));
    if (p.passes == 0) root.lines.push_back(say(phrase(K::ExplainNoPassJustMade)));
    // The passes of the current run, oldest first, each with the slot it filled (D-13).
    for (int k = p.passes; k >= 1; --k) {
      const int n = p.next_move - k;
      if (n >= 1) root.lines.push_back(say(phrase(K::ExplainPassInSlot, n, say.slot(p.slot(n)))));
    }
    root.cites = {"TG-11.1", "D-13"};
  }
  root.verdict = ended ? Verdict::Held : Verdict::Failed;
  Diagram d = diagram_of_board(p.board, a);
  d.whole_board = true;
  if (move && !move->is_pass()) d.highlights.push_back(Highlight{Mark::Played, {move->point}});
  root.diagram = std::move(d);
  const std::string id = g.add(std::move(root));
  graft(g, id, counts_only(explain_score(e, p, labels, lang)), say(phrase(K::ExplainEndCountEdge, ended)));
  return g;
}

}  // namespace tg::explain
