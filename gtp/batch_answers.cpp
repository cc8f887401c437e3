#include "gtp/batch_answers.h"

#include <sstream>

#include "gtp/answers_json.h"
#include "gtp/client.h"
#include "gtp/move_text.h"
#include "vocab/engine_json.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"

namespace tg::gtp {
namespace {

using json = nlohmann::json;

[[noreturn]] void bad(const std::string& what) { throw GtpError("the trisgo-answers JSON: " + what); }

std::string move_words(const Move& m, BoardSize size) {
  std::string s = std::string(colour_letter(m.side)) + " " + std::string(move_kind_name(m.kind));
  if (!m.is_pass()) s += " " + format_gtp_vertex(m.point, size);
  return s;
}

Move move_of(const json& v, BoardSize size) {
  if (!v.is_string()) bad("a move is not a string");
  std::istringstream in(v.get<std::string>());
  std::vector<std::string> w;
  for (std::string x; in >> x;) w.push_back(x);
  const std::string text = v.get<std::string>();
  if (w.size() < 2) bad("the move '" + text + "' is not COLOUR KIND [VERTEX]");
  const std::optional<Side> side = parse_colour(w[0]);
  if (!side) bad("the move '" + text + "' has no colour");
  Move m{*side, MoveKind::Pass, {}};
  bool known = false;
  for (MoveKind k : {MoveKind::Stone, MoveKind::Tris, MoveKind::Pass, MoveKind::Emergency})
    if (w[1] == move_kind_name(k)) m.kind = k, known = true;
  if (!known) bad("the move '" + text + "' has no kind stone, tris, emergency or pass");
  if (m.is_pass() != (w.size() == 2) || w.size() > 3) bad("the move '" + text + "' is not COLOUR KIND [VERTEX]");
  if (!m.is_pass()) {
    const std::optional<Point> q = parse_gtp_vertex(w[2], size);
    if (!q) bad("the move '" + text + "' has no vertex of the board");
    m.point = *q;
  }
  return m;
}

json board_rows(const Board& b) {
  const BoardSize size = b.size();
  json rows = json::array();
  for (int y = size.half(); y >= -size.half(); --y) {
    std::string row;
    for (int x = -size.half(); x <= size.half(); ++x) row += cell_char(b, size.index(Point{x, y}));
    rows.push_back(row);
  }
  return rows;
}

Board board_of(const json& v, BoardSize size) {
  if (!v.is_array() || static_cast<int>(v.size()) != size.n()) bad("a board is not " + std::to_string(size.n()) + " rows");
  Board b(size);
  for (int r = 0; r < size.n(); ++r) {
    const json& row = v[static_cast<std::size_t>(r)];
    if (!row.is_string() || static_cast<int>(row.get<std::string>().size()) != size.n())
      bad("a board row is not " + std::to_string(size.n()) + " cells");
    const std::string cells = row.get<std::string>();
    for (int c = 0; c < size.n(); ++c) {
      const Point q{c - size.half(), size.half() - r};
      switch (cells[static_cast<std::size_t>(c)]) {
        case '.': break;
        case 'X': b.set(q, Piece::Black); break;
        case 'O': b.set(q, Piece::White); break;
        case 'T': b.set(q, Piece::Tris); break;
        case 'B': b.set(q, Piece::Tris), b.set_attribute(q, Attribute::Black); break;
        case 'W': b.set(q, Piece::Tris), b.set_attribute(q, Attribute::White); break;
        default: bad("a board cell is not . X O T B W");
      }
    }
  }
  return b;
}

const json& field(const json& j, const char* key) {
  if (!j.is_object() || !j.contains(key)) bad(std::string("no field '") + key + "'");
  return j[key];
}

}  // namespace

const BatchMove* BatchAnswers::find(const Move& m) const {
  for (const BatchMove& x : moves)
    if (x.move == m) return &x;
  return nullptr;
}

nlohmann::ordered_json batch_json(const Engine& engine, const Position& p) {
  const BoardSize size = p.board.size();
  nlohmann::ordered_json j;
  j["analysis"] = analysis_json(p, engine.analyze(p));
  const std::vector<Move> legal = engine.legal_moves(p);
  nlohmann::ordered_json list = nlohmann::ordered_json::array(), moves = nlohmann::ordered_json::array();
  std::vector<bool> asked(static_cast<std::size_t>(size.points()), false);
  auto answer = [&](const Move& m) {
    const MoveOutcome o = engine.play(p, m);
    nlohmann::ordered_json e;
    e["move"] = move_words(m, size);
    e["outcome"] = outcome_json(o);
    if (o.legal() && o.after) {
      e["board"] = board_rows(o.after->board);
      e["ended"] = engine.ended(*o.after);
    }
    moves.push_back(std::move(e));
  };
  const Slot slot = p.to_move();
  const MoveKind slot_kind = slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone;
  for (const Move& m : legal) {
    list.push_back(move_words(m, size));
    answer(m);
    if (m.side == slot.side && m.kind == slot_kind) asked[static_cast<std::size_t>(size.index(m.point))] = true;
  }
  // The refusals of the slot's move on every other empty point: what the
  // other side of a comparison may find legal there.
  if (!engine.ended(p))
    for (int i = 0; i < size.points(); ++i)
      if (p.board.at_index(i) == Piece::Empty && !asked[static_cast<std::size_t>(i)])
        answer(Move{slot.side, slot_kind, size.point(i)});
  j["legal"] = std::move(list);
  j["moves"] = std::move(moves);
  return j;
}

BatchAnswers batch_from_json(const json& j, const Position& p) {
  const BoardSize size = p.board.size();
  BatchAnswers a;
  a.analysis = analysis_from_json(field(j, "analysis"), size);
  const json& legal = field(j, "legal");
  if (!legal.is_array()) bad("'legal' is not an array");
  for (const json& m : legal) a.legal.push_back(move_of(m, size));
  const json& moves = field(j, "moves");
  if (!moves.is_array()) bad("'moves' is not an array");
  for (const json& e : moves) {
    BatchMove x;
    x.move = move_of(field(e, "move"), size);
    x.outcome = outcome_from_json(field(e, "outcome"));
    if (x.outcome.legal()) {
      x.board = board_of(field(e, "board"), size);
      const json& ended = field(e, "ended");
      if (!ended.is_boolean()) bad("'ended' is not true or false");
      x.ended = ended.get<bool>();
    }
    a.moves.push_back(std::move(x));
  }
  return a;
}

}  // namespace tg::gtp
