#pragma once
// Minimal UTF-8 decoding so parsers can count columns in code points and
// recognise Chinese labels and punctuation.
#include <cstddef>
#include <string>
#include <string_view>

namespace tg::utf8 {

// Decodes the code point starting at text[pos]; sets `length` to its byte
// length. Invalid bytes decode as U+FFFD with length 1.
char32_t decode(std::string_view text, std::size_t pos, std::size_t& length);
std::string encode(char32_t cp);
// Number of code points in text[0, byte_end).
int columns(std::string_view text, std::size_t byte_end);
bool valid(std::string_view text);

// Whether the text is UTF-16 or UTF-32 rather than UTF-8 (the files Windows
// editors write as "Unicode"): a byte-order mark (UTF-32: FF FE 00 00,
// 00 00 FE FF; UTF-16: FF FE, FE FF), or, without one, NUL bytes in the
// places ASCII text in that encoding has them (3 of every 4 bytes, or every
// other byte) in its first 64 code units. The one detector of every reader
// (vocab/file_io.h's read_file, and the parsers for text given in memory),
// so that a reader names the encoding instead of failing on the first NUL.
struct WideEncoding {
  std::string_view name;  // "UTF-32LE", "UTF-32BE", "UTF-16LE", "UTF-16BE"; "" when the text is none of them
  bool marked = false;    // found by its byte-order mark
  explicit operator bool() const { return !name.empty(); }
};
WideEncoding wide_encoding(std::string_view text);
// The one sentence for it, e.g. "UTF-16LE text (byte-order mark); save it as
// UTF-8: position files must be UTF-8 (e.g. iconv -f UTF-16LE -t UTF-8)".
std::string wide_encoding_message(const WideEncoding& encoding, std::string_view files_must_be);

// The text with its ASCII letters in lower case; every other byte kept, so
// UTF-8 stays whole (GTP words, SGF application names).
std::string ascii_lower(std::string_view s);

}  // namespace tg::utf8
