#pragma once
// The engine's answers as JSON (spec/formats/json.md, schemas in
// spec/formats/schema/): points, moves as fields, the analysis of a
// position, a move's outcome and the score. One writer for every JSON output
// of `trisgo` (analyze, play, the GTP trisgo-analyze command, traces), so a
// move or a point looks the same everywhere.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "vocab/engine.h"
#include "vocab/labels.h"

namespace tg {

// A point as [x, y] (Cartesian, centre (0,0), TG-1.*).
nlohmann::ordered_json point_json(Point p);
nlohmann::ordered_json points_json(const std::vector<Point>& points);

// A move as an object with fields, never a phrase:
//   {"side": "black"|"white",
//    "kind": "stone"|"tris"|"pass"|"emergency",   (MoveKind; emergency = Art. 8)
//    "piece": "black"|"white"|"tris"|null,        (what it places; null for a pass)
//    "point": [x, y]|null,                        (null for a pass)
//    "label": "G六"|null}                          (the point in `labels`)
nlohmann::ordered_json move_json(const Move& m, Labels labels);
nlohmann::ordered_json moves_json(const std::vector<Move>& moves, Labels labels);

nlohmann::ordered_json analysis_json(const Position& p, const Analysis& a);
nlohmann::ordered_json score_json(const Position& p, const Score& s);
// legal, and reason/article, the refusal as data (reason_json) and, when
// given, `explanation`: the refusal in words, which the caller renders with
// text/ (vocab makes no sentences); or captured, attribute_changes, cascade
// (and for TrisGomoku encircled and overruled).
nlohmann::ordered_json outcome_json(const MoveOutcome& o, const std::optional<std::string>& explanation = {});
// A reason as data: {"kind": name, "id": article or decision, then each
// parameter by its name (reason_kind_info): points as [x, y], point lists as
// arrays of them, sides, slot and move kinds by name, numbers}.
nlohmann::ordered_json reason_json(const Reason& r);
nlohmann::ordered_json attribute_changes_json(const std::vector<AttributeChange>& changes);
nlohmann::ordered_json targets_json(const std::vector<EncirclementTarget>& list);
nlohmann::ordered_json gomoku_json(const GomokuAnalysis& g);

}  // namespace tg
