#include "explain/board_svg.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "explain/caption.h"
#include "vocab/star_points.h"

namespace tg::explain {

std::string xml_escape(const std::string& s) {
  std::string out;
  for (char c : s) switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  return out;
}

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", std::round(v * 100) / 100 + 0.0);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

namespace {

constexpr const char* kFont = kSvgFontFamily;
constexpr const char* kWood = "#e3bd6b";
constexpr const char* kBlack = "#161616";
constexpr const char* kWhite = "#fbfbf8";
constexpr const char* kNeutral = "#a7adb4";

// The part of the board a diagram shows: the whole board up to 9 x 9 (or when
// asked), else the highlighted points with two lines around them.
struct Window {
  int x0, x1, y0, y1;
};

Window window_of(const Diagram& d) {
  const int h = d.board.size().half();
  Window w{-h, h, -h, h};
  if (d.whole_board || d.board.size().n() <= 9) return w;
  bool any = false;
  Window b{h, -h, h, -h};
  for (const Highlight& hl : d.highlights)
    for (Point p : hl.points) {
      any = true;
      b.x0 = std::min(b.x0, p.x), b.x1 = std::max(b.x1, p.x), b.y0 = std::min(b.y0, p.y), b.y1 = std::max(b.y1, p.y);
    }
  if (!any) return w;
  auto grow = [h](int& lo, int& hi) {
    lo -= 2, hi += 2;
    while (hi - lo < 6) --lo, ++hi;  // at least 7 lines, so the shape reads as a board
    if (lo < -h) hi += -h - lo, lo = -h;
    if (hi > h) lo -= hi - h, hi = h;
    lo = std::max(lo, -h);
  };
  grow(b.x0, b.x1);
  grow(b.y0, b.y1);
  return b;
}

std::string tris_path(double cx, double cy, double r) {
  // An upward triangle inscribed in a circle of radius r, its centroid at the point.
  const double s = r * std::sqrt(3.0) / 2;
  return "M" + num(cx) + " " + num(cy - r) + " L" + num(cx + s) + " " + num(cy + r / 2) + " L" + num(cx - s) + " " +
         num(cy + r / 2) + " Z";
}

std::string piece_svg(Piece piece, Attribute attr, double cx, double cy, double cell) {
  const double r = cell * 0.46;
  switch (piece) {
    case Piece::Empty: return "";
    case Piece::Black:
      return "<circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" + num(r) + "\" fill=\"" + kBlack +
             "\" stroke=\"#000\" stroke-width=\"0.8\"/>";
    case Piece::White:
      return "<circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" + num(r) + "\" fill=\"" + kWhite +
             "\" stroke=\"#222\" stroke-width=\"1.1\"/>";
    case Piece::Tris: {
      const char* fill = attr == Attribute::Black ? kBlack : attr == Attribute::White ? kWhite : kNeutral;
      return "<path d=\"" + tris_path(cx, cy + cell * 0.06, cell * 0.5) + "\" fill=\"" + fill +
             "\" stroke=\"#5b3a8c\" stroke-width=\"" + num(cell * 0.08) + "\" stroke-linejoin=\"round\"/>";
    }
  }
  return "";
}

}  // namespace

SvgPiece diagram_piece(const Diagram& d, Labels labels, double cell) {
  const BoardSize size = d.board.size();
  labels = Labels(labels.set, size);
  const int h = size.half();
  const Window w = window_of(d);
  const int cols = w.x1 - w.x0 + 1, rows = w.y1 - w.y0 + 1;
  const double left = cell * (labels.set == LabelSet::Integer ? 1.15 : 0.95), bottom = cell * 0.9, pad = cell * 0.25;
  SvgPiece out;
  out.width = left + cols * cell + pad;
  out.height = pad + rows * cell + bottom;
  auto px = [&](int x) { return left + (x - w.x0 + 0.5) * cell; };
  auto py = [&](int y) { return pad + (w.y1 - y + 0.5) * cell; };
  std::string& s = out.body;
  s += "<rect x=\"" + num(left) + "\" y=\"" + num(pad) + "\" width=\"" + num(cols * cell) + "\" height=\"" +
       num(rows * cell) + "\" fill=\"" + kWood + "\" rx=\"3\"/>";
  // Washes under the grid, so the lines stay visible through them.
  for (const Highlight& hl : d.highlights) {
    const char* fill = hl.mark == Mark::Region   ? "#3b7ddd"
                       : hl.mark == Mark::Held   ? "#2ea043"
                       : hl.mark == Mark::Failed ? "#e5383b"
                       : hl.mark == Mark::Subject ? "#ff8c00"
                                                  : nullptr;
    if (!fill) continue;
    for (Point p : hl.points) {
      if (p.x < w.x0 || p.x > w.x1 || p.y < w.y0 || p.y > w.y1) continue;
      s += "<rect x=\"" + num(px(p.x) - cell / 2) + "\" y=\"" + num(py(p.y) - cell / 2) + "\" width=\"" + num(cell) +
           "\" height=\"" + num(cell) + "\" fill=\"" + fill + "\" fill-opacity=\"" +
           (hl.mark == Mark::Subject ? "0.55" : "0.38") + "\"/>";
    }
  }
  // The grid: a line runs on past the window's edge when the board does.
  s += "<g stroke=\"#3a2a10\" stroke-width=\"1\">";
  for (int x = w.x0; x <= w.x1; ++x) {
    const double top = py(w.y1) - (w.y1 < h ? cell / 2 : 0), low = py(w.y0) + (w.y0 > -h ? cell / 2 : 0);
    s += "<line x1=\"" + num(px(x)) + "\" y1=\"" + num(top) + "\" x2=\"" + num(px(x)) + "\" y2=\"" + num(low) + "\"" +
         (x == -h || x == h ? " stroke-width=\"1.8\"" : "") + "/>";
  }
  for (int y = w.y0; y <= w.y1; ++y) {
    const double l = px(w.x0) - (w.x0 > -h ? cell / 2 : 0), r = px(w.x1) + (w.x1 < h ? cell / 2 : 0);
    s += "<line x1=\"" + num(l) + "\" y1=\"" + num(py(y)) + "\" x2=\"" + num(r) + "\" y2=\"" + num(py(y)) + "\"" +
         (y == -h || y == h ? " stroke-width=\"1.8\"" : "") + "/>";
  }
  s += "</g>";
  // The star points in the window (TG-1.5, D-25), for orientation; the
  // centre one is 天元 (TG-1.2).
  for (const Point star : star_points(size))
    if (w.x0 <= star.x && star.x <= w.x1 && w.y0 <= star.y && star.y <= w.y1)
      s += "<circle class=\"star\" cx=\"" + num(px(star.x)) + "\" cy=\"" + num(py(star.y)) + "\" r=\"" +
           num(cell * 0.1) + "\" fill=\"#3a2a10\"/>";
  // Coordinates: x along the bottom, y along the left, in the chosen label set (TG-1.3).
  s += "<g font-family=\"" + std::string(kFont) + "\" font-size=\"" + num(cell * 0.46) +
       "\" fill=\"#333\" text-anchor=\"middle\">";
  for (int x = w.x0; x <= w.x1; ++x)
    s += "<text x=\"" + num(px(x)) + "\" y=\"" + num(pad + rows * cell + cell * 0.62) + "\">" +
         xml_escape(format_column(x, labels)) + "</text>";
  for (int y = w.y0; y <= w.y1; ++y)
    s += "<text x=\"" + num(left / 2) + "\" y=\"" + num(py(y) + cell * 0.17) + "\">" +
         xml_escape(format_row(y, labels)) + "</text>";
  s += "</g>";
  for (int y = w.y1; y >= w.y0; --y)
    for (int x = w.x0; x <= w.x1; ++x) {
      const int i = size.index(Point{x, y});
      s += piece_svg(d.board.at_index(i), d.tris_attribute[i], px(x), py(y), cell);
    }
  // Bonds (M13-5.0): a bar across the gap between a tris piece and a stone.
  for (const Highlight& hl : d.highlights) {
    if (hl.mark != Mark::Bond) continue;
    for (std::size_t i = 0; i + 1 < hl.points.size(); i += 2) {
      const Point a = hl.points[i], b = hl.points[i + 1];
      if (std::min(a.x, b.x) < w.x0 || std::max(a.x, b.x) > w.x1 || std::min(a.y, b.y) < w.y0 ||
          std::max(a.y, b.y) > w.y1)
        continue;
      const double ax = px(a.x), ay = py(a.y), bx = px(b.x), by = py(b.y);
      s += "<line x1=\"" + num(ax + (bx - ax) * 0.28) + "\" y1=\"" + num(ay + (by - ay) * 0.28) + "\" x2=\"" +
           num(ax + (bx - ax) * 0.72) + "\" y2=\"" + num(ay + (by - ay) * 0.72) + "\" stroke=\"#ff6a00\" stroke-width=\"" +
           num(cell * 0.2) + "\" stroke-linecap=\"round\"/>";
    }
  }
  // Marks over the pieces.
  for (const Highlight& hl : d.highlights)
    for (Point p : hl.points) {
      if (hl.mark == Mark::Bond) break;
      if (p.x < w.x0 || p.x > w.x1 || p.y < w.y0 || p.y > w.y1) continue;
      const double cx = px(p.x), cy = py(p.y);
      const Piece piece = d.board.at(p);
      const bool dark = piece == Piece::Black || (piece == Piece::Tris && d.tris_attribute[size.index(p)] == Attribute::Black);
      switch (hl.mark) {
        case Mark::Subject:
          s += "<rect x=\"" + num(cx - cell / 2 + 1.5) + "\" y=\"" + num(cy - cell / 2 + 1.5) + "\" width=\"" +
               num(cell - 3) + "\" height=\"" + num(cell - 3) + "\" fill=\"none\" stroke=\"#ff6a00\" stroke-width=\"2.5\" rx=\"3\"/>";
          break;
        case Mark::Captured: {
          const double a = cell * 0.3;
          s += "<path d=\"M" + num(cx - a) + " " + num(cy - a) + " L" + num(cx + a) + " " + num(cy + a) + " M" +
               num(cx + a) + " " + num(cy - a) + " L" + num(cx - a) + " " + num(cy + a) +
               "\" stroke=\"#e0161b\" stroke-width=\"" + num(cell * 0.13) + "\" stroke-linecap=\"round\"/>";
          break;
        }
        case Mark::Played:
          s += "<circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" + num(cell * 0.22) +
               "\" fill=\"none\" stroke=\"" + (dark ? "#ff5a5a" : "#d0101a") + "\" stroke-width=\"" + num(cell * 0.1) + "\"/>";
          break;
        case Mark::AddedBlack:
        case Mark::AddedWhite: {
          // A stone that is not on the board: a simulation would add it.
          const bool black = hl.mark == Mark::AddedBlack;
          s += "<circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" + num(cell * 0.4) + "\" fill=\"" +
               (black ? kBlack : kWhite) + "\" fill-opacity=\"0.75\" stroke=\"" + (black ? "#000" : "#222") +
               "\" stroke-width=\"1.6\" stroke-dasharray=\"3 2\"/>";
          break;
        }
        case Mark::Liberty:
          s += "<circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" + num(cell * 0.17) +
               "\" fill=\"#fff\" stroke=\"#0a5bd6\" stroke-width=\"" + num(cell * 0.08) + "\"/>";
          break;
        case Mark::Black:
        case Mark::White:
        case Mark::Neutral: {
          const double a = cell * 0.2;
          const char* fill = hl.mark == Mark::Black ? kBlack : hl.mark == Mark::White ? kWhite : kNeutral;
          const char* stroke = hl.mark == Mark::Black && dark ? "#fbfbf8" : "#222";
          s += "<rect x=\"" + num(cx - a) + "\" y=\"" + num(cy - a) + "\" width=\"" + num(2 * a) + "\" height=\"" +
               num(2 * a) + "\" fill=\"" + fill + "\" stroke=\"" + stroke + "\" stroke-width=\"1\"/>";
          break;
        }
        default: break;
      }
    }
  // Tags: a numbered red badge on the point's upper right corner, and the
  // key below the board, "1 suicide (D-07)", wrapped to the diagram's width
  // (at least 220 px), so no label hides a piece on a small board.
  const double tag_size = 11, key_line = 15;
  double key_y = out.height + 4;
  const double key_w = std::max(out.width, 220.0);
  int number = 0;
  for (const Tag& t : d.tags) {
    const std::string n = std::to_string(++number);
    auto badge = [&](double cx, double cy) {
      return "<circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"7\" fill=\"#c0392b\" stroke=\"#fff\" stroke-width=\"1\"/>"
             "<text x=\"" + num(cx) + "\" y=\"" + num(cy + 3.5) + "\" font-family=\"" + kFont +
             "\" font-size=\"10\" font-weight=\"bold\" fill=\"#fff\" text-anchor=\"middle\">" + n + "</text>";
    };
    s += "<g class=\"tag\">";
    if (t.point.x >= w.x0 && t.point.x <= w.x1 && t.point.y >= w.y0 && t.point.y <= w.y1)
      s += badge(px(t.point.x) + cell * 0.36, py(t.point.y) - cell * 0.36);
    s += badge(8, key_y + 7);
    for (const std::string& line : wrap_text(t.text, key_w - 20, tag_size)) {
      s += "<text x=\"20\" y=\"" + num(key_y + 11) + "\" font-family=\"" + kFont + "\" font-size=\"" + num(tag_size) +
           "\" fill=\"#222\">" + xml_escape(line) + "</text>";
      key_y += key_line;
    }
    s += "</g>";
  }
  if (number > 0) {
    out.width = key_w;
    out.height = key_y + 4;
  }
  return out;
}

SvgPiece legend_piece(double cell) {
  SvgPiece out;
  struct Item {
    Piece piece;
    Attribute attr;
    const char* text;
  };
  const Item items[] = {{Piece::Black, Attribute::Neutral, "black stone"},
                        {Piece::White, Attribute::Neutral, "white stone"},
                        {Piece::Tris, Attribute::Black, "black tris"},
                        {Piece::Tris, Attribute::White, "white tris"},
                        {Piece::Tris, Attribute::Neutral, "neutral tris"}};
  double x = 0;
  for (const Item& it : items) {
    out.body += "<rect x=\"" + num(x) + "\" y=\"0\" width=\"" + num(cell) + "\" height=\"" + num(cell) + "\" fill=\"" +
                kWood + "\" rx=\"2\"/>";
    out.body += piece_svg(it.piece, it.attr, x + cell / 2, cell / 2, cell);
    out.body += "<text x=\"" + num(x + cell * 1.25) + "\" y=\"" + num(cell * 0.7) + "\" font-family=\"" + kFont +
                "\" font-size=\"" + num(cell * 0.62) + "\" fill=\"#333\">" + it.text + "</text>";
    x += cell * 1.35 + std::string(it.text).size() * cell * 0.36 + cell * 0.6;
  }
  out.width = x;
  out.height = cell;
  return out;
}

std::string diagram_svg(const Diagram& d, Labels labels, bool with_legend) {
  const SvgPiece board = diagram_piece(d, labels, 30);
  const SvgPiece legend = legend_piece(16);
  const double width = with_legend ? std::max(board.width, legend.width + 12) : board.width;
  const double height = board.height + (with_legend ? legend.height + 10 : 0);
  std::string s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                  num(width) + "\" height=\"" + num(height) + "\" viewBox=\"0 0 " + num(width) + " " + num(height) +
                  "\">\n<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n" + board.body + "\n";
  if (with_legend)
    s += "<g transform=\"translate(6 " + num(board.height + 4) + ")\">" + legend.body + "</g>\n";
  return s + "</svg>\n";
}

}  // namespace tg::explain
