#include "vocab/error.h"

namespace tg {

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
