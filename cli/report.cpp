#include "cli/report.h"

#include <sstream>

#include "vocab/position_text.h"

namespace tg::cli {
namespace {

std::string fmt_number(double v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

const char* piece_char(Piece p) {
  switch (p) {
    case Piece::Empty: return ".";
    case Piece::Black: return "X";
    case Piece::White: return "O";
    case Piece::Tris: return "T";
  }
  return "?";
}

}  // namespace

std::vector<std::string> attribute_glyphs(const Board& board, const std::vector<TrisInfo>& tris) {
  std::vector<std::string> glyphs(board.size().points());
  for (int i = 0; i < board.size().points(); ++i) glyphs[i] = piece_char(board.at_index(i));
  for (const TrisInfo& t : tris)
    for (Point p : t.points)
      glyphs[board.size().index(p)] = t.attribute == Attribute::Black ? "B" : t.attribute == Attribute::White ? "W" : "T";
  return glyphs;
}

std::string format_points(const std::vector<Point>& points, LabelSet labels, std::size_t limit) {
  std::string out;
  for (std::size_t i = 0; i < points.size() && i < limit; ++i) out += (i ? " " : "") + format_point(points[i], labels);
  if (points.size() > limit) out += " ... (" + std::to_string(points.size()) + " points)";
  return out;
}

std::string format_move(const Move& m, LabelSet labels) {
  std::string who = std::string(side_name(m.side));
  if (m.kind == MoveKind::Pass) return who + " passes";
  std::string what = m.kind == MoveKind::Tris ? "tris" : m.kind == MoveKind::Emergency ? "emergency stone" : "stone";
  return who + " " + what + " at " + format_point(m.point, labels);
}

std::string describe_score(const Position& p, const Score& s, LabelSet labels) {
  std::ostringstream out;
  std::vector<std::string> glyphs(p.board.size().points());
  for (std::size_t i = 0; i < s.owner.size(); ++i) {
    switch (s.owner[i]) {
      case Owner::Black: glyphs[i] = "x"; break;
      case Owner::White: glyphs[i] = "o"; break;
      case Owner::Neutral: glyphs[i] = "t"; break;
      case Owner::Shared: glyphs[i] = "="; break;
      case Owner::Nobody: glyphs[i] = "-"; break;
    }
    // Pieces keep their capital letter; a tris shows whom it counts for.
    Piece piece = p.board.at_index(static_cast<int>(i));
    if (piece == Piece::Tris)
      glyphs[i] = s.owner[i] == Owner::Black ? "B" : s.owner[i] == Owner::White ? "W" : "T";
    else if (piece != Piece::Empty)
      glyphs[i] = piece_char(piece);
  }
  out << "Ownership (x black, o white, t neutral, = shared, - nobody; stones X O, tris B W T by owner):\n"
      << board_diagram(p.board, labels, &glyphs);
  out << "Black " << fmt_number(s.black) << ", white " << fmt_number(s.white) << ", neutral (X) "
      << fmt_number(s.neutral);
  if (s.nobody > 0) out << ", nobody " << fmt_number(s.nobody);
  out << "; komi " << fmt_number(s.komi) << "\n";
  out << "  Art. 13 first formula (black - komi vs white): " << fmt_number(s.black - s.komi) << " vs "
      << fmt_number(s.white) << " -> " << winner_name(s.literal) << "\n";
  out << "  Art. 13 second formula (black vs Y + komi, Y = (N - X)/2 = " << fmt_number(s.y)
      << "): " << fmt_number(s.black) << " vs " << fmt_number(s.y + s.komi) << " -> " << winner_name(s.chinese)
      << "\n";
  out << "  Winner under komi_formula=" << option_value(p.rules, "komi_formula") << " (D-18): "
      << winner_name(s.winner) << (s.literal != s.chinese ? "   [the two formulas disagree: contradiction C-1]" : "")
      << "\n";
  return out.str();
}

std::string describe_analysis(const Position& p, const Analysis& a, LabelSet labels) {
  std::ostringstream out;
  Slot slot = p.to_move();
  out << "Position: " << p.board.size().n() << "x" << p.board.size().n() << ", rules " << to_string(p.rules)
      << ", move " << p.next_move << ": " << side_name(slot.side) << " plays a "
      << (slot.kind == SlotKind::Stone ? "stone" : "tris") << "\n\n";
  auto glyphs = attribute_glyphs(p.board, a.tris);
  out << "Holistic board (X/O stones, T neutral tris, B/W black/white-attribute tris):\n"
      << board_diagram(p.board, labels, &glyphs) << "\n";

  out << "Tris strings (Art. 6; By Wy = adjacent black/white strings with a private eye, Bo Wo = without):\n";
  if (a.tris.empty()) out << "  none\n";
  for (const TrisInfo& t : a.tris)
    out << "  " << format_points(t.points, labels) << ": By=" << t.by << " Wy=" << t.wy << " Bo=" << t.bo
        << " Wo=" << t.wo << " -> " << attribute_name(t.attribute) << " (branch " << t.branch << ")\n";

  out << "\nPrivate eyes (Art. 4.3), per black and white string of the base board:\n";
  if (a.private_eyes.empty()) out << "  no strings\n";
  for (const PrivateEyeInfo& e : a.private_eyes) {
    out << "  " << side_name(e.colour) << " " << format_points(e.string, labels, 6) << ": "
        << (e.has_private_eye ? "private eye" : "no private eye") << "\n";
    for (const EyeCandidate& c : e.candidates)
      out << "    region " << format_points(c.region, labels, 8) << ": "
          << (c.failed.empty() ? "private eye" : "fails " + c.failed + (c.why.empty() ? "" : ": " + c.why)) << "\n";
  }

  out << "\nForbidden points for " << side_name(slot.side) << "'s "
      << (slot.kind == SlotKind::Stone ? "stone" : "tris") << " (Art. 7, D-07, Art. 10):\n";
  if (a.forbidden.empty()) out << "  none\n";
  for (const ForbiddenPoint& f : a.forbidden)
    out << "  " << format_point(f.point, labels) << ": " << illegal_name(f.reason) << " (" << illegal_article(f.reason)
        << ")\n";

  out << "\nGame " << (a.ended ? "has ended (Art. 11)" : "goes on") << ".\n\n";
  out << describe_score(p, a.score, labels);
  return out.str();
}

std::string describe_outcome(const MoveOutcome& o, LabelSet labels) {
  std::ostringstream out;
  if (!o.legal()) {
    out << "illegal: " << illegal_name(o.illegal) << " (" << illegal_article(o.illegal) << ")";
    if (!o.explanation.empty()) out << ": " << o.explanation;
    return out.str();
  }
  if (!o.captured.empty()) out << "captures " << format_points(o.captured, labels) << "; ";
  for (const AttributeChange& c : o.changes)
    out << "tris " << format_points(c.points, labels, 4) << " " << attribute_name(c.from) << "->"
        << attribute_name(c.to) << "; ";
  for (std::size_t i = 0; i < o.cascade.size(); ++i)
    out << "cascade step " << i + 1 << " removes " << format_points(o.cascade[i].removed, labels) << "; ";
  std::string s = out.str();
  if (s.size() >= 2) s.resize(s.size() - 2);
  return s;
}

nlohmann::ordered_json point_json(Point p) { return nlohmann::ordered_json::array({p.x, p.y}); }

nlohmann::ordered_json points_json(const std::vector<Point>& points) {
  auto a = nlohmann::ordered_json::array();
  for (Point p : points) a.push_back(point_json(p));
  return a;
}

nlohmann::ordered_json score_json(const Position& p, const Score& s) {
  nlohmann::ordered_json j;
  j["black"] = s.black;
  j["white"] = s.white;
  j["neutral"] = s.neutral;
  j["nobody"] = s.nobody;
  j["komi"] = s.komi;
  j["y"] = s.y;
  j["winner_literal"] = winner_name(s.literal);
  j["winner_chinese"] = winner_name(s.chinese);
  j["winner"] = winner_name(s.winner);
  auto owners = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < s.owner.size(); ++i) {
    Point q = p.board.size().point(static_cast<int>(i));
    owners.push_back({{"point", point_json(q)}, {"owner", owner_name(s.owner[i])}});
  }
  j["owners"] = owners;
  return j;
}

nlohmann::ordered_json analysis_json(const Position& p, const Analysis& a) {
  nlohmann::ordered_json j;
  j["rules"] = to_string(p.rules);
  j["size"] = p.board.size().n();
  j["next_move"] = p.next_move;
  Slot slot = p.to_move();
  j["to_move"] = {{"side", side_name(slot.side)}, {"kind", slot.kind == SlotKind::Stone ? "stone" : "tris"}};
  auto strings = [](const std::vector<StringInfo>& list) {
    auto arr = nlohmann::ordered_json::array();
    for (const StringInfo& s : list) {
      const char* kind = s.kind == Piece::Black ? "black" : s.kind == Piece::White ? "white" : "tris";
      arr.push_back({{"kind", kind}, {"points", points_json(s.points)}, {"liberties", points_json(s.liberties)}});
    }
    return arr;
  };
  j["base_strings"] = strings(a.base_strings);
  j["holistic_strings"] = strings(a.holistic_strings);
  auto regions = nlohmann::ordered_json::array();
  for (const RegionInfo& r : a.regions)
    regions.push_back({{"formed_by", side_name(r.formed_by)}, {"points", points_json(r.points)}, {"is_eye", r.is_eye}});
  j["regions"] = regions;
  auto eyes = nlohmann::ordered_json::array();
  for (const PrivateEyeInfo& e : a.private_eyes) {
    auto cands = nlohmann::ordered_json::array();
    for (const EyeCandidate& c : e.candidates)
      cands.push_back({{"region", points_json(c.region)}, {"failed", c.failed}, {"why", c.why}});
    eyes.push_back({{"colour", side_name(e.colour)},
                    {"string", points_json(e.string)},
                    {"has_private_eye", e.has_private_eye},
                    {"candidates", cands}});
  }
  j["private_eyes"] = eyes;
  auto tris = nlohmann::ordered_json::array();
  for (const TrisInfo& t : a.tris)
    tris.push_back({{"points", points_json(t.points)},
                    {"by", t.by},
                    {"wy", t.wy},
                    {"bo", t.bo},
                    {"wo", t.wo},
                    {"attribute", attribute_name(t.attribute)},
                    {"branch", t.branch}});
  j["tris"] = tris;
  auto forbidden = nlohmann::ordered_json::array();
  for (const ForbiddenPoint& f : a.forbidden)
    forbidden.push_back(
        {{"point", point_json(f.point)}, {"reason", illegal_name(f.reason)}, {"article", illegal_article(f.reason)}});
  j["forbidden"] = forbidden;
  j["ended"] = a.ended;
  j["score"] = score_json(p, a.score);
  return j;
}

nlohmann::ordered_json outcome_json(const MoveOutcome& o) {
  nlohmann::ordered_json j;
  j["legal"] = o.legal();
  if (!o.legal()) {
    j["reason"] = illegal_name(o.illegal);
    j["article"] = illegal_article(o.illegal);
    j["explanation"] = o.explanation;
    return j;
  }
  j["captured"] = points_json(o.captured);
  auto changes = [](const std::vector<AttributeChange>& list) {
    auto arr = nlohmann::ordered_json::array();
    for (const AttributeChange& c : list)
      arr.push_back({{"points", points_json(c.points)}, {"from", attribute_name(c.from)}, {"to", attribute_name(c.to)}});
    return arr;
  };
  j["attribute_changes"] = changes(o.changes);
  auto cascade = nlohmann::ordered_json::array();
  for (const CascadeStep& s : o.cascade)
    cascade.push_back({{"removed", points_json(s.removed)}, {"attribute_changes", changes(s.changes)}});
  j["cascade"] = cascade;
  return j;
}

}  // namespace tg::cli
