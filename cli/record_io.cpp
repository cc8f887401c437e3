#include "cli/record_io.h"

#include "cli/command.h"
#include "vocab/sgf.h"

namespace tg::cli {

bool looks_like_sgf(const std::string& file_name, const std::string& text) {
  if (file_name.size() >= 4 && file_name.compare(file_name.size() - 4, 4, ".sgf") == 0) return true;
  for (char c : text) {
    if (c == ' ' || c == '\n' || c == '\r' || c == '\t') continue;
    return c == '(';
  }
  return false;
}

Record read_record_file(const std::string& file_name) {
  std::string text = read_file(file_name);
  return looks_like_sgf(file_name, text) ? parse_sgf(text, file_name) : parse_record(text, file_name);
}

}  // namespace tg::cli
