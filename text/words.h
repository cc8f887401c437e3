#pragma once
// The words of the vocabulary in each language (`--lang en|zh`): the names of
// sides, attributes, winners, slot and move kinds, and how point lists are
// joined. English is the vocabulary's own names; Chinese takes the terms of
// the rule texts (spec/glossary.md, "Chinese terms"): 黑/白, 中性/黑性/白性,
// 玄子, 虚着, 黑胜/白胜/和棋.
#include <optional>
#include <string>
#include <string_view>

#include "vocab/board.h"
#include "vocab/engine.h"
#include "vocab/move.h"

namespace tg::text {

enum class Language : std::uint8_t { English, Chinese };
// "en", "zh"; nullopt for anything else.
std::optional<Language> parse_language(std::string_view name);
std::string_view language_name(Language l);

std::string side_word(Side s, Language l);
std::string attribute_word(Attribute a, Language l);
std::string winner_word(Winner w, Language l);  // "black wins", "a draw"; 黑胜, 和棋
std::string slot_kind_word(SlotKind k, Language l);
std::string move_kind_word(MoveKind k, Language l);
// Between the items of a list "a, b and c" / "a、b和c": before item i of n (i >= 1).
std::string_view list_separator(std::size_t i, std::size_t n, Language l);
// A point list cut at its limit: " and 3 more" / "等另3点"; an empty one: "(none)" / "（无）".
std::string more_words(std::size_t more, Language l);
std::string_view none_word(Language l);
// A statement's label (audit/checks.h: an ID, or a name for what is no
// article: "engine", "TG-6 (2026 text)") in the language: its words
// translated, its IDs kept.
std::string label_words(std::string_view label, Language l);
// A phrase list's separator (text/phrase.h) in the language: ", " and "; "
// become "，" and "；" in Chinese; any other is kept.
std::string_view separator_word(std::string_view separator, Language l);

// A fixed word of a report's frame in the language asked for: the one way
// the commands' own headings follow --lang (the sentences made from data
// come from the template tables).
inline std::string_view pick(Language l, std::string_view english, std::string_view chinese) {
  return l == Language::Chinese ? chinese : english;
}

}  // namespace tg::text
