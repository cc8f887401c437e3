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
//
// Version 4 adds the compact form, `trisgo-answers-compact POSITION`: the
// same answers in far fewer bytes, most moves one string, for `trisgo diff`
// over GTP (most of whose time was writing and reading JSON):
//   {"analysis": ANALYSIS,
//    "moves": ["B stone C3", "B stone D3 end", "W stone A1 illegal occupied",
//              {"move": ..., "outcome": ..., "board": ..., "ended": ...}, ...]}
// The moves in the same order; no "legal" list: the legal moves are the
// moves' legal entries, in order. A legal move that only places its piece
// (nothing emptied, no attribute changed, no TrisGomoku target, and the board
// after it is placed_board's) is its words, with " end" when the game has
// ended after it; a refusal is its words, " illegal " and the reason's name
// (illegal_name); every other move is the object of version 3.
#include <optional>
#include <string>
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
// The compact answer for p as its one line of JSON.
std::string compact_batch_line(const Engine& engine, const Position& p);
// The board after a move that only places its piece: `before` with a stone
// of the mover's colour (stone, emergency) or a tris on the move's point;
// unchanged for a pass.
Board placed_board(const Board& before, const Move& m);

// The answer read back for the position p it was asked for, strictly: a
// missing field, a value of another type or a move that is not one throws
// GtpError naming it.
BatchAnswers batch_from_json(const nlohmann::json& j, const Position& p);
// The compact answer read back, as strictly; equal to batch_from_json's of
// the same engine's batch_json.
BatchAnswers compact_batch_from_json(const nlohmann::json& j, const Position& p);

}  // namespace tg::gtp
