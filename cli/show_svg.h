#pragma once
// `trisgo show POSITION --svg`: the position as a board diagram alone, for
// documents, with the tris attributes the reference engine derives.
#include <string>

#include "vocab/board.h"
#include "vocab/labels.h"

namespace tg::cli {

std::string position_svg(const Position& p, Labels labels);

}  // namespace tg::cli
