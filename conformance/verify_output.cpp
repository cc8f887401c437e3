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
// report, and the move asked about there: the shrunk position and its move
// when there is one, else the record's end and the record's move.
const Position& question_position(const Finding& f) { return f.shrunk_position ? *f.shrunk_position : f.position; }
const std::optional<Move>& question_move(const Finding& f) { return f.shrunk_position ? f.shrunk_move : f.move; }

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
  Position shown = q;
  shown.history.clear();  // the record gives them
  out += "\nthe position" +
         std::string(f.shrunk_position ? " (the smallest found, without earlier positions)"
                                       : " (after the record; its " + std::to_string(q.history.size()) +
                                             " earlier positions left out)") +
         ":\n" + print_position(shown);
  const std::optional<Move>& m = question_move(f);
  if (m) out += "\nthe move: " + vector_move_text(*m) + " (GTP: play " + std::string(gtp::colour_letter(m->side)) + " " +
                gtp_move_text(*m, q) + ")\n";
  out += "\nthe answers at the record's end" + std::string(f.shrunk_position ? " (before the position was shrunk)" : "") +
         ":\nours (" + ours.name() + "):\n" + comment_lines(f.ours, "  ");
  out += "theirs (" + engine_name + "):\n" + comment_lines(f.theirs, "  ");
  out += "\nour explanation:\n" + comment_lines(our_explanation(ours, q, m), "  ");
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
  const std::optional<Move>& m = question_move(f);
  auto move_word = [&] { return vector_move_text(*m); };
  switch (f.kind) {
    case FindingKind::Legality:
    case FindingKind::Reason: {
      if (!m) {  // perft's counts differ with no move to name (spec/perft/)
        out += "assert_next " + std::to_string(q.next_move) + "\n";
        break;
      }
      const MoveOutcome o = ours.play(q, *m);
      if (o.legal()) {
        out += "assert_legal " + move_word() + "\n";
        break;
      }
      out += "assert_illegal " + move_word() + " " + std::string(illegal_name(o.illegal)) + "\n";
      // A refused point of the slot is a forbidden point too: an engine that
      // lists it among its legal moves (and refuses it in play) fails here.
      if (!m->is_pass() && m->side == q.to_move().side)
        for (const ForbiddenPoint& fp : ours.analyze(q).forbidden)
          if (fp.point == m->point && fp.reason == o.illegal)
            out += "assert_forbidden " + format_point(fp.point, LabelSet::Letter) + " " +
                   std::string(illegal_name(fp.reason)) + "\n";
      break;
    }
    case FindingKind::Genmove:
      // The answer of genmove is the engine's choice; what a vector states is
      // our answer about the move it chose.
      if (!m) {
        out += "assert_next " + std::to_string(q.next_move) + "\n";
        break;
      }
      if (!ours.play(q, *m).legal()) {
        out += "assert_illegal " + move_word() + " " + std::string(illegal_name(ours.play(q, *m).illegal)) + "\n";
        break;
      }
      [[fallthrough]];
    case FindingKind::Board:
    case FindingKind::Captures: {
      const MoveOutcome o = ours.play(q, *m);
      out += "play " + move_word() + "\n";
      if (f.kind != FindingKind::Captures) {
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

namespace {

// The lines that bring a GTP engine to the end of `moves` from `start` (an
// empty board: verify's stages start there): only commands that `trisgo gtp`
// and the engine both answer (the TrisGo extension's only when it speaks it).
std::string tst_setup(const Engine& ours, const Position& start, const std::vector<Move>& moves, bool extension) {
  std::string out = "boardsize " + std::to_string(start.board.size().n()) + "\nclear_board\n";
  if (extension) out += "trisgo-set-rules " + to_string(start.rules) + "\n";
  out += "komi " + num(start.rules.komi()) + "\n";
  Position q = start;
  for (const Move& m : moves) {
    out += "play " + std::string(gtp::colour_letter(m.side)) + " " + gtp_move_text(m, q) + "\n";
    const MoveOutcome o = ours.play(q, m);
    if (!o.after) break;
    q = *o.after;
  }
  return out;
}

// Any answer but a failure ("?": gogui-regress matches a failure as "?"
// and its text).
const std::string kSuccess = "!\\?[\\s\\S]*";
const std::string kFailure = "\\?[\\s\\S]*";
const std::string kAnything = "[\\s\\S]*";

// `showboard` as GNU Go and `trisgo gtp` print it: rows that start and end
// with their number, one cell per column (X, O; '.' or '+' empty), anything
// around them.
std::string showboard_regex(const Board& b) {
  const int n = b.size().n();
  std::string out = "[\\s\\S]*?(^|\\n)";
  for (int r = 0; r < n; ++r) {
    const std::string row = std::to_string(n - r);
    out += (r ? "\\n" : "") + std::string(" *") + row;
    for (int c = 0; c < n; ++c) {
      const Piece piece = b.at_index(r * n + c);
      out += piece == Piece::Black ? " +X" : piece == Piece::White ? " +O" : " +[.+]";
    }
    out += " +" + row + "[^\\n]*";
  }
  return out + "[\\s\\S]*";
}

}  // namespace

std::string finding_tst(const Finding& f, const Engine& ours, const std::string& engine_name, bool extension) {
  const Position& p = f.position;  // the record's end: the script replays the record, then asks about f.move
  const BoardSize size = p.board.size();
  std::string out = comment_lines("trisgo verify: " + std::string(finding_kind_name(f.kind)) + " in " + f.stage + ": " +
                                      f.what + "\nagainst " + engine_name + "; the expected answers are ours (" +
                                      ours.name() + ").\nRun: gogui-regress 'ENGINE' FILE.tst, or ENGINE < FILE.tst",
                                  "# ");
  out += tst_setup(ours, f.start, f.moves, extension);
  int id = 1;
  auto test = [&](const std::string& command, const std::string& expected) {
    out += std::to_string(id++) + " " + command + "\n#? [" + expected + "]\n";
  };
  const std::optional<Move>& m = f.move;
  auto play_of = [&](const Move& mv) { return "play " + std::string(gtp::colour_letter(mv.side)) + " " + gtp_move_text(mv, p); };
  // A move among the lines of trisgo-legal (or not).
  auto listed = [&](const Move& mv) {
    return "([\\s\\S]*\\n)?" + regex_quote(gtp::format_move_words(mv, p.to_move().kind, size)) + "(\\n[\\s\\S]*)?";
  };
  auto legal_command = [&](const Move& mv) {
    return std::string("trisgo-legal") + (mv.side == p.to_move().side ? "" : " " + std::string(gtp::colour_letter(mv.side)));
  };
  auto board_test = [&](const Position& after) {
    // Multi-line answers may start on the line after "=" (trisgo gtp's do).
    if (extension) test("trisgo-sboard-pieces", "\\n?" + regex_quote(sboard_rows(ours, after)));
    else test("showboard", showboard_regex(after.board));
  };
  switch (f.kind) {
    case FindingKind::Legality:
    case FindingKind::Reason: {
      if (!m) {
        out += "# perft's counts differ below this position; no single move to ask about\n";
        break;
      }
      const MoveOutcome o = ours.play(p, *m);
      if (o.legal()) {
        // Listed, and accepted.
        if (extension) test(legal_command(*m), listed(*m));
        test(play_of(*m), kSuccess);
      } else {
        out += "# ours: illegal, " + std::string(illegal_name(o.illegal)) + " (" +
               std::string(illegal_article(o.illegal)) + ")\n";
        if (extension) test(legal_command(*m), "!" + listed(*m));
        test(play_of(*m), f.kind == FindingKind::Reason
                              ? "\\? *illegal move: " + std::string(illegal_name(o.illegal)) + "[\\s\\S]*"
                              : kFailure);
      }
      break;
    }
    case FindingKind::Board:
    case FindingKind::Captures: {
      const MoveOutcome o = ours.play(p, *m);
      test(play_of(*m), kSuccess);
      board_test(*o.after);
      break;
    }
    case FindingKind::Genmove: {
      // Whatever the engine chooses must be one of our legal moves of the
      // side to move (the engine's choice, not ours, so any of them).
      std::string any;
      for (const Move& mv : ours.legal_moves(p))
        if (mv.side == p.to_move().side)
          any += (any.empty() ? "" : "|") + regex_quote(gtp::format_move_words(mv, p.to_move().kind, size));
      test("genmove " + std::string(gtp::colour_letter(p.to_move().side)), "(" + any + ")");
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
      test("trisgo-attributes", "\\n?" + regex_quote(lines));
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
      }
      test("final_score", regex_quote(gtp::result_text(ours, p)));
      break;
    }
    case FindingKind::Vector:
      break;
  }
  return out;
}

std::string failure_record(const EngineFailure& e) {
  Finding f;
  f.start = e.start;
  f.moves = e.moves;
  return finding_record(f);
}

std::string failure_tst(const EngineFailure& e, const Engine& ours, const std::string& engine_name, bool extension) {
  std::string out = comment_lines("trisgo verify: the engine failed in " + e.stage + ": " + e.message + "\nagainst " +
                                      engine_name + " (" + ours.name() +
                                      " answers every command).\nRun: gogui-regress 'ENGINE' FILE.tst, or ENGINE < FILE.tst",
                                  "# ");
  out += tst_setup(ours, e.start, e.moves, extension);
  // The command it failed on: any answer passes, no answer (a crash, a
  // hang) fails.
  if (!e.command.empty()) out += "1 " + e.command + "\n#? [" + kAnything + "]\n";
  return out;
}

}  // namespace tg::conformance
