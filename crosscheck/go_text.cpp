#include "crosscheck/go_text.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace tg::xc {

namespace {

char column_letter(int column) {  // 0-based from the left, skipping I
  char c = static_cast<char>('A' + column);
  return c >= 'I' ? static_cast<char>(c + 1) : c;
}

}  // namespace

char piece_glyph(Piece p) {
  switch (p) {
    case Piece::Empty: return '.';
    case Piece::Black: return 'X';
    case Piece::White: return 'O';
    case Piece::Tris: return 'T';
  }
  return '?';
}

std::string gtp_vertex(BoardSize size, Point p) {
  std::string s(1, column_letter(p.x + size.half()));
  s += std::to_string(p.y + size.half() + 1);
  return s;
}

std::optional<Point> parse_gtp_vertex(BoardSize size, std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  char letter = text[0];
  if (letter >= 'a' && letter <= 'z') letter = static_cast<char>(letter - 'a' + 'A');
  if (letter < 'A' || letter > 'Z' || letter == 'I') return std::nullopt;
  int column = letter - 'A';
  if (letter > 'I') --column;
  int row = 0;
  for (char c : text.substr(1)) {
    if (c < '0' || c > '9') return std::nullopt;
    row = row * 10 + (c - '0');
  }
  Point p{column - size.half(), row - 1 - size.half()};
  if (!size.contains(p)) return std::nullopt;
  return p;
}

std::vector<Point> parse_gtp_vertices(BoardSize size, std::string_view text) {
  std::vector<Point> out;
  std::istringstream in{std::string(text)};
  std::string word;
  while (in >> word) {
    auto p = parse_gtp_vertex(size, word);
    if (!p) throw std::runtime_error("not a vertex on a " + std::to_string(size.n()) + "x" +
                                     std::to_string(size.n()) + " board: '" + word + "'");
    out.push_back(*p);
  }
  return out;
}

std::string gtp_diagram(const Board& board, const std::vector<Point>& marked) {
  const BoardSize size = board.size();
  std::string letters = "    ";
  for (int c = 0; c < size.n(); ++c) {
    letters += column_letter(c);
    letters += ' ';
  }
  std::string out = letters + "\n";
  for (int y = size.half(); y >= -size.half(); --y) {
    std::string row = std::to_string(y + size.half() + 1);
    out += std::string(3 - row.size(), ' ') + row;
    std::string line;
    bool previous_marked = false;
    for (int x = -size.half(); x <= size.half(); ++x) {
      const Point p{x, y};
      const bool is_marked = std::find(marked.begin(), marked.end(), p) != marked.end();
      line += is_marked ? '[' : previous_marked ? ']' : ' ';
      line += piece_glyph(board.at(p));
      previous_marked = is_marked;
    }
    line += previous_marked ? ']' : ' ';
    out += line + " " + row + "\n";
  }
  out += letters + "\n";
  return out;
}

BoardDiff diff_boards(const Board& ours, const Board& theirs) {
  BoardDiff d;
  const BoardSize size = ours.size();
  for (const Point p : size.all_points()) {
    if (ours.at(p) == theirs.at(p)) continue;
    d.points.push_back(p);
    d.text += "  " + gtp_vertex(size, p) + " (x=" + std::to_string(p.x) + ",y=" + std::to_string(p.y) +
              "): ours " + piece_glyph(ours.at(p)) + ", theirs " + piece_glyph(theirs.at(p)) + "\n";
  }
  return d;
}

}  // namespace tg::xc
