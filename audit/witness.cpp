// The placement search for a record that reaches an example (witness.h).
#include "audit/witness.h"

#include <set>
#include <tuple>

#include "vocab/record.h"

namespace tg::audit {
namespace {

// A depth-first search over the orders of placing the target's pieces, with
// at most `passes` passes in all (iterative deepening over it gives the
// fewest moves). A state that failed once fails again: it is remembered by
// the pieces placed, the move number, the pass run, the passes left and the
// last two moves (Art. 8 looks back at the position before the opponent's
// last move, so the end may depend on them).
class Placement {
 public:
  Placement(const Engine& e, const Position& target, const Accept& accept, const WitnessBounds& b)
      : e_(e), target_(target), accept_(accept), bounds_(b), slot_(target.to_move()) {
    const Board& board = target.board;
    for (int i = 0; i < board.size().points(); ++i)
      if (board.at_index(i) != Piece::Empty) {
        points_.push_back(i);
        pieces_.push_back(board.at_index(i));
      }
  }

  std::optional<Witness> run() {
    if (points_.size() > 63) return std::nullopt;
    const Position start = empty_start(target_);
    for (int passes = 0; passes <= bounds_.extra_passes && !out_of_plays_; ++passes) {
      failed_.clear();
      path_.clear();
      if (dfs(start, 0, passes, -1, -1)) return Witness{path_, *found_};
    }
    return std::nullopt;
  }

 private:
  using Key = std::tuple<std::uint64_t, int, int, int, int, int>;

  bool done(const Position& q) const {
    const Slot s = q.to_move();
    if (s.side != slot_.side || s.kind != slot_.kind || q.passes != target_.passes) return false;
    if (target_.rules.game == Game::Gomoku)
      for (int i : points_)
        if (q.board.attribute_at_index(i) != target_.board.attribute_at_index(i)) return false;
    return true;
  }

  std::optional<MoveOutcome> play(const Position& q, const Move& m) {
    if (++plays_ > bounds_.plays) {
      out_of_plays_ = true;
      return std::nullopt;
    }
    try {
      MoveOutcome o = e_.play(q, m);
      if (!o.legal() || !o.after) return std::nullopt;
      return o;
    } catch (const EngineLimit&) {
      return std::nullopt;
    }
  }

  bool dfs(const Position& q, std::uint64_t placed, int passes_left, int last, int before_last) {
    if (out_of_plays_) return false;
    const std::size_t n = points_.size();
    if (placed + 1 == (std::uint64_t{1} << n) && done(q)) {
      bool ok = false;
      try {
        ok = accept_(q);
      } catch (const EngineLimit&) {
        ok = false;
      }
      if (ok) {
        found_ = q;
        return true;
      }
    }
    const Key key{placed, q.next_move, q.passes, passes_left, last, before_last};
    if (failed_.count(key)) return false;
    const Slot s = q.to_move();
    int count = 0;
    for (std::size_t i = 0; i < n; ++i) count += (placed >> i) & 1;
    for (std::size_t i = 0; i < n; ++i) {
      if ((placed >> i) & 1) continue;
      const Piece want = pieces_[i];
      const bool fits = s.kind == SlotKind::Tris ? want == Piece::Tris
                                                 : want == (s.side == Side::Black ? Piece::Black : Piece::White);
      if (!fits) continue;
      const int at = points_[i];
      const Move m{s.side, s.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, q.board.size().point(at)};
      auto o = play(q, m);
      if (!o) continue;
      // Nothing captured, converted or removed: the board is the old one and the new piece.
      const Board& b = o->after->board;
      if (b.at_index(at) != want || b.size().points() - b.count(Piece::Empty) != count + 1) continue;
      path_.push_back(m);
      if (dfs(*o->after, placed | (std::uint64_t{1} << i), passes_left, at, last)) return true;
      path_.pop_back();
    }
    if (passes_left > 0) {
      const Move m{s.side, MoveKind::Pass, {}};
      if (auto o = play(q, m)) {
        path_.push_back(m);
        if (dfs(*o->after, placed, passes_left - 1, -2, last)) return true;
        path_.pop_back();
      }
    }
    if (!out_of_plays_) failed_.insert(key);
    return false;
  }

  const Engine& e_;
  const Position& target_;
  const Accept& accept_;
  const WitnessBounds& bounds_;
  const Slot slot_;
  std::vector<int> points_;
  std::vector<Piece> pieces_;
  std::set<Key> failed_;
  std::vector<Move> path_;
  std::optional<Position> found_;
  std::uint64_t plays_ = 0;
  bool out_of_plays_ = false;
};

}  // namespace

Position empty_start(const Position& p) {
  Position q(p.board.size(), p.rules);
  q.flybomb.seed = p.flybomb.seed;
  return q;
}

std::optional<Witness> find_witness(const Engine& engine, const Position& target, const Accept& accept,
                                    const WitnessBounds& bounds) {
  return Placement(engine, target, accept, bounds).run();
}

std::optional<Position> replay_moves(const Engine& engine, const Position& start, const std::vector<Move>& moves) {
  Position p = start;
  for (const Move& m : moves) {
    try {
      MoveOutcome o = engine.play(p, m);
      if (!o.legal() || !o.after) return std::nullopt;
      p = std::move(*o.after);
    } catch (const EngineLimit&) {
      return std::nullopt;
    }
  }
  return p;
}

bool position_of_play(const Engine& engine, const Position& p) {
  const Analysis a = engine.analyze(p);
  if (a.gomoku) return true;
  for (const StringInfo& s : a.holistic_strings)
    if (s.liberties.empty()) return false;
  return true;
}

std::string record_text(const Position& reached, const std::vector<Move>& moves) {
  Record r;
  r.rules = reached.rules;
  r.size = reached.board.size();
  if (reached.flybomb.seed != 0) r.tags.push_back({"FlybombSeed", std::to_string(reached.flybomb.seed)});
  for (const Move& m : moves) r.moves.push_back(RecordedMove{m, {}});
  return print_record(r);
}

Measure measure_of(const Position& reached, const std::vector<Move>& record) {
  return Measure{reached.board.size().points() - reached.board.count(Piece::Empty), static_cast<int>(record.size()),
                 reached.board.size().n()};
}

}  // namespace tg::audit
