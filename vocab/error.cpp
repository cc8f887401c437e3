#include "vocab/error.h"

#include <algorithm>

#include "vocab/utf8.h"

namespace tg {

SourceLocation location_of(std::string_view text, std::size_t byte, const std::string& file) {
  byte = std::min(byte, text.size());
  int line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < byte; ++i)
    if (text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  return SourceLocation{file, line, utf8::columns(text.substr(line_start), byte - line_start) + 1};
}

std::string format_location(const SourceLocation& where) {
  std::string out = where.file.empty() ? std::string("<input>") : where.file;
  if (where.line > 0) {
    out += ":" + std::to_string(where.line);
    if (where.column > 0) out += ":" + std::to_string(where.column);
  }
  return out;
}

ParseError::ParseError(SourceLocation where, std::string message)
    : std::runtime_error(format_location(where) + ": " + message),
      where_(std::move(where)),
      message_(std::move(message)) {}

}  // namespace tg
