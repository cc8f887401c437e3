#include "gtp/move_text.h"

#include "vocab/labels.h"
#include "vocab/utf8.h"

namespace tg::gtp {
namespace {

}  // namespace

std::optional<Side> parse_colour(std::string_view text) {
  const std::string c = utf8::ascii_lower(text);
  if (c == "b" || c == "black") return Side::Black;
  if (c == "w" || c == "white") return Side::White;
  return std::nullopt;
}

std::string_view colour_letter(Side s) { return s == Side::Black ? "B" : "W"; }

MoveText parse_move_words(const std::vector<std::string>& words, Side side, SlotKind slot, BoardSize size) {
  MoveText out;
  if (words.empty() || words.size() > 2) {
    out.error = "a move is [stone|tris] VERTEX or pass";
    return out;
  }
  std::optional<MoveKind> kind;
  if (words.size() == 2) {
    const std::string piece = utf8::ascii_lower(words[0]);
    if (piece == "stone") kind = slot == SlotKind::Tris ? MoveKind::Emergency : MoveKind::Stone;
    else if (piece == "tris") kind = MoveKind::Tris;
    else {
      out.error = "'" + words[0] + "' is not a piece (stone or tris)";
      return out;
    }
  }
  const std::string& vertex = words.back();
  if (utf8::ascii_lower(vertex) == "pass") {
    if (kind) {
      out.error = "a pass places no piece: write 'pass' alone";
      return out;
    }
    out.move = Move{side, MoveKind::Pass, {}};
    return out;
  }
  auto p = parse_gtp_vertex(vertex, size);
  if (!p) {
    out.error = "'" + vertex + "' is not a vertex of the " + std::to_string(size.n()) + "x" +
                std::to_string(size.n()) + " board (A1 to " + format_gtp_vertex({size.half(), size.half()}, size) +
                ", no column I) nor pass";
    return out;
  }
  if (!kind) kind = slot == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone;
  out.move = Move{side, *kind, *p};
  return out;
}

std::string format_move_words(const Move& m, SlotKind slot, BoardSize size) {
  if (m.is_pass()) return "pass";
  const std::string vertex = format_gtp_vertex(m.point, size);
  if (slot == SlotKind::Stone && m.kind == MoveKind::Stone) return vertex;
  return (m.kind == MoveKind::Tris ? "tris " : "stone ") + vertex;
}

}  // namespace tg::gtp
