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

namespace tg {

// Throws ParseError (file:line:col: message) on any problem.
Record parse_sgf(std::string_view text, const std::string& file_name = "");
// Expects a record without problems (record_problem(r) == "").
std::string print_sgf(const Record& r);

// ---- Tags and properties ---------------------------------------------------

// The root properties that are game information, and the tag names they map
// to both ways (PB <-> Black, KM <-> Komi, ...), in the order of the table in
// spec/formats/sgf.md.
struct SgfTagName {
  std::string_view property;
  std::string_view tag;
};
const std::vector<SgfTagName>& sgf_tag_names();
std::optional<std::string_view> sgf_tag_for_property(std::string_view property);
std::optional<std::string_view> sgf_property_for_tag(std::string_view tag);

// Why an "SGF:XX" tag with this raw value list would not come back from SGF
// as itself ("" when it would): XX must be uppercase letters, the value a
// well-formed list "[..][..]", and XX not a property the reader interprets
// (a named tag's property only with two values or more).
std::string sgf_tag_problem(std::string_view key, std::string_view raw_values);

// Why this property may not stand among a move's properties ("" when it
// may): moves (B, W, XB, XW) never; setup (AB, AW, AE, AX) only in free
// order; MN not in the first move's own node (it is the move number).
std::string sgf_move_property_problem(std::string_view id, bool free_order, bool first_move_node);

// ---- Text helpers ----------------------------------------------------------

std::string sgf_escape(std::string_view value);  // puts '\' before '\' and ']'
// Removes escapes ("\x" -> "x") and soft line breaks ('\' before a newline).
std::string sgf_unescape(std::string_view raw);
// Splits a raw value list "[a][b\]c]" into its raw values; nothing when it is
// not exactly one or more bracketed values.
std::optional<std::vector<std::string>> sgf_split_values(std::string_view raw_list);

std::string sgf_point(Point p, BoardSize size);  // (-9, 9) on 19x19 -> "aa"
std::optional<Point> parse_sgf_point(std::string_view text, BoardSize size);

}  // namespace tg
