#pragma once
// The rules and komi of plain-Go SGF files (spec/formats/sgf.md, "Rules" and
// "Komi"): the one standard RU value that names our go preset, the Fox
// server's komi units, which KM is too large to be a komi, the komi a file
// implies without KM, and which records are written as plain Go. The SGF
// reader (vocab/sgf.cpp) and writer (vocab/sgf_print.cpp) both ask here, so
// that what one writes the other reads back.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "vocab/geometry.h"
#include "vocab/record.h"
#include "vocab/ruleset.h"
#include "vocab/sgf_tags.h"

namespace tg {

// The RU value written for, and read as, the go preset (area scoring, suicide
// forbidden, superko): the name CGoban, Fox, OGS and KataGo write for Chinese
// rules. SGF FF[4] itself names only AGA, GOE, Japanese and NZ.
inline constexpr std::string_view kSgfGoPresetRules = "Chinese";

// Whether an AP value names the Fox Go server's client ("foxwq", any case,
// with or without ":version"), whose KM is in its own units.
bool is_fox_application(std::string_view ap);
// Whether the tags hold an Application that is Fox's.
bool names_fox_application(const SgfTags& tags);

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

// Whether an RU value is one of our ruleset strings (it starts with a preset name).
bool sgf_ru_is_ours(std::string_view ru);

// What a plain-Go file plays by: the go preset, with the komi of its first
// Komi tag (KM; in Fox's units when an Application tag is Fox's). Nothing when
// KM is an error (its message in `error`).
std::optional<Ruleset> plain_go_rules(const SgfTags& tags, BoardSize size, std::string* error = nullptr);

// The text of the komi a file has without KM: its ruleset's komi as the
// ruleset writes it ("3.75"; the go preset's "7.5" for a plain-Go file). A KM
// with just this text makes no Komi tag, and a record without a Komi tag is
// written with it.
std::string sgf_implied_komi(const Ruleset& rules);

// Whether print_sgf writes the record as other programs write plain Go: no
// tris, a ruleset that is exactly plain_go_rules of its tags, and SGF:RU tags
// (one value each) that are neither ours nor kSgfGoPresetRules. It is then
// written with the first as RU and the others as XR (or RU[Chinese] when
// there is none) and XO[strict] when not in free order, which reads back as
// the same record.
bool sgf_plain_go_record(const Record& r);

}  // namespace tg
