#pragma once
// The three label sets of Art. 1 (spec TG-1.3, decision D-19), and GTP's
// vertices (D-134). A coordinate value v in [-9, 9] is written
//   integer : "-7", "0", "6"
//   letter  : i h g f e d c b a 0 1 2 .. 9      (a = -1, i = -9)
//   chinese : I H G F E D C B A O 一 二 .. 九   (A = -1, O = 0, 一 = 1)
// A point is written x then y: chinese "G六" = letter "g6" = integer "-7,6"
// = (-7, 6). In the integer set the two numbers are separated by a comma;
// parentheses around them are accepted on input and printed by format_point
// only when asked for.
//   gtp     : a column letter A..T without I (A is x = -half) and a row number,
//             1 at the bottom (y = -half): on 9x9 (-4,4) is A9, (0,0) E5.
// GTP vertices depend on the board size, so the functions that may write
// them take Labels, a label set bound to a board size.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vocab/geometry.h"

namespace tg {

enum class LabelSet { Integer, Letter, Chinese, Gtp };
inline constexpr LabelSet kAllLabelSets[] = {LabelSet::Integer, LabelSet::Letter, LabelSet::Chinese, LabelSet::Gtp};

std::string_view label_set_name(LabelSet set);  // "integer", "letter", "chinese", "gtp"
std::optional<LabelSet> parse_label_set_name(std::string_view name);
// "integer, letter, chinese, gtp": for help texts and error messages.
std::string label_set_names();

// A label set bound to a board size. The three sets of Art. 1 need no size
// (a LabelSet converts to Labels); GTP vertices do: formatting a point with
// LabelSet::Gtp and no size is a bug (std::logic_error).
struct Labels {
  LabelSet set = LabelSet::Chinese;
  int board = 0;  // the board's n; 0 when not known
  Labels() = default;
  Labels(LabelSet s) : set(s) {}  // NOLINT(google-explicit-constructor): the size-free sets
  Labels(LabelSet s, BoardSize size) : set(s), board(size.n()) {}
  friend bool operator==(const Labels&, const Labels&) = default;
};

// One coordinate value in a size-free set (std::logic_error for Gtp, whose
// columns and rows differ: use format_column/format_row).
std::string format_coordinate(int v, LabelSet set);
// The label of column x and of row y (the axes of a diagram).
std::string format_column(int x, Labels labels);
std::string format_row(int y, Labels labels);
// A point: "G六", "g6", "-7,6", or the GTP vertex "A9". A point off the board
// in the gtp set is written in the integer set, "(-5,0)".
std::string format_point(Point p, Labels labels);

// Parses one point in any label set (the set is recognised from the text).
// Returns an error message (no location) on failure; `size` bounds the values.
struct PointParse {
  std::optional<Point> point;
  std::string error;
  LabelSet set = LabelSet::Chinese;
};
PointParse parse_point(std::string_view text, BoardSize size);
// The same where the user chose `labels` (--labels): with LabelSet::Gtp a GTP
// vertex is read first and case-insensitively (so "c6" is GTP's C6, not the
// letter set's (-3,6)), and a vertex with the letter I or off the board is an
// error that says so. Other sets read as parse_point, which also recognises
// upper-case GTP vertices ("C6"; no other set writes an upper-case Latin
// letter before an ASCII digit).
PointParse parse_point(std::string_view text, BoardSize size, LabelSet labels);

// GTP vertices (GTP v2, 2.11; `--labels gtp`): a column letter from A,
// skipping I (A is x = -half), then the row number, 1 at the bottom (y =
// -half): on 9x9 the centre (0,0) is E5. They depend on the board size, so
// they are also given here with the size. Input is case-insensitive.
std::string format_gtp_vertex(Point p, BoardSize size);     // "E5"
std::string format_gtp_column(int x, BoardSize size);       // "E"
std::string format_gtp_row(int y, BoardSize size);          // "5"
std::optional<Point> parse_gtp_vertex(std::string_view text, BoardSize size);

}  // namespace tg
