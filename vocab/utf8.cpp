#include "vocab/utf8.h"

#include <algorithm>

namespace tg::utf8 {

char32_t decode(std::string_view s, std::size_t pos, std::size_t& length) {
  auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  unsigned char c = byte(pos);
  length = 1;
  if (c < 0x80) return c;
  std::size_t need = 0;
  char32_t cp = 0;
  if ((c & 0xE0) == 0xC0) { need = 1; cp = c & 0x1F; }
  else if ((c & 0xF0) == 0xE0) { need = 2; cp = c & 0x0F; }
  else if ((c & 0xF8) == 0xF0) { need = 3; cp = c & 0x07; }
  else return 0xFFFD;
  if (pos + need >= s.size()) return 0xFFFD;  // truncated sequence
  for (std::size_t i = 1; i <= need; ++i) {
    unsigned char d = byte(pos + i);
    if ((d & 0xC0) != 0x80) return 0xFFFD;
    cp = (cp << 6) | (d & 0x3F);
  }
  length = need + 1;
  return cp;
}

std::string encode(char32_t cp) {
  std::string out;
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
  return out;
}

int columns(std::string_view text, std::size_t byte_end) {
  int cols = 0;
  std::size_t pos = 0;
  while (pos < byte_end && pos < text.size()) {
    std::size_t len = 1;
    decode(text, pos, len);
    pos += len;
    ++cols;
  }
  return cols;
}

bool valid(std::string_view text) {
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t len = 1;
    // Invalid bytes decode as U+FFFD with length 1; a real U+FFFD has length 3.
    if (decode(text, pos, len) == 0xFFFD && len == 1) return false;
    pos += len;
  }
  return true;
}

WideEncoding wide_encoding(std::string_view s) {
  auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  // UTF-32's marks first: FF FE 00 00 begins with UTF-16LE's.
  if (s.size() >= 4 && byte(0) == 0xFF && byte(1) == 0xFE && byte(2) == 0 && byte(3) == 0) return {"UTF-32LE", true};
  if (s.size() >= 4 && byte(0) == 0 && byte(1) == 0 && byte(2) == 0xFE && byte(3) == 0xFF) return {"UTF-32BE", true};
  if (s.size() >= 2 && byte(0) == 0xFF && byte(1) == 0xFE) return {"UTF-16LE", true};
  if (s.size() >= 2 && byte(0) == 0xFE && byte(1) == 0xFF) return {"UTF-16BE", true};
  // No mark: look at the first 64 code units. ASCII in UTF-32 has three NULs
  // in every unit, in UTF-16 one (high bytes first in BE, last in LE); UTF-8
  // text has none.
  const std::size_t units32 = std::min<std::size_t>(s.size() / 4, 64);
  if (units32 >= 2) {
    std::size_t le = 0, be = 0;
    for (std::size_t u = 0; u < units32; ++u) {
      const std::size_t b = 4 * u;
      le += byte(b) != 0 && byte(b + 1) == 0 && byte(b + 2) == 0 && byte(b + 3) == 0;
      be += byte(b) == 0 && byte(b + 1) == 0 && byte(b + 2) == 0 && byte(b + 3) != 0;
    }
    if (le * 4 >= units32 * 3) return {"UTF-32LE", false};
    if (be * 4 >= units32 * 3) return {"UTF-32BE", false};
  }
  const std::size_t units = std::min<std::size_t>(s.size() / 2, 64);
  if (units < 2) return {};
  std::size_t nul_first = 0, nul_second = 0;
  for (std::size_t u = 0; u < units; ++u) {
    nul_first += byte(2 * u) == 0;
    nul_second += byte(2 * u + 1) == 0;
  }
  if (nul_first == 0 && nul_second * 4 >= units * 3) return {"UTF-16LE", false};
  if (nul_second == 0 && nul_first * 4 >= units * 3) return {"UTF-16BE", false};
  return {};
}

std::string wide_encoding_message(const WideEncoding& e, std::string_view files_must_be) {
  const std::string name(e.name);
  return name + " text (" + (e.marked ? "byte-order mark" : "no byte-order mark, but NUL bytes between its characters") +
         "); save it as UTF-8: " + std::string(files_must_be) + " (e.g. iconv -f " + name + " -t UTF-8)";
}

std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

}  // namespace tg::utf8
