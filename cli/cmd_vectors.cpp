// trisgo vectors: run the conformance vectors (spec/vectors/README.md)
// against an implementation.
#include <filesystem>
#include <ostream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "conformance/report.h"
#include "conformance/vectors.h"

namespace tg::cli {
namespace {

int run_vectors_command(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {"--impl"}, {"--quiet"});
  if (args.positional().size() > 1) throw UsageError("give at most one PATH");
  bool default_path = args.positional().empty();
  std::string path = default_path ? "spec/vectors" : args.positional()[0];
  std::unique_ptr<Engine> engine = make_engine(args.value_or("--impl", kDefaultVectorsEngine));
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) {
    err << "trisgo vectors: " << path << ": no such file or folder"
        << (default_path ? " (run from the project's root folder, or give PATH)" : "") << "\n";
    return kExitBadInput;
  }
  std::vector<conformance::VectorResult> results = conformance::run_vectors(path, *engine);
  for (const conformance::VectorResult& r : results) conformance::write_result(out, r, args.has("--quiet"));
  conformance::write_summary(out, results);
  return conformance::count_failed(results) == 0 ? kExitOk : kExitFailed;
}

}  // namespace

const Command kVectorsCommand{
    "vectors", "run the conformance vectors against an implementation", R"(usage:
  trisgo vectors [PATH] [--impl NAME] [--quiet]

Runs the conformance vectors in PATH: one .vec file, or every .vec file in
the folder PATH in name order (default: spec/vectors, relative to the current
folder). The format is documented in spec/vectors/README.md.

  --impl NAME   the implementation to check: reference (the default, the
                suite's own subject) or optimized
  --quiet       print only the failing vectors and the summary

Prints one line per vector, "PASS file:name" or "FAIL file:line name: message"
(the line of the failing step), then "N vectors, P passed, F failed".
Exit status: 0 all passed, 1 any failed, 2 bad input (missing PATH, a parse
error in a vector file, an entry *.vec of the folder that is no file, such as
a broken link or a folder, a file past 16 MiB, an unknown implementation).
)",
    run_vectors_command};

}  // namespace tg::cli
