#pragma once
// What the two files of the C API share (trisgo_c_game.cpp, trisgo_c_analysis.cpp):
// the handle, the boundary that turns every exception into a status and a
// message, and the copying of text into the caller's buffer.
#include <cstring>
#include <exception>
#include <string>
#include <string_view>

#include "bindings/c/game.h"
#include "trisgo/trisgo.h"
#include "vocab/reason.h"

struct trisgo_game {
  tg::bindings::Game game;
  tg::Reason refusal;  // of the last trisgo_game_play (kind None after a legal move)
};

namespace tg::bindings::c {

// The int a C caller passed as one of trisgo.h's enums. C lets any int
// through, but in C++ reading an enum object outside its declared values is
// undefined behaviour (UBSan's -fsanitize=enum stopped trisgo_game_new on
// (trisgo_engine)7), so every enum argument is read as its bytes, then checked.
template <typename Enum>
int c_enum_value(const Enum& e) {
  static_assert(sizeof(Enum) == sizeof(int), "trisgo.h's enums are int-sized");
  int value;
  std::memcpy(&value, &e, sizeof value);
  return value;
}

// Records `message` as this thread's last error and returns `status`.
trisgo_status fail(trisgo_status status, std::string message);
// The status and message of the exception being handled (call in a catch block).
trisgo_status fail_current_exception();

// Runs `body` (returning a trisgo_status); every exception becomes a status.
template <typename Body>
trisgo_status guarded(Body&& body) noexcept {
  try {
    return body();
  } catch (...) {
    return fail_current_exception();
  }
}

// Copies `text` into the caller's buffer (trisgo.h's conventions).
trisgo_status copy_text(std::string_view text, char* buffer, std::size_t capacity, std::size_t* length);
// A reason's kind name and ID into the C struct.
void copy_reason(const Reason& r, trisgo_reason* out);
// The point (x, y) of the game's board, or nullopt when it is off the board.
std::optional<Point> board_point(const trisgo_game* game, int x, int y);

}  // namespace tg::bindings::c
