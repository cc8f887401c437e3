// trisgo diff's questions (diff.h).
#include "audit/diff.h"

#include <algorithm>
#include <map>
#include <optional>
#include <regex>
#include <sstream>
#include <utility>

#include "audit/diff_citations.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"
#include "text/reason_text.h"

namespace tg::audit {
namespace {

std::string pts(const std::vector<Point>& ps, LabelSet l) {
  if (ps.empty()) return "none";
  std::string s;
  for (const Point& p : ps) s += (s.empty() ? "" : " ") + format_point(p, l);
  return s;
}

std::string number(double v) {
  std::ostringstream o;
  o << v;
  return o.str();
}

std::string tris_text(const TrisInfo& t, const Ruleset& r, text::Language lang) {
  std::string s = text::attribute_word(t.attribute, lang);
  if (!t.branch.empty()) {
    s += " (" + t.branch;
    if (r.attribute_rule == AttributeRule::Bonds)
      s += ", black bonds " + std::to_string(t.black_bonds) + ", white bonds " + std::to_string(t.white_bonds);
    else
      s += ", By=" + std::to_string(t.by) + " Wy=" + std::to_string(t.wy) + " Bo=" + std::to_string(t.bo) + " Wo=" + std::to_string(t.wo);
    s += ")";
  }
  return s;
}

std::string eye_text(const PrivateEyeInfo& e, LabelSet labels, text::Language lang) {
  if (e.has_private_eye) return std::string(text::pick(lang, "has a private eye", "有私眼"));
  std::string s(text::pick(lang, "no private eye", "无私眼"));
  for (const EyeCandidate& c : e.candidates)
    if (c.failed != ReasonKind::None) {
      // In the user's label set, as the question around it.
      s += " (" + std::string(reason_kind_id(c.failed)) + ": " +
           text::eye_verdict_text(e.colour, c, labels, text::reason_table(lang)) + ")";
      break;
    }
  return s;
}

std::string forbidden_text(std::optional<Illegal> r) {
  if (!r) return "not forbidden";
  return "forbidden: " + std::string(illegal_name(*r)) + " (" + std::string(illegal_article(*r)) + ")";
}

std::string score_text(const Score& s) {
  return "black " + number(s.black) + ", white " + number(s.white) + ", neutral " + number(s.neutral) + ", nobody " +
         number(s.nobody) + ", komi " + number(s.komi) + ", Y " + number(s.y) + "; literal: " +
         std::string(winner_name(s.literal)) + ", chinese: " + std::string(winner_name(s.chinese)) +
         "; winner " + std::string(winner_name(s.winner));
}

std::string move_text(const Move& m, LabelSet l) {
  std::string s = std::string(side_name(m.side)) + " ";
  if (m.is_pass()) return s + "pass";
  return s + std::string(move_kind_name(m.kind)) + " " + format_point(m.point, l);
}

std::string changes_text(const std::vector<AttributeChange>& cs, LabelSet l) {
  std::string s;
  for (const AttributeChange& c : cs)
    s += (s.empty() ? "" : ", ") + format_point(c.points.front(), l) + " " + std::string(attribute_name(c.from)) + "->" +
         std::string(attribute_name(c.to));
  return s.empty() ? "none" : s;
}

std::string outcome_text(const MoveOutcome& o, LabelSet l) {
  if (!o.legal())
    return "illegal: " + std::string(illegal_name(o.illegal)) + " (" + std::string(illegal_article(o.illegal)) + ")";
  std::string s = "legal; captures " + pts(o.captured, l) + "; attribute changes " + changes_text(o.changes, l);
  std::vector<Point> removed;
  for (const CascadeStep& c : o.cascade) removed.insert(removed.end(), c.removed.begin(), c.removed.end());
  s += "; cascade removes " + pts(removed, l);
  if (!o.encircled.empty()) s += "; encircles " + std::to_string(o.encircled.size()) + " target(s)";
  return s;
}

// A move of the side that is not the slot's is legal only as FlybombGo's
// declining stone or pass at an offer (D-70): a fixed order has no slot for
// it, so the difference is the offer rule itself, and the question says so.
std::string decline_note(const Position& p, const Position& pb, const Move& m) {
  for (const Position* q : {&p, &pb})
    if (const std::optional<Slot> d = q->declining_slot(); d && d->side == m.side && q->to_move().side != m.side)
      return " (under " + to_string(q->rules) + " it declines " + std::string(side_name(q->to_move().side)) +
             "'s offered chosen flybomb, D-70)";
  return "";
}

bool no_position_of_play(const Analysis& a) {
  if (a.gomoku) return false;
  for (const StringInfo& s : a.holistic_strings)
    if (s.liberties.empty()) return true;
  return false;
}

// The decision IDs of the options in which two rulesets differ.
std::vector<std::string> clashing_ids(const Ruleset& a, const Ruleset& b) {
  std::vector<std::string> ids;
  static const std::regex id("(D|C)-[0-9]+|Art\\. [0-9.]+");
  for (const OptionInfo& o : options()) {
    if (option_value(a, o.key) == option_value(b, o.key)) continue;
    std::string s = o.key;
    std::smatch m;
    if (std::regex_search(o.description, m, id)) s += " (" + m.str() + ")";
    ids.push_back(s);
  }
  return ids;
}

Finding make(const std::string& kind, const std::string& question, const Position& p, const DiffSide& a,
             const DiffSide& b, std::string ta, std::string tb) {
  Finding f{};
  f.kind = kind;
  f.question = question;
  f.position = p;
  f.answers = {{a.label, std::move(ta)}, {b.label, std::move(tb)}};
  // The same for every finding of a pair: worked out once per thread (a
  // regular expression over every option), not once per finding.
  thread_local std::optional<std::pair<std::pair<Ruleset, Ruleset>, std::vector<std::string>>> ids;
  if (!ids || ids->first.first != a.rules || ids->first.second != b.rules)
    ids.emplace(std::make_pair(a.rules, b.rules), clashing_ids(a.rules, b.rules));
  f.ids = ids->second;
  return f;
}

std::vector<Point> emptied(const MoveOutcome& o) {
  std::vector<Point> all = o.captured;
  for (const CascadeStep& c : o.cascade) all.insert(all.end(), c.removed.begin(), c.removed.end());
  std::sort(all.begin(), all.end());
  return all;
}

bool same_outcome(const MoveOutcome& x, const MoveOutcome& y, bool gtp_visible) {
  if (gtp_visible) {
    if (x.illegal != y.illegal || emptied(x) != emptied(y) || x.after.has_value() != y.after.has_value()) return false;
    return !x.after || x.after->board == y.after->board;
  }
  if (x.illegal != y.illegal || x.captured != y.captured || x.changes != y.changes || x.cascade != y.cascade ||
      x.encircled != y.encircled || x.overruled != y.overruled)
    return false;
  if (x.after.has_value() != y.after.has_value()) return false;
  return !x.after || x.after->board == y.after->board;
}

}  // namespace

Comparison compare_rulesets(const Ruleset& a, const Ruleset& b) {
  if (a.game != b.game)
    throw NotComparable(
        "the rulesets are different games (" + to_string(a) + " is " + (a.game == Game::Go ? "Go-family" : "TrisGomoku") +
        ", " + to_string(b) + " is " + (b.game == Game::Go ? "Go-family" : "TrisGomoku") +
        "): their positions, moves and ends mean different things, so no question has two answers to compare (D-104)");
  Comparison c;
  c.same_order = a.order == b.order;
  if (!c.same_order)
    c.note = "the move orders differ (" + option_value(a, "order") + " against " + option_value(b, "order") +
             "): positions are matched by the slot to move (side and piece kind), each with its first move number "
             "under its own order; the orders themselves are not compared (D-104)";
  return c;
}

std::optional<Position> as_ruleset(const Position& p, const Ruleset& to) {
  Position q = p;
  q.rules = to;
  if (p.rules.order == to.order) return q;
  const Slot s = p.to_move();
  auto m = first_move_with_slot(q, s.side, s.kind);
  if (!m) return std::nullopt;
  q.next_move = *m;
  std::vector<SeenPosition> history = q.history.to_vector();
  for (SeenPosition& h : history) {
    const Slot hs = p.slot(h.next_move);
    auto hm = first_move_with_slot(q, hs.side, hs.kind);
    if (!hm) return std::nullopt;
    h.next_move = *hm;
  }
  q.history = history;
  return q;
}

std::optional<Finding> diff_position(const DiffSide& a, const DiffSide& b, const Position& p, const DiffOptions& o) {
  const LabelSet l = o.labels;
  auto pb = as_ruleset(p, b.rules);
  if (!pb) return std::nullopt;
  const Analysis A = a.engine->analyze(p);
  const Analysis B = b.engine->analyze(*pb);
  if (no_position_of_play(A) || no_position_of_play(B)) return std::nullopt;

  // 1. Tris attributes.
  if (A.tris.size() == B.tris.size())
    for (std::size_t i = 0; i < A.tris.size(); ++i)
      if (A.tris[i].points == B.tris[i].points && A.tris[i].attribute != B.tris[i].attribute) {
        Finding f = make("tris-attribute", "the attribute of the tris string at " + format_point(A.tris[i].points.front(), l), p,
                         a, b, tris_text(A.tris[i], a.rules, o.lang), tris_text(B.tris[i], b.rules, o.lang));
        f.point = A.tris[i].points.front();
        return f;
      }
  // 2. Private-eye verdicts.
  if (!o.gtp_visible && A.private_eyes.size() == B.private_eyes.size())
    for (std::size_t i = 0; i < A.private_eyes.size(); ++i)
      if (A.private_eyes[i].string == B.private_eyes[i].string &&
          A.private_eyes[i].has_private_eye != B.private_eyes[i].has_private_eye) {
        Finding f = make("private-eye",
                         "whether the " + std::string(side_name(A.private_eyes[i].colour)) + " string at " +
                             format_point(A.private_eyes[i].string.front(), l) + " has a private eye",
                         p, a, b, eye_text(A.private_eyes[i], l, o.lang), eye_text(B.private_eyes[i], l, o.lang));
        f.point = A.private_eyes[i].string.front();
        return f;
      }
  // 3. Forbidden points and their reasons. Over GTP an ended game has no
  // legal moves to tell them from (gtp/remote_engine.cpp lists none), so
  // they are compared only before the end; the end itself is question 4.
  if (!(o.gtp_visible && (A.ended || B.ended))) {
    std::map<int, Illegal> fa, fb;
    const BoardSize size = p.board.size();
    for (const ForbiddenPoint& x : A.forbidden) fa[size.index(x.point)] = x.reason;
    for (const ForbiddenPoint& x : B.forbidden) fb[size.index(x.point)] = x.reason;
    for (int i = 0; i < size.points(); ++i) {
      auto ia = fa.find(i), ib = fb.find(i);
      std::optional<Illegal> ra, rb;
      if (ia != fa.end()) ra = ia->second;
      if (ib != fb.end()) rb = ib->second;
      if (ra != rb) {
        const Slot s = p.to_move();
        Finding f = make("forbidden-point",
                         "whether " + std::string(side_name(s.side)) + " may place a " +
                             (s.kind == SlotKind::Tris ? "tris" : "stone") + " on " + format_point(size.point(i), l),
                         p, a, b, forbidden_text(ra), forbidden_text(rb));
        f.point = size.point(i);
        Move m{s.side, s.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, size.point(i)};
        f.move = m;
        return f;
      }
    }
  }
  // 4. The end, the score and the winner as the board stands.
  if (A.ended != B.ended)
    return make("end", "whether the game has ended", p, a, b, A.ended ? "ended" : "not ended", B.ended ? "ended" : "not ended");
  if (!A.gomoku && ((!o.gtp_visible && A.score.owner != B.score.owner) || A.score.black != B.score.black || A.score.white != B.score.white ||
                    A.score.neutral != B.score.neutral || A.score.nobody != B.score.nobody || A.score.komi != B.score.komi))
    return make("score", "the score as the board stands (Art. 13)", p, a, b, score_text(A.score), score_text(B.score));
  if (A.score.winner != B.score.winner)
    return make("winner", A.gomoku ? "the result as the board stands (GM-6)" : "the winner as the board stands (Art. 13, D-18)", p, a, b,
                A.gomoku ? std::string(winner_name(A.score.winner)) : score_text(A.score),
                B.gomoku ? std::string(winner_name(B.score.winner)) : score_text(B.score));
  if (!o.moves || A.ended) return std::nullopt;

  // 5. Every move of the slot to move: legal under both, and what it does.
  std::vector<Move> ma = a.engine->legal_moves(p), mb = b.engine->legal_moves(*pb);
  std::vector<Move> all = ma;
  for (const Move& m : mb)
    if (std::find(ma.begin(), ma.end(), m) == ma.end()) all.push_back(m);
  for (const Move& m : all) {
    const MoveOutcome oa = a.engine->play(p, m);
    const MoveOutcome ob = b.engine->play(*pb, m);
    if (oa.legal() != ob.legal()) {
      Finding f = make("legal-move", "whether the move " + move_text(m, l) + " is legal" + decline_note(p, *pb, m), p, a,
                       b, outcome_text(oa, l), outcome_text(ob, l));
      f.move = m;
      if (!m.is_pass()) f.point = m.point;
      return f;
    }
    if (!oa.legal()) continue;
    if (!same_outcome(oa, ob, o.gtp_visible)) {
      Finding f = make("move-outcome", "what the move " + move_text(m, l) + " does", p, a, b, outcome_text(oa, l),
                       outcome_text(ob, l));
      f.move = m;
      if (!m.is_pass()) f.point = m.point;
      return f;
    }
    const bool ea = a.engine->ended(*oa.after), eb = b.engine->ended(*ob.after);
    if (ea != eb) {
      Finding f = make("end", "whether the game ends with the move " + move_text(m, l), p, a, b,
                       ea ? "ends the game" : "does not end the game", eb ? "ends the game" : "does not end the game");
      f.move = m;
      return f;
    }
  }
  return std::nullopt;
}

Probe diff_probe(const DiffSide& a, const DiffSide& b, const DiffOptions& o) {
  return [a, b, o](const Position& p) { return diff_position(a, b, p, o); };
}

DiffReport run_diff(const DiffSide& a, const DiffSide& b, SearchSpace space, const DiffOptions& o, const ProgressFn& progress) {
  DiffReport r;
  r.comparison = compare_rulesets(a.rules, b.rules);
  r.label_a = a.label;
  r.label_b = b.label;
  space.rules = a.rules;
  if (!space.player) space.player = a.engine;
  r.search = search(space, diff_probe(a, b, o), progress);
  for (const KindReport& k : r.search.kinds) {
    std::vector<std::string> notes;
    for (const Finding& f : k.examples) {
      std::string note;
      if (a.checker && b.checker) {
        DiffSide ca = a, cb = b;
        ca.engine = a.checker;
        cb.engine = b.checker;
        std::optional<Finding> g;
        try {
          g = diff_position(ca, cb, f.position, o);
        } catch (const std::exception& e) {
          note = std::string("the reference engines could not decide it: ") + e.what();
        }
        if (note.empty() && (!g || g->kind != f.kind || g->answers != f.answers))
          note = "the reference engines answer differently: " + (g ? summary(*g) : std::string("no difference")) +
                 " (an optimized-engine bug: please report it)";
      }
      notes.push_back(note);
    }
    r.recheck.push_back(notes);
  }
  return r;
}

std::string diff_text(const DiffReport& r, LabelSet labels, text::Language lang) {
  (void)labels;
  auto tr = [lang](std::string_view en, std::string_view zh) { return text::pick(lang, en, zh); };
  std::ostringstream o;
  o << "diff " << r.label_a << tr(" against ", " 对 ") << r.label_b << "\n";
  if (!r.comparison.note.empty()) o << "note: " << r.comparison.note << "\n";
  o << "searched: " << r.search.searched() << " (seed " << r.search.seed;
  if (r.search.shards > 1) o << ", shard " << r.search.shard + 1 << "/" << r.search.shards;
  o << ", " << r.search.positions << " positions probed";
  if (r.search.skipped) o << ", " << r.search.skipped << " beyond an engine's limits";
  if (r.search.stopped_by_time) {
    std::uint64_t units = 0;
    for (const Coverage& c : r.search.coverage) units += c.done;
    o << "; stopped by the time budget: --positions " << units << " reproduces this report";
  }
  o << ")\n";
  if (r.search.interrupted) {
    std::uint64_t done = 0, planned = 0;
    for (const Coverage& c : r.search.coverage) {
      done += c.done;
      planned += c.units;
    }
    o << "INCOMPLETE: stopped by a signal after " << done << " of " << planned
      << " units of the search (the examples are not shrunk)\n";
  }
  if (!r.missing_shards.empty()) {
    std::string shards;
    for (const std::string& k : r.missing_shards) shards += (shards.empty() ? "" : ", ") + k;
    o << tr("PARTIAL: shards ", "不完整：缺少分片") << shards
      << tr(" missing; merged with --partial, the search covers only the shards merged\n",
            "；以--partial合并，搜索只涵盖已合并的分片\n");
  }
  if (!r.search.found()) {
    o << tr("no difference\n", "没有差异\n");
    return o.str();
  }
  o << r.search.kinds.size() << (r.search.kinds.size() == 1 ? " kind" : " kinds") << " of difference:\n";
  for (std::size_t i = 0; i < r.search.kinds.size(); ++i) {
    const KindReport& k = r.search.kinds[i];
    o << "\n" << k.kind << ": " << k.count << (k.count == 1 ? " position" : " positions");
    if (k.examples.empty()) {
      o << "; no example: no record from the empty board reaches any of them within the bounds\n";
      continue;
    }
    const Finding& f = k.examples.front();
    o << "; " << (f.proven_minimal ? "proven minimal" : "smallest found") << " example (" << f.position.board.size().n()
      << "x" << f.position.board.size().n() << ", " << piece_count(f.position)
      << (piece_count(f.position) == 1 ? " piece" : " pieces");
    if (f.record) o << ", " << f.record->size() << (f.record->size() == 1 ? " move" : " moves") << " from the empty board";
    o << ", found by the " << f.phase << " search):\n";
    o << "  " << minimality_bounds(f, r.search) << "\n";
    o << tr("  question: ", "  问题：") << f.question << "\n";
    for (const Answer& a : f.answers) o << "  " << a.label << ": " << a.text << "\n";
    if (!f.ids.empty()) {
      o << "  options:";
      for (const std::string& id : f.ids) o << " " << id;
      o << "\n";
    }
    // The rule asked about, in each side's own text and words.
    for (const SideCitations& s : diff_citations(r, f)) {
      o << tr("  the text of ", "  原文：") << s.side << " (" << s.system << "):\n";
      for (const text::Citation& c : s.citations) o << "    " << text::citation_line(c) << "\n";
    }
    if (i < r.recheck.size() && !r.recheck[i].empty() && !r.recheck[i].front().empty()) o << "  WARNING: " << r.recheck[i].front() << "\n";
    std::istringstream pos(print_position(f.position));
    for (std::string line; std::getline(pos, line);) o << "  | " << line << "\n";
  }
  return o.str();
}

}  // namespace tg::audit
