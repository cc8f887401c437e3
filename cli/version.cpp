#include "cli/version.h"

#include <string>

#include "build_info.h"  // generated: TRISGO_VERSION, TRISGO_COMMIT
#include "vocab/ruleset.h"

namespace tg::cli {
namespace {

// The rule texts of shared/rules/source/, with the version or date each
// states in its own header or footer (most state none; the SHA-256 prefix
// then tells one copy of a text from another).
struct RuleText {
  const char* file;
  const char* version;  // as the text gives it
  const char* sha256;   // first 16 hex digits of the file's SHA-256
};
constexpr RuleText kRuleTexts[] = {
    {"trisgo-2026.zh.txt", "the 2026 edition (2026年版太玄围棋规则; no date given)", "da69b72913be35ef"},
    {"menggo-and-flybomb.zh.txt", "no version or date given", "dd225215651c9940"},
    {"menggo-2019.zh.txt", "the 2019 edition (2019版), published 2019-01-01, last edited 2019-12-03",
     "d50add13647caa2e"},
    {"menggo-2013.zh.txt", "the first edition (第一版, 2013版)", "e48ee0563b42e50b"},
    {"trisgomoku.zh.txt", "no version or date given", "b2cf23cfdda19711"},
};

}  // namespace

void print_version(std::ostream& out) {
  out << "trisgo " << TRISGO_VERSION << " (commit " << TRISGO_COMMIT << ")\n\nRule texts (shared/rules/source/):\n";
  for (const RuleText& t : kRuleTexts) {
    // The presets that follow the text, from the ruleset table itself.
    std::string implemented, not_yet;
    for (const Preset& p : presets()) {
      if (p.source != t.file) continue;
      std::string& list = p.implemented ? implemented : not_yet;
      list += (list.empty() ? "" : ", ") + p.name;
    }
    out << "  " << t.file << ": " << t.version << "; sha256 " << t.sha256 << "...\n";
    if (!implemented.empty()) out << "      implemented: " << implemented << "\n";
    if (!not_yet.empty()) out << "      not implemented yet: " << not_yet << "\n";
  }
}

}  // namespace tg::cli
