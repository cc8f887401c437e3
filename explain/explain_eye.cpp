// Whether a black or white string has a private eye (TG-4.3; MengGo 2019's
// inner regions, M19-4.2): the string, its verdict and each candidate region
// with the condition that held or failed. The cause of a private-eye
// finding of `trisgo diff` (issue 28), also where no tris stands beside the
// string (then no tris string's graph shows the verdict).
#include "explain/builder_support.h"

namespace tg::explain {
using namespace detail;

Graph explain_eye(const Engine& e, const Position& p, Point point, Labels labels) {
  labels = Labels(labels.set, p.board.size());
  if (!p.board.size().contains(point)) throw BadQuestion("the point is off the board");
  const Analysis a = e.analyze(p);
  const PrivateEyeInfo* eye = nullptr;
  for (const PrivateEyeInfo& pe : a.private_eyes)
    if (contains(pe.string, point)) eye = &pe;
  if (!eye)
    throw BadQuestion("no black or white string at " + format_point(point, labels) +
                      " has a private-eye verdict (an empty point, a tris, or TrisGomoku)");
  const BoardSize size = p.board.size();
  const bool m19 = p.rules.eye_rule == EyeRule::Menggo2019;
  const std::string colour(side_name(eye->colour));
  std::size_t held = 0;
  for (const EyeCandidate& c : eye->candidates) held += c.failed == ReasonKind::None;

  Graph g;
  g.labels = labels;
  g.question = "has the " + colour + " string at " + format_point(eye->string.front(), labels) + " a private eye?";
  Node root;
  root.title = colour + " string " + words(eye->string, labels, 6) +
               (eye->has_private_eye ? ": has a private eye" : ": no private eye");
  if (eye->candidates.empty())
    root.lines.push_back(m19 ? "it encloses no inner region with a liberty beside it (M19-4.1, D-35, D-53)"
                             : "no closed region formed by " + colour + " touches it (TG-4.3.1, D-01): nothing to test");
  else
    root.lines.push_back(std::to_string(eye->candidates.size()) + (m19 ? " inner region" : " candidate region") +
                         (eye->candidates.size() == 1 ? "" : "s") + ", " + std::to_string(held) + " private" +
                         " (green: a private eye, red: fails)");
  root.cites = m19 ? std::vector<std::string>{"M19-4.1", "M19-4.2"} : std::vector<std::string>{"TG-4.3", "TG-4.3.1"};
  if (eye->candidates.empty()) root.cites.insert(root.cites.end(), m19 ? std::initializer_list<std::string>{"D-35", "D-53"}
                                                                          : std::initializer_list<std::string>{"D-01"});
  root.verdict = eye->has_private_eye ? Verdict::Held : Verdict::Failed;
  Diagram d = diagram(p, a, Mark::Subject, eye->string);
  for (const EyeCandidate& c : eye->candidates)
    d.highlights.insert(d.highlights.begin(),
                        Highlight{c.failed == ReasonKind::None ? Mark::Held : Mark::Failed, sorted(c.region, size)});
  d.whole_board = true;
  root.diagram = std::move(d);
  const std::string id = g.add(std::move(root));
  add_eye_candidates(g, id, p, a, eye->string, eye->colour == Side::Black ? Piece::Black : Piece::White, *eye, labels);
  return g;
}

}  // namespace tg::explain
