#pragma once
// The parser of vector files (spec/vectors/README.md) into the typed script
// (script.h): vectors, their `# why:` comments (required), their setups and
// blocks, and one step per directive line, read by the directive's reader
// (script_directives.h).
#include <string>
#include <string_view>
#include <vector>

#include "conformance/script.h"

namespace tg::conformance {

// Parses one vector file. Throws ParseError (file:line:col) on the first
// problem; never crashes on any input.
std::vector<VectorSpec> parse_vectors(std::string_view text, const std::string& file);

}  // namespace tg::conformance
