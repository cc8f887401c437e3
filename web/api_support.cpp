#include "web/api_support.h"

#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/position_fit.h"
#include "vocab/position_text.h"

namespace tg::web {

const Engine& engine_named(const std::string& name) {
  // Engines keep no state between calls: one of each serves every request.
  static const auto optimized = opt::make_optimized_engine();
  static const auto reference = ref::make_reference_engine();
  if (name == "optimized") return *optimized;
  if (name == "reference") return *reference;
  throw RequestError("unknown engine \"" + name + "\" (known: optimized, reference)");
}

const Engine& request_engine(const Json& req) { return engine_named(req.value("impl", std::string("optimized"))); }

text::Language request_language(const Json& req) {
  const std::string name = req.value("lang", std::string("en"));
  auto l = text::parse_language(name);
  if (!l) throw RequestError("unknown language \"" + name + "\" (known: en, zh)");
  return *l;
}

LabelSet request_labels(const Json& req) {
  const std::string name = req.value("labels", std::string("letter"));
  auto s = parse_label_set_name(name);
  if (!s) throw RequestError("unknown label set \"" + name + "\" (known: " + label_set_names() + ")");
  return *s;
}

std::string request_string(const Json& req, const char* key) {
  if (!req.contains(key) || !req[key].is_string()) throw RequestError(std::string("the request needs \"") + key + "\"");
  return req[key].get<std::string>();
}

Position request_position(const Json& req, const char* key) {
  Position p = parse_position(request_string(req, key), key);
  check_pieces_fit(p, key);
  return p;
}

Point json_point(const Json& j, BoardSize size) {
  if (!j.is_array() || j.size() != 2 || !j[0].is_number_integer() || !j[1].is_number_integer())
    throw RequestError("a point is [x, y], got " + j.dump());
  const Point p{j[0].get<int>(), j[1].get<int>()};
  if (!size.contains(p)) throw RequestError("the point " + j.dump() + " is off the board");
  return p;
}

Move slot_move(const Position& p, const Json& point, bool convert) {
  const Slot slot = p.to_move();
  if (point.is_null()) return Move{slot.side, MoveKind::Pass, {}};
  const Point at = json_point(point, p.board.size());
  if (convert) {
    // FlybombGo: the opponent's stone that declines an offered chosen flybomb (D-70).
    if (const std::optional<Slot> decline = p.declining_slot()) return Move{decline->side, MoveKind::Stone, at};
    if (slot.kind == SlotKind::Tris) return Move{slot.side, MoveKind::Emergency, at};  // Art. 8
  }
  return Move{slot.side, slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, at};
}

Move listed_move(const Position& p, const Json& entry) {
  if (entry.is_object()) return slot_move(p, entry.value("point", Json()), entry.value("convert", false));
  return slot_move(p, entry);
}

}  // namespace tg::web
