// Why a tris string has its attribute (Art. 6, TG-6.*), down to the
// private-eye verdicts of its neighbours (Art. 4.3, TG-4.3.*).
#include "explain/builder_support.h"
#include "text/reason_text.h"

namespace tg::explain {
using namespace detail;

namespace {

bool menggo2019_eyes(const Position& p) { return p.rules.eye_rule == EyeRule::Menggo2019; }

// The statements a candidate region's verdict rests on.
std::vector<std::string> candidate_cites(const EyeCandidate& c, bool m19) {
  if (m19) {
    if (c.failed == ReasonKind::None) {
      std::vector<std::string> out{"M19-4.1", "M19-4.1.2", "M19-4.2", "M19-4.2.1", "D-35", "D-53"};
      if (!c.inspected.empty()) out.insert(out.end(), {"M19-4.2.2", "M19-4.2.3", "D-03", "D-04"});
      return out;
    }
    if (c.failed == ReasonKind::EyeOwnStringInside) return {"M19-4.2.1", "M19-4.2.4", "C-3"};
    if (c.failed == ReasonKind::EyeOtherHasEyeM19) return {"M19-4.2.2", "D-04"};
    if (c.failed == ReasonKind::EyeOtherMakesEyeM19) return {"M19-4.2.3", "D-03"};
    return {std::string(reason_kind_id(c.failed))};
  }
  if (c.failed == ReasonKind::None) return {"TG-4.3.1", "TG-4.3.2", "TG-4.3.3", "D-02", "D-03", "D-04"};
  if (c.failed == ReasonKind::EyeOtherHasEye) return {"TG-4.3.3", "D-02", "D-04"};
  if (c.failed == ReasonKind::EyeOtherMakesEye) return {"TG-4.3.3", "D-02", "D-03"};
  return {std::string(reason_kind_id(c.failed))};
}

std::string first_points(const std::vector<std::vector<Point>>& strings, Labels labels) {
  std::string out;
  for (std::size_t i = 0; i < strings.size() && i < 6; ++i)
    out += (i ? ", " : "") + format_point(strings[i].front(), labels);
  if (strings.size() > 6) out += " ... (" + std::to_string(strings.size()) + " strings)";
  return out;
}

// The TG-4.3.3 (M19-4.2b) inspection of a candidate region as lines and
// marks: the inspected strings, the eye that is there already, the
// simulation's stones and the eye they make, or why none can be made.
void add_witness(Node& n, Diagram& d, const EyeCandidate& c, Side own, Labels labels, BoardSize size) {
  const std::string own_name(side_name(own)), other_name(side_name(opponent(own)));
  if (c.inspected.empty()) return;
  n.lines.push_back("inspected " + other_name + " string" + (c.inspected.size() == 1 ? "" : "s") + " (at " +
                    first_points(c.inspected, labels) + ")");
  const bool failed_a = c.failed == ReasonKind::EyeOtherHasEye || c.failed == ReasonKind::EyeOtherHasEyeM19;
  const bool failed_b = c.failed == ReasonKind::EyeOtherMakesEye || c.failed == ReasonKind::EyeOtherMakesEyeM19;
  if (failed_a && !c.eye.empty()) {
    n.lines.push_back("the " + other_name + " string at " + format_point(c.eye_of.front(), labels) +
                      " already has an eye of " + std::to_string(c.eye.size()) + " liberty" +
                      (c.eye.size() == 1 ? "" : "s") + ": " + words(c.eye, labels, 6));
    n.lines.push_back("that eye touches no " + own_name + " stone (D-04)");
    d.highlights.push_back(Highlight{Mark::Region, sorted(c.eye_of, size)});
    d.highlights.push_back(Highlight{Mark::Liberty, sorted(c.eye, size)});
  } else if (failed_b && !c.eye.empty()) {
    if (c.placements.empty())
      n.lines.push_back("simulation: " + format_point(c.eye.front(), labels) + " is already a one-liberty eye");
    else
      n.lines.push_back("simulation: " + other_name + " adds " + words(c.placements, labels, 8) +
                        (c.placements.size() > 1 ? " one by one" : "") + ", capturing nothing (D-03)");
    n.lines.push_back("then " + format_point(c.eye.front(), labels) + " is a one-liberty eye of the " + other_name +
                      " string at " + format_point(c.eye_of.front(), labels));
    d.highlights.push_back(Highlight{Mark::Region, sorted(c.eye_of, size)});
    d.highlights.push_back(Highlight{own == Side::Black ? Mark::AddedWhite : Mark::AddedBlack, sorted(c.placements, size)});
    d.highlights.push_back(Highlight{Mark::Liberty, {c.eye.front()}});
  } else if (c.failed == ReasonKind::None && !c.guarded.empty()) {
    n.lines.push_back(other_name + " can make no one-liberty eye here (D-03):");
    n.lines.push_back(c.guarded.size() == 1 ? "the empty point (blue circle) touches a " + own_name + " stone"
                                            : "all " + std::to_string(c.guarded.size()) +
                                                  " empty points (blue circles) touch a " + own_name + " stone");
    d.highlights.push_back(Highlight{Mark::Liberty, sorted(c.guarded, size)});
  }
}

// One black or white base string beside the tris string, with its verdict
// and each candidate region below it.
void add_neighbour(Graph& g, const std::string& parent, const Position& p, const Analysis& a, const StringInfo& s,
                   const TrisInfo& t, Labels labels, text::Language lang) {
  const PrivateEyeInfo* eye = eye_info(a, s.points);
  const bool has = eye && eye->has_private_eye;
  const std::string colour = piece_words(s.kind);
  const std::string param = std::string(s.kind == Piece::Black ? "B" : "W") + (has ? "y" : "o");
  Node n;
  n.title = colour + " string " + words(s.points, labels, 6) + (has ? ": has a private eye" : ": no private eye");
  n.lines.push_back("counts once in " + param + " (a base-board string beside the tris)");
  const bool m19 = menggo2019_eyes(p);
  if (eye && eye->candidates.empty())
    n.lines.push_back(m19 ? "it encloses no inner region with a liberty beside it (M19-4.1, D-35, D-53)"
                          : "no closed region formed by " + colour + " touches it (TG-4.3.1, D-01): nothing to test");
  std::size_t held = 0;
  if (eye)
    for (const EyeCandidate& c : eye->candidates) held += c.failed == ReasonKind::None;
  if (eye && !eye->candidates.empty())
    n.lines.push_back(std::to_string(eye->candidates.size()) + (m19 ? " inner region" : " candidate region") +
                      (eye->candidates.size() == 1 ? "" : "s") + ", " + std::to_string(held) + " private");
  n.cites = m19 ? std::vector<std::string>{"M19-4.2", "M19-4.4"} : std::vector<std::string>{"TG-4.3", "TG-6.0"};
  if (eye && eye->candidates.empty()) {
    if (m19) n.cites.insert(n.cites.end(), {"M19-4.1", "D-35", "D-53"});
    else n.cites.push_back("D-01");
  }
  n.verdict = has ? Verdict::Held : Verdict::Failed;
  Diagram d = diagram(p, a, Mark::Subject, s.points);
  d.highlights.insert(d.highlights.begin(), Highlight{Mark::Region, t.points});
  if (eye)
    for (const EyeCandidate& c : eye->candidates)
      d.highlights.insert(d.highlights.begin(),
                          Highlight{c.failed == ReasonKind::None ? Mark::Held : Mark::Failed, sorted(c.region, p.board.size())});
  n.diagram = std::move(d);
  const std::string id = g.add(std::move(n));
  g.link(parent, id, "counts in " + param);
  if (eye) add_eye_candidates(g, id, p, a, s.points, s.kind, *eye, labels, lang);
}

}  // namespace

namespace detail {

// Each candidate region of one string's private-eye verdict, as children of
// `parent`, with the condition that held or failed and its witness.
void add_eye_candidates(Graph& g, const std::string& parent, const Position& p, const Analysis& a,
                        const std::vector<Point>& string, Piece kind, const PrivateEyeInfo& eye, Labels labels,
                        text::Language lang) {
  const std::string colour = piece_words(kind);
  const bool m19 = menggo2019_eyes(p);
  const Side own = kind == Piece::Black ? Side::Black : Side::White;
  const std::string other = std::string(side_name(opponent(own)));
  for (const EyeCandidate& c : eye.candidates) {
    Node cn;
    const std::string what = m19 ? "inner region " : "region ";
    if (c.failed == ReasonKind::None) {
      cn.title = what + words(c.region, labels, 6) + ": a private eye";
      if (m19) {
        cn.lines.push_back("inside the " + colour + " ring: an inner region (M19-4.1.2)");
        cn.lines.push_back("(a) no other " + colour + " string inside (M19-4.2.1)");
        cn.lines.push_back("(b) no " + other + " string inside has or can make an eye");
      } else {
        cn.lines.push_back("TG-4.3.1 layer, 4.3.2 exclusive contact and 4.3.3 no " + other + " eye all hold");
      }
      if (c.inspected.empty())
        cn.lines.push_back(m19 ? "no " + other + " string inside to inspect (M19-4.2.2)"
                               : "no " + other + " string to inspect (D-02)");
      cn.verdict = Verdict::Held;
    } else {
      cn.title = what + words(c.region, labels, 6) + ": fails " + std::string(reason_kind_id(c.failed));
      cn.verdict = Verdict::Failed;
    }
    // The verdict in words (text/), unless the witness below says the same with its pieces.
    const bool witnessed = !c.eye.empty() && c.failed != ReasonKind::EyeEmptyTouchesOwnString &&
                           c.failed != ReasonKind::EyeOwnStringInside;
    if (c.failed != ReasonKind::None && !witnessed) cn.lines.push_back(text::eye_verdict_text(own, c, labels, text::reason_table(lang)));
    cn.cites = candidate_cites(c, m19);
    Diagram cd = diagram(p, a, c.failed == ReasonKind::None ? Mark::Held : Mark::Failed, c.region);
    cd.highlights.push_back(Highlight{Mark::Subject, string});
    if (c.failed == ReasonKind::EyeOwnStringInside) {
      // The other strings of the ring's colour inside: what (a) forbids.
      std::vector<Point> inside;
      for (Point q : c.region)
        if (p.board.at(q) == kind) inside.push_back(q);
      cd.highlights.push_back(Highlight{Mark::Played, sorted(inside, p.board.size())});
    }
    add_witness(cn, cd, c, own, labels, p.board.size());
    cn.diagram = std::move(cd);
    g.link(parent, g.add(std::move(cn)), c.failed == ReasonKind::None ? "private eye" : m19 ? "inner region" : "candidate region");
  }
}

}  // namespace detail

namespace {

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

// MengGo 2013 (attribute_rule=bonds, M13-5): the bonds decide, no private eyes.
std::string bond_words(int n, const char* colour) {
  return std::to_string(n) + " " + colour + " bond" + (n == 1 ? "" : "s");
}

std::string bond_rule(const TrisInfo& t) {
  const std::string to = std::string(attribute_name(t.attribute));
  const std::string b = bond_words(t.black_bonds, "black"), w = bond_words(t.white_bonds, "white");
  if (t.branch == "M13-5.1") return "no black or white stone beside it: " + to;
  if (t.branch == "M13-5.2") return "beside black strings only (" + b + "): " + to;
  if (t.branch == "M13-5.3") return "beside white strings only (" + w + "): " + to;
  if (t.branch == "M13-5.4.1") return b + " > " + w + ": " + to;
  if (t.branch == "M13-5.4.2") return b + " < " + w + ": " + to;
  if (t.branch == "M13-5.4.3") return b + " = " + w + ": " + to + ", like the edge";
  return b + ", " + w + ": " + to;
}

// The bonds (pairs of a piece of `tris` and an adjacent stone of `stones`),
// in the order of the tris string's pieces and each piece's neighbours.
std::vector<Point> bonds_between(const std::vector<Point>& tris, const std::vector<Point>& stones, BoardSize size) {
  std::vector<Point> pairs;
  for (Point q : tris)
    for (Point r : size.neighbours(q))
      if (contains(stones, r)) pairs.insert(pairs.end(), {q, r});
  return pairs;
}

Graph bonds_string(const Position& p, const Analysis& a, const TrisInfo& t, Labels labels) {
  const BoardSize size = p.board.size();
  Graph g;
  g.labels = labels;
  g.question = "why is the grey (tris) string at " + format_point(t.points.front(), labels) + " " +
               std::string(attribute_name(t.attribute)) + "?";
  Node root;
  root.title = "grey string " + words(t.points, labels, 6) + " is " + std::string(attribute_name(t.attribute));
  root.lines.push_back(bond_words(t.black_bonds, "black") + ", " + bond_words(t.white_bonds, "white") + " (branch " +
                       t.branch + ")");
  root.lines.push_back("MengGo 2013 counts bonds on the board as it stands: no private eyes (D-64)");
  root.cites = {"M13-5.0", "M13-5.5", "D-62", "D-64"};
  root.verdict = verdict_of(t.attribute);
  std::vector<Point> all_stones;
  for (const StringInfo& s : a.base_strings)
    if ((s.kind == Piece::Black || s.kind == Piece::White) && touches(s.points, t.points, size))
      all_stones.insert(all_stones.end(), s.points.begin(), s.points.end());
  Diagram rd = diagram(p, a, Mark::Subject, t.points);
  rd.highlights.push_back(Highlight{Mark::Bond, bonds_between(t.points, all_stones, size)});
  root.diagram = std::move(rd);
  const std::string rid = g.add(std::move(root));

  Node branch;
  branch.title = t.branch + ": " + bond_rule(t);
  branch.lines.push_back("a bond: a grey piece and a black or white stone beside it");
  branch.lines.push_back("one stone beside two pieces of the string makes two bonds (D-62)");
  branch.cites = {t.branch};
  if (t.branch == "M13-5.4.3") branch.cites.push_back("D-63");
  branch.verdict = verdict_of(t.attribute);
  const std::string bid = g.add(std::move(branch));
  g.link(rid, bid, "M13-5");

  for (const StringInfo& s : a.base_strings) {
    if ((s.kind != Piece::Black && s.kind != Piece::White) || !touches(s.points, t.points, size)) continue;
    const std::vector<Point> pairs = bonds_between(t.points, s.points, size);
    const int n = static_cast<int>(pairs.size() / 2);
    Node sn;
    sn.title = piece_words(s.kind) + " string " + words(s.points, labels, 6) + ": " +
               bond_words(n, s.kind == Piece::Black ? "black" : "white");
    std::string list;
    for (std::size_t i = 0; i + 1 < pairs.size() && i < 12; i += 2)
      list += (i ? ", " : "") + format_point(pairs[i], labels) + "-" + format_point(pairs[i + 1], labels);
    if (pairs.size() > 12) list += " ...";
    sn.lines.push_back("grey-stone pairs: " + list);
    sn.cites = {"M13-5.0", "D-62"};
    sn.verdict = s.kind == Piece::Black ? Verdict::Black : Verdict::White;
    Diagram d = diagram(p, a, Mark::Subject, s.points);
    d.highlights.insert(d.highlights.begin(), Highlight{Mark::Region, t.points});
    d.highlights.push_back(Highlight{Mark::Bond, pairs});
    sn.diagram = std::move(d);
    g.link(bid, g.add(std::move(sn)), std::string(s.kind == Piece::Black ? "black" : "white") + " bonds");
  }
  if (g.nodes.size() == 2) {
    Node none;
    none.title = "no black or white stone touches it";
    none.lines.push_back("0 bonds: neutral, like the outside of the edge");
    none.cites = {"M13-5.1"};
    g.link(bid, g.add(std::move(none)), "bonds");
  }
  return g;
}

}  // namespace

Graph explain_string(const Engine& e, const Position& p, Point point, Labels labels, text::Language lang) {
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
  if (p.rules.attribute_rule == AttributeRule::Bonds) return bonds_string(p, a, t, labels);
  const bool m19 = p.rules.attribute_rule == AttributeRule::Menggo2019;

  Graph g;
  g.labels = labels;
  g.question = "why is the tris string at " + format_point(point, labels) + " " +
               std::string(attribute_name(t.attribute)) + "?";
  Node root;
  root.title = "tris string " + words(t.points, labels, 6) + " is " + std::string(attribute_name(t.attribute));
  root.lines.push_back(params(t) + (m19 ? " (2019 Art. 4.4, branch " : " (Art. 6 branch ") + t.branch + ")");
  root.lines.push_back("the attribute is the whole string's, derived from the base board");
  root.cites = {"TG-5.2", "TG-6.0", "TG-6.3"};
  if (m19) root.cites = {"M19-4.3", "M19-4.4", "TG-6.3"};
  root.verdict = verdict_of(t.attribute);
  root.diagram = diagram(p, a, Mark::Subject, t.points);
  const std::string rid = g.add(std::move(root));

  Node branch;
  branch.title = "Art. " + t.branch + ": " + branch_rule(t);
  branch.lines.push_back("By / Wy: adjacent black / white strings with a private eye");
  branch.lines.push_back("Bo / Wo: adjacent black / white strings without one");
  branch.cites = {"TG-6.0", branch_statement(t.branch)};
  if (m19) {
    // 2019 Art. 4.4: (1) none private-eyed, (2a)/(2b) one colour's, (2c) both:
    // the counts, then on a tie all adjacent strings (the same as TG-6.2.3, C-3).
    const std::string clause = t.branch == "6.1" ? "(1)" : t.branch == "6.2.1" ? "(2a)" : t.branch == "6.2.2" ? "(2b)" : "(2c)";
    branch.title = "2019 Art. 4.4" + clause + ": " + branch_rule(t);
    if (t.branch.rfind("6.2.3", 0) == 0)
      branch.lines.push_back("tie: all adjacent strings, black " + std::to_string(t.by + t.bo) + " against white " +
                             std::to_string(t.wy + t.wo) + " (By+Bo, Wy+Wo; C-3)");
    branch.cites = {"M19-4.4", branch_statement(t.branch)};
    if (t.branch.rfind("6.2.3", 0) == 0) branch.cites.push_back("C-3");
  }
  branch.verdict = verdict_of(t.attribute);
  const std::string bid = g.add(std::move(branch));
  g.link(rid, bid, "Art. 6 branch");

  // The adjacent base strings (TG-6.0 counts on the base board, where tris are holes).
  for (const StringInfo& s : a.base_strings)
    if (s.kind != Piece::Tris && s.kind != Piece::Empty && touches(s.points, t.points, p.board.size()))
      add_neighbour(g, bid, p, a, s, t, labels, lang);
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
