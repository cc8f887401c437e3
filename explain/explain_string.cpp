// Why a tris string has its attribute (Art. 6, TG-6.*), down to the
// private-eye verdicts of its neighbours (Art. 4.3, TG-4.3.*).
#include "explain/builder_support.h"
#include "text/reason_text.h"

namespace tg::explain {
using namespace detail;
using text::phrase;
using K = text::PhraseKind;

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

std::string first_points(const std::vector<std::vector<Point>>& strings, const Say& say) {
  std::string out;
  for (std::size_t i = 0; i < strings.size() && i < 6; ++i)
    out += std::string(i ? text::separator_word(", ", say.lang) : "") + say.point(strings[i].front());
  if (strings.size() > 6) return say(phrase(K::ExplainMoreStrings, out, strings.size()));
  return out;
}

// The TG-4.3.3 (M19-4.2b) inspection of a candidate region as lines and
// marks: the inspected strings, the eye that is there already, the
// simulation's stones and the eye they make, or why none can be made.
void add_witness(Node& n, Diagram& d, const EyeCandidate& c, Side own, const Say& say, BoardSize size) {
  const Side other = opponent(own);
  if (c.inspected.empty()) return;
  n.lines.push_back(say(phrase(K::ExplainInspected, other, c.inspected.size(), first_points(c.inspected, say))));
  const bool failed_a = c.failed == ReasonKind::EyeOtherHasEye || c.failed == ReasonKind::EyeOtherHasEyeM19;
  const bool failed_b = c.failed == ReasonKind::EyeOtherMakesEye || c.failed == ReasonKind::EyeOtherMakesEyeM19;
  if (failed_a && !c.eye.empty()) {
    n.lines.push_back(say(phrase(K::ExplainHasEyeAlready, other, say.point(c.eye_of.front()), c.eye.size(), say.points(c.eye, 6))));
    n.lines.push_back(say(phrase(K::ExplainEyeTouchesNoStone, own)));
    d.highlights.push_back(Highlight{Mark::Region, sorted(c.eye_of, size)});
    d.highlights.push_back(Highlight{Mark::Liberty, sorted(c.eye, size)});
  } else if (failed_b && !c.eye.empty()) {
    if (c.placements.empty())
      n.lines.push_back(say(phrase(K::ExplainSimulationAlready, say.point(c.eye.front()))));
    else
      n.lines.push_back(say(phrase(K::ExplainSimulationAdds, other, say.points(c.placements, 8), c.placements.size() > 1)));
    n.lines.push_back(say(phrase(K::ExplainThenEye, say.point(c.eye.front()), other, say.point(c.eye_of.front()))));
    d.highlights.push_back(Highlight{Mark::Region, sorted(c.eye_of, size)});
    d.highlights.push_back(Highlight{own == Side::Black ? Mark::AddedWhite : Mark::AddedBlack, sorted(c.placements, size)});
    d.highlights.push_back(Highlight{Mark::Liberty, {c.eye.front()}});
  } else if (c.failed == ReasonKind::None && !c.guarded.empty()) {
    n.lines.push_back(say(phrase(K::ExplainCannotMakeEye, other)));
    n.lines.push_back(say(phrase(K::ExplainGuarded, c.guarded.size(), own)));
    d.highlights.push_back(Highlight{Mark::Liberty, sorted(c.guarded, size)});
  }
}

// One black or white base string beside the tris string, with its verdict
// and each candidate region below it.
void add_neighbour(Graph& g, const std::string& parent, const Position& p, const Analysis& a, const StringInfo& s,
                   const TrisInfo& t, const Say& say) {
  const PrivateEyeInfo* eye = eye_info(a, s.points);
  const bool has = eye && eye->has_private_eye;
  const Side colour = s.kind == Piece::Black ? Side::Black : Side::White;
  const std::string param = std::string(s.kind == Piece::Black ? "B" : "W") + (has ? "y" : "o");
  Node n;
  n.title = say(phrase(K::ExplainStringEye, colour, say.points(s.points, 6), has));
  n.lines.push_back(say(phrase(K::ExplainCountsOnce, param)));
  const bool m19 = menggo2019_eyes(p);
  if (eye && eye->candidates.empty())
    n.lines.push_back(m19 ? say(phrase(K::ExplainNoInnerRegion)) : say(phrase(K::ExplainNoClosedRegion, colour)));
  std::size_t held = 0;
  if (eye)
    for (const EyeCandidate& c : eye->candidates) held += c.failed == ReasonKind::None;
  if (eye && !eye->candidates.empty())
    n.lines.push_back(say(phrase(K::ExplainRegions, eye->candidates.size(), m19, held, false)));
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
  g.link(parent, id, say(phrase(K::ExplainCountsIn, param)));
  if (eye) add_eye_candidates(g, id, p, a, s.points, s.kind, *eye, say.labels, say.lang);
}

}  // namespace

namespace detail {

// Each candidate region of one string's private-eye verdict, as children of
// `parent`, with the condition that held or failed and its witness.
void add_eye_candidates(Graph& g, const std::string& parent, const Position& p, const Analysis& a,
                        const std::vector<Point>& string, Piece kind, const PrivateEyeInfo& eye, Labels labels,
                        text::Language lang) {
  const Say say{labels, lang};
  const bool m19 = menggo2019_eyes(p);
  const Side own = kind == Piece::Black ? Side::Black : Side::White;
  const Side other = opponent(own);
  for (const EyeCandidate& c : eye.candidates) {
    Node cn;
    if (c.failed == ReasonKind::None) {
      cn.title = say(phrase(K::ExplainRegionEye, m19, say.points(c.region, 6)));
      if (m19) {
        cn.lines.push_back(say(phrase(K::ExplainInsideRing, own)));
        cn.lines.push_back(say(phrase(K::ExplainNoOwnInside, own)));
        cn.lines.push_back(say(phrase(K::ExplainNoOtherEyeInside, other)));
      } else {
        cn.lines.push_back(say(phrase(K::ExplainConditionsHold, other)));
      }
      if (c.inspected.empty()) cn.lines.push_back(say(phrase(K::ExplainNothingToInspect, m19, other)));
      cn.verdict = Verdict::Held;
    } else {
      cn.title = say(phrase(K::ExplainRegionFails, m19, say.points(c.region, 6), std::string(reason_kind_id(c.failed))));
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
    add_witness(cn, cd, c, own, say, p.board.size());
    cn.diagram = std::move(cd);
    g.link(parent, g.add(std::move(cn)), say(phrase(K::ExplainRegionEdge, c.failed == ReasonKind::None ? 0 : m19 ? 2 : 1)));
  }
}

}  // namespace detail

namespace {

Graph gomoku_string(const Position& p, const Analysis& a, const TrisInfo& t, const Say& say) {
  Graph g;
  g.labels = say.labels;
  g.question = say(phrase(K::ExplainWhyTris, say.point(t.points.front()), t.attribute));
  Node root;
  root.title = say(phrase(K::ExplainTrisIs, say.points(t.points, 6), t.attribute));
  root.lines.push_back(say(phrase(K::ExplainGomokuStored)));
  root.cites = {"GM-2.2", "GM-4.10", "D-20"};
  root.verdict = verdict_of(t.attribute);
  root.diagram = diagram(p, a, Mark::Subject, t.points);
  const std::string id = g.add(std::move(root));
  for (const EncirclementTarget& target : a.gomoku->targets) {
    bool flips = false;
    for (Point q : t.points) flips |= contains(target.flips, q);
    if (!flips) continue;
    Node n;
    n.title = say(phrase(K::ExplainWouldTurn, target.encircler, std::string(encirclement_type_name(target.type))));
    n.lines.push_back(say(phrase(K::ExplainMainCore, say.points(target.main_core, 6))));
    n.lines.push_back(say(phrase(K::ExplainTargetLiberties, say.points(target.liberties, 8), target.liberties.size() == 1)));
    n.cites = {"GM-4.1", "GM-4.6", "GM-4.7", "D-21"};
    Diagram d = diagram(p, a, Mark::Region, target.whole);
    d.highlights.push_back(Highlight{Mark::Liberty, target.liberties});
    d.highlights.push_back(Highlight{Mark::Subject, t.points});
    n.diagram = std::move(d);
    g.link(id, g.add(std::move(n)), say(phrase(K::ExplainIfEncircledEdge)));
  }
  return g;
}

// MengGo 2013 (attribute_rule=bonds, M13-5): the bonds decide, no private eyes.
text::Phrase bond_rule(const TrisInfo& t) {
  static const char* const kBranches[] = {"M13-5.1", "M13-5.2", "M13-5.3", "M13-5.4.1", "M13-5.4.2", "M13-5.4.3"};
  int branch = 6;
  for (int k = 0; k < 6; ++k)
    if (t.branch == kBranches[k]) branch = k;
  return phrase(K::ExplainBondRule, branch, t.black_bonds, t.white_bonds, t.attribute);
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

Graph bonds_string(const Position& p, const Analysis& a, const TrisInfo& t, const Say& say) {
  const BoardSize size = p.board.size();
  Graph g;
  g.labels = say.labels;
  g.question = say(phrase(K::ExplainWhyGrey, say.point(t.points.front()), t.attribute));
  Node root;
  root.title = say(phrase(K::ExplainGreyIs, say.points(t.points, 6), t.attribute));
  root.lines.push_back(say(phrase(K::ExplainBondsBranch, t.black_bonds, t.white_bonds, t.branch)));
  root.lines.push_back(say(phrase(K::ExplainBondsNoEyes)));
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
  branch.title = say(phrase(K::ExplainRule, t.branch, text::PhraseList{{bond_rule(t)}, ""}));
  branch.lines.push_back(say(phrase(K::ExplainBondIs)));
  branch.lines.push_back(say(phrase(K::ExplainTwoBonds)));
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
    const Side colour = s.kind == Piece::Black ? Side::Black : Side::White;
    sn.title = say(phrase(K::ExplainStringBonds, colour, say.points(s.points, 6), n));
    std::string list;
    for (std::size_t i = 0; i + 1 < pairs.size() && i < 12; i += 2)
      list += std::string(i ? text::separator_word(", ", say.lang) : "") + say.point(pairs[i]) + "-" + say.point(pairs[i + 1]);
    if (pairs.size() > 12) list += " ...";
    sn.lines.push_back(say(phrase(K::ExplainBondPairs, list)));
    sn.cites = {"M13-5.0", "D-62"};
    sn.verdict = s.kind == Piece::Black ? Verdict::Black : Verdict::White;
    Diagram d = diagram(p, a, Mark::Subject, s.points);
    d.highlights.insert(d.highlights.begin(), Highlight{Mark::Region, t.points});
    d.highlights.push_back(Highlight{Mark::Bond, pairs});
    sn.diagram = std::move(d);
    g.link(bid, g.add(std::move(sn)), say(phrase(K::ExplainBondsEdge, colour)));
  }
  if (g.nodes.size() == 2) {
    Node none;
    none.title = say(phrase(K::ExplainNoStoneTouches));
    none.lines.push_back(say(phrase(K::ExplainNoBonds)));
    none.cites = {"M13-5.1"};
    g.link(bid, g.add(std::move(none)), say(phrase(K::ExplainBondsAllEdge)));
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
  const Say say{labels, lang};
  if (a.gomoku) return gomoku_string(p, a, t, say);
  if (p.rules.attribute_rule == AttributeRule::Bonds) return bonds_string(p, a, t, say);
  const bool m19 = p.rules.attribute_rule == AttributeRule::Menggo2019;

  Graph g;
  g.labels = labels;
  g.question = say(phrase(K::ExplainWhyTris, say.point(point), t.attribute));
  Node root;
  root.title = say(phrase(K::ExplainTrisIs, say.points(t.points, 6), t.attribute));
  root.lines.push_back(say(phrase(K::ExplainParams, params(t), m19, t.branch)));
  root.lines.push_back(say(phrase(K::ExplainWholeString)));
  root.cites = {"TG-5.2", "TG-6.0", "TG-6.3"};
  if (m19) root.cites = {"M19-4.3", "M19-4.4", "TG-6.3"};
  root.verdict = verdict_of(t.attribute);
  root.diagram = diagram(p, a, Mark::Subject, t.points);
  const std::string rid = g.add(std::move(root));

  Node branch;
  branch.title = say(phrase(K::ExplainBranch, false, t.branch, branch_rule(t, say)));
  branch.lines.push_back(say(phrase(K::ExplainByWy)));
  branch.lines.push_back(say(phrase(K::ExplainBoWo)));
  branch.cites = {"TG-6.0", branch_statement(t.branch)};
  if (m19) {
    // 2019 Art. 4.4: (1) none private-eyed, (2a)/(2b) one colour's, (2c) both:
    // the counts, then on a tie all adjacent strings (the same as TG-6.2.3, C-3).
    const std::string clause = t.branch == "6.1" ? "(1)" : t.branch == "6.2.1" ? "(2a)" : t.branch == "6.2.2" ? "(2b)" : "(2c)";
    branch.title = say(phrase(K::ExplainBranch, true, clause, branch_rule(t, say)));
    if (t.branch.rfind("6.2.3", 0) == 0) branch.lines.push_back(say(phrase(K::ExplainTie, t.by + t.bo, t.wy + t.wo)));
    branch.cites = {"M19-4.4", branch_statement(t.branch)};
    if (t.branch.rfind("6.2.3", 0) == 0) branch.cites.push_back("C-3");
  }
  branch.verdict = verdict_of(t.attribute);
  const std::string bid = g.add(std::move(branch));
  g.link(rid, bid, say(phrase(K::ExplainBranchEdge)));

  // The adjacent base strings (TG-6.0 counts on the base board, where tris are holes).
  for (const StringInfo& s : a.base_strings)
    if (s.kind != Piece::Tris && s.kind != Piece::Empty && touches(s.points, t.points, p.board.size()))
      add_neighbour(g, bid, p, a, s, t, say);
  if (g.nodes.size() == 2) {
    Node none;
    none.title = say(phrase(K::ExplainNoStringTouches));
    none.lines.push_back("By = Wy = Bo = Wo = 0");
    none.cites = {"TG-3.4", "TG-6.0"};
    g.link(bid, g.add(std::move(none)), say(phrase(K::ExplainAdjacentEdge)));
  }
  return g;
}

}  // namespace tg::explain
