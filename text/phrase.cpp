#include "text/phrase.h"

#include <cstdio>
#include <type_traits>

namespace tg::text {

Compare compare(double a, double b) { return a < b ? Compare::Less : a > b ? Compare::Greater : Compare::Equal; }

std::string score_number(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  std::string s = buf;
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

const PhraseTable& phrase_table(Language l) { return l == Language::Chinese ? chinese_phrases() : english_phrases(); }

std::string phrase_arg_text(const PhraseArg& arg, Labels labels, const PhraseTable& table) {
  const Language lang = parse_language(table.language).value_or(Language::English);
  return std::visit(
      [&](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::int64_t>) return std::to_string(v);
        else if constexpr (std::is_same_v<T, double>) return score_number(v);
        else if constexpr (std::is_same_v<T, Point>) return point_text(v, labels);
        else if constexpr (std::is_same_v<T, PointList>) {
          std::string out;
          const std::size_t limit = v.limit < 0 ? 0 : static_cast<std::size_t>(v.limit);
          for (std::size_t i = 0; i < v.points.size() && i < limit; ++i)
            out += (i ? " " : "") + point_text(v.points[i], labels);
          if (v.points.size() > limit) out += more_words(v.points.size() - limit, lang);
          return out.empty() ? std::string(none_word(lang)) : out;
        } else if constexpr (std::is_same_v<T, Side>) return side_word(v, lang);
        else if constexpr (std::is_same_v<T, Attribute>) return attribute_word(v, lang);
        else if constexpr (std::is_same_v<T, Winner>) return winner_word(v, lang);
        else if constexpr (std::is_same_v<T, Compare>)
          return v == Compare::Less ? " < " : v == Compare::Greater ? " > " : " = ";
        else if constexpr (std::is_same_v<T, Reason>) return render(v, labels, reason_table(lang));
        else if constexpr (std::is_same_v<T, PhraseList>) {
          std::string out;
          const std::string_view separator = separator_word(v.separator, lang);
          for (std::size_t i = 0; i < v.items.size(); ++i)
            out += std::string(i ? separator : "") + render(v.items[i], labels, table);
          return out;
        } else return v;
      },
      arg);
}

std::string render(const Phrase& p, Labels labels, const PhraseTable& table) {
  return fill_with(
      table.of(p.kind), p.args.size(), [&](std::size_t k) { return phrase_arg_text(p.args[k], labels, table); },
      [&](std::size_t k) {
        const auto* v = std::get_if<std::int64_t>(&p.args[k]);
        return v ? *v : 0;
      });
}

}  // namespace tg::text
