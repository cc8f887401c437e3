#pragma once
// SGF FF[4] (https://www.red-bean.com/sgf/) for records, with a private
// extension for the tris piece (format and every convention:
// spec/formats/sgf.md):
//   XB[xy] / XW[xy]  a tris move of the black / white side (player A / B);
//   AX[xy]...        tris pieces of the setup (root node);
//   XO[free]         the side order is not checked (Record::free_order);
//   XR[...]          a foreign RU value kept beside our own RU;
//   XT[key:value]    a notation tag that has no SGF property of its own.
// An emergency conversion (Art. 8) is a plain B[xy] / W[xy] on a tris slot.
// Coordinates are SGF's letter pairs: column from the left ('a' is x = -half),
// row from the top ('a' is y = +half). B[] is a pass, and so is B[tt].
//
// Reading takes the main line (the first variation at every branch) of the
// first game tree; other variations and game trees are checked for syntax
// and skipped. Writing gives one game tree without variations.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vocab/record.h"
#include "vocab/sgf_properties.h"  // the property rules and value text, for callers of SGF

namespace tg {

// Throws ParseError (file:line:col: message) on any problem.
Record parse_sgf(std::string_view text, const std::string& file_name = "");
// Whether a record file is SGF rather than the move-number notation: its
// name ends in .sgf, or its text starts (after white space) with '('.
bool looks_like_sgf(const std::string& file_name, std::string_view text);
// Expects a record without problems (record_problem(r) == "").
std::string print_sgf(const Record& r);

// Whether the record's Komi tag only repeats the komi its file implies (the
// ruleset's; the go preset's 7.5 for a plain-Go file): print_sgf writes it as
// KM, which parse_sgf reads back as no tag (spec/formats/sgf.md, "Komi"). For
// every other record without problems parse_sgf(print_sgf(r)) == r.
bool sgf_komi_tag_is_implied(const Record& r);

}  // namespace tg
