#pragma once
// The template tables: one sentence template per ReasonKind and language,
// Clang-diagnostic style (README.md): %0..%9 are the reason's parameters,
// %select{a|b}N picks a branch by parameter N, clamped to the last branch.
#include <array>
#include <string_view>

#include "text/words.h"
#include "vocab/reason.h"

namespace tg::text {

struct TemplateTable {
  std::string_view language;  // "en", "zh" (words.h)
  std::array<std::string_view, kReasonKinds> templates;  // by ReasonKind
  std::string_view of(ReasonKind k) const { return templates[static_cast<std::size_t>(k)]; }
};

const TemplateTable& english();
// The same sentences in Chinese, in the rule texts' terms (templates_zh.cpp).
const TemplateTable& chinese();
const TemplateTable& reason_table(Language l);
Language table_language(const TemplateTable& t);

}  // namespace tg::text
