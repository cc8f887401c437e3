#pragma once
// SGF properties as both text forms of a record use them (spec/formats/sgf.md):
// which properties are moves, setup, or parts of the record itself; the
// game-information properties and their tag names; the rules a property or an
// "SGF:XX" tag must obey; SGF's value text (escapes, value lists) and points.
// The notation (vocab/record.h) keeps SGF properties on its moves and SGF:XX
// tags, and the SGF reader and writer (vocab/sgf.h) read and write them, so
// both build on this leaf rather than on each other.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vocab/geometry.h"

namespace tg {

// ---- Kinds of property -----------------------------------------------------

bool sgf_is_move_property(std::string_view id);   // B, W, XB, XW
bool sgf_is_setup_property(std::string_view id);  // AB, AW, AE, AX
// Properties the SGF reader turns into parts of the record, never SGF:XX tags:
// moves, setup, FF, GM, SZ, CA, XO, XR, XT and MN.
bool sgf_is_interpreted_property(std::string_view id);

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
// Whether a tag is private in SGF: neither "SGF:XX" nor a named property's,
// so written as a value of the node's one XT[name:value][...] property.
bool is_private_tag(std::string_view tag);

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
std::string_view sgf_trim(std::string_view s);   // without the white space around it
// Removes escapes ("\x" -> "x") and soft line breaks ('\' before a newline).
std::string sgf_unescape(std::string_view raw);
// Splits a raw value list "[a][b\]c]" into its raw values; nothing when it is
// not exactly one or more bracketed values.
std::optional<std::vector<std::string>> sgf_split_values(std::string_view raw_list);

std::string sgf_point(Point p, BoardSize size);  // (-9, 9) on 19x19 -> "aa"
std::optional<Point> parse_sgf_point(std::string_view text, BoardSize size);

}  // namespace tg
