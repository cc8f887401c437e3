#include "analysis/answer.h"

#include "analysis/position.h"
#include "conformance/perft.h"
#include "conformance/perft_json.h"
#include "explain/builder.h"
#include "explain/cite_text.h"
#include "explain/dot.h"
#include "explain/json.h"
#include "search/mcts.h"
#include "vocab/engine_json.h"
#include "vocab/excerpt.h"
#include "vocab/interrupt.h"

namespace tg::analysis {
namespace {

using Json = nlohmann::ordered_json;

Point point_at(const Position& p, const std::string& text) {
  auto parsed = parse_point(text, p.board.size(), LabelSet::Gtp);
  if (!parsed.point)
    throw QueryError("query", "\"explanation.at\": " + quoted_excerpt(text) + ": " + parsed.error, "explanation.at");
  return *parsed.point;
}

Json explanation(const Engine& e, const Position& p, const ExplainQuestion& q, Labels labels) {
  using Kind = ExplainQuestion::Kind;
  explain::Graph g;
  try {
    switch (q.kind) {
      case Kind::Score: g = explain::explain_score(e, p, labels); break;
      case Kind::End: g = explain::explain_end(e, p, labels); break;
      case Kind::Point: g = explain::explain_point(e, p, point_at(p, q.at), labels); break;
      case Kind::String: g = explain::explain_string(e, p, point_at(p, q.at), labels); break;
      case Kind::Eye: g = explain::explain_eye(e, p, point_at(p, q.at), labels); break;
      case Kind::Move: g = explain::explain_move(e, p, read_move(p, q.at, "explanation.at"), labels); break;
    }
  } catch (const explain::BadQuestion& bad) {
    throw QueryError("query", std::string("\"explanation.at\": ") + bad.what(), "explanation.at");
  }
  explain::cite_in_text(g, p.rules);  // the cited articles in the ruleset's own text, as trisgo explain writes them
  if (q.dot) return explain::to_dot(g);
  return explain::to_json(g);
}

Json perft_answer(const Engine& e, const Position& p, const Query& q, const Limits& limits) {
  conformance::PerftOptions o;
  o.depth = q.perft_depth;
  o.no_pass = q.perft_no_pass;
  o.max_nodes = limits.max_perft_nodes;
  conformance::PerftResult r;
  try {
    r = conformance::perft(e, p, o);
  } catch (const conformance::PerftBudgetExceeded&) {
    throw QueryError("limit", "\"perft.depth\": the walk to depth " + std::to_string(q.perft_depth) +
                                  " plays more than the limit of " + std::to_string(limits.max_perft_nodes) + " moves",
                     "perft.depth");
  }
  const auto& columns = conformance::perft_columns();
  const std::vector<conformance::PerftColumn> all(columns.begin(), columns.end());
  Json rows = Json::array();
  for (std::size_t k = 0; k < r.per_depth.size(); ++k) {
    Json row;
    row["depth"] = k + 1;
    conformance::add_counts(row, r.per_depth[k], all);
    rows.push_back(row);
  }
  return {{"depth", q.perft_depth}, {"no_pass", q.perft_no_pass}, {"per_depth", rows},
          {"total", conformance::counts_json(r.per_depth.back(), all)}};
}

// The search's choice and every root move's statistics; null once the game
// has ended (no move to choose). One thread: --jobs answers queries side by
// side, and the choice is the same for any number of threads anyway.
Json mcts_answer(const Engine& e, const Position& p, const Query& q, Labels labels) {
  if (e.ended(p)) return nullptr;
  search::MctsOptions o;
  o.playouts = q.playouts;
  o.seed = q.seed;
  search::MctsPlayer player(e, o);
  const Move chosen = player.choose(p);
  // A signal cut the search short (search/mcts_tree.cpp): its choice is no answer.
  if (interrupted()) throw Interrupted();
  const search::MctsChoice& c = player.last();
  Json moves = Json::array();
  for (const search::RootMoveStats& s : c.moves)
    moves.push_back({{"move", move_json(s.move, labels)},
                     {"visits", s.visits},
                     {"winrate", s.visits > 0 ? s.wins / static_cast<double>(s.visits) : 0.0}});
  return {{"playouts", q.playouts}, {"seed", q.seed}, {"move", move_json(chosen, labels)},
          {"visits", c.visits}, {"winrate", c.winrate}, {"moves", moves}};
}

}  // namespace

Json answer_query(const Engine& e, const Query& q, const Limits& limits) {
  const Position p = query_position(e, q);
  const Labels labels(LabelSet::Gtp, p.board.size());
  const Analysis a = e.analyze(p);
  const Json analysis = analysis_json(p, a);  // the shapes of trisgo analyze --json
  Json j;
  j["id"] = q.id;
  j["implementation"] = e.name();
  for (const char* key : {"rules", "size", "next_move", "to_move", "ended"}) j[key] = analysis[key];
  j["labels"] = label_set_name(labels.set);
  for (Item item : q.what) {
    switch (item) {
      case Item::Legal:
        j["legal_moves"] = moves_json(e.legal_moves(p), labels);
        j["forbidden"] = analysis["forbidden"];
        break;
      case Item::Attributes: j["tris"] = analysis["tris"]; break;
      case Item::Eyes: j["private_eyes"] = analysis["private_eyes"]; break;
      case Item::Score:
        // TrisGomoku has no count (GM-6.2): its result is "gomoku".
        if (analysis.contains("score")) j["score"] = analysis["score"];
        else j["gomoku"] = analysis["gomoku"];
        break;
      case Item::Explanation:
        j[q.explanation.dot ? "explanation_dot" : "explanation"] = explanation(e, p, q.explanation, labels);
        break;
      case Item::Perft: j["perft"] = perft_answer(e, p, q, limits); break;
      case Item::Mcts: j["mcts"] = mcts_answer(e, p, q, labels); break;
    }
  }
  return j;
}

Json error_answer(const std::optional<std::string>& id, long line, const QueryError& e) {
  Json error{{"kind", e.kind()}, {"message", e.what()}, {"line", line}};
  if (!e.field().empty()) error["field"] = e.field();
  if (!e.outcome.is_null()) error["outcome"] = e.outcome;
  Json j;
  j["id"] = id ? Json(*id) : Json(nullptr);
  j["error"] = error;
  return j;
}

std::string one_line(const Json& answer) { return answer.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

AnswerLine answer_line(const Engine& engine, std::string_view line, long line_number, const Limits& limits) {
  std::optional<std::string> id;
  try {
    const nlohmann::json query = parse_line(line);
    id = query_id(query);
    return {one_line(answer_query(engine, read_query(query, limits), limits)), false};
  } catch (const QueryError& e) {
    return {one_line(error_answer(id, line_number, e)), true};
  } catch (const Interrupted&) {
    return {one_line(error_answer(id, line_number, QueryError("interrupted", std::string("stopped by ") + interrupt_signal_name()))),
            true};
  } catch (const EngineLimit& e) {
    return {one_line(error_answer(id, line_number, QueryError("engine", e.what()))), true};
  } catch (const std::exception& e) {
    // A bug of this program, said as such; the process goes on with the next query.
    return {one_line(error_answer(id, line_number, QueryError("internal", std::string("internal error: ") + e.what()))), true};
  }
}

}  // namespace tg::analysis
