#pragma once
// The referee of `trisgo match` (in the manner of GoGui's twogtp): two GTP
// player programs, our engine as the arbiter. It tells both players the
// size, komi and (when they speak the TrisGo extension) the rules, asks the
// player of each slot for its move, checks the move with the engine and
// relays it to the other player. A player whose move is illegal, whose reply
// is malformed, who refuses a legal move, does not answer within the move
// timeout or exits, loses the game, with the reason and the move number.
// Games end by the ruleset's end rule and are scored with both Art. 13
// formulas. The referee prints nothing: progress goes to a callback, the
// results come back as data, and each game as a Record (for SGF).
#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gtp/client.h"
#include "vocab/engine.h"
#include "vocab/record.h"

namespace tg::gtp {

// One player program: a shell command line ("gnugo --mode gtp"), started
// through /bin/sh so that PATH and quoting work as in a terminal.
class Player {
 public:
  Player(std::string command, std::chrono::milliseconds timeout, std::size_t max_reply_bytes = kDefaultMaxReplyBytes);
  const std::string& command() const { return command_; }
  const std::string& name() const { return name_; }  // from `name` and `version`
  bool speaks_trisgo() const { return trisgo_; }     // knows trisgo-set-rules
  Client& client() { return *client_; }  // after ensure_started()
  bool running() const { return client_ && client_->alive(); }
  // Starts the program when it is not running (again after a loss that
  // stopped it); throws GtpError when it cannot.
  void ensure_started();

 private:
  std::string command_;
  std::chrono::milliseconds timeout_;
  std::size_t max_reply_bytes_;
  std::unique_ptr<Client> client_;
  std::string name_;
  bool trisgo_ = false;
};

struct MatchOptions {
  Ruleset rules;
  BoardSize size = *BoardSize::make(19);
  int games = 1;
  bool alternate = false;  // swap colours every other game
  std::chrono::milliseconds move_timeout{10000};
  std::size_t max_reply_bytes = kDefaultMaxReplyBytes;  // one reply of a player (Client)
  int max_moves = 0;  // 0: 4 * N * N, a bound no finished game reaches
  // Called after every move of a game (its number from 1, the moves so
  // far): where the match is, for a progress line (cli/progress.h).
  std::function<void(int game, int moves)> on_move;
};

struct GameResult {
  int number = 1;               // 1-based
  std::string black, white;     // the commands (seats A and C in a team game)
  std::vector<std::string> seats;  // a team game (order=menggo-2013): the commands of seats A, B, C, D
  std::string result;           // SGF RE: "B+2.5", "W+R" (resign), "B+F" (forfeit), "0", "Void"
  std::string reason;           // "", or why the game ended early, with the move number
  // A forfeit because a player failed as a program: failure_kind_name() of
  // its EngineFailure ("crash", "timeout", "oversized-reply", "protocol",
  // "start"); "" otherwise.
  std::string failure;
  int moves = 0;
  std::string literal, chinese;  // Art. 13 winners "B", "W", "0" (empty when not scored)
  Record record;
};

using Progress = std::function<void(const std::string&)>;

// Plays one game between two started players; the engine is the arbiter.
GameResult play_game(const Engine& engine, Player& black, Player& white, const MatchOptions& options, int number,
                     const Progress& progress);

// Plays options.games games, black and white swapped on every other game
// when options.alternate. A signal (vocab/interrupt.h, issue 36) ends the
// match: the games finished before it are returned, fewer than asked.
std::vector<GameResult> run_match(const Engine& engine, const std::string& first, const std::string& second,
                                  const MatchOptions& options, const Progress& progress);

// MengGo 2013's team game (order=menggo-2013, M13-2, D-60): four programs in
// seats A (black stones), B (grey moves of black's team), C (white stones)
// and D (grey moves of white's team). The program of each slot's seat is
// asked `genmove COLOUR` with its team's colour (the extension writes a grey
// move as a tris of that colour, spec/formats/gtp.md); every move is relayed
// to the three others. A fault of a seat loses the game for its team. The
// record names the four players (PB A, PW C, SeatB, SeatD, the teams).
GameResult play_team_game(const Engine& engine, const std::array<Player*, 4>& seats, const MatchOptions& options,
                          int number, const Progress& progress);

// Plays options.games team games; with options.alternate the teams swap
// colours every other game (A<->C, B<->D). `seats` are the commands of A..D
// of the first game. Throws std::invalid_argument unless options.rules has
// order=menggo-2013.
std::vector<GameResult> run_team_match(const Engine& engine, const std::array<std::string, 4>& seats,
                                       const MatchOptions& options, const Progress& progress);

}  // namespace tg::gtp
