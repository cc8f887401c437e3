// The conformance-vector parser (spec/vectors/README.md, conformance/vectors.h) and
// its runner. Any input either fails with a ParseError located in the file
// (line >= 1, the file name the parser was given), or parses to vectors that
// keep the format's promises: every name is valid and unique, every vector
// explains itself (`# why:`), every step lies after its vector's line and in
// order, and the setup's history is what the engines accept (move numbers
// increasing and below the next move). A parsed vector then runs against the
// optimized engine: run_vector turns every engine failure into a failed
// result with a message and never throws, whatever the vector asks.
//
// A broken promise prints the input and what was wrong on stderr, then aborts.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <set>
#include <string>
#include <string_view>

#include "conformance/vectors.h"
#include "optimized/optimized_engine.h"

namespace {

// The runner plays every vector to its end; on big boards with long step
// lists that is slow without saying more about the parser. Larger setups are
// parsed and checked, not run.
constexpr int kRunMaxSize = 9;
constexpr std::size_t kRunMaxSteps = 64;

const char* const kFile = "fuzz.vec";

[[noreturn]] void report(std::string_view text, const std::string& what) {
  std::cerr << "\n==== fuzz_vectors: " << what << "\n---- input (" << text.size() << " bytes):\n"
            << text << "\n----\n";
  std::cerr.flush();
  std::abort();
}

bool valid_name(const std::string& name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
           c == '-';
  });
}

void check_parsed(std::string_view text, const std::vector<tg::conformance::VectorSpec>& vectors) {
  const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
  std::set<std::string> names;
  int previous_line = 0;
  for (const tg::conformance::VectorSpec& v : vectors) {
    const std::string where = "vector '" + v.name + "' (line " + std::to_string(v.line) + ")";
    if (!valid_name(v.name)) report(text, where + ": the parser accepted an invalid name");
    if (!names.insert(v.name).second) report(text, where + ": the parser accepted a duplicate name");
    if (v.file != kFile) report(text, where + ": file is '" + v.file + "', not the name given");
    if (v.line <= previous_line || v.line > lines) report(text, where + ": line out of order or past the end");
    if (v.why.empty()) report(text, where + ": accepted without a '# why:' comment");
    int step_line = std::max(v.line, v.setup_line);
    for (const tg::conformance::Step& s : v.steps) {
      const tg::conformance::StepSource& source = tg::conformance::source_of(s);
      if (source.at.line <= v.line || source.at.line < step_line || source.at.line > lines)
        report(text, where + ": step '" + source.text + "' has line " + std::to_string(source.at.line) +
                         ", out of order or outside the vector");
      if (source.at.file != kFile || source.at.column < 1)
        report(text, where + ": step '" + source.text + "' has no file or column");
      step_line = source.at.line;
    }
    int seen_move = 0;
    for (const tg::SeenPosition& seen : v.setup.history) {
      if (seen.next_move <= seen_move || seen.next_move >= v.setup.next_move)
        report(text, where + ": history entry 'seen: " + std::to_string(seen.next_move) +
                         "' out of order or not before the next move " + std::to_string(v.setup.next_move));
      if (!(seen.board.size() == v.setup.board.size())) report(text, where + ": a history board of another size");
      seen_move = seen.next_move;
    }
    previous_line = v.line;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<tg::conformance::VectorSpec> vectors;
  try {
    vectors = tg::conformance::parse_vectors(text, kFile);
  } catch (const tg::ParseError& e) {
    if (e.where().file != kFile || e.where().line < 1)
      report(text, std::string("a ParseError without its file and line: ") + e.what());
    return 0;
  } catch (const std::exception& e) {
    report(text, std::string("parse_vectors threw something other than a ParseError: ") + e.what());
  }
  check_parsed(text, vectors);

  static const auto engine = tg::opt::make_optimized_engine();
  for (const tg::conformance::VectorSpec& v : vectors) {
    if (v.setup.board.size().n() > kRunMaxSize || v.steps.size() > kRunMaxSteps) continue;
    try {
      const tg::conformance::VectorResult r = tg::conformance::run_vector(v, *engine);
      if (r.name != v.name) report(text, "run_vector named the result '" + r.name + "' for vector '" + v.name + "'");
      if (!r.passed && r.message.empty()) report(text, "vector '" + v.name + "' failed without a message");
      if (r.passed && !r.message.empty()) report(text, "vector '" + v.name + "' passed with a message: " + r.message);
    } catch (const std::exception& e) {
      report(text, "run_vector threw on vector '" + v.name + "': " + e.what());
    }
  }
  return 0;
}
