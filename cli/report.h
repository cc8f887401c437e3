#pragma once
// Printing an engine's answers for people and, as JSON, for programs.
#include <nlohmann/json.hpp>
#include <string>

#include "text/words.h"
#include "vocab/engine.h"
#include "vocab/engine_json.h"
#include "vocab/labels.h"

namespace tg::cli {

// One glyph per point for board_diagram: X/O stones, T neutral tris, B/W
// black- and white-attribute tris, '.' empty.
std::vector<std::string> attribute_glyphs(const Board& board, const std::vector<TrisInfo>& tris);

std::string format_points(const std::vector<Point>& points, Labels labels, std::size_t limit = 12);
std::string format_move(const Move& m, Labels labels);

// The full human-readable analysis: diagram with attributes, tris strings
// with parameters and deciding branch, private eyes, forbidden points, end
// state and score with the ownership diagram.
// `lang`: its words (text/words.h); at its end, the passages of the Chinese
// text for every article it cites (text/passages.h), as the ruleset's system cites them.
std::string describe_analysis(const Position& p, const Analysis& a, Labels labels,
                              text::Language lang = text::Language::English);
// `removed`: the points of the agreed dead strings (Art. 12, D-14), drawn as
// the empty points they are when the score is counted.
std::string describe_score(const Position& p, const Score& s, Labels labels, const std::vector<Point>& removed = {},
                           text::Language lang = text::Language::English);
std::string describe_outcome(const MoveOutcome& o, Labels labels);

// The JSON writers are in vocab/engine_json.h.

}  // namespace tg::cli
