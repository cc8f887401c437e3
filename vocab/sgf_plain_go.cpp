#include "vocab/sgf_plain_go.h"

#include <algorithm>
#include <cstdlib>

#include "vocab/sgf_properties.h"
#include "vocab/utf8.h"

namespace tg {
namespace {

// "-375" -> -375; nothing for any other text (or more than 9 digits).
std::optional<long> whole_number(std::string_view s) {
  bool negative = !s.empty() && s.front() == '-';
  if (negative) s.remove_prefix(1);
  if (s.empty() || s.size() > 9 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  long v = std::strtol(std::string(s).c_str(), nullptr, 10);
  return negative ? -v : v;
}

}  // namespace

bool is_fox_application(std::string_view ap) { return utf8::ascii_lower(sgf_trim(ap.substr(0, ap.find(':')))) == "foxwq"; }

bool names_fox_application(const SgfTags& tags) {
  return std::any_of(tags.begin(), tags.end(),
                     [](const auto& t) { return t.first == "Application" && is_fox_application(t.second); });
}

std::optional<int> plain_go_komi_quarters(std::string_view km, bool fox, BoardSize size, std::string* error) {
  std::string_view k = sgf_trim(km);
  if (fox) {
    if (auto n = whole_number(k)) {
      // Hundredths: 375 / 100 = 3.75 is no komi in points (those end in .0 or
      // .5), so it counts stones, two points each (Chinese counting).
      if (*n % 25 != 0) {
        *error = "a Fox record's komi is in hundredths of a point or of a stone (KM[750] or KM[375] is 7.5), and " +
                 std::string(k) + " is neither (spec/formats/sgf.md)";
        return std::nullopt;
      }
      long quarters = *n % 50 != 0 ? *n * 2 / 25 : *n / 25;
      if (quarters > 4000 || quarters < -4000) {
        *error = "komi " + std::to_string(quarters / 4) + " (Fox's units) is not a komi";
        return std::nullopt;
      }
      return static_cast<int>(quarters);
    }
  }
  bool plain = !k.empty() && std::all_of(k.begin(), k.end(), [](char c) { return (c >= '0' && c <= '9') || c == '.' || c == '-'; });
  if (!plain) return std::nullopt;
  double value = std::strtod(std::string(k).c_str(), nullptr);
  if (value > size.points() || value < -size.points()) {
    *error = "a komi of " + std::string(k) + " is more than the " + std::to_string(size.points()) +
             " points of the board (Fox records, AP[foxwq], write komi in hundredths; others in points: "
             "spec/formats/sgf.md)";
    return std::nullopt;
  }
  try {
    return parse_ruleset("go/komi=" + std::string(k)).komi_quarters;
  } catch (const ParseError&) {
    return std::nullopt;  // not a multiple of 0.25
  }
}

bool sgf_ru_is_ours(std::string_view ru) { return find_preset(ru.substr(0, ru.find('/'))) != nullptr; }

std::optional<Ruleset> plain_go_rules(const SgfTags& tags, BoardSize size, std::string* error) {
  Ruleset r = find_preset("go")->rules;
  auto km = sgf_first_tag(tags, "Komi");
  if (!km) return r;
  std::string problem;
  auto quarters = plain_go_komi_quarters(*km, names_fox_application(tags), size, &problem);
  if (!problem.empty()) {
    if (error) *error = problem;
    return std::nullopt;
  }
  if (quarters) r.komi_quarters = *quarters;
  return r;
}

std::string sgf_implied_komi(const Ruleset& rules) { return option_value(rules, "komi"); }

bool sgf_plain_go_record(const Record& r) {
  for (const auto& [p, piece] : r.setup)
    if (piece == Piece::Tris) return false;
  for (const auto& m : r.moves)
    if (m.move.kind == MoveKind::Tris) return false;
  for (const auto& [k, v] : r.tags) {
    if (k != "SGF:RU") continue;
    auto values = sgf_split_values(v);
    if (!values || values->size() != 1) return false;
    std::string ru = sgf_unescape((*values)[0]);
    if (sgf_ru_is_ours(ru) || ru == kSgfGoPresetRules) return false;
  }
  return r.rules == plain_go_rules(r.tags, r.size);
}

}  // namespace tg
