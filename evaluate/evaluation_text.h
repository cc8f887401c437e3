#pragma once
// The text tables of `trisgo evaluate`: the one place where its figures
// become words. One column per ruleset and, with --vs, a column of the paired
// differences (second minus first) and the headline sentences ("R2 shifts fair
// komi by +3.1 (95%: +1.9 to +4.3)").
#include <string>

#include "evaluate/evaluation.h"

namespace tg::evaluate {

std::string evaluation_text(const Evaluation& e);

}  // namespace tg::evaluate
