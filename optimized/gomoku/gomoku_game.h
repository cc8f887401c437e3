#pragma once
// A stateful TrisGomoku game for random-game benchmarks: the board as
// bitboards, moves played in place, the end kept up to date incrementally
// (after a move only the lines through the placed piece and the flipped tris
// can hold a new five). Same rules and same answers as the engine
// (gomoku_engine.h); it keeps no history and writes no explanations.
#include <vector>

#include "optimized/gomoku/gomoku_board.h"
#include "optimized/gomoku/gomoku_end.h"

namespace tg::opt {

class GomokuGame {
 public:
  // Throws EngineLimit unless the position's ruleset is an implemented
  // game=gomoku ruleset.
  explicit GomokuGame(const Position& p);

  struct Played {
    bool legal = false;
    int flips = 0;  // tris whose attribute the move changed
  };
  // Plays m in place when legal (the checks of Engine::play: game over,
  // slot, board, occupied, fixed-point contradiction); otherwise nothing
  // changes.
  Played play(const Move& m);

  Slot to_move() const { return order_.slot(next_move_); }
  int next_move() const { return next_move_; }
  // The empty points. While the game goes on, every one of them is legal
  // for the slot's piece under encirclement=on-move; under fixed-point a
  // move may still be refused as a contradiction.
  const BB& empty() const { return empty_; }
  int empty_count() const { return empty_count_; }
  // The k-th empty point in index order (0 <= k < empty_count()): a uniform
  // random placement without listing the points.
  Point empty_point(int k) const;
  // The legal points in index order (empty once the game has ended).
  std::vector<Point> legal_points() const;

  bool ended() const { return result_.end != GomokuEnd::None; }
  GomokuEnd end() const { return result_.end; }
  Winner winner() const { return result_.winner; }
  const GBoard& bits() const { return board_; }
  Board board() const { return board_of(g_, board_); }

 private:
  const Geo& g_;
  Ruleset rules_;
  MoveOrder order_;
  GBoard board_;
  BB empty_;
  int empty_count_ = 0;
  int next_move_ = 1;
  int passes_ = 0;
  bool black_five_ = false, white_five_ = false;
  GomokuResult result_;
};

}  // namespace tg::opt
