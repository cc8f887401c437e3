#pragma once
// The board in the browser asks the libraries everything through one door:
// a request as JSON text, an answer as JSON text (web/README.md lists the
// operations). The page draws what comes back and decides nothing of the
// rules; the answers are the same data as `trisgo analyze --json`,
// `trisgo explain --format json` and `trisgo diff` (vocab/engine_json.h,
// explain/json.h, audit/diff.h), with the sentences of text/ beside them.
//
// Compiled twice: natively for its tests (web/tests/api_test.cpp), and by
// emscripten into the page's module (web/bindings.cpp).
#include <string>
#include <string_view>

namespace tg::web {

// Never throws: a bad request, or a position or file the libraries refuse,
// is {"error": "..."} (ParseError's file:line:column message).
std::string handle(std::string_view request);

}  // namespace tg::web
