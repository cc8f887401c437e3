// The cause of each kind of finding (cause.h).
#include "audit/cause.h"

#include <algorithm>
#include <sstream>

#include "explain/builder.h"

namespace tg::audit {
namespace {

using explain::Highlight;
using explain::Mark;

std::string num(double v) {
  std::ostringstream o;
  o << v;
  return o.str();
}

std::vector<Point> sorted(std::vector<Point> v, BoardSize size) {
  std::sort(v.begin(), v.end(), [size](Point a, Point b) { return size.index(a) < size.index(b); });
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

bool has(const std::vector<Point>& v, Point p) { return std::find(v.begin(), v.end(), p) != v.end(); }

bool touches(const std::vector<Point>& a, const std::vector<Point>& b, BoardSize size) {
  for (Point p : a)
    for (Point q : size.neighbours(p))
      if (has(b, q)) return true;
  return false;
}

const PrivateEyeInfo* eye_at(const Analysis& a, Point p) {
  for (const PrivateEyeInfo& pe : a.private_eyes)
    if (has(pe.string, p)) return &pe;
  return nullptr;
}

std::string move_words(const Move& m) {
  return std::string(side_name(m.side)) + " " + (m.is_pass() ? std::string("pass") : std::string(move_kind_name(m.kind)));
}

// The tris string and each black or white string beside it, green with a
// private eye and red without: the parameters of Art. 6 on the board.
void tris_cause(Cause& c, const Finding& f, const Position& p, const Analysis& a) {
  const BoardSize size = p.board.size();
  for (const TrisInfo& t : a.tris) {
    if (!f.point || !has(t.points, *f.point)) continue;
    for (const StringInfo& s : a.base_strings) {
      if ((s.kind != Piece::Black && s.kind != Piece::White) || !touches(s.points, t.points, size)) continue;
      const PrivateEyeInfo* pe = eye_at(a, s.points.front());
      c.diagram.highlights.push_back(Highlight{pe && pe->has_private_eye ? Mark::Held : Mark::Failed, s.points});
    }
    c.diagram.highlights.push_back(Highlight{Mark::Subject, t.points});
    c.diagram.tags.push_back({t.points.front(), std::string(attribute_name(t.attribute)) + (t.branch.empty() ? "" : " " + t.branch)});
    if (p.rules.attribute_rule == AttributeRule::Bonds)
      c.notes.push_back("black bonds " + std::to_string(t.black_bonds) + ", white bonds " + std::to_string(t.white_bonds));
    else if (!t.branch.empty())
      c.notes.push_back("By " + std::to_string(t.by) + ", Wy " + std::to_string(t.wy) + ", Bo " + std::to_string(t.bo) +
                        ", Wo " + std::to_string(t.wo) + " (green: a string with a private eye, red: without)");
    return;
  }
}

// The string and each candidate region, green where it is a private eye and
// red where it fails, tagged with the condition that failed.
void eye_cause(Cause& c, const Finding& f, const Position& p, const Analysis& a) {
  const PrivateEyeInfo* pe = f.point ? eye_at(a, *f.point) : nullptr;
  if (!pe) return;
  const BoardSize size = p.board.size();
  std::size_t held = 0;
  for (const EyeCandidate& k : pe->candidates) {
    const bool ok = k.failed == ReasonKind::None;
    held += ok;
    c.diagram.highlights.push_back(Highlight{ok ? Mark::Held : Mark::Failed, sorted(k.region, size)});
    c.diagram.tags.push_back({sorted(k.region, size).front(), ok ? "private eye" : std::string(reason_kind_id(k.failed))});
  }
  c.diagram.highlights.push_back(Highlight{Mark::Subject, pe->string});
  c.diagram.tags.push_back({pe->string.front(), pe->has_private_eye ? "has a private eye" : "no private eye"});
  c.notes.push_back(std::to_string(pe->candidates.size()) + " candidate region" + (pe->candidates.size() == 1 ? "" : "s") +
                    ", " + std::to_string(held) + " private (green: a private eye, red: fails)");
}

// The point, tagged with its reason (or "allowed").
void forbidden_cause(Cause& c, const Finding& f, const Analysis& a) {
  if (!f.point) return;
  std::string tag = "allowed";
  for (const ForbiddenPoint& x : a.forbidden)
    if (x.point == *f.point) tag = std::string(illegal_name(x.reason)) + " (" + std::string(illegal_article(x.reason)) + ")";
  c.diagram.highlights.push_back(Highlight{Mark::Subject, {*f.point}});
  c.diagram.tags.push_back({*f.point, tag});
}

// The move: illegal with its reason, or what it removed (crossed) and flipped (tagged).
void move_cause(Cause& c, const Finding& f, const View& v) {
  const Move& m = *f.move;
  const MoveOutcome o = v.engine->play(v.position, m);
  const BoardSize size = v.position.board.size();
  std::vector<Point> removed = o.captured;
  for (const CascadeStep& s : o.cascade) removed.insert(removed.end(), s.removed.begin(), s.removed.end());
  if (!removed.empty()) c.diagram.highlights.push_back(Highlight{Mark::Captured, sorted(removed, size)});
  if (!m.is_pass()) {
    c.diagram.highlights.push_back(Highlight{Mark::Played, {m.point}});
    c.diagram.tags.push_back({m.point, o.legal() ? "legal" : std::string(illegal_name(o.illegal)) + " (" +
                                                                   std::string(illegal_article(o.illegal)) + ")"});
  } else {
    c.notes.push_back(move_words(m) + ": " + (o.legal() ? "legal" : std::string(illegal_name(o.illegal))));
  }
  std::vector<AttributeChange> changes = o.changes;
  for (const CascadeStep& s : o.cascade) changes.insert(changes.end(), s.changes.begin(), s.changes.end());
  for (const AttributeChange& ch : changes)
    if (!ch.points.empty() && !has(removed, ch.points.front()))
      c.diagram.tags.push_back({ch.points.front(), std::string(attribute_name(ch.from)) + "->" + std::string(attribute_name(ch.to))});
  if (o.legal())
    c.notes.push_back("removes " + std::to_string(removed.size()) + " piece" + (removed.size() == 1 ? "" : "s") +
                      " (crossed), flips " + std::to_string(changes.size()) + " tris string" + (changes.size() == 1 ? "" : "s"));
}

// The final state: the board (after the move, when the question has one),
// every owner marked, and both sides' counts.
void end_cause(Cause& c, const Finding& f, const View& v, const Analysis& before) {
  Position p = v.position;
  Analysis a = before;
  if (f.move) {
    const MoveOutcome o = v.engine->play(v.position, *f.move);
    if (o.after) {
      p = *o.after;
      a = v.engine->analyze(p);
      c.diagram = explain::board_diagram_of(p, a);
      c.notes.push_back("after " + move_words(*f.move) + (f.move->is_pass() ? "" : " " + format_point(f.move->point, LabelSet::Chinese)));
      if (!f.move->is_pass()) c.diagram.highlights.push_back(Highlight{Mark::Played, {f.move->point}});
    }
  }
  const bool ended = v.engine->ended(p);
  c.notes.push_back(std::string(ended ? "ended" : "not ended") + "; passes in a row: " + std::to_string(p.passes) +
                    (a.gomoku ? "; end: " + std::string(gomoku_end_name(a.gomoku->end)) : ""));
  // The slot of each pass of the run (D-13's stone-passes counts only stone slots).
  std::string slots;
  for (int k = p.passes; k >= 1; --k) {
    const int n = p.next_move - k;
    if (n < 1) continue;
    const Slot sl = p.slot(n);
    slots += (slots.empty() ? "" : ", ") + std::string("move ") + std::to_string(n) + " " + std::string(side_name(sl.side)) +
             (sl.kind == SlotKind::Tris ? " tris" : " stone");
  }
  if (!slots.empty()) c.notes.push_back("passes in the slots: " + slots);
  explain::mark_owners(c.diagram, a.score);
  if (!a.gomoku)
    for (const std::string& n : count_notes(a.score)) c.notes.push_back(n);
  else
    c.notes.push_back("result: " + std::string(winner_name(a.score.winner)));
}

}  // namespace

std::vector<std::string> count_notes(const Score& s) {
  return {"black " + num(s.black) + ", white " + num(s.white) + ", neutral " + num(s.neutral) +
              (s.nobody > 0 ? ", nobody " + num(s.nobody) : "") + ", komi " + num(s.komi),
          "black - komi " + num(s.black - s.komi) + " vs white " + num(s.white) + ": " + std::string(winner_name(s.literal)),
          "black " + num(s.black) + " vs Y + komi " + num(s.y + s.komi) + ": " + std::string(winner_name(s.chinese))};
}

Cause cause_of(const Finding& f, const View& v) {
  const Position& p = v.position;
  const Analysis a = v.engine->analyze(p);
  Cause c(p.board);
  c.diagram = explain::board_diagram_of(p, a);
  c.diagram.whole_board = true;
  const std::string& k = f.kind;
  if (k == "tris-attribute") {
    tris_cause(c, f, p, a);
  } else if (k == "private-eye") {
    eye_cause(c, f, p, a);
  } else if (k == "forbidden-point") {
    forbidden_cause(c, f, a);
  } else if ((k == "legal-move" || k == "move-outcome") && f.move) {
    move_cause(c, f, v);
  } else if (k == "end") {
    end_cause(c, f, v, a);
  } else if (k == "score" || k == "winner") {
    explain::mark_owners(c.diagram, a.score);
    if (a.gomoku) c.notes.push_back("result: " + std::string(winner_name(a.score.winner)));
    else
      for (const std::string& n : count_notes(a.score)) c.notes.push_back(n);
  } else {
    if (f.point) c.diagram.highlights.push_back(Highlight{Mark::Subject, {*f.point}});
    if (f.move && !f.move->is_pass()) c.diagram.highlights.push_back(Highlight{Mark::Played, {f.move->point}});
  }
  c.diagram.whole_board = true;
  return c;
}

explain::Graph finding_graph(const Finding& f, const View& v, text::Language lang) {
  const Engine& e = *v.engine;
  const Position& p = v.position;
  const std::string& k = f.kind;
  const LabelSet l = LabelSet::Chinese;
  try {
    if (k == "tris-attribute" && f.point) return explain::explain_string(e, p, *f.point, l, lang);
    if (k == "private-eye" && f.point) return explain::explain_eye(e, p, *f.point, l, lang);
    if (k == "forbidden-point" && f.point) return explain::explain_point(e, p, *f.point, l, lang);
    if (k == "end") return explain::explain_end(e, p, l, f.move ? &*f.move : nullptr, lang);
    if (f.move) return explain::explain_move(e, p, *f.move, l, lang);
  } catch (const explain::BadQuestion&) {
  }
  return explain::explain_score(e, p, l, lang);
}

}  // namespace tg::audit
