#pragma once
// Ruleset files (spec/formats/rulesets.md, "Ruleset files"): every argument
// of `trisgo` that takes a ruleset (`--rules`, audit's RULES, both sides of
// diff, `trisgo rules`) takes a ruleset string or the name of a file that
// holds one, as the compact string or as the JSON form, so that a rule
// author's own ruleset is written once and edited in place
// (`trisgo rules --json PRESET > my.rules`).
#include <string>
#include <string_view>

#include "vocab/ruleset.h"

namespace tg {

// Whether a ruleset argument names a file: its part before the first '/'
// is not a preset name (`trisgo-2026/cascade=none` is a string, `my.rules`,
// `rules/x.json` and `./go` are files). One rule, so a file named like a
// preset is written with a folder: `./go`.
bool names_ruleset_file(std::string_view argument);

// The ruleset a file's text holds: the JSON form when its first character
// (after blanks and a UTF-8 byte order mark) is '{', else the compact string
// on its one line that is neither blank nor a '#' comment (blanks around it
// allowed). Every error is a ParseError at file:line:column.
Ruleset parse_ruleset_file(std::string_view text, const std::string& file);

// A ruleset argument: the file it names read (at most 1 MiB, FileKind::
// RulesetJson) and parsed, or the string parsed with its errors located at
// `origin` (the flag, e.g. "--rules"). Throws ParseError for a bad ruleset
// and InputError for a file that cannot be read; an argument that is neither
// a ruleset string nor an existing file says both.
Ruleset ruleset_argument(std::string_view argument, const std::string& origin);

}  // namespace tg
