#pragma once
// The evaluation page (`trisgo evaluate --html FILE`): one self-contained
// HTML file (no script, nothing loaded from outside) with the text tables and
// SVG plots: black's score against komi with its 95% band, the margin
// histogram, the game-length histogram and how often each rule fires per
// game, one colour per ruleset.
#include <string>

#include "evaluate/evaluation.h"

namespace tg::evaluate {

std::string evaluation_page(const Evaluation& e);

}  // namespace tg::evaluate
