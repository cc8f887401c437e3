#pragma once
// The lines and tokens of a vector file (spec/vectors/README.md), and the
// quoting of input in error messages: the lowest layer of the parser
// (script_parser.h). Every location it hands on is a byte in a line, turned
// into line:column only when an error is thrown.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tg::conformance {

constexpr std::size_t kNpos = std::string_view::npos;

// Blanks between tokens and around lines (a '\r' of a CRLF line end too).
inline bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

struct Line {
  int number = 0;
  std::string_view text;  // without its line end
  std::size_t begin = 0;  // first byte after leading blanks
  std::size_t end = 0;    // one past the last byte before trailing blanks
  std::string_view content() const { return text.substr(begin, end - begin); }
  bool blank() const { return begin == end; }
  bool comment() const { return begin < end && text[begin] == '#'; }
};

// The lines of a file (a UTF-8 byte-order mark dropped), numbered from 1.
std::vector<Line> split_lines(std::string_view text);

struct Token {
  std::string_view text;
  std::size_t pos = 0;  // byte in the line
};

// The tokens of a directive line, up to a ';' trailing comment.
std::vector<Token> tokenize(const Line& l);

// Quotes input for a message: at most 40 code points, bytes that are not
// printable UTF-8 escaped as \xNN.
std::string quote(std::string_view text);

// Throws the ParseError of byte `byte` of line `l` of `file` (file:line:col,
// the column in code points).
[[noreturn]] void fail_at(const std::string& file, const Line& l, std::size_t byte, const std::string& message);

// "a, b or c".
std::string list_names(const std::vector<std::string>& names);

// A decimal as the vectors write it: -?[0-9]+(\.[0-9]+)?, at most 9 digits
// on each side of the point.
std::optional<double> read_decimal(std::string_view v);

}  // namespace tg::conformance
