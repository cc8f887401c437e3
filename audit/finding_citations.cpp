#include "audit/finding_citations.h"

#include <algorithm>

namespace tg::audit {

std::string finding_system(const CheckFinding& f) { return text::text_system(f.position.rules); }

void localize_finding(CheckFinding& f, const Check& c) {
  if (c.compares_texts) return;
  const std::string system = finding_system(f);
  for (Statement& s : f.clashes) s.id = text::localize(s.id, system);
  std::vector<std::string> ids;
  for (const std::string& id : f.ids) {
    std::string local = text::localize(id, system);
    // TG-13.8 and TG-13.9 are both 2019 Art. 10.2: once.
    if (std::find(ids.begin(), ids.end(), local) == ids.end()) ids.push_back(std::move(local));
  }
  f.ids = std::move(ids);
}

std::string finding_contradiction(const CheckFinding& f, const Check& c) {
  for (const std::string& id : f.ids)
    if (id.rfind("C-", 0) == 0) return id;
  return c.contradiction;
}

std::vector<text::Citation> label_citations(const std::string& label, const CheckFinding& f, const Check& c) {
  // A check that compares texts cites each ID in the text its prefix names.
  return text::citations({label}, c.compares_texts ? "" : finding_system(f));
}

std::vector<text::Citation> finding_citations(const CheckFinding& f, const Check& c) {
  return text::citations(f.ids, c.compares_texts ? "" : finding_system(f));
}

nlohmann::json citations_json(const std::vector<text::Citation>& cs) {
  nlohmann::json out = nlohmann::json::array();
  for (const text::Citation& c : cs)
    for (const text::Passage& p : c.passages)
      out.push_back({{"id", c.id}, {"system", c.system}, {"file", p.file}, {"line", p.line}, {"text", p.text}});
  return out;
}

}  // namespace tg::audit
