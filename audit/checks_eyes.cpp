// C-3: the attribute of a tris string under the 2026 text against the 2019
// text (spec/systems/menggo-2019.md), and which half of the texts makes the
// difference: the private-eye definitions (eye_rule, D-35) or the attribute
// rules (attribute_rule, 2019 Art. 4.4 against TG-6.2.3).
#include "audit/checks.h"

namespace tg::audit {
namespace {

Position with_rules(const Position& p, EyeRule eye, AttributeRule attr) {
  Position q = p;
  q.rules.eye_rule = eye;
  q.rules.attribute_rule = attr;
  return q;
}

text::PhraseList eye_words(const Analysis& a, const std::vector<Point>& tris, const Position& p) {
  // The verdicts of the strings adjacent to the tris string.
  text::PhraseList out{{}, "; "};
  const BoardSize size = p.board.size();
  for (const PrivateEyeInfo& e : a.private_eyes) {
    bool touches = false;
    for (Point t : tris)
      for (Point n : size.neighbours(t))
        for (Point s : e.string) touches = touches || s == n;
    if (!touches) continue;
    out.items.push_back(phrase(PhraseKind::StringEyeVerdict, e.colour, points(e.string, 3), e.has_private_eye));
  }
  return out;
}

}  // namespace

std::optional<CheckFinding> probe_eye_rules(Visit& v) {
  const Position& p = v.position();
  if (p.rules.game != Game::Go || p.rules.attribute_rule == AttributeRule::Bonds) return std::nullopt;
  if (p.board.count(Piece::Tris) == 0) return std::nullopt;
  const Engine& e = v.context().engine;
  const Position p26 = with_rules(p, EyeRule::Trisgo2026, AttributeRule::Trisgo2026);
  const Position p19 = with_rules(p, EyeRule::Menggo2019, AttributeRule::Menggo2019);
  const Position mixed = with_rules(p, EyeRule::Menggo2019, AttributeRule::Trisgo2026);
  // The position's own analysis when its ruleset is the 2026 one (Visit: computed once).
  const Analysis a26 = p26.rules == p.rules ? v.analysis() : e.analyze(p26);
  const Analysis a19 = e.analyze(p19);
  for (std::size_t i = 0; i < a26.tris.size() && i < a19.tris.size(); ++i) {
    const TrisInfo& t26 = a26.tris[i];
    const TrisInfo& t19 = a19.tris[i];
    if (t26.attribute == t19.attribute) continue;
    const Analysis am = e.analyze(mixed);
    const TrisInfo& tm = am.tris[i];
    CheckFinding f(p);
    f.points = t26.points;
    const text::PointList where = points(t26.points, 3);
    f.clashes.push_back({"TG-6 (2026 text)", phrase(PhraseKind::TrisCountsUnderText, where, t26.by, t26.wy, t26.bo,
                                                    t26.wo, t26.attribute, t26.branch, eye_words(a26, t26.points, p))});
    f.clashes.push_back({"M19-4.4 (2019 text)", phrase(PhraseKind::TrisCountsUnderText, where, t19.by, t19.wy, t19.bo,
                                                       t19.wo, t19.attribute, t19.branch,
                                                       eye_words(a19, t19.points, p))});
    f.ids = {"C-3", "TG-4.3", "TG-6.2.3", "M19-4.1", "M19-4.4", "D-35"};
    if (tm.attribute == t19.attribute) {
      f.summary = phrase(PhraseKind::EyeDefinitionsDiffer, where, t19.attribute, t26.attribute);
      f.clashes.push_back({"attribute rules, same verdicts", phrase(PhraseKind::MixedRulesAgree, tm.attribute)});
    } else {
      f.summary = phrase(PhraseKind::EyeAttributeRulesDiffer, where);
      f.clashes.push_back(
          {"attribute rules, same verdicts", phrase(PhraseKind::MixedRulesDisagree, tm.attribute, t19.attribute)});
    }
    // The ruleset follows one text for each half: the clash is between the
    // texts, and this ruleset's eye_rule and attribute_rule pick one side.
    if (tm.attribute == t19.attribute)
      f.resolution = phrase(PhraseKind::ResolvedEyeWording, p.rules.eye_rule == EyeRule::Trisgo2026);
    return f;
  }
  return std::nullopt;
}

}  // namespace tg::audit
