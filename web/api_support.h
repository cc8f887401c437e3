#pragma once
// What the operations of web/api.cpp share: the request's fields, the two
// engines, positions and moves from the request.
#include <nlohmann/json.hpp>
#include <string>

#include "text/words.h"
#include "vocab/engine.h"
#include "vocab/labels.h"

namespace tg::web {

using Json = nlohmann::ordered_json;

// A request the operations cannot answer (a missing field, an unknown name).
struct RequestError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// "impl": "optimized" (default) or "reference".
const Engine& engine_named(const std::string& name);
const Engine& request_engine(const Json& req);
text::Language request_language(const Json& req);  // "lang": "en" (default) or "zh"
LabelSet request_labels(const Json& req);          // "labels": default "letter"
std::string request_string(const Json& req, const char* key);  // required
// "position": the position text (spec/formats/position.md), checked against its rules.
Position request_position(const Json& req, const char* key = "position");
// [x, y] as a point of the board; RequestError when off it.
Point json_point(const Json& j, BoardSize size);
// The move of the slot to move on `point` (null: a pass), as
// `trisgo explain --move` makes it from a point; with `convert`, the other
// move a click may mean: FlybombGo's stone that declines an offered flybomb
// (D-70), or on a tris slot the Art. 8 conversion (a stone of the mover's
// colour).
Move slot_move(const Position& p, const Json& point, bool convert = false);
// A move of a request's list: null (a pass), [x, y] (the slot's piece), or
// {"point": [x, y], "convert": true} (the Art. 8 conversion).
Move listed_move(const Position& p, const Json& entry);

}  // namespace tg::web
