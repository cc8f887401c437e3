// The cause of each kind of finding (cause.h).
#include "audit/cause.h"

#include <algorithm>
#include <optional>

#include "audit/answer_phrases.h"
#include "explain/builder.h"

namespace tg::audit {
namespace {

using explain::Highlight;
using explain::Mark;
using text::phrase;
using text::PhraseKind;

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
    c.tags.push_back({t.points.front(), phrase(PhraseKind::PictureTrisTag, t.attribute, t.branch, !t.branch.empty())});
    if (p.rules.attribute_rule == AttributeRule::Bonds)
      c.notes.push_back(phrase(PhraseKind::PictureBonds, t.black_bonds, t.white_bonds));
    else if (!t.branch.empty())
      c.notes.push_back(phrase(PhraseKind::PictureParams, t.by, t.wy, t.bo, t.wo));
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
    c.tags.push_back({sorted(k.region, size).front(),
                      phrase(PhraseKind::PictureRegionTag, !ok, std::string(ok ? "" : reason_kind_id(k.failed)))});
  }
  c.diagram.highlights.push_back(Highlight{Mark::Subject, pe->string});
  c.tags.push_back({pe->string.front(), phrase(pe->has_private_eye ? PhraseKind::DiffHasEye : PhraseKind::DiffNoEye)});
  c.notes.push_back(phrase(PhraseKind::PictureCandidates, pe->candidates.size(), pe->candidates.size() == 1, held));
}

// The point, tagged with its reason (or "not forbidden").
void forbidden_cause(Cause& c, const Finding& f, const Analysis& a) {
  if (!f.point) return;
  std::optional<Illegal> reason;
  for (const ForbiddenPoint& x : a.forbidden)
    if (x.point == *f.point) reason = x.reason;
  const text::Phrase tag = forbidden_phrase(reason);
  c.diagram.highlights.push_back(Highlight{Mark::Subject, {*f.point}});
  c.tags.push_back({*f.point, tag});
}

// "legal", or the refusal and its article.
text::Phrase legality(const MoveOutcome& o) {
  if (o.legal()) return phrase(PhraseKind::PictureLegal);
  return refusal_phrase(o.illegal);
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
    c.tags.push_back({m.point, legality(o)});
  } else {
    c.notes.push_back(phrase(PhraseKind::PictureColon, move_list(m), text::PhraseList{{legality(o)}, ""}));
  }
  std::vector<AttributeChange> changes = o.changes;
  for (const CascadeStep& s : o.cascade) changes.insert(changes.end(), s.changes.begin(), s.changes.end());
  for (const AttributeChange& ch : changes)
    if (!ch.points.empty() && !has(removed, ch.points.front()))
      c.tags.push_back({ch.points.front(), phrase(PhraseKind::PictureFlipTag, ch.from, ch.to)});
  if (o.legal())
    c.notes.push_back(
        phrase(PhraseKind::PictureRemovesFlips, removed.size(), removed.size() == 1, changes.size(), changes.size() == 1));
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
      c.notes.push_back(phrase(PhraseKind::PictureAfterMove, move_list(*f.move)));
      if (!f.move->is_pass()) c.diagram.highlights.push_back(Highlight{Mark::Played, {f.move->point}});
    }
  }
  const bool ended = v.engine->ended(p);
  c.notes.push_back(phrase(PhraseKind::PictureEnded, ended, p.passes, a.gomoku.has_value(),
                           static_cast<int>(a.gomoku ? a.gomoku->end : GomokuEnd{})));
  // The slot of each pass of the run (D-13's stone-passes counts only stone slots).
  text::PhraseList slots{{}, ", "};
  for (int k = p.passes; k >= 1; --k) {
    const int n = p.next_move - k;
    if (n < 1) continue;
    const Slot sl = p.slot(n);
    slots.items.push_back(phrase(PhraseKind::PicturePassSlot, n, sl.side, sl.kind == SlotKind::Tris));
  }
  if (!slots.items.empty()) c.notes.push_back(phrase(PhraseKind::PicturePassSlots, slots));
  explain::mark_owners(c.diagram, a.score);
  if (!a.gomoku)
    for (const text::Phrase& n : count_notes(a.score)) c.notes.push_back(n);
  else
    c.notes.push_back(phrase(PhraseKind::PictureResult, a.score.winner));
}

}  // namespace

std::vector<text::Phrase> count_notes(const Score& s) {
  return {phrase(PhraseKind::PictureCounts, s.black, s.white, s.neutral, s.nobody > 0, s.nobody, s.komi),
          phrase(PhraseKind::PictureFirstMethod, s.black - s.komi, s.white, s.literal),
          phrase(PhraseKind::PictureSecondMethod, s.black, s.y + s.komi, s.chinese)};
}

explain::Diagram diagram_in(const Cause& c, LabelSet labels, text::Language lang) {
  explain::Diagram d = c.diagram;
  for (const CauseTag& t : c.tags) d.tags.push_back({t.point, text::render(t.words, labels, text::phrase_table(lang))});
  return d;
}

std::vector<std::string> notes_in(const Cause& c, LabelSet labels, text::Language lang) {
  std::vector<std::string> out;
  for (const text::Phrase& n : c.notes) out.push_back(text::render(n, labels, text::phrase_table(lang)));
  return out;
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
    if (a.gomoku) c.notes.push_back(phrase(PhraseKind::PictureResult, a.score.winner));
    else
      for (const text::Phrase& n : count_notes(a.score)) c.notes.push_back(n);
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
