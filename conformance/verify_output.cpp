#include "conformance/verify_output.h"

#include <sstream>

#include "gtp/move_text.h"
#include "gtp/server.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"
#include "vocab/record.h"

namespace tg::conformance {
namespace {

std::string letters(const std::vector<Point>& pts) {
  if (pts.empty()) return "none";
  std::string out;
  for (Point q : pts) out += (out.empty() ? "" : " ") + format_point(q, LabelSet::Letter);
  return out;
}

std::string num(double v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

std::string letter(Winner w) { return w == Winner::Black ? "B" : w == Winner::White ? "W" : "0"; }

// The position the finding's question is asked at, for the vector and the
// report: the shrunk position when there is one, else the record's end.
const Position& question_position(const Finding& f) { return f.shrunk_position ? *f.shrunk_position : f.position; }

std::string comment_lines(const std::string& text, const std::string& prefix) {
  std::string out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out += prefix + line + "\n";
  return out;
}

std::string sboard_rows(const Engine& ours, const Position& p) {
  const BoardSize size = p.board.size();
  std::vector<std::string> cell(static_cast<std::size_t>(size.points()), ".");
  for (int i = 0; i < size.points(); ++i) {
    const Piece piece = p.board.at_index(i);
    if (piece == Piece::Black) cell[static_cast<std::size_t>(i)] = "X";
    if (piece == Piece::White) cell[static_cast<std::size_t>(i)] = "O";
  }
  for (const TrisInfo& t : ours.analyze(p).tris)
    for (Point q : t.points)
      cell[static_cast<std::size_t>(size.index(q))] =
          t.attribute == Attribute::Black ? "Tb" : t.attribute == Attribute::White ? "Tw" : "Tn";
  std::string out;
  for (int row = 0; row < size.n(); ++row) {
    for (int col = 0; col < size.n(); ++col) out += (col ? " " : "") + cell[static_cast<std::size_t>(row * size.n() + col)];
    if (row + 1 < size.n()) out += "\n";
  }
  return out;
}

}  // namespace

std::string regex_quote(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\n') out += "\\n";
    else if (std::string_view("\\.[]{}()*+?^$|").find(c) != std::string_view::npos) out += std::string("\\") + c;
    else out += c;
  }
  return out;
}

std::string finding_record(const Finding& f) {
  Record r;
  r.rules = f.start.rules;
  r.size = f.start.board.size();
  r.first_move = f.start.next_move;
  for (const Move& m : f.moves) r.moves.push_back(RecordedMove{m, {}});
  return print_record(r);
}

std::string finding_report(const Finding& f, const Engine& ours, const std::string& engine_name) {
  std::string out;
  out += "DISAGREEMENT (" + std::string(finding_kind_name(f.kind)) + ") in " + f.stage + ": " + f.what + "\n";
  if (f.kind == FindingKind::Vector) {
    out += "  ours:   " + f.ours + "\n  theirs: " + f.theirs + "\n";
    return out;
  }
  out += "\nthe record (" + std::to_string(f.moves.size()) + " moves, shrunk from " + std::to_string(f.original_moves) +
         "):\n" + finding_record(f);
  const Position& q = question_position(f);
  out += "\nthe position" + std::string(f.shrunk_position ? " (the smallest found, without earlier positions)" : "") +
         ":\n" + print_position(q);
  if (f.move) out += "\nthe move: " + vector_move_text(*f.move) + " (GTP: play " +
                     std::string(gtp::colour_letter(f.move->side)) + " " + gtp_move_text(*f.move, q) + ")\n";
  out += "\nours (" + ours.name() + "):\n" + comment_lines(f.ours, "  ");
  out += "theirs (" + engine_name + "):\n" + comment_lines(f.theirs, "  ");
  out += "\nour explanation:\n" + comment_lines(our_explanation(ours, q, f.move), "  ");
  return out;
}

std::string finding_vector(const Finding& f, const Engine& ours, const std::string& engine_name, const std::string& name) {
  if (f.kind == FindingKind::Vector) return "";
  const Position& q = question_position(f);
  std::string out = "vector " + name + "\n";
  std::string why = "# why: found by trisgo verify in " + f.stage + " against " + engine_name + ": " + f.what +
                    ". The expected answers are ours (" + ours.name() +
                    "); check them by hand against the rules before adding this vector to spec/vectors.\n";
  out += why;
  if (f.shrunk_position) {
    out += "position\n" + print_position(q) + "end\n";
  } else {
    out += "record\n" + finding_record(f);
    if (out.back() != '\n') out += "\n";
    out += "end\n";
  }
  const std::optional<Move>& m = f.move;
  auto move_word = [&] { return vector_move_text(*m); };
  switch (f.kind) {
    case FindingKind::Legality:
    case FindingKind::Reason: {
      const MoveOutcome o = ours.play(q, *m);
      if (o.legal()) out += "assert_legal " + move_word() + "\n";
      else out += "assert_illegal " + move_word() + " " + std::string(illegal_name(o.illegal)) + "\n";
      break;
    }
    case FindingKind::Board:
    case FindingKind::Captures: {
      const MoveOutcome o = ours.play(q, *m);
      out += "play " + move_word() + "\n";
      if (f.kind == FindingKind::Board) {
        out += "assert_board\n";
        const Board& b = o.after->board;
        const int n = b.size().n();
        for (int r = 0; r < n; ++r) {
          for (int c = 0; c < n; ++c) out += cell_char(b, r * n + c);
          out += "\n";
        }
        out += "end\n";
      }
      out += "assert_captured " + letters(o.captured) + "\n";
      std::vector<Point> cascade;
      for (const CascadeStep& c : o.cascade) cascade.insert(cascade.end(), c.removed.begin(), c.removed.end());
      if (!cascade.empty()) out += "assert_cascade " + letters(cascade) + "\n";
      break;
    }
    case FindingKind::Attributes: {
      const Analysis a = ours.analyze(q);
      for (const TrisInfo& t : a.tris) {
        const std::string pt = format_point(t.points.front(), LabelSet::Letter);
        out += "assert_attribute " + pt + " " + std::string(attribute_name(t.attribute)) + "\n";
        if (!t.branch.empty())
          out += "assert_params " + pt + " by=" + std::to_string(t.by) + " wy=" + std::to_string(t.wy) + " bo=" +
                 std::to_string(t.bo) + " wo=" + std::to_string(t.wo) + " branch=" + t.branch + "\n";
      }
      if (a.tris.empty()) out += "assert_next " + std::to_string(q.next_move) + "\n";
      break;
    }
    case FindingKind::End:
      out += std::string("assert_ended ") + (ours.ended(q) ? "yes" : "no") + "\n";
      break;
    case FindingKind::Score: {
      if (q.rules.game == Game::Gomoku) {
        out += "assert_ended yes\n";
        break;
      }
      const Score s = ours.score(q, {});
      out += "assert_score black=" + num(s.black) + " white=" + num(s.white) + " neutral=" + num(s.neutral) +
             " nobody=" + num(s.nobody) + " komi=" + num(s.komi) + " y=" + num(s.y) + "\n";
      out += "assert_winner chinese=" + std::string(winner_name(s.chinese)) + " literal=" +
             std::string(winner_name(s.literal)) + " ruleset=" + std::string(winner_name(s.winner)) + "\n";
      break;
    }
    case FindingKind::Vector:
      break;
  }
  return out;
}

std::string finding_tst(const Finding& f, const Engine& ours, const std::string& engine_name, bool extension) {
  const Position& p = f.position;  // the record's end: the script replays the record
  const BoardSize size = p.board.size();
  std::string out = comment_lines("trisgo verify: " + std::string(finding_kind_name(f.kind)) + " in " + f.stage + ": " +
                                      f.what + "\nagainst " + engine_name + "; the expected answers are ours (" +
                                      ours.name() + ").\nRun: gogui-regress 'ENGINE' FILE.tst, or ENGINE < FILE.tst",
                                  "# ");
  out += "boardsize " + std::to_string(size.n()) + "\nclear_board\n";
  if (extension) out += "trisgo-set-rules " + to_string(p.rules) + "\n";
  out += "komi " + num(p.rules.komi()) + "\n";
  Position q = f.start;
  for (const Move& m : f.moves) {
    out += "play " + std::string(gtp::colour_letter(m.side)) + " " + gtp_move_text(m, q) + "\n";
    const MoveOutcome o = ours.play(q, m);
    if (!o.after) break;
    q = *o.after;
  }
  int id = 1;
  auto test = [&](const std::string& command, const std::string& expected) {
    out += std::to_string(id++) + " " + command + "\n#? [" + expected + "]\n";
  };
  const std::optional<Move>& m = f.move;
  auto listed = [&](const Move& mv) {
    return "(?s)(.*\\n)?" + regex_quote(gtp::format_move_words(mv, p.to_move().kind, size)) + "(\\n.*)?";
  };
  switch (f.kind) {
    case FindingKind::Legality:
    case FindingKind::Reason: {
      const MoveOutcome o = ours.play(p, *m);
      const std::string colour(gtp::colour_letter(m->side));
      if (o.legal()) {
        test("play " + colour + " " + gtp_move_text(*m, p), "");
      } else {
        out += "# ours: illegal, " + std::string(illegal_name(o.illegal)) + " (" +
               std::string(illegal_article(o.illegal)) + ")\n";
        if (extension) test("trisgo-legal", "!" + listed(*m));
        else test(std::string("is_legal ") + (m->side == Side::Black ? "black " : "white ") +
                      format_gtp_vertex(m->point, size), "0");
      }
      break;
    }
    case FindingKind::Board:
    case FindingKind::Captures: {
      const MoveOutcome o = ours.play(p, *m);
      test("play " + std::string(gtp::colour_letter(m->side)) + " " + gtp_move_text(*m, p), "");
      if (extension) {
        test("trisgo-sboard-pieces", regex_quote(sboard_rows(ours, *o.after)));
      } else {
        for (int i = 0; i < size.points(); ++i) {
          const Piece piece = o.after->board.at_index(i);
          test("color " + format_gtp_vertex(size.point(i), size),
               piece == Piece::Black ? "black" : piece == Piece::White ? "white" : "empty");
        }
      }
      break;
    }
    case FindingKind::Attributes: {
      std::string lines;
      for (const TrisInfo& t : ours.analyze(p).tris) {
        std::string v;
        for (Point pt : t.points) v += " " + format_gtp_vertex(pt, size);
        lines += (lines.empty() ? "" : "\n") + std::string(attribute_name(t.attribute)) + " " +
                 (t.branch.empty() ? "-" : t.branch) + " " + std::to_string(t.by) + " " + std::to_string(t.wy) + " " +
                 std::to_string(t.bo) + " " + std::to_string(t.wo) + v;
      }
      test("trisgo-attributes", regex_quote(lines));
      break;
    }
    case FindingKind::End:
      if (extension) test("trisgo-to-move", ours.ended(p) ? "ended" : "!ended");
      break;
    case FindingKind::Score: {
      if (extension && p.rules.game != Game::Gomoku) {
        const Score s = ours.score(p, {});
        test("trisgo-score", regex_quote("black " + num(s.black) + " white " + num(s.white) + " neutral " +
                                         num(s.neutral) + " nobody " + num(s.nobody) + " komi " + num(s.komi) + " y " +
                                         num(s.y) + " literal " + letter(s.literal) + " chinese " + letter(s.chinese) +
                                         " winner " + letter(s.winner) + " result " + gtp::result_text(ours, p)));
      } else {
        test("final_score", regex_quote(gtp::result_text(ours, p)));
      }
      break;
    }
    case FindingKind::Vector:
      break;
  }
  return out;
}

}  // namespace tg::conformance
