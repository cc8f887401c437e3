#pragma once
// The directives of the vector format (spec/vectors/README.md): one row per
// directive with its usage line and the reader of its step kind. A reader
// turns a directive line's arguments into its typed step (script.h), or
// throws the ParseError of the first bad argument.
#include <string_view>

#include "conformance/script.h"
#include "conformance/script_arguments.h"

namespace tg::conformance {

struct Directive {
  DirectiveUsage usage;  // name and usage line
  // The reader of the step; null for the directives the parser handles
  // itself because they open a vector or a block or change its state:
  // vector, rules, position, record, assert_board.
  Step (*read)(const Arguments&) = nullptr;
  // Only for TrisGomoku (game=gomoku in the ruleset in force).
  bool gomoku_only = false;
};

// The directive called `name`, or null.
const Directive* find_directive(std::string_view name);

}  // namespace tg::conformance
