#include "evaluate/evaluation_json.h"

#include <cmath>
#include <stdexcept>

#include "vocab/ruleset.h"

namespace tg::evaluate {
namespace {

using nlohmann::json;

json estimate(const Estimate& e) { return {{"value", e.value}, {"low", e.low}, {"high", e.high}}; }

json quantiles(const Quantiles& q) {
  return {{"min", q.min}, {"q10", q.q10}, {"median", q.median}, {"q90", q.q90}, {"max", q.max}};
}

json ruleset_summary(const RulesetSummary& s) {
  json j = {{"rules", to_string(s.rules)},
            {"games", s.games},
            {"komi", s.komi},
            {"black", estimate(s.black)},
            {"white", estimate(s.white)},
            {"draw", estimate(s.draw)}};
  if (s.has_margins) {
    json histogram = json::array();
    for (const auto& [value, count] : s.margin_histogram) histogram.push_back({{"margin", value}, {"games", count}});
    j["margin"] = {{"mean", estimate(s.margin)}, {"quantiles", quantiles(s.margin_quantiles)}, {"histogram", histogram}};
  } else {
    j["margin"] = nullptr;
  }
  j["fair_komi"] = s.fair_komi ? estimate(*s.fair_komi) : json(nullptr);
  j["fair_komi_method"] = s.fair_komi_method;
  json curve = json::array();
  for (const KomiPoint& k : s.by_komi) curve.push_back({{"komi", k.komi}, {"black", estimate(k.black)}});
  j["by_komi"] = curve;
  j["length"] = {{"mean", estimate(s.length)}, {"quantiles", quantiles(s.length_quantiles)}};
  json ends = json::array();
  for (const EndShare& e : s.ends) ends.push_back({{"end", e.end}, {"games", e.count}, {"rate", estimate(e.rate)}});
  j["ends"] = ends;
  json rules = json::array();
  for (const RuleShare& r : s.rules_fired)
    rules.push_back({{"rule", r.rule}, {"article", r.article}, {"per_game", estimate(r.per_game)},
                     {"games_with", estimate(r.games_with)}});
  j["rules_fired"] = rules;
  j["branching"] = estimate(s.branching);
  return j;
}

json paired_summary(const PairedSummary& p) {
  json rules = json::array();
  for (const PairedRule& r : p.rules_fired)
    rules.push_back({{"rule", r.rule}, {"article", r.article}, {"per_game", estimate(r.difference)}});
  return {{"black", estimate(p.black)},
          {"white", estimate(p.white)},
          {"draw", estimate(p.draw)},
          {"margin", p.margin ? estimate(*p.margin) : json(nullptr)},
          {"fair_komi", p.fair_komi ? estimate(*p.fair_komi) : json(nullptr)},
          {"length", estimate(p.length)},
          {"branching", estimate(p.branching)},
          {"rules_fired", rules}};
}

std::string_view winner_key(Winner w) { return w == Winner::Black ? "black" : w == Winner::White ? "white" : "draw"; }

Winner parse_winner(const std::string& s) {
  if (s == "black") return Winner::Black;
  if (s == "white") return Winner::White;
  if (s == "draw") return Winner::Draw;
  throw std::invalid_argument("unknown winner \"" + s + "\"");
}

json game_json(const PlayedGame& g) {
  json results = json::array();
  for (const GameResult& r : g.results) {
    json rules = json::object();
    for (const auto& [key, count] : r.rules) rules[key] = count;
    results.push_back({{"winner", winner_key(r.winner)},
                       {"margin", r.margin ? json(*r.margin) : json(nullptr)},
                       {"moves", r.moves},
                       {"end", r.end},
                       {"legal_moves", r.legal_moves},
                       {"rules", rules}});
  }
  return {{"index", g.index}, {"seed", g.seed}, {"results", results}};
}

}  // namespace

json evaluation_json(const Evaluation& e) {
  const Plan& p = e.plan;
  json rules = json::array();
  for (const Ruleset& r : p.rules) rules.push_back(to_string(r));
  json j = {{"rules", rules},
            {"size", p.size},
            {"games", p.games},
            {"seed", p.seed},
            {"player", {{"kind", player_kind_name(p.player.kind)}, {"playouts", p.player.playouts}}},
            {"max_moves", max_moves_of(p)}};
  j["komi_range"] = p.komi_range ? json{{"from", p.komi_range->from_quarters / 4.0},
                                        {"to", p.komi_range->to_quarters / 4.0},
                                        {"step", p.komi_range->step_quarters / 4.0}}
                                 : json(nullptr);
  j["komi_sweep"] = p.komi_sweep ? json{{"from", p.komi_sweep->from_quarters / 4.0},
                                        {"to", p.komi_sweep->to_quarters / 4.0},
                                        {"step", p.komi_sweep->step_quarters / 4.0}}
                                 : json(nullptr);
  if (p.shards > 1) j["shard"] = {{"index", p.shard + 1}, {"count", p.shards}};
  j["complete"] = e.complete;
  if (!e.missing_shards.empty()) j["missing_shards"] = e.missing_shards;
  j["games_planned"] = static_cast<long>(e.planned().size());
  j["games_done"] = static_cast<long>(e.games.size());
  if (e.games.empty()) {
    j["summary"] = nullptr;
  } else {
    const Summary s = summarize(e);
    json per = json::array();
    for (const RulesetSummary& r : s.rulesets) per.push_back(ruleset_summary(r));
    j["summary"] = {{"rulesets", per}, {"paired", s.paired ? paired_summary(*s.paired) : json(nullptr)}};
  }
  json games = json::array();
  for (const PlayedGame& g : e.games) {
    games.push_back(game_json(g));
    if (const std::optional<int> q = game_komi_quarters(p, g.index)) games.back()["komi"] = *q / 4.0;
  }
  j["games_played"] = games;
  return j;
}

Evaluation evaluation_from_json(const json& j) {
  Evaluation e;
  Plan& p = e.plan;
  for (const json& r : j.at("rules")) p.rules.push_back(parse_ruleset(r.get<std::string>()));
  if (p.rules.empty() || p.rules.size() > 2) throw std::invalid_argument("\"rules\" must name one or two rulesets");
  p.size = j.at("size").get<int>();
  if (!BoardSize::make(p.size)) throw std::invalid_argument("\"size\" " + std::to_string(p.size) + " is not a board size");
  p.games = j.at("games").get<long>();
  p.seed = j.at("seed").get<std::uint64_t>();
  const auto kind = parse_player_kind(j.at("player").at("kind").get<std::string>());
  if (!kind) throw std::invalid_argument("unknown player kind");
  p.player.kind = *kind;
  p.player.playouts = j.at("player").at("playouts").get<long>();
  p.max_moves = j.at("max_moves").get<int>();
  if (!j.at("komi_range").is_null()) {
    const json& k = j.at("komi_range");
    const auto quarters = [&](const char* key) { return static_cast<int>(std::lround(k.at(key).get<double>() * 4)); };
    p.komi_range = KomiRange{quarters("from"), quarters("to"), quarters("step")};
  }
  if (j.contains("komi_sweep") && !j.at("komi_sweep").is_null()) {
    const json& k = j.at("komi_sweep");
    const auto quarters = [&](const char* key) { return static_cast<int>(std::lround(k.at(key).get<double>() * 4)); };
    p.komi_sweep = KomiRange{quarters("from"), quarters("to"), quarters("step")};
    if (p.komi_sweep->step_quarters <= 0 || p.komi_sweep->from_quarters > p.komi_sweep->to_quarters)
      throw std::invalid_argument("\"komi_sweep\" holds no komi");
  }
  if (j.contains("shard")) {
    p.shard = j["shard"].at("index").get<int>() - 1;
    p.shards = j["shard"].at("count").get<int>();
    if (p.shards < 1 || p.shard < 0 || p.shard >= p.shards) throw std::invalid_argument("\"shard\" out of range");
  }
  e.complete = j.at("complete").get<bool>();
  if (j.contains("missing_shards")) e.missing_shards = j.at("missing_shards").get<std::vector<std::string>>();
  long last = -1;
  for (const json& g : j.at("games_played")) {
    PlayedGame pg;
    pg.index = g.at("index").get<long>();
    pg.seed = g.at("seed").get<std::uint64_t>();
    if (pg.index <= last || pg.index >= p.games || pg.index % p.shards != p.shard)
      throw std::invalid_argument("game " + std::to_string(pg.index) + " is out of order or not of this shard");
    if (pg.seed != game_seed(p.seed, pg.index))
      throw std::invalid_argument("game " + std::to_string(pg.index) + " has another seed than the plan's");
    last = pg.index;
    for (const json& r : g.at("results")) {
      GameResult gr;
      gr.winner = parse_winner(r.at("winner").get<std::string>());
      if (!r.at("margin").is_null()) gr.margin = r.at("margin").get<double>();
      gr.moves = r.at("moves").get<int>();
      gr.end = r.at("end").get<std::string>();
      gr.legal_moves = r.at("legal_moves").get<long>();
      for (const auto& [key, count] : r.at("rules").items()) gr.rules[key] = count.get<long>();
      pg.results.push_back(std::move(gr));
    }
    if (pg.results.size() != p.rules.size())
      throw std::invalid_argument("game " + std::to_string(pg.index) + " has results for another number of rulesets");
    e.games.push_back(std::move(pg));
  }
  if (e.complete && e.games.size() != e.planned().size())
    throw std::invalid_argument("marked complete but holds " + std::to_string(e.games.size()) + " of its " +
                                std::to_string(e.planned().size()) + " games");
  return e;
}

}  // namespace tg::evaluate
