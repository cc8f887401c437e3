// trisgo vectors: run the conformance vectors (spec/vectors/README.md)
// against an implementation, in process or over GTP (--engine).
#include <chrono>
#include <filesystem>
#include <optional>
#include <ostream>

#include "cli/commands.h"
#include "cli/engine_process.h"
#include "cli/engines.h"
#include "cli/long_run.h"
#include "cli/progress.h"
#include "conformance/report.h"
#include "conformance/script_parser.h"
#include "conformance/vectors.h"
#include "conformance/vectors_over_gtp.h"
#include "gtp/remote_engine.h"
#include "vocab/interrupt.h"

namespace tg::cli {
namespace {

int run_over_gtp(const std::string& path, const std::string& command, std::chrono::milliseconds timeout,
                 std::size_t max_reply_bytes, bool quiet, bool eager_progress,
                 std::ostream& out, std::ostream& err) {
  std::unique_ptr<gtp::RemoteEngine> started;
  try {
    started = std::make_unique<gtp::RemoteEngine>(command, timeout, max_reply_bytes);
  } catch (const gtp::GtpError& e) {
    if (!interrupted()) {
      err << "trisgo vectors: cannot start the engine: " << e.what() << "\n";
      return kExitBadInput;
    }
  }
  std::size_t planned = 0;
  std::vector<conformance::GtpVectorResult> results;
  std::optional<gtp::GtpError> failure;
  if (started) {
    started->use_full_answers();  // every assertion's answer, where the program gives them
    ProgressLine progress(err, "vectors: ", ProgressLine::mode_for(quiet), eager_progress);
    results = conformance::run_vectors_over_gtp(path, *started, &planned, [&](std::size_t done, std::size_t of) {
      progress.update(std::to_string(done) + " of " + std::to_string(of) + " done", static_cast<double>(done),
                      static_cast<double>(of));
    }, &failure);
  } else {
    // A signal (issue 36) stopped the engine's start: none of the vectors ran.
    for (const std::string& f : conformance::vector_files(path))
      planned += conformance::parse_vectors(read_file(f, FileKind::Vectors), f).size();
  }
  for (const conformance::GtpVectorResult& r : results) conformance::write_gtp_result(out, r, quiet);
  conformance::write_gtp_summary(out, results);
  if (failure) {
    // The vectors it answered stand; the rest did not run (issue 36).
    out << engine_failure_text(*failure) << "; " << results.size() << " of " << planned << " vectors run\n";
    return kExitFailed;
  }
  if (interrupted()) {
    out << interrupted_line(std::to_string(results.size()) + " of " + std::to_string(planned) + " vectors run") << "\n";
    return kExitFailed;  // main.cpp exits 128 + the signal
  }
  return conformance::count_gtp_failed(results) == 0 ? kExitOk : kExitFailed;
}

int run_vectors_command(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {"--impl", "--engine", "--timeout", "--max-reply-bytes"}, {"--quiet", "--progress"});
  if (args.positional().size() > 1) throw UsageError("give at most one PATH");
  if (args.has("--engine") && args.has("--impl"))
    throw UsageError("--impl names an engine in process, --engine one over GTP: give one of them");
  if ((args.has("--timeout") || args.has("--max-reply-bytes")) && !args.has("--engine"))
    throw UsageError("--timeout and --max-reply-bytes go with --engine");
  if (args.has("--progress") && !args.has("--engine")) throw UsageError("--progress goes with --engine (in process the vectors take seconds)");
  if (args.has("--engine")) static_cast<void>(timeout_flag(args, "30"));  // a bad --timeout before the path is looked at
  bool default_path = args.positional().empty();
  std::string path = default_path ? "spec/vectors" : args.positional()[0];
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) {
    err << "trisgo vectors: " << path << ": no such file or folder"
        << (default_path ? " (run from the project's root folder, or give PATH)" : "") << "\n";
    return kExitBadInput;
  }
  if (args.has("--engine"))
    return run_over_gtp(path, args.value_or("--engine", ""), timeout_flag(args, "30"), max_reply_bytes_flag(args),
                        args.has("--quiet"), args.has("--progress"), out, err);
  std::unique_ptr<Engine> engine = make_engine(args.value_or("--impl", kDefaultVectorsEngine));
  std::vector<conformance::VectorResult> results = conformance::run_vectors(path, *engine);
  for (const conformance::VectorResult& r : results) conformance::write_result(out, r, args.has("--quiet"));
  conformance::write_summary(out, results);
  return conformance::count_failed(results) == 0 ? kExitOk : kExitFailed;
}

}  // namespace

const Command kVectorsCommand{
    "vectors", "run the conformance vectors against an implementation", R"(usage:
  trisgo vectors [PATH] [--impl NAME] [--quiet]
  trisgo vectors [PATH] --engine CMD [--timeout S] [--max-reply-bytes B] [--quiet] [--progress]

Runs the conformance vectors in PATH: one .vec file, or every .vec file in
the folder PATH in name order (default: spec/vectors, relative to the current
folder). The format is documented in spec/vectors/README.md.

  --impl NAME    the implementation to check: reference (the default, the
                 suite's own subject) or optimized
  --engine CMD   a program that speaks GTP (run by /bin/sh), through the
                 TrisGo extension where it declares it (trisgo-setup sets up
                 any position; the JSON commands answer every assertion),
                 through standard GTP otherwise (the go preset only)
  --timeout S    seconds the program may take for one command (default 30;
                 decimals allowed)
  --max-reply-bytes B  the largest reply of the program (default 1048576)
  --quiet        print only the failing vectors, the skipped ones and the
                 summary, and no progress
  --progress     with --engine: the vectors done on stderr at once, then every
                 ten seconds (on a terminal: one line updated in place, with
                 the time left, from the first second)

Prints one line per vector, "PASS file:name" or "FAIL file:line name: message"
(the line of the failing step), then "N vectors, P passed, F failed". With
--engine, a vector the program's GTP cannot state is not run:
"SKIP file:line name: not stated over GTP: KIND: reason", and the
summary ends ", S not stated over GTP". A program that crashes, does not
answer within --timeout, replies past --max-reply-bytes or speaks malformed
GTP ends the run after the summary of the vectors it answered, with the
line "ENGINE FAILURE (KIND): what happened; R of N vectors run" (KIND:
crash, timeout, oversized-reply or protocol; exit 1).
Exit status: 0 all passed (or were not stated), 1 any failed, 2 bad input
(missing PATH, a parse error in a vector file, an entry *.vec of the folder
that is no file, such as a broken link or a folder, a file past 16 MiB, an
unknown implementation, a program that cannot be started or does not answer).
)",
    run_vectors_command};

}  // namespace tg::cli
