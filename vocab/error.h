#pragma once
// Errors for bad input: every parser in the project reports where (file, line,
// column; 1-based, column counted in Unicode code points) and what, in words a
// person understands. Tools print what() and exit with status 2.
#include <stdexcept>
#include <string>
#include <string_view>

namespace tg {

struct SourceLocation {
  std::string file;  // "" when the text did not come from a file (e.g. a flag)
  int line = 0;      // 0 = unknown
  int column = 0;    // 0 = unknown
};

class ParseError : public std::runtime_error {
 public:
  ParseError(SourceLocation where, std::string message);
  const SourceLocation& where() const { return where_; }
  const std::string& message() const { return message_; }

 private:
  SourceLocation where_;
  std::string message_;
};

// The location of byte `byte` of `text` (clamped to its end): 1-based line,
// 1-based column in code points. Every parser turns offsets into locations
// with this one function.
SourceLocation location_of(std::string_view text, std::size_t byte, const std::string& file);

// "file:line:col: message", leaving out the parts that are unknown.
std::string format_location(const SourceLocation& where);

}  // namespace tg
