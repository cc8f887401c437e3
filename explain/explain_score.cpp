// Who owns what at the end (Art. 13, TG-13.*): per region the reason, the
// totals, both formulas with their numbers and the winner under D-18.
#include <algorithm>
#include <map>

#include "explain/builder_support.h"

namespace tg::explain {
using namespace detail;

namespace {

// The 4-connected groups of points with the same piece (and, for tris, the
// same attribute as drawn): the regions a scorer talks about.
std::vector<std::vector<Point>> areas(const Diagram& d, Piece kind) {
  const BoardSize size = d.board.size();
  std::vector<bool> seen(size.points(), false);
  std::vector<std::vector<Point>> out;
  for (int i = 0; i < size.points(); ++i) {
    if (seen[i] || d.board.at_index(i) != kind) continue;
    std::vector<Point> area, todo{size.point(i)};
    seen[i] = true;
    while (!todo.empty()) {
      Point q = todo.back();
      todo.pop_back();
      area.push_back(q);
      for (Point r : size.neighbours(q)) {
        const int j = size.index(r);
        if (!seen[j] && d.board.at_index(j) == kind && d.tris_attribute[j] == d.tris_attribute[i]) {
          seen[j] = true;
          todo.push_back(r);
        }
      }
    }
    out.push_back(sorted(area, size));
  }
  return out;
}

Mark owner_mark(Owner o) { return o == Owner::Black ? Mark::Black : o == Owner::White ? Mark::White : Mark::Neutral; }
Verdict owner_verdict(Owner o) {
  return o == Owner::Black ? Verdict::Black : o == Owner::White ? Verdict::White : Verdict::Neutral;
}

// What an empty area touches: black pieces (stones, black tris), white, neutral tris.
struct Touch {
  bool black = false, white = false, neutral = false;
};
Touch touch_of(const Diagram& d, const std::vector<Point>& area) {
  Touch t;
  const BoardSize size = d.board.size();
  for (Point q : area)
    for (Point r : size.neighbours(q)) {
      const int j = size.index(r);
      const Piece k = d.board.at_index(j);
      if (k == Piece::Black || (k == Piece::Tris && d.tris_attribute[j] == Attribute::Black)) t.black = true;
      if (k == Piece::White || (k == Piece::Tris && d.tris_attribute[j] == Attribute::White)) t.white = true;
      if (k == Piece::Tris && d.tris_attribute[j] == Attribute::Neutral) t.neutral = true;
    }
  return t;
}

using text::phrase;
using K = text::PhraseKind;

Graph gomoku_score(const Position& p, const Analysis& a, const Say& say) {
  Graph g;
  g.labels = say.labels;
  g.question = say(phrase(K::ExplainWhoWon));
  Node n;
  const GomokuAnalysis& gm = *a.gomoku;
  n.title = gm.end == GomokuEnd::None ? say(phrase(K::ExplainGameGoesOn))
                                      : say(phrase(K::ExplainGameEndedWinner, static_cast<int>(gm.winner)));
  n.lines.push_back(say(phrase(K::ExplainGomokuEnd, static_cast<int>(gm.end))));
  n.cites = {"GM-6.1", "D-34"};
  std::vector<Point> five_points;
  for (const Five& f : gm.fives) five_points.insert(five_points.end(), f.points.begin(), f.points.end());
  n.diagram = diagram(p, a, Mark::Subject, five_points);
  const std::string id = g.add(std::move(n));
  for (const Five& f : gm.fives) {
    Node fn;
    fn.title = say(phrase(K::ExplainFive, f.side, f.points.size() > 5, say.points(f.points, 9)));
    fn.lines.push_back(say(phrase(K::ExplainFiveLine)));
    fn.cites = {"GM-5.1", "D-22"};
    fn.verdict = f.side == Side::Black ? Verdict::Black : Verdict::White;
    fn.diagram = diagram(p, a, Mark::Subject, f.points);
    g.link(id, g.add(std::move(fn)), say(phrase(K::ExplainFiveEdge)));
  }
  return g;
}

}  // namespace

void mark_owners(Diagram& d, const Score& s) {
  const BoardSize size = d.board.size();
  if (s.owner.size() != static_cast<std::size_t>(size.points())) return;  // TrisGomoku: no owners
  for (Owner o : {Owner::Black, Owner::White, Owner::Shared, Owner::Neutral, Owner::Nobody}) {
    std::vector<Point> pts;
    for (int i = 0; i < size.points(); ++i) {
      const Piece k = d.board.at_index(i);
      // Stones and tris are marked only where they count for someone other than their colour.
      const bool plain = (k == Piece::Black && o == Owner::Black) || (k == Piece::White && o == Owner::White) ||
                         (k == Piece::Tris && ((o == Owner::Black && d.tris_attribute[i] == Attribute::Black) ||
                                               (o == Owner::White && d.tris_attribute[i] == Attribute::White) ||
                                               (o == Owner::Neutral && d.tris_attribute[i] == Attribute::Neutral)));
      if (s.owner[i] == o && !plain) pts.push_back(size.point(i));
    }
    if (!pts.empty()) d.highlights.push_back(Highlight{owner_mark(o), pts});
  }
}

Graph explain_score(const Engine& e, const Position& p, Labels labels, text::Language lang) {
  labels = Labels(labels.set, p.board.size());  // GTP vertices need the size
  const Say say{labels, lang};
  const Analysis a = e.analyze(p);
  if (a.gomoku) return gomoku_score(p, a, say);
  const Score& s = a.score;
  const BoardSize size = p.board.size();
  const Diagram board = diagram_of_board(p.board, a);
  Graph g;
  g.labels = labels;
  g.question = say(phrase(K::ExplainWhoOwns));

  Node root;
  root.title = say(phrase(K::ExplainCount, static_cast<int>(s.winner), p.rules.komi_formula != KomiFormula::Literal));
  root.lines.push_back(say(phrase(K::ExplainCounts, number(s.black), number(s.white), number(s.neutral), s.nobody > 0,
                                  number(s.nobody), number(s.komi))));
  root.lines.push_back(say(phrase(K::ExplainAsItStands)));
  root.cites = {"TG-13.2", "TG-13.9", "TG-13.12", "D-18"};
  root.verdict = s.winner == Winner::Black ? Verdict::Black : s.winner == Winner::White ? Verdict::White : Verdict::Neutral;
  Diagram owners = board;
  owners.whole_board = true;
  mark_owners(owners, s);
  root.diagram = std::move(owners);
  const std::string rid = g.add(std::move(root));

  Node first;
  const double black_less_komi = s.black - s.komi;
  first.title = say(phrase(K::ExplainFirstFormula));
  first.lines.push_back(say(phrase(K::ExplainFirstLine, number(s.black), number(s.komi), number(black_less_komi),
                                   number(s.white), static_cast<int>(s.literal))));
  first.cites = {"TG-13.7", "D-18"};
  first.verdict = s.literal == Winner::Black ? Verdict::Black : s.literal == Winner::White ? Verdict::White : Verdict::Neutral;
  g.link(rid, g.add(std::move(first)), say(phrase(K::ExplainMethodEdge, 1)));

  Node second;
  second.title = say(phrase(K::ExplainSecondFormula));
  second.lines.push_back("Y = (N - X) / 2 = (" + std::to_string(size.points()) + " - " + number(s.neutral) + ") / 2 = " +
                         number(s.y));
  second.lines.push_back(say(phrase(K::ExplainSecondLine, number(s.black), number(s.y + s.komi), static_cast<int>(s.chinese))));
  second.cites = {"TG-13.8", "D-18", "D-25"};
  second.verdict = s.chinese == Winner::Black ? Verdict::Black : s.chinese == Winner::White ? Verdict::White : Verdict::Neutral;
  g.link(rid, g.add(std::move(second)), say(phrase(K::ExplainMethodEdge, 2)));

  // Pieces: counted for their colour (step 3) unless the score says otherwise.
  Node pieces;
  int counted[2] = {0, 0};
  std::vector<Point> odd;
  for (int i = 0; i < size.points(); ++i) {
    const Piece k = p.board.at_index(i);
    const Attribute at = board.tris_attribute[i];
    const bool black = k == Piece::Black || (k == Piece::Tris && at == Attribute::Black);
    const bool white = k == Piece::White || (k == Piece::Tris && at == Attribute::White);
    if (black && s.owner[i] == Owner::Black) ++counted[0];
    else if (white && s.owner[i] == Owner::White) ++counted[1];
    else if ((black || white)) odd.push_back(size.point(i));
  }
  pieces.title = say(phrase(K::ExplainPiecesCount, counted[0], counted[1]));
  pieces.lines.push_back(say(phrase(K::ExplainPiecesWhat)));
  if (!odd.empty()) pieces.lines.push_back(say(phrase(K::ExplainPiecesNeutral, odd.size())));
  pieces.cites = {"TG-13.7", "TG-13.12"};
  if (!odd.empty()) pieces.cites.insert(pieces.cites.end(), {"TG-13.5", "D-15", "D-16"});
  {
    Diagram d = board;
    if (!odd.empty()) d.highlights.push_back(Highlight{Mark::Neutral, odd});
    d.whole_board = true;
    pieces.diagram = std::move(d);
  }
  g.link(rid, g.add(std::move(pieces)), say(phrase(K::ExplainStepEdge, 3)));

  const auto neutral_tris = areas(board, Piece::Tris);
  std::vector<Point> neutral_points;
  for (const auto& t : neutral_tris)
    if (board.tris_attribute[size.index(t.front())] == Attribute::Neutral)
      neutral_points.insert(neutral_points.end(), t.begin(), t.end());
  if (!neutral_points.empty()) {
    Node n;
    n.title = say(phrase(K::ExplainNeutralTris, say.points(sorted(neutral_points, size), 6)));
    n.lines.push_back(say(phrase(K::ExplainPointsInX, neutral_points.size())));
    n.cites = {"TG-13.6", "TG-13.8"};
    n.verdict = Verdict::Neutral;
    n.diagram = diagram(p, a, Mark::Subject, neutral_points);
    g.link(rid, g.add(std::move(n)), say(phrase(K::ExplainStepEdge, 2)));
  }

  // The empty areas, grouped by owner and by what they touch: one node per
  // reason, its areas highlighted together, so a big board stays readable.
  struct Group {
    Owner owner;
    Touch touch;
    std::vector<Point> points;
    int areas = 0;
  };
  std::vector<Group> groups;
  for (const auto& area : areas(board, Piece::Empty)) {
    for (Point q : area) {
      const Owner o = s.owner[size.index(q)];
      const Touch t = touch_of(board, area);
      auto it = std::find_if(groups.begin(), groups.end(), [&](const Group& gr) {
        return gr.owner == o && gr.touch.black == t.black && gr.touch.white == t.white && gr.touch.neutral == t.neutral;
      });
      if (it == groups.end()) {
        groups.push_back(Group{o, t, {}, 0});
        it = groups.end() - 1;
      }
      if (it->points.empty() || !contains(area, it->points.back())) ++it->areas;
      it->points.push_back(q);
    }
  }
  for (Group& gr : groups) {
    const Owner o = gr.owner;
    const Touch& t = gr.touch;
    gr.points = sorted(gr.points, size);
    Node n;
    n.title = say(phrase(K::ExplainEmptyOwner, say.points(gr.points, 5), static_cast<int>(o)));
    text::PhraseList touched{{}, ""};
    if (t.black) touched.items.push_back(phrase(K::ExplainTouchWord, 0));
    if (t.white) touched.items.push_back(phrase(K::ExplainTouchWord, 1));
    if (t.neutral) touched.items.push_back(phrase(K::ExplainTouchWord, 2));
    const bool any = !touched.items.empty();
    n.lines.push_back(say(phrase(K::ExplainAreas, gr.areas, gr.points.size(), o == Owner::Shared,
                                 number(gr.points.size() / 2.0), any, std::move(touched))));
    switch (o) {
      case Owner::Black:
      case Owner::White:
        n.lines.push_back(say(phrase(K::ExplainTouchesOnly, o == Owner::Black ? Side::Black : Side::White, t.neutral)));
        n.cites = {"TG-13.12"};
        if (t.neutral) n.cites.push_back("TG-13.4");
        break;
      case Owner::Shared:
        n.lines.push_back(say(phrase(K::ExplainTouchesBoth)));
        n.cites = {"TG-13.3", "TG-13.10", "D-17"};
        break;
      case Owner::Neutral:
        n.lines.push_back(say(phrase(K::ExplainEnclosedNeutral)));
        n.cites = {"TG-13.5", "D-15", "D-16"};
        break;
      case Owner::Nobody:
        n.lines.push_back(say(phrase(K::ExplainNobody, t.black || t.white)));
        n.cites = {"TG-13.10", "TG-13.12", "D-17"};
        break;
    }
    n.verdict = owner_verdict(o);
    Diagram d = board;
    d.highlights.push_back(Highlight{Mark::Region, gr.points});
    d.highlights.push_back(Highlight{owner_mark(o), gr.points});
    d.whole_board = true;
    n.diagram = std::move(d);
    g.link(rid, g.add(std::move(n)), say(phrase(K::ExplainStepEdge, 4)));
  }
  return g;
}

}  // namespace tg::explain
