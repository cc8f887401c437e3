// What a move did (Art. 9, TG-9.2): its captures in order, each attribute
// change with the Art. 6 parameters before and after, every D-06 cascade
// step, TrisGomoku's encirclements (GM-4), the end of the game (Art. 11).
#include "explain/builder_support.h"

namespace tg::explain {
using namespace detail;
using text::phrase;
using K = text::PhraseKind;

namespace {

// The board after the move with the removed pieces put back, so a cross can
// be drawn over each as it stood: `before` is the board with the move's
// piece placed.
Diagram ghost(const Board& after, const Board& before, const Analysis& a_after, const std::vector<Point>& removed) {
  Board b = after;
  for (Point q : removed) b.set(q, before.at(q));
  Diagram d = diagram_of_board(b, a_after);
  d.highlights.push_back(Highlight{Mark::Captured, sorted(removed, b.size())});
  return d;
}

// label: 0 flip, 1 attribute change, 2 then (ExplainChangeEdge).
void add_change(Graph& g, const std::string& parent, const AttributeChange& c, const Analysis& before,
                const Analysis& after, const Position& next, int label, const Say& say, bool gomoku) {
  Node n;
  n.title = say(phrase(K::ExplainChangeTitle, say.points(c.points, 6), c.from, c.to));
  if (gomoku) {
    n.lines.push_back(say(phrase(K::ExplainFlippedByEncirclement)));
    n.cites = {"GM-4.10", "D-21"};
  } else {
    const TrisInfo* was = tris_at(before, c.points.front());
    const TrisInfo* now = tris_at(after, c.points.front());
    // MengGo 2013 (attribute_rule=bonds): the bonds instead of the Art. 6 parameters.
    auto facts = [&](const TrisInfo& t) {
      if (t.branch.rfind("M13-5", 0) != 0) return params(t);
      return say(phrase(K::ExplainBondsFacts, t.black_bonds, t.white_bonds));
    };
    if (was) n.lines.push_back(say(phrase(K::ExplainBefore, facts(*was), was->branch)));
    if (now) n.lines.push_back(say(phrase(K::ExplainAfter, facts(*now), now->branch)));
    n.cites = {"TG-6.4", "TG-9.2"};
    if (now) n.cites.push_back(now->branch.rfind("M13-5", 0) == 0 ? now->branch : branch_statement(now->branch));
  }
  n.verdict = verdict_of(c.to);
  n.diagram = diagram(next, after, Mark::Subject, c.points);
  g.link(parent, g.add(std::move(n)), say(phrase(K::ExplainChangeEdge, label)));
}

// set_aside: the edge "encircled" (0) or "set aside (GM-4.9)" (1).
void add_target(Graph& g, const std::string& parent, const EncirclementTarget& t, const Position& p,
                const Analysis& a, bool set_aside, const Say& say) {
  Node n;
  n.title = say(phrase(K::ExplainEncircles, t.encircler, std::string(encirclement_type_name(t.type))));
  n.lines.push_back(say(phrase(K::ExplainMainCore, say.points(t.main_core, 6))));
  if (!t.secondary_cores.empty()) n.lines.push_back(say(phrase(K::ExplainSecondaryCores, t.secondary_cores.size())));
  if (!t.reinforcements.empty()) n.lines.push_back(say(phrase(K::ExplainReinforcements, t.reinforcements.size())));
  if (!t.walls.empty()) n.lines.push_back(say(phrase(K::ExplainWalls, t.walls.size())));
  n.lines.push_back(say(phrase(K::ExplainFlips, say.points(t.flips, 8))));
  n.cites = {"GM-4.1", "GM-4.7", "GM-4.9", "D-21"};
  Diagram d = diagram(p, a, Mark::Region, t.whole);
  d.highlights.push_back(Highlight{Mark::Subject, t.main_core});
  n.diagram = std::move(d);
  g.link(parent, g.add(std::move(n)), say(phrase(K::ExplainTargetEdge, set_aside)));
}

}  // namespace

Graph explain_move(const Engine& e, const Position& p, const Move& m, Labels labels, text::Language lang) {
  labels = Labels(labels.set, p.board.size());  // GTP vertices need the size
  const Say say{labels, lang};
  const Analysis before = e.analyze(p);
  const MoveOutcome o = e.play(p, m);
  const std::string where = m.is_pass() ? std::string() : say.point(m.point);
  Graph g;
  g.labels = labels;
  // "white pass", not "white pass pass".
  g.question = say(phrase(K::ExplainWhatDid, p.next_move, m.side, m.is_pass(), static_cast<int>(m.kind), where));
  if (!o.legal()) {
    const std::string id = g.add(illegal_node(p, before, m, o, labels, lang));
    add_illegal_reasons(g, id, p, before, m, o, labels, lang);
    if (o.illegal == Illegal::WrongSlot) add_turn_reason(g, id, p, before, nullptr, lang);
    return g;
  }
  const Position& next = *o.after;
  const Analysis after = e.analyze(next);
  const bool gomoku = after.gomoku.has_value();
  Board placed = p.board;
  if (!m.is_pass()) placed.set(m.point, m.piece());

  Node root;
  root.title = say(phrase(K::ExplainMoveTitle, p.next_move, m.side, static_cast<int>(m.kind), m.is_pass(), where));
  std::size_t changed = o.changes.size();
  for (const CascadeStep& s : o.cascade) changed += s.changes.size();
  root.lines.push_back(say(phrase(K::ExplainMoveCounts, o.captured.size(), changed, o.cascade.size())));
  root.cites = gomoku ? std::vector<std::string>{"GM-2.1", "GM-4.7"} : std::vector<std::string>{"TG-9.2"};
  if (m.kind == MoveKind::Emergency) root.cites.insert(root.cites.end(), {"TG-8.2", "D-26"});
  if (m.is_pass()) root.cites.push_back("TG-2.5");
  root.verdict = Verdict::Held;
  root.diagram = diagram(next, after, Mark::Played, m.is_pass() ? std::vector<Point>{} : std::vector<Point>{m.point});
  const std::string rid = g.add(std::move(root));
  add_turn_reason(g, rid, p, before, &m, lang);

  if (m.kind == MoveKind::Emergency) {
    // Art. 8: the mover's string in atari whose single liberty the stone takes.
    for (const StringInfo& st : before.holistic_strings) {
      if (st.kind != stone_of(m.side) || st.liberties != std::vector<Point>{m.point}) continue;
      Node n;
      n.title = say(phrase(K::ExplainEmergencySaves, m.side, say.points(st.points, 6)));
      n.lines.push_back(say(phrase(K::ExplainEmergencyP)));
      n.lines.push_back(say(phrase(K::ExplainEmergencyQ, say.point(m.point))));
      n.cites = {"TG-8.1", "TG-8.2", "TG-8.3", "D-11", "D-26"};
      n.verdict = Verdict::Held;
      Diagram d = diagram(p, before, Mark::Subject, st.points);
      d.highlights.push_back(Highlight{Mark::Liberty, {m.point}});
      n.diagram = std::move(d);
      g.link(rid, g.add(std::move(n)), "Art. 8");
    }
  }
  if (!o.captured.empty()) {
    Node n;
    n.title = say(phrase(K::ExplainCaptures, o.captured.size(), say.points(o.captured, 8)));
    n.lines.push_back(say(phrase(K::ExplainCapturesWhy)));
    n.cites = {"TG-9.2", "TG-9.3", "TG-5.1"};
    n.verdict = Verdict::Failed;
    n.diagram = ghost(next.board, placed, after, o.captured);
    g.link(rid, g.add(std::move(n)), say(phrase(K::ExplainCapturesEdge)));
  }
  for (const EncirclementTarget& t : o.encircled) add_target(g, rid, t, p, before, false, say);
  for (const EncirclementTarget& t : o.overruled) add_target(g, rid, t, p, before, true, say);
  for (const AttributeChange& c : o.changes) add_change(g, rid, c, before, after, next, gomoku ? 0 : 1, say, gomoku);
  for (std::size_t i = 0; i < o.cascade.size(); ++i) {
    const CascadeStep& s = o.cascade[i];
    Node n;
    n.title = say(phrase(K::ExplainCascadeStep, i + 1, say.points(s.removed, 8)));
    n.lines.push_back(say(phrase(K::ExplainCascadeWhy, std::string(p.rules.cascade == Cascade::OpponentFirst ? "opponent-first" : p.rules.cascade == Cascade::None ? "none" : "simultaneous"))));
    n.cites = {"D-06", "TG-6.4", "TG-9.2"};
    n.verdict = Verdict::Failed;
    n.diagram = ghost(next.board, placed, after, s.removed);
    const std::string sid = g.add(std::move(n));
    g.link(rid, sid, say(phrase(K::ExplainCascadeEdge, i + 1)));
    for (const AttributeChange& c : s.changes) add_change(g, sid, c, before, after, next, 2, say, false);
  }
  if (e.ended(next)) {
    Node n;
    n.title = say(phrase(K::ExplainGameEnds));
    if (gomoku && after.gomoku)
      n.lines.push_back(say(phrase(K::ExplainGomokuResult, static_cast<int>(after.gomoku->end),
                                   static_cast<int>(after.gomoku->winner))));
    else
      n.lines.push_back(say(phrase(K::ExplainEndCount, number(after.score.black), number(after.score.white),
                                   static_cast<int>(after.score.winner))));
    n.cites = gomoku ? std::vector<std::string>{"GM-6.1", "D-34"} : std::vector<std::string>{"TG-11.1", "D-13"};
    g.link(rid, g.add(std::move(n)), say(phrase(K::ExplainEndEdge)));
  }
  return g;
}

}  // namespace tg::explain
