#pragma once
// Why the engines refuse a ruleset, in plain words (vocab/ruleset.h's
// unimplemented_options lists the options). Today one combination is
// refused: TrisGomoku with MengGo 2013's team order (D-120).
#include <string>

#include "vocab/ruleset.h"

namespace tg {

// "" when the engines implement `r`; otherwise the reason with its decision
// ID, e.g. "TrisGomoku has no team order: ...".
std::string refusal_reason(const Ruleset& r);

}  // namespace tg
