// The questions `trisgo verify` asks both engines at a position, each
// disagreement a Finding of its kind with both answers in words: a move
// played (check_move), a position's lists, attributes, end and score
// (check_position), the other engine's own genmove (check_genmove); and our
// explanation of a finding for people.
#include "conformance/verify.h"

#include <algorithm>
#include <array>
#include <sstream>

#include "gtp/move_text.h"
#include "gtp/server.h"
#include "text/reason_text.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"

namespace tg::conformance {
namespace {

bool wanted(const std::vector<FindingKind>& kinds, FindingKind k) {
  return kinds.empty() || std::find(kinds.begin(), kinds.end(), k) != kinds.end();
}

std::string points_text(const std::vector<Point>& pts, BoardSize size) {
  if (pts.empty()) return "none";
  std::string out;
  for (Point q : pts) out += (out.empty() ? "" : " ") + format_gtp_vertex(q, size);
  return out;
}

// A refusal in words (text/), in the integer label set of the reports.
std::string words(const MoveOutcome& o) { return text::refusal_text(o, LabelSet::Integer); }

std::string outcome_text(const MoveOutcome& o, bool reason_known) {
  if (o.legal()) return "legal";
  if (!reason_known) return "illegal";
  return "illegal: " + std::string(illegal_name(o.illegal));
}

std::string board_rows(const Board& b) {
  std::string out;
  const int n = b.size().n();
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) out += cell_char(b, r * n + c);
    out += '\n';
  }
  return out;
}

std::string tris_text(const std::vector<TrisInfo>& tris, BoardSize size, bool with_params) {
  if (tris.empty()) return "no tris";
  std::string out;
  for (const TrisInfo& t : tris) {
    out += std::string(attribute_name(t.attribute)) + " " + points_text(t.points, size);
    if (with_params)
      out += " (" + (t.branch.empty() ? std::string("-") : t.branch) + ", By " + std::to_string(t.by) + " Wy " +
             std::to_string(t.wy) + " Bo " + std::to_string(t.bo) + " Wo " + std::to_string(t.wo) + ")";
    out += "\n";
  }
  return out;
}

std::string num(double v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

std::vector<Point> emptied(const MoveOutcome& o) {
  std::vector<Point> out = o.captured;
  for (const CascadeStep& c : o.cascade) out.insert(out.end(), c.removed.begin(), c.removed.end());
  return out;
}

Finding make(FindingKind k, const Position& p, std::optional<Move> m, std::string what, std::string ours,
             std::string theirs) {
  Finding f;
  f.kind = k;
  f.position = p;
  f.move = m;
  f.what = std::move(what);
  f.ours = std::move(ours);
  f.theirs = std::move(theirs);
  return f;
}

}  // namespace

std::string_view finding_kind_name(FindingKind k) {
  switch (k) {
    case FindingKind::Legality: return "legality";
    case FindingKind::Reason: return "reason";
    case FindingKind::Board: return "board";
    case FindingKind::Captures: return "captures";
    case FindingKind::Attributes: return "attributes";
    case FindingKind::End: return "end";
    case FindingKind::Score: return "score";
    case FindingKind::Genmove: return "genmove";
    case FindingKind::Vector: return "vector";
  }
  return "?";
}

std::string vector_move_text(const Move& m) {
  std::string out(side_name(m.side));
  if (m.is_pass()) return out + " pass";
  return out + " " + std::string(move_kind_name(m.kind)) + " " + format_point(m.point, LabelSet::Letter);
}

std::string gtp_move_text(const Move& m, const Position& p) {
  return gtp::format_move_words(m, p.to_move().kind, p.board.size());
}

std::optional<Finding> check_move(const Engine& ours, const gtp::RemoteEngine& theirs, const Position& p, const Move& m,
                                  std::optional<Position>* after, const std::vector<FindingKind>& kinds) {
  const BoardSize size = p.board.size();
  const std::string name = std::string(gtp::colour_letter(m.side)) + " " + gtp_move_text(m, p);
  const MoveOutcome a = ours.play(p, m);
  const MoveOutcome b = theirs.play(p, m);
  if (a.legal() != b.legal()) {
    if (!wanted(kinds, FindingKind::Legality)) return std::nullopt;
    return make(FindingKind::Legality, p, m, "the move " + name + " is " + outcome_text(a, true) + " for us, " +
                                                 outcome_text(b, theirs.names_reason(b)) + " for the other engine",
                outcome_text(a, true) + (a.legal() ? "" : " (" + words(a) + ")"),
                outcome_text(b, theirs.names_reason(b)) + (b.legal() ? "" : " (" + words(b) + ")"));
  }
  if (!a.legal()) {
    if (theirs.names_reason(b) && a.illegal != b.illegal && wanted(kinds, FindingKind::Reason))
      return make(FindingKind::Reason, p, m,
                  "the move " + name + " is illegal for both, for different reasons: " +
                      std::string(illegal_name(a.illegal)) + " against " + std::string(illegal_name(b.illegal)),
                  outcome_text(a, true) + " (" + words(a) + ")", outcome_text(b, true) + " (" + words(b) + ")");
    return std::nullopt;
  }
  std::vector<Point> ea = emptied(a), eb = b.captured;
  auto by_index = [&](Point x, Point y) { return size.index(x) < size.index(y); };
  std::sort(ea.begin(), ea.end(), by_index);
  std::sort(eb.begin(), eb.end(), by_index);
  if (ea != eb && wanted(kinds, FindingKind::Captures))
    return make(FindingKind::Captures, p, m, "the move " + name + " removes different pieces", points_text(ea, size),
                points_text(eb, size));
  if (a.after->board != b.after->board && wanted(kinds, FindingKind::Board))
    return make(FindingKind::Board, p, m, "after " + name + " the boards differ", board_rows(a.after->board),
                board_rows(b.after->board));
  if (after) *after = a.after;
  return std::nullopt;
}

std::optional<Finding> check_position(const Engine& ours, const gtp::RemoteEngine& theirs, const Position& p,
                                      const std::optional<Move>& probe, const std::vector<FindingKind>& kinds) {
  const BoardSize size = p.board.size();
  const bool ext = theirs.extension();
  const bool ended = ours.ended(p);
  if (wanted(kinds, FindingKind::End) && (ext || p.rules.game != Game::Gomoku)) {
    const bool theirs_ended = theirs.ended(p);
    if (ext && ended != theirs_ended)
      return make(FindingKind::End, p, std::nullopt, std::string("the game has ") + (ended ? "" : "not ") +
                                                         "ended for us, " + (theirs_ended ? "" : "not ") +
                                                         "for the other engine",
                  ended ? "ended" : "not ended", theirs_ended ? "ended" : "not ended");
  }
  if (wanted(kinds, FindingKind::Legality) || wanted(kinds, FindingKind::Reason)) {
    std::vector<Move> a = ours.legal_moves(p), b = theirs.legal_moves(p);
    for (const Move& m : a)
      if (std::find(b.begin(), b.end(), m) == b.end()) {
        if (auto f = check_move(ours, theirs, p, m, nullptr, kinds)) return f;
        if (!wanted(kinds, FindingKind::Legality)) break;
        return make(FindingKind::Legality, p, m,
                    "the move " + std::string(gtp::colour_letter(m.side)) + " " + gtp_move_text(m, p) +
                        " is in our legal moves, not in the other engine's list",
                    "legal", "not listed");
      }
    for (const Move& m : b)
      if (std::find(a.begin(), a.end(), m) == a.end()) {
        if (auto f = check_move(ours, theirs, p, m, nullptr, kinds)) return f;
        if (!wanted(kinds, FindingKind::Legality)) break;
        return make(FindingKind::Legality, p, m,
                    "the move " + std::string(gtp::colour_letter(m.side)) + " " + gtp_move_text(m, p) +
                        " is in the other engine's legal moves, not in ours",
                    "not listed", "legal");
      }
    if (probe)
      if (auto f = check_move(ours, theirs, p, *probe, nullptr, kinds)) return f;
  }
  if (ext && p.rules.game != Game::Gomoku && wanted(kinds, FindingKind::Attributes)) {
    const std::vector<TrisInfo> a = ours.analyze(p).tris;
    const std::vector<TrisInfo> b = theirs.attributes(p);
    // TrisGomoku stores no Art. 6 parameters; MengGo 2013 counts bonds,
    // which the extension does not carry.
    auto same = [](const TrisInfo& x, const TrisInfo& y) {
      return x.points == y.points && x.attribute == y.attribute && x.branch == y.branch && x.by == y.by &&
             x.wy == y.wy && x.bo == y.bo && x.wo == y.wo;
    };
    bool equal = a.size() == b.size();
    for (std::size_t i = 0; equal && i < a.size(); ++i) equal = same(a[i], b[i]);
    if (!equal)
      return make(FindingKind::Attributes, p, std::nullopt, "the tris attributes differ", tris_text(a, size, true),
                  tris_text(b, size, true));
  }
  if (ended && wanted(kinds, FindingKind::Score)) {
    const gtp::RemoteScore theirs_score = theirs.remote_score(p);
    // A plain Go engine's final_score removes the stones it judges dead
    // first (GNU Go does); ours makes no such judgement (Art. 12, D-14).
    // When it judges some stones dead, its estimate and not the rules
    // decides (D-90): the score is not compared.
    const std::vector<Point> dead = theirs.dead_stones(p);
    if (!dead.empty()) return std::nullopt;
    // Each answer a field (name, ours, theirs): the extension's counts and
    // winners, its result, and standard GTP's final_score beside them (an
    // engine may get one right and another wrong).
    std::vector<std::array<std::string, 3>> fields;
    const std::string ours_result = gtp::result_text(ours, p);
    const gtp::RemoteScore& t = theirs_score;
    if (ext && p.rules.game != Game::Gomoku) {
      const Score s = ours.score(p, {});
      auto letter = [](Winner w) { return std::string(w == Winner::Black ? "B" : w == Winner::White ? "W" : "0"); };
      fields = {{"black", num(s.black), num(t.black)},       {"white", num(s.white), num(t.white)},
                {"neutral", num(s.neutral), num(t.neutral)}, {"nobody", num(s.nobody), num(t.nobody)},
                {"komi", num(s.komi), num(t.komi)},          {"y", num(s.y), num(t.y)},
                {"literal", letter(s.literal), t.literal},   {"chinese", letter(s.chinese), t.chinese},
                {"winner", letter(s.winner), t.winner}};
    }
    fields.push_back({"result", ours_result, t.result});
    if (ext) fields.push_back({"final_score", ours_result, t.final_score});
    std::string ours_text, theirs_text, differing;
    for (const auto& [name, a, b] : fields) {
      ours_text += (ours_text.empty() ? "" : " ") + name + " " + a;
      theirs_text += (theirs_text.empty() ? "" : " ") + name + " " + b;
      if (a != b) differing += (differing.empty() ? "" : ", ") + name;
    }
    if (!differing.empty())
      return make(FindingKind::Score, p, std::nullopt, "the scores at the end differ: " + differing, ours_text,
                  theirs_text);
  }
  return std::nullopt;
}

std::optional<Finding> check_genmove(const Engine& ours, const gtp::RemoteEngine& theirs, const Position& p) {
  if (ours.ended(p)) return std::nullopt;
  // At a FlybombGo offer the side to move may have no move of its own (only
  // the opponent declines): nothing to generate, and a refusal is right.
  const std::vector<Move> legal = ours.legal_moves(p);
  if (std::none_of(legal.begin(), legal.end(), [&](const Move& m) { return m.side == p.to_move().side; }))
    return std::nullopt;
  const gtp::GenmoveAnswer g = theirs.genmove(p);
  const std::string asked = "genmove " + std::string(gtp::colour_letter(p.to_move().side));
  if (g.resign) return std::nullopt;  // a resignation is any engine's right
  if (!g.ok || !g.move)
    return make(FindingKind::Genmove, p, std::nullopt,
                "'" + asked + "' was answered '" + std::string(g.ok ? "= " : "? ") + g.text + "', not a move of the slot",
                "a move of the slot", (g.ok ? "= " : "? ") + g.text);
  const Move m = *g.move;
  const std::string name = std::string(gtp::colour_letter(m.side)) + " " + gtp_move_text(m, p);
  const MoveOutcome o = ours.play(p, m);
  if (!o.legal())
    return make(FindingKind::Genmove, p, m, "'" + asked + "' answered " + name + ", " + outcome_text(o, true) + " for us",
                outcome_text(o, true) + " (" + words(o) + ")", "genmove " + name);
  if (g.board && *g.board != o.after->board)
    return make(FindingKind::Genmove, p, m, "after '" + asked + "' answered " + name + " the boards differ",
                board_rows(o.after->board), board_rows(*g.board));
  return std::nullopt;
}

std::string our_explanation(const Engine& ours, const Position& p, const std::optional<Move>& m) {
  const BoardSize size = p.board.size();
  std::string out;
  if (m) {
    const MoveOutcome o = ours.play(p, *m);
    out += "the move " + std::string(gtp::colour_letter(m->side)) + " " + gtp_move_text(*m, p) + ": ";
    if (!o.legal()) out += "illegal, " + std::string(illegal_name(o.illegal)) + " (" +
                           std::string(illegal_article(o.illegal)) + "): " + words(o) + "\n";
    else {
      out += "legal; removes " + points_text(emptied(o), size) + "\n";
      for (const AttributeChange& c : o.changes)
        out += "  the tris " + points_text(c.points, size) + " turns from " + std::string(attribute_name(c.from)) +
               " to " + std::string(attribute_name(c.to)) + "\n";
    }
  }
  try {
    const Analysis a = ours.analyze(p);
    for (const TrisInfo& t : a.tris)
      out += "the tris " + points_text(t.points, size) + " is " + std::string(attribute_name(t.attribute)) +
             (t.branch.empty() ? std::string() : " by Art. " + t.branch) + " (By " + std::to_string(t.by) + ", Wy " +
             std::to_string(t.wy) + ", Bo " + std::to_string(t.bo) + ", Wo " + std::to_string(t.wo) + ")\n";
    for (const ForbiddenPoint& f : a.forbidden)
      out += format_gtp_vertex(f.point, size) + " is forbidden for the slot to move: " +
             std::string(illegal_name(f.reason)) + " (" + std::string(illegal_article(f.reason)) + ")\n";
    if (a.ended) out += "the game has ended (Art. 11)\n";
  } catch (const EngineLimit& e) {
    out += std::string("(no analysis: ") + e.what() + ")\n";
  }
  return out;
}

}  // namespace tg::conformance
