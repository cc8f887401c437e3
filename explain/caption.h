#pragma once
// Captions of the pictures (issue 28): text measured and wrapped to a width
// in pixels, at word boundaries, so a caption grows the picture's height
// instead of running off its edge or being cut. The measure is an estimate
// that errs wide (a Latin glyph 0.6 em, bold 0.66 em, a CJK glyph 1 em), so
// a wrapped line fits in every font of the SVGs' font lists.
#include <string>
#include <vector>

namespace tg::explain {

// The code points of a UTF-8 string, each as its bytes.
std::vector<std::string> glyphs(const std::string& s);

// The estimated width in px of `s` at font size `size`.
double text_width(const std::string& s, double size, bool bold = false);

// `s` wrapped at spaces into lines of at most `width` px each; a word wider
// than `width` alone is broken between glyphs. Every word is kept, in order
// (runs of spaces count as one): nothing is cut. An empty `s` gives no line.
std::vector<std::string> wrap_text(const std::string& s, double width, double size, bool bold = false);

}  // namespace tg::explain
