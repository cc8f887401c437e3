#pragma once
// A tg::Engine answered by another program over GTP (issue 18): what lets
// perft, the vectors and `trisgo verify` run against any engine.
//
// The engine interface is stateless (every question names its position); the
// program is not. The adapter keeps the line of positions the program went
// through since its last setup and reaches a position by `undo` when it is on
// that line, by `play` when it is one move further (the positions play()
// returns), and else by a fresh setup. An engine that declares
// `trisgo-setup` (known_command; spec/formats/gtp.md) is given the whole
// position on one line, so every position can be reached. Otherwise:
// `boardsize`, `clear_board`, `trisgo-set-rules`, `komi`, or `loadsgf` of a
// record holding the position's pieces and its next move; a position with
// earlier positions (Art. 10) that was not reached by moves in this session,
// passes, a FlybombGo state or stored attributes cannot be set up: that is
// an EngineLimit, as is every question GTP cannot carry.
//
// With the TrisGo extension (spec/formats/gtp.md: `known_command
// trisgo-set-rules` is true): legal moves through `trisgo-legal`, the board
// through `trisgo-sboard-pieces`, attributes through `trisgo-attributes`,
// the end through `trisgo-to-move`, the score through `trisgo-score`, an
// illegal move's reason from `play`'s `? illegal move: REASON: ...` (a bare
// `? illegal move`, GNU Go's wording, is a refusal whose reason is not known:
// names_reason() is false for it).
// Without it (a plain Go engine, `go` preset only): legality through
// `play`'s answer (each empty point tried, then `undo`), the board through
// `list_stones` or else `showboard`, the end as two passes in a row (GTP
// has no command for it), the result through `final_score`; reasons are not
// known (reason_known() is false).
#include <chrono>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gtp/batch_answers.h"
#include "gtp/client.h"
#include "vocab/engine.h"

namespace tg::gtp {

// What `trisgo-score` / `final_score` answer, as fields.
struct RemoteScore {
  bool has_counts = false;  // the extension's counts are present
  double black = 0, white = 0, neutral = 0, nobody = 0, komi = 0, y = 0;
  std::string literal, chinese, winner;  // "B", "W", "0"
  std::string result;                    // "B+2.5", "W+1", "0", as final_score
  std::string final_score;               // what `final_score` answers (asked with the extension too)
  friend bool operator==(const RemoteScore&, const RemoteScore&) = default;
};

// The program listed a move among its legal moves and then refused it in
// `play` (thrown by successors(), which perft walks): a disagreement with
// itself, for `trisgo verify` to locate, not a failure of GTP.
class ListedMoveRefused : public GtpError {
 public:
  ListedMoveRefused(const std::string& what, Move m) : GtpError(what), move(m) {}
  Move move;
};

// What `genmove` answered: the move (parsed for the slot), or `resign`, or
// the text that is neither; `board` the program's board after it.
struct GenmoveAnswer {
  bool ok = false;    // "=" rather than "?"
  std::string text;   // the answer as it came
  std::optional<Move> move;
  bool resign = false;
  std::optional<Board> board;
};

class RemoteEngine : public Engine {
 public:
  // Starts `command` through `/bin/sh -c "exec COMMAND"`; every command has
  // `timeout`. Throws GtpError when it cannot be started or does not answer
  // `name`.
  RemoteEngine(std::string command, std::chrono::milliseconds timeout,
               std::size_t max_reply_bytes = kDefaultMaxReplyBytes);
  ~RemoteEngine() override;

  std::string name() const override;  // the program's name and version
  // Only what GTP carries: `tris` (attributes and Art. 6 parameters),
  // `forbidden` (the slot's empty points that are not legal, each with the
  // reason `play` gives), `ended` and the score's counts (no owners).
  // Strings, regions and private eyes stay empty. EngineLimit without the
  // extension.
  Analysis analyze(const Position& p) const override;
  // `captured` holds every point the move emptied (ordinary captures and the
  // cascade together: GTP does not tell them apart); `changes`, `cascade`
  // and the TrisGomoku targets stay empty.
  MoveOutcome play(const Position& p, const Move& m) const override;
  std::vector<Move> legal_moves(const Position& p) const override;
  // Every listed move played; ListedMoveRefused when one is refused.
  std::vector<Successor> successors(const Position& p) const override;
  bool ended(const Position& p) const override;
  // Without dead strings: the counts of `trisgo-score`, owners not known
  // (an EngineLimit for dead strings or without the extension).
  Score score(const Position& p, const std::vector<Point>& dead) const override;

  // The raw answers verify compares.
  std::vector<TrisInfo> attributes(const Position& p) const;  // trisgo-attributes (EngineLimit without it)
  RemoteScore remote_score(const Position& p) const;         // trisgo-score or final_score
  Board board(const Position& p) const;                      // the board as the program has it
  // The stones the program judges dead (`final_status_list dead`; empty for
  // an engine with the extension, which makes no such judgement, or one that
  // does not know the command).
  std::vector<Point> dead_stones(const Position& p) const;

  // `genmove` for the side to move at p, the board read, then `undo`.
  GenmoveAnswer genmove(const Position& p) const;

  bool extension() const { return extension_; }
  bool reason_known() const { return extension_; }
  // The engine declares trisgo-setup: every position can be set up.
  bool position_setup() const { return position_setup_; }
  // Asks the extension's JSON answers from now on, when the engine declares
  // them (trisgo-analyze, trisgo-outcome, trisgo-score-json): analyze, play
  // and score then answer every field as an engine in process does (strings,
  // regions, private eyes, owners, dead strings, the cascade apart from the
  // captures, flips, TrisGomoku's targets), at the cost of one more command
  // per move. Off by default: perft and verify keep the fields above.
  // Returns whether they are on.
  bool use_full_answers();
  bool full_answers() const { return full_answers_; }
  // Asks the extension's batch query from now on, when the engine declares
  // it (`trisgo-answers`, extension version 3, gtp/batch_answers.h; its
  // compact form `trisgo-answers-compact` when the engine declares version
  // 4's, else the version 3 form): one round trip per position answers
  // analyze, legal_moves, every move's play and the end after it, with every
  // field as an engine in process gives them (the JSON answers). A move the answer does not hold (an emergency
  // or declining move the program finds illegal) is asked as before. Off by
  // default (verify and perft drive the program's own play); `trisgo diff`
  // turns it on. Returns whether it is on. remote_engine_batch.cpp.
  bool use_batch_answers();
  bool batch_answers() const { return batch_answers_; }
  // Whether a refusal play() returned names its reason (the extension's
  // `? illegal move: REASON: ...`); false for a bare `? illegal move`.
  bool names_reason(const MoveOutcome& o) const;
  const std::string& command_line() const { return command_; }
  // The commands sent so far (for a report), at most the last 2000.
  const std::vector<std::string>& log() const { return log_; }

 private:
  std::string send_ok(const std::string& command) const;  // "?" is a GtpError
  GtpReply send(const std::string& command) const;
  void reach(const Position& p) const;
  void setup(const Position& p) const;
  Board read_board(const Position& like) const;
  std::optional<Illegal> parse_reason(const std::string& message) const;
  nlohmann::json send_json(const std::string& command) const;  // the one-line JSON answer
  // The position after move m at p, with the board the program has then.
  static Position after_move(const Position& p, const Move& m, Board board);
  // The batch answer for p, asked once and kept for the latest positions.
  struct Batch {
    Position position;
    BatchAnswers answers;
  };
  const Batch& batch(const Position& p) const;
  std::optional<bool> batch_ended(const Position& p) const;

  std::string command_;
  std::string name_;
  bool extension_ = false;
  bool list_stones_ = false;
  bool position_setup_ = false;
  bool full_available_ = false;  // the engine declares the JSON answers
  bool full_answers_ = false;    // and use_full_answers() asked for them
  bool batch_available_ = false;  // the engine declares trisgo-answers
  bool compact_available_ = false;  // and trisgo-answers-compact (version 4), asked instead
  bool batch_answers_ = false;    // and use_batch_answers() asked for it
  mutable std::deque<Batch> batches_;
  mutable std::unique_ptr<Client> client_;
  mutable std::vector<Position> line_;  // line_.back(): the program's position; empty before any setup
  mutable std::vector<std::string> log_;
  // The latest positions play() returned, with the position and move they
  // came from: reach() replays them when a walk (perft) comes back to one.
  struct Child {
    Position parent, after;
    Move move;
  };
  mutable std::deque<Child> children_;
};

}  // namespace tg::gtp
