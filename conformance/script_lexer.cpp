// The lines and tokens of a vector file (script_lexer.h).
#include "conformance/script_lexer.h"

#include <charconv>

#include "vocab/error.h"
#include "vocab/utf8.h"

namespace tg::conformance {

std::vector<Line> split_lines(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::vector<Line> lines;
  std::size_t start = 0;
  int number = 1;
  while (start < text.size()) {
    std::size_t nl = text.find('\n', start);
    std::size_t stop = nl == kNpos ? text.size() : nl;
    Line l;
    l.number = number++;
    l.text = text.substr(start, stop - start);
    if (!l.text.empty() && l.text.back() == '\r') l.text.remove_suffix(1);
    l.end = l.text.size();
    while (l.begin < l.end && is_blank(l.text[l.begin])) ++l.begin;
    while (l.end > l.begin && is_blank(l.text[l.end - 1])) --l.end;
    lines.push_back(l);
    if (nl == kNpos) break;
    start = nl + 1;
  }
  return lines;
}

std::vector<Token> tokenize(const Line& l) {
  std::vector<Token> out;
  std::size_t stop = l.text.find(';', l.begin);
  if (stop == kNpos || stop > l.end) stop = l.end;
  std::size_t i = l.begin;
  while (i < stop) {
    while (i < stop && is_blank(l.text[i])) ++i;
    if (i >= stop) break;
    std::size_t s = i;
    while (i < stop && !is_blank(l.text[i])) ++i;
    out.push_back(Token{l.text.substr(s, i - s), s});
  }
  return out;
}

std::string quote(std::string_view text) {
  std::string out = "'";
  std::size_t pos = 0;
  int count = 0;
  const char* digits = "0123456789ABCDEF";
  while (pos < text.size()) {
    if (count++ == 40) {
      out += "...";
      break;
    }
    std::size_t len = 1;
    char32_t cp = utf8::decode(text, pos, len);
    auto byte = static_cast<unsigned char>(text[pos]);
    if ((cp == 0xFFFD && len == 1 && byte >= 0x80) || cp < 0x20 || cp == 0x7F) {
      out += "\\x";
      out += digits[byte >> 4];
      out += digits[byte & 15];
      pos += 1;
      continue;
    }
    out += text.substr(pos, len);
    pos += len;
  }
  return out + "'";
}

void fail_at(const std::string& file, const Line& l, std::size_t byte, const std::string& message) {
  throw ParseError(SourceLocation{file, l.number, utf8::columns(l.text, byte) + 1}, message);
}

std::string list_names(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

std::optional<double> read_decimal(std::string_view v) {
  std::size_t i = 0;
  if (i < v.size() && v[i] == '-') ++i;
  std::size_t digits = i;
  while (i < v.size() && v[i] >= '0' && v[i] <= '9') ++i;
  if (i == digits || i - digits > 9) return std::nullopt;
  if (i < v.size() && v[i] == '.') {
    std::size_t frac = ++i;
    while (i < v.size() && v[i] >= '0' && v[i] <= '9') ++i;
    if (i == frac || i - frac > 9) return std::nullopt;
  }
  if (i != v.size()) return std::nullopt;
  double d = 0;
  auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), d);
  if (ec != std::errc() || end != v.data() + v.size()) return std::nullopt;
  return d;
}

}  // namespace tg::conformance
