#include "gtp/batch_answers.h"

#include <algorithm>

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

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> w;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find(' ', at), text.size());
    if (end > at) w.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return w;
}

// The move of w[0..n) (COLOUR KIND [VERTEX]); `text` names it in an error.
Move move_of_words(const std::vector<std::string>& w, std::size_t n, const std::string& text, BoardSize size) {
  if (n < 2) bad("the move '" + text + "' is not COLOUR KIND [VERTEX]");
  const std::optional<Side> side = parse_colour(w[0]);
  if (!side) bad("the move '" + text + "' has no colour");
  Move m{*side, MoveKind::Pass, {}};
  bool known = false;
  for (MoveKind k : {MoveKind::Stone, MoveKind::Tris, MoveKind::Pass, MoveKind::Emergency})
    if (w[1] == move_kind_name(k)) m.kind = k, known = true;
  if (!known) bad("the move '" + text + "' has no kind stone, tris, emergency or pass");
  if (m.is_pass() != (n == 2) || n > 3) bad("the move '" + text + "' is not COLOUR KIND [VERTEX]");
  if (!m.is_pass()) {
    const std::optional<Point> q = parse_gtp_vertex(w[2], size);
    if (!q) bad("the move '" + text + "' has no vertex of the board");
    m.point = *q;
  }
  return m;
}

Move move_of(const json& v, BoardSize size) {
  if (!v.is_string()) bad("a move is not a string");
  const std::string& text = v.get_ref<const std::string&>();
  const std::vector<std::string> w = words_of(text);
  return move_of_words(w, w.size(), text, size);
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
  if (!j.is_object()) bad(std::string("no field '") + key + "'");
  auto it = j.find(key);
  if (it == j.end()) bad(std::string("no field '") + key + "'");
  return *it;
}

std::string one_line(const nlohmann::ordered_json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

// Every move the answer holds, in its order, with its outcome: the legal
// moves in the engine's order, then (while the game goes on) the refusals
// of the slot's move on every other empty point: what the other side of a
// comparison may find legal there.
template <typename Each>
void each_move(const Engine& engine, const Position& p, const std::vector<Move>& legal, Each each) {
  const BoardSize size = p.board.size();
  std::vector<bool> asked(static_cast<std::size_t>(size.points()), false);
  const Slot slot = p.to_move();
  const MoveKind slot_kind = slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone;
  for (const Move& m : legal) {
    each(m, engine.play(p, m));
    if (m.side == slot.side && m.kind == slot_kind) asked[static_cast<std::size_t>(size.index(m.point))] = true;
  }
  if (!engine.ended(p))
    for (int i = 0; i < size.points(); ++i)
      if (p.board.at_index(i) == Piece::Empty && !asked[static_cast<std::size_t>(i)]) {
        const Move m{slot.side, slot_kind, size.point(i)};
        each(m, engine.play(p, m));
      }
}

// A move's entry as an object: {"move", "outcome", and when legal "board", "ended"}.
nlohmann::ordered_json move_entry(const Engine& engine, const Move& m, const MoveOutcome& o, BoardSize size) {
  nlohmann::ordered_json e;
  e["move"] = move_words(m, size);
  e["outcome"] = outcome_json(o);
  if (o.legal() && o.after) {
    e["board"] = board_rows(o.after->board);
    e["ended"] = engine.ended(*o.after);
  }
  return e;
}

BatchMove move_from_entry(const json& e, BoardSize size) {
  BatchMove x;
  x.move = move_of(field(e, "move"), size);
  x.outcome = outcome_from_json(field(e, "outcome"));
  if (x.outcome.legal()) {
    x.board = board_of(field(e, "board"), size);
    const json& ended = field(e, "ended");
    if (!ended.is_boolean()) bad("'ended' is not true or false");
    x.ended = ended.get<bool>();
  }
  return x;
}

// The reason named `word` (illegal_name), never None.
std::optional<Illegal> illegal_named(const std::string& word) {
  for (int i = 1; i <= static_cast<int>(Illegal::Contradiction); ++i)
    if (illegal_name(static_cast<Illegal>(i)) == word) return static_cast<Illegal>(i);
  return std::nullopt;
}

// A legal move that only places its piece: nothing emptied, no attribute
// changed, no TrisGomoku target, and the board after it is placed_board's.
bool places_only(const Position& p, const Move& m, const MoveOutcome& o) {
  return o.legal() && o.after && o.captured.empty() && o.changes.empty() && o.cascade.empty() && o.encircled.empty() &&
         o.overruled.empty() && o.after->board == placed_board(p.board, m);
}

}  // namespace

const BatchMove* BatchAnswers::find(const Move& m) const {
  for (const BatchMove& x : moves)
    if (x.move == m) return &x;
  return nullptr;
}

Board placed_board(const Board& before, const Move& m) {
  Board b = before;
  if (m.is_pass()) return b;
  b.set(m.point, m.kind == MoveKind::Tris ? Piece::Tris : stone_of(m.side));
  return b;
}

nlohmann::ordered_json batch_json(const Engine& engine, const Position& p) {
  const BoardSize size = p.board.size();
  nlohmann::ordered_json j;
  j["analysis"] = analysis_json(p, engine.analyze(p));
  const std::vector<Move> legal = engine.legal_moves(p);
  nlohmann::ordered_json list = nlohmann::ordered_json::array(), moves = nlohmann::ordered_json::array();
  for (const Move& m : legal) list.push_back(move_words(m, size));
  each_move(engine, p, legal, [&](const Move& m, const MoveOutcome& o) { moves.push_back(move_entry(engine, m, o, size)); });
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
  for (const json& e : moves) a.moves.push_back(move_from_entry(e, size));
  return a;
}

std::string compact_batch_line(const Engine& engine, const Position& p) {
  const BoardSize size = p.board.size();
  // Written as text around the JSON of the parts that keep their objects:
  // no tree is built for the many moves that are one string.
  std::string out = "{\"analysis\":" + one_line(analysis_json(p, engine.analyze(p))) + ",\"moves\":[";
  bool first = true;
  each_move(engine, p, engine.legal_moves(p), [&](const Move& m, const MoveOutcome& o) {
    if (!first) out += ',';
    first = false;
    if (!o.legal()) {
      out += '"' + move_words(m, size) + " illegal " + std::string(illegal_name(o.illegal)) + '"';
    } else if (places_only(p, m, o)) {
      out += '"' + move_words(m, size) + (engine.ended(*o.after) ? " end" : "") + '"';
    } else {
      out += one_line(move_entry(engine, m, o, size));
    }
  });
  return out + "]}";
}

BatchAnswers compact_batch_from_json(const json& j, const Position& p) {
  const BoardSize size = p.board.size();
  BatchAnswers a;
  a.analysis = analysis_from_json(field(j, "analysis"), size);
  const json& moves = field(j, "moves");
  if (!moves.is_array()) bad("'moves' is not an array");
  for (const json& e : moves) {
    BatchMove x;
    if (e.is_string()) {
      const std::string& text = e.get_ref<const std::string&>();
      const std::vector<std::string> w = words_of(text);
      const std::size_t n = w.size();
      if (n >= 4 && w[n - 2] == "illegal") {
        x.move = move_of_words(w, n - 2, text, size);
        const std::optional<Illegal> r = illegal_named(w[n - 1]);
        if (!r) bad("the refusal '" + text + "' names no reason");
        x.outcome.illegal = *r;
        x.outcome.reason = make_reason(ReasonKind::RemoteRefusal, w[n - 1]);  // as outcome_from_json names it
      } else {
        const bool end = n >= 3 && w[n - 1] == "end";
        x.move = move_of_words(w, end ? n - 1 : n, text, size);
        x.board = placed_board(p.board, x.move);
        x.ended = end;
      }
    } else {
      x = move_from_entry(e, size);
    }
    if (x.outcome.legal()) a.legal.push_back(x.move);
    a.moves.push_back(std::move(x));
  }
  return a;
}

}  // namespace tg::gtp
