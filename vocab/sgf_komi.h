#pragma once
// The rules and komi of a plain-Go SGF file (spec/formats/sgf.md, "Rules" and
// "Komi"): the one standard RU value that names our go preset, the Fox
// server's komi units, and which KM is too large to be a komi. The SGF reader
// and writer (vocab/sgf.cpp) both ask here, so that what one writes the other
// reads back.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "vocab/geometry.h"
#include "vocab/ruleset.h"

namespace tg {

// The RU value written for, and read as, the go preset (area scoring, suicide
// forbidden, superko): the name CGoban, Fox, OGS and KataGo write for Chinese
// rules. SGF FF[4] itself names only AGA, GOE, Japanese and NZ.
inline constexpr std::string_view kSgfGoPresetRules = "Chinese";

// Whether an AP value names the Fox Go server's client ("foxwq", any case,
// with or without ":version"), whose KM is in its own units.
bool is_fox_application(std::string_view ap);
// Whether the tags hold an Application that is Fox's.
bool names_fox_application(const std::vector<std::pair<std::string, std::string>>& tags);

// The komi of a plain-Go file's KM text, in quarter points:
// - Fox (fox = true): a whole number n is in hundredths, of a stone when n/100
//   ends in .25 or .75 (KM[375] = 3.75 stones = 7.5 points) and of a point
//   otherwise (KM[750] = 7.5, KM[50] = 0.5); any other whole number is an error;
//   a decimal (a file re-saved by other software) is in points.
// - Otherwise points: a plain multiple of 0.25 is the komi; a number larger
//   than the board's points (KM[750] on 19x19) is an error; any other text is
//   no komi (nullopt, the preset's komi stays).
// An error is returned in `error` (the message after "KM[...]: ").
std::optional<int> plain_go_komi_quarters(std::string_view km, bool fox, BoardSize size, std::string* error);

}  // namespace tg
