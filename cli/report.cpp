#include "cli/report.h"

#include <algorithm>
#include <sstream>

#include "explain/builder.h"
#include "vocab/position_text.h"
#include "text/reason_text.h"

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

// ---- TrisGomoku (spec/systems/trisgomoku.md) ------------------------------
// TrisGomoku answers live in Analysis::gomoku and MoveOutcome::encircled /
// overruled; the TrisGo sections (private eyes, Art. 6, score) are empty for
// game=gomoku, so a position of that game gets its own report below.

std::string slot_words(const Slot& slot) {
  return std::string(side_name(slot.side)) + " plays a " + (slot.kind == SlotKind::Stone ? "stone" : "tris");
}

// A list of strings as "{a b} {c}", or "none".
std::string format_string_list(const std::vector<std::vector<Point>>& list, Labels labels) {
  if (list.empty()) return "none";
  std::string out;
  for (const auto& s : list) out += (out.empty() ? "{" : " {") + format_points(s, labels, 8) + "}";
  return out;
}

// GM-4.6: a target with exactly one liberty D is the single-hole ring, D its @.
std::string liberties_words(const EncirclementTarget& t, Labels labels) {
  if (t.liberties.empty()) return "none (no liberty left)";
  if (t.liberties.size() == 1)
    return format_point(t.liberties[0], labels) + " -- one liberty: the single-hole ring @ at " +
           format_point(t.liberties[0], labels);
  return format_points(t.liberties, labels) + " (" + std::to_string(t.liberties.size()) + ")";
}

// One line naming a target, for move reports: "white type C, main core a b".
std::string target_name(const EncirclementTarget& t, Labels labels) {
  return std::string(side_name(t.encircler)) + " type " + std::string(encirclement_type_name(t.type)) +
         " (main core " + format_points(t.main_core, labels, 6) + ", whole " + format_points(t.whole, labels, 8) +
         ")";
}

std::string describe_target(std::size_t number, const EncirclementTarget& t, Labels labels) {
  std::ostringstream out;
  out << "  [" << number << "] " << side_name(t.encircler) << " encircles, type " << encirclement_type_name(t.type)
      << ", main core " << format_points(t.main_core, labels) << "\n"
      << "      secondary cores: " << format_string_list(t.secondary_cores, labels)
      << " | reinforcements: " << format_string_list(t.reinforcements, labels)
      << " | walls: " << format_string_list(t.walls, labels) << "\n"
      << "      whole: " << format_points(t.whole, labels, 16) << "\n"
      << "      liberties: " << liberties_words(t, labels) << "\n"
      << "      flips if encircled: " << format_points(t.flips, labels, 16) << " -> " << side_name(t.encircler)
      << "\n";
  return out.str();
}

std::string winner_words(Winner w) {
  return w == Winner::Draw ? "a draw" : std::string(winner_name(w)) + " wins";
}

// GM-6.1: how the game stands.
std::string gomoku_result_words(const GomokuAnalysis& g) {
  switch (g.end) {
    case GomokuEnd::None: return "the game goes on";
    case GomokuEnd::Five: return "ended by a five: " + winner_words(g.winner);
    case GomokuEnd::BothFives: return "ended by fives of both colours (double_five, D-22): " + winner_words(g.winner);
    case GomokuEnd::FullBoard: return "ended: the board is full, a draw";
    case GomokuEnd::Passes: return "ended by passes (D-13), a draw";
  }
  return "?";
}

std::string describe_gomoku_analysis(const Position& p, const Analysis& a, Labels labels) {
  labels = Labels(labels.set, p.board.size());  // GTP vertices need the size
  const GomokuAnalysis& g = *a.gomoku;
  std::ostringstream out;
  out << "Position: " << p.board.size().n() << "x" << p.board.size().n() << ", rules " << to_string(p.rules)
      << ", move " << p.next_move << ": " << slot_words(p.to_move()) << "\n\n";
  auto glyphs = attribute_glyphs(p.board, a.tris);
  out << "Board (X/O stones, T neutral tris, B/W black/white-attribute tris):\n"
      << board_diagram(p.board, labels, &glyphs) << "\n";

  out << "Strings (GM-3.3; a tris joins only tris of its attribute, D-20):\n";
  if (a.base_strings.empty()) out << "  none\n";
  for (const StringInfo& s : a.base_strings) {
    std::string kind = s.kind == Piece::Black ? "black stones"
                       : s.kind == Piece::White ? "white stones"
                                                : std::string(attribute_name(p.board.attribute(s.points.front()))) + " tris";
    out << "  " << kind << " " << format_points(s.points, labels) << ": liberties "
        << (s.liberties.empty() ? "none" : format_points(s.liberties, labels)) << "\n";
  }
  out << "\nExtended strings (GM-3.4: stones with the tris of their attribute):\n";
  if (g.extended_strings.empty()) out << "  none\n";
  for (const StringInfo& s : g.extended_strings)
    out << "  " << (s.kind == Piece::Black ? "black" : "white") << " " << format_points(s.points, labels)
        << ": liberties " << (s.liberties.empty() ? "none" : format_points(s.liberties, labels)) << "\n";

  out << "\nEncirclement targets (GM-4.1..4.7, every candidate of both encircling colours):\n";
  if (g.targets.empty()) out << "  none\n";
  std::vector<std::string> rings(glyphs.size());
  bool any_ring = false;
  for (std::size_t i = 0; i < g.targets.size(); ++i) {
    out << describe_target(i + 1, g.targets[i], labels);
    if (g.targets[i].liberties.size() == 1) {
      rings[static_cast<std::size_t>(p.board.size().index(g.targets[i].liberties[0]))] = "@";
      any_ring = true;
    }
  }
  if (any_ring) out << "\nSingle-hole rings (@: the one liberty left to a target, GM-4.6):\n" << board_diagram(p.board, labels, &rings);

  out << "\nFives (GM-5; more than five points is an overline, which wins too):\n";
  if (g.fives.empty()) out << "  none\n";
  for (const Five& f : g.fives)
    out << "  " << side_name(f.side) << (f.points.size() > 5 ? " overline (" + std::to_string(f.points.size()) + " points)" : " five")
        << ": " << format_points(f.points, labels, 19) << "\n";

  out << "\nResult (GM-6.1): " << gomoku_result_words(g) << ".\n";
  return out.str();
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

std::string format_points(const std::vector<Point>& points, Labels labels, std::size_t limit) {
  std::string out;
  for (std::size_t i = 0; i < points.size() && i < limit; ++i) out += (i ? " " : "") + format_point(points[i], labels);
  if (points.size() > limit) out += " ... (" + std::to_string(points.size()) + " points)";
  return out;
}

std::string format_move(const Move& m, Labels labels) {
  std::string who = std::string(side_name(m.side));
  if (m.kind == MoveKind::Pass) return who + " passes";
  std::string what = m.kind == MoveKind::Tris ? "tris" : m.kind == MoveKind::Emergency ? "emergency stone" : "stone";
  return who + " " + what + " at " + format_point(m.point, labels);
}

std::string describe_score(const Position& p, const Score& s, Labels labels, const std::vector<Point>& removed) {
  labels = Labels(labels.set, p.board.size());  // GTP vertices need the size
  // GM-6.2: TrisGomoku has no scoring; the score carries only the winner.
  if (p.rules.game == Game::Gomoku) return "Winner (GM-6.2, no scoring): " + winner_words(s.winner) + "\n";
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
    if (std::find_if(removed.begin(), removed.end(), [&](Point q) {
          return p.board.size().index(q) == static_cast<int>(i);
        }) != removed.end())
      piece = Piece::Empty;
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

std::string describe_analysis(const Position& p, const Analysis& a, Labels labels) {
  labels = Labels(labels.set, p.board.size());  // GTP vertices need the size
  if (a.gomoku) return describe_gomoku_analysis(p, a, labels);
  std::ostringstream out;
  Slot slot = p.to_move();
  out << "Position: " << p.board.size().n() << "x" << p.board.size().n() << ", rules " << to_string(p.rules)
      << ", move " << p.next_move << ": " << side_name(slot.side) << " plays a "
      << (slot.kind == SlotKind::Stone ? "stone" : "tris") << "\n\n";
  auto glyphs = attribute_glyphs(p.board, a.tris);
  out << "Holistic board (X/O stones, T neutral tris, B/W black/white-attribute tris):\n"
      << board_diagram(p.board, labels, &glyphs) << "\n";

  const bool bonds = p.rules.attribute_rule == AttributeRule::Bonds;  // MengGo 2013 (M13-5)
  if (bonds) out << "Grey strings (MengGo 2013 bonds, M13-5: adjacent (grey, black) and (grey, white) pairs):\n";
  else out << "Tris strings (Art. 6; By Wy = adjacent black/white strings with a private eye, Bo Wo = without):\n";
  if (a.tris.empty()) out << "  none\n";
  for (const TrisInfo& t : a.tris) {
    out << "  " << format_points(t.points, labels) << ": ";
    if (bonds) out << "black bonds " << t.black_bonds << ", white bonds " << t.white_bonds;
    else out << "By=" << t.by << " Wy=" << t.wy << " Bo=" << t.bo << " Wo=" << t.wo;
    out << " -> " << attribute_name(t.attribute) << " (branch " << t.branch << ")\n";
  }

  if (bonds) out << "\nPrivate eyes: none in MengGo 2013 (M13-5, D-64)\n";
  else out << "\nPrivate eyes (Art. 4.3), per black and white string of the base board:\n";
  if (a.private_eyes.empty() && !bonds) out << "  no strings\n";
  for (const PrivateEyeInfo& e : a.private_eyes) {
    out << "  " << side_name(e.colour) << " " << format_points(e.string, labels, 6) << ": "
        << (e.has_private_eye ? "private eye" : "no private eye") << "\n";
    for (const EyeCandidate& c : e.candidates)
      out << "    region " << format_points(c.region, labels, 8) << ": "
          << (c.failed == ReasonKind::None
                  ? std::string("private eye")
                  : "fails " + std::string(reason_kind_id(c.failed)) + ": " + text::eye_verdict_text(e.colour, c, labels))
          << "\n";
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

std::string describe_outcome(const MoveOutcome& o, Labels labels) {
  std::ostringstream out;
  if (!o.legal()) {
    out << "illegal: " << illegal_name(o.illegal) << " (" << illegal_article(o.illegal) << ")";
    if (!o.reason.none()) out << ": " << text::refusal_text(o, labels);
    return out.str();
  }
  if (!o.captured.empty()) out << "captures " << format_points(o.captured, labels) << "; ";
  for (const AttributeChange& c : o.changes)
    out << "tris " << format_points(c.points, labels, 4) << " " << attribute_name(c.from) << "->"
        << attribute_name(c.to) << "; ";
  for (std::size_t i = 0; i < o.cascade.size(); ++i)
    out << "cascade step " << i + 1 << " removes " << format_points(o.cascade[i].removed, labels) << "; ";
  // TrisGomoku (GM-4.12): why the tris flipped, and what mover priority set aside.
  for (const EncirclementTarget& t : o.encircled) out << "encircles " << target_name(t, labels) << "; ";
  for (const EncirclementTarget& t : o.overruled)
    out << "overrules " << target_name(t, labels) << " (GM-4.9: the mover's encirclement takes effect); ";
  std::string s = out.str();
  if (s.size() >= 2) s.resize(s.size() - 2);
  return s;
}

}  // namespace tg::cli
