#pragma once
// Golden traces (issue 18, spec/traces/README.md): a seeded game played
// through any engine, with the engine's answer to every move as one JSON
// line, in the manner of OpenSpiel's playthroughs. Two engines that follow
// the rules alike write the same lines (the header names the engine); the
// first line where an engine's trace differs from the stored one is the
// first move on which it answers differently.
//
// The game (D-97): a std::mt19937_64 seeded with the trace's seed, and at
// every turn first a probe (a uniformly chosen empty point, or one time in
// eight any point of the board, with the slot's piece: a stone on a stone
// slot; on a tris slot a tris, or one time in four an emergency stone),
// played if it is legal; if it is not,
// its refusal is a line of its own and then a uniformly chosen legal move is
// played. Every choice is next() modulo a count, so a seed gives the same
// game with every compiler and every engine that agrees.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

#include "vocab/engine.h"

namespace tg::conformance {

struct TraceSpec {
  Ruleset rules;
  BoardSize size = *BoardSize::make(5);
  std::uint64_t seed = 1;
  int max_moves = 100;  // moves played (probes refused do not count)
};

// The trace's lines in order: a header ({"type": "header", ...}), one line
// per move tried ({"type": "move", ...}), and an end line ({"type": "end",
// ...}); the layout is spec/formats/schema/trace.schema.json. Throws
// EngineLimit when the engine refuses the ruleset, std::logic_error when it
// lists a move as legal and then refuses it.
std::vector<nlohmann::ordered_json> trace_game(const Engine& engine, const TraceSpec& spec);

// A board as one string for a trace line: the rows from the top (highest y),
// separated by '/', one character per point: '.' empty, 'X' black stone,
// 'O' white stone, 'T' neutral tris, 'B' / 'W' a tris of black / white
// attribute (derived by the engine in TrisGo, stored in TrisGomoku).
std::string board_row_string(const Board& board, const std::vector<TrisInfo>& tris);

}  // namespace tg::conformance
