// Whether an attribute depends on the order in which strings are evaluated.
// Through the engine interface the order cannot be chosen directly; two
// things change it (D-114): a symmetry of the board (every engine visits
// points in index order, so a rotated or mirrored board presents the same
// strings in another order), and another implementation (the reference
// evaluates string by string, article by article; the optimized engine by
// bitboard sweeps). The attributes must map onto each other.
#include "audit/checks.h"

namespace tg::audit {
namespace {

std::vector<Attribute> attributes_by_point(const Position& p, const Analysis& a) {
  std::vector<Attribute> out(p.board.size().points(), Attribute::Neutral);
  for (const TrisInfo& t : a.tris)
    for (Point z : t.points) out[p.board.size().index(z)] = t.attribute;
  return out;
}

}  // namespace

Position transformed(const Position& p, int s) {
  Position q = p;
  const BoardSize size = p.board.size();
  auto move_board = [&](const Board& b) {
    Board out(size);
    for (int i = 0; i < size.points(); ++i) {
      const Point z = transform(size.point(i), s);
      out.set(z, b.at_index(i));
      if (b.at_index(i) == Piece::Tris && b.attribute_at_index(i) != Attribute::Neutral)
        out.set_attribute(z, b.attribute_at_index(i));
    }
    return out;
  };
  q.board = move_board(p.board);
  q.history = q.history.transformed([&](SeenPosition& h) { h.board = move_board(h.board); });
  return q;
}

std::optional<CheckFinding> probe_attribute_order(Visit& v) {
  const Position& p = v.position();
  if (p.rules.game != Game::Go || p.board.count(Piece::Tris) == 0) return std::nullopt;
  const Analysis& a = v.analysis();
  const std::vector<Attribute> base = attributes_by_point(p, a);
  const BoardSize size = p.board.size();
  auto report = [&](Point z, const text::Phrase& how_phrase, Attribute other) {
    const text::PhraseList how{{how_phrase}, ""};
    CheckFinding f(p);
    for (const TrisInfo& t : a.tris)
      for (Point w : t.points)
        if (w == z) f.points = t.points;
    f.summary = phrase(PhraseKind::OrderDependent, points(f.points, 3), base[size.index(z)], other, how);
    f.clashes.push_back({"TG-5.3", phrase(PhraseKind::FunctionOfBaseBoard)});
    f.clashes.push_back({"engine", phrase(PhraseKind::OtherOrderSays, how, other)});
    f.ids = {"TG-5.3", "TG-6.3", "D-114"};
    return f;
  };
  for (int s = 1; s < kSymmetries; ++s) {
    const Position q = transformed(p, s);
    const std::vector<Attribute> other = attributes_by_point(q, v.context().engine.analyze(q));
    for (int i = 0; i < size.points(); ++i) {
      if (p.board.at_index(i) != Piece::Tris) continue;
      const Point z = size.point(i);
      const Attribute o = other[size.index(transform(z, s))];
      if (o != base[i]) return report(z, phrase(PhraseKind::UnderSymmetry, s), o);
    }
  }
  if (v.context().second) {
    const std::vector<Attribute> other = attributes_by_point(p, v.context().second->analyze(p));
    for (int i = 0; i < size.points(); ++i)
      if (p.board.at_index(i) == Piece::Tris && other[i] != base[i])
        return report(size.point(i), phrase(PhraseKind::ByEngine, v.context().second->name()), other[i]);
  }
  return std::nullopt;
}

}  // namespace tg::audit
