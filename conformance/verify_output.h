#pragma once
// A disagreement of `trisgo verify` (verify.h) written for people and for
// tools: a report (the record, the position, both answers, our
// explanation), a conformance vector (spec/vectors/README.md) that states
// our answer, and a GTP regression script in the `.tst` format of GNU Go's
// regression suite and gogui-regress (numbered commands, each followed by
// `#? [EXPECTED]`, a regular expression the whole answer must match; `!`
// negates it).
#include <string>

#include "conformance/verify.h"

namespace tg::conformance {

// The record of the finding (the move-number notation, spec/formats/records.md).
std::string finding_record(const Finding& f);
std::string finding_report(const Finding& f, const Engine& ours, const std::string& engine_name);
// The vector `name`; empty for a Vector finding (the vector exists already).
std::string finding_vector(const Finding& f, const Engine& ours, const std::string& engine_name, const std::string& name);
// The script: setup, the record's moves, then the numbered test(s) with our
// answer. `extension`: the engine speaks the TrisGo extension.
std::string finding_tst(const Finding& f, const Engine& ours, const std::string& engine_name, bool extension);
// A regular expression matching exactly `text` (Java / POSIX syntax).
std::string regex_quote(const std::string& text);

}  // namespace tg::conformance
