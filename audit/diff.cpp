// trisgo diff's questions (diff.h).
#include "audit/diff.h"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <sstream>
#include <utility>

#include "audit/answer_phrases.h"
#include "audit/diff_citations.h"
#include "vocab/game_state.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"
#include "text/reason_text.h"

namespace tg::audit {
namespace {

using text::Phrase;
using text::PhraseKind;
using text::phrase;

// A point list as diff words it: every point, counted for "none".
text::PointList all_points(const std::vector<Point>& ps) { return text::points(ps, static_cast<std::int64_t>(ps.size())); }

Phrase tris_words(const TrisInfo& t, const Ruleset& r) {
  if (t.branch.empty()) return phrase(PhraseKind::DiffAttribute, t.attribute);
  if (r.attribute_rule == AttributeRule::Bonds)
    return phrase(PhraseKind::DiffAttributeBonds, t.attribute, t.branch, t.black_bonds, t.white_bonds);
  return phrase(PhraseKind::DiffAttributeBranch, t.attribute, t.branch, t.by, t.wy, t.bo, t.wo);
}

Phrase eye_words(const PrivateEyeInfo& e) {
  if (e.has_private_eye) return phrase(PhraseKind::DiffHasEye);
  for (const EyeCandidate& c : e.candidates)
    if (c.failed != ReasonKind::None)
      return phrase(PhraseKind::DiffNoEyeBecause, std::string(reason_kind_id(c.failed)), text::eye_reason(e.colour, c));
  return phrase(PhraseKind::DiffNoEye);
}

Phrase score_words(const Score& s) {
  return phrase(PhraseKind::DiffScore, s.black, s.white, s.neutral, s.nobody, s.komi, s.y, static_cast<int>(s.literal),
                static_cast<int>(s.chinese), static_cast<int>(s.winner));
}

Phrase outcome_words(const MoveOutcome& o) {
  if (!o.legal()) return refusal_phrase(o.illegal);
  text::PhraseList changes{{}, ", "};
  for (const AttributeChange& c : o.changes)
    changes.items.push_back(phrase(PhraseKind::DiffChange, c.points.front(), c.from, c.to));
  std::vector<Point> removed;
  for (const CascadeStep& c : o.cascade) removed.insert(removed.end(), c.removed.begin(), c.removed.end());
  const std::size_t changed = changes.items.size();
  return phrase(PhraseKind::DiffLegal, o.captured.size(), all_points(o.captured), changed, std::move(changes),
                removed.size(), all_points(removed), o.encircled.size());
}

// A move of the side that is not the slot's is legal only as FlybombGo's
// declining stone or pass at an offer (D-70): a fixed order has no slot for
// it, so the difference is the offer rule itself, and the question says so.
text::PhraseList decline_note(const Position& p, const Position& pb, const Move& m) {
  for (const Position* q : {&p, &pb})
    if (const std::optional<Slot> d = q->declining_slot(); d && d->side == m.side && q->to_move().side != m.side)
      return {{phrase(PhraseKind::DiffDeclines, to_string(q->rules), q->to_move().side)}, ""};
  return {{}, ""};
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

Finding make(const std::string& kind, Phrase question, const Position& p, const DiffSide& a, const DiffSide& b, Phrase ta,
             Phrase tb, const DiffOptions& o) {
  // The words in the options' labels and language (the JSON's, the files'),
  // the data beside them for a report in another.
  const text::PhraseTable& table = text::phrase_table(o.lang);
  auto say = [&](const Phrase& x) { return text::render(x, o.labels, table); };
  Finding f{};
  f.kind = kind;
  f.question = say(question);
  f.question_data = std::move(question);
  f.position = p;
  f.answers = {{a.label, say(ta), std::move(ta)}, {b.label, say(tb), std::move(tb)}};
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
  if (!c.same_order) {
    c.note_data = phrase(PhraseKind::DiffOrdersDiffer, option_value(a, "order"), option_value(b, "order"));
    c.note = text::render(*c.note_data, LabelSet::Integer);
  }
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

namespace {

// Asks the questions in order and hands each differing answer to `found`,
// which says whether to stop (diff_position: at the first; diff_position_all:
// never). Returns whether it stopped.
bool diff_questions(const DiffSide& a, const DiffSide& b, const Position& p, const DiffOptions& o,
                    const std::function<bool(Finding)>& found) {
  auto pb = as_ruleset(p, b.rules);
  if (!pb) return false;
  const Analysis A = a.engine->analyze(p);
  const Analysis B = b.engine->analyze(*pb);
  if (no_position_of_play(A) || no_position_of_play(B)) return false;

  // 1. Tris attributes.
  if (A.tris.size() == B.tris.size())
    for (std::size_t i = 0; i < A.tris.size(); ++i)
      if (A.tris[i].points == B.tris[i].points && A.tris[i].attribute != B.tris[i].attribute) {
        Finding f = make("tris-attribute", phrase(PhraseKind::DiffQuestionTris, A.tris[i].points.front()), p, a, b,
                         tris_words(A.tris[i], a.rules), tris_words(B.tris[i], b.rules), o);
        f.point = A.tris[i].points.front();
        if (found(std::move(f))) return true;
      }
  // 2. Private-eye verdicts.
  if (!o.gtp_visible && A.private_eyes.size() == B.private_eyes.size())
    for (std::size_t i = 0; i < A.private_eyes.size(); ++i)
      if (A.private_eyes[i].string == B.private_eyes[i].string &&
          A.private_eyes[i].has_private_eye != B.private_eyes[i].has_private_eye) {
        Finding f = make("private-eye",
                         phrase(PhraseKind::DiffQuestionEye, A.private_eyes[i].colour, A.private_eyes[i].string.front()),
                         p, a, b, eye_words(A.private_eyes[i]), eye_words(B.private_eyes[i]), o);
        f.point = A.private_eyes[i].string.front();
        if (found(std::move(f))) return true;
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
                         phrase(PhraseKind::DiffQuestionForbidden, s.side, s.kind == SlotKind::Tris, size.point(i)), p,
                         a, b, forbidden_phrase(ra), forbidden_phrase(rb), o);
        f.point = size.point(i);
        Move m{s.side, s.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, size.point(i)};
        f.move = m;
        if (found(std::move(f))) return true;
      }
    }
  }
  // 4. The end, the score and the winner as the board stands.
  if (A.ended != B.ended &&
      found(make("end", phrase(PhraseKind::DiffQuestionEnded), p, a, b, phrase(PhraseKind::DiffEnded, A.ended),
                 phrase(PhraseKind::DiffEnded, B.ended), o)))
    return true;
  if (!A.gomoku && ((!o.gtp_visible && A.score.owner != B.score.owner) || A.score.black != B.score.black || A.score.white != B.score.white ||
                    A.score.neutral != B.score.neutral || A.score.nobody != B.score.nobody || A.score.komi != B.score.komi) &&
      found(make("score", phrase(PhraseKind::DiffQuestionScore), p, a, b, score_words(A.score), score_words(B.score), o)))
    return true;
  if (A.score.winner != B.score.winner &&
      found(make("winner", phrase(A.gomoku ? PhraseKind::DiffQuestionResult : PhraseKind::DiffQuestionWinner), p, a, b,
                 A.gomoku ? phrase(PhraseKind::DiffResult, static_cast<int>(A.score.winner)) : score_words(A.score),
                 B.gomoku ? phrase(PhraseKind::DiffResult, static_cast<int>(B.score.winner)) : score_words(B.score), o)))
    return true;
  if (!o.moves || A.ended) return false;

  // 5. Every move of the slot to move: legal under both, and what it does,
  // each judged on one state per side (the position derived once).
  const std::unique_ptr<GameState> sa = a.engine->start(p), sb = b.engine->start(*pb);
  std::vector<Move> ma, mb;
  sa->legal_moves(ma);
  sb->legal_moves(mb);
  std::vector<Move> all = ma;
  for (const Move& m : mb)
    if (std::find(ma.begin(), ma.end(), m) == ma.end()) all.push_back(m);
  for (const Move& m : all) {
    const MoveOutcome oa = sa->outcome(m);
    const MoveOutcome ob = sb->outcome(m);
    if (oa.legal() != ob.legal()) {
      Finding f = make("legal-move", phrase(PhraseKind::DiffQuestionLegal, move_list(m), decline_note(p, *pb, m)), p, a,
                       b, outcome_words(oa), outcome_words(ob), o);
      f.move = m;
      if (!m.is_pass()) f.point = m.point;
      if (found(std::move(f))) return true;
      continue;
    }
    if (!oa.legal()) continue;
    if (!same_outcome(oa, ob, o.gtp_visible)) {
      Finding f = make("move-outcome", phrase(PhraseKind::DiffQuestionOutcome, move_list(m)), p, a, b,
                       outcome_words(oa), outcome_words(ob), o);
      f.move = m;
      if (!m.is_pass()) f.point = m.point;
      if (found(std::move(f))) return true;
      continue;
    }
    const bool ea = a.engine->ended(*oa.after), eb = b.engine->ended(*ob.after);
    if (ea != eb) {
      Finding f = make("end", phrase(PhraseKind::DiffQuestionEndsWith, move_list(m)), p, a, b,
                       phrase(PhraseKind::DiffEndsGame, ea), phrase(PhraseKind::DiffEndsGame, eb), o);
      f.move = m;
      if (found(std::move(f))) return true;
    }
  }
  return false;
}

}  // namespace

std::optional<Finding> diff_position(const DiffSide& a, const DiffSide& b, const Position& p, const DiffOptions& o) {
  std::optional<Finding> first;
  diff_questions(a, b, p, o, [&](Finding f) {
    first = std::move(f);
    return true;
  });
  return first;
}

std::vector<Finding> diff_position_all(const DiffSide& a, const DiffSide& b, const Position& p, const DiffOptions& o) {
  std::vector<Finding> all;
  diff_questions(a, b, p, o, [&](Finding f) {
    all.push_back(std::move(f));
    return false;
  });
  return all;
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
  auto say = [&](const Phrase& x) { return text::render(x, o.labels, text::phrase_table(o.lang)); };
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
          note = say(phrase(PhraseKind::DiffRecheckFailed, std::string(e.what())));
        }
        if (note.empty() && (!g || g->kind != f.kind || g->answers != f.answers))
          note = say(phrase(PhraseKind::DiffRecheckDiffers, g.has_value(), g ? summary(*g) : std::string()));
      }
      notes.push_back(note);
    }
    r.recheck.push_back(notes);
  }
  return r;
}

std::string diff_text(const DiffReport& r, LabelSet labels, text::Language lang) {
  // Every sentence is a phrase of text/, in the language and labels asked
  // for; a question or answer read from an older report without its data
  // keeps its words.
  const text::PhraseTable& table = text::phrase_table(lang);
  auto say = [&](const Phrase& p) { return text::render(p, labels, table); };
  auto words = [&](const std::optional<Phrase>& data, const std::string& fallback) {
    return data ? say(*data) : fallback;
  };
  auto line = [](Phrase p) { return text::PhraseList{{std::move(p)}, ""}; };
  std::ostringstream o;
  o << say(phrase(PhraseKind::DiffHeading, r.label_a, r.label_b)) << "\n";
  if (!r.comparison.note.empty())
    o << say(phrase(PhraseKind::DiffNoteLine, words(r.comparison.note_data, r.comparison.note))) << "\n";
  text::PhraseList extras{{}, ""};
  if (r.search.skipped) extras.items.push_back(phrase(PhraseKind::DiffSkipped, r.search.skipped));
  std::uint64_t done = 0, planned = 0;
  for (const Coverage& c : r.search.coverage) {
    done += c.done;
    planned += c.units;
  }
  if (r.search.stopped_by_time) extras.items.push_back(phrase(PhraseKind::DiffStoppedByTime, done));
  o << say(phrase(PhraseKind::DiffSearchedLine, r.search.searched_words(), r.search.seed, r.search.shards > 1,
                  r.search.shard + 1, r.search.shards, r.search.positions, std::move(extras)))
    << "\n";
  if (r.search.interrupted) o << say(phrase(PhraseKind::DiffIncomplete, done, planned)) << "\n";
  if (!r.missing_shards.empty()) {
    std::string shards;
    for (const std::string& k : r.missing_shards) shards += (shards.empty() ? "" : ", ") + k;
    o << say(phrase(PhraseKind::DiffPartial, shards)) << "\n";
  }
  if (!r.search.found()) {
    o << say(phrase(PhraseKind::DiffNone)) << "\n";
    return o.str();
  }
  o << say(phrase(PhraseKind::DiffKinds, r.search.kinds.size())) << "\n";
  for (std::size_t i = 0; i < r.search.kinds.size(); ++i) {
    const KindReport& k = r.search.kinds[i];
    if (k.examples.empty()) {
      o << "\n" << say(phrase(PhraseKind::DiffKindLine, k.kind, k.count, line(phrase(PhraseKind::DiffNoExample)))) << "\n";
      continue;
    }
    const Finding& f = k.examples.front();
    const int phase = f.phase == "random" ? 1 : f.phase == "guided" ? 2 : 0;
    const Phrase example = phrase(PhraseKind::DiffExample, f.proven_minimal, f.position.board.size().n(),
                                  piece_count(f.position), f.record.has_value(), f.record ? f.record->size() : 0, phase);
    o << "\n" << say(phrase(PhraseKind::DiffKindLine, k.kind, k.count, line(example))) << "\n";
    o << "  " << say(minimality_words(f, r.search)) << "\n";
    o << "  " << say(phrase(PhraseKind::QuestionLine, words(f.question_data, f.question))) << "\n";
    for (const Answer& a : f.answers) o << "  " << a.label << ": " << words(a.data, a.text) << "\n";
    if (!f.ids.empty()) {
      std::string ids;
      for (const std::string& id : f.ids) ids += (ids.empty() ? "" : " ") + id;
      o << "  " << say(phrase(PhraseKind::DiffOptionsLine, ids)) << "\n";
    }
    // The rule asked about, in each side's own text and words.
    for (const SideCitations& s : diff_citations(r, f)) {
      o << "  " << say(phrase(PhraseKind::DiffTextOf, s.side, s.system)) << "\n";
      for (const text::Citation& c : s.citations) o << "    " << text::citation_line(c) << "\n";
    }
    if (i < r.recheck.size() && !r.recheck[i].empty() && !r.recheck[i].front().empty())
      o << "  " << say(phrase(PhraseKind::DiffWarningLine, r.recheck[i].front())) << "\n";
    std::istringstream pos(print_position(f.position));
    for (std::string row; std::getline(pos, row);) o << "  | " << row << "\n";
  }
  return o.str();
}

}  // namespace tg::audit
