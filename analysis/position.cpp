#include "analysis/position.h"

#include <sstream>

#include "gtp/move_text.h"
#include "vocab/engine_json.h"
#include "vocab/error.h"
#include "vocab/excerpt.h"
#include "vocab/position_fit.h"
#include "vocab/position_text.h"

namespace tg::analysis {
namespace {

std::vector<std::string> words_of(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

}  // namespace

Move read_move(const Position& p, const std::string& text, const std::string& field) {
  std::vector<std::string> words = words_of(text);
  const Slot slot = p.to_move();
  Side side = slot.side;
  if (!words.empty())
    if (auto colour = gtp::parse_colour(words.front())) {
      side = *colour;
      words.erase(words.begin());
    }
  // FlybombGo (D-70): the opponent of an offered chosen flybomb declines it
  // with its stone, so its move is read for that slot (as GTP's play reads it).
  SlotKind kind = slot.kind;
  if (auto d = p.declining_slot(); d && d->side == side && slot.side != side) kind = d->kind;
  gtp::MoveText mt = gtp::parse_move_words(words, side, kind, p.board.size());
  if (!mt.move) throw QueryError("move", "\"" + field + "\": " + quoted_excerpt(text) + ": " + mt.error, field);
  return *mt.move;
}

Position query_position(const Engine& engine, const Query& q) {
  std::optional<Position> start;
  if (q.position) {
    try {
      start = parse_position(*q.position, "position");
      check_pieces_fit(*start, "position");
      if (q.rules) {
        start->rules = *q.rules;
        check_pieces_fit(*start, "rules");
      }
    } catch (const ParseError& e) {
      throw QueryError("position", e.what(), "position");
    }
    if (q.size && *q.size != start->board.size().n())
      throw QueryError("position", "\"size\": " + std::to_string(*q.size) + ", but the position's board is " +
                                       std::to_string(start->board.size().n()) + " x " +
                                       std::to_string(start->board.size().n()),
                       "size");
  } else {
    auto size = BoardSize::make(*q.size);
    if (!size) throw QueryError("query", "\"size\": " + std::to_string(*q.size) + " is even: give an odd size from 3 to 19", "size");
    start.emplace(*size, *q.rules);
  }
  Position p = *start;
  for (std::size_t i = 0; i < q.moves.size(); ++i) {
    const std::string field = "moves[" + std::to_string(i) + "]";
    const Move m = read_move(p, q.moves[i], field);
    MoveOutcome o = engine.play(p, m);
    if (!o.legal()) {
      QueryError e("move", "\"" + field + "\": " + quoted_excerpt(q.moves[i]) + " is illegal: " +
                               std::string(illegal_name(o.illegal)) + " (" + std::string(illegal_article(o.illegal)) + ")",
                   field);
      e.outcome = outcome_json(o);
      throw e;
    }
    p = std::move(*o.after);
  }
  return p;
}

}  // namespace tg::analysis
