// The module's one export (emscripten): the page passes a request as JSON
// text and reads the answer as JSON text (web/api.h). The answer lives
// until the next call; the page copies it out at once (UTF8ToString).
#include <emscripten/emscripten.h>

#include <string>

#include "web/api.h"

extern "C" EMSCRIPTEN_KEEPALIVE const char* trisgo_web(const char* request) {
  static std::string answer;
  answer = tg::web::handle(request);
  return answer.c_str();
}
