// GoGui analyze commands (GoGui's documentation, "Analyze Commands"): the
// list in `gogui-analyze_commands` (one TYPE/LABEL/COMMAND a line), and gfx
// replies built of the documented lines BLACK / WHITE (territory marks),
// MARK, LABEL point text ..., TEXT, and sboard replies (one string per
// point, top row first). They show on the board what Go GUIs cannot draw:
// tris attributes, private eyes and forbidden points.
#include "gtp/server.h"
#include "vocab/labels.h"

namespace tg::gtp {
namespace {

std::string vertex(Point p, BoardSize size) { return format_gtp_vertex(p, size); }

std::string gfx_line(const std::string& head, const std::vector<Point>& points, BoardSize size) {
  if (points.empty()) return "";
  std::string out = head;
  for (Point p : points) out += " " + vertex(p, size);
  return out + "\n";
}

std::string attributes_gfx(const Engine& engine, const Position& p) {
  const BoardSize size = p.board.size();
  std::vector<Point> black, white;
  std::string labels;
  int counts[3] = {0, 0, 0};
  for (const TrisInfo& t : engine.analyze(p).tris) {
    const char* mark = t.attribute == Attribute::Black ? "B" : t.attribute == Attribute::White ? "W" : "N";
    ++counts[static_cast<int>(t.attribute)];
    for (Point q : t.points) {
      labels += " " + vertex(q, size) + " " + mark;
      if (t.attribute == Attribute::Black) black.push_back(q);
      if (t.attribute == Attribute::White) white.push_back(q);
    }
  }
  std::string out = gfx_line("BLACK", black, size) + gfx_line("WHITE", white, size);
  if (!labels.empty()) out += "LABEL" + labels + "\n";
  out += "TEXT tris strings: " + std::to_string(counts[1]) + " black, " + std::to_string(counts[2]) + " white, " +
         std::to_string(counts[0]) + " neutral (Art. 6)\n";
  return out;
}

std::string eyes_gfx(const Engine& engine, const Position& p) {
  const BoardSize size = p.board.size();
  std::vector<Point> black, white;
  int with = 0, without = 0;
  for (const PrivateEyeInfo& e : engine.analyze(p).private_eyes) {
    if (!e.has_private_eye) {
      ++without;
      continue;
    }
    ++with;
    for (const EyeCandidate& c : e.candidates)
      if (c.failed == ReasonKind::None) (e.colour == Side::Black ? black : white).insert((e.colour == Side::Black ? black : white).end(), c.region.begin(), c.region.end());
  }
  return gfx_line("BLACK", black, size) + gfx_line("WHITE", white, size) + "TEXT strings with a private eye: " +
         std::to_string(with) + ", without: " + std::to_string(without) + " (Art. 4.3)\n";
}

std::string forbidden_gfx(const Engine& engine, const Position& p) {
  const BoardSize size = p.board.size();
  std::vector<Point> marks;
  std::string text;
  for (const ForbiddenPoint& f : engine.analyze(p).forbidden) {
    marks.push_back(f.point);
    text += std::string(text.empty() ? " " : ", ") + vertex(f.point, size) + " " +
            std::string(illegal_name(f.reason)) + " (" + std::string(illegal_article(f.reason)) + ")";
  }
  return gfx_line("MARK", marks, size) + "TEXT forbidden for the slot to move:" + (text.empty() ? " none" : text) + "\n";
}

std::string pieces_sboard(const Engine& engine, const Position& p) {
  const BoardSize size = p.board.size();
  std::vector<std::string> cell(static_cast<std::size_t>(size.points()), ".");
  for (int i = 0; i < size.points(); ++i) {
    const Piece piece = p.board.at_index(i);
    if (piece == Piece::Black) cell[static_cast<std::size_t>(i)] = "X";
    if (piece == Piece::White) cell[static_cast<std::size_t>(i)] = "O";
  }
  for (const TrisInfo& t : engine.analyze(p).tris)
    for (Point q : t.points)
      cell[static_cast<std::size_t>(size.index(q))] =
          t.attribute == Attribute::Black ? "Tb" : t.attribute == Attribute::White ? "Tw" : "Tn";
  std::string out = "\n";
  for (int row = 0; row < size.n(); ++row) {
    for (int col = 0; col < size.n(); ++col)
      out += (col ? " " : "") + cell[static_cast<std::size_t>(row * size.n() + col)];
    out += "\n";
  }
  return out;
}

void add(Server& s, std::string name, std::string doc, Server::Handler run) {
  s.add({std::move(name), std::move(doc), std::move(run)});
}

using Drawing = std::string (*)(const Engine&, const Position&);

Server::Handler drawing(Drawing draw) {
  return [draw](Server& srv, const Arguments& a) {
    a.expect(0);
    return draw(srv.engine(), srv.game().position());
  };
}

}  // namespace

void add_gogui_commands(Server& s) {
  add(s, "gogui-analyze_commands", "the analyze commands for GoGui, TYPE/LABEL/COMMAND", [](Server&, const Arguments& a) {
    a.expect(0);
    return std::string(
        "gfx/TrisGo tris attributes/trisgo-gfx-attributes\n"
        "gfx/TrisGo private eyes/trisgo-gfx-eyes\n"
        "gfx/TrisGo forbidden points/trisgo-gfx-forbidden\n"
        "sboard/TrisGo pieces/trisgo-sboard-pieces\n"
        "string/TrisGo slot to move/trisgo-to-move\n"
        "string/TrisGo score (Art. 13)/trisgo-score\n"
        "string/TrisGo rules/trisgo-get-rules\n");
  });
  add(s, "trisgo-gfx-attributes", "gfx: each tris labelled B, W or N by attribute, marked by colour", drawing(attributes_gfx));
  add(s, "trisgo-gfx-eyes", "gfx: the private eyes (Art. 4.3) marked in their string's colour", drawing(eyes_gfx));
  add(s, "trisgo-gfx-forbidden", "gfx: the forbidden points of the slot to move, with reasons", drawing(forbidden_gfx));
  add(s, "trisgo-sboard-pieces", "sboard: X O . and Tb Tw Tn (tris by attribute)", drawing(pieces_sboard));
}

}  // namespace tg::gtp
