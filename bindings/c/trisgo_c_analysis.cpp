// The C API (include/trisgo/trisgo.h): attributes, private-eye verdicts,
// the analysis as JSON, the score, and reasons in words.
#include <stdexcept>
#include <string>
#include "bindings/c/c_api_support.h"
#include "text/reason_text.h"
#include "vocab/engine_json.h"

using namespace tg::bindings::c;

#define TRISGO_REQUIRE(condition, message) \
  if (!(condition)) return fail(TRISGO_ERR_ARGUMENT, message)

namespace {

trisgo_winner winner(tg::Winner w) {
  return w == tg::Winner::Black ? TRISGO_WINS_BLACK : w == tg::Winner::White ? TRISGO_WINS_WHITE : TRISGO_DRAW;
}

// The sentences' table; an unknown language is the caller's error (TRISGO_ERR_ARGUMENT).
const tg::text::TemplateTable& table(const trisgo_language& language) {
  switch (tg::bindings::c::c_enum_value(language)) {
    case TRISGO_ENGLISH: return tg::text::english();
    case TRISGO_CHINESE: return tg::text::chinese();
  }
  throw std::invalid_argument("unknown language " + std::to_string(tg::bindings::c::c_enum_value(language)));
}

// Private-eye verdict i of the game's analysis, or nullptr (the error recorded).
const tg::PrivateEyeInfo* eye(trisgo_game* game, std::size_t i) {
  const std::vector<tg::PrivateEyeInfo>& eyes = game->game.analysis().private_eyes;
  if (i >= eyes.size()) {
    fail(TRISGO_ERR_ARGUMENT, "verdict " + std::to_string(i) + " of " + std::to_string(eyes.size()));
    return nullptr;
  }
  return &eyes[i];
}

// Candidate j of verdict i as a reason (kind None for a private eye), or nullopt.
std::optional<tg::Reason> candidate_reason(trisgo_game* game, std::size_t i, std::size_t j) {
  const tg::PrivateEyeInfo* e = eye(game, i);
  if (!e) return std::nullopt;
  if (j >= e->candidates.size()) {
    fail(TRISGO_ERR_ARGUMENT, "candidate " + std::to_string(j) + " of " + std::to_string(e->candidates.size()));
    return std::nullopt;
  }
  return tg::text::eye_reason(e->colour, e->candidates[j]);
}

}  // namespace

extern "C" {

trisgo_status trisgo_game_attribute(trisgo_game* game, int x, int y, trisgo_attribute* attribute) {
  return guarded([&] {
    TRISGO_REQUIRE(game && attribute, "a NULL game or result");
    const std::optional<tg::Point> p = board_point(game, x, y);
    TRISGO_REQUIRE(p, "the point is off the board");
    for (const tg::TrisInfo& t : game->game.analysis().tris)
      for (const tg::Point& q : t.points)
        if (q == *p) {
          *attribute = static_cast<trisgo_attribute>(t.attribute);
          return TRISGO_OK;
        }
    return fail(TRISGO_ERR_ARGUMENT, "no tris on (" + std::to_string(x) + "," + std::to_string(y) + ")");
  });
}

trisgo_status trisgo_game_eye_count(trisgo_game* game, size_t* count) {
  return guarded([&] {
    TRISGO_REQUIRE(game && count, "a NULL game or result");
    *count = game->game.analysis().private_eyes.size();
    return TRISGO_OK;
  });
}

trisgo_status trisgo_game_eye(trisgo_game* game, size_t i, trisgo_eye_verdict* verdict) {
  return guarded([&] {
    TRISGO_REQUIRE(game && verdict, "a NULL game or result");
    const tg::PrivateEyeInfo* e = eye(game, i);
    if (!e) return TRISGO_ERR_ARGUMENT;
    verdict->colour = e->colour == tg::Side::White ? TRISGO_WHITE : TRISGO_BLACK;
    verdict->x = e->string.empty() ? 0 : e->string.front().x;
    verdict->y = e->string.empty() ? 0 : e->string.front().y;
    verdict->points = e->string.size();
    verdict->has_private_eye = e->has_private_eye;
    verdict->candidates = e->candidates.size();
    return TRISGO_OK;
  });
}

trisgo_status trisgo_game_eye_candidate(trisgo_game* game, size_t i, size_t j, trisgo_reason* reason) {
  return guarded([&] {
    TRISGO_REQUIRE(game && reason, "a NULL game or result");
    const std::optional<tg::Reason> r = candidate_reason(game, i, j);
    if (!r) return TRISGO_ERR_ARGUMENT;
    copy_reason(*r, reason);
    return TRISGO_OK;
  });
}

trisgo_status trisgo_game_eye_candidate_text(trisgo_game* game, size_t i, size_t j, trisgo_language language,
                                             char* buffer, size_t capacity, size_t* length) {
  return guarded([&] {
    TRISGO_REQUIRE(game, "a NULL game");
    const std::optional<tg::Reason> r = candidate_reason(game, i, j);
    if (!r) return TRISGO_ERR_ARGUMENT;
    return copy_text(tg::text::render(*r, tg::LabelSet::Integer, table(language)), buffer, capacity, length);
  });
}

trisgo_status trisgo_game_refusal_text(const trisgo_game* game, trisgo_language language, char* buffer,
                                       size_t capacity, size_t* length) {
  return guarded([&] {
    TRISGO_REQUIRE(game, "a NULL game");
    return copy_text(tg::text::render(game->refusal, tg::LabelSet::Integer, table(language)), buffer, capacity,
                     length);
  });
}

trisgo_status trisgo_game_analysis_json(trisgo_game* game, char* buffer, size_t capacity, size_t* length) {
  return guarded([&] {
    TRISGO_REQUIRE(game, "a NULL game");
    const std::string json = tg::analysis_json(game->game.position(), game->game.analysis()).dump();
    return copy_text(json, buffer, capacity, length);
  });
}

trisgo_status trisgo_game_score(const trisgo_game* game, trisgo_score* score) {
  return guarded([&] {
    TRISGO_REQUIRE(game && score, "a NULL game or result");
    const tg::Score s = game->game.score();
    score->black = s.black;
    score->white = s.white;
    score->neutral = s.neutral;
    score->nobody = s.nobody;
    score->komi = s.komi;
    score->literal = winner(s.literal);
    score->chinese = winner(s.chinese);
    score->winner = winner(s.winner);
    return TRISGO_OK;
  });
}

}  // extern "C"
