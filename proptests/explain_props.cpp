// Issue 16: the explanation graphs depend only on the engine interface, so
// the reference's and the optimized engine's graphs of the same question are
// identical, on random positions: every tris string's attribute, a random
// point's legality, a legal move's and a random candidate's outcome, the score.
#include "explain/builder.h"
#include "proptests/support.h"

namespace tg::pt {
namespace {

std::string first_difference(const explain::Graph& r, const explain::Graph& o) {
  if (r.question != o.question) return "question: " + r.question + " vs " + o.question;
  for (std::size_t i = 0; i < std::min(r.nodes.size(), o.nodes.size()); ++i)
    if (!(r.nodes[i] == o.nodes[i])) return "node " + r.nodes[i].id + ": '" + r.nodes[i].title + "' vs '" + o.nodes[i].title + "'";
  return std::to_string(r.nodes.size()) + " nodes vs " + std::to_string(o.nodes.size()) + ", or the edges differ";
}

void same_graph(const std::string& what, const explain::Graph& r, const explain::Graph& o) {
  if (!(r == o)) RC_FAIL(what + ": the graphs differ: " + first_difference(r, o));
}

TRISGO_PROP(Explain, ReferenceAndOptimizedDrawTheSameGraphs, 300) {
  const Position p = *gen_position(gen_ruleset(), 9);
  const int code = *rc::gen::inRange(0, 1 << 20);
  const LabelSet labels = *rc::gen::element(LabelSet::Integer, LabelSet::Letter, LabelSet::Chinese);
  const Analysis a = reference().analyze(p);
  for (const TrisInfo& t : a.tris)
    same_graph("string " + points_text({t.points.front()}),
               explain::explain_string(reference(), p, t.points.front(), labels),
               explain::explain_string(optimized(), p, t.points.front(), labels));
  const Point q = p.board.size().point(code % p.board.size().points());
  same_graph("point " + points_text({q}), explain::explain_point(reference(), p, q, labels),
             explain::explain_point(optimized(), p, q, labels));
  const std::vector<Move> legal = reference().legal_moves(p);
  std::vector<Move> moves{candidate_move(p, code)};
  if (!legal.empty()) moves.push_back(chosen_move(legal, code));
  for (const Move& m : moves)
    same_graph("move at " + points_text({m.point}), explain::explain_move(reference(), p, m, labels),
               explain::explain_move(optimized(), p, m, labels));
  same_graph("score", explain::explain_score(reference(), p, labels), explain::explain_score(optimized(), p, labels));
  RC_CLASSIFY(!a.tris.empty(), "has tris");
}

// The historical systems' explanations and the data behind them: on
// enclosed positions (many small regions, so the TG-4.3.3 / M19-4.2b
// witnesses of every kind occur) under every preset, with MengGo 2019 and
// MengGo 2013 weighted in, both engines give equal witnesses and draw equal
// string graphs; every point forbidden by repetition names the same earlier
// position and draws the same graph; the whose-move nodes agree.
TRISGO_PROP(Explain, WitnessesRepetitionsAndTurnsAgree, 400) {
  const rc::Gen<Ruleset> historical = rc::gen::map(
      rc::gen::element(std::string("menggo-2019"), std::string("menggo-2013"), std::string("menggo-2013/order=menggo-2013-two"),
                       std::string("flybomb-A"), std::string("trisgo-2026/eye_inspect=region")),
      [](const std::string& t) { return parse_ruleset(t); });
  const bool enclosed = *rc::gen::element(false, true);
  const Position p = *gen_position(*rc::gen::element(false, true) ? historical : gen_ruleset(), 11,
                                   enclosed ? Texture::Enclosed : Texture::Any);
  const LabelSet labels = *rc::gen::element(LabelSet::Integer, LabelSet::Letter, LabelSet::Chinese);
  const Analysis ra = reference().analyze(p), oa = optimized().analyze(p);
  if (ra.private_eyes != oa.private_eyes) RC_FAIL("the private-eye witnesses differ");
  bool placements = false, guarded = false, existing = false;
  for (const PrivateEyeInfo& e : ra.private_eyes)
    for (const EyeCandidate& c : e.candidates) {
      placements = placements || !c.placements.empty();
      guarded = guarded || !c.guarded.empty();
      existing = existing ||
                 ((c.failed == ReasonKind::EyeOtherHasEye || c.failed == ReasonKind::EyeOtherHasEyeM19) && !c.eye.empty());
      // A witness is whole: an eye comes with the string it serves, guarded points only with a verdict that held.
      if (c.eye.empty() != c.eye_of.empty()) RC_FAIL("an eye without its string (or a string without its eye)");
      if (!c.guarded.empty() && c.failed != ReasonKind::None)
        RC_FAIL("guarded points on a failed candidate: " + std::string(reason_kind_name(c.failed)));
    }
  RC_CLASSIFY(placements, "simulation placements");
  RC_CLASSIFY(guarded, "no eye can be made");
  RC_CLASSIFY(existing, "an existing eye");
  for (const TrisInfo& t : ra.tris)
    same_graph("string " + points_text({t.points.front()}),
               explain::explain_string(reference(), p, t.points.front(), labels),
               explain::explain_string(optimized(), p, t.points.front(), labels));
  int repetitions = 0;
  for (const ForbiddenPoint& f : ra.forbidden) {
    if (f.reason != Illegal::Repetition) continue;
    const Slot slot = p.to_move();
    const Move m{slot.side, slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, f.point};
    const MoveOutcome ro = reference().play(p, m), oo = optimized().play(p, m);
    if (ro.illegal != oo.illegal) RC_FAIL("the engines refuse the move for different reasons");
    if (ro.illegal != Illegal::Repetition) continue;  // e.g. the game has ended (Art. 11 comes first)
    ++repetitions;
    if (ro.repeated_move != oo.repeated_move || ro.repeated_move == 0)
      RC_FAIL("the earlier position of a repetition: reference " + std::to_string(ro.repeated_move) + ", optimized " +
              std::to_string(oo.repeated_move));
    same_graph("repetition at " + points_text({f.point}), explain::explain_point(reference(), p, f.point, labels),
               explain::explain_point(optimized(), p, f.point, labels));
  }
  RC_CLASSIFY(repetitions > 0, "a repetition");
  // The whose-move node of a point question (flybomb turns, seats).
  const Point q = p.board.size().point(static_cast<int>(p.next_move) % p.board.size().points());
  same_graph("point " + points_text({q}), explain::explain_point(reference(), p, q, labels),
             explain::explain_point(optimized(), p, q, labels));
  RC_CLASSIFY(p.rules.attribute_rule == AttributeRule::Bonds, "bonds");
  RC_CLASSIFY(p.rules.eye_rule == EyeRule::Menggo2019, "menggo-2019 eyes");
}

}  // namespace
}  // namespace tg::pt
