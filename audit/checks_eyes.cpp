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

std::string eye_words(const Analysis& a, const std::vector<Point>& tris, const Position& p) {
  // The verdicts of the strings adjacent to the tris string.
  std::string out;
  const BoardSize size = p.board.size();
  for (const PrivateEyeInfo& e : a.private_eyes) {
    bool touches = false;
    for (Point t : tris)
      for (Point n : size.neighbours(t))
        for (Point s : e.string) touches = touches || s == n;
    if (!touches) continue;
    if (!out.empty()) out += "; ";
    out += std::string(side_name(e.colour)) + " " + pts(e.string, 3) + (e.has_private_eye ? " has" : " has no") +
           " private eye";
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
  const Analysis a26 = e.analyze(p26);
  const Analysis a19 = e.analyze(p19);
  for (std::size_t i = 0; i < a26.tris.size() && i < a19.tris.size(); ++i) {
    const TrisInfo& t26 = a26.tris[i];
    const TrisInfo& t19 = a19.tris[i];
    if (t26.attribute == t19.attribute) continue;
    const Analysis am = e.analyze(mixed);
    const TrisInfo& tm = am.tris[i];
    CheckFinding f(p);
    f.points = t26.points;
    const std::string where = "the tris string " + pts(t26.points, 3);
    f.clashes.push_back({"TG-6 (2026 text)", where + ": By " + std::to_string(t26.by) + ", Wy " +
                                                 std::to_string(t26.wy) + ", Bo " + std::to_string(t26.bo) + ", Wo " +
                                                 std::to_string(t26.wo) + ": " +
                                                 std::string(attribute_name(t26.attribute)) + " (" + t26.branch + "); " +
                                                 eye_words(a26, t26.points, p)});
    f.clashes.push_back({"M19-4.4 (2019 text)", where + ": By " + std::to_string(t19.by) + ", Wy " +
                                                    std::to_string(t19.wy) + ", Bo " + std::to_string(t19.bo) +
                                                    ", Wo " + std::to_string(t19.wo) + ": " +
                                                    std::string(attribute_name(t19.attribute)) + " (" + t19.branch +
                                                    "); " + eye_words(a19, t19.points, p)});
    f.ids = {"C-3", "TG-4.3", "TG-6.2.3", "M19-4.1", "M19-4.4", "D-35"};
    if (tm.attribute == t19.attribute) {
      f.summary = "the 2019 and 2026 texts give " + where + " different attributes (" +
                  std::string(attribute_name(t19.attribute)) + " against " +
                  std::string(attribute_name(t26.attribute)) +
                  "); with the same private-eye verdicts the two attribute rules agree, so the private-eye "
                  "definitions differ";
      f.clashes.push_back({"attribute rules, same verdicts", "eye_rule=menggo-2019 with attribute_rule=trisgo-2026: " +
                                                                 std::string(attribute_name(tm.attribute)) +
                                                                 ", as attribute_rule=menggo-2019"});
    } else {
      f.summary = "the 2019 and 2026 attribute rules disagree for the same private-eye verdicts on " + where;
      f.clashes.push_back({"attribute rules, same verdicts", "eye_rule=menggo-2019 with attribute_rule=trisgo-2026: " +
                                                                 std::string(attribute_name(tm.attribute)) +
                                                                 ", attribute_rule=menggo-2019: " +
                                                                 std::string(attribute_name(t19.attribute))});
    }
    // The ruleset follows one text for each half: the clash is between the
    // texts, and this ruleset's eye_rule and attribute_rule pick one side.
    if (tm.attribute == t19.attribute)
      f.resolution = std::string("D-35: this ruleset follows the ") +
                     (p.rules.eye_rule == EyeRule::Trisgo2026 ? "2026" : "2019") + " private-eye wording (eye_rule=" +
                     (p.rules.eye_rule == EyeRule::Trisgo2026 ? "trisgo-2026" : "menggo-2019") + ")";
    return f;
  }
  return std::nullopt;
}

}  // namespace tg::audit
