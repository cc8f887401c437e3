#pragma once
// One query of the analysis engine (spec/formats/analysis.md, schema
// spec/formats/schema/analysis-query.schema.json): which position (a ruleset
// and size, or a position text, then moves) and what to compute. Reading a
// query checks every field and its bounds; what the fields mean for the
// position (a move that is illegal, a point off the board) is checked when
// the position is built (position.h).
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "vocab/ruleset.h"

namespace tg::analysis {

// The bounds of one query: a long-lived process must answer every query in
// bounded time and memory, so anything beyond them is an error answer
// ("limit"), never a walk of hours.
struct Limits {
  // A 19x19 position with the earlier positions of a 1,444-move game is
  // about 600 KiB of position text.
  std::size_t max_line_bytes = std::size_t{1} << 20;
  std::size_t max_moves = 4096;
  int max_perft_depth = 4;
  std::uint64_t max_perft_nodes = 2'000'000;  // moves played by one perft walk
  // A search under way is not stopped by a signal (search/mcts.h polls none):
  // this bounds the wait (about 10 s of one core on 19x19 TrisGo).
  long max_playouts = 10'000;
};

// What a query asks for, in the order the answer writes it.
enum class Item : std::uint8_t { Legal, Attributes, Eyes, Score, Explanation, Perft, Mcts };
std::string_view item_name(Item item);  // "legal", "attributes", "eyes", ...

// The question of an explanation graph (explain/builder.h).
struct ExplainQuestion {
  enum class Kind : std::uint8_t { Score, Point, String, Eye, End, Move };
  Kind kind = Kind::Score;
  std::string at;      // the point (GTP vertex) of point, string and eye; the move words of move
  bool dot = false;    // the graph as Graphviz DOT text instead of its JSON
};

struct Query {
  std::string id;
  std::optional<Ruleset> rules;       // replaces a position's own rules
  std::optional<int> size;
  std::optional<std::string> position;  // position text (spec/formats/position.md)
  std::vector<std::string> moves;       // GTP move words for the slot to move: "d4", "tris c3", "pass"
  std::vector<Item> what;               // no duplicates, in Item order
  ExplainQuestion explanation;
  int perft_depth = 1;
  bool perft_no_pass = false;
  long playouts = 200;
  std::uint64_t seed = 1;
};

// Why a query gets an error answer: `kind` is data ("json", "too-long",
// "query", "rules", "position", "move", "limit", "engine", "interrupted",
// "internal"; spec/formats/analysis.md), `message` for people, `field` the
// query's field when one is at fault ("" otherwise).
class QueryError : public std::runtime_error {
 public:
  QueryError(std::string kind, std::string message, std::string field = {})
      : std::runtime_error(message), kind_(std::move(kind)), field_(std::move(field)) {}
  const std::string& kind() const { return kind_; }
  const std::string& field() const { return field_; }
  // A refused move: the engine's outcome as data (vocab/engine_json.h
  // outcome_json: the illegal kind, its article, the reason with its
  // parameters); null otherwise.
  nlohmann::ordered_json outcome;

 private:
  std::string kind_, field_;
};

// The JSON value of one input line. Throws QueryError "json" for text that is
// no JSON, or nests deeper than 64 levels (no query needs more; a deeper
// value would only cost stack).
nlohmann::json parse_line(std::string_view line);

// The id of a query object: its "id" when that is a non-empty string (an
// answer can then name it), nullopt otherwise.
std::optional<std::string> query_id(const nlohmann::json& j);

// Reads a query object. Throws QueryError ("query", "rules", "limit") naming
// the field: a missing or mistyped field, an unknown one (a typo must not
// be ignored), a value out of `limits`.
Query read_query(const nlohmann::json& j, const Limits& limits);

}  // namespace tg::analysis
