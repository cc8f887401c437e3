// Why the side to move may not place its piece on a point (Art. 7 tris
// forbidden points, D-07 suicide, Art. 8 conversions, Art. 10 repetition),
// with the strings, eyes and stones behind the rule.
#include "explain/builder_support.h"
#include "text/passages.h"
#include "text/reason_text.h"

namespace tg::explain {
using namespace detail;

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
  Node n;
  const std::string where = m.is_pass() ? std::string("a pass") : format_point(m.point, labels);
  n.title = std::string(side_name(m.side)) + "'s " + std::string(move_kind_name(m.kind)) + " at " + where +
            ": illegal, " + std::string(illegal_name(o.illegal)) + " (" + std::string(illegal_article(o.illegal)) + ")";
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
                                 const Move& m, const MoveOutcome& o, Labels labels) {
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
        n.title = piece_words(s->kind) + " string " + words(s->points, labels, 6) + ": its last liberty is " +
                  format_point(m.point, labels);
        n.lines.push_back("a tris there would leave it with no liberty: a tris may not capture (TG-7.1)");
        n.lines.push_back("judged on the holistic board, tris of its attribute included (D-05)");
        n.cites = {"TG-7.1", "TG-3.1", "D-05"};
        Diagram d = diagram(p, a, Mark::Subject, s->points);
        d.highlights.push_back(Highlight{Mark::Liberty, {m.point}});
        n.diagram = std::move(d);
        add(std::move(n), "would capture");
      }
      if (!any) {
        Node n;
        n.title = "a string would lose its last liberty after the attributes are recomputed";
        n.lines.push_back("tris_capture_check = " + std::string(p.rules.tris_capture_check == TrisCaptureCheck::AfterRecompute ? "after-recompute" : "before-recompute"));
        n.cites = {"TG-7.1", "D-08", "D-38"};
        add(std::move(n), "would capture");
      }
      break;
    }
    case Illegal::TrisEye: {
      for (const RegionInfo& r : a.regions) {
        if (!r.is_eye || r.formed_by != them || !contains(r.points, m.point)) continue;
        Node n;
        n.title = "the " + std::string(side_name(them)) + " one-liberty eye " + words(r.points, labels, 6);
        n.lines.push_back("an eye of the opponent's strings with the single liberty " + format_point(m.point, labels));
        n.cites = {"TG-4.2", "TG-7.2", "D-09"};
        Diagram d = diagram(p, a, Mark::Region, r.points);
        std::vector<Point> walls;
        for (const StringInfo* s : holistic_beside(a, m.point, size))
          if (colour_of(s->kind) == them) walls.insert(walls.end(), s->points.begin(), s->points.end());
        d.highlights.push_back(Highlight{Mark::Subject, sorted(walls, size)});
        n.diagram = std::move(d);
        add(std::move(n), "is the eye");
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
      n.title = "the " + std::string(side_name(owner)) + " tiger's mouth of " + words(mouth, labels, 6);
      n.lines.push_back(std::string(owner == them ? "the opponent's" : "the mover's own") + " stones close the point on " +
                        std::to_string(mouth.size()) + " sides");
      if (owner != them) n.lines.push_back("tris_forbid = any: every side's tiger's mouths forbid a tris");
      n.lines.push_back("tiger_mouth = " + std::string(p.rules.tiger_mouth == TigerMouth::Diagonal ? "diagonal" : "orthogonal") + " (D-10)");
      n.cites = {"TG-7.3", "D-10"};
      Diagram d = diagram(p, a, Mark::Subject, mouth);
      d.highlights.push_back(Highlight{Mark::Played, {m.point}});
      n.diagram = std::move(d);
      add(std::move(n), "formed by");
      break;
    }
    case Illegal::Suicide: {
      std::vector<Point> own;
      for (const StringInfo* s : holistic_beside(a, m.point, size))
        if (colour_of(s->kind) == me) own.insert(own.end(), s->points.begin(), s->points.end());
      own.push_back(m.point);
      Node n;
      n.title = "the " + std::string(side_name(me)) + " string " + words(sorted(own, size), labels, 6) +
                " would have no liberty";
      n.lines.push_back("and it captures nothing: stone suicide is forbidden (suicide = " +
                        std::string(p.rules.suicide == Suicide::Allowed ? "allowed" : "forbidden") + ")");
      n.cites = {"TG-7.5", "D-07"};
      Diagram d = diagram(p, a, Mark::Failed, own);
      d.highlights.push_back(Highlight{Mark::Played, {m.point}});
      n.diagram = std::move(d);
      add(std::move(n), "the string");
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
        n.title = "it brings back the position before move " + std::to_string(seen_at);
        n.lines.push_back("after " + std::string(side_name(me)) + " " + format_point(m.point, labels) +
                          " the board is the one on which move " + std::to_string(seen_at) + " was to be played");
        n.lines.push_back(seen_at == p.next_move ? "that is this very position (nothing would change)"
                                           : "the latest such position of the game");
        const Slot then = p.slot(seen_at);
        n.lines.push_back("then " + slot_words(then) + " was to play, as after this move; compared by");
        n.lines.push_back("repetition = " + rep_switch + " (D-12)");
        n.cites = {"TG-10.1", "TG-10.2", "D-12", "D-24"};
        if (p.rules.order == OrderRule::Flybomb) n.cites.push_back("D-78");
        n.verdict = Verdict::Failed;
        Diagram d = diagram_of_board(*earlier, a);
        d.highlights.push_back(Highlight{Mark::Played, {m.point}});
        n.diagram = std::move(d);
        add(std::move(n), "recurs");
        break;
      }
      Node n;
      n.title = "the position after the move occurred before";
      n.lines.push_back(std::to_string(p.history.size()) + " earlier positions are known to the position");
      n.cites = {"TG-10.1", "TG-10.2", "D-12", "D-24"};
      const std::string rid = g.add(std::move(n));
      g.link(parent, rid, "recurs");
      // The latest earlier positions, one of which the move would bring back.
      for (std::size_t k = p.history.size(), shown = 0; k-- > 0 && shown < 2; ++shown) {
        Node h;
        h.title = "earlier position, move " + std::to_string(p.history[k].next_move) + " to play";
        h.lines.push_back("a board this game has seen (the position text's history)");
        h.cites = {"TG-10.1", "D-24"};
        Diagram d = diagram_of_board(p.history[k].board, a);
        d.highlights.push_back(Highlight{Mark::Subject, {m.point}});
        h.diagram = std::move(d);
        g.link(rid, g.add(std::move(h)), "seen before");
      }
      break;
    }
    case Illegal::Emergency: {
      Node n;
      n.title = "conditions P and Q of Art. 8";
      n.lines.push_back("P: the opponent's last piece put one of the mover's strings in atari");
      n.lines.push_back("Q: the stone goes on the single liberty of that string; emergency = " +
                        std::string(p.rules.emergency == Emergency::Off ? "off" : p.rules.emergency == Emergency::LibertyDrop ? "liberty-drop" : "touches-last-move"));
      n.cites = {"TG-8.1", "TG-8.3", "TG-8.4", "D-11"};
      add(std::move(n), "P and Q");
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
  g.question = "may " + slot_words(slot) + " go on " + format_point(point, labels) + "?";
  if (o.legal()) {
    Node n;
    n.title = slot_words(slot) + " at " + format_point(point, labels) + ": legal";
    n.lines.push_back("the point is empty and no rule forbids it");
    if (!o.captured.empty()) n.lines.push_back("it captures " + words(o.captured, labels, 8));
    if (!o.changes.empty()) n.lines.push_back("it changes " + std::to_string(o.changes.size()) + " tris attribute(s)");
    n.cites = slot.kind == SlotKind::Tris ? std::vector<std::string>{"TG-7.0", "TG-7.4"}
                                          : std::vector<std::string>{"TG-9.1", "TG-7.5"};
    n.verdict = Verdict::Held;
    n.diagram = diagram(p, a, Mark::Played, {point});
    const std::string id = g.add(std::move(n));
    add_turn_reason(g, id, p, a, nullptr);
    return g;
  }
  const std::string id = g.add(illegal_node(p, a, m, o, labels, lang));
  add_illegal_reasons(g, id, p, a, m, o, labels);
  add_turn_reason(g, id, p, a, nullptr);
  return g;
}

}  // namespace tg::explain
