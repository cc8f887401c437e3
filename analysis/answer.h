#pragma once
// The answer to one query of the analysis engine, from the engine interface
// alone (vocab/engine.h), so that it runs on either engine, in the shapes of
// the other JSON outputs of `trisgo` (vocab/engine_json.h, explain/json.h,
// conformance/perft_json.h): spec/formats/analysis.md, schema
// spec/formats/schema/analysis-answer.schema.json. Answers are data; the
// only sentences are the error messages, which nothing compares.
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "analysis/query.h"
#include "vocab/engine.h"

namespace tg::analysis {

// The answer object of `q` on `engine`: "id", the position's rules, size,
// next move, slot to move, whether it has ended, then each item asked.
// Throws QueryError (and Interrupted when a signal stops a perft walk).
nlohmann::ordered_json answer_query(const Engine& engine, const Query& q, const Limits& limits);

// {"id": id or null, "error": {"kind", "message", "line" (the input line,
// 1-based; 0: none), "field" when one is at fault, "outcome" for a refused move}}.
nlohmann::ordered_json error_answer(const std::optional<std::string>& id, long line, const QueryError& e);

// One input line's answer: one line of JSON without the newline, and
// whether it is an error answer. Never throws: every failure is an error answer.
struct AnswerLine {
  std::string text;
  bool error = false;
};
AnswerLine answer_line(const Engine& engine, std::string_view line, long line_number, const Limits& limits);
// An answer object as one line (invalid UTF-8 from a query replaced, never a throw).
std::string one_line(const nlohmann::ordered_json& answer);

}  // namespace tg::analysis
