// Why a tris string has its attribute (Art. 6, TG-6.*), down to the
// private-eye verdicts of its neighbours (Art. 4.3, TG-4.3.*).
#include "explain/builder_support.h"

namespace tg::explain {
using namespace detail;

namespace {

// The statements a candidate region's verdict rests on.
std::vector<std::string> candidate_cites(const EyeCandidate& c) {
  if (c.failed.empty()) return {"TG-4.3.1", "TG-4.3.2", "TG-4.3.3", "D-02", "D-03", "D-04"};
  if (c.failed == "TG-4.3.3a") return {"TG-4.3.3", "D-02", "D-04"};
  if (c.failed == "TG-4.3.3b") return {"TG-4.3.3", "D-02", "D-03"};
  return {c.failed};
}

// One black or white base string beside the tris string, with its verdict
// and each candidate region below it.
void add_neighbour(Graph& g, const std::string& parent, const Position& p, const Analysis& a, const StringInfo& s,
                   const TrisInfo& t, Labels labels) {
  const PrivateEyeInfo* eye = eye_info(a, s.points);
  const bool has = eye && eye->has_private_eye;
  const std::string colour = piece_words(s.kind);
  const std::string param = std::string(s.kind == Piece::Black ? "B" : "W") + (has ? "y" : "o");
  Node n;
  n.title = colour + " string " + words(s.points, labels, 6) + (has ? ": has a private eye" : ": no private eye");
  n.lines.push_back("counts once in " + param + " (a base-board string beside the tris)");
  if (eye && eye->candidates.empty())
    n.lines.push_back("no closed region formed by " + colour + " touches it (TG-4.3.1, D-01): nothing to test");
  std::size_t held = 0;
  if (eye)
    for (const EyeCandidate& c : eye->candidates) held += c.failed.empty();
  if (eye && !eye->candidates.empty())
    n.lines.push_back(std::to_string(eye->candidates.size()) + " candidate region" +
                      (eye->candidates.size() == 1 ? "" : "s") + ", " + std::to_string(held) + " private");
  n.cites = {"TG-4.3", "TG-6.0"};
  if (eye && eye->candidates.empty()) n.cites.push_back("D-01");
  n.verdict = has ? Verdict::Held : Verdict::Failed;
  Diagram d = diagram(p, a, Mark::Subject, s.points);
  d.highlights.insert(d.highlights.begin(), Highlight{Mark::Region, t.points});
  if (eye)
    for (const EyeCandidate& c : eye->candidates)
      d.highlights.insert(d.highlights.begin(),
                          Highlight{c.failed.empty() ? Mark::Held : Mark::Failed, sorted(c.region, p.board.size())});
  n.diagram = std::move(d);
  const std::string id = g.add(std::move(n));
  g.link(parent, id, "counts in " + param);
  if (!eye) return;
  for (const EyeCandidate& c : eye->candidates) {
    Node cn;
    if (c.failed.empty()) {
      cn.title = "region " + words(c.region, labels, 6) + ": a private eye";
      cn.lines.push_back("TG-4.3.1 layer, 4.3.2 exclusive contact and 4.3.3 no " +
                         std::string(s.kind == Piece::Black ? "white" : "black") + " eye all hold");
      cn.verdict = Verdict::Held;
    } else {
      cn.title = "region " + words(c.region, labels, 6) + ": fails " + c.failed;
      cn.verdict = Verdict::Failed;
    }
    if (!c.why.empty()) cn.lines.push_back(relabel(c.why, labels));
    cn.cites = candidate_cites(c);
    Diagram cd = diagram(p, a, c.failed.empty() ? Mark::Held : Mark::Failed, c.region);
    cd.highlights.push_back(Highlight{Mark::Subject, s.points});
    cn.diagram = std::move(cd);
    g.link(id, g.add(std::move(cn)), c.failed.empty() ? "private eye" : "candidate region");
  }
}

Graph gomoku_string(const Position& p, const Analysis& a, const TrisInfo& t, Labels labels) {
  Graph g;
  g.labels = labels;
  g.question = "why is the tris string at " + format_point(t.points.front(), labels) + " " +
               std::string(attribute_name(t.attribute)) + "?";
  Node root;
  root.title = "tris string " + words(t.points, labels, 6) + " is " + std::string(attribute_name(t.attribute));
  root.lines.push_back("TrisGomoku: the attribute is stored on the board and changes only by encirclement");
  root.cites = {"GM-2.2", "GM-4.10", "D-20"};
  root.verdict = verdict_of(t.attribute);
  root.diagram = diagram(p, a, Mark::Subject, t.points);
  const std::string id = g.add(std::move(root));
  for (const EncirclementTarget& target : a.gomoku->targets) {
    bool flips = false;
    for (Point q : t.points) flips |= contains(target.flips, q);
    if (!flips) continue;
    Node n;
    n.title = std::string(side_name(target.encircler)) + " type " + std::string(encirclement_type_name(target.type)) +
              " target: would turn it " + std::string(side_name(target.encircler));
    n.lines.push_back("main core " + words(target.main_core, labels, 6));
    n.lines.push_back("liberties " + words(target.liberties, labels, 8) +
                      (target.liberties.size() == 1 ? " (the single-hole ring's last liberty)" : ""));
    n.cites = {"GM-4.1", "GM-4.6", "GM-4.7", "D-21"};
    Diagram d = diagram(p, a, Mark::Region, target.whole);
    d.highlights.push_back(Highlight{Mark::Liberty, target.liberties});
    d.highlights.push_back(Highlight{Mark::Subject, t.points});
    n.diagram = std::move(d);
    g.link(id, g.add(std::move(n)), "if encircled");
  }
  return g;
}

}  // namespace

Graph explain_string(const Engine& e, const Position& p, Point point, Labels labels) {
  labels = Labels(labels.set, p.board.size());  // GTP vertices need the size
  if (!p.board.size().contains(point))
    throw BadQuestion("the point " + format_point(point, labels) + " is off the board");
  const Analysis a = e.analyze(p);
  const TrisInfo* found = p.board.at(point) == Piece::Tris ? tris_at(a, point) : nullptr;
  if (!found)
    throw BadQuestion("the point " + format_point(point, labels) + " holds no tris (it holds " +
                      (p.board.at(point) == Piece::Empty ? std::string("nothing") : piece_words(p.board.at(point)) + " stone") +
                      "): --string asks about a tris string's attribute");
  const TrisInfo& t = *found;
  if (a.gomoku) return gomoku_string(p, a, t, labels);

  Graph g;
  g.labels = labels;
  g.question = "why is the tris string at " + format_point(point, labels) + " " +
               std::string(attribute_name(t.attribute)) + "?";
  Node root;
  root.title = "tris string " + words(t.points, labels, 6) + " is " + std::string(attribute_name(t.attribute));
  root.lines.push_back(params(t) + " (Art. 6 branch " + t.branch + ")");
  root.lines.push_back("the attribute is the whole string's, derived from the base board");
  root.cites = {"TG-5.2", "TG-6.0", "TG-6.3"};
  root.verdict = verdict_of(t.attribute);
  root.diagram = diagram(p, a, Mark::Subject, t.points);
  const std::string rid = g.add(std::move(root));

  Node branch;
  branch.title = "Art. " + t.branch + ": " + branch_rule(t);
  branch.lines.push_back("By / Wy: adjacent black / white strings with a private eye");
  branch.lines.push_back("Bo / Wo: adjacent black / white strings without one");
  branch.cites = {"TG-6.0", branch_statement(t.branch)};
  branch.verdict = verdict_of(t.attribute);
  const std::string bid = g.add(std::move(branch));
  g.link(rid, bid, "Art. 6 branch");

  // The adjacent base strings (TG-6.0 counts on the base board, where tris are holes).
  for (const StringInfo& s : a.base_strings)
    if (s.kind != Piece::Tris && s.kind != Piece::Empty && touches(s.points, t.points, p.board.size()))
      add_neighbour(g, bid, p, a, s, t, labels);
  if (g.nodes.size() == 2) {
    Node none;
    none.title = "no black or white string touches it";
    none.lines.push_back("By = Wy = Bo = Wo = 0");
    none.cites = {"TG-3.4", "TG-6.0"};
    g.link(bid, g.add(std::move(none)), "adjacent strings");
  }
  return g;
}

}  // namespace tg::explain
