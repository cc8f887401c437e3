// Checks over the moves from a position: C-4 (Art. 8 against Art. 7.1), that
// every move settles (D-06, D-21), that the side to move has a legal move,
// and that no legal move returns the game to an earlier state (termination).
#include <algorithm>

#include "audit/checks.h"

namespace tg::audit {
namespace {

// The place of move k in the move order: the same number for two moves with
// the same slot and the same future slots (the opening, then the cycle).
long order_index(const MoveOrder& o, long k) {
  const long open = static_cast<long>(o.opening.size());
  if (k <= open || o.cycle.empty()) return k;
  return open + 1 + (k - 1 - open) % static_cast<long>(o.cycle.size());
}

}  // namespace

std::optional<CheckFinding> probe_conversion(Visit& v) {
  const Position& p = v.position();
  if (p.rules.game != Game::Go || p.rules.order == OrderRule::Flybomb) return std::nullopt;
  if (p.to_move().kind != SlotKind::Tris) return std::nullopt;
  // Only the moves are asked, not what they do (Visit::legal).
  for (const Move& m : v.legal()) {
    if (m.kind != MoveKind::Emergency) continue;
    const Analysis& a = v.analysis();
    const Point at = m.point;  // (a structured binding cannot be captured before C++20's clang 16)
    const bool forbidden = std::any_of(a.forbidden.begin(), a.forbidden.end(), [at](const ForbiddenPoint& fp) {
      return fp.point == at && fp.reason == Illegal::TrisCapture;
    });
    if (!forbidden) continue;
    CheckFinding f(p);
    f.move = m;
    const Piece mine = stone_of(m.side);
    std::vector<Point> atari;
    for (const StringInfo& s : a.holistic_strings)
      if (s.kind == mine && s.liberties == std::vector<Point>{m.point}) atari.insert(atari.end(), s.points.begin(), s.points.end());
    f.points = atari;
    f.points.push_back(m.point);
    f.summary = phrase(PhraseKind::ConversionSummary, p.next_move, m.side, m.point);
    f.clashes.push_back({"TG-7.1", phrase(PhraseKind::ConversionForbidden, m.point, m.side, points(atari, 4))});
    f.clashes.push_back({"TG-8.2", phrase(PhraseKind::ConversionAllowed, m.point, m.side)});
    f.clashes.push_back({"TG-2.3.3", phrase(PhraseKind::SlotFixesPieceKind)});
    f.ids = {"C-4", "TG-7.1", "TG-8.2", "TG-8.3", "TG-8.6", "TG-2.3.3", "D-11", "D-26"};
    f.resolution = phrase(PhraseKind::ResolvedConversion, p.rules.emergency == Emergency::LibertyDrop);
    return f;
  }
  return std::nullopt;
}

std::optional<CheckFinding> probe_settles(Visit& v) {
  const Position& p = v.position();
  if (p.rules.order == OrderRule::Flybomb || v.ended()) return std::nullopt;
  const Slot slot = p.to_move();
  const BoardSize size = p.board.size();
  // A move that does not settle is refused (Illegal::Contradiction), so it
  // is never among the legal moves: only the empty points whose move the
  // engine does not list are played. (That play() accepts every move
  // legal_moves() lists is the engines' own property, tested by
  // proptests/differential_props.cpp.)
  const std::vector<Move>& legal = v.legal();
  for (int i = 0; i < size.points(); ++i) {
    if (p.board.at_index(i) != Piece::Empty) continue;
    Move m{slot.side, slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris, size.point(i)};
    if (std::find(legal.begin(), legal.end(), m) != legal.end()) continue;
    const MoveOutcome o = v.context().engine.play(p, m);
    if (o.illegal != Illegal::Contradiction) continue;
    CheckFinding f(p);
    f.move = m;
    f.points = {m.point};
    const bool gomoku = p.rules.game == Game::Gomoku;
    f.summary = phrase(PhraseKind::DoesNotSettle, m.point, gomoku);
    if (gomoku) {
      f.clashes.push_back({"GM-4.11", phrase(PhraseKind::JudgeEveryRound)});
      f.clashes.push_back({"GM-4.7", phrase(PhraseKind::FlipsRepeatABoard)});
      f.ids = {"GM-4.11", "GM-4.7", "D-21"};
      f.resolution = phrase(PhraseKind::ResolvedRefused);
    } else {
      f.clashes.push_back({"TG-5.1.1", phrase(PhraseKind::RemovedAtOnce)});
      f.clashes.push_back({"D-06", phrase(PhraseKind::CascadeTerminates)});
      f.ids = {"TG-5.1.1", "D-06"};
    }
    f.clashes.push_back({"engine", phrase(PhraseKind::EngineRefuses, o.reason)});
    return f;
  }
  return std::nullopt;
}

std::optional<CheckFinding> probe_legal_move(Visit& v) {
  // D-113: a pass is a legal move (TG-2.5, TG-9.2 step 1), so this asks that
  // the engine offers at least one move, a pass included, before the end.
  if (v.ended() || !v.legal().empty()) return std::nullopt;
  CheckFinding f(v.position());
  f.summary = phrase(PhraseKind::NoLegalMove);
  f.clashes.push_back({"TG-2.5", phrase(PhraseKind::MayPass)});
  f.clashes.push_back({"engine", phrase(PhraseKind::NoLegalMoveListed, v.position().next_move)});
  f.ids = {"TG-2.5", "TG-9.2", "TG-11.1", "D-113"};
  return f;
}

std::optional<CheckFinding> probe_terminates(Visit& v) {
  const Position& p = v.position();
  if (p.rules.order == OrderRule::Flybomb) return std::nullopt;
  const MoveOrder& order = p.rules.move_order();
  // Without history the only earlier state is the current one, and a move
  // takes the next move number (Art. 2; both engines' play give the position
  // after it p.next_move + 1), whose place in the order is not the current
  // one's unless the cycle has a single slot: nothing can be found, and no
  // move need be played (every board of the exhaustive phases is such a
  // position; the games' positions have their history).
  if (p.history.empty() && order_index(order, p.next_move + 1) != order_index(order, p.next_move)) return std::nullopt;
  // The position after each move is all it asks (Visit::successors).
  for (const Successor& succ : v.successors()) {
    const Move& m = succ.move;
    if (m.is_pass()) continue;
    const Position& q = succ.after;
    const long qi = order_index(order, q.next_move);
    auto same = [&](const Board& b, int next) { return b == q.board && order_index(order, next) == qi; };
    const SeenPosition* hit = nullptr;
    for (const SeenPosition& s : p.history)
      if (same(s.board, s.next_move)) hit = &s;
    const bool current = same(p.board, p.next_move);
    if (!hit && !current) continue;
    const int back = current ? p.next_move : hit->next_move;
    CheckFinding f(p);
    f.move = m;
    f.points = {m.point};
    f.summary = phrase(PhraseKind::ReturnsToState, p.next_move, m.point, back);
    f.clashes.push_back({"TG-10.1", phrase(PhraseKind::NoRepeatedPosition)});
    f.clashes.push_back({"engine", phrase(PhraseKind::RepeatsState, back)});
    f.ids = {"TG-10.1", "D-12", "D-115"};
    return f;
  }
  return std::nullopt;
}

}  // namespace tg::audit
