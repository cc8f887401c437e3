#include "audit/phrase_json.h"

#include <stdexcept>
#include <type_traits>

#include "audit/report_error.h"
#include "vocab/excerpt.h"

namespace tg::audit {
namespace {

using nlohmann::json;

// `at`: the value at fault (or the object without the field), for the reader's location.
[[noreturn]] void bad(const json& at, const std::string& what) { throw ReportError(what, at); }

json point_json(Point p) { return json::array({p.x, p.y}); }

Point point_from(const json& j) {
  if (!j.is_array() || j.size() != 2 || !j[0].is_number_integer() || !j[1].is_number_integer())
    bad(j, "a point is two whole numbers");
  return Point{j[0].get<int>(), j[1].get<int>()};
}

std::vector<Point> points_from(const json& j) {
  if (!j.is_array()) bad(j, "a list of points is an array");
  std::vector<Point> out;
  for (const json& p : j) out.push_back(point_from(p));
  return out;
}

template <class E, std::size_t N>
E enum_from(const json& j, const E (&values)[N], std::string_view (*name)(E), const char* what) {
  if (j.is_string())
    for (E v : values)
      if (name(v) == j.get<std::string>()) return v;
  bad(j, std::string("bad ") + what + " " + excerpt(j.dump()));
}

std::string_view compare_name(text::Compare c) {
  return c == text::Compare::Less ? "<" : c == text::Compare::Greater ? ">" : "=";
}
std::string_view slot_name(SlotKind k) { return k == SlotKind::Stone ? "stone" : "tris"; }

constexpr Side kSides[] = {Side::Black, Side::White};
constexpr Attribute kAttributes[] = {Attribute::Neutral, Attribute::Black, Attribute::White};
constexpr Winner kWinners[] = {Winner::Black, Winner::White, Winner::Draw};
constexpr text::Compare kCompares[] = {text::Compare::Less, text::Compare::Equal, text::Compare::Greater};
constexpr SlotKind kSlots[] = {SlotKind::Stone, SlotKind::Tris};
constexpr MoveKind kMoveKinds[] = {MoveKind::Stone, MoveKind::Tris, MoveKind::Pass, MoveKind::Emergency};

json reason_json(const Reason& r);
Reason reason_from(const json& j);

json reason_arg_json(const ReasonArg& a) {
  return std::visit(
      [](const auto& v) -> json {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::int64_t>) return {{"count", v}};
        else if constexpr (std::is_same_v<T, Point>) return {{"point", point_json(v)}};
        else if constexpr (std::is_same_v<T, std::vector<Point>>) {
          json ps = json::array();
          for (Point p : v) ps.push_back(point_json(p));
          return {{"point_list", ps}};
        } else if constexpr (std::is_same_v<T, Side>) return {{"side", side_name(v)}};
        else if constexpr (std::is_same_v<T, SlotKind>) return {{"slot", slot_name(v)}};
        else if constexpr (std::is_same_v<T, MoveKind>) return {{"move_kind", move_kind_name(v)}};
        else return {{"text", v}};
      },
      a);
}

json arg_json(const text::PhraseArg& a) {
  return std::visit(
      [](const auto& v) -> json {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::int64_t>) return {{"count", v}};
        else if constexpr (std::is_same_v<T, double>) return {{"score", v}};
        else if constexpr (std::is_same_v<T, Point>) return {{"point", point_json(v)}};
        else if constexpr (std::is_same_v<T, text::PointList>) {
          json ps = json::array();
          for (Point p : v.points) ps.push_back(point_json(p));
          return {{"points", ps}, {"limit", v.limit}};
        } else if constexpr (std::is_same_v<T, Side>) return {{"side", side_name(v)}};
        else if constexpr (std::is_same_v<T, Attribute>) return {{"attribute", attribute_name(v)}};
        else if constexpr (std::is_same_v<T, Winner>) return {{"winner", winner_name(v)}};
        else if constexpr (std::is_same_v<T, text::Compare>) return {{"compare", compare_name(v)}};
        else if constexpr (std::is_same_v<T, Reason>) return {{"reason", reason_json(v)}};
        else if constexpr (std::is_same_v<T, text::PhraseList>) {
          json items = json::array();
          for (const text::Phrase& p : v.items) items.push_back(to_json(p));
          return {{"phrases", items}, {"separator", v.separator}};
        } else return {{"text", v}};
      },
      a);
}

json reason_json(const Reason& r) {
  json args = json::array();
  for (const ReasonArg& a : r.args) args.push_back(reason_arg_json(a));
  return {{"kind", reason_kind_name(r.kind)}, {"args", args}};
}

const json& only(const json& j, const char* key) {
  if (!j.is_object() || !j.contains(key)) bad(j, std::string("missing field '") + key + "'");
  return j.at(key);
}

std::int64_t count_from(const json& j) {
  if (!j.is_number_integer()) bad(j, "a count is a whole number");
  return j.get<std::int64_t>();
}

ReasonArg reason_arg_from(const json& j) {
  if (!j.is_object() || j.empty()) bad(j, "a parameter is an object");
  if (j.contains("count")) return count_from(j.at("count"));
  if (j.contains("point")) return point_from(j.at("point"));
  if (j.contains("point_list")) return points_from(j.at("point_list"));
  if (j.contains("side")) return enum_from(j.at("side"), kSides, side_name, "side");
  if (j.contains("slot")) return enum_from(j.at("slot"), kSlots, slot_name, "slot kind");
  if (j.contains("move_kind")) return enum_from(j.at("move_kind"), kMoveKinds, move_kind_name, "move kind");
  if (j.contains("text") && j.at("text").is_string()) return j.at("text").get<std::string>();
  bad(j, "unknown parameter " + excerpt(j.dump()));
}

Reason reason_from(const json& j) {
  const json& kind = only(j, "kind");
  const auto k = kind.is_string() ? parse_reason_kind(kind.get<std::string>()) : std::nullopt;
  if (!k) bad(kind, "unknown reason kind " + excerpt(kind.dump()));
  Reason r{*k, {}};
  const json& args = only(j, "args");
  if (!args.is_array()) bad(args, "a reason's args are an array");
  for (const json& a : args) r.args.push_back(reason_arg_from(a));
  return r;
}

text::PhraseArg arg_from(const json& j) {
  if (!j.is_object() || j.empty()) bad(j, "a parameter is an object");
  if (j.contains("count")) return count_from(j.at("count"));
  if (j.contains("score")) {
    if (!j.at("score").is_number()) bad(j.at("score"), "a score is a number");
    return j.at("score").get<double>();
  }
  if (j.contains("point")) return point_from(j.at("point"));
  if (j.contains("points")) return text::PointList{points_from(j.at("points")), count_from(only(j, "limit"))};
  if (j.contains("side")) return enum_from(j.at("side"), kSides, side_name, "side");
  if (j.contains("attribute")) return enum_from(j.at("attribute"), kAttributes, attribute_name, "attribute");
  if (j.contains("winner")) return enum_from(j.at("winner"), kWinners, winner_name, "winner");
  if (j.contains("compare")) return enum_from(j.at("compare"), kCompares, compare_name, "comparison");
  if (j.contains("reason")) return reason_from(j.at("reason"));
  if (j.contains("phrases")) {
    text::PhraseList l;
    if (!j.at("phrases").is_array()) bad(j.at("phrases"), "phrases are an array");
    for (const json& p : j.at("phrases")) l.items.push_back(phrase_from_json(p));
    const json& sep = only(j, "separator");
    if (!sep.is_string()) bad(sep, "a separator is a string");
    l.separator = sep.get<std::string>();
    return l;
  }
  if (j.contains("text") && j.at("text").is_string()) return j.at("text").get<std::string>();
  bad(j, "unknown parameter " + excerpt(j.dump()));
}

}  // namespace

json to_json(const text::Phrase& p) {
  json args = json::array();
  for (const text::PhraseArg& a : p.args) args.push_back(arg_json(a));
  return {{"kind", text::phrase_kind_name(p.kind)}, {"args", args}};
}

text::Phrase phrase_from_json(const json& j) {
  const json& kind = only(j, "kind");
  const auto k = kind.is_string() ? text::parse_phrase_kind(kind.get<std::string>()) : std::nullopt;
  if (!k) bad(kind, "unknown phrase kind " + excerpt(kind.dump()));
  text::Phrase p{*k, {}};
  const json& args = only(j, "args");
  if (!args.is_array()) bad(args, "a phrase's args are an array");
  for (const json& a : args) p.args.push_back(arg_from(a));
  return p;
}

}  // namespace tg::audit
