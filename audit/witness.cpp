// The placement search for a record that reaches an example (witness.h).
#include "audit/witness.h"

#include <memory>
#include <tuple>
#include <unordered_set>

#include "vocab/game_state.h"
#include "vocab/record.h"

namespace tg::audit {
namespace {

// A depth-first search over the orders of placing the target's pieces, with
// at most `passes` passes in all (iterative deepening over it gives the
// fewest moves), played in place on the engine's GameState (a move played,
// its subtree searched, the move taken back). A state that failed once fails
// again: it is remembered by the pieces placed, the move number, the pass
// run, the passes left and the last two moves (Art. 8 looks back at the
// position before the opponent's last move, so the end may depend on them).
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
    try {
      state_ = e_.start(empty_start(target_));
    } catch (const EngineLimit&) {
      return std::nullopt;
    }
    for (int passes = 0; passes <= bounds_.extra_passes && !out_of_plays_; ++passes) {
      failed_.clear();
      path_.clear();
      if (dfs(0, passes, -1, -1)) return Witness{path_, state_->position()};
    }
    return std::nullopt;
  }

 private:
  using Key = std::tuple<std::uint64_t, int, int, int, int, int>;
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      std::uint64_t h = std::get<0>(k);
      for (int x : {std::get<1>(k), std::get<2>(k), std::get<3>(k), std::get<4>(k), std::get<5>(k)})
        h = (h ^ static_cast<std::uint64_t>(static_cast<std::uint32_t>(x))) * 0x9E3779B97F4A7C15ull;
      return static_cast<std::size_t>(h ^ (h >> 32));
    }
  };

  bool done() const {
    const Position& q = state_->position();
    const Slot s = state_->to_move();
    if (s.side != slot_.side || s.kind != slot_.kind || q.passes != target_.passes) return false;
    if (target_.rules.game == Game::Gomoku)
      for (int i : points_)
        if (q.board.attribute_at_index(i) != target_.board.attribute_at_index(i)) return false;
    return true;
  }

  // Plays m in place; false (the state unchanged) when it is refused.
  bool play(const Move& m) {
    if (++plays_ > bounds_.plays) {
      out_of_plays_ = true;
      return false;
    }
    try {
      return state_->play(m) == Illegal::None;
    } catch (const EngineLimit&) {
      return false;
    }
  }

  // Searches on from the state's position; true leaves the state at the
  // record's end, false where it was.
  bool dfs(std::uint64_t placed, int passes_left, int last, int before_last) {
    if (out_of_plays_) return false;
    const std::size_t n = points_.size();
    if (placed + 1 == (std::uint64_t{1} << n) && done()) {
      bool ok = false;
      try {
        ok = accept_(state_->position());
      } catch (const EngineLimit&) {
        ok = false;
      }
      if (ok) return true;
    }
    const Position& q = state_->position();  // valid until the first play
    const Key key{placed, q.next_move, q.passes, passes_left, last, before_last};
    if (failed_.count(key)) return false;
    const Slot s = state_->to_move();
    const BoardSize size = q.board.size();
    int count = 0;
    for (std::size_t i = 0; i < n; ++i) count += (placed >> i) & 1;
    for (std::size_t i = 0; i < n; ++i) {
      if ((placed >> i) & 1) continue;
      const Piece want = pieces_[i];
      const bool fits = s.kind == SlotKind::Tris ? want == Piece::Tris
                                                 : want == (s.side == Side::Black ? Piece::Black : Piece::White);
      if (!fits) continue;
      const int at = points_[i];
      const Move m{s.side, s.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, size.point(at)};
      if (!play(m)) continue;
      // Nothing captured, converted or removed: the board is the old one and the new piece.
      const Board& b = state_->position().board;
      if (b.at_index(at) == want && b.size().points() - b.count(Piece::Empty) == count + 1) {
        path_.push_back(m);
        if (dfs(placed | (std::uint64_t{1} << i), passes_left, at, last)) return true;
        path_.pop_back();
      }
      state_->undo();
    }
    if (passes_left > 0) {
      const Move m{s.side, MoveKind::Pass, {}};
      if (play(m)) {
        path_.push_back(m);
        if (dfs(placed, passes_left - 1, -2, last)) return true;
        path_.pop_back();
        state_->undo();
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
  std::unordered_set<Key, KeyHash> failed_;
  std::vector<Move> path_;
  std::unique_ptr<GameState> state_;
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
