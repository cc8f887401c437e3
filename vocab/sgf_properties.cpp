#include "vocab/sgf_properties.h"

#include <algorithm>

namespace tg {
namespace {

const std::vector<SgfTagName> kTagNames = {
    {"PB", "Black"},     {"PW", "White"},        {"BR", "BlackRank"},   {"WR", "WhiteRank"},
    {"BT", "BlackTeam"}, {"WT", "WhiteTeam"},    {"DT", "Date"},        {"RE", "Result"},
    {"EV", "Event"},     {"RO", "Round"},        {"PC", "Place"},       {"GN", "GameName"},
    {"GC", "GameComment"}, {"C", "Comment"},     {"ON", "Opening"},     {"AN", "Annotator"},
    {"SO", "Source"},    {"US", "User"},         {"CP", "Copyright"},   {"TM", "TimeLimit"},
    {"OT", "Overtime"},  {"KM", "Komi"},         {"HA", "Handicap"},    {"PL", "ToPlay"},
    {"AP", "Application"},
};

}  // namespace

bool sgf_is_move_property(std::string_view id) { return id == "B" || id == "W" || id == "XB" || id == "XW"; }
bool sgf_is_setup_property(std::string_view id) { return id == "AB" || id == "AW" || id == "AE" || id == "AX"; }
bool sgf_is_interpreted_property(std::string_view id) {
  for (std::string_view s : {"FF", "GM", "SZ", "CA", "XO", "XR", "XT", "MN"})
    if (id == s) return true;
  return sgf_is_move_property(id) || sgf_is_setup_property(id);
}

const std::vector<SgfTagName>& sgf_tag_names() { return kTagNames; }

std::optional<std::string_view> sgf_tag_for_property(std::string_view property) {
  for (const auto& t : kTagNames)
    if (t.property == property) return t.tag;
  return std::nullopt;
}

std::optional<std::string_view> sgf_property_for_tag(std::string_view tag) {
  for (const auto& t : kTagNames)
    if (t.tag == tag) return t.property;
  return std::nullopt;
}

bool is_private_tag(std::string_view tag) { return !tag.starts_with("SGF:") && !sgf_property_for_tag(tag); }

std::string sgf_tag_problem(std::string_view key, std::string_view raw_values) {
  std::string name = "SGF:" + std::string(key);
  if (key.empty() || !std::all_of(key.begin(), key.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
    return "tag name '" + name + "' is not allowed: after 'SGF:' come the uppercase letters of an SGF property";
  auto values = sgf_split_values(raw_values);
  if (!values)
    return "tag " + name + ": the value must be an SGF value list such as [value] or [a][b], with ']' and '\\' "
           "escaped by '\\'";
  if (key == "RU") return "";
  if (sgf_is_interpreted_property(key)) return "tag " + name + ": " + std::string(key) + " is part of the record itself, not a tag";
  if (auto tag = sgf_tag_for_property(key); tag && values->size() == 1)
    return "tag " + name + " with one value is written as tag " + std::string(*tag);
  return "";
}

std::string sgf_move_property_problem(std::string_view id, bool free_order, bool first_move_node) {
  if (sgf_is_move_property(id)) return "the move property " + std::string(id) + " cannot stand among a move's properties";
  if (sgf_is_setup_property(id) && !free_order)
    return "setup property " + std::string(id) + " is only allowed before the first move";
  if (id == "MN" && first_move_node) return "MN on the first move: the move number is written in the move itself";
  return "";
}

std::string sgf_escape(std::string_view value) {
  std::string out;
  out.reserve(value.size());
  for (char c : value) {
    if (c == '\\' || c == ']') out += '\\';
    out += c;
  }
  return out;
}

std::string sgf_unescape(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    char c = raw[i];
    if (c != '\\') {
      out += c;
      continue;
    }
    if (i + 1 >= raw.size()) break;
    char n = raw[++i];
    if (n == '\n' || n == '\r') {  // a soft line break: "\\\n", "\\\r\n", "\\\n\r"
      char other = n == '\n' ? '\r' : '\n';
      if (i + 1 < raw.size() && raw[i + 1] == other) ++i;
      continue;
    }
    out += n;
  }
  return out;
}

std::optional<std::vector<std::string>> sgf_split_values(std::string_view list) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < list.size()) {
    if (list[i] != '[') return std::nullopt;
    std::size_t start = ++i;
    while (true) {
      if (i >= list.size()) return std::nullopt;
      if (list[i] == '\\') {
        i += 2;
        continue;
      }
      if (list[i] == ']') break;
      ++i;
    }
    out.emplace_back(list.substr(start, i - start));
    ++i;
  }
  if (out.empty()) return std::nullopt;
  return out;
}

std::string sgf_point(Point p, BoardSize size) {
  std::string out;
  out += static_cast<char>('a' + p.x + size.half());
  out += static_cast<char>('a' + size.half() - p.y);
  return out;
}

std::optional<Point> parse_sgf_point(std::string_view text, BoardSize size) {
  if (text.size() != 2) return std::nullopt;
  for (char c : text)
    if (c < 'a' || c > 'z') return std::nullopt;
  Point p{text[0] - 'a' - size.half(), size.half() - (text[1] - 'a')};
  if (!size.contains(p)) return std::nullopt;
  return p;
}

std::string_view sgf_trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n' || s.front() == '\r'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

}  // namespace tg
