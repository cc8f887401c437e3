#pragma once
// Bounded echo (issue 36): an error that quotes its input quotes at most
// about 80 characters of it, then "… (N bytes)", so that a 4 MB move in a
// record or a 4 MB reply of an engine gives an error of one short line, not
// one of 4 MB. Every error that quotes input (the parsers of vocab/, GTP
// replies in gtp/, the command line in cli/) quotes it through this helper.
#include <cstddef>
#include <string>
#include <string_view>

namespace tg {

inline constexpr std::size_t kExcerptChars = 80;

// The text itself when it has at most `max_chars` code points; otherwise its
// first `max_chars` code points (never a split UTF-8 sequence) followed by
// "… (N bytes)", N the whole text's size. Line breaks and other control
// characters are written \n, \r, \t or \xHH so the excerpt stays on one line.
std::string excerpt(std::string_view text, std::size_t max_chars = kExcerptChars);
// The same between single quotes: 'text' or 'first 80 characters'… (N bytes).
std::string quoted_excerpt(std::string_view text, std::size_t max_chars = kExcerptChars);

}  // namespace tg
