#pragma once
// The extension's batch query (spec/formats/gtp.md, `trisgo-answers`,
// extension version 3): everything `trisgo diff` asks about one position in
// one round trip, so that a build compared over GTP runs near the speed of
// the in-process comparison (issue 28). The position travels in the command
// (the one-line form of trisgo-setup) and the game is unchanged, so the
// controller never has to move the program to it.
//
// The answer is one line of JSON:
//   {"analysis": ANALYSIS,            trisgo-analyze's JSON (analyze --json)
//    "legal": ["B stone C3", ...],    the legal moves, in the engine's order
//    "moves": [{"move": "B stone C3", "outcome": OUTCOME,   trisgo-outcome's JSON
//               "board": ["..X..", ...], "ended": false}, ...]}
// with one entry in "moves" per legal move and per move of the slot's kind
// on every other empty point (those are refusals: "outcome" only, without
// "board" and "ended"). A move is written as trisgo-outcome's arguments:
// COLOUR KIND [VERTEX]. "board" is the board after the move in the position
// format's rows (spec/formats/position.md), top row first; "ended" whether
// the game has ended after it. Refusals carry no words (no "explanation").
#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "vocab/engine.h"

namespace tg::gtp {

struct BatchMove {
  Move move;
  MoveOutcome outcome;         // without `after`
  std::optional<Board> board;  // after the move, when it is legal
  bool ended = false;          // after the move
};

struct BatchAnswers {
  Analysis analysis;
  std::vector<Move> legal;
  std::vector<BatchMove> moves;
  // The entry of move m; null when the answer has none.
  const BatchMove* find(const Move& m) const;
};

// The answer for p, asked of `engine` (the server's writer).
nlohmann::ordered_json batch_json(const Engine& engine, const Position& p);

// The answer read back for the position p it was asked for, strictly: a
// missing field, a value of another type or a move that is not one throws
// GtpError naming it.
BatchAnswers batch_from_json(const nlohmann::json& j, const Position& p);

}  // namespace tg::gtp
