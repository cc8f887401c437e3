// trisgo evaluate: self-play statistics of a ruleset, or of two side by side
// on the same seeds (evaluate/). Reads and checks every option before the
// first game, prints the tables, JSON or the page, and on a signal writes the
// games finished as a partial result.
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <ostream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/long_run.h"
#include "cli/progress.h"
#include "cli/shard_report.h"
#include "evaluate/evaluation.h"
#include "evaluate/evaluation_json.h"
#include "evaluate/evaluation_page.h"
#include "evaluate/evaluation_text.h"
#include "vocab/excerpt.h"
#include "vocab/interrupt.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {
namespace {

// A komi in points, a multiple of a quarter (the ruleset's unit), from -1000 to 1000.
int komi_quarters(const std::string& flag, const std::string& text) {
  errno = 0;
  char* end = nullptr;
  const double k = std::strtod(text.c_str(), &end);
  const double q = k * 4;
  if (text.empty() || end != text.c_str() + text.size() || errno != 0 || !std::isfinite(k) || std::fabs(k) > 1000 ||
      q != std::round(q))
    throw UsageError(flag + ": a komi is a number of points in quarters from -1000 to 1000 (3.75, -0.5, 7), not " +
                     quoted_excerpt(text));
  return static_cast<int>(std::lround(q));
}

// --komi-range or --komi-sweep: FROM:TO[:STEP] in points, at most 2000 values.
evaluate::KomiRange komi_range_flag(const std::string& flag, const std::string& text) {
  const auto first = text.find(':');
  if (first == std::string::npos)
    throw UsageError(flag + ": give FROM:TO or FROM:TO:STEP (e.g. -5:15), not " + quoted_excerpt(text));
  const auto second = text.find(':', first + 1);
  evaluate::KomiRange r;
  r.from_quarters = komi_quarters(flag, text.substr(0, first));
  r.to_quarters = komi_quarters(flag, text.substr(first + 1, second == std::string::npos ? std::string::npos
                                                                                                   : second - first - 1));
  if (second != std::string::npos) r.step_quarters = komi_quarters(flag, text.substr(second + 1));
  if (r.step_quarters <= 0) throw UsageError(flag + ": the step must be above 0, not " + quoted_excerpt(text));
  if (r.from_quarters > r.to_quarters)
    throw UsageError(flag + " " + quoted_excerpt(text) + " holds no komi (FROM is above TO)");
  if ((r.to_quarters - r.from_quarters) / r.step_quarters >= 2000)
    throw UsageError(flag + " " + quoted_excerpt(text) + " holds more than 2000 komi values");
  return r;
}

// A ruleset argument the engine plays on that board, or a UsageError naming the flag.
Ruleset checked_rules(const std::string& flag, const std::string& text, int size, const Engine& engine) {
  const Ruleset r = ruleset_argument(text, flag);
  if (!implemented(r)) throw UsageError(flag + ": the engines do not implement " + to_string(r));
  try {
    static_cast<void>(engine.legal_moves(Position(*BoardSize::make(size), r)));
  } catch (const EngineLimit& e) {
    throw UsageError(flag + ": " + to_string(r) + " on " + std::to_string(size) + "x" + std::to_string(size) +
                     ": " + e.what());
  }
  return r;
}

int write_outputs(const evaluate::Evaluation& e, const Args& args, std::ostream& out) {
  if (auto html = args.value("--html")) {
    std::ofstream f(*html, std::ios::binary);
    if (!(f << evaluate::evaluation_page(e)) || !f.flush()) throw UsageError("cannot write --html " + *html);
  }
  if (args.has("--json"))
    out << evaluate::evaluation_json(e).dump(1) << "\n";
  else
    out << evaluate::evaluation_text(e);
  return kExitOk;
}

int run_merge(const Args& args, std::ostream& out, std::ostream& err) {
  for (const char* flag : {"--rules", "--vs", "--size", "--games", "--playouts", "--seed", "--komi", "--komi-range",
                           "--komi-sweep", "--player", "--threads", "--jobs", "--shard", "--max-moves"})
    if (args.has(flag))
      throw UsageError(std::string("--merge takes the results' own ") + flag + "; give only the results, --json, --html");
  if (args.positional().empty()) throw UsageError("--merge: give the shard results (FILE.json ...) of trisgo evaluate --json");
  std::vector<evaluate::Evaluation> parts;
  for (const std::string& file : args.positional())
    read_shard_report(file, FileLimit{256u << 20, "a result of trisgo evaluate --json", "trisgo evaluate --help"},
                      [&](const nlohmann::json& json) { parts.push_back(evaluate::evaluation_from_json(json)); });
  evaluate::Evaluation merged;
  try {
    merged = evaluate::merge_evaluations(parts, args.positional(), args.has("--partial"));
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("--merge: ") + e.what());
  }
  err << "evaluate: merged " << parts.size() << " shard" << (parts.size() == 1 ? "" : "s") << ", "
      << merged.games.size() << " games";
  if (!merged.missing_shards.empty()) err << ", missing " << evaluate::missing_shard_list(merged) << " (partial)";
  err << "\n";
  return write_outputs(merged, args, out);
}

int run_evaluate(const std::vector<std::string>& raw, std::ostream& out, std::ostream& err) {
  Args args(raw,
            {"--rules", "--vs", "--size", "--games", "--playouts", "--seed", "--komi", "--komi-range", "--komi-sweep",
             "--player", "--threads", "--jobs", "--shard", "--max-moves", "--html", "--impl"},
            {"--json", "--merge", "--partial", "--quiet", "--progress"});
  if (args.has("--partial") && !args.has("--merge")) throw UsageError("--partial goes with --merge");
  if (auto html = args.value("--html")) check_output_file("--html", *html);  // before any game
  if (args.has("--merge")) return run_merge(args, out, err);
  if (!args.positional().empty()) throw UsageError("evaluate takes no positional arguments (see --help)");
  if (!args.value("--rules")) throw UsageError("give --rules (e.g. --rules trisgo-2026)");
  evaluate::Plan plan;
  const int n = static_cast<int>(whole_number("--size", args.value_or("--size", "9"), 3, 19));
  if (!BoardSize::allowed(n)) throw UsageError("--size: board sizes are odd, from 3 to 19, not " + std::to_string(n));
  plan.size = n;
  plan.games = whole_number("--games", args.value_or("--games", "100"), 1, 10'000'000);
  plan.seed = whole_count("--seed", args.value_or("--seed", "1"), 0, std::uint64_t{1} << 62);
  plan.player.playouts = whole_number("--playouts", args.value_or("--playouts", "1000"), 1, 100'000'000);
  plan.player.threads = static_cast<int>(whole_number("--threads", args.value_or("--threads", "1"), 1, 256));
  const std::string player = args.value_or("--player", "light");
  const auto kind = evaluate::parse_player_kind(player);
  if (!kind) throw UsageError("unknown --player " + quoted_excerpt(player) + " (known: light, mcts)");
  plan.player.kind = *kind;
  evaluate::check_player(plan.player);
  plan.max_moves = static_cast<int>(whole_number("--max-moves", args.value_or("--max-moves", std::to_string(4 * n * n)), 1, 100000));
  const int jobs = static_cast<int>(whole_number("--jobs", args.value_or("--jobs", "1"), 1, 256));
  if (args.value("--komi") && args.value("--komi-range")) throw UsageError("give --komi or --komi-range, not both");
  if (args.value("--komi-sweep") && (args.value("--komi") || args.value("--komi-range")))
    throw UsageError("--komi-sweep sets every game's komi and the curve's: give it without --komi and --komi-range");
  if (auto r = args.value("--komi-range")) plan.komi_range = komi_range_flag("--komi-range", *r);
  if (auto r = args.value("--komi-sweep")) {
    plan.komi_sweep = komi_range_flag("--komi-sweep", *r);
    if (static_cast<long>(evaluate::komi_values_quarters(*plan.komi_sweep).size()) > plan.games)
      throw UsageError("--komi-sweep " + quoted_excerpt(*r) + ": more komi values than the " +
                       std::to_string(plan.games) + " games (each komi needs games)");
  }
  if (auto s = args.value("--shard")) {
    const ShardFlag shard = shard_flag(*s);
    if (shard.count > plan.games)
      throw UsageError("--shard " + *s + ": more shards than the " + std::to_string(plan.games) + " games");
    plan.shard = shard.index;
    plan.shards = shard.count;
  }
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));
  plan.rules.push_back(checked_rules("--rules", *args.value("--rules"), n, *engine));
  if (auto vs = args.value("--vs")) plan.rules.push_back(checked_rules("--vs", *vs, n, *engine));
  if (auto k = args.value("--komi")) {
    const int q = komi_quarters("--komi", *k);
    for (Ruleset& r : plan.rules) r.komi_quarters = q;
  }
  warn_if_more_jobs_than_cores(jobs, "evaluate", err);

  err << "evaluate: seed " << plan.seed << ", " << to_string(plan.rules[0]);
  if (plan.rules.size() == 2) err << " against " << to_string(plan.rules[1]);
  err << ", " << n << "x" << n << ", " << plan.games << " games, " << evaluate::player_kind_name(plan.player.kind)
      << " player";
  if (plan.player.kind == evaluate::PlayerKind::Mcts) err << " (" << plan.player.playouts << " playouts a move)";
  if (plan.komi_sweep)
    err << ", komi swept over " << evaluate::komi_values_quarters(*plan.komi_sweep).size() << " values";
  if (plan.shards > 1) err << ", shard " << plan.shard + 1 << "/" << plan.shards;
  err << ", " << jobs << " job" << (jobs == 1 ? "" : "s") << ", " << engine->name() << " engine\n";

  ProgressLine line(err, "evaluate: ", ProgressLine::mode_for(args.has("--quiet")), args.has("--progress"));
  const evaluate::ProgressFn progress = [&](long done, long planned) {
    char where[96];
    std::snprintf(where, sizeof where, "%ld/%ld games, %.3g games/s", done, planned,
                  done / std::max(1e-9, line.elapsed()));
    line.update(where, static_cast<double>(done), static_cast<double>(planned));
  };
  const evaluate::Evaluation e = evaluate::run_evaluation(plan, *engine, jobs, &interrupt_flag(), progress);
  line.clear();
  const int status = write_outputs(e, args, out);
  if (!e.complete)
    err << "evaluate: " << interrupted_line(std::to_string(e.games.size()) + " of " +
                                            std::to_string(e.planned().size()) + " games finished")
        << "\n";
  return status;
}

}  // namespace

const Command kEvaluateCommand{"evaluate", "self-play statistics of a ruleset or two side by side: balance, fair komi, length, rules fired",
                               R"HELP(usage:
  trisgo evaluate --rules R [--vs R2] [--size N] [--games G] [--seed S]
                  [--komi K | --komi-range A:B[:STEP] | --komi-sweep A:B[:STEP]]
                  [--player light|mcts] [--playouts P] [--threads T] [--max-moves M] [--jobs J] [--shard K/N]
                  [--json] [--html FILE] [--quiet | --progress] [--impl optimized|reference]
  trisgo evaluate --merge FILE.json... [--partial] [--json] [--html FILE]

Plays G self-play games (default 100) of two equal players on an N x N board
(default 9) under the ruleset R and reports, each with a 95% interval:
black's, white's and draw rates (Wilson), the komi-free score margin (black
wins at komi k when the margin is above k: under komi_formula=chinese the
margin is black - Y, under literal black - white) with its distribution, fair
komi (the median margin: black's score is one half there; order-statistics
interval), black's score at each komi of --komi-range (default: every half
point across the margins seen), the game length (mean and quantiles) and how
games end (passes, five, both-fives, full-board, or move-bound after M moves,
default 4 N^2, scored as the board stands), how often each rule fires per game
(counted from the engines' answers: captures, attribute changes by kind,
cascades, emergency conversions, tris moves and flybombs, encirclements by
type, private eyes and the conditions that refused the others, tris strings
by attribute, forbidden points by reason, repetition among them) and the
branching factor (legal moves per position).

--vs R2 plays the same games (the same seeds and players) under R2 too, and
every figure is also given as the paired difference R2 - R1 with its interval
(the mean of the per-game differences; fair komi's shift by a bootstrap over
the games seeded by S): "R2 shifts fair komi by +3.1 (95%: +1.9 to +4.3)".

--player light (default) plays gtp/policy.h's light policy (an emergency
conversion when legal, else a random point that is no own eye); --player mcts
the Monte-Carlo tree search with P playouts a move (default 1000) and T
threads a game. --komi K sets both rulesets' komi.

--komi-sweep A:B[:STEP] plays game i at the (i mod K)-th of the K komi values
A, A+STEP, ..., B (default step 0.5), both rulesets at that komi. Use it with
--player mcts: that player plays to win at the komi it is given, not for the
margin, so one komi's margins say little about another's and their median is
no fair komi. With a sweep, black's score is counted among the games of each
komi, and fair komi is where that curve (made non-increasing by pooling
adjacent values) crosses one half, with a bootstrap interval within each komi
(an interval that ends at the sweep's end says the sweep is too narrow); with
--vs its shift is paired game by game. The same seed gives the
same games whatever --jobs is (game i is seeded from S and i); the seed is
printed on stderr. --shard K/N plays the games i with i mod N = K - 1; --merge
reads the N results of --json and prints the one run's result (refusing
results of another plan, a shard given twice, a missing shard or a shard a
signal stopped, naming what is missing). --merge --partial merges the games
there are: the result names the missing shards (JSON: "missing_shards",
"complete": false) and its figures are those of the games merged.

Output: text tables, or --json (spec/formats/json.md, schema/evaluate.schema.json:
the figures and every game's result); --html FILE writes a page with SVG plots
(black's score against komi, margins, lengths, rules fired). Progress on stderr
with the games per second and the time left. SIGINT, SIGTERM or SIGHUP stops
the run: the games finished are written as a partial result ("complete": false,
the text says INCOMPLETE) and the exit status is 128 + the signal.
Bad input (an unknown preset, a size the ruleset refuses, --games 0, an empty
komi range, an output that cannot be written) is refused before any game: exit 2.
)HELP",
                               run_evaluate};

}  // namespace tg::cli
