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

}  // namespace tg::utf8
