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

// Whether the text is UTF-16 rather than UTF-8 (the files Windows editors
// write as "Unicode"): a byte-order mark FF FE or FE FF, or, without one,
// NUL bytes in every other place of its start (ASCII text in UTF-16). Returns
// "UTF-16LE" or "UTF-16BE", or "" when it is not, so that a reader can name
// the encoding instead of failing on the first NUL.
std::string_view utf16_encoding(std::string_view text);
// The message the readers give for it: "the file is UTF-16 encoded
// (UTF-16LE); <kind> files must be UTF-8".
std::string utf16_message(std::string_view encoding, std::string_view files_must_be);

}  // namespace tg::utf8
