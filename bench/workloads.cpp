#include "bench/workloads.h"

#include <algorithm>
#include <memory>

#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"

namespace tg::bench {

const Engine& reference() {
  static const std::unique_ptr<Engine> e = ref::make_reference_engine();
  return *e;
}
const Engine& optimized() {
  static const std::unique_ptr<Engine> e = opt::make_optimized_engine();
  return *e;
}

Position midgame(const std::string& rules, int n, std::uint64_t seed, int moves) {
  std::mt19937_64 rng(seed);
  Position pos(*BoardSize::make(n), parse_ruleset(rules));
  for (int i = 0; i < moves; ++i) {
    std::vector<Move> legal = optimized().legal_moves(pos);
    legal.erase(std::remove_if(legal.begin(), legal.end(), [](const Move& m) { return m.is_pass(); }), legal.end());
    if (legal.empty()) break;
    pos = *optimized().play(pos, legal[rng() % legal.size()]).after;
  }
  return pos;
}

Move some_legal_move(const Engine& engine, const Position& p, std::uint64_t seed) {
  std::vector<Move> legal = engine.legal_moves(p);
  std::mt19937_64 rng(seed);
  std::shuffle(legal.begin(), legal.end(), rng);
  for (const Move& m : legal)
    if (!m.is_pass()) return m;
  return Move{p.to_move().side, MoveKind::Pass, {}};
}

long random_game(const Engine& engine, const std::string& rules, int n, std::uint64_t seed, int max_moves) {
  std::mt19937_64 rng(seed);
  Position pos(*BoardSize::make(n), parse_ruleset(rules));
  long moves = 0;
  for (int i = 0; i < max_moves; ++i) {
    const std::vector<Move> legal = engine.legal_moves(pos);
    if (legal.empty()) break;
    pos = std::move(*engine.play(pos, legal[rng() % legal.size()]).after);
    ++moves;
  }
  return moves;
}

void light_playout(const Engine& engine, const Position& start, std::mt19937_64& rng, int max_moves,
                   PlayoutStats& stats) {
  Position pos = start;
  const BoardSize size = pos.board.size();
  std::vector<int> empties;
  empties.reserve(static_cast<std::size_t>(size.points()));
  // One slot's move: the first legal point from a random start that is not
  // the mover's own one-point eye; false when there is none.
  auto move_in = [&](const Slot& slot) {
    const Piece own = stone_of(slot.side);
    empties.clear();
    for (int k = 0; k < size.points(); ++k)
      if (pos.board.at_index(k) == Piece::Empty) empties.push_back(k);
    if (empties.empty()) return false;
    const std::size_t first = static_cast<std::size_t>(rng() % empties.size());
    for (std::size_t j = 0; j < empties.size(); ++j) {
      const Point p = size.point(empties[(first + j) % empties.size()]);
      bool own_eye = true;
      for (Point q : size.neighbours(p)) own_eye = own_eye && pos.board.at(q) == own;
      if (own_eye) continue;
      const Move m{slot.side, slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris, p};
      ++stats.tries;
      MoveOutcome o = engine.play(pos, m);
      if (!o.legal()) continue;
      pos = std::move(*o.after);
      return true;
    }
    return false;
  };
  for (int i = 0; i < max_moves && !engine.ended(pos); ++i) {
    Slot slot = pos.to_move();
    bool moved = move_in(slot);
    // FlybombGo (D-79): an offered chosen flybomb is thrown when a point is
    // legal; if none is, it is declined: the opponent's stone slot is played.
    if (!moved && pos.declining_slot()) {
      slot = *pos.declining_slot();
      moved = move_in(slot);
    }
    if (!moved) {
      ++stats.tries;
      pos = std::move(*engine.play(pos, Move{slot.side, MoveKind::Pass, {}}).after);
    }
    ++stats.moves;
  }
  const Score s = engine.score(pos, {});
  if (s.winner == Winner::Black) ++stats.black_wins;
  ++stats.playouts;
}

void light_playout_inplace(opt::Playout& playout, opt::PlayoutRng& rng, int max_moves, PlayoutStats& stats) {
  playout.reset();
  stats.moves += playout.run(rng, max_moves);
  if (playout.winner() == Winner::Black) ++stats.black_wins;
  ++stats.playouts;
}

}  // namespace tg::bench
