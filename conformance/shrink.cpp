#include "conformance/shrink.h"

#include "shrink/position.h"
#include "shrink/sequence.h"

namespace tg::conformance {
namespace {

// The move `m` refitted to the slot of p: the slot's side, and the piece
// the slot asks for (an emergency conversion stays one on a tris slot).
Move refit(const Position& p, const Move& m) {
  const Slot s = p.to_move();
  Move r = m;
  // FlybombGo's declining stone or pass (D-70) stays the opponent's move
  // where the position offers a flybomb again.
  if (m.side != s.side && m.kind != MoveKind::Tris)
    if (const std::optional<Slot> d = p.declining_slot(); d && d->side == m.side) {
      if (!m.is_pass()) r.kind = MoveKind::Stone;
      return r;
    }
  r.side = s.side;
  if (m.is_pass()) return r;
  if (s.kind == SlotKind::Stone) r.kind = MoveKind::Stone;
  else r.kind = m.kind == MoveKind::Emergency ? MoveKind::Emergency : MoveKind::Tris;
  return r;
}

class Shrinker {
 public:
  Shrinker(const Engine& ours, const gtp::RemoteEngine& theirs, FindingKind kind, int budget)
      : ours_(ours), theirs_(theirs), kind_(kind), budget_(budget) {}

  bool spent() const { return budget_ <= 0; }

  // The question of the finding asked at q (about m when it has one).
  std::optional<Finding> ask(const Position& q, const std::optional<Move>& m) {
    --budget_;
    try {
      switch (kind_) {
        case FindingKind::Legality:
        case FindingKind::Reason:
          if (!m) return std::nullopt;
          return check_position(ours_, theirs_, q, refit(q, *m), {kind_});
        case FindingKind::Board:
        case FindingKind::Captures:
          if (!m) return std::nullopt;
          return check_move(ours_, theirs_, q, refit(q, *m), nullptr, {kind_});
        case FindingKind::Genmove:
          return check_genmove(ours_, theirs_, q);
        default:
          return check_position(ours_, theirs_, q, std::nullopt, {kind_});
      }
    } catch (const EngineLimit&) {
      return std::nullopt;  // this candidate cannot be asked over GTP
    }
  }

  // Replays `moves` (refitted) from start with both engines; the finding of
  // the same kind on one of them or at the end, or nothing (also when a
  // move is illegal for us or the engines part in another way).
  std::optional<Finding> replay(const Position& start, const std::vector<Move>& moves, const std::optional<Move>& last) {
    --budget_;
    try {
      Position p = start;
      std::vector<Move> done;
      for (const Move& mv : moves) {
        const Move m = refit(p, mv);
        if (!ours_.play(p, m).legal()) return std::nullopt;
        std::optional<Position> after;
        if (kind_ == FindingKind::Board || kind_ == FindingKind::Captures) {
          if (auto f = check_move(ours_, theirs_, p, m, &after, {kind_})) {
            f->moves = done;
            return f;
          }
        } else if (check_move(ours_, theirs_, p, m, &after)) {
          return std::nullopt;  // they part on another question first
        }
        if (!after) return std::nullopt;
        done.push_back(m);
        p = *after;
      }
      ++budget_;  // ask() counts itself
      std::optional<Finding> f = ask(p, last);
      if (f) f->moves = done;
      return f;
    } catch (const EngineLimit&) {
      return std::nullopt;
    }
  }

 private:
  const Engine& ours_;
  const gtp::RemoteEngine& theirs_;
  FindingKind kind_;
  int budget_;
};

}  // namespace

Finding shrink(const Engine& ours, const gtp::RemoteEngine& theirs, Finding f, int budget, const Progress& progress) {
  f.original_moves = f.moves.size();
  if (f.kind == FindingKind::Vector) return f;
  Shrinker s(ours, theirs, f.kind, budget);
  auto take = [&](const Finding& g) {
    const std::string stage = f.stage;
    const std::size_t original = f.original_moves;
    const Position start = f.start;
    f = g;
    f.stage = stage;
    f.original_moves = original;
    f.start = start;
  };
  // 1. The record: the empty one first, then the library's schedule: chunks
  // of whole periods of the move order, then chunks of halving size down to
  // single moves (the later moves are refitted to their new slots, and the
  // record kept is the one replayed, cut where the finding shows).
  if (auto g = s.replay(f.start, {}, f.move)) take(*g);
  const shrink::KeepIf<Move> keep_record = [&](const std::vector<Move>& cand) -> std::optional<std::vector<Move>> {
    if (s.spent()) return std::nullopt;
    auto g = s.replay(f.start, cand, f.move);
    if (!g) return std::nullopt;
    take(*g);
    return f.moves;
  };
  std::vector<Move> moves = f.moves;  // kept equal to f.moves by keep_record
  shrink::remove_chunks_halving(moves, f.start.rules.move_order().cycle.size(), keep_record);
  if (progress)
    progress("shrink: the record from " + std::to_string(f.original_moves) + " to " + std::to_string(f.moves.size()) +
             " moves");
  // 2. The position: without its history, then without pieces.
  // Its question is kept apart (shrunk_move, and the answers of the smaller
  // position) from the record's: the record and its move stay paired.
  Position q = f.position;
  q.history.clear();
  if (q.passes != 0) return f;
  std::optional<Finding> at_smallest = s.ask(q, f.move);
  if (!at_smallest) return f;
  const shrink::PositionHolds keep_position = [&](const Position& smaller) {
    if (s.spent()) return false;
    auto g = s.ask(smaller, at_smallest->move ? at_smallest->move : f.move);
    if (!g) return false;
    at_smallest = std::move(g);
    return true;
  };
  while (shrink::remove_pieces(q, keep_position)) {
  }  // until a round removes none
  const int points = q.board.size().points();
  f.shrunk_position = q;
  f.shrunk_move = at_smallest->move;
  if (progress) {
    int pieces = 0;
    for (int i = 0; i < points; ++i) pieces += q.board.at_index(i) != Piece::Empty;
    progress("shrink: a position of " + std::to_string(pieces) + " pieces without history shows it");
  }
  return f;
}

}  // namespace tg::conformance
