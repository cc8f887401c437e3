// TrisGomoku (spec/systems/trisgomoku.md): a move that flips tris for both
// colours at once (GM-4.9, GM-4.10 say the flips of one move are all for one
// colour), and a move after which both colours hold a five (GM-5.3, D-22).
#include "audit/checks.h"

namespace tg::audit {

std::optional<CheckFinding> probe_both_colour_flips(Visit& v) {
  const Position& p = v.position();
  if (p.rules.game != Game::Gomoku || v.ended()) return std::nullopt;
  for (const Successor& next : v.successors()) {
    // A move that flips nothing (its successor counts no attribute change)
    // is not played for its lists.
    if (next.attribute_changes == 0) continue;
    const Move& m = next.move;
    const MoveOutcome o = v.context().engine.play(p, m);
    bool to_black = false, to_white = false;
    std::vector<Point> flipped;
    for (const AttributeChange& c : o.changes) {
      to_black = to_black || c.to == Attribute::Black;
      to_white = to_white || c.to == Attribute::White;
      flipped.insert(flipped.end(), c.points.begin(), c.points.end());
    }
    if (!to_black || !to_white) continue;
    CheckFinding f(p);
    f.move = m;
    f.points = flipped;
    f.summary = phrase(PhraseKind::FlipsBothColours, p.next_move, m.point);
    f.clashes.push_back({"GM-4.10", phrase(PhraseKind::EncirclerAttribute)});
    f.clashes.push_back({"engine", phrase(PhraseKind::FlipsAre, points(flipped, 8))});
    f.ids = {"GM-4.9", "GM-4.10", "GM-4.11", "D-21", "D-51"};
    if (p.rules.encirclement == Encirclement::FixedPoint)
      f.resolution = phrase(PhraseKind::ResolvedColoursPerRound);
    return f;
  }
  return std::nullopt;
}

std::optional<CheckFinding> probe_double_five(Visit& v) {
  const Position& p = v.position();
  if (p.rules.game != Game::Gomoku || v.ended()) return std::nullopt;
  for (const Successor& next : v.successors()) {
    const Move& m = next.move;
    if (m.is_pass()) continue;
    bool black = false, white = false;
    const Analysis a = v.context().engine.analyze(next.after);
    if (!a.gomoku) continue;
    std::vector<Point> points;
    for (const Five& five : a.gomoku->fives) {
      (five.side == Side::Black ? black : white) = true;
      points.insert(points.end(), five.points.begin(), five.points.end());
    }
    if (!black || !white) continue;
    CheckFinding f(p);
    f.move = m;
    f.points = points;
    f.summary = phrase(PhraseKind::DoubleFive, p.next_move, m.point);
    f.clashes.push_back({"GM-5.1", phrase(PhraseKind::FiveWins, Side::Black)});
    f.clashes.push_back({"GM-5.1", phrase(PhraseKind::FiveWins, Side::White)});
    f.ids = {"GM-5.1", "GM-5.2", "GM-5.3", "D-22", "D-47"};
    const int how = p.rules.double_five == DoubleFive::Mover ? 0 : p.rules.double_five == DoubleFive::NonMover ? 1 : 2;
    f.resolution = phrase(PhraseKind::ResolvedDoubleFive, how, static_cast<int>(a.gomoku->winner));
    return f;
  }
  return std::nullopt;
}

}  // namespace tg::audit
