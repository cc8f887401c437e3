#include "web/api_position.h"

#include "explain/builder.h"
#include "explain/cite_text.h"
#include "explain/json.h"
#include "text/reason_text.h"
#include "vocab/engine_json.h"
#include "vocab/position_fit.h"
#include "vocab/position_text.h"
#include "vocab/star_points.h"

namespace tg::web {
namespace {

Json coordinate_labels(BoardSize size, Labels labels) {
  Json columns = Json::array(), rows = Json::array();
  for (int v = -size.half(); v <= size.half(); ++v) {
    columns.push_back(format_column(v, labels));
    rows.push_back(format_row(v, labels));
  }
  return {{"columns", columns}, {"rows", rows}};  // from x (or y) = -half up
}

Json words_of_winners(const Score& s, text::Language lang) {
  return {{"literal", text::winner_word(s.literal, lang)},
          {"chinese", text::winner_word(s.chinese, lang)},
          {"winner", text::winner_word(s.winner, lang)}};
}

}  // namespace

Json position_view(const Engine& e, const Position& p, Labels labels, text::Language lang) {
  labels = Labels(labels.set, p.board.size());
  const text::TemplateTable& table = text::reason_table(lang);
  const Analysis a = e.analyze(p);
  Json j = analysis_json(p, a);
  j["implementation"] = e.name();
  j["legal_moves"] = moves_json(e.legal_moves(p), labels);
  // Why each point is forbidden: the engine's refusal of that move, as
  // data and in words (what `trisgo play` says when it refuses it).
  Json forbidden = Json::array();
  for (const ForbiddenPoint& f : a.forbidden) {
    const MoveOutcome o = e.play(p, slot_move(p, point_json(f.point)));
    forbidden.push_back({{"point", point_json(f.point)},
                         {"label", format_point(f.point, labels)},
                         {"reason", illegal_name(f.reason)},
                         {"article", illegal_article(f.reason)},
                         {"data", reason_json(o.reason)},
                         {"text", text::refusal_text(o, labels, table)}});
  }
  j["forbidden"] = forbidden;
  for (std::size_t i = 0; i < a.private_eyes.size(); ++i) {
    const PrivateEyeInfo& eye = a.private_eyes[i];
    for (std::size_t k = 0; k < eye.candidates.size(); ++k)
      j["private_eyes"][i]["candidates"][k]["text"] = text::eye_verdict_text(eye.colour, eye.candidates[k], labels, table);
    j["private_eyes"][i]["colour_word"] = text::side_word(eye.colour, lang);
    j["private_eyes"][i]["label"] = format_point(eye.string.front(), labels);
  }
  for (std::size_t i = 0; i < a.tris.size(); ++i) {
    j["tris"][i]["attribute_word"] = text::attribute_word(a.tris[i].attribute, lang);
    j["tris"][i]["label"] = format_point(a.tris[i].points.front(), labels);
  }
  const Slot slot = p.to_move();
  j["to_move"]["words"] = text::side_word(slot.side, lang) + std::string(text::pick(lang, " ", "方下")) +
                          text::slot_kind_word(slot.kind, lang);  // as `trisgo analyze` says it
  if (j.contains("score")) j["score"]["words"] = words_of_winners(a.score, lang);
  j["coordinates"] = coordinate_labels(p.board.size(), labels);
  j["star_points"] = points_json(star_points(p.board.size()));
  j["position"] = print_position(p);
  return j;
}

Json op_new(const Json& req) {
  const int n = req.value("size", 9);
  auto size = BoardSize::make(n);
  if (!size) throw RequestError("no board of size " + std::to_string(n));
  Position p(*size, parse_ruleset(request_string(req, "rules"), {"rules"}));
  return {{"position", print_position(p)}};
}

Json op_state(const Json& req) {
  return position_view(request_engine(req), request_position(req), request_labels(req), request_language(req));
}

Json op_play(const Json& req) {
  const Engine& e = request_engine(req);
  const Position p = request_position(req);
  const Labels labels(request_labels(req), p.board.size());
  const Move m = slot_move(p, req.value("point", Json()), req.value("convert", false));
  const MoveOutcome o = e.play(p, m);
  Json j = outcome_json(o, text::refusal_text(o, labels, text::reason_table(request_language(req))));
  j["move"] = move_json(m, labels);
  if (o.after) j["position"] = print_position(*o.after);
  return j;
}

Json op_setup(const Json& req) {
  Position p = request_position(req);
  const Point at = json_point(req.value("point", Json()), p.board.size());
  const std::string piece = request_string(req, "piece");
  const Piece put = piece == "black"   ? Piece::Black
                    : piece == "white" ? Piece::White
                    : piece == "tris"  ? Piece::Tris
                    : piece == "empty" ? Piece::Empty
                                       : throw RequestError("unknown piece \"" + piece + "\" (black, white, tris, empty)");
  p.board.set(at, put);
  // A placed piece starts a new position: no earlier positions to repeat,
  // no passes in a row.
  p.history.clear();
  p.passes = 0;
  check_pieces_fit(p, "setup");
  return {{"position", print_position(p)}};
}

Json op_explain(const Json& req) {
  const Engine& e = request_engine(req);
  const Position p = request_position(req);
  const Labels labels(request_labels(req), p.board.size());
  const text::Language lang = request_language(req);
  const Json point = req.value("point", Json());
  // A move; a piece's string (why its attribute, why its eye verdict, as
  // `trisgo explain --string`); an empty point (why it is legal or not, `--point`).
  explain::Graph g;
  if (req.value("move", false)) {
    g = explain::explain_move(e, p, slot_move(p, point, req.value("convert", false)), labels, lang);
  } else {
    const Point at = json_point(point, p.board.size());
    g = p.board.at(at) == Piece::Empty ? explain::explain_point(e, p, at, labels, lang)
                                       : explain::explain_string(e, p, at, labels, lang);
  }
  explain::cite_in_text(g, p.rules);  // the articles in the ruleset's own text, with its Chinese passages
  return explain::to_json(g);
}

Json op_check(const Json& req) {
  const Position p = request_position(req);
  const Engine& opt = engine_named("optimized");
  const Engine& ref = engine_named("reference");
  Json differ = Json::array();
  const Analysis a = opt.analyze(p), b = ref.analyze(p);
  if (a.tris != b.tris) differ.push_back("tris");
  if (a.private_eyes != b.private_eyes) differ.push_back("private_eyes");
  if (a.forbidden != b.forbidden) differ.push_back("forbidden");
  if (a.ended != b.ended) differ.push_back("ended");
  if (a.score != b.score) differ.push_back("score");
  if (a.base_strings != b.base_strings || a.holistic_strings != b.holistic_strings || a.regions != b.regions)
    differ.push_back("strings");
  if (opt.legal_moves(p) != ref.legal_moves(p)) differ.push_back("legal_moves");
  const bool convert = req.value("convert", false);
  if (req.contains("point") && opt.play(p, slot_move(p, req["point"], convert)) != ref.play(p, slot_move(p, req["point"], convert)))
    differ.push_back("move");
  Json j = {{"agree", differ.empty()}, {"differ", differ}};
  // A vector (spec/vectors/README.md) that sets the position up and plays
  // the move, for the engines' authors to add the assertions by hand.
  if (!differ.empty()) {
    std::string v = "vector web-check-disagreement\n# why: the board in the browser's check mode: the optimized and reference\n"
                    "#   engines disagree here on " + differ.dump() + "; decide by hand which is right and add its assertions.\n"
                    "position\n" + print_position(p) + "end\n";
    if (req.contains("point") && req["point"].is_null()) {
      v += "play pass\n";
    } else if (req.contains("point")) {
      const Move m = slot_move(p, req["point"], convert);  // side and kind spelled out (a decline is the other side's)
      v += "play " + std::string(side_name(m.side)) + " " + std::string(move_kind_name(m.kind)) + " " +
           format_point(m.point, LabelSet::Letter) + "\n";
    }
    j["vector"] = v;
  }
  return j;
}

}  // namespace tg::web
