#pragma once
// A check's question and its "holds" sentence in the language asked for
// (`trisgo audit --lang`): English from the check table (checks_registry.cpp),
// Chinese from check_words.cpp, in the rule texts' terms (spec/glossary.md).
#include <string>

#include "audit/checks.h"
#include "text/words.h"

namespace tg::audit {

std::string check_question(const Check& c, text::Language lang);
std::string check_holds(const Check& c, text::Language lang);

}  // namespace tg::audit
