#include "web/api_files.h"

#include "cli/replay.h"
#include "text/reason_text.h"
#include "vocab/engine_json.h"
#include "vocab/position_fit.h"
#include "vocab/position_text.h"
#include "vocab/record.h"
#include "vocab/sgf.h"

namespace tg::web {
namespace {

enum class FileKind { Position, Record, Sgf };

// A position file has a "board:" line; a record is SGF or the move-number
// notation (vocab/sgf.h decides which, as the command line does).
FileKind kind_of(const std::string& name, std::string_view text) {
  if (looks_like_sgf(name, text)) return FileKind::Sgf;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    if (text.substr(at, end - at).substr(0, 6) == "board:") return FileKind::Position;
    at = end + 1;
  }
  return FileKind::Record;
}

}  // namespace

Json op_load(const Json& req) {
  const std::string text = request_string(req, "text");
  const std::string name = req.value("name", std::string("file"));
  const Engine& e = request_engine(req);
  const FileKind kind = kind_of(name, text);
  if (kind == FileKind::Position) {
    Position p = parse_position(text, name);
    check_pieces_fit(p, name);
    return {{"start", print_position(p)}, {"moves", Json::array()}};
  }
  const Record r = kind == FileKind::Sgf ? parse_sgf(text, name) : parse_record(text, name);
  const Position start = cli::start_position(r);
  Labels labels(request_labels(req), r.size);
  Json moves = Json::array();
  const cli::ReplayResult result = cli::replay(e, r, [&](std::size_t i, const Position& before, const MoveOutcome& o) {
    moves.push_back({{"position", print_position(*o.after)}, {"outcome", outcome_json(o)}});
    // The move a click makes only with the box ticked (slot_move's `convert`):
    // an Art. 8 conversion, or a stone that declines a flybomb (D-70).
    const Move& m = r.moves[i].move;
    if (m.kind == MoveKind::Emergency || (!m.is_pass() && m.side != before.to_move().side)) moves.back()["convert"] = true;
  });
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const Move& m = r.moves[i].move;
    moves[i]["outcome"]["move"] = move_json(m, labels);
    moves[i]["point"] = m.is_pass() ? Json() : point_json(m.point);
  }
  Json j = {{"start", print_position(start)}, {"moves", moves}};
  if (result.illegal_index) {
    const std::size_t i = *result.illegal_index;
    j["illegal"] = {{"move_number", r.move_number(i)},
                    {"text", text::refusal_text(result.illegal_outcome, labels,
                                                text::reason_table(request_language(req)))}};
  }
  return j;
}

Json op_save(const Json& req) {
  const Engine& e = request_engine(req);
  const Position start = request_position(req, "start");
  Record r;
  r.rules = start.rules;
  r.size = start.board.size();
  r.first_move = start.next_move;
  for (int i = 0; i < start.board.size().points(); ++i)
    if (start.board.at_index(i) != Piece::Empty) r.setup.emplace_back(start.board.size().point(i), start.board.at_index(i));
  Position p = start;
  for (const Json& point : req.value("points", Json::array())) {
    const Move m = listed_move(p, point);
    MoveOutcome o = e.play(p, m);
    if (!o.legal()) throw RequestError("move " + std::to_string(p.next_move) + " is illegal");
    r.moves.push_back({m, {}});
    p = *o.after;
  }
  const std::string format = req.value("format", std::string("tgr"));
  if (format == "sgf") return {{"text", print_sgf(r)}};
  if (format == "tgr") return {{"text", print_record(r)}};
  throw RequestError("unknown format \"" + format + "\" (tgr, sgf)");
}

}  // namespace tg::web
