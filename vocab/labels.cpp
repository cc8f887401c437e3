#include "vocab/labels.h"

#include <charconv>
#include <stdexcept>

#include "vocab/excerpt.h"
#include "vocab/utf8.h"

namespace tg {
namespace {

// Index 0 is the value -9, index 18 the value 9.
constexpr const char* kLetter[19] = {"i", "h", "g", "f", "e", "d", "c", "b", "a", "0",
                                     "1", "2", "3", "4", "5", "6", "7", "8", "9"};
constexpr const char* kChinese[19] = {"I", "H", "G", "F", "E", "D", "C", "B", "A", "O",
                                      "一", "二", "三", "四", "五", "六", "七", "八", "九"};

// Reads one label of the letter or chinese set at text[pos]; returns the value.
std::optional<int> read_label(std::string_view text, std::size_t& pos, const char* const table[19]) {
  for (int i = 0; i < 19; ++i) {
    std::string_view label = table[i];
    if (text.substr(pos, label.size()) == label) {
      pos += label.size();
      return i - 9;
    }
  }
  return std::nullopt;
}

std::optional<int> read_integer(std::string_view text) {
  int v = 0;
  if (text.empty()) return std::nullopt;
  if (text.front() == '+') return std::nullopt;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return v;
}

}  // namespace

std::string_view label_set_name(LabelSet set) {
  switch (set) {
    case LabelSet::Integer: return "integer";
    case LabelSet::Letter: return "letter";
    case LabelSet::Chinese: return "chinese";
    case LabelSet::Gtp: return "gtp";
  }
  return "?";
}

std::optional<LabelSet> parse_label_set_name(std::string_view name) {
  for (LabelSet s : kAllLabelSets)
    if (label_set_name(s) == name) return s;
  return std::nullopt;
}

std::string label_set_names() {
  std::string out;
  for (LabelSet s : kAllLabelSets) out += (out.empty() ? "" : ", ") + std::string(label_set_name(s));
  return out;
}

namespace {
BoardSize gtp_size(Labels labels) {
  auto size = BoardSize::make(labels.board);
  if (!size) throw std::logic_error("GTP vertices need the board size (Labels without a board)");
  return *size;
}
}  // namespace

std::string format_coordinate(int v, LabelSet set) {
  if (set == LabelSet::Gtp) throw std::logic_error("format_coordinate: GTP columns and rows differ");
  if (set == LabelSet::Integer || v < -9 || v > 9) return std::to_string(v);
  return set == LabelSet::Letter ? kLetter[v + 9] : kChinese[v + 9];
}

std::string format_column(int x, Labels labels) {
  if (labels.set != LabelSet::Gtp) return format_coordinate(x, labels.set);
  const BoardSize size = gtp_size(labels);
  return x < -size.half() || x > size.half() ? std::to_string(x) : format_gtp_column(x, size);
}

std::string format_row(int y, Labels labels) {
  if (labels.set != LabelSet::Gtp) return format_coordinate(y, labels.set);
  const BoardSize size = gtp_size(labels);
  return y < -size.half() || y > size.half() ? std::to_string(y) : format_gtp_row(y, size);
}

std::string format_point(Point p, Labels labels) {
  if (labels.set == LabelSet::Gtp) {
    const BoardSize size = gtp_size(labels);
    if (!size.contains(p)) return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
    return format_gtp_vertex(p, size);
  }
  if (labels.set == LabelSet::Integer) return std::to_string(p.x) + "," + std::to_string(p.y);
  return format_coordinate(p.x, labels.set) + format_coordinate(p.y, labels.set);
}

namespace {

// A Latin letter followed by digits only: the shape of a GTP vertex.
bool gtp_shaped(std::string_view text) {
  auto latin = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  bool shaped = text.size() >= 2 && latin(text[0]);
  for (std::size_t i = 1; shaped && i < text.size(); ++i) shaped = digit(text[i]);
  return shaped;
}

// A text of that shape read as a GTP vertex, or the error saying why not.
PointParse parse_gtp_shaped(std::string_view text, BoardSize size) {
  PointParse out;
  out.set = LabelSet::Gtp;
  const std::string n = std::to_string(size.n());
  const std::string last_column = format_gtp_column(size.half(), size);
  const std::string range = " (on " + n + "x" + n + " the columns are A.." + last_column + " without I, the rows 1.." +
                            n + ")";
  if (text[0] == 'I' || text[0] == 'i') {
    out.error = quoted_excerpt(text) + " is not a GTP vertex: GTP's columns skip the letter I, so H is followed by J" +
                range;
    return out;
  }
  if (auto p = parse_gtp_vertex(text, size)) {
    out.point = p;
    return out;
  }
  if (text[1] == '0' || text.size() > 3) {
    out.error = quoted_excerpt(text) + " is not a GTP vertex: a column letter then the row number, e.g. C6" + range;
    return out;
  }
  out.error = "GTP vertex " + quoted_excerpt(text) + " is off the " + n + "x" + n + " board" + range;
  return out;
}

}  // namespace

PointParse parse_point(std::string_view text, BoardSize size) {
  PointParse out;
  auto bounds = [&](Point p) {
    if (!size.contains(p)) {
      out.error = "point (" + std::to_string(p.x) + "," + std::to_string(p.y) + ") is off the " +
                  std::to_string(size.n()) + "x" + std::to_string(size.n()) + " board (coordinates run from " +
                  std::to_string(-size.half()) + " to " + std::to_string(size.half()) + ")";
      return;
    }
    out.point = p;
  };
  if (text.empty()) {
    out.error = "expected a point, found nothing";
    return out;
  }
  // Integer set: "x,y" or "(x,y)".
  std::string_view body = text;
  if (body.front() == '(' || body.find(',') != std::string_view::npos) {
    out.set = LabelSet::Integer;
    if (body.front() == '(') {
      if (body.back() != ')') {
        out.error = "point " + quoted_excerpt(text) + " opens '(' but does not close it";
        return out;
      }
      body = body.substr(1, body.size() - 2);
    }
    auto comma = body.find(',');
    if (comma == std::string_view::npos) {
      out.error = "point " + quoted_excerpt(text) + " in the integer label set needs 'x,y'";
      return out;
    }
    auto x = read_integer(body.substr(0, comma));
    auto y = read_integer(body.substr(comma + 1));
    if (!x || !y) {
      out.error = "point " + quoted_excerpt(text) + " is not two integers 'x,y'";
      return out;
    }
    bounds(Point{*x, *y});
    return out;
  }
  // Upper-case GTP vertices ("C6", "J10"): no other set starts with an
  // upper-case Latin letter followed by ASCII digits only. (Not a call of
  // the LabelSet overload, which comes back here for other shapes: "W1V4"
  // recursed until the stack overflowed, fuzz/CAMPAIGNS.md 2026-12-02.)
  if (text[0] >= 'A' && text[0] <= 'Z' && gtp_shaped(text)) return parse_gtp_shaped(text, size);
  for (LabelSet set : {LabelSet::Letter, LabelSet::Chinese}) {
    const char* const* table = set == LabelSet::Letter ? kLetter : kChinese;
    std::size_t pos = 0;
    auto x = read_label(text, pos, table);
    if (!x) continue;
    auto y = read_label(text, pos, table);
    if (!y || pos != text.size()) continue;
    out.set = set;
    bounds(Point{*x, *y});
    return out;
  }
  out.error = quoted_excerpt(text) +
              " is not a point: write x then y in one label set, e.g. G六 (chinese), g6 (letter) or -7,6 (integer)";
  return out;
}

PointParse parse_point(std::string_view text, BoardSize size, LabelSet labels) {
  // The integer and chinese sets stay readable under the GTP set.
  if (labels != LabelSet::Gtp || !gtp_shaped(text)) return parse_point(text, size);
  return parse_gtp_shaped(text, size);
}

// ---- GTP vertices ------------------------------------------------------------

namespace {
constexpr std::string_view kGtpColumns = "ABCDEFGHJKLMNOPQRST";  // no I (GTP v2, 2.11)
}

std::string format_gtp_column(int x, BoardSize size) {
  const int c = x + size.half();
  if (c < 0 || c >= size.n()) return "?";
  return std::string(1, kGtpColumns[static_cast<std::size_t>(c)]);
}

std::string format_gtp_row(int y, BoardSize size) { return std::to_string(y + size.half() + 1); }

std::string format_gtp_vertex(Point p, BoardSize size) {
  return format_gtp_column(p.x, size) + format_gtp_row(p.y, size);
}

std::optional<Point> parse_gtp_vertex(std::string_view text, BoardSize size) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  char letter = text[0];
  if (letter >= 'a' && letter <= 'z') letter = static_cast<char>(letter - 'a' + 'A');
  const auto column = kGtpColumns.find(letter);
  if (column == std::string_view::npos) return std::nullopt;
  int row = 0;
  for (char ch : text.substr(1)) {
    if (ch < '0' || ch > '9') return std::nullopt;
    row = row * 10 + (ch - '0');
  }
  if (text[1] == '0') return std::nullopt;  // "A01" is not a vertex
  Point p{static_cast<int>(column) - size.half(), row - 1 - size.half()};
  if (!size.contains(p)) return std::nullopt;
  return p;
}

}  // namespace tg
