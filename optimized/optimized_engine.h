#pragma once
// The optimized engine: the engine interface of vocab/engine.h on bitboards
// (optimized/core/bitboard.h). Independent of reference/: its agreement with the
// literal reference is checked by proptests/differential_test.cpp.
#include <memory>

#include "vocab/engine.h"

namespace tg::opt {

class OptimizedEngine : public Engine {
 public:
  std::string name() const override { return "optimized"; }
  Analysis analyze(const Position& p) const override;
  MoveOutcome play(const Position& p, const Move& m) const override;
  std::vector<Move> legal_moves(const Position& p) const override;
  bool ended(const Position& p) const override;
  Score score(const Position& p, const std::vector<Point>& dead) const override;
  // The lean path of tree walks (perft): one derivation of the position for
  // all its moves, each move placed once (no legality pass before it), no
  // reasons. order=flybomb too (an offered chosen flybomb: the thrower's
  // tris, then the opponent's declining stones and pass, D-70), and
  // TrisGomoku (optimized/gomoku/gomoku_engine.h).
  std::vector<Successor> successors(const Position& p) const override;
  // In place with undo (vocab/game_state.h): natively for the stone-only
  // rulesets (optimized/game/stone_game_state.h, nothing allocated per move),
  // on layers kept per position for the other Go-family rulesets
  // (optimized/game/layer_game_state.h: each position derived once, by the
  // move that reached it), the copying default for TrisGomoku.
  std::unique_ptr<GameState> start(const Position& p) const override;
};

std::unique_ptr<tg::Engine> make_optimized_engine();

}  // namespace tg::opt
