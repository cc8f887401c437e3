// Rulesets in both forms: parse strictly or fail with a ParseError; whatever
// parses prints canonically and parses back to itself.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "vocab/ruleset.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  for (int form = 0; form < 2; ++form) {
    try {
      tg::Ruleset r = form == 0 ? tg::parse_ruleset(text) : tg::parse_ruleset_json(text);
      if (!(tg::parse_ruleset(tg::to_string(r)) == r)) std::abort();
      if (!(tg::parse_ruleset_json(tg::to_json(r)) == r)) std::abort();
    } catch (const tg::ParseError&) {
    }
  }
  return 0;
}
