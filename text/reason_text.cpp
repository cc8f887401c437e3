#include "text/reason_text.h"

#include <cctype>
#include <type_traits>

namespace tg::text {

namespace {

// "%select{a|b|c}" at `i` (just past "%select{"): the branches, and where the closing brace is.
std::vector<std::string_view> branches(std::string_view t, std::size_t& i) {
  std::vector<std::string_view> out;
  std::size_t start = i;
  int depth = 0;
  for (; i < t.size(); ++i) {
    if (t[i] == '{') ++depth;
    else if (t[i] == '}' && depth > 0) --depth;
    else if (t[i] == '}' || (t[i] == '|' && depth == 0)) {
      out.push_back(t.substr(start, i - start));
      if (t[i] == '}') return out;
      start = i + 1;
    }
  }
  out.push_back(t.substr(start));
  return out;
}

}  // namespace

std::string point_text(Point p, Labels labels) {
  if (labels.set == LabelSet::Integer) return "(" + format_point(p, labels) + ")";
  return format_point(p, labels);
}

std::string arg_text(const ReasonArg& arg, Labels labels, Language language) {
  return std::visit(
      [&](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::int64_t>) return std::to_string(v);
        else if constexpr (std::is_same_v<T, Point>) return point_text(v, labels);
        else if constexpr (std::is_same_v<T, std::vector<Point>>) {
          std::string out;
          for (std::size_t i = 0; i < v.size(); ++i) {
            if (i > 0) out += list_separator(i, v.size(), language);
            out += point_text(v[i], labels);
          }
          return out;
        } else if constexpr (std::is_same_v<T, Side>) return side_word(v, language);
        else if constexpr (std::is_same_v<T, SlotKind>) return slot_kind_word(v, language);
        else if constexpr (std::is_same_v<T, MoveKind>) return move_kind_word(v, language);
        else return v;
      },
      arg);
}

std::string fill_with(std::string_view t, std::size_t n, const ArgText& text, const ArgNumber& number) {
  std::string out;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t[i] != '%') {
      out += t[i];
      continue;
    }
    constexpr std::string_view select = "%select{";
    if (t.substr(i, select.size()) == select) {
      std::size_t j = i + select.size();
      std::vector<std::string_view> b = branches(t, j);  // j at the closing brace
      std::size_t pick = 0;
      if (j + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[j + 1]))) {
        const std::size_t k = static_cast<std::size_t>(t[j + 1] - '0');
        if (k < n) {
          const std::int64_t v = number(k);
          pick = v < 0 ? 0 : static_cast<std::size_t>(v);
        }
        ++j;
      }
      out += fill_with(b[std::min(pick, b.size() - 1)], n, text, number);
      i = j;
      continue;
    }
    if (i + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[i + 1]))) {
      const std::size_t k = static_cast<std::size_t>(t[i + 1] - '0');
      out += k < n ? text(k) : std::string(t.substr(i, 2));
      ++i;
      continue;
    }
    out += t[i];
  }
  return out;
}

std::string fill(std::string_view t, const std::vector<ReasonArg>& args, Labels labels, Language language) {
  return fill_with(
      t, args.size(), [&](std::size_t k) { return arg_text(args[k], labels, language); },
      [&](std::size_t k) {
        const auto* v = std::get_if<std::int64_t>(&args[k]);
        return v ? *v : 0;
      });
}

std::string render(const Reason& reason, Labels labels, const TemplateTable& table) {
  return fill(table.of(reason.kind), reason.args, labels, table_language(table));
}

std::string refusal_text(const MoveOutcome& o, Labels labels, const TemplateTable& table) {
  return o.legal() ? std::string() : render(o.reason, labels, table);
}

Reason eye_reason(Side colour, const EyeCandidate& c) {
  const Side other = opponent(colour);
  auto first = [](const std::vector<Point>& v) { return v.empty() ? Point{} : v.front(); };
  switch (c.failed) {
    case ReasonKind::EyeEmptyTouchesOwnString:
      return make_reason(c.failed, colour, first(c.shared_empty), first(c.own_string));
    case ReasonKind::EyeOtherHasEye:
    case ReasonKind::EyeOtherHasEyeM19:
      return make_reason(c.failed, colour, other, first(c.eye_of), c.eye.size(), c.eye);
    case ReasonKind::EyeOtherMakesEye:
    case ReasonKind::EyeOtherMakesEyeM19:
      return make_reason(c.failed, colour, other, first(c.eye_of), c.placements.size(), c.placements, first(c.eye));
    case ReasonKind::EyeOwnStringInside: return make_reason(c.failed, colour, first(c.own_string));
    default: return Reason{c.failed, {}};
  }
}

std::string eye_verdict_text(Side colour, const EyeCandidate& c, Labels labels, const TemplateTable& table) {
  return render(eye_reason(colour, c), labels, table);
}

}  // namespace tg::text
