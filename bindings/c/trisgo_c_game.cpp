// The C API (include/trisgo/trisgo.h): errors, games, the position, moves.
#include <cstring>
#include <new>
#include <stdexcept>

#include "bindings/c/c_api_support.h"
#include "conformance/perft.h"
#include "vocab/error.h"
#include "vocab/position_text.h"
#include "vocab/ruleset.h"

namespace tg::bindings::c {

namespace {
thread_local std::string last_error;
}

trisgo_status fail(trisgo_status status, std::string message) {
  last_error = std::move(message);
  return status;
}

trisgo_status fail_current_exception() {
  try {
    throw;
  } catch (const ParseError& e) {
    return fail(TRISGO_ERR_PARSE, e.what());
  } catch (const EngineLimit& e) {
    return fail(TRISGO_ERR_ENGINE_LIMIT, e.what());
  } catch (const std::invalid_argument& e) {
    return fail(TRISGO_ERR_ARGUMENT, e.what());
  } catch (const std::out_of_range& e) {
    return fail(TRISGO_ERR_ARGUMENT, e.what());
  } catch (const std::exception& e) {
    return fail(TRISGO_ERR_INTERNAL, e.what());
  } catch (...) {
    return fail(TRISGO_ERR_INTERNAL, "an unknown exception");
  }
}

trisgo_status copy_text(std::string_view text, char* buffer, std::size_t capacity, std::size_t* length) {
  if (length) *length = text.size();
  if (!buffer && capacity > 0) return fail(TRISGO_ERR_ARGUMENT, "a NULL buffer with a capacity");
  if (capacity == 0) return text.empty() ? TRISGO_OK : fail(TRISGO_ERR_BUFFER, "the buffer is empty");
  const std::size_t n = text.size() < capacity ? text.size() : capacity - 1;
  if (n > 0) std::memcpy(buffer, text.data(), n);  // an empty view's data() may be null, which memcpy may not take
  buffer[n] = '\0';
  if (n < text.size())
    return fail(TRISGO_ERR_BUFFER, "the text has " + std::to_string(text.size()) + " bytes; the buffer holds " +
                                       std::to_string(capacity - 1));
  return TRISGO_OK;
}

void copy_reason(const Reason& r, trisgo_reason* out) {
  const std::string_view kind = r.none() ? std::string_view() : reason_kind_name(r.kind);
  const std::string_view id = r.none() ? std::string_view() : reason_kind_id(r.kind);
  copy_text(kind, out->kind, sizeof out->kind, nullptr);
  copy_text(id, out->id, sizeof out->id, nullptr);
}

std::optional<Point> board_point(const trisgo_game* game, int x, int y) {
  const Point p{x, y};
  if (!game->game.position().board.size().contains(p)) return std::nullopt;
  return p;
}

}  // namespace tg::bindings::c

using namespace tg::bindings::c;
using tg::bindings::EngineChoice;

#define TRISGO_REQUIRE(condition, message) \
  if (!(condition)) return fail(TRISGO_ERR_ARGUMENT, message)

namespace {

EngineChoice choice(const trisgo_engine& e) {  // by reference: no load of an enum (c_enum_value)
  return c_enum_value(e) == TRISGO_ENGINE_REFERENCE ? EngineChoice::Reference : EngineChoice::Optimized;
}

bool valid_engine(const trisgo_engine& e) {
  const int v = c_enum_value(e);
  return v == TRISGO_ENGINE_OPTIMIZED || v == TRISGO_ENGINE_REFERENCE;
}

tg::Move to_move(const trisgo_move& m) {
  tg::Move move;
  move.side = c_enum_value(m.side) == TRISGO_WHITE ? tg::Side::White : tg::Side::Black;
  move.kind = static_cast<tg::MoveKind>(c_enum_value(m.kind));
  move.point = tg::Point{m.x, m.y};
  return move;
}

trisgo_move from_move(const tg::Move& m) {
  trisgo_move out;
  out.side = m.side == tg::Side::White ? TRISGO_WHITE : TRISGO_BLACK;
  out.kind = static_cast<trisgo_move_kind>(m.kind);
  out.x = m.is_pass() ? 0 : m.point.x;
  out.y = m.is_pass() ? 0 : m.point.y;
  return out;
}

}  // namespace

extern "C" {

const char* trisgo_last_error(void) { return tg::bindings::c::last_error.c_str(); }

const char* trisgo_status_name(trisgo_status status) {
  switch (status) {
    case TRISGO_OK: return "ok";
    case TRISGO_ILLEGAL_MOVE: return "illegal-move";
    case TRISGO_ERR_ARGUMENT: return "argument";
    case TRISGO_ERR_PARSE: return "parse";
    case TRISGO_ERR_ENGINE_LIMIT: return "engine-limit";
    case TRISGO_ERR_BUFFER: return "buffer";
    case TRISGO_ERR_NOTHING_TO_UNDO: return "nothing-to-undo";
    case TRISGO_ERR_INTERNAL: return "internal";
  }
  return "unknown";
}

const char* trisgo_version(void) { return TRISGO_VERSION; }

trisgo_status trisgo_game_new(const char* ruleset, int size, trisgo_engine engine, trisgo_game** out) {
  return guarded([&] {
    TRISGO_REQUIRE(ruleset && out, "trisgo_game_new: ruleset and out must not be NULL");
    TRISGO_REQUIRE(valid_engine(engine), "trisgo_game_new: unknown engine");
    *out = nullptr;
    const std::string_view text(ruleset);
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    const bool json = first != std::string_view::npos && text[first] == '{';
    tg::Ruleset rules = json ? tg::parse_ruleset_json(text, {"ruleset", 0, 0}) : tg::parse_ruleset(text, {"ruleset", 0, 0});
    *out = new trisgo_game{tg::bindings::Game(rules, size, choice(engine)), {}};
    return TRISGO_OK;
  });
}

trisgo_status trisgo_game_from_record(const char* text, trisgo_engine engine, trisgo_game** out) {
  return guarded([&] {
    TRISGO_REQUIRE(text && out, "trisgo_game_from_record: text and out must not be NULL");
    TRISGO_REQUIRE(valid_engine(engine), "trisgo_game_from_record: unknown engine");
    *out = nullptr;
    tg::Record record = tg::bindings::parse_record_text(text, "record");
    *out = new trisgo_game{tg::bindings::Game(record, choice(engine)), {}};
    return TRISGO_OK;
  });
}

trisgo_status trisgo_game_from_position(const char* text, trisgo_engine engine, trisgo_game** out) {
  return guarded([&] {
    TRISGO_REQUIRE(text && out, "trisgo_game_from_position: text and out must not be NULL");
    TRISGO_REQUIRE(valid_engine(engine), "trisgo_game_from_position: unknown engine");
    *out = nullptr;
    tg::Position start = tg::parse_position(text, "position");
    *out = new trisgo_game{tg::bindings::Game(start, choice(engine)), {}};
    return TRISGO_OK;
  });
}

void trisgo_game_free(trisgo_game* game) { delete game; }

trisgo_status trisgo_game_record(const trisgo_game* game, trisgo_record_form form, char* buffer, size_t capacity,
                                 size_t* length) {
  return guarded([&] {
    TRISGO_REQUIRE(game, "a NULL game");
    const int f = c_enum_value(form);
    TRISGO_REQUIRE(f == TRISGO_NOTATION || f == TRISGO_SGF, "trisgo_game_record: unknown record form");
    return copy_text(game->game.record_text(f == TRISGO_SGF), buffer, capacity, length);
  });
}

trisgo_status trisgo_game_ruleset(const trisgo_game* game, char* buffer, size_t capacity, size_t* length) {
  return guarded([&] {
    TRISGO_REQUIRE(game, "a NULL game");
    return copy_text(tg::to_string(game->game.position().rules), buffer, capacity, length);
  });
}

trisgo_status trisgo_game_size(const trisgo_game* game, int* size) {
  TRISGO_REQUIRE(game && size, "a NULL game or result");
  *size = game->game.position().board.size().n();
  return TRISGO_OK;
}

trisgo_status trisgo_game_move_number(const trisgo_game* game, int* next_move, size_t* moves_played) {
  TRISGO_REQUIRE(game, "a NULL game");
  if (next_move) *next_move = game->game.position().next_move;
  if (moves_played) *moves_played = game->game.moves().size();
  return TRISGO_OK;
}

trisgo_status trisgo_game_to_move(const trisgo_game* game, trisgo_side* side, int* tris_slot) {
  return guarded([&] {
    TRISGO_REQUIRE(game, "a NULL game");
    const tg::Slot slot = game->game.position().to_move();
    if (side) *side = slot.side == tg::Side::White ? TRISGO_WHITE : TRISGO_BLACK;
    if (tris_slot) *tris_slot = slot.kind == tg::SlotKind::Tris;
    return TRISGO_OK;
  });
}

trisgo_status trisgo_game_piece(const trisgo_game* game, int x, int y, trisgo_piece* piece) {
  TRISGO_REQUIRE(game && piece, "a NULL game or result");
  const std::optional<tg::Point> p = board_point(game, x, y);
  if (!p) return fail(TRISGO_ERR_ARGUMENT, "(" + std::to_string(x) + "," + std::to_string(y) + ") is off the board");
  *piece = static_cast<trisgo_piece>(game->game.position().board.at(*p));
  return TRISGO_OK;
}

trisgo_status trisgo_game_ended(const trisgo_game* game, int* ended) {
  return guarded([&] {
    TRISGO_REQUIRE(game && ended, "a NULL game or result");
    *ended = game->game.ended();
    return TRISGO_OK;
  });
}

trisgo_status trisgo_game_legal_moves(const trisgo_game* game, trisgo_move* moves, size_t capacity, size_t* count) {
  return guarded([&] {
    TRISGO_REQUIRE(game && count, "a NULL game or count");
    TRISGO_REQUIRE(moves || capacity == 0, "a NULL move array with a capacity");
    const std::vector<tg::Move> legal = game->game.legal_moves();
    *count = legal.size();
    for (std::size_t i = 0; i < legal.size() && i < capacity; ++i) moves[i] = from_move(legal[i]);
    return TRISGO_OK;
  });
}

trisgo_status trisgo_game_play(trisgo_game* game, const trisgo_move* move) {
  return guarded([&] {
    TRISGO_REQUIRE(game && move, "a NULL game or move");
    const int side = c_enum_value(move->side), kind = c_enum_value(move->kind);
    TRISGO_REQUIRE(side == TRISGO_BLACK || side == TRISGO_WHITE, "trisgo_game_play: unknown side");
    TRISGO_REQUIRE(kind >= TRISGO_MOVE_STONE && kind <= TRISGO_MOVE_EMERGENCY, "trisgo_game_play: unknown move kind");
    const tg::MoveOutcome o = game->game.play(to_move(*move));
    game->refusal = o.reason;
    if (o.legal()) return TRISGO_OK;
    return fail(TRISGO_ILLEGAL_MOVE, "illegal move: " + std::string(tg::reason_kind_name(o.reason.kind)) + " (" +
                                         std::string(tg::reason_kind_id(o.reason.kind)) + ")");
  });
}

trisgo_status trisgo_game_undo(trisgo_game* game) {
  return guarded([&] {
    TRISGO_REQUIRE(game, "a NULL game");
    if (!game->game.undo()) return fail(TRISGO_ERR_NOTHING_TO_UNDO, "no move to take back");
    game->refusal = {};
    return TRISGO_OK;
  });
}

trisgo_status trisgo_game_refusal(const trisgo_game* game, trisgo_reason* reason) {
  TRISGO_REQUIRE(game && reason, "a NULL game or result");
  copy_reason(game->refusal, reason);
  return TRISGO_OK;
}

trisgo_status trisgo_game_perft(const trisgo_game* game, int depth, int no_pass, uint64_t* nodes) {
  return guarded([&] {
    TRISGO_REQUIRE(game && nodes, "a NULL game or result");
    TRISGO_REQUIRE(depth >= 1 && depth <= tg::conformance::kPerftMaxDepth, "perft depth out of range");
    *nodes = game->game.perft(depth, no_pass != 0).per_depth.back().nodes;
    return TRISGO_OK;
  });
}

}  // extern "C"
