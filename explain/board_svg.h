#pragma once
// The project's own board diagrams in SVG (issue 16): the grid, coordinates
// in the chosen label set along the left and bottom edges, black and white
// stones as circles, tris as triangles filled with their attribute's colour
// (grey = neutral), and the points in question highlighted. Self-contained:
// no external fonts, images or scripts.
#include <string>

#include "explain/graph.h"

namespace tg::explain {

struct SvgPiece {
  double width = 0, height = 0;
  std::string body;  // SVG elements drawn in a box of width x height from (0, 0)
};

// The diagram's SVG elements; `cell` is the distance between two lines in px.
SvgPiece diagram_piece(const Diagram& d, Labels labels, double cell = 26);

// A row of the pieces' meanings for the foot of a picture.
SvgPiece legend_piece(double cell = 18);

// A standalone SVG document of the diagram (with the legend below when asked).
std::string diagram_svg(const Diagram& d, Labels labels, bool with_legend = true);

// XML text escaping for SVG and DOT HTML labels.
std::string xml_escape(const std::string& s);
// A number in SVG, with at most two decimals and no trailing zeros.
std::string num(double v);

// The font list of every SVG picture: Latin text in DejaVu Sans, Chinese
// labels and passages in Noto Sans CJK (Debian fonts-noto-cjk, installed by
// scripts/install-deps.sh), so that no Chinese character is drawn as a box.
inline constexpr const char* kSvgFontFamily = "DejaVu Sans, Noto Sans CJK SC, Arial, sans-serif";

}  // namespace tg::explain
