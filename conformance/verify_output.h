#pragma once
// A disagreement of `trisgo verify` (verify.h) written for people and for
// tools: a report (the record, the position, both answers, our
// explanation), a conformance vector (spec/vectors/README.md) that states
// our answer, and a GTP regression script in the `.tst` format of GNU Go's
// regression suite and gogui-regress (numbered commands, each followed by
// `#? [EXPECTED]`, a regular expression the whole answer must match, a
// failure matched as "?" and its text; `!` negates it). The scripts use only
// commands that `trisgo gtp` answers too (and the TrisGo extension's only for
// an engine that speaks it), and regular expressions that Java and
// ECMAScript read alike (no inline flags), so they run against `trisgo gtp`
// itself and, for the go preset, GNU Go.
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
// An engine's failure (a crash, a hang, malformed GTP): its record so far,
// and a script that replays it and sends the command it failed on (any
// answer passes it; none fails it).
std::string failure_record(const EngineFailure& e);
std::string failure_tst(const EngineFailure& e, const Engine& ours, const std::string& engine_name, bool extension);
// A regular expression matching exactly `text` (Java / POSIX syntax).
std::string regex_quote(const std::string& text);

}  // namespace tg::conformance
