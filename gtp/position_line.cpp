#include "gtp/position_line.h"

#include "vocab/position_text.h"

namespace tg::gtp {

std::string position_line(const Position& p) {
  std::string text = print_position(p);
  if (!text.empty() && text.back() == '\n') text.pop_back();
  for (char& c : text)
    if (c == '\n') c = '|';
  return text;
}

Position parse_position_line(std::string_view line) {
  std::string text(line);
  for (char& c : text)
    if (c == '|') c = '\n';
  text += '\n';
  return parse_position(text, "trisgo-setup");
}

}  // namespace tg::gtp
