// trisgo bench: the behaviour signature (conformance/bench_signature.h) of
// both engines, one number on stdout; the time on stderr.
#include <chrono>
#include <iomanip>
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/engines.h"
#include "conformance/bench_signature.h"

namespace tg::cli {
namespace {

using conformance::BenchRun;

struct TimedRun {
  std::string engine;
  std::vector<BenchRun> runs;
  double seconds = 0;
};

TimedRun run_engine(const std::string& name) {
  const auto engine = make_engine(name);
  const auto start = std::chrono::steady_clock::now();
  TimedRun t{engine->name(), conformance::bench_engine(*engine), 0};
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return t;
}

nlohmann::ordered_json runs_json(const TimedRun& t) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const BenchRun& r : t.runs) {
    nlohmann::ordered_json j;
    j["rules"] = r.rules;
    for (const auto& col : conformance::bench_columns()) j[std::string(col.name)] = r.counts.*col.field;
    j["total"] = r.counts.total();
    list.push_back(j);
  }
  return list;
}

int run_bench(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {}, {"--json"});
  if (!args.positional().empty()) throw UsageError("bench takes no positional arguments (see --help)");
  // The reference first: it is the literal one, the optimized engine is checked against it.
  std::vector<TimedRun> timed;
  for (const std::string& name : engine_names()) timed.push_back(run_engine(name));

  const TimedRun& first = timed.front();
  bool agree = true;
  // One line per ruleset whose counts differ, each count as "name A/B".
  for (std::size_t i = 1; i < timed.size(); ++i) {
    std::string rules;
    for (const auto& d : conformance::bench_differences(first.runs, timed[i].runs)) {
      agree = false;
      if (d.rules != rules) {
        err << (rules.empty() ? "" : "\n") << "bench: " << first.engine << "/" << timed[i].engine << " engines differ under "
            << d.rules << ":";
        rules = d.rules;
      }
      err << " " << d.column << " " << d.first << "/" << d.second;
    }
    if (!rules.empty()) err << "\n";
  }
  const std::uint64_t signature = conformance::bench_signature(first.runs);
  for (const TimedRun& t : timed) {
    const std::uint64_t n = conformance::bench_signature(t.runs);
    err << "bench: " << t.engine << " engine: " << n << " nodes in " << std::fixed << std::setprecision(2) << t.seconds
        << " s (" << std::setprecision(0) << (t.seconds > 0 ? static_cast<double>(n) / t.seconds : 0.0) << " nodes/s)\n";
  }
  if (args.has("--json")) {
    nlohmann::ordered_json j;
    j["signature"] = agree ? nlohmann::ordered_json(signature) : nlohmann::ordered_json();
    j["agree"] = agree;
    auto engines = nlohmann::ordered_json::array();
    for (const TimedRun& t : timed)
      engines.push_back({{"engine", t.engine}, {"signature", conformance::bench_signature(t.runs)}, {"rulesets", runs_json(t)}});
    j["engines"] = engines;
    out << j.dump(2) << "\n";
  } else if (agree) {
    out << signature << "\n";
  }
  return agree ? kExitOk : kExitFailed;
}

}  // namespace

const Command kBenchCommand{"bench", "the behaviour signature: one number that changes with anything an engine does", R"(usage:
  trisgo bench [--json]

Runs a fixed workload through both engines (reference and optimized) and
prints one number on stdout, the signature: the nodes of perft from the empty
3x3 and 5x5 boards and from a few small bundled positions, plus the
positions, listed legal moves, played moves, refusals, captures and
attribute changes of seeded games, plus the items of the analyses and scores
of the roots and of the games' ends, over every ruleset:
go, trisgo-2026, menggo, menggo-2019, menggo-2013 (team order and
order=menggo-2013-two), flybomb-A, flybomb-B, flybomb-C, trisgomoku
(conformance/bench_signature.h). Any change to what an engine does changes it.

The expected number is in spec/bench-signature.txt, checked by the ctest
bench_signature. A change that alters an engine's behaviour on purpose
updates that file and says so in its commit message.

The time and the nodes per second of each engine go to stderr.

  --json    the signature, whether the engines agree, and every ruleset's
            counts per engine (perft_nodes, perft_columns, positions,
            legal_moves, moves_played, refusals, refusal_kinds,
            pieces_removed, attribute_changes, analysis, score, total)

Exit status: 0 the engines agree (the number printed), 1 they differ (one
line per ruleset on stderr with each count that differs, the reference's
first; no number on stdout; with --json signature is null).
)",
                                 run_bench};

}  // namespace tg::cli
