#include "text/words.h"

#include <utility>

namespace tg::text {

std::optional<Language> parse_language(std::string_view name) {
  if (name == "en") return Language::English;
  if (name == "zh") return Language::Chinese;
  return std::nullopt;
}

std::string_view language_name(Language l) { return l == Language::Chinese ? "zh" : "en"; }

std::string side_word(Side s, Language l) {
  if (l == Language::Chinese) return s == Side::Black ? "黑" : "白";
  return std::string(side_name(s));
}

std::string attribute_word(Attribute a, Language l) {
  if (l == Language::Chinese) return a == Attribute::Black ? "黑性" : a == Attribute::White ? "白性" : "中性";
  return std::string(attribute_name(a));
}

std::string winner_word(Winner w, Language l) {
  if (l == Language::Chinese) return w == Winner::Black ? "黑胜" : w == Winner::White ? "白胜" : "和棋";
  return w == Winner::Draw ? std::string("a draw") : std::string(winner_name(w)) + " wins";
}

std::string slot_kind_word(SlotKind k, Language l) {
  if (l == Language::Chinese) return k == SlotKind::Stone ? "黑白子" : "玄子";
  return k == SlotKind::Stone ? "stone" : "tris";
}

std::string move_kind_word(MoveKind k, Language l) {
  if (l == Language::English) return std::string(move_kind_name(k));
  switch (k) {
    case MoveKind::Stone: return "黑白子";
    case MoveKind::Tris: return "玄子";
    case MoveKind::Pass: return "虚着";
    case MoveKind::Emergency: return "玄子条件变黑白";
  }
  return "?";
}

std::string_view list_separator(std::size_t i, std::size_t n, Language l) {
  if (l == Language::Chinese) return i + 1 == n ? "和" : "、";
  return i + 1 == n ? " and " : ", ";
}

std::string more_words(std::size_t more, Language l) {
  if (l == Language::Chinese) return "等另" + std::to_string(more) + "点";
  return " and " + std::to_string(more) + " more";
}

std::string_view none_word(Language l) { return l == Language::Chinese ? "（无）" : "(none)"; }

std::string label_words(std::string_view label, Language l) {
  std::string out(label);
  if (l != Language::Chinese) return out;
  // The words of the audit's statement labels (audit/checks_*.cpp), longest first.
  static constexpr std::pair<std::string_view, std::string_view> kWords[] = {
      {"attribute rules, same verdicts", "私眼判定相同时的变性规则"},
      {"after the move", "着后"},
      {" (2026 text)", "（2026年版）"},
      {" (2019 text)", "（2019年版）"},
      {" step 4", "第4步"},
      {"engine", "引擎"},
  };
  for (const auto& [english, chinese] : kWords)
    if (const std::size_t at = out.find(english); at != std::string::npos) out.replace(at, english.size(), chinese);
  return out;
}

std::string_view separator_word(std::string_view separator, Language l) {
  if (l != Language::Chinese) return separator;
  if (separator == ", ") return "，";
  if (separator == "; ") return "；";
  return separator;
}

}  // namespace tg::text
