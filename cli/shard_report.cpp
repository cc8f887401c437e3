#include "cli/shard_report.h"

#include "vocab/error.h"

namespace tg::cli {

nlohmann::json read_shard_report(const std::string& file, const FileLimit& limit) {
  const std::string text = read_file(file, limit);
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    // The library's words after its own "parse error at line L, column C: "
    // (its count of columns is in bytes); the location is ours, in code points.
    std::string what = e.what();
    if (const std::size_t at = what.find("column "); at != std::string::npos)
      if (const std::size_t colon = what.find(": ", at); colon != std::string::npos) what = what.substr(colon + 2);
    const std::size_t byte = e.byte == 0 ? 0 : e.byte - 1;  // e.byte counts from 1
    throw ParseError(location_of(text, byte, file),
                     std::string("not ") + limit.what + " (malformed JSON: " + what + ")");
  }
}

}  // namespace tg::cli
