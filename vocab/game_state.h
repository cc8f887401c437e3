#pragma once
// In-place play with undo (issue 29, item 3): a game walked by a tool (perft,
// a search, a probe) without a new Position per move. Engine::start(p) hands
// out a GameState at p; play() and undo() move it along and back, and the
// listings fill buffers the caller keeps, so an engine that plays in place
// (optimized/game/) allocates nothing per move once the buffers have grown.
//
// The default of Engine::start (copying_game_state) keeps a stack of
// Positions and asks the engine's play, legal_moves, successors and ended:
// every engine has it (the literal reference keeps it; an engine over GTP
// too), with the same answers as the Position-based questions, which
// conformance/tests/game_state_test.cpp checks.
#include <cstddef>
#include <memory>
#include <vector>

#include "vocab/engine.h"

namespace tg {

// A legal move with what it does, as counts: a Successor without the
// position after it (perft's columns, conformance/perft.h).
struct MoveSummary {
  Move move;
  int captured = 0;           // pieces removed by the Art. 9 capture
  int attribute_changes = 0;  // attribute changes, cascade steps' included
  int cascade_steps = 0;      // D-06 cascade rounds
  bool ended = false;         // the game has ended after the move
  friend bool operator==(const MoveSummary&, const MoveSummary&) = default;
};
MoveSummary summary_of(const Successor& s);

class GameState {
 public:
  virtual ~GameState() = default;
  // The position the state is at, valid until the next play or undo. A
  // state that keeps positions (the copying default, the optimized
  // engine's layered state) returns its own; a native one builds it on
  // demand (it allocates: for tests, output and the questions the state
  // does not answer).
  virtual const Position& position() const = 0;
  // The slot to move and the end of the game (Art. 2.3, Art. 11), worked
  // out once per position.
  virtual Slot to_move() const = 0;
  virtual bool ended() const = 0;
  // Engine::legal_moves(position()), in its order, into `out` (cleared first).
  virtual void legal_moves(std::vector<Move>& out) = 0;
  // Engine::successors(position()) without the positions after: every legal
  // move, in legal_moves order, with what it does, none of them played. The
  // last ply of a tree walk (perft's bulk count).
  virtual void move_summaries(std::vector<MoveSummary>& out) = 0;
  // Plays `m` in place: Illegal::None when it was legal, else the refusal
  // (the state is unchanged; Engine::play(position(), m) says why in full).
  virtual Illegal play(const Move& m) = 0;
  // Engine::play(position(), m) in full (the refusal with its reason, or the
  // captures, attribute changes, cascade and the position after), the state
  // left where it is: a probe of every move from one position, judged on
  // what the state derived for it once.
  virtual MoveOutcome outcome(const Move& m) = 0;
  // Takes back the last move played (std::logic_error when none is left).
  virtual void undo() = 0;
  // Moves played since the start that undo() can take back.
  virtual std::size_t depth() const = 0;
};

// The default of Engine::start: a stack of Positions over the engine's
// Position-based questions. `engine` must outlive the state. With
// `summaries`, move_summaries() asks it instead of Engine::successors (an
// engine that counts a position's moves without building the positions
// after them); then play() asks Engine::play.
using MoveSummariesFn = void (*)(const Position& p, std::vector<MoveSummary>& out);
std::unique_ptr<GameState> copying_game_state(const Engine& engine, const Position& start,
                                              MoveSummariesFn summaries = nullptr);

}  // namespace tg
