#include "conformance/verify.h"

#include <algorithm>
#include <array>
#include <random>
#include <sstream>
#include <stdexcept>

#include "conformance/perft.h"
#include "conformance/shrink.h"
#include "conformance/vectors.h"
#include "gtp/move_text.h"
#include "gtp/policy.h"
#include "gtp/server.h"
#include "vocab/file_io.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"
#include "text/reason_text.h"

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

namespace {

// Whether a step can be asked over GTP (gtp/remote_engine.h): the moves and
// what standard GTP shows always; the questions of the TrisGo extension
// only when the other engine has it (`extension`); nothing else.
struct StatedOverGtp {
  bool extension = false;
  bool operator()(const step::Rules&) const { return true; }
  bool operator()(const step::Play&) const { return true; }
  bool operator()(const step::AssertLegal&) const { return true; }
  bool operator()(const step::AssertSlot&) const { return true; }
  bool operator()(const step::AssertNext&) const { return true; }
  bool operator()(const step::AssertBoard&) const { return true; }
  bool operator()(const step::AssertCaptured&) const { return true; }
  bool operator()(const step::AssertIllegal&) const { return extension; }
  bool operator()(const step::AssertAttribute&) const { return extension; }
  bool operator()(const step::AssertForbidden&) const { return extension; }
  bool operator()(const step::AssertNotForbidden&) const { return extension; }
  bool operator()(const step::AssertEnded&) const { return extension; }
  bool operator()(const step::AssertScore&) const { return extension; }
  bool operator()(const step::AssertWinner&) const { return extension; }
  bool operator()(const step::AssertParams& s) const {
    if (!extension) return false;
    for (const auto& kv : s.keys)
      if (kv.first == "black_bonds" || kv.first == "white_bonds") return false;
    return true;
  }
  bool operator()(const step::Dead& s) const { return s.points.empty(); }
  template <typename S>
  bool operator()(const S&) const {
    return false;
  }
};

// Whether every step of a vector can be asked over GTP.
bool stated_over_gtp(const VectorSpec& v, const gtp::RemoteEngine& theirs) {
  if (!v.setup.history.empty() || v.setup.passes != 0 || !(v.setup.flybomb == FlybombState{})) return false;
  const StatedOverGtp over_gtp{theirs.extension()};
  for (const Step& s : v.steps)
    if (!std::visit(over_gtp, s)) return false;
  return true;
}

Finding vector_finding(const VectorSpec& v, const VectorResult& mine, const VectorResult& other) {
  Finding f;
  f.kind = FindingKind::Vector;
  f.stage = "vectors";
  f.start = v.setup;
  f.position = v.setup;
  f.what = "the vector " + v.file + ":" + std::to_string(other.line) + " " + v.name + " fails: " + other.message;
  f.ours = mine.passed ? "passes" : "fails: " + mine.message;
  f.theirs = "fails at line " + std::to_string(other.line) + ": " + other.message;
  return f;
}


// The perft columns GTP carries (spec/perft/README.md): the other engine's
// captures, attribute changes and cascade rounds are not told apart over
// GTP (gtp/remote_engine.h), so they are left out of the comparison.
bool same_over_gtp(const PerftCounts& a, const PerftCounts& b) {
  return a.nodes == b.nodes && a.tris_moves == b.tris_moves && a.emergency == b.emergency &&
         a.games_ended == b.games_ended && a.passes == b.passes;
}

std::string counts_text(const PerftCounts& c) {
  return "nodes " + std::to_string(c.nodes) + ", tris moves " + std::to_string(c.tris_moves) + ", emergency " +
         std::to_string(c.emergency) + ", games ended " + std::to_string(c.games_ended) + ", passes " +
         std::to_string(c.passes);
}

// perft of both engines to `depth` from p; when they differ, divide
// descends into the first move whose subtree differs until the lists of one
// position differ: that position's finding, with the path to it.
std::optional<Finding> perft_compare(const Engine& ours, const gtp::RemoteEngine& theirs, const Position& root,
                                     int depth, std::uint64_t budget, std::vector<Move>& path, std::string& table) {
  PerftOptions po;
  po.depth = depth;
  po.divide = true;
  po.max_nodes = budget;
  const PerftResult a = perft(ours, root, po);
  // A move the other engine lists and then refuses ends its perft: the walk
  // of every node (verify's second step) then finds it as a Legality finding.
  PerftResult b;
  try {
    b = perft(theirs, root, po);
  } catch (const gtp::ListedMoveRefused& e) {
    if (path.empty()) table = e.what();
    return std::nullopt;
  }
  bool equal = true;
  for (int k = 0; k < depth; ++k) {
    const PerftCounts& x = a.per_depth[static_cast<std::size_t>(k)];
    const PerftCounts& y = b.per_depth[static_cast<std::size_t>(k)];
    if (table.size() < 400 && path.empty())
      table += (table.empty() ? "" : ", ") + std::string("perft(") + std::to_string(k + 1) + ") " + std::to_string(x.nodes) +
               (same_over_gtp(x, y) ? "" : " against " + std::to_string(y.nodes));
    equal = equal && same_over_gtp(x, y);
  }
  if (equal) return std::nullopt;
  if (depth > 1) {
    for (const PerftDivide& d : a.divide) {
      auto other = std::find_if(b.divide.begin(), b.divide.end(), [&](const PerftDivide& e) { return e.move == d.move; });
      if (other == b.divide.end()) break;  // the first ply differs: the lists below say so
      if (same_over_gtp(d.counts, other->counts)) continue;
      const MoveOutcome o = ours.play(root, d.move);
      if (!o.after) break;
      path.push_back(d.move);
      if (auto f = perft_compare(ours, theirs, *o.after, depth - 1, budget, path, table)) return f;
      path.pop_back();
      break;
    }
  }
  if (auto f = check_position(ours, theirs, root, std::nullopt)) return f;
  Finding f = make(FindingKind::Legality, root, std::nullopt, "perft differs below this position",
                   counts_text(a.per_depth.front()), counts_text(b.per_depth.front()));
  return f;
}

}  // namespace

namespace {

// Where verify is, for the report of an engine's failure: the stage, and in
// a game the record so far.
struct Whereabouts {
  std::string stage = "start";
  std::optional<Position> start;
  std::vector<Move> moves;  // a copy: the game's own record is gone when the error arrives
};

void run_stages(const Engine& ours, const gtp::RemoteEngine& theirs, const VerifyOptions& o, const Progress& progress,
                VerifySummary& sum, Whereabouts& where);

}  // namespace

VerifySummary verify(const Engine& ours, const gtp::RemoteEngine& theirs, const VerifyOptions& o, const Progress& progress) {
  if (o.sizes.empty()) throw std::invalid_argument("verify needs at least one board size");
  VerifySummary sum;
  Whereabouts where;
  try {
    run_stages(ours, theirs, o, progress, sum, where);
  } catch (const gtp::GtpError& e) {
    EngineFailure f;
    f.stage = where.stage;
    f.message = e.what();
    f.command = theirs.log().empty() ? std::string() : theirs.log().back();
    f.start = where.start ? *where.start : Position(o.sizes.front(), o.rules);
    f.moves = where.moves;
    sum.failure = std::move(f);
  }
  return sum;
}

namespace {

void run_stages(const Engine& ours, const gtp::RemoteEngine& theirs, const VerifyOptions& o, const Progress& progress,
                VerifySummary& sum, Whereabouts& where) {
  auto say = [&](const std::string& s) {
    if (progress) progress(s);
  };
  // 1. The vectors GTP can state.
  if (!o.vectors_path.empty()) {
    where.stage = "vectors";
    std::vector<VectorSpec> all;
    for (const std::string& file : vector_files(o.vectors_path)) {
      std::vector<VectorSpec> specs = parse_vectors(read_file(file, FileKind::Vectors), file);
      all.insert(all.end(), specs.begin(), specs.end());
    }
    int stated = 0;
    for (const VectorSpec& v : all) {
      if (!stated_over_gtp(v, theirs)) {
        ++sum.vectors_not_stated;
        continue;
      }
      ++stated;
      const VectorResult mine = run_vector(v, ours);
      if (!mine.passed) {
        ++sum.vectors_not_stated;  // beyond our engine here (should not happen): not a question for the other
        continue;
      }
      ++sum.vectors_run;
      const VectorResult other = run_vector(v, theirs);
      if (other.passed) {
        ++sum.vectors_agreed;
        continue;
      }
      if (other.message.find("over GTP") != std::string::npos ||
          other.message.find("TrisGo extension") != std::string::npos) {
        --sum.vectors_run;
        ++sum.vectors_not_stated;
        continue;
      }
      sum.finding = vector_finding(v, mine, other);
      return;
    }
    say("vectors: " + std::to_string(sum.vectors_agreed) + " of " + std::to_string(sum.vectors_run) +
        " agree; " + std::to_string(sum.vectors_not_stated) + " cannot be stated over GTP");
  }
  // 2. perft: every legal move to the depth, lists compared at every node.
  for (BoardSize size : o.sizes) {
    if (o.depth <= 0) break;
    const Position root(size, o.rules);
    where.stage = "perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + " depth " + std::to_string(o.depth);
    where.start = root;
    // perft (conformance/perft.h) on both engines, located by divide.
    {
      std::vector<Move> perft_path;
      std::string table;
      std::optional<Finding> differs;
      try {
        differs = perft_compare(ours, theirs, root, o.depth, static_cast<std::uint64_t>(o.max_perft_nodes), perft_path,
                                table);
      } catch (const PerftBudgetExceeded&) {
        table = "beyond the node bound";
      }
      say("perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + ": " + table);
      if (differs) {
        differs->moves = perft_path;
        differs->start = root;
        differs->stage = "perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + " depth " +
                         std::to_string(o.depth) + " (divide)";
        sum.finding = shrink(ours, theirs, *differs, o.shrink_budget, progress);
        return;
      }
    }
    // Then every node's legal-move list and every move's board (counts that
    // agree may still hide compensating differences).
    long nodes = 0;
    std::vector<Move> path;
    std::optional<Finding> found;
    std::function<void(const Position&, int)> walk = [&](const Position& p, int d) {
      if (found || nodes >= o.max_perft_nodes) return;
      if ((found = check_position(ours, theirs, p, std::nullopt, {FindingKind::Legality, FindingKind::Reason}))) {
        found->moves = path;
        return;
      }
      if (d == o.depth) return;
      for (const Move& m : ours.legal_moves(p)) {
        ++nodes;
        std::optional<Position> after;
        if ((found = check_move(ours, theirs, p, m, &after))) {
          found->moves = path;
          return;
        }
        path.push_back(m);
        walk(*after, d + 1);
        path.pop_back();
        if (found || nodes >= o.max_perft_nodes) return;
      }
    };
    walk(root, 0);
    sum.perft_nodes += nodes;
    if (found) {
      found->start = root;
      found->stage = "perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + " depth " +
                     std::to_string(o.depth);
      say("perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + ": a difference after " +
          std::to_string(found->moves.size()) + " moves");
      sum.finding = shrink(ours, theirs, *found, o.shrink_budget, progress);
      return;
    }
    say("perft " + std::to_string(size.n()) + "x" + std::to_string(size.n()) + " depth " + std::to_string(o.depth) +
        ": " + std::to_string(nodes) + " moves, every legal-move list agrees" +
        (nodes >= o.max_perft_nodes ? " (stopped at the node bound)" : ""));
  }
  // 3. Seeded random games.
  for (int g = 0; g < o.games; ++g) {
    const BoardSize size = o.sizes[static_cast<std::size_t>(g) % o.sizes.size()];
    const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(g);
    std::mt19937_64 rng(seed);
    const Position start(size, o.rules);
    Position p = start;
    std::vector<Move> moves;
    const int max_moves = o.max_moves > 0 ? o.max_moves : 4 * size.n() * size.n();
    const std::string stage = "game " + std::to_string(g + 1) + " (seed " + std::to_string(seed) + ", " +
                              std::to_string(size.n()) + "x" + std::to_string(size.n()) + ")";
    std::optional<Finding> found;
    where.stage = stage;
    where.start = start;
    where.moves.clear();
    while (!found) {
      const std::vector<Move> legal = ours.legal_moves(p);
      // One move we refuse, to compare the refusal: an empty point of the
      // slot that is not legal, else any occupied point.
      std::optional<Move> probe;
      if (!ours.ended(p)) {
        const Slot slot = p.to_move();
        std::vector<Point> empty_refused, occupied;
        for (int i = 0; i < size.points(); ++i) {
          const Point q = size.point(i);
          const Move m{slot.side, slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, q};
          if (p.board.at_index(i) != Piece::Empty) occupied.push_back(q);
          else if (std::find(legal.begin(), legal.end(), m) == legal.end()) empty_refused.push_back(q);
        }
        const std::vector<Point>& pool = !empty_refused.empty() ? empty_refused : occupied;
        if (!pool.empty())
          probe = Move{slot.side, slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone,
                       pool[static_cast<std::size_t>(rng() % pool.size())]};
      }
      if ((found = check_position(ours, theirs, p, probe))) break;
      if (legal.empty() || static_cast<int>(moves.size()) >= max_moves) break;
      if ((found = check_genmove(ours, theirs, p))) break;
      const Move m = gtp::choose_move(gtp::Policy::Light, ours, p, legal, rng);
      std::optional<Position> after;
      if ((found = check_move(ours, theirs, p, m, &after))) break;
      ++sum.moves_compared;
      moves.push_back(m);
      where.moves.push_back(m);
      p = *after;
    }
    ++sum.games;
    if (!found && ours.ended(p) && !theirs.extension() && !theirs.dead_stones(p).empty()) ++sum.scores_not_compared;
    if (found) {
      found->start = start;
      found->moves = moves;
      found->stage = stage;
      say(stage + ": " + std::string(finding_kind_name(found->kind)) + " differs after " + std::to_string(moves.size()) +
          " moves: " + found->what);
      where.moves.clear();
      sum.finding = shrink(ours, theirs, *found, o.shrink_budget, progress);
      return;
    }
    say(stage + ": " + std::to_string(moves.size()) + " moves agree, and every genmove answer" +
        (ours.ended(p) ? "; the end and the score too" : ""));
  }
}

}  // namespace

}  // namespace tg::conformance
