#include "web/api_diff.h"

#include "audit/diff.h"
#include "vocab/engine_json.h"
#include "web/api_position.h"

namespace tg::web {

Json op_diff(const Json& req) {
  const Engine& e = request_engine(req);
  const text::Language lang = request_language(req);
  const LabelSet labels = request_labels(req);
  Position p = request_position(req);
  const std::string la = request_string(req, "rules_a"), lb = request_string(req, "rules_b");
  p.rules = parse_ruleset(la, {"rules_a"});
  const Ruleset rb = parse_ruleset(lb, {"rules_b"});
  const audit::Comparison c = audit::compare_rulesets(p.rules, rb);  // NotComparable: another game
  const std::optional<Position> pb = audit::as_ruleset(p, rb);
  if (!pb) throw RequestError(lb + " has no slot of the kind to move here");
  const audit::DiffSide a{la, p.rules, &e, nullptr}, b{lb, rb, &e, nullptr};
  audit::DiffOptions o;
  o.labels = labels;
  o.lang = lang;
  Json findings = Json::array();
  for (const audit::Finding& f : audit::diff_position_all(a, b, p, o)) {
    Json answers = Json::array();
    for (const audit::Answer& x : f.answers) answers.push_back({{"label", x.label}, {"text", x.text}});
    findings.push_back({{"kind", f.kind},
                        {"question", f.question},
                        {"answers", answers},
                        {"point", f.point ? point_json(*f.point) : Json()},
                        {"ids", f.ids}});
  }
  return {{"a", position_view(e, p, labels, lang)},
          {"b", position_view(e, *pb, labels, lang)},
          {"findings", findings},
          {"note", c.note}};
}

}  // namespace tg::web
