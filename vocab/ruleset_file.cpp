#include "vocab/ruleset_file.h"

#include <filesystem>

#include "vocab/error.h"
#include "vocab/excerpt.h"
#include "vocab/file_io.h"
#include "vocab/utf8.h"

namespace tg {
namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

}  // namespace

bool names_ruleset_file(std::string_view argument) {
  return !argument.empty() && find_preset(argument.substr(0, argument.find('/'))) == nullptr;
}

Ruleset parse_ruleset_file(std::string_view text, const std::string& file) {
  if (const utf8::WideEncoding e = utf8::wide_encoding(text); !e.name.empty())
    throw ParseError(SourceLocation{file, 1, 1}, utf8::wide_encoding_message(e, "ruleset files must be UTF-8"));
  std::size_t start = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  std::size_t first = start;
  while (first < text.size() && (blank(text[first]) || text[first] == '\n')) ++first;
  if (first < text.size() && text[first] == '{') return parse_ruleset_json(text, SourceLocation{file, 0, 0});
  // The compact string: the one line that is neither blank nor a comment.
  std::string_view found;
  int found_line = 0, found_column = 0;
  int line = 1;
  for (std::size_t pos = start; pos <= text.size(); ++line) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view l = text.substr(pos, end - pos);
    std::size_t b = 0;
    while (b < l.size() && blank(l[b])) ++b;
    std::size_t e = l.size();
    while (e > b && blank(l[e - 1])) --e;
    if (b < e && l[b] != '#') {
      if (found_line != 0)
        throw ParseError(SourceLocation{file, line, 1 + utf8::columns(l, b)},
                         "a second ruleset in the file (the first is on line " + std::to_string(found_line) +
                             "): a ruleset file holds one ruleset string, or the JSON form");
      found = l.substr(b, e - b);
      found_line = line;
      found_column = 1 + utf8::columns(l, b);
    }
    pos = end + 1;
  }
  if (found_line == 0)
    throw ParseError(location_of(text, text.size(), file),
                     "the file holds no ruleset: write a ruleset string (trisgo-2026/cascade=none) or the JSON form "
                     "(trisgo rules --json PRESET prints one)");
  return parse_ruleset(found, SourceLocation{file, found_line, found_column});
}

Ruleset ruleset_argument(std::string_view argument, const std::string& origin) {
  if (!names_ruleset_file(argument)) return parse_ruleset(argument, SourceLocation{origin, 0, 0});
  const std::string path(argument);
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) {
    const std::string_view head = argument.substr(0, argument.find('/'));
    throw ParseError(SourceLocation{origin, 1, 1},
                     quoted_excerpt(argument) + " is neither a ruleset (" + quoted_excerpt(head) +
                         " is no preset; `trisgo rules` lists them) nor a ruleset file (no such file)");
  }
  return parse_ruleset_file(read_file(path, FileKind::RulesetJson), path);
}

}  // namespace tg
