#pragma once
// The rule each kind of difference of `trisgo diff` is about, in the words of
// both rulesets' texts (issue 28): the articles of the question (a tris
// attribute is Art. 6, a forbidden point Art. 7, ...), each as the side's own
// text numbers it (under menggo-2019, 2019 Art. 6.3 for TG-7.2) with its
// passage of the Chinese text (text/passages.h).
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "audit/diff.h"
#include "text/passages.h"

namespace tg::audit {

// The TrisGo 2026 statements a kind of difference asks about ("tris-attribute": TG-6.*).
const std::vector<std::string>& kind_articles(std::string_view kind);

struct SideCitations {
  std::string side;    // "a" or "b"
  std::string system;  // "menggo-2019"
  std::vector<text::Citation> citations;
};

// Per side, the kind's articles in the side's text. A side's ruleset is its
// label read as a ruleset; a label that is not one (an engine over GTP) is
// taken to follow the finding position's ruleset.
std::vector<SideCitations> diff_citations(const DiffReport& r, const Finding& f);

// As JSON: [{"side", "system", "passages": [{"id", "system", "file", "line", "text"}]}].
nlohmann::json diff_citations_json(const std::vector<SideCitations>& cs);

}  // namespace tg::audit
