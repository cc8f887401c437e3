#pragma once
// Several SVGs inline in one HTML page share one id space: a second
// `<marker id="arrow">` makes `url(#arrow)` resolve to the first, which may
// sit in a hidden section (then no arrowhead is drawn at all). Each picture
// is written alone with short ids (graph_svg.h, board_svg.h); the page gives
// every picture's ids a prefix of its own here, references included.
#include <string>
#include <string_view>
#include <vector>

namespace tg::explain {

// `svg` with every id="X" renamed prefix + X, and every reference to one of
// those ids renamed with it: url(#X), href="#X" and xlink:href="#X".
// References to ids the SVG does not define are left as they are.
std::string prefix_svg_ids(std::string_view svg, std::string_view prefix);

// The values of every id="…" attribute in `html`, in order (repeats kept),
// and of every reference url(#…) and href="#…": for the page's tests.
std::vector<std::string> html_ids(std::string_view html);
std::vector<std::string> html_id_references(std::string_view html);

}  // namespace tg::explain
