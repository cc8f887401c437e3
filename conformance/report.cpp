// The report of the conformance vectors (report.h).
#include "conformance/report.h"

#include <charconv>

#include "text/reason_text.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"

namespace tg::conformance {

void write_result(std::ostream& out, const VectorResult& r, bool quiet) {
  if (r.passed) {
    if (!quiet) out << "PASS " << r.file << ":" << r.name << "\n";
    return;
  }
  out << "FAIL " << r.file << ":" << r.line << " " << r.name << ": " << r.message << "\n";
}

std::size_t count_failed(const std::vector<VectorResult>& results) {
  std::size_t failed = 0;
  for (const VectorResult& r : results) failed += r.passed ? 0 : 1;
  return failed;
}

void write_summary(std::ostream& out, const std::vector<VectorResult>& results) {
  std::size_t failed = count_failed(results);
  out << results.size() << " vectors, " << results.size() - failed << " passed, " << failed << " failed\n";
}

std::string point_text(Point p) { return format_point(p, LabelSet::Letter); }

std::string points_text(const BoardSize& size, const std::vector<Point>& points) {
  std::vector<Point> s = as_point_set(size, points);
  if (s.empty()) return "none";
  std::string out;
  for (Point p : s) out += (out.empty() ? "" : " ") + point_text(p);
  return out;
}

std::string move_text(const Move& m) {
  std::string s = std::string(side_name(m.side)) + " " + std::string(move_kind_name(m.kind));
  if (!m.is_pass()) s += " " + point_text(m.point);
  return s;
}

std::string why_illegal(const MoveOutcome& o) {
  std::string s = std::string(illegal_name(o.illegal));
  std::string_view art = illegal_article(o.illegal);
  if (!art.empty()) s += " (" + std::string(art) + ")";
  if (!o.reason.none()) s += ": " + text::refusal_text(o, LabelSet::Integer);
  return s;
}

std::string rows_text(const Board& b) {
  std::string out;
  int n = b.size().n();
  for (int r = 0; r < n; ++r) {
    if (r > 0) out += '/';
    for (int c = 0; c < n; ++c) out += cell_char(b, r * n + c);
  }
  return out;
}

std::string target_name(Side encircler, EncirclementType type) {
  return std::string(side_name(encircler)) + " " + std::string(encirclement_type_name(type));
}

std::string target_text(const BoardSize& size, const EncirclementTarget& t) {
  return target_name(t.encircler, t.type) + " target with main core " + points_text(size, t.main_core) +
         ": whole " + points_text(size, t.whole) + ", liberties " + points_text(size, t.liberties) + ", walls " +
         std::to_string(t.walls.size()) + ", secondary " + std::to_string(t.secondary_cores.size()) +
         ", reinforcements " + std::to_string(t.reinforcements.size()) + ", flips " + points_text(size, t.flips);
}

std::string targets_text(const BoardSize& size, const std::vector<EncirclementTarget>& list) {
  std::string out;
  for (const EncirclementTarget& t : list)
    out += (out.empty() ? "" : "; ") + target_name(t.encircler, t.type) + " " + points_text(size, t.main_core);
  return out.empty() ? "none" : out;
}

std::string fives_text(const BoardSize& size, const std::vector<Five>& fives) {
  std::string out;
  for (const Five& f : fives)
    out += (out.empty() ? "" : "; ") + std::string(side_name(f.side)) + " " + points_text(size, f.points);
  return out.empty() ? "none" : out;
}

std::string tris_text(const BoardSize& size, const TrisInfo& t) {
  return "tris string " + points_text(size, t.points) + ": by=" + std::to_string(t.by) +
         " wy=" + std::to_string(t.wy) + " bo=" + std::to_string(t.bo) + " wo=" + std::to_string(t.wo) +
         (t.branch.rfind("M13", 0) == 0  // MengGo 2013's bonds (M13-5)
              ? " black_bonds=" + std::to_string(t.black_bonds) + " white_bonds=" + std::to_string(t.white_bonds)
              : std::string()) +
         " branch=" + t.branch + " " + std::string(attribute_name(t.attribute));
}

std::string score_text(const Score& s) {
  return "black=" + format_number(s.black) + " white=" + format_number(s.white) + " neutral=" +
         format_number(s.neutral) + " nobody=" + format_number(s.nobody) + " komi=" + format_number(s.komi) +
         " y=" + format_number(s.y);
}

std::string winners_text(const Score& s) {
  return "chinese=" + std::string(winner_name(s.chinese)) + " literal=" + std::string(winner_name(s.literal)) +
         " ruleset=" + std::string(winner_name(s.winner));
}

std::string format_number(double d) {
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d);
  if (ec != std::errc()) return "?";
  return std::string(buf, end);
}

}  // namespace tg::conformance
