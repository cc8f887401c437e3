#include "cli/shard_report.h"

#include <optional>
#include <stdexcept>
#include <variant>
#include <vector>

#include "audit/report_error.h"
#include "vocab/error.h"

namespace tg::cli {
namespace {

using nlohmann::json;
// One step from a value to one of its parts: an object's key or an array's index.
using Step = std::variant<std::string, std::size_t>;

// The steps from `j` to the value at address `at` (the parsed tree, found
// by address: a report's reader hands back a reference into it).
bool path_to(const json& j, const json* at, std::vector<Step>& path) {
  if (&j == at) return true;
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) {
      path.emplace_back(it.key());
      if (path_to(it.value(), at, path)) return true;
      path.pop_back();
    }
  } else if (j.is_array()) {
    for (std::size_t i = 0; i < j.size(); ++i) {
      path.emplace_back(i);
      if (path_to(j[i], at, path)) return true;
      path.pop_back();
    }
  }
  return false;
}

// A scanner over JSON text already known to be valid (nlohmann parsed it):
// it only skips values and reads keys, to find where a path's value begins.
class Scanner {
 public:
  explicit Scanner(std::string_view t) : t_(t) {}
  std::size_t pos() const { return i_; }
  void space() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n' || t_[i_] == '\r')) ++i_;
  }
  bool at(char c) {
    space();
    return i_ < t_.size() && t_[i_] == c;
  }
  void take() { ++i_; }
  // A string's text, its escapes undone (the parser's own reading).
  std::string string() {
    const std::size_t start = i_++;
    while (i_ < t_.size() && t_[i_] != '"') i_ += t_[i_] == '\\' ? 2 : 1;
    ++i_;
    return json::parse(t_.substr(start, i_ - start)).get<std::string>();
  }
  void skip_value() {
    space();
    if (i_ >= t_.size()) return;
    const char c = t_[i_];
    if (c == '"') {
      string();
      return;
    }
    if (c == '{' || c == '[') {
      // Brackets nest; strings may hold brackets.
      int depth = 0;
      do {
        if (t_[i_] == '"') {
          string();
          continue;
        }
        if (t_[i_] == '{' || t_[i_] == '[') ++depth;
        if (t_[i_] == '}' || t_[i_] == ']') --depth;
        ++i_;
      } while (depth > 0 && i_ < t_.size());
      return;
    }
    while (i_ < t_.size() && t_[i_] != ',' && t_[i_] != '}' && t_[i_] != ']' && t_[i_] != ' ' && t_[i_] != '\n' &&
           t_[i_] != '\r' && t_[i_] != '\t')
      ++i_;  // a number, true, false, null
  }
  // At an object: the offset of the value of `key` (the last one, as the
  // parser keeps the last of duplicate keys).
  std::optional<std::size_t> member(const std::string& key) {
    std::optional<std::size_t> found;
    take();  // '{'
    while (!at('}') && i_ < t_.size()) {
      if (at(',')) take();
      space();
      const std::string k = string();
      space();
      take();  // ':'
      space();
      if (k == key) found = i_;
      skip_value();
    }
    return found;
  }
  // At an array: the offset of element `index`.
  std::optional<std::size_t> element(std::size_t index) {
    take();  // '['
    for (std::size_t n = 0; !at(']') && i_ < t_.size(); ++n) {
      if (at(',')) take();
      space();
      if (n == index) return i_;
      skip_value();
    }
    return std::nullopt;
  }
  void seek(std::size_t p) { i_ = p; }

 private:
  std::string_view t_;
  std::size_t i_ = 0;
};

}  // namespace

std::size_t json_value_offset(std::string_view text, const json& root, const json& at) {
  std::vector<Step> path;
  if (!path_to(root, &at, path)) return 0;
  Scanner s(text);
  s.space();
  for (const Step& step : path) {
    const bool key = std::holds_alternative<std::string>(step);
    if (!s.at(key ? '{' : '[')) return 0;
    const std::optional<std::size_t> next = key ? s.member(std::get<std::string>(step)) : s.element(std::get<std::size_t>(step));
    if (!next) return 0;
    s.seek(*next);
  }
  s.space();
  return s.pos();
}

void read_shard_report(const std::string& file, const FileLimit& limit, const std::function<void(const json&)>& read) {
  const std::string text = read_file(file, limit);
  const std::string not_one = std::string("not ") + limit.what;
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::parse_error& e) {
    // The library's words after its own "parse error at line L, column C: "
    // (its count of columns is in bytes); the location is ours, in code points.
    std::string what = e.what();
    if (const std::size_t at = what.find("column "); at != std::string::npos)
      if (const std::size_t colon = what.find(": ", at); colon != std::string::npos) what = what.substr(colon + 2);
    const std::size_t byte = e.byte == 0 ? 0 : e.byte - 1;  // e.byte counts from 1
    throw ParseError(location_of(text, byte, file), not_one + " (malformed JSON: " + what + ")");
  }
  try {
    read(doc);
  } catch (const audit::ReportError& e) {
    throw ParseError(location_of(text, json_value_offset(text, doc, e.at()), file), not_one + ": " + e.what());
  } catch (const json::exception& e) {
    throw ParseError(SourceLocation{file, 0, 0}, not_one + ": " + e.what());
  } catch (const ParseError& e) {
    throw ParseError(SourceLocation{file, 0, 0}, not_one + ": " + e.what());
  } catch (const std::invalid_argument& e) {
    throw ParseError(SourceLocation{file, 0, 0}, not_one + ": " + e.what());
  }
}

}  // namespace tg::cli
