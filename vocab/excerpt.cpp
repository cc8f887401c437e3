#include "vocab/excerpt.h"

#include "vocab/utf8.h"

namespace tg {
namespace {

// The excerpt's text and whether it stopped before the end.
std::string head(std::string_view text, std::size_t max_chars, bool& cut) {
  std::string out;
  std::size_t chars = 0, i = 0;
  while (i < text.size()) {
    if (chars == max_chars) break;
    std::size_t len = 1;
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == 0x7F) {
      static const char* hex = "0123456789abcdef";
      if (c == '\n') out += "\\n";
      else if (c == '\r') out += "\\r";
      else if (c == '\t') out += "\\t";
      else out += std::string("\\x") + hex[c >> 4] + hex[c & 15];
    } else if (c < 0x80) {
      out += static_cast<char>(c);
    } else {
      (void)utf8::decode(text, i, len);
      out.append(text.substr(i, len));
    }
    i += len;
    ++chars;
  }
  cut = i < text.size();
  return out;
}

std::string tail_note(std::size_t bytes) { return "\u2026 (" + std::to_string(bytes) + " bytes)"; }

}  // namespace

std::string excerpt(std::string_view text, std::size_t max_chars) {
  bool cut = false;
  std::string out = head(text, max_chars, cut);
  return cut ? out + tail_note(text.size()) : out;
}

std::string quoted_excerpt(std::string_view text, std::size_t max_chars) {
  bool cut = false;
  std::string out = "'" + head(text, max_chars, cut) + "'";
  return cut ? out + tail_note(text.size()) : out;
}

}  // namespace tg
