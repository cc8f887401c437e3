#include "reference/reference_engine.h"

#include <algorithm>
#include <optional>

#include "reference/art04_regions_eyes.h"
#include "reference/art09_move.h"
#include "reference/art11_end.h"
#include "reference/art12_dead.h"
#include "reference/art13_scoring.h"
#include "reference/flybomb_turns.h"
#include "reference/gomoku_gm2_play.h"
#include "reference/gomoku_gm6_end.h"
#include "vocab/ruleset_refusal.h"

namespace tg::ref {

namespace {

// Rulesets the reference cannot decide are refused, never guessed
// (EngineLimit): rulesets vocab's implemented() refuses. TrisGomoku
// (game=gomoku) is decided by the gomoku_* units whenever vocab's
// implemented() accepts it; its Go-only options have no effect.
// The last ruleset found implemented is remembered: the check compares
// option texts and would otherwise dominate cheap questions.
void require_implemented(const Ruleset& rules) {
  thread_local std::optional<Ruleset> last_implemented;
  if (last_implemented == rules) return;
  if (!implemented(rules))
    throw EngineLimit("the reference engine does not implement the ruleset " + to_string(rules) + ": " +
                      refusal_reason(rules));
  last_implemented = rules;
}

bool is_gomoku(const Position& p) { return p.rules.game == Game::Gomoku; }

// TrisGomoku (spec/systems/trisgomoku.md): the strings of GM-3.3 (tris join
// only the same attribute, D-20) with their stored attributes (GM-1.2), no
// Go layers, regions, private eyes or forbidden points (GM-2.3), and the
// GM-3.4 extended strings, GM-4 targets, GM-5 fives and GM-6 result.
Analysis analyze_gomoku(const Position& p) {
  Analysis a;
  a.base_strings = gomoku_string_infos(p.board);
  a.tris = gomoku_tris(p.board);
  const GomokuResult result = gomoku_result(p);
  a.ended = result.end != GomokuEnd::None;
  a.score.winner = result.winner;  // GM-6.2: the score is only the winner
  GomokuAnalysis g;
  g.extended_strings = extended_string_infos(p.board);
  g.targets = all_targets(p.board);
  g.fives = fives(p.board);
  g.end = result.end;
  g.winner = result.winner;
  a.gomoku = std::move(g);
  return a;
}

}  // namespace

Analysis ReferenceEngine::analyze(const Position& p) const {
  require_implemented(p.rules);
  if (is_gomoku(p)) return analyze_gomoku(p);
  const Layers now = layers_of(p.board, p.rules);
  Analysis a;
  a.base_strings = base_strings(p.board);
  a.holistic_strings = holistic_strings(now.holistic);
  // Closed regions of both colours (TG-4.1), ordered by first point; black
  // before white when two begin at the same point.
  a.regions = closed_regions(p.board, Side::Black);
  for (const RegionInfo& r : closed_regions(p.board, Side::White)) a.regions.push_back(r);
  const BoardSize size = p.board.size();
  std::stable_sort(a.regions.begin(), a.regions.end(), [&](const RegionInfo& x, const RegionInfo& y) {
    return size.index(x.points.front()) < size.index(y.points.front());
  });
  a.private_eyes = now.eyes;
  a.tris = now.tris;
  // The forbidden points of the slot to move, whether or not the game has
  // ended (they describe the position; decision D-44).
  const Slot slot = p.to_move();
  for (Point q : size.all_points()) {
    if (p.board.at(q) != Piece::Empty) continue;
    Illegal reason = Illegal::None;
    if (slot.kind == SlotKind::Tris) {
      reason = tris_forbidden(now, q, slot.side, p.rules);
    } else {
      Illegal r = play_move(p, Move{slot.side, MoveKind::Stone, q}, now, /*judge_end=*/false).illegal;
      if (r == Illegal::Suicide || r == Illegal::Repetition) reason = r;
    }
    if (reason != Illegal::None) a.forbidden.push_back(ForbiddenPoint{q, reason});
  }
  a.ended = game_ended(p);
  a.score = score_layers(now, p.rules);
  return a;
}

MoveOutcome ReferenceEngine::play(const Position& p, const Move& m) const {
  require_implemented(p.rules);
  if (is_gomoku(p)) return gomoku_play(p, m);
  return play_move(p, m);
}

std::vector<Move> ReferenceEngine::legal_moves(const Position& p) const {
  require_implemented(p.rules);
  if (is_gomoku(p)) return gomoku_legal_moves(p);
  std::vector<Move> out;
  if (game_ended(p)) return out;
  const Layers now = layers_of(p.board, p.rules);
  const Slot slot = p.to_move();
  const MoveKind kind = slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris;
  for (Point q : p.board.size().all_points()) {
    if (p.board.at(q) != Piece::Empty) continue;
    Move m{slot.side, kind, q};
    if (play_move(p, m, now).legal()) out.push_back(m);
  }
  if (slot.kind == SlotKind::Tris) {
    // Emergency stones: only the single liberties of the strings meeting
    // condition P can meet condition Q (Art. 8); play() judges the rest.
    PointSet candidates;
    for (const StringInfo& s : emergency_strings(p, now)) candidates.push_back(s.liberties.front());
    canonicalize(p.board, candidates);
    for (Point q : candidates) {
      Move m{slot.side, MoveKind::Emergency, q};
      if (play_move(p, m, now).legal()) out.push_back(m);
    }
  }
  // A chosen flybomb is not passed (D-70): the opponent's moves decline it.
  if (p.declining_slot()) {
    for (const Move& m : declining_moves(p, [&](const Move& d) { return play_move(p, d, now).legal(); }))
      out.push_back(m);
    return out;
  }
  out.push_back(Move{slot.side, MoveKind::Pass, {}});
  return out;
}

bool ReferenceEngine::ended(const Position& p) const {
  require_implemented(p.rules);
  if (is_gomoku(p)) return gomoku_ended(p);
  return game_ended(p);
}

Score ReferenceEngine::score(const Position& p, const std::vector<Point>& dead) const {
  require_implemented(p.rules);
  if (is_gomoku(p)) {
    if (!dead.empty()) throw EngineLimit("TrisGomoku has no dead strings (GM-6.2)");
    return gomoku_score(p);
  }
  const Layers now = layers_of(p.board, p.rules);
  if (dead.empty()) return score_layers(now, p.rules);
  return score_layers(layers_of(remove_agreed_dead(now, dead), p.rules), p.rules);
}

std::unique_ptr<tg::Engine> make_reference_engine() { return std::make_unique<ReferenceEngine>(); }

}  // namespace tg::ref
