#include "explain/caption.h"

namespace tg::explain {

std::vector<std::string> glyphs(const std::string& s) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const std::size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    out.push_back(s.substr(i, len));
    i += len;
  }
  return out;
}

namespace {
double glyph_width(const std::string& g, double size, bool bold) { return g.size() >= 3 ? size : size * (bold ? 0.66 : 0.6); }
}  // namespace

double text_width(const std::string& s, double size, bool bold) {
  double w = 0;
  for (const std::string& g : glyphs(s)) w += glyph_width(g, size, bold);
  return w;
}

std::vector<std::string> wrap_text(const std::string& s, double width, double size, bool bold) {
  std::vector<std::string> lines;
  std::string line;  // the line so far, without a trailing space
  double line_w = 0;
  auto add_word = [&](const std::vector<std::string>& word) {
    double word_w = 0;
    for (const std::string& g : word) word_w += glyph_width(g, size, bold);
    const double space = glyph_width(" ", size, bold);
    if (!line.empty() && line_w + space + word_w <= width) {
      line += " ";
      line_w += space;
    } else if (!line.empty()) {
      lines.push_back(line);
      line.clear();
      line_w = 0;
    }
    // A word wider than a whole line is broken between glyphs.
    for (const std::string& g : word) {
      const double gw = glyph_width(g, size, bold);
      if (!line.empty() && line_w + gw > width) {
        lines.push_back(line);
        line.clear();
        line_w = 0;
      }
      line += g;
      line_w += gw;
    }
  };
  std::vector<std::string> word;
  for (const std::string& g : glyphs(s)) {
    if (g != " ") {
      word.push_back(g);
    } else if (!word.empty()) {
      add_word(word);
      word.clear();
    }
  }
  if (!word.empty()) add_word(word);
  if (!line.empty()) lines.push_back(line);
  return lines;
}

}  // namespace tg::explain
