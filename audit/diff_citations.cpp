#include "audit/diff_citations.h"

#include "audit/finding_citations.h"
#include "vocab/error.h"

namespace tg::audit {

const std::vector<std::string>& kind_articles(std::string_view kind) {
  static const std::vector<std::pair<std::string_view, std::vector<std::string>>> table = {
      {"tris-attribute", {"TG-6.*"}},
      {"private-eye", {"TG-4.3"}},
      {"forbidden-point", {"TG-7.1", "TG-7.2", "TG-7.3"}},
      {"end", {"TG-11.*"}},
      {"score", {"TG-13.*"}},
      {"winner", {"TG-13.7", "TG-13.8"}},
      {"legal-move", {"TG-9.2", "TG-10.*"}},
      {"move-outcome", {"TG-9.1", "TG-6.4"}},
  };
  static const std::vector<std::string> none;
  for (const auto& [k, ids] : table)
    if (k == kind) return ids;
  return none;
}

namespace {

Ruleset side_rules(const std::string& label, const Ruleset& fallback) {
  try {
    return parse_ruleset(label, SourceLocation{"diff side", 0, 0});
  } catch (const ParseError&) {
    return fallback;
  }
}

}  // namespace

std::vector<SideCitations> diff_citations(const DiffReport& r, const Finding& f) {
  std::vector<SideCitations> out;
  const std::vector<std::string>& ids = kind_articles(f.kind);
  if (ids.empty()) return out;
  for (const auto& [side, label] : {std::pair<std::string, std::string>{"a", r.label_a}, {"b", r.label_b}}) {
    const std::string system = text::text_system(side_rules(label, f.position.rules));
    if (!out.empty() && out.front().system == system) continue;  // the same text: once
    out.push_back({side, system, text::citations(ids, system)});
  }
  return out;
}

nlohmann::json diff_citations_json(const std::vector<SideCitations>& cs) {
  nlohmann::json out = nlohmann::json::array();
  for (const SideCitations& s : cs)
    out.push_back({{"side", s.side}, {"system", s.system}, {"passages", citations_json(s.citations)}});
  return out;
}

}  // namespace tg::audit
