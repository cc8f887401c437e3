#pragma once
// One game as a GTP engine or a referee keeps it: the ruleset and board size,
// the position, the moves played (for undo and for the SGF record) and the
// start (an empty board, or a loaded record's setup). Every move goes through
// the engine, so whatever the engine says the next slot is, is what is
// played: the game knows no move order of its own.
//
// Two conventions of GTP sessions (D-150, D-151) apply under plain Go (the
// alternate order of the Go game, `free_play`): a move of either colour at
// any time (the move number shifts to the mover's slot, as a record in free
// order is read), and a move after the end by two passes, which resumes the
// game (the pass run that ended it no longer counts). Everywhere else the
// engine decides, and refuses what the move order or Art. 11 forbids.
#include <string>
#include <vector>

#include "vocab/engine.h"
#include "vocab/record.h"

namespace tg::gtp {

class GameState {
 public:
  GameState(const Engine& engine, Ruleset rules, BoardSize size);

  // An empty board of the current size and rules, move 1.
  void clear();
  void set_size(BoardSize size);   // clears
  void set_rules(const Ruleset& r);  // clears
  // Komi changes the ruleset of the current position and of the game, not
  // the moves (the score is the only thing it changes).
  void set_komi_quarters(int quarters);

  // Plays m if the engine finds it legal; the outcome either way.
  MoveOutcome play(const Move& m);
  // The position in which `side` moves next as play() reads it: under
  // free_play the mover's slot (and, after the end, the resumed game); else
  // position() itself.
  Position turn_of(Side side) const;
  // Plain Go, where GTP's conventions hold (see above).
  bool free_play() const;
  // Handicap stones (GTP fixed_handicap, set_free_handicap): black stones set
  // up on the empty board before any move, white moves first (move 2). Throws
  // std::invalid_argument when not free_play, the board is not empty, or a
  // point is given twice.
  void set_handicap(const std::vector<Point>& points);
  bool undo();  // false when no move is left to take back

  // Replaces the game by a record's start and its moves before move number
  // `until` (all of them when 0). Throws ParseError-free std::invalid_argument
  // naming the move when one is illegal.
  void load(const Record& r, int until = 0);
  Record record() const;  // the start and the moves, rules and size
  // Replaces the game by a position with everything it holds (its earlier
  // positions, passes, move number, FlybombGo state, stored attributes):
  // the start of a game with no moves to undo (`trisgo-setup`). The record
  // keeps its pieces and move number; what SGF cannot carry stays in the
  // position only.
  void set_up(const Position& p);

  const Position& position() const { return position_; }
  const Ruleset& rules() const { return rules_; }
  BoardSize size() const { return size_; }
  const std::vector<Move>& moves() const { return moves_; }
  const Engine& engine() const { return engine_; }

 private:
  const Engine& engine_;
  Ruleset rules_;
  BoardSize size_;
  Position start_;
  std::vector<std::pair<Point, Piece>> setup_;
  bool free_order_ = false;  // a loaded record in free order
  int handicap_ = 0;
  Position position_;
  std::vector<Position> before_;  // the position before each move
  std::vector<Move> moves_;
  std::vector<bool> shifted_;  // per move: played in the other side's slot (free order)
};

}  // namespace tg::gtp
