#include "explain/builder_support.h"

#include <algorithm>
#include <sstream>

#include "text/phrase.h"

namespace tg::explain::detail {

std::string Say::operator()(const text::Phrase& p) const { return text::render(p, labels, text::phrase_table(lang)); }

std::string Say::point(Point p) const { return format_point(p, labels); }

std::string Say::points(const std::vector<Point>& ps, std::size_t limit) const {
  std::string out;
  for (std::size_t i = 0; i < ps.size() && i < limit; ++i) out += (i ? " " : "") + point(ps[i]);
  if (ps.size() > limit) return (*this)(text::phrase(text::PhraseKind::ExplainMorePoints, out, ps.size()));
  return out.empty() ? (*this)(text::phrase(text::PhraseKind::ExplainNoPoints)) : out;
}

std::string Say::slot(const Slot& s) const {
  return (*this)(text::phrase(text::PhraseKind::ExplainSlot, s.side, s.kind == SlotKind::Tris));
}

std::string words(const std::vector<Point>& points, Labels labels, std::size_t limit) {
  return Say{labels}.points(points, limit);
}

std::string piece_words(Piece k) {
  return k == Piece::Black ? "black" : k == Piece::White ? "white" : k == Piece::Tris ? "tris" : "empty";
}

std::string slot_words(const Slot& s) { return Say{LabelSet::Chinese}.slot(s); }

std::string number(double v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

bool touches(const std::vector<Point>& a, const std::vector<Point>& b, BoardSize size) {
  for (Point p : a)
    for (Point q : size.neighbours(p))
      if (contains(b, q)) return true;
  return false;
}

bool contains(const std::vector<Point>& list, Point p) { return std::find(list.begin(), list.end(), p) != list.end(); }

std::vector<Point> sorted(std::vector<Point> v, BoardSize size) {
  std::sort(v.begin(), v.end(), [&](Point a, Point b) { return size.index(a) < size.index(b); });
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

const TrisInfo* tris_at(const Analysis& a, Point p) {
  for (const TrisInfo& t : a.tris)
    if (contains(t.points, p)) return &t;
  return nullptr;
}

const PrivateEyeInfo* eye_info(const Analysis& a, const std::vector<Point>& string) {
  for (const PrivateEyeInfo& e : a.private_eyes)
    if (e.string == string) return &e;
  return nullptr;
}

Diagram diagram_of_board(const Board& b, const Analysis& a) {
  Diagram d(b);
  for (int i = 0; i < b.size().points(); ++i) d.tris_attribute[i] = b.attribute_at_index(i);  // TrisGomoku's stored ones
  for (const TrisInfo& t : a.tris)
    for (Point q : t.points)
      if (b.at(q) == Piece::Tris) d.tris_attribute[b.size().index(q)] = t.attribute;
  return d;
}

Diagram diagram(const Position& p, const Analysis& a, Mark mark, std::vector<Point> points) {
  Diagram d = diagram_of_board(p.board, a);
  if (!points.empty()) d.highlights.push_back(Highlight{mark, sorted(std::move(points), p.board.size())});
  return d;
}

std::string branch_statement(const std::string& branch) {
  if (branch == "6.1") return "TG-6.1";
  if (branch == "6.2.1") return "TG-6.2.1";
  if (branch == "6.2.2") return "TG-6.2.2";
  if (branch.rfind("6.2.3", 0) == 0) return "TG-6.2.3";
  return "TG-6.0";
}

std::string params(const TrisInfo& t) {
  return "By " + std::to_string(t.by) + ", Wy " + std::to_string(t.wy) + ", Bo " + std::to_string(t.bo) + ", Wo " +
         std::to_string(t.wo);
}

// The Art. 6 branch's comparison in the texts' symbols ("By 1 > Wy 0").
static std::string branch_formula(const TrisInfo& t) {
  const std::string by = "By " + std::to_string(t.by), wy = "Wy " + std::to_string(t.wy);
  const std::string bo = "Bo " + std::to_string(t.bo), wo = "Wo " + std::to_string(t.wo);
  if (t.branch == "6.1") return "By + Wy = " + std::to_string(t.by + t.wy);
  if (t.branch == "6.2.1") return by + " > " + wy;
  if (t.branch == "6.2.2") return by + " < " + wy;
  if (t.branch == "6.2.3.1") return by + " = " + wy + ", " + bo + " > " + wo;
  if (t.branch == "6.2.3.2") return by + " = " + wy + ", " + bo + " < " + wo;
  if (t.branch == "6.2.3.3") return by + " = " + wy + ", " + bo + " = " + wo;
  return params(t);
}

std::string branch_rule(const TrisInfo& t, const Say& say) {
  return say(text::phrase(text::PhraseKind::ExplainRule, branch_formula(t), t.attribute));
}

Verdict verdict_of(Attribute a) {
  return a == Attribute::Black ? Verdict::Black : a == Attribute::White ? Verdict::White : Verdict::Neutral;
}

std::vector<std::string> illegal_cites(Illegal r) {
  switch (r) {
    case Illegal::None: return {"TG-9.2"};
    case Illegal::GameOver: return {"TG-11.1", "D-13"};
    case Illegal::WrongSlot: return {"TG-2.3", "D-26"};
    case Illegal::OffBoard: return {"TG-1.1"};
    case Illegal::Occupied: return {"TG-2.4", "TG-9.1"};
    case Illegal::TrisCapture: return {"TG-7.0", "TG-7.1", "D-08", "D-38"};
    case Illegal::TrisEye: return {"TG-7.0", "TG-7.2", "D-09"};
    case Illegal::TrisTigerMouth: return {"TG-7.0", "TG-7.3", "D-10"};
    case Illegal::Suicide: return {"TG-7.5", "D-07"};
    case Illegal::Emergency: return {"TG-8.1", "TG-8.3", "TG-8.4", "D-11", "D-39", "D-40"};
    case Illegal::Repetition: return {"TG-10.1", "TG-10.3", "D-12"};
    case Illegal::Contradiction: return {"D-06", "D-21"};
  }
  return {};
}

}  // namespace tg::explain::detail

namespace tg::explain {
Diagram board_diagram_of(const Position& p, const Analysis& a) { return detail::diagram_of_board(p.board, a); }
}  // namespace tg::explain
