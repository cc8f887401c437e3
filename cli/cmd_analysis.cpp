// trisgo analysis: the JSON-lines analysis engine (analysis/): queries on
// stdin, one answer line per query on stdout, in any order with --jobs.
#include <ostream>
#include <unistd.h>

#include "analysis/server.h"
#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/long_run.h"

namespace tg::cli {
namespace {

int run_analysis(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {"--impl", "--jobs", "--max-line-bytes", "--max-perft-depth", "--max-playouts"}, {"--quiet"});
  if (!args.positional().empty()) throw UsageError("trisgo analysis reads its queries from stdin; it takes no file (see --help)");
  analysis::ServerOptions options;
  const std::string impl = args.value_or("--impl", kDefaultEngine);
  make_engine(impl);  // an unknown name is a usage error before any query
  options.make_engine = [impl] { return make_engine(impl); };
  options.jobs = static_cast<int>(whole_number("--jobs", args.value_or("--jobs", "1"), 1, 256));
  warn_if_more_jobs_than_cores(options.jobs, "analysis", err);
  if (auto v = args.value("--max-line-bytes"))
    options.limits.max_line_bytes = static_cast<std::size_t>(whole_number("--max-line-bytes", *v, 1024, 64L << 20));
  if (auto v = args.value("--max-perft-depth"))
    options.limits.max_perft_depth = static_cast<int>(whole_number("--max-perft-depth", *v, 1, 8));
  if (auto v = args.value("--max-playouts"))
    options.limits.max_playouts = whole_number("--max-playouts", *v, 1, 1'000'000);
  const analysis::ServerSummary s = analysis::serve(STDIN_FILENO, out, options);
  if (!args.has("--quiet"))
    err << "trisgo analysis: " << s.queries << " queries, " << s.errors << " answered with an error\n";
  return kExitOk;
}

}  // namespace

const Command kAnalysisCommand{"analysis", "answer JSON queries about positions, one line each (for GUIs and scripts)", R"(usage:
  trisgo analysis [--impl optimized|reference] [--jobs N] [--max-line-bytes B] [--max-perft-depth D]
                  [--max-playouts P] [--quiet]

A long-lived analysis engine, like KataGo's: reads one JSON query per line on
stdin and writes one JSON answer per line on stdout, with the query's id.
A query names a position ("rules" and "size" for the empty board, or
"position": position text as .pos files hold it), "moves" played from it
(GTP move words: "d4", "tris c3", "stone c3", "pass", or with a colour
first), and "what" to compute: legal (the legal moves and the forbidden
points with their reasons), attributes (each tris string's By Wy Bo Wo,
branch and attribute), eyes (each string's private-eye verdict with the
condition that failed), score, explanation (an explanation graph as JSON or
DOT: "explanation": {"question": "point", "at": "c3"}), perft ("perft":
{"depth": 2}) and mcts (the Monte-Carlo player's choice and root statistics:
"mcts": {"playouts": 500, "seed": 7}). The layout and every field:
spec/formats/analysis.md; schemas spec/formats/schema/analysis-*.schema.json.

  {"id":"a","rules":"trisgo-2026","size":5,"moves":["c3","d4"],"what":["legal","score"]}

--jobs N answers N queries at once (one engine each): answers then come in
any order; match them by id. Each answer is written whole, as one line, and
flushed. A query that cannot be answered gets an error answer and the
process goes on: {"id": ID or null, "error": {"kind", "message", "line",
...}} (id null when the line is no JSON object with an id; "line" is the
input line). Bounds: a line of at most --max-line-bytes (default 1048576),
perft depth at most --max-perft-depth (default 4) and 2,000,000 moves
played, at most --max-playouts (default 10000) playouts; beyond them the
answer is an error of kind "limit" or "too-long". At the end of the input
the process exits 0 once every query is answered. SIGINT, SIGTERM or
SIGHUP stop it in order: no more queries are read, a perft walk under way
stops (an MCTS search finishes its playouts), the queries read and not
yet answered get an error of kind "interrupted", and the exit status is
128 + the signal. Unless --quiet, one line of counts on stderr at the end.
--impl names the engine (default: optimized; reference gives the same
answers from the literal reference, more slowly).
)",
                                    run_analysis};

}  // namespace tg::cli
