#pragma once
// One game for the bindings (issue 32): the C API (trisgo.h) and the Python
// module (bindings/python/) both wrap this class, so what a binding can do
// is written once, in C++, over the libraries. It owns nothing of the rules:
// moves go through gtp::GameState (play, undo, records) and the engine.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/perft.h"
#include "gtp/game.h"
#include "vocab/engine.h"
#include "vocab/record.h"

namespace tg::bindings {

enum class EngineChoice { Optimized, Reference };
// The one instance of each engine (engines keep no state between calls).
const Engine& engine_of(EngineChoice choice);

// A record's text in either form: SGF when its first non-blank character
// is '(' (as cli/record_io.h reads a file without the .sgf name), else the
// move-number notation. Throws ParseError (file:line:col: message).
Record parse_record_text(std::string_view text, const std::string& file_name = "");

class Game {
 public:
  // Throws std::invalid_argument for a size the vocabulary does not allow,
  // EngineLimit for a ruleset the engine does not implement.
  Game(const Ruleset& rules, int size, EngineChoice engine = EngineChoice::Optimized);
  // The record's start and every move (std::invalid_argument naming the
  // first illegal one).
  Game(const Record& record, EngineChoice engine = EngineChoice::Optimized);
  // A position with everything it holds, as the start (no move to undo).
  Game(const Position& start, EngineChoice engine = EngineChoice::Optimized);

  // Plays `m` when the engine finds it legal; the outcome either way.
  MoveOutcome play(const Move& m);
  bool undo();  // false when there is no move to take back
  std::vector<Move> legal_moves() const;
  bool ended() const;
  // Cached until the next play or undo.
  const Analysis& analysis();
  // Art. 13, with agreed dead strings (Engine::score).
  Score score(const std::vector<Point>& dead = {}) const;
  // Perft from the current position (conformance/perft.h); per_depth[k - 1] = perft(k).
  conformance::PerftResult perft(int depth, bool no_pass) const;

  // Uniformly random legal moves (passes included) until the game ends or
  // `max_moves` were played, as `trisgo random-game` chooses them
  // (std::mt19937_64 modulo the number of moves): the C++ loop of a
  // training script. Returns the number of moves played.
  long random_playout(std::uint64_t seed, long max_moves);

  Record record() const;
  std::string record_text(bool sgf) const;
  const Position& position() const { return state_.position(); }
  const std::vector<Move>& moves() const { return state_.moves(); }
  const Engine& engine() const { return state_.engine(); }

 private:
  gtp::GameState state_;
  std::optional<Analysis> analysis_;
};

}  // namespace tg::bindings
