// trisgo diff: the smallest positions where two rulesets (or two engines)
// answer a rules question differently (issue 19; audit/diff.h).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <ostream>
#include <thread>

#include "audit/diff.h"
#include "audit/report_json.h"
#include "audit/search.h"
#include "cli/commands.h"
#include "cli/engine_process.h"
#include "cli/engines.h"
#include "cli/long_run.h"
#include "cli/progress.h"
#include "cli/search_flags.h"
#include "cli/shard_report.h"
#include "gtp/client.h"
#include "gtp/engine_pool.h"
#include "gtp/remote_engine.h"
#include "vocab/excerpt.h"
#include "vocab/file_io.h"
#include "vocab/interrupt.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {
namespace {

struct Side {
  std::string label;
  Ruleset rules;
  std::unique_ptr<Engine> engine, checker;
  bool gtp = false;
  bool full = false;  // over GTP with the batch query: every question answered
};

// RULES, or gtp:"COMMAND"@RULES (an engine over GTP answering for RULES,
// `jobs` programs of it: one for each thread of the search).
Side make_side(const std::string& text, const std::string& impl, const std::string& check,
               std::chrono::milliseconds timeout, std::size_t max_reply_bytes = gtp::kDefaultMaxReplyBytes, int jobs = 1) {
  Side s;
  s.label = text;
  if (text.rfind("gtp:", 0) == 0) {
    const std::size_t at = text.rfind('@');
    if (at == std::string::npos || at <= 4)
      throw UsageError(quoted_excerpt(text) + ": an engine over GTP is written gtp:\"COMMAND ARGS\"@RULES, e.g. gtp:\"trisgo gtp\"@trisgo-2026");
    std::string command = text.substr(4, at - 4);
    if (command.size() >= 2 && command.front() == '"' && command.back() == '"') command = command.substr(1, command.size() - 2);
    if (command.empty()) throw UsageError(quoted_excerpt(text) + ": the GTP command is empty");
    s.rules = ruleset_argument(text.substr(at + 1), "argument");
    try {
      auto remote = std::make_unique<gtp::RemoteEngine>(command, timeout, max_reply_bytes);
      // One round trip per position when the program answers the batch
      // query (extension version 3, its compact form from version 4):
      // every question then has its in-process answer, so nothing is left
      // out of the comparison.
      s.full = remote->use_batch_answers();
      // One program per thread of the search (started when the thread first
      // asks), so that the side over GTP works in parallel as the side in
      // process does: each program has one position at a time
      // (gtp/engine_pool.h).
      const bool full = s.full;
      auto more = [command, timeout, max_reply_bytes, full]() -> std::unique_ptr<Engine> {
        auto another = std::make_unique<gtp::RemoteEngine>(command, timeout, max_reply_bytes);
        if (another->use_batch_answers() != full)
          throw gtp::GtpError("GTP engine " + command + ": a second process of it answers the batch query differently");
        return another;
      };
      s.engine = std::make_unique<gtp::EnginePool>(std::move(remote), more, std::max(1, jobs));
    } catch (const gtp::GtpError& e) {
      if (!interrupted()) throw UsageError("cannot start the GTP engine " + quoted_excerpt(command) + ": " + e.what());
      // A signal (issue 36) stopped the engine's start: the search, whose
      // cancel flag is set, runs nothing and reports so (complete: false).
      // This stand-in is never asked.
      s.engine = make_engine(kDefaultEngine);
    }
    s.gtp = true;
    return s;
  }
  s.rules = ruleset_argument(text, "argument");
  if (!implemented(s.rules)) throw UsageError(quoted_excerpt(text) + " (" + to_string(s.rules) + ") is not implemented by the engines");
  s.engine = make_engine(impl);
  if (check != "none") s.checker = make_engine(check);
  return s;
}

std::vector<int> sizes_flag(const std::string& text) {
  std::vector<int> sizes;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string item = text.substr(start, comma - start);
    int n = 0;
    try {
      std::size_t used = 0;
      n = std::stoi(item, &used);
      if (used != item.size()) throw std::invalid_argument(item);
    } catch (const std::exception&) {
      throw UsageError("--sizes " + quoted_excerpt(text) + ": give odd board sizes 3..19 separated by commas");
    }
    if (!BoardSize::allowed(n)) throw UsageError("--sizes: " + item + " is not a board size (odd, 3..19)");
    if (!sizes.empty() && n <= sizes.back()) throw UsageError("--sizes: give the sizes in ascending order, each once");
    sizes.push_back(n);
    start = comma + 1;
  }
  return sizes;
}

std::uint64_t number_flag(const Args& args, const std::string& flag, std::uint64_t fallback, std::uint64_t max) {
  auto v = args.value(flag);
  return v ? whole_count(flag, *v, 0, max) : fallback;
}

// D-106: the default search plan.
audit::SizePlan default_plan(int n, std::uint64_t random, std::uint64_t games) {
  audit::SizePlan p;
  p.size = n;
  p.exhaustive_pieces = n == 3 ? 6 : n == 5 ? 3 : n == 7 ? 2 : -1;
  p.random = n == 3 ? 0 : random;
  p.guided = games;
  return p;
}

void write_files(const audit::DiffReport& r, const std::vector<const Engine*>& engines, const Ruleset& ra, const Ruleset& rb,
                 const std::string& dir, std::ostream& out, text::Language lang) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw UsageError("cannot create " + dir + ": " + ec.message());
  {
    std::ofstream f(std::filesystem::path(dir) / "report.json", std::ios::binary);
    if (!(f << audit::to_json(r).dump(2) << "\n") || !f.flush()) throw UsageError("cannot write " + dir + "/report.json");
  }
  for (const audit::KindReport& k : r.search.kinds) {
    if (k.examples.empty()) continue;
    const audit::Finding& f = k.examples.front();
    std::vector<audit::View> views;
    views.push_back({r.label_a, engines[0], f.position});
    Position pb = f.position;
    if (auto q = audit::as_ruleset(f.position, rb)) pb = *q;
    pb.rules = rb;
    views.push_back({r.label_b, engines[1], pb});
    (void)ra;
    try {
      audit::FindingFiles files = audit::write_finding(f, views, dir, k.kind, lang);
      out << "wrote " << files.position << ", " << (files.record.empty() ? "" : files.record + ", ") << files.vectors << ", " << files.picture;
      for (const std::string& g : files.graphs) out << ", " << g;
      out << "\n";
    } catch (const std::runtime_error& e) {
      throw UsageError(e.what());
    }
  }
}

int exit_for(const audit::DiffReport& r) { return r.search.found() ? kExitFailed : kExitOk; }

int run_merge(const Args& args, std::ostream& out) {
  std::vector<audit::DiffReport> parts;
  for (const std::string& file : args.positional())
    read_shard_report(file, FileLimit{64u << 20, "a diff report", "trisgo diff --help"},
                      [&](const nlohmann::json& json) { parts.push_back(audit::diff_report_from_json(json)); });
  if (parts.empty()) throw UsageError("--merge: give the shard reports (REPORT.json ...)");
  // What makes the reports shards of one search, checked here so that the
  // error names the files (audit::merge knows no files).
  const std::vector<std::string>& files = args.positional();
  std::vector<audit::SearchReport> searches;
  std::map<int, std::string> shard_file;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const audit::DiffReport& p = parts[i];
    if (p.label_a != parts[0].label_a || p.label_b != parts[0].label_b)
      throw UsageError("--merge: " + files[0] + " and " + files[i] + " compare different rulesets (" + parts[0].label_a +
                       " / " + parts[0].label_b + ", " + p.label_a + " / " + p.label_b + ")");
    if (p.search.seed != parts[0].search.seed || p.search.shards != parts[0].search.shards)
      throw UsageError("--merge: " + files[0] + " and " + files[i] +
                       " are not shards of one search (their seeds or shard counts differ)");
    const std::string shard = std::to_string(p.search.shard + 1) + "/" + std::to_string(p.search.shards);
    if (auto [it, fresh] = shard_file.emplace(p.search.shard, files[i]); !fresh)
      throw UsageError("--merge: shard " + shard + " given twice (" + it->second + " and " + files[i] + ")");
    searches.push_back(p.search);
  }
  // A subset of the shards is no answer to the search (issue 31); --partial
  // merges it on purpose.
  std::vector<std::string> missing;
  for (int k = 0; k < parts[0].search.shards; ++k)
    if (!shard_file.count(k)) missing.push_back(std::to_string(k + 1) + "/" + std::to_string(parts[0].search.shards));
  if (!missing.empty() && !args.has("--partial")) {
    std::string names;
    for (const std::string& k : missing) names += (names.empty() ? "" : ", ") + k;
    throw UsageError("--merge: shard" + std::string(missing.size() == 1 ? " " : "s ") + names +
                     " missing; merged nothing (--partial merges the shards given)");
  }
  audit::DiffReport r = parts[0];
  r.missing_shards = missing;
  try {
    r.search = audit::merge(searches);
  } catch (const std::invalid_argument& e) {
    std::string names;
    for (const std::string& f : files) names += (names.empty() ? "" : ", ") + f;
    throw UsageError(std::string("--merge: ") + e.what() + " (" + names + ")");
  }
  // The re-check notes of the chosen examples, from the shard that had them.
  r.recheck.clear();
  for (const audit::KindReport& k : r.search.kinds) {
    std::vector<std::string> notes(k.examples.size());
    for (std::size_t i = 0; i < k.examples.size(); ++i)
      for (const auto& p : parts)
        for (std::size_t j = 0; j < p.search.kinds.size(); ++j)
          for (std::size_t e = 0; e < p.search.kinds[j].examples.size(); ++e)
            if (p.search.kinds[j].examples[e] == k.examples[i] && j < p.recheck.size() && e < p.recheck[j].size())
              notes[i] = p.recheck[j][e];
    r.recheck.push_back(notes);
  }
  if (args.has("--json")) out << audit::to_json(r).dump(2) << "\n";
  else out << audit::diff_text(r, LabelSet::Letter, lang_flag(args));
  if (auto dir = args.value("--output")) {
    using namespace std::chrono_literals;
    Side a = make_side(r.label_a, kDefaultEngine, "none", 10s), b = make_side(r.label_b, kDefaultEngine, "none", 10s);
    write_files(r, {a.engine.get(), b.engine.get()}, a.rules, b.rules, *dir, args.has("--json") ? std::cerr : out, lang_flag(args));
  }
  return exit_for(r);
}

std::vector<std::string> output_flag(std::vector<std::string> argv) {
  for (std::string& a : argv)
    if (a == "-o") a = "--output";
  return argv;
}

int run_diff(const std::vector<std::string>& raw, std::ostream& out, std::ostream& err) {
  Args args(output_flag(raw),
            {"--sizes", "--budget", "--positions", "--seed", "--jobs", "--shard", "--output", "--impl", "--check-impl",
             "--exhaustive", "--random", "--games", "--timeout", kMaxReplyBytesFlag, "--lang"},
            {"--json", "--merge", "--partial", "--no-moves", "--quiet", "--progress"});
  if (auto dir = args.value("--output")) check_output_folder("-o", *dir);  // before any engine or search
  if (args.has("--partial") && !args.has("--merge")) throw UsageError("--partial goes with --merge");
  if (args.has("--merge")) return run_merge(args, out);
  if (args.positional().size() != 2) throw UsageError("give two rulesets A and B (see trisgo diff --help)");
  if (args.has("--budget") && args.has("--positions")) throw UsageError("give --budget SECONDS or --positions N, not both");

  const std::chrono::milliseconds timeout = timeout_flag(args, "10");
  const std::size_t max_reply = max_reply_bytes_flag(args);

  audit::SearchSpace space;
  space.seed = number_flag(args, "--seed", 1, UINT64_MAX);
  const std::uint64_t random = number_flag(args, "--random", 2000, 100'000'000);
  for (int n : sizes_flag(args.value_or("--sizes", "3,5,7,9")))
    space.sizes.push_back(default_plan(n, random, number_flag(args, "--games", n == 3 ? 2000 : 50, 1'000'000)));
  if (auto ex = args.value("--exhaustive")) {
    // SIZE:PIECES,... ; sizes not named have no exhaustive phase.
    for (auto& p : space.sizes) p.exhaustive_pieces = -1;
    for (const auto& [n, k] : exhaustive_flag(*ex)) {
      bool found = false;
      for (auto& p : space.sizes)
        if (p.size == n) {
          p.exhaustive_pieces = k;
          p.random = random;
          found = true;
        }
      if (!found) throw UsageError("--exhaustive: size " + std::to_string(n) + " is not in --sizes");
    }
  }
  if (auto budget = args.value("--budget")) {
    try {
      std::size_t used = 0;
      space.budget_seconds = std::stod(*budget, &used);
      if (used != budget->size() || !(space.budget_seconds > 0) || space.budget_seconds > 1e6) throw std::invalid_argument(*budget);
    } catch (const std::exception&) {
      throw UsageError("--budget " + quoted_excerpt(*budget) + ": give seconds, a number above 0");
    }
  }
  if (space.budget_seconds > 0 && !args.has("--exhaustive") && !args.has("--random") && !args.has("--games")) {
    // A longer budget searches deeper and wider: with F = the budget over 30
    // seconds (from 2 on), F times the random boards and games, and one piece
    // more in each exhaustive phase per factor 4 in F.
    const double factor = std::floor(space.budget_seconds / 30);
    int deeper = 0;
    for (double f = factor; f >= 4; f /= 4) ++deeper;
    if (factor >= 2)
      for (auto& p : space.sizes) {
        if (p.exhaustive_pieces >= 0) p.exhaustive_pieces = std::min(p.exhaustive_pieces + deeper, p.size == 3 ? 9 : 12 - p.size);
        p.random = static_cast<std::uint64_t>(static_cast<double>(p.random) * factor);
        p.guided = static_cast<std::uint64_t>(static_cast<double>(p.guided) * factor);
      }
  }
  space.max_positions = number_flag(args, "--positions", 0, UINT64_MAX / 2);
  if (args.has("--positions") && space.max_positions == 0) throw UsageError("--positions: give at least 1");
  const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
  space.jobs = static_cast<int>(number_flag(args, "--jobs", hw, 256));
  if (space.jobs < 1) throw UsageError("--jobs: give at least 1");
  if (args.has("--jobs")) warn_if_more_jobs_than_cores(space.jobs, "diff", err);
  space.cancel = &interrupt_flag();  // a signal stops the search; the report says what ran (issue 36)
  if (auto shard = args.value("--shard")) {
    const ShardFlag k = shard_flag(*shard);
    space.shard = k.index;
    space.shards = k.count;
  }
  // The sides last: an engine over GTP starts only once every option is known good.
  Side a = make_side(args.positional()[0], args.value_or("--impl", kDefaultEngine), args.value_or("--check-impl", "reference"), timeout,
                     max_reply, space.jobs);
  Side b = make_side(args.positional()[1], args.value_or("--impl", kDefaultEngine), args.value_or("--check-impl", "reference"), timeout,
                     max_reply, space.jobs);
  try {
    (void)audit::compare_rulesets(a.rules, b.rules);
  } catch (const audit::NotComparable& e) {
    throw UsageError(e.what());
  }
  // The guided games are played by A's engine in process (never over GTP).
  std::unique_ptr<Engine> player;
  if (a.gtp) {
    player = make_engine(kDefaultEngine);
    if (!implemented(a.rules)) space.player = nullptr;
    else space.player = player.get();
  }

  audit::DiffSide da{a.label, a.rules, a.engine.get(), a.checker.get()};
  audit::DiffSide db{b.label, b.rules, b.engine.get(), b.checker.get()};
  audit::DiffOptions options;
  options.moves = !args.has("--no-moves");
  options.lang = lang_flag(args);
  options.gtp_visible = (a.gtp && !a.full) || (b.gtp && !b.full);

  err << "trisgo diff: seed " << space.seed << ", " << space.jobs << (space.jobs == 1 ? " thread" : " threads");
  if (space.shards > 1) err << ", shard " << space.shard + 1 << "/" << space.shards;
  err << "\n";
  ProgressLine line(err, "trisgo diff: ", ProgressLine::mode_for(args.has("--quiet")), args.has("--progress"));
  audit::ProgressFn progress = [&](const audit::Progress& p) {
    if (p.total == 0) return line.update(p.phase);
    line.update(p.phase + ": " + std::to_string(p.done) + "/" + std::to_string(p.total) + " units, " +
                    std::to_string(p.findings) + " differing positions",
                static_cast<double>(p.done), static_cast<double>(p.total));
  };
  audit::DiffReport r;
  try {
    r = audit::run_diff(da, db, space, options, progress);
    line.clear();
  } catch (const gtp::GtpError& e) {
    line.clear();
    // An engine over GTP that failed (crashed, hung, flooded, spoke
    // malformed GTP) ends the search: its group is stopped, never our process.
    err << "trisgo diff: " << engine_failure_text(e) << "\n";
    return kExitFailed;
  }
  if (args.has("--json")) out << audit::to_json(r).dump(2) << "\n";
  else out << audit::diff_text(r, LabelSet::Letter, lang_flag(args));
  if (auto dir = args.value("--output")) write_files(r, {a.engine.get(), b.engine.get()}, a.rules, b.rules, *dir, args.has("--json") ? err : out, lang_flag(args));
  return exit_for(r);
}

}  // namespace

const Command kDiffCommand{"diff", "find the smallest positions where two rulesets or engines disagree", R"(usage:
  trisgo diff A B [--sizes 3,5,7,9] [--exhaustive SIZE:PIECES,...] [--random N] [--games N]
         [--budget SECONDS | --positions N] [--seed S] [--jobs J] [--shard K/N]
         [--impl optimized|reference] [--check-impl reference|optimized|none] [--no-moves]
         [--json] [-o DIR] [--quiet | --progress] [--lang en|zh] [--timeout S] [--max-reply-bytes B]
  trisgo diff --merge REPORT.json... [--partial] [--json] [-o DIR] [--lang en|zh]

A and B are rulesets (trisgo-2026, trisgo-2026/tris_forbid=any, menggo-2019,
see `trisgo rules`; or a ruleset file, my.rules: any RULES whose part before
the first '/' is no preset names a file) or an engine over GTP with the
ruleset it plays, gtp:"COMMAND ARGS"@RULES (e.g. gtp:"./old/trisgo gtp"@trisgo-2026,
the build from before an edit: docs/rule-authors.md). diff searches positions, and every move of
the slot to move from each, for the first question whose answers differ, in
this order: a tris attribute, a private-eye verdict, a forbidden point and
its reason, the end, the score, the winner, whether a move is legal, what it
does (captures, attribute changes, cascade) and whether it ends the game.
Each kind of difference is shown with the rule it asks about in each side's
own text and words: the article as that text numbers it, with its passage of
the Chinese text (spec/passages/; JSON: "citations"). --lang zh words the
whole report, its questions and answers included, in Chinese with the texts'
terms (spec/glossary.md); with --merge it words the shard reports' data
(JSON "question_data", "data") in the language asked for.

The search (audit/search.h), in order, for each size of --sizes:
  exhaustive  every board up to PIECES pieces (default 3:6,5:3,7:2), up to the 8
              symmetries, with each slot to move (side and piece kind)
  random      --random N random boards (default 2000; sizes above 3, and
              any size named in --exhaustive)
  guided      --games N seeded random games (default 2000 on 3x3, where
              repetitions are common, 50 on larger boards), each position
              along them with its history (repetition, Art. 8, the end)
Each difference kind's smallest example is given a record from the empty
board that reaches it (moves legal under A; a difference no record reaches is
never reported), shrunk by the measure pieces, then moves, then board size
(every step checked again on the position its record reaches), labelled
"proven minimal" (with the bounds the exhaustive phase proves it in) or
"smallest found" (with the effort spent), and re-checked by the --check-impl
engines (default reference; the search runs on --impl, default optimized).
Without a difference diff says exactly what it searched.

  --budget SECONDS  stop claiming work after this long; the report says how
                    many positions it searched (--positions that many
                    reproduces it exactly). Without --exhaustive, --random
                    and --games it also widens and deepens the space: with
                    F = SECONDS / 30 (from 2 on), F times the random boards
                    and games, one piece more per factor 4 in F
  --positions N     search the first N units of the sequence (deterministic)
  --seed S          the seed of the random and guided phases (default 1)
  --jobs J          threads (default: the machine's cores); the report is the
                    same for every J. A side over GTP is started J times, one
                    program per thread
  --shard K/N       search only chunks c with c mod N = K-1; merge the N
                    reports (--json, or -o's report.json) with --merge; a
                    shard missing is refused, named, unless --partial
  --no-moves        compare the positions only, not the moves from them
  --json            the report as JSON on stdout
  --quiet           no progress on stderr (else, on a terminal, one line
                    updated in place with the time left; otherwise a line
                    every ten seconds, with --progress the first at once)
  -o DIR            per kind KIND.pos (position file), KIND.tgr (its record
                    from the empty board: trisgo play KIND.tgr), KIND.vec (a conformance
                    vector per side, to check by hand), KIND.svg (both boards
                    with the cause drawn, and answers), KIND.1.svg and
                    KIND.2.svg (each side's explanation graph of the
                    question, .dot without Graphviz); report.json
  --timeout S       seconds per GTP command (default 10; decimals allowed)
  --max-reply-bytes B  the largest reply of a GTP engine (default 1048576)

Rulesets of different games (Go family against TrisGomoku) are refused
(D-104). Rulesets with different move orders are compared by the slot to
move, and the report says so. A GTP engine that answers the batch query
(trisgo-answers-compact of the extension's version 4, or trisgo-answers of
version 3: trisgo gtp) is asked once per position and compared on every
question; against another only what GTP
carries is compared (no private eyes, owners, or captures apart from the
cascade), one command at a time. An engine that crashes, hangs, replies more than
--max-reply-bytes or speaks malformed GTP stops the search (ENGINE FAILURE
(KIND) on stderr; its process group is stopped with all its children). Exit
0 no difference, 1 differences found or a GTP engine failed, 2 bad input.
)",
                                run_diff};

}  // namespace tg::cli
