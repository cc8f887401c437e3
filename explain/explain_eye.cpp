// Whether a black or white string has a private eye (TG-4.3; MengGo 2019's
// inner regions, M19-4.2): the string, its verdict and each candidate region
// with the condition that held or failed. The cause of a private-eye
// finding of `trisgo diff` (issue 28), also where no tris stands beside the
// string (then no tris string's graph shows the verdict).
#include "explain/builder_support.h"

namespace tg::explain {
using namespace detail;

Graph explain_eye(const Engine& e, const Position& p, Point point, Labels labels, text::Language lang) {
  using text::phrase;
  using K = text::PhraseKind;
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
  const Say say{labels, lang};
  std::size_t held = 0;
  for (const EyeCandidate& c : eye->candidates) held += c.failed == ReasonKind::None;

  Graph g;
  g.labels = labels;
  g.question = say(phrase(K::ExplainHasEyeQuestion, eye->colour, say.point(eye->string.front())));
  Node root;
  root.title = say(phrase(K::ExplainStringEye, eye->colour, say.points(eye->string, 6), eye->has_private_eye));
  if (eye->candidates.empty())
    root.lines.push_back(m19 ? say(phrase(K::ExplainNoInnerRegion)) : say(phrase(K::ExplainNoClosedRegion, eye->colour)));
  else
    root.lines.push_back(say(phrase(K::ExplainRegions, eye->candidates.size(), m19, held, true)));
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
  add_eye_candidates(g, id, p, a, eye->string, eye->colour == Side::Black ? Piece::Black : Piece::White, *eye, labels, lang);
  return g;
}

}  // namespace tg::explain
