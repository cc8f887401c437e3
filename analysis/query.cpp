#include "analysis/query.h"

#include <algorithm>
#include <set>

#include "vocab/error.h"
#include "vocab/excerpt.h"

namespace tg::analysis {
namespace {

constexpr int kMaxNesting = 64;

struct ItemName {
  Item item;
  std::string_view name;
};
constexpr ItemName kItems[] = {{Item::Legal, "legal"},     {Item::Attributes, "attributes"},
                               {Item::Eyes, "eyes"},       {Item::Score, "score"},
                               {Item::Explanation, "explanation"}, {Item::Perft, "perft"},
                               {Item::Mcts, "mcts"}};

// The deepest nesting of arrays and objects in `line` (strings skipped), up
// to kMaxNesting + 1: checked before the parser builds the value.
int nesting(std::string_view line) {
  int depth = 0, deepest = 0;
  bool in_string = false, escaped = false;
  for (char c : line) {
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    else if (c == '[' || c == '{') deepest = std::max(deepest, ++depth);
    else if (c == ']' || c == '}') --depth;
    if (deepest > kMaxNesting) break;
  }
  return deepest;
}

std::string type_of(const nlohmann::json& v) { return v.type_name(); }

QueryError field_error(const std::string& field, const std::string& message) {
  return QueryError("query", "\"" + field + "\": " + message, field);
}

long whole(const nlohmann::json& v, const std::string& field, long lo, long hi, const char* kind = "query") {
  if (!v.is_number_integer())
    throw field_error(field, "expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                                 ", got " + (v.is_number() ? excerpt(v.dump()) : type_of(v)));
  // Unsigned values beyond a long read as negative here; both are out of range.
  const bool unsigned_big = v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(hi);
  const long n = unsigned_big ? hi + 1 : v.get<long>();
  if (n < lo || n > hi)
    throw QueryError(kind, "\"" + field + "\": " + excerpt(v.dump()) + " is out of range: give " + std::to_string(lo) +
                               " to " + std::to_string(hi),
                     field);
  return n;
}

const std::string& text(const nlohmann::json& v, const std::string& field) {
  if (!v.is_string()) throw field_error(field, "expected a string, got " + type_of(v));
  return v.get_ref<const std::string&>();
}

// The fields of an object, each known; anything else is refused by name.
void known_fields(const nlohmann::json& object, const std::string& where, std::initializer_list<std::string_view> known) {
  if (!object.is_object()) throw field_error(where, "expected an object, got " + type_of(object));
  for (const auto& [key, value] : object.items())
    if (std::find(known.begin(), known.end(), key) == known.end())
      throw QueryError("query", (where.empty() ? std::string() : "\"" + where + "\": ") + "unknown field " +
                                    quoted_excerpt(key),
                       where.empty() ? key : where + "." + key);
}

Ruleset rules_field(const nlohmann::json& v) {
  // A ruleset string or its JSON form (spec/formats/rulesets.md); never a
  // file name: a query carries data, and the process reads no file a query names.
  try {
    if (v.is_string()) return parse_ruleset(v.get_ref<const std::string&>(), SourceLocation{"rules", 0, 0});
    if (v.is_object()) return parse_ruleset_json(v.dump(), SourceLocation{"rules", 0, 0});
  } catch (const ParseError& e) {
    throw QueryError("rules", e.what(), "rules");
  }
  throw field_error("rules", "expected a ruleset string (e.g. \"trisgo-2026\") or its JSON object, got " + type_of(v));
}

void read_explanation(const nlohmann::json& v, const Limits&, Query& q) {
  known_fields(v, "explanation", {"question", "at", "format"});
  static const std::pair<std::string_view, ExplainQuestion::Kind> kQuestions[] = {
      {"score", ExplainQuestion::Kind::Score}, {"point", ExplainQuestion::Kind::Point},
      {"string", ExplainQuestion::Kind::String}, {"eye", ExplainQuestion::Kind::Eye},
      {"end", ExplainQuestion::Kind::End},     {"move", ExplainQuestion::Kind::Move}};
  const std::string question = v.contains("question") ? text(v["question"], "explanation.question") : "score";
  auto found = std::find_if(std::begin(kQuestions), std::end(kQuestions), [&](const auto& k) { return k.first == question; });
  if (found == std::end(kQuestions))
    throw field_error("explanation.question", "unknown question " + quoted_excerpt(question) +
                                                  " (known: score, point, string, eye, end, move)");
  q.explanation.kind = found->second;
  const bool needs_at = q.explanation.kind == ExplainQuestion::Kind::Point || q.explanation.kind == ExplainQuestion::Kind::String ||
                        q.explanation.kind == ExplainQuestion::Kind::Eye || q.explanation.kind == ExplainQuestion::Kind::Move;
  if (v.contains("at")) {
    if (!needs_at) throw field_error("explanation.at", "the question " + question + " takes no point or move");
    q.explanation.at = text(v["at"], "explanation.at");
  } else if (needs_at) {
    throw field_error("explanation.at", "the question " + question + " needs \"at\": a point, or for move the move");
  }
  const std::string format = v.contains("format") ? text(v["format"], "explanation.format") : "json";
  if (format != "json" && format != "dot")
    throw field_error("explanation.format", "unknown format " + quoted_excerpt(format) + " (known: json, dot)");
  q.explanation.dot = format == "dot";
}

}  // namespace

std::string_view item_name(Item item) {
  for (const auto& i : kItems)
    if (i.item == item) return i.name;
  return "?";
}

nlohmann::json parse_line(std::string_view line) {
  if (nesting(line) > kMaxNesting)
    throw QueryError("json", "the line nests arrays and objects more than " + std::to_string(kMaxNesting) + " deep");
  try {
    return nlohmann::json::parse(line);
  } catch (const nlohmann::json::parse_error& e) {
    // The parser's own message names the byte where it stopped.
    throw QueryError("json", std::string("not a JSON value: ") + e.what());
  }
}

std::optional<std::string> query_id(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("id") || !j["id"].is_string() || j["id"].get_ref<const std::string&>().empty())
    return std::nullopt;
  return j["id"].get<std::string>();
}

Query read_query(const nlohmann::json& j, const Limits& limits) {
  if (!j.is_object()) throw QueryError("query", "a query is a JSON object, got " + type_of(j));
  known_fields(j, "", {"id", "rules", "size", "position", "moves", "what", "explanation", "perft", "mcts"});
  Query q;
  if (!j.contains("id")) throw field_error("id", "missing: every query has an id, a non-empty string");
  q.id = text(j["id"], "id");
  if (q.id.empty()) throw field_error("id", "empty: give a non-empty string");
  if (j.contains("rules")) q.rules = rules_field(j["rules"]);
  if (j.contains("size")) q.size = static_cast<int>(whole(j["size"], "size", 3, 19));
  if (j.contains("position")) q.position = text(j["position"], "position");
  if (!q.position && (!q.rules || !q.size))
    throw field_error(q.rules ? "size" : "rules",
                      "give \"rules\" and \"size\" (the empty board), or \"position\" (position text)");
  if (j.contains("moves")) {
    const auto& moves = j["moves"];
    if (!moves.is_array()) throw field_error("moves", "expected an array of move strings, got " + type_of(moves));
    if (moves.size() > limits.max_moves)
      throw QueryError("limit", "\"moves\": " + std::to_string(moves.size()) + " moves, more than the limit of " +
                                    std::to_string(limits.max_moves), "moves");
    for (std::size_t i = 0; i < moves.size(); ++i) q.moves.push_back(text(moves[i], "moves[" + std::to_string(i) + "]"));
  }
  if (!j.contains("what")) throw field_error("what", "missing: a list of what to compute (legal, attributes, eyes, score, explanation, perft, mcts)");
  const auto& what = j["what"];
  if (!what.is_array() || what.empty()) throw field_error("what", "expected a non-empty array of item names");
  std::set<Item> asked;
  for (std::size_t i = 0; i < what.size(); ++i) {
    const std::string& name = text(what[i], "what[" + std::to_string(i) + "]");
    auto found = std::find_if(std::begin(kItems), std::end(kItems), [&](const ItemName& k) { return k.name == name; });
    if (found == std::end(kItems))
      throw field_error("what", "unknown item " + quoted_excerpt(name) +
                                    " (known: legal, attributes, eyes, score, explanation, perft, mcts)");
    if (!asked.insert(found->item).second) throw field_error("what", "the item " + name + " is asked twice");
  }
  q.what.assign(asked.begin(), asked.end());
  // The options of an item come with the item only: options without it are a mistake.
  auto options = [&](const char* field, Item item) {
    if (!j.contains(field)) return false;
    if (!asked.count(item)) throw field_error(field, std::string("given, but \"what\" does not ask for ") + field);
    return true;
  };
  if (options("explanation", Item::Explanation)) read_explanation(j["explanation"], limits, q);
  if (options("perft", Item::Perft)) {
    const auto& p = j["perft"];
    known_fields(p, "perft", {"depth", "no_pass"});
    if (p.contains("depth")) q.perft_depth = static_cast<int>(whole(p["depth"], "perft.depth", 1, limits.max_perft_depth, "limit"));
    if (p.contains("no_pass")) {
      if (!p["no_pass"].is_boolean()) throw field_error("perft.no_pass", "expected true or false, got " + type_of(p["no_pass"]));
      q.perft_no_pass = p["no_pass"].get<bool>();
    }
  }
  if (options("mcts", Item::Mcts)) {
    const auto& m = j["mcts"];
    known_fields(m, "mcts", {"playouts", "seed"});
    if (m.contains("playouts")) q.playouts = whole(m["playouts"], "mcts.playouts", 1, limits.max_playouts, "limit");
    if (m.contains("seed")) {
      if (!m["seed"].is_number_unsigned()) throw field_error("mcts.seed", "expected a whole number from 0 to 2^64 - 1");
      q.seed = m["seed"].get<std::uint64_t>();
    }
  }
  return q;
}

}  // namespace tg::analysis
