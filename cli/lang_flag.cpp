// --lang: the language the reasons and findings are worded in (text/words.h).
#include "cli/command.h"

namespace tg::cli {

text::Language lang_flag(const Args& args) {
  const std::string name = args.value_or("--lang", "en");
  if (const std::optional<text::Language> l = text::parse_language(name)) return *l;
  throw UsageError("--lang: en or zh, not '" + name + "'");
}

}  // namespace tg::cli
