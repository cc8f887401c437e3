#pragma once
// The conformance vectors run on an engine over GTP (`trisgo vectors
// --engine CMD`, issue 35): each vector is first classified by what the
// engine's GTP can state (gtp/remote_engine.h), then run through the
// RemoteEngine like any engine. A vector GTP cannot state is not run: its
// result names why, as data (Unstated), put into words in one place
// (unstated_text).
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "conformance/runner.h"
#include "conformance/script.h"
#include "gtp/remote_engine.h"

namespace tg::conformance {

// Why a vector cannot be stated to an engine over GTP.
enum class Unstated : std::uint8_t {
  None,
  NotGo,             // no TrisGo extension, and a ruleset other than the go preset
  SetupHistory,      // no trisgo-setup: the setup holds earlier positions (Art. 10)
  SetupPasses,       // no trisgo-setup: the setup is just after passes
  SetupFlybomb,      // no trisgo-setup: a FlybombGo seed or flybombs played
  SetupAttributes,   // no trisgo-setup: TrisGomoku tris with stored attributes
  PieceWord,         // no extension: a move names a tris or an emergency conversion
  RefusalReason,     // no extension: assert_illegal names a reason; plain GTP refuses with none
  ExtensionAnswer,   // no extension: attributes, Art. 6 parameters, forbidden points, the end, the score
  NotCarried,        // the engine's GTP carries no such answer (strings, regions, private eyes, owners, ...)
  DeadStrings,       // a score with agreed dead strings
  EngineLimit,       // found while running: the adapter cannot write the question (its EngineLimit)
};
std::string_view unstated_name(Unstated u);  // "setup-history", ...
std::string unstated_text(Unstated u);       // the reason in words

// The first step (or the setup) GTP cannot state, with its line.
struct Statement {
  Unstated unstated = Unstated::None;
  int line = 0;
  std::string directive;  // the directive as written, or "position"
};
Statement stated_over_gtp(const VectorSpec& v, const gtp::RemoteEngine& engine);

struct GtpVectorResult {
  VectorResult result;  // passed and message only when run
  Statement statement;  // unstated != None: not run
  bool run() const { return statement.unstated == Unstated::None; }
};

// Parses every file first (throws the first ParseError or InputError), then
// runs every vector GTP can state, in file order.
// `planned`, when given, is set to the number of vectors in the files. A
// signal (vocab/interrupt.h, issue 36) ends the run: the vectors finished
// before it are returned, fewer than planned. `progress`, when given, is
// called before each vector with the vectors done and their number (the
// command rate-limits what it prints). An engine failure (a crash, a
// timeout, an oversized reply, a protocol error: gtp::GtpError with a
// failure kind) ends the run too: with `engine_failure` given, it is stored
// there and the vectors finished before it are returned; without, it is
// thrown.
using VectorsProgress = std::function<void(std::size_t done, std::size_t of)>;
std::vector<GtpVectorResult> run_vectors_over_gtp(const std::string& path_or_dir, const gtp::RemoteEngine& engine,
                                                  std::size_t* planned = nullptr, const VectorsProgress& progress = {},
                                                  std::optional<gtp::GtpError>* engine_failure = nullptr);

// "PASS file:name", "FAIL file:line name: message" (as write_result), or
// "SKIP file:line name: not stated over GTP: REASON (directive)".
void write_gtp_result(std::ostream& out, const GtpVectorResult& r, bool quiet);
// "N vectors, P passed, F failed, S not stated over GTP".
void write_gtp_summary(std::ostream& out, const std::vector<GtpVectorResult>& results);
std::size_t count_gtp_failed(const std::vector<GtpVectorResult>& results);

}  // namespace tg::conformance
