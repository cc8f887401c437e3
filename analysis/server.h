#pragma once
// The analysis engine's process loop (`trisgo analysis`): queries read line
// by line, answered by a pool of workers, each answer written as one whole
// line as soon as it is ready (so answers may come in any order: a client
// matches them by id, as with KataGo's analysis engine).
#include <functional>
#include <memory>
#include <ostream>

#include "analysis/query.h"
#include "vocab/engine.h"

namespace tg::analysis {

struct ServerOptions {
  int jobs = 1;  // workers, each with its own engine
  Limits limits;
  // Makes one engine per worker (the engines promise nothing about sharing).
  std::function<std::unique_ptr<Engine>()> make_engine;
};

struct ServerSummary {
  long queries = 0;  // non-blank lines read
  long errors = 0;   // of them answered with an error
  bool interrupted = false;
};

// Reads queries from `in_fd` until its end, answering each on `out` (one line
// each, written whole under a lock and flushed). Blank lines are skipped. At
// the end of the input it returns once every query read is answered. After
// a signal (vocab/interrupt.h) it reads no more; a perft walk under way
// stops, and every query read and not yet answered gets an error answer of
// kind "interrupted", so a client learns the fate of every id it sent.
ServerSummary serve(int in_fd, std::ostream& out, const ServerOptions& options);

}  // namespace tg::analysis
