#pragma once
// A GTP v2 engine over any tg::Engine: the command table (name, one-line
// doc, handler), the typed argument readers the handlers use, and the loop
// that reads lines and writes replies. The standard commands, the TrisGo
// extension and the GoGui analyze commands are registered by
// add_standard_commands, add_trisgo_commands and add_gogui_commands (one
// file each); an embedding program may add its own (trisgo gtp adds
// trisgo-analyze, whose JSON lives in the command-line tool).
//
// Nothing a controller sends stops the server but `quit` and the end of its
// input: a bad command is a "?" reply, an engine exception too.
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "gtp/game.h"
#include "gtp/policy.h"

namespace tg::gtp {

// A handler's failure: the server answers "? " + what().
class Failure : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The arguments of one command, read by type; each reader throws Failure
// with "syntax error: ..." naming the argument.
class Arguments {
 public:
  Arguments(std::string command, std::vector<std::string> words)
      : command_(std::move(command)), words_(std::move(words)) {}
  std::size_t size() const { return words_.size(); }
  const std::vector<std::string>& words() const { return words_; }
  void expect(std::size_t n) const;                          // exactly n
  void expect_between(std::size_t lo, std::size_t hi) const;  // lo..hi
  const std::string& word(std::size_t i) const;
  long integer(std::size_t i, long lo, long hi) const;
  double number(std::size_t i) const;
  Side colour(std::size_t i) const;
  // The words from i on (a move after its colour, a ruleset with spaces).
  std::vector<std::string> rest(std::size_t i) const;

 private:
  std::string command_;
  std::vector<std::string> words_;
};

struct ServerOptions {
  Ruleset rules;
  BoardSize size = *BoardSize::make(19);
  std::uint64_t seed = 1;
  Policy policy = Policy::Uniform;
  // When set, genmove asks it for the move of the slot to move (a player of
  // search/, e.g. trisgo gtp --player mcts) instead of the seeded policy;
  // the policy still answers a declining move at an offered flybomb, which
  // is not the slot to move's.
  std::function<Move(const Position&)> player;
};

class Server {
 public:
  using Handler = std::function<std::string(Server&, const Arguments&)>;
  struct Command {
    std::string name;
    std::string doc;  // one line: arguments, what it does, what it answers
    Handler run;
  };

  Server(const Engine& engine, ServerOptions options);
  // Adds a command, or replaces the one of that name.
  void add(Command c);
  const std::vector<Command>& commands() const { return commands_; }
  const Command* find(std::string_view name) const;

  // The reply to one input line (with its "\n\n"), nothing for a line that
  // holds no command (empty, or only a comment).
  std::optional<std::string> respond(std::string_view line);
  // Reads lines until `quit` or the end of the input, answering each.
  void serve(std::istream& in, std::ostream& out);
  bool quit_requested() const { return quit_; }
  void request_quit() { quit_ = true; }

  GameState& game() { return game_; }
  const Engine& engine() const { return engine_; }
  std::mt19937_64& rng() { return rng_; }
  const ServerOptions& options() const { return options_; }

 private:
  const Engine& engine_;
  ServerOptions options_;
  GameState game_;
  std::mt19937_64 rng_;
  std::vector<Command> commands_;
  bool quit_ = false;
};

void add_standard_commands(Server& s);  // commands_standard.cpp
void add_trisgo_commands(Server& s);    // commands_trisgo.cpp
void add_gogui_commands(Server& s);     // commands_gogui.cpp
void add_setup_commands(Server& s);     // commands_setup.cpp: trisgo-setup
void add_answer_commands(Server& s);    // commands_answers.cpp: trisgo-outcome, trisgo-score-json, trisgo-answers

// What several handlers share.
// "illegal move: occupied: D4 is already occupied (Art. 2.4)": the reason's
// words (text/) with the points as GTP vertices of the board.
std::string illegal_reply(const MoveOutcome& o, BoardSize size);
std::string refusal_reply(const MoveOutcome& o, BoardSize size);  // the same without "illegal move: "
std::string result_text(const Engine& engine, const Position& p);  // "B+2.5", "W+1", "0"
// The position a command's arguments write on one line (trisgo-setup,
// trisgo-answers): a Failure "bad position: COMMAND:PART:COL: ..." or "rules
// not implemented by the engines: ..." otherwise (commands_setup.cpp).
Position position_argument(const Arguments& a, const std::string& command);

}  // namespace tg::gtp
