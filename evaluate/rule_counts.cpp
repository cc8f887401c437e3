#include "evaluate/rule_counts.h"

#include "vocab/reason.h"

namespace tg::evaluate {
namespace {

void add(RuleCounts& counts, const std::string& key, long n = 1) {
  if (n != 0) counts[key] += n;
}

std::string after_colon(std::string_view key) {
  const auto colon = key.find(':');
  return colon == std::string_view::npos ? std::string() : std::string(key.substr(colon + 1));
}

}  // namespace

void count_move(const Position& before, const Move& m, const MoveOutcome& o, RuleCounts& counts) {
  const bool flybomb_order = before.rules.order == OrderRule::Flybomb;
  switch (m.kind) {
    case MoveKind::Tris: add(counts, flybomb_order ? "flybombs" : "tris-moves"); break;
    case MoveKind::Emergency: add(counts, "emergency-conversions"); break;
    case MoveKind::Pass:
      if (flybomb_order && before.to_move().kind == SlotKind::Tris) add(counts, "flybomb-passes");
      break;
    case MoveKind::Stone: break;
  }
  if (!o.captured.empty()) {
    add(counts, "captures");
    add(counts, "pieces-captured", static_cast<long>(o.captured.size()));
  }
  for (const AttributeChange& c : o.changes)
    add(counts, std::string("attribute-changes:") + std::string(attribute_name(c.from)) + "-" +
                    std::string(attribute_name(c.to)));
  if (!o.cascade.empty()) {
    add(counts, "cascades");
    add(counts, "cascade-rounds", static_cast<long>(o.cascade.size()));
    for (const CascadeStep& step : o.cascade) add(counts, "cascade-removals", static_cast<long>(step.removed.size()));
  }
  for (const EncirclementTarget& t : o.encircled)
    add(counts, std::string("encirclements:") + std::string(encirclement_type_name(t.type)));
  add(counts, "overruled-encirclements", static_cast<long>(o.overruled.size()));
}

void count_position(const Analysis& a, RuleCounts& counts) {
  for (const PrivateEyeInfo& e : a.private_eyes) {
    if (e.has_private_eye) add(counts, "private-eyes");
    for (const EyeCandidate& c : e.candidates)
      if (c.failed != ReasonKind::None) add(counts, "eye-refused:" + std::string(reason_kind_name(c.failed)));
  }
  for (const TrisInfo& t : a.tris) add(counts, "tris-strings:" + std::string(attribute_name(t.attribute)));
  for (const ForbiddenPoint& f : a.forbidden) add(counts, "forbidden:" + std::string(illegal_name(f.reason)));
}

std::string rule_article(std::string_view key) {
  const std::string rest = after_colon(key);
  if (key == "tris-moves") return "TG-2.3";
  if (key == "flybombs" || key == "flybomb-passes") return "FB-2";
  if (key == "emergency-conversions") return "Art. 8";
  if (key == "captures" || key == "pieces-captured") return "Art. 9";
  if (key.starts_with("attribute-changes:") || key.starts_with("tris-strings:")) return "Art. 6";
  if (key == "cascades" || key == "cascade-rounds" || key == "cascade-removals") return "D-06";
  if (key.starts_with("encirclements:")) return "GM-4";
  if (key == "overruled-encirclements") return "GM-4.9";
  if (key == "private-eyes") return "Art. 4.3";
  if (key.starts_with("eye-refused:")) {
    if (auto kind = parse_reason_kind(rest)) return std::string(reason_kind_id(*kind));
    return "Art. 4.3";
  }
  if (key.starts_with("forbidden:")) {
    for (int i = 0; i <= static_cast<int>(Illegal::Contradiction); ++i) {
      const auto r = static_cast<Illegal>(i);
      if (illegal_name(r) == rest) return std::string(illegal_article(r));
    }
  }
  return "";
}

}  // namespace tg::evaluate
