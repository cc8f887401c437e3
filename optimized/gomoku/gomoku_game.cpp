#include "optimized/gomoku/gomoku_game.h"

#include <bit>
#include <stdexcept>

#include "optimized/gomoku/gomoku_fives.h"
#include "optimized/gomoku/gomoku_move.h"
#include "optimized/engine/moves.h"

namespace tg::opt {

GomokuGame::GomokuGame(const Position& p)
    : g_(Geo::of(p.board.size().n())),
      rules_(p.rules),
      order_(p.rules.move_order()),
      board_(gboard_of(g_, p.board)),
      next_move_(p.next_move),
      passes_(p.passes) {
  if (p.rules.game != Game::Gomoku || !implemented(p.rules))
    throw EngineLimit("GomokuGame needs an implemented game=gomoku ruleset, not " + to_string(p.rules));
  empty_ = andnot(g_.on, board_.occupied());
  empty_count_ = empty_.count();
  black_five_ = has_five(board_.ext(Side::Black));
  white_five_ = has_five(board_.ext(Side::White));
  result_ = gomoku_result(black_five_, white_five_, rules_, order_, next_move_, passes_, empty_.none());
}

GomokuGame::Played GomokuGame::play(const Move& m) {
  Played out;
  if (ended()) return out;
  const Slot slot = order_.slot(next_move_);
  // The emergency conversion fits a tris slot but is off in TrisGomoku (GM-6.2).
  if (!fits_slot(slot, m) || m.kind == MoveKind::Emergency) return out;
  if (m.kind == MoveKind::Pass) {
    ++passes_;
  } else {
    const int h = g_.half;
    if (m.point.x < -h || m.point.x > h || m.point.y < -h || m.point.y > h) return out;
    const int p = g_.bit(m.point);
    if (!empty_.test(p)) return out;
    const GBoard before = board_;
    if (!gomoku_place(g_, board_, p, m.piece(), m.side, rules_.encirclement, nullptr)) {
      board_ = before;
      return out;
    }
    empty_.reset(p);
    --empty_count_;
    passes_ = 0;
    // GM-5.2: the game went on, so neither colour had a five; a new one
    // runs through a point that became that colour: the placed stone or a
    // flipped tris (flips only ever go to black or white).
    BB flipped = (before.tn ^ board_.tn) | (before.tb ^ board_.tb) | (before.tw ^ board_.tw);
    if (board_.tn.test(p)) flipped.reset(p);  // a tris placed neutral and left so did not flip
    out.flips = flipped.count();
    BB changed = flipped;
    changed.set(p);
    for (Side s : {Side::Black, Side::White}) {
      const BB x = board_.ext(s);
      bool& five = s == Side::Black ? black_five_ : white_five_;
      for (BB c = changed & x; c.any() && !five;) five = five_through(x, c.pop());
    }
  }
  ++next_move_;
  out.legal = true;
  result_ = gomoku_result(black_five_, white_five_, rules_, order_, next_move_, passes_, empty_.none());
  return out;
}

Point GomokuGame::empty_point(int k) const {
  for (int i = 0; i < kWords; ++i) {
    std::uint64_t w = empty_.w[i];
    const int c = std::popcount(w);
    if (k >= c) {
      k -= c;
      continue;
    }
    for (; k > 0; --k) w &= w - 1;
    return g_.point(i * 64 + std::countr_zero(w));
  }
  throw std::out_of_range("GomokuGame::empty_point: no such empty point");
}

std::vector<Point> GomokuGame::legal_points() const {
  std::vector<Point> out;
  if (ended()) return out;
  const Slot slot = order_.slot(next_move_);
  const Piece piece = slot.kind == SlotKind::Stone ? stone_of(slot.side) : Piece::Tris;
  for (BB e = empty_; e.any();) {
    const int q = e.pop();
    if (rules_.encirclement == Encirclement::FixedPoint) {
      GBoard trial = board_;
      if (!gomoku_place(g_, trial, q, piece, slot.side, Encirclement::FixedPoint, nullptr)) continue;
    }
    out.push_back(g_.point(q));
  }
  return out;
}

}  // namespace tg::opt
