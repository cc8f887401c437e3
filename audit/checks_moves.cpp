// Checks over the moves from a position: C-4 (Art. 8 against Art. 7.1), that
// every move settles (D-06, D-21), that the side to move has a legal move,
// and that no legal move returns the game to an earlier state (termination).
#include <algorithm>

#include "audit/checks.h"
#include "text/reason_text.h"

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
  for (const auto& [m, o] : v.moves()) {
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
    const std::string side = std::string(side_name(m.side));
    f.summary = "move " + std::to_string(p.next_move) + " is " + side + "'s tris slot: the text forbids the tris at " +
                pt(m.point) + " (Art. 7.1) and allows a " + side + " stone there instead (Art. 8)";
    f.clashes.push_back({"TG-7.1", "a tris at " + pt(m.point) + " would leave the " + side + " string " +
                                       pts(atari, 4) + " without liberties: forbidden for the tris of this slot"});
    f.clashes.push_back({"TG-8.2", "the opponent's last move put that string in atari (condition P) and " +
                                       pt(m.point) + " is its one liberty (Q): a " + side +
                                       " stone may take the tris slot there"});
    f.clashes.push_back({"TG-2.3.3", "the piece kind of a move is fixed by its slot (a tris), except by Art. 8"});
    f.ids = {"C-4", "TG-7.1", "TG-8.2", "TG-8.3", "TG-8.6", "TG-2.3.3", "D-11", "D-26"};
    f.resolution = "TG-8.6, D-26: the conversion is a stone move in the tris slot; Art. 7.1 forbids only the tris "
                   "(emergency=" + std::string(p.rules.emergency == Emergency::LibertyDrop ? "liberty-drop"
                                                                                        : "touches-last-move") + ")";
    return f;
  }
  return std::nullopt;
}

std::optional<CheckFinding> probe_settles(Visit& v) {
  const Position& p = v.position();
  if (p.rules.order == OrderRule::Flybomb || v.ended()) return std::nullopt;
  const Slot slot = p.to_move();
  const BoardSize size = p.board.size();
  for (int i = 0; i < size.points(); ++i) {
    if (p.board.at_index(i) != Piece::Empty) continue;
    Move m{slot.side, slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris, size.point(i)};
    const MoveOutcome o = v.context().engine.play(p, m);
    if (o.illegal != Illegal::Contradiction) continue;
    CheckFinding f(p);
    f.move = m;
    f.points = {m.point};
    const bool gomoku = p.rules.game == Game::Gomoku;
    f.summary = std::string("the move at ") + pt(m.point) + " does not settle: " +
                (gomoku ? "the encirclement rounds repeat a board" : "the capture cascade finds no fixed point");
    if (gomoku) {
      f.clashes.push_back({"GM-4.11", "judge every target without liberties round after round until none is left"});
      f.clashes.push_back({"GM-4.7", "the flips of the rounds bring back a board seen within the move: no end"});
      f.ids = {"GM-4.11", "GM-4.7", "D-21"};
      f.resolution = "D-21 (encirclement=fixed-point): the move is refused as a contradiction";
    } else {
      f.clashes.push_back({"TG-5.1.1", "strings without liberties are removed at once"});
      f.clashes.push_back({"D-06", "the cascade always terminates (the register's finding); here it did not"});
      f.ids = {"TG-5.1.1", "D-06"};
    }
    // In the integer set, which the reports relabel into the user's (checks_run.cpp).
    f.clashes.push_back({"engine", text::refusal_text(o, LabelSet::Integer)});
    return f;
  }
  return std::nullopt;
}

std::optional<CheckFinding> probe_legal_move(Visit& v) {
  // D-113: a pass is a legal move (TG-2.5, TG-9.2 step 1), so this asks that
  // the engine offers at least one move, a pass included, before the end.
  if (v.ended() || !v.moves().empty()) return std::nullopt;
  CheckFinding f(v.position());
  f.summary = "the game has not ended but the side to move has no legal move, not even a pass";
  f.clashes.push_back({"TG-2.5", "instead of any move the player whose slot it is may pass"});
  f.clashes.push_back({"engine", "no legal move listed for move " + std::to_string(v.position().next_move)});
  f.ids = {"TG-2.5", "TG-9.2", "TG-11.1", "D-113"};
  return f;
}

std::optional<CheckFinding> probe_terminates(Visit& v) {
  const Position& p = v.position();
  if (p.rules.order == OrderRule::Flybomb) return std::nullopt;
  const MoveOrder order = p.rules.move_order();
  for (const auto& [m, o] : v.moves()) {
    if (m.is_pass() || !o.after) continue;
    const Position& q = *o.after;
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
    f.summary = "the legal move " + std::to_string(p.next_move) + " at " + pt(m.point) +
                " returns the game to its state before move " + std::to_string(back) +
                " (the same board and the same place in the move order): the moves between can repeat forever";
    f.clashes.push_back({"TG-10.1", "a move must not make the opponent face again a position that has occurred"});
    f.clashes.push_back({"engine", "the move is legal and repeats the state before move " + std::to_string(back)});
    f.ids = {"TG-10.1", "D-12", "D-115"};
    return f;
  }
  return std::nullopt;
}

}  // namespace tg::audit
