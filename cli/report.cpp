#include "cli/report.h"

#include <algorithm>
#include <sstream>

#include "explain/builder.h"
#include "vocab/position_text.h"
#include "text/passages.h"
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

std::string describe_score(const Position& p, const Score& s, Labels labels, const std::vector<Point>& removed,
                           text::Language lang) {
  labels = Labels(labels.set, p.board.size());  // GTP vertices need the size
  auto tr = [lang](std::string_view en, std::string_view zh) { return std::string(text::pick(lang, en, zh)); };
  // GM-6.2: TrisGomoku has no scoring; the score carries only the winner.
  if (p.rules.game == Game::Gomoku)
    return tr("Winner (GM-6.2, no scoring): ", "胜方（GM-6.2，不计算胜负点数）：") + text::winner_word(s.winner, lang) + "\n";
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
  out << tr("Ownership (x black, o white, t neutral, = shared, - nobody; stones X O, tris B W T by owner):\n",
            "归属（x 黑，o 白，t 中性，= 双活各半，- 不归任何一方；棋子 X O，玄子按归属 B W T）：\n")
      << board_diagram(p.board, labels, &glyphs);
  out << tr("Black ", "黑 ") << fmt_number(s.black) << tr(", white ", "，白 ") << fmt_number(s.white)
      << tr(", neutral (X) ", "，中性（X）") << fmt_number(s.neutral);
  if (s.nobody > 0) out << tr(", nobody ", "，不归任何一方 ") << fmt_number(s.nobody);
  out << tr("; komi ", "；贴子 ") << fmt_number(s.komi) << "\n";
  out << tr("  Art. 13 first formula (black - komi vs white): ", "  Art. 13 第一种方法（黑 - 贴子 对 白）：")
      << fmt_number(s.black - s.komi) << tr(" vs ", " 对 ") << fmt_number(s.white) << " -> "
      << (lang == text::Language::Chinese ? text::winner_word(s.literal, lang) : std::string(winner_name(s.literal))) << "\n";
  out << tr("  Art. 13 second formula (black vs Y + komi, Y = (N - X)/2 = ",
            "  Art. 13 第二种方法（黑 对 Y + 贴子，和棋数 Y = (N - X)/2 = ")
      << fmt_number(s.y) << "): " << fmt_number(s.black) << tr(" vs ", " 对 ") << fmt_number(s.y + s.komi) << " -> "
      << (lang == text::Language::Chinese ? text::winner_word(s.chinese, lang) : std::string(winner_name(s.chinese)))
      << "\n";
  out << tr("  Winner under komi_formula=", "  komi_formula=") << option_value(p.rules, "komi_formula")
      << tr(" (D-18): ", "（D-18）下的胜方：")
      << (lang == text::Language::Chinese ? text::winner_word(s.winner, lang) : std::string(winner_name(s.winner)))
      << (s.literal != s.chinese ? tr("   [the two formulas disagree: contradiction C-1]", "   [两种方法结论不同：矛盾 C-1]")
                                 : "")
      << "\n";
  return out.str();
}

std::string describe_analysis(const Position& p, const Analysis& a, Labels labels, text::Language lang) {
  labels = Labels(labels.set, p.board.size());  // GTP vertices need the size
  if (a.gomoku) return describe_gomoku_analysis(p, a, labels);
  auto tr = [lang](std::string_view en, std::string_view zh) { return std::string(text::pick(lang, en, zh)); };
  const text::TemplateTable& reasons = text::reason_table(lang);
  const std::string system = text::text_system(p.rules);
  std::vector<std::string> cited;  // the articles cited below, for their passages at the end
  std::ostringstream out;
  Slot slot = p.to_move();
  out << tr("Position: ", "局面：") << p.board.size().n() << "x" << p.board.size().n() << tr(", rules ", "，规则 ")
      << to_string(p.rules) << tr(", move ", "，第") << p.next_move << tr(": ", "手：") << text::side_word(slot.side, lang)
      << tr(" plays a ", "方下") << text::slot_kind_word(slot.kind, lang) << "\n\n";
  auto glyphs = attribute_glyphs(p.board, a.tris);
  out << tr("Holistic board (X/O stones, T neutral tris, B/W black/white-attribute tris):\n",
            "全息棋局（X/O 黑子白子，T 中性玄子，B/W 黑性/白性玄子）：\n")
      << board_diagram(p.board, labels, &glyphs) << "\n";

  const bool bonds = p.rules.attribute_rule == AttributeRule::Bonds;  // MengGo 2013 (M13-5)
  if (bonds)
    out << tr("Grey strings (MengGo 2013 bonds, M13-5: adjacent (grey, black) and (grey, white) pairs):\n",
              "灰棋串（2013年版的键，M13-5：紧邻的灰-黑、灰-白子对）：\n");
  else
    out << tr("Tris strings (Art. 6; By Wy = adjacent black/white strings with a private eye, Bo Wo = without):\n",
              "玄棋串（Art. 6；By Wy = 紧邻的有私眼黑棋串/白棋串数，Bo Wo = 无私眼的）：\n");
  if (a.tris.empty()) out << tr("  none\n", "  无\n");
  for (const TrisInfo& t : a.tris) {
    out << "  " << format_points(t.points, labels) << ": ";
    if (bonds) out << tr("black bonds ", "黑键 ") << t.black_bonds << tr(", white bonds ", "，白键 ") << t.white_bonds;
    else out << "By=" << t.by << " Wy=" << t.wy << " Bo=" << t.bo << " Wo=" << t.wo;
    out << " -> " << (lang == text::Language::Chinese ? text::attribute_word(t.attribute, lang) : std::string(attribute_name(t.attribute)))
        << tr(" (branch ", "（分支 ") << t.branch << tr(")\n", "）\n");
  }
  cited.push_back(bonds ? "M13-5.5" : "TG-6.*");

  if (bonds) out << tr("\nPrivate eyes: none in MengGo 2013 (M13-5, D-64)\n", "\n私眼：2013年版没有私眼（M13-5，D-64）\n");
  else out << tr("\nPrivate eyes (Art. 4.3), per black and white string of the base board:\n",
                 "\n私眼（Art. 4.3），按底层棋局的每个黑棋串和白棋串：\n");
  if (a.private_eyes.empty() && !bonds) out << tr("  no strings\n", "  没有棋串\n");
  for (const PrivateEyeInfo& e : a.private_eyes) {
    out << "  " << text::side_word(e.colour, lang) << (lang == text::Language::Chinese ? "棋串 " : " ")
        << format_points(e.string, labels, 6) << ": "
        << (e.has_private_eye ? tr("private eye", "有私眼") : tr("no private eye", "无私眼")) << "\n";
    for (const EyeCandidate& c : e.candidates) {
      out << tr("    region ", "    区域 ") << format_points(c.region, labels, 8) << ": ";
      if (c.failed == ReasonKind::None) {
        out << tr("private eye", "私眼") << "\n";
        continue;
      }
      out << tr("fails ", "不满足 ") << reason_kind_id(c.failed) << ": " << text::eye_verdict_text(e.colour, c, labels, reasons)
          << "\n";
      cited.emplace_back(reason_kind_id(c.failed));
    }
  }
  if (!a.private_eyes.empty()) cited.push_back("TG-4.3");

  out << tr("\nForbidden points for ", "\n禁着点：") << text::side_word(slot.side, lang)
      << tr("'s ", "方的") << text::slot_kind_word(slot.kind, lang) << tr(" (Art. 7, D-07, Art. 10):\n", "（Art. 7，D-07，Art. 10）：\n");
  if (a.forbidden.empty()) out << tr("  none\n", "  无\n");
  for (const ForbiddenPoint& f : a.forbidden) {
    out << "  " << format_point(f.point, labels) << ": " << illegal_name(f.reason) << " ("
        << text::localize(illegal_article(f.reason), system) << ")\n";
    cited.emplace_back(illegal_article(f.reason));
  }

  out << (a.ended ? tr("\nGame has ended (Art. 11).\n\n", "\n对局已终局（Art. 11）。\n\n")
                  : tr("\nGame goes on.\n\n", "\n对局继续。\n\n"));
  out << describe_score(p, a.score, labels, {}, lang);
  // The articles cited above in the words of the text the ruleset follows.
  cited.push_back("TG-13.*");
  out << tr("\nThe texts (shared/rules/source/) of the articles cited, as ", "\n所引条款的原文（shared/rules/source/），")
      << system << ":\n";
  for (const text::Citation& c : text::citations(cited, system)) out << "  " << text::citation_line(c) << "\n";
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
