// Why the side to move may not place its piece on a point (Art. 7 tris
// forbidden points, D-07 suicide, Art. 8 conversions, Art. 10 repetition),
// with the strings, eyes and stones behind the rule.
#include "explain/builder_support.h"
#include "text/passages.h"
#include "text/reason_text.h"

namespace tg::explain {
using namespace detail;
using text::phrase;
using K = text::PhraseKind;

namespace {

Side colour_of(Piece k) { return k == Piece::White ? Side::White : Side::Black; }

// The holistic black and white strings beside `point` (D-05: with the tris of their attribute).
std::vector<const StringInfo*> holistic_beside(const Analysis& a, Point point, BoardSize size) {
  std::vector<const StringInfo*> out;
  for (const StringInfo& s : a.holistic_strings)
    if (touches(s.points, {point}, size)) out.push_back(&s);
  return out;
}

}  // namespace

Node detail::illegal_node(const Position& p, const Analysis& a, const Move& m, const MoveOutcome& o, Labels labels,
                          text::Language lang) {
  const Say say{labels, lang};
  Node n;
  n.title = say(phrase(K::ExplainIllegal, m.side, static_cast<int>(m.kind), m.is_pass(),
                       m.is_pass() ? std::string() : say.point(m.point), static_cast<int>(o.illegal),
                       std::string(illegal_article(o.illegal))));
  // The refusal's articles as the ruleset's own text numbers them (text/passages.h).
  if (!o.reason.none())
    n.lines.push_back(text::localize(text::refusal_text(o, labels, text::reason_table(lang)), text::text_system(p.rules)));
  n.cites = illegal_cites(o.illegal);
  n.verdict = Verdict::Failed;
  n.diagram = diagram(p, a, Mark::Subject, m.is_pass() ? std::vector<Point>{} : std::vector<Point>{m.point});
  if (!m.is_pass()) n.diagram->highlights.push_back(Highlight{Mark::Played, {m.point}});
  return n;
}

void detail::add_illegal_reasons(Graph& g, const std::string& parent, const Position& p, const Analysis& a,
                                 const Move& m, const MoveOutcome& o, Labels labels, text::Language lang) {
  const Say say{labels, lang};
  const BoardSize size = p.board.size();
  const Side me = m.side, them = opponent(m.side);
  auto add = [&](Node n, const std::string& label) { g.link(parent, g.add(std::move(n)), label); };
  switch (o.illegal) {
    case Illegal::TrisCapture: {
      bool any = false;
      for (const StringInfo* s : holistic_beside(a, m.point, size)) {
        if (s->liberties != std::vector<Point>{m.point}) continue;
        any = true;
        Node n;
        n.title = say(phrase(K::ExplainLastLiberty, colour_of(s->kind), say.points(s->points, 6), say.point(m.point)));
        n.lines.push_back(say(phrase(K::ExplainTrisMayNotCapture)));
        n.lines.push_back(say(phrase(K::ExplainHolisticBoard)));
        n.cites = {"TG-7.1", "TG-3.1", "D-05"};
        Diagram d = diagram(p, a, Mark::Subject, s->points);
        d.highlights.push_back(Highlight{Mark::Liberty, {m.point}});
        n.diagram = std::move(d);
        add(std::move(n), say(phrase(K::ExplainWouldCaptureEdge)));
      }
      if (!any) {
        Node n;
        n.title = say(phrase(K::ExplainLosesAfterRecompute));
        n.lines.push_back("tris_capture_check = " + std::string(p.rules.tris_capture_check == TrisCaptureCheck::AfterRecompute ? "after-recompute" : "before-recompute"));
        n.cites = {"TG-7.1", "D-08", "D-38"};
        add(std::move(n), say(phrase(K::ExplainWouldCaptureEdge)));
      }
      break;
    }
    case Illegal::TrisEye: {
      for (const RegionInfo& r : a.regions) {
        if (!r.is_eye || r.formed_by != them || !contains(r.points, m.point)) continue;
        Node n;
        n.title = say(phrase(K::ExplainOneLibertyEye, them, say.points(r.points, 6)));
        n.lines.push_back(say(phrase(K::ExplainEyeOfOpponent, say.point(m.point))));
        n.cites = {"TG-4.2", "TG-7.2", "D-09"};
        Diagram d = diagram(p, a, Mark::Region, r.points);
        std::vector<Point> walls;
        for (const StringInfo* s : holistic_beside(a, m.point, size))
          if (colour_of(s->kind) == them) walls.insert(walls.end(), s->points.begin(), s->points.end());
        d.highlights.push_back(Highlight{Mark::Subject, sorted(walls, size)});
        n.diagram = std::move(d);
        add(std::move(n), say(phrase(K::ExplainIsTheEyeEdge)));
        break;
      }
      break;
    }
    case Illegal::TrisTigerMouth: {
      // Whose mouth: the opponent's; under tris_forbid=any (2019 Art. 6) it
      // may be the mover's own when no opponent stone closes the point.
      auto closing = [&](Side s) {
        std::vector<Point> pts;
        for (Point q : size.neighbours(m.point))
          if (p.board.at(q) == stone_of(s)) pts.push_back(q);
        return pts;
      };
      Side owner = them;
      std::vector<Point> mouth = closing(them);
      if (mouth.empty() && p.rules.tris_forbid == TrisForbid::Any) {
        owner = opponent(them);
        mouth = closing(owner);
      }
      Node n;
      n.title = say(phrase(K::ExplainTigersMouth, owner, say.points(mouth, 6)));
      n.lines.push_back(say(phrase(K::ExplainMouthClosed, owner != them, mouth.size())));
      if (owner != them) n.lines.push_back(say(phrase(K::ExplainAnyMouth)));
      n.lines.push_back("tiger_mouth = " + std::string(p.rules.tiger_mouth == TigerMouth::Diagonal ? "diagonal" : "orthogonal") + " (D-10)");
      n.cites = {"TG-7.3", "D-10"};
      Diagram d = diagram(p, a, Mark::Subject, mouth);
      d.highlights.push_back(Highlight{Mark::Played, {m.point}});
      n.diagram = std::move(d);
      add(std::move(n), say(phrase(K::ExplainFormedByEdge)));
      break;
    }
    case Illegal::Suicide: {
      std::vector<Point> own;
      for (const StringInfo* s : holistic_beside(a, m.point, size))
        if (colour_of(s->kind) == me) own.insert(own.end(), s->points.begin(), s->points.end());
      own.push_back(m.point);
      Node n;
      n.title = say(phrase(K::ExplainNoLiberty, me, say.points(sorted(own, size), 6)));
      n.lines.push_back(say(phrase(K::ExplainSuicide, p.rules.suicide == Suicide::Allowed)));
      n.cites = {"TG-7.5", "D-07"};
      Diagram d = diagram(p, a, Mark::Failed, own);
      d.highlights.push_back(Highlight{Mark::Played, {m.point}});
      n.diagram = std::move(d);
      add(std::move(n), say(phrase(K::ExplainTheStringEdge)));
      break;
    }
    case Illegal::Repetition: {
      // The engine names the earlier position that would recur by the move
      // that was to be played in it (MoveOutcome::repeated_move).
      const int seen_at = o.repeated_move;
      const Board* earlier = seen_at == p.next_move ? &p.board : nullptr;
      for (const SeenPosition& h : p.history)
        if (h.next_move == seen_at) earlier = &h.board;
      const std::string rep_switch = p.rules.repetition == Repetition::Positional   ? "positional"
                                     : p.rules.repetition == Repetition::Situational ? "situational"
                                                                                     : "situational-kind";
      if (earlier) {
        Node n;
        n.title = say(phrase(K::ExplainBringsBack, seen_at));
        n.lines.push_back(say(phrase(K::ExplainBoardSeen, me, say.point(m.point), seen_at)));
        n.lines.push_back(say(phrase(K::ExplainThisPosition, seen_at == p.next_move)));
        const Slot then = p.slot(seen_at);
        n.lines.push_back(say(phrase(K::ExplainThenToPlay, say.slot(then))));
        n.lines.push_back("repetition = " + rep_switch + " (D-12)");
        n.cites = {"TG-10.1", "TG-10.2", "D-12", "D-24"};
        if (p.rules.order == OrderRule::Flybomb) n.cites.push_back("D-78");
        n.verdict = Verdict::Failed;
        Diagram d = diagram_of_board(*earlier, a);
        d.highlights.push_back(Highlight{Mark::Played, {m.point}});
        n.diagram = std::move(d);
        add(std::move(n), say(phrase(K::ExplainRecursEdge)));
        break;
      }
      Node n;
      n.title = say(phrase(K::ExplainOccurredBefore));
      n.lines.push_back(say(phrase(K::ExplainEarlierKnown, p.history.size())));
      n.cites = {"TG-10.1", "TG-10.2", "D-12", "D-24"};
      const std::string rid = g.add(std::move(n));
      g.link(parent, rid, say(phrase(K::ExplainRecursEdge)));
      // The latest earlier positions, one of which the move would bring back.
      for (std::size_t k = p.history.size(), shown = 0; k-- > 0 && shown < 2; ++shown) {
        Node h;
        h.title = say(phrase(K::ExplainEarlier, p.history[k].next_move));
        h.lines.push_back(say(phrase(K::ExplainBoardSeenBefore)));
        h.cites = {"TG-10.1", "D-24"};
        Diagram d = diagram_of_board(p.history[k].board, a);
        d.highlights.push_back(Highlight{Mark::Subject, {m.point}});
        h.diagram = std::move(d);
        g.link(rid, g.add(std::move(h)), say(phrase(K::ExplainSeenBeforeEdge)));
      }
      break;
    }
    case Illegal::Emergency: {
      Node n;
      n.title = say(phrase(K::ExplainConditionsPQ));
      n.lines.push_back(say(phrase(K::ExplainConditionP)));
      n.lines.push_back(say(phrase(K::ExplainConditionQ, std::string(p.rules.emergency == Emergency::Off ? "off" : p.rules.emergency == Emergency::LibertyDrop ? "liberty-drop" : "touches-last-move"))));
      n.cites = {"TG-8.1", "TG-8.3", "TG-8.4", "D-11"};
      add(std::move(n), say(phrase(K::ExplainPQEdge)));
      break;
    }
    default: break;
  }
}

Graph explain_point(const Engine& e, const Position& p, Point point, Labels labels, text::Language lang) {
  labels = Labels(labels.set, p.board.size());  // GTP vertices need the size
  if (!p.board.size().contains(point))
    throw BadQuestion("the point " + format_point(point, labels) + " is off the board");
  const Analysis a = e.analyze(p);
  const Slot slot = p.to_move();
  const Move m{slot.side, slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, point};
  const MoveOutcome o = e.play(p, m);
  Graph g;
  g.labels = labels;
  const Say say{labels, lang};
  g.question = say(phrase(K::ExplainMayGo, say.slot(slot), say.point(point)));
  if (o.legal()) {
    Node n;
    n.title = say(phrase(K::ExplainLegal, say.slot(slot), say.point(point)));
    n.lines.push_back(say(phrase(K::ExplainNoRuleForbids)));
    if (!o.captured.empty()) n.lines.push_back(say(phrase(K::ExplainItCaptures, say.points(o.captured, 8))));
    if (!o.changes.empty()) n.lines.push_back(say(phrase(K::ExplainItChanges, o.changes.size())));
    n.cites = slot.kind == SlotKind::Tris ? std::vector<std::string>{"TG-7.0", "TG-7.4"}
                                          : std::vector<std::string>{"TG-9.1", "TG-7.5"};
    n.verdict = Verdict::Held;
    n.diagram = diagram(p, a, Mark::Played, {point});
    const std::string id = g.add(std::move(n));
    add_turn_reason(g, id, p, a, nullptr, lang);
    return g;
  }
  const std::string id = g.add(illegal_node(p, a, m, o, labels, lang));
  add_illegal_reasons(g, id, p, a, m, o, labels, lang);
  add_turn_reason(g, id, p, a, nullptr, lang);
  return g;
}

}  // namespace tg::explain
