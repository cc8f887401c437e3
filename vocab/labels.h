#pragma once
// The three label sets of Art. 1 (spec TG-1.3, decision D-19): a coordinate
// value v in [-9, 9] is written
//   integer : "-7", "0", "6"
//   letter  : i h g f e d c b a 0 1 2 .. 9      (a = -1, i = -9)
//   chinese : I H G F E D C B A O 一 二 .. 九   (A = -1, O = 0, 一 = 1)
// A point is written x then y: chinese "G六" = letter "g6" = integer "-7,6"
// = (-7, 6). In the integer set the two numbers are separated by a comma;
// parentheses around them are accepted on input and printed by format_point
// only when asked for.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vocab/geometry.h"

namespace tg {

enum class LabelSet { Integer, Letter, Chinese };
inline constexpr LabelSet kAllLabelSets[] = {LabelSet::Integer, LabelSet::Letter, LabelSet::Chinese};

std::string_view label_set_name(LabelSet set);  // "integer", "letter", "chinese"
std::optional<LabelSet> parse_label_set_name(std::string_view name);

std::string format_coordinate(int v, LabelSet set);
std::string format_point(Point p, LabelSet set);

// Parses one point in any label set (the set is recognised from the text).
// Returns an error message (no location) on failure; `size` bounds the values.
struct PointParse {
  std::optional<Point> point;
  std::string error;
  LabelSet set = LabelSet::Chinese;
};
PointParse parse_point(std::string_view text, BoardSize size);

// GTP vertices (GTP v2, 2.11; `--labels gtp`): a column letter from A,
// skipping I (A is x = -half), then the row number, 1 at the bottom (y =
// -half): on 9x9 the centre (0,0) is E5. They depend on the board size, so
// they are not a LabelSet of the functions above. Input is case-insensitive.
std::string format_gtp_vertex(Point p, BoardSize size);     // "E5"
std::string format_gtp_column(int x, BoardSize size);       // "E"
std::string format_gtp_row(int y, BoardSize size);          // "5"
std::optional<Point> parse_gtp_vertex(std::string_view text, BoardSize size);

}  // namespace tg
