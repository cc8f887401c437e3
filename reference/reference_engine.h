#pragma once
// The literal reference answering the engine interface (vocab/engine.h):
// each question is answered by the article that asks it (art03 to art13),
// or for TrisGomoku (game=gomoku) by the section of
// spec/systems/trisgomoku.md that asks it (gomoku_gm2 to gomoku_gm6).
#include <memory>

#include "vocab/engine.h"

namespace tg::ref {

class ReferenceEngine : public tg::Engine {
 public:
  std::string name() const override { return "reference"; }
  // Every field: strings of both layers (Art. 3, 5), closed regions of both
  // colours (Art. 4.1), private eyes (Art. 4.3), tris verdicts (Art. 6), the
  // forbidden points of the slot to move (Art. 7 on a tris slot; suicide and
  // repetition on a stone slot), whether the game has ended (Art. 11) and the
  // score as the board stands (Art. 13).
  Analysis analyze(const Position& p) const override;
  // Art. 9 with its checks (art09_move).
  MoveOutcome play(const Position& p, const Move& m) const override;
  // Every move play() accepts for the slot to move, in index order: stone
  // moves on a stone slot; tris moves then emergency stones on a tris slot;
  // the pass last (always legal, TG-2.5). Empty once the game has ended.
  std::vector<Move> legal_moves(const Position& p) const override;
  bool ended(const Position& p) const override;
  // Art. 12 then Art. 13. TrisGomoku: only the winner (GM-6.2); agreed dead
  // strings are refused with EngineLimit.
  Score score(const Position& p, const std::vector<Point>& dead) const override;
};

// The reference engine, for tools that know only the interface.
std::unique_ptr<tg::Engine> make_reference_engine();

}  // namespace tg::ref
