// What a move did (Art. 9, TG-9.2): its captures in order, each attribute
// change with the Art. 6 parameters before and after, every D-06 cascade
// step, TrisGomoku's encirclements (GM-4), the end of the game (Art. 11).
#include "explain/builder_support.h"

namespace tg::explain {
using namespace detail;

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

std::string change_title(const AttributeChange& c, Labels labels) {
  return "tris string " + words(c.points, labels, 6) + ": " + std::string(attribute_name(c.from)) + " -> " +
         std::string(attribute_name(c.to));
}

void add_change(Graph& g, const std::string& parent, const AttributeChange& c, const Analysis& before,
                const Analysis& after, const Position& next, const std::string& label, Labels labels, bool gomoku) {
  Node n;
  n.title = change_title(c, labels);
  if (gomoku) {
    n.lines.push_back("flipped by the encirclement (the tris take the encircler's colour)");
    n.cites = {"GM-4.10", "D-21"};
  } else {
    const TrisInfo* was = tris_at(before, c.points.front());
    const TrisInfo* now = tris_at(after, c.points.front());
    // MengGo 2013 (attribute_rule=bonds): the bonds instead of the Art. 6 parameters.
    auto facts = [](const TrisInfo& t) {
      if (t.branch.rfind("M13-5", 0) != 0) return params(t);
      return std::to_string(t.black_bonds) + " black bond(s), " + std::to_string(t.white_bonds) + " white bond(s)";
    };
    if (was) n.lines.push_back("before: " + facts(*was) + ", branch " + was->branch);
    if (now) n.lines.push_back("after:  " + facts(*now) + ", branch " + now->branch);
    n.cites = {"TG-6.4", "TG-9.2"};
    if (now) n.cites.push_back(now->branch.rfind("M13-5", 0) == 0 ? now->branch : branch_statement(now->branch));
  }
  n.verdict = verdict_of(c.to);
  n.diagram = diagram(next, after, Mark::Subject, c.points);
  g.link(parent, g.add(std::move(n)), label);
}

void add_target(Graph& g, const std::string& parent, const EncirclementTarget& t, const Position& p,
                const Analysis& a, const std::string& label, Labels labels) {
  Node n;
  n.title = std::string(side_name(t.encircler)) + " encircles a type " + std::string(encirclement_type_name(t.type)) +
            " target";
  n.lines.push_back("main core " + words(t.main_core, labels, 6));
  if (!t.secondary_cores.empty()) n.lines.push_back(std::to_string(t.secondary_cores.size()) + " secondary core(s)");
  if (!t.reinforcements.empty()) n.lines.push_back(std::to_string(t.reinforcements.size()) + " reinforcement(s)");
  if (!t.walls.empty()) n.lines.push_back(std::to_string(t.walls.size()) + " wall(s) of neutral tris");
  n.lines.push_back("flips " + words(t.flips, labels, 8));
  n.cites = {"GM-4.1", "GM-4.7", "GM-4.9", "D-21"};
  Diagram d = diagram(p, a, Mark::Region, t.whole);
  d.highlights.push_back(Highlight{Mark::Subject, t.main_core});
  n.diagram = std::move(d);
  g.link(parent, g.add(std::move(n)), label);
}

}  // namespace

Graph explain_move(const Engine& e, const Position& p, const Move& m, Labels labels) {
  labels = Labels(labels.set, p.board.size());  // GTP vertices need the size
  const Analysis before = e.analyze(p);
  const MoveOutcome o = e.play(p, m);
  const std::string where = m.is_pass() ? std::string("pass") : format_point(m.point, labels);
  Graph g;
  g.labels = labels;
  // "white pass", not "white pass pass".
  g.question = "what did move " + std::to_string(p.next_move) + " (" + std::string(side_name(m.side)) + " " +
               (m.is_pass() ? std::string("pass") : std::string(move_kind_name(m.kind)) + " " + where) + ") do?";
  if (!o.legal()) {
    const std::string id = g.add(illegal_node(p, before, m, o, labels));
    add_illegal_reasons(g, id, p, before, m, o, labels);
    if (o.illegal == Illegal::WrongSlot) add_turn_reason(g, id, p, before, nullptr);
    return g;
  }
  const Position& next = *o.after;
  const Analysis after = e.analyze(next);
  const bool gomoku = after.gomoku.has_value();
  Board placed = p.board;
  if (!m.is_pass()) placed.set(m.point, m.piece());

  Node root;
  root.title = "move " + std::to_string(p.next_move) + ": " + std::string(side_name(m.side)) + " " +
               std::string(move_kind_name(m.kind)) + " " + where;
  std::size_t changed = o.changes.size();
  for (const CascadeStep& s : o.cascade) changed += s.changes.size();
  root.lines.push_back(std::to_string(o.captured.size()) + " captured, " + std::to_string(changed) +
                       " attribute change(s), " + std::to_string(o.cascade.size()) + " cascade step(s)");
  root.cites = gomoku ? std::vector<std::string>{"GM-2.1", "GM-4.7"} : std::vector<std::string>{"TG-9.2"};
  if (m.kind == MoveKind::Emergency) root.cites.insert(root.cites.end(), {"TG-8.2", "D-26"});
  if (m.is_pass()) root.cites.push_back("TG-2.5");
  root.verdict = Verdict::Held;
  root.diagram = diagram(next, after, Mark::Played, m.is_pass() ? std::vector<Point>{} : std::vector<Point>{m.point});
  const std::string rid = g.add(std::move(root));
  add_turn_reason(g, rid, p, before, &m);

  if (m.kind == MoveKind::Emergency) {
    // Art. 8: the mover's string in atari whose single liberty the stone takes.
    for (const StringInfo& st : before.holistic_strings) {
      if (st.kind != stone_of(m.side) || st.liberties != std::vector<Point>{m.point}) continue;
      Node n;
      n.title = "emergency conversion: saves " + piece_words(st.kind) + " " + words(st.points, labels, 6);
      n.lines.push_back("P: the opponent's last move put this string in atari");
      n.lines.push_back("Q: the stone goes on its single liberty " + format_point(m.point, labels) +
                        ", filling the tris slot (D-26)");
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
    n.title = "captures " + std::to_string(o.captured.size()) + ": " + words(o.captured, labels, 8);
    n.lines.push_back("the opponent's strings left without liberties, removed first (in this order)");
    n.cites = {"TG-9.2", "TG-9.3", "TG-5.1"};
    n.verdict = Verdict::Failed;
    n.diagram = ghost(next.board, placed, after, o.captured);
    g.link(rid, g.add(std::move(n)), "step 1: captures");
  }
  for (const EncirclementTarget& t : o.encircled) add_target(g, rid, t, p, before, "encircled", labels);
  for (const EncirclementTarget& t : o.overruled) add_target(g, rid, t, p, before, "set aside (GM-4.9)", labels);
  for (const AttributeChange& c : o.changes)
    add_change(g, rid, c, before, after, next, gomoku ? "flip" : "attribute change", labels, gomoku);
  for (std::size_t i = 0; i < o.cascade.size(); ++i) {
    const CascadeStep& s = o.cascade[i];
    Node n;
    n.title = "cascade step " + std::to_string(i + 1) + ": removes " + words(s.removed, labels, 8);
    n.lines.push_back("recomputed attributes left these strings without liberties (cascade = " +
                      std::string(p.rules.cascade == Cascade::OpponentFirst ? "opponent-first" : p.rules.cascade == Cascade::None ? "none" : "simultaneous") + ")");
    n.cites = {"D-06", "TG-6.4", "TG-9.2"};
    n.verdict = Verdict::Failed;
    n.diagram = ghost(next.board, placed, after, s.removed);
    const std::string sid = g.add(std::move(n));
    g.link(rid, sid, "D-06 step " + std::to_string(i + 1));
    for (const AttributeChange& c : s.changes) add_change(g, sid, c, before, after, next, "then", labels, false);
  }
  if (e.ended(next)) {
    Node n;
    n.title = "the game ends";
    if (gomoku && after.gomoku)
      n.lines.push_back("result: " + std::string(gomoku_end_name(after.gomoku->end)) + ", " +
                        std::string(winner_name(after.gomoku->winner)));
    else
      n.lines.push_back("black " + number(after.score.black) + ", white " + number(after.score.white) + ": " +
                        std::string(winner_name(after.score.winner)));
    n.cites = gomoku ? std::vector<std::string>{"GM-6.1", "D-34"} : std::vector<std::string>{"TG-11.1", "D-13"};
    g.link(rid, g.add(std::move(n)), "end");
  }
  return g;
}

}  // namespace tg::explain
