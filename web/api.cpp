#include "web/api.h"

#include <exception>

#include "text/page_words.h"
#include "vocab/ruleset.h"
#include "web/api_diff.h"
#include "web/api_files.h"
#include "web/api_position.h"

namespace tg::web {
namespace {

// The page's fixed words in the language asked for (text/page_words.h).
Json op_words(const Json& req) {
  const text::Language lang = request_language(req);
  Json words = Json::object();
  for (const text::PageWord& w : text::page_words())
    words[std::string(w.key)] = std::string(lang == text::Language::Chinese ? w.chinese : w.english);
  return {{"words", words}};  // not at the top: the word "error" would read as a failure
}

// The presets the engines implement, and the options a ruleset string may
// change (vocab/ruleset.h), for the page's ruleset choosers.
Json op_rulesets(const Json&) {
  Json presets = Json::array(), opts = Json::array();
  for (const Preset& p : tg::presets())
    if (p.implemented) presets.push_back({{"name", p.name}, {"description", p.description}});
  for (const OptionInfo& o : options())
    opts.push_back({{"key", o.key}, {"values", o.values}, {"description", o.description}});
  return {{"presets", presets}, {"options", opts}};
}

using Operation = Json (*)(const Json&);

Operation operation(const std::string& name) {
  static const std::pair<const char*, Operation> table[] = {
      {"words", op_words}, {"rulesets", op_rulesets}, {"new", op_new},   {"state", op_state},
      {"play", op_play},   {"setup", op_setup},       {"explain", op_explain}, {"check", op_check},
      {"load", op_load},   {"save", op_save},         {"diff", op_diff},
  };
  for (const auto& [n, op] : table)
    if (name == n) return op;
  throw RequestError("unknown operation \"" + name + "\"");
}

}  // namespace

std::string handle(std::string_view request) {
  Json answer;
  try {
    const Json req = Json::parse(request);
    if (!req.is_object()) throw RequestError("a request is a JSON object");
    answer = operation(request_string(req, "op"))(req);
  } catch (const std::exception& e) {
    answer = {{"error", e.what()}};
  }
  return answer.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace tg::web
