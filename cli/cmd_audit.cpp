// trisgo audit: the named checks of a ruleset (audit/checks_run.h), each
// searched for its smallest counterexample, with the statements that clash.
#include <chrono>
#include <mutex>
#include <ostream>
#include <sstream>

#include "audit/checks_run.h"
#include "audit/report_json.h"
#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/long_run.h"
#include "cli/progress.h"
#include "cli/search_flags.h"
#include "cli/shard_report.h"
#include "vocab/excerpt.h"
#include "vocab/interrupt.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {
namespace {

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  std::istringstream in(s);
  while (std::getline(in, cur, sep)) out.push_back(cur);
  return out;
}

// The output of a report: text or JSON on stdout, -o DIR's files; the exit status (D-112).
int finish(const audit::AuditReport& r, const Args& args, const Engine& engine, std::ostream& out) {
  const LabelSet labels = labels_flag(args);
  std::string files;
  if (auto dir = args.value("--output")) {
    try {
      audit::write_audit_files(r, engine, *dir, labels, lang_flag(args));
    } catch (const std::runtime_error& e) {
      throw UsageError(e.what());
    }
    files = *dir;
  }
  out << (args.has("--json") ? audit::audit_json(r) : audit::audit_text(r, labels, files, lang_flag(args)));
  return r.open() > 0 ? kExitFailed : kExitOk;
}

// --merge REPORT.json...: the shard reports of one audit merged (audit::merge_audits).
int run_merge(const Args& args, std::ostream& out, std::ostream& err) {
  for (const char* flag : {"--checks", "--budget", "--positions", "--seed", "--jobs", "--shard", "--sizes", "--exhaustive", "--random", "--games"})
    if (args.has(flag))
      throw UsageError(std::string("--merge takes the reports' own ") + flag + "; give only the reports, --json, -o, --impl, --labels");
  if (args.positional().empty()) throw UsageError("--merge: give the shard reports (REPORT.json ...) of trisgo audit --json");
  std::vector<audit::AuditReport> parts;
  for (const std::string& file : args.positional())
    read_shard_report(file, FileLimit{64u << 20, "an audit report", "trisgo audit --help"},
                      [&](const nlohmann::json& json) { parts.push_back(audit::audit_report_from_json(json)); });
  audit::AuditReport r;
  try {
    r = audit::merge_audits(parts, args.positional(), args.has("--partial"));
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("--merge: ") + e.what());
  }
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));  // for -o's pictures
  const int status = finish(r, args, *engine, out);
  err << "audit: merged " << parts.size() << " shard" << (parts.size() == 1 ? "" : "s") << ": " << r.open() << " open, "
      << r.resolved() << " resolved, " << r.positions << " positions probed";
  if (!r.missing_shards.empty()) {
    std::string shards;
    for (const std::string& k : r.missing_shards) shards += (shards.empty() ? "" : ", ") + k;
    err << ", missing " << shards << " (partial)";
  }
  err << "\n";
  return status;
}

int run_audit(const std::vector<std::string>& raw, std::ostream& out, std::ostream& err) {
  std::vector<std::string> argv = raw;
  for (std::string& a : argv)
    if (a == "-o") a = "--output";
  Args args(argv,
            {"--checks", "--budget", "--positions", "--seed", "--jobs", "--shard", "--output", "--sizes", "--impl",
             "--labels", "--lang", "--exhaustive", "--random", "--games"},
            {"--json", "--merge", "--partial", "--quiet", "--progress"});
  if (args.has("--partial") && !args.has("--merge")) throw UsageError("--partial goes with --merge");
  if (auto dir = args.value("--output")) check_output_folder("-o", *dir);  // before any search
  if (args.has("--merge")) return run_merge(args, out, err);
  if (args.positional().size() != 1) throw UsageError("give exactly one ruleset, e.g. trisgo audit trisgo-2026 (see --help)");
  audit::AuditOptions o;
  o.rules = ruleset_argument(args.positional()[0], "RULES");
  if (!implemented(o.rules)) throw UsageError("the engines do not implement " + to_string(o.rules));
  if (auto c = args.value("--checks")) {
    o.checks = split(*c, ',');
    for (const std::string& name : o.checks)
      if (!audit::find_check(name)) {
        std::string known;
        for (const audit::Check& k : audit::all_checks()) known += (known.empty() ? "" : ", ") + k.name;
        throw UsageError("unknown check " + quoted_excerpt(name) + " (known: " + known + ")");
      }
  }
  if (args.value("--budget") && args.value("--positions")) throw UsageError("give --budget or --positions, not both");
  if (auto b = args.value("--budget")) o.budget_seconds = static_cast<double>(whole_count("--budget", *b, 1, 86400));
  if (auto n = args.value("--positions")) o.max_positions = whole_count("--positions", *n, 1, 1'000'000'000);
  o.seed = whole_count("--seed", args.value_or("--seed", "1"), 0, std::uint64_t{1} << 62);
  o.jobs = static_cast<int>(whole_count("--jobs", args.value_or("--jobs", "1"), 1, 256));
  warn_if_more_jobs_than_cores(o.jobs, "audit", err);
  o.cancel = &interrupt_flag();  // a signal stops the search; the report says what ran (issue 36)
  if (auto s = args.value("--shard")) {
    const ShardFlag shard = shard_flag(*s);
    o.shard = shard.index;
    o.shards = shard.count;
  }
  if (auto s = args.value("--sizes")) {
    for (const std::string& t : split(*s, ',')) {
      const int n = static_cast<int>(whole_count("--sizes", t, 3, 19));
      if (!BoardSize::allowed(n)) throw UsageError("--sizes: board sizes are odd, from 3 to 19, not " + t);
      if (n == 3) o.sizes.push_back(audit::SizePlan{3, 4, 0, 60, 0});
      else o.sizes.push_back(audit::SizePlan{n, -1, 1000, 20, 0});
    }
  }
  if (auto e = args.value("--exhaustive")) o.exhaustive = exhaustive_flag(*e);
  if (auto n = args.value("--random")) o.random = whole_count("--random", *n, 0, 100'000'000);
  if (auto n = args.value("--games")) o.games = whole_count("--games", *n, 0, 1'000'000);
  static_cast<void>(labels_flag(args));  // a bad --labels or --lang is refused before the search
  static_cast<void>(lang_flag(args));
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));
  auto reference = make_engine("reference");
  static_cast<void>(engine->ended(Position(*BoardSize::make(5), o.rules)));  // an engine that refuses the ruleset says so now

  err << "audit: " << to_string(o.rules) << ", seed " << o.seed << ", "
      << (o.max_positions ? std::to_string(o.max_positions) + " positions per check"
                          : o.budget_seconds ? std::to_string(static_cast<long>(o.budget_seconds)) + " s"
                                             : std::string("the default space"))
      << ", " << o.jobs << " job" << (o.jobs == 1 ? "" : "s");
  if (o.shards > 1) err << ", shard " << o.shard + 1 << "/" << o.shards;
  err << ", " << engine->name() << " engine (the reference checks each finding)\n";
  ProgressLine line(err, "audit: ", ProgressLine::mode_for(args.has("--quiet")), args.has("--progress"));
  audit::ProgressFn progress = [&](const audit::Progress& p) {
    line.update(p.phase + (p.total ? " " + std::to_string(p.done) + "/" + std::to_string(p.total) : std::string()) +
                    ", " + std::to_string(p.findings) + " found",
                static_cast<double>(p.done), static_cast<double>(p.total));
  };
  const audit::AuditReport r = audit::run_audit(o, *engine, reference.get(), progress);
  line.clear();
  const int status = finish(r, args, *engine, out);
  err << "audit: " << r.open() << " open, " << r.resolved() << " resolved, " << r.positions << " positions probed\n";
  return status;
}

}  // namespace

const Command kAuditCommand{"audit", "search a ruleset for contradictions and ill-formed rules, each with its smallest example",
                            R"(usage:
  trisgo audit RULES [--checks a,b,...] [--budget SECONDS | --positions N] [--seed S] [--jobs J]
                     [--shard K/N] [--sizes 3,5,7] [--exhaustive SIZE:PIECES,...] [--random N]
                     [--games N] [--json] [-o DIR] [--impl optimized|reference]
                     [--labels chinese|letter|integer|gtp] [--lang en|zh] [--quiet | --progress]
  trisgo audit --merge REPORT.json... [--partial] [--json] [-o DIR] [--impl optimized|reference]
                     [--labels ...] [--lang ...]

Runs named checks on RULES (a ruleset: trisgo-2026, trisgo-2026/dame=nobody,
trisgomoku, ...). Each check is a predicate over positions, moves or games,
searched as `trisgo diff` searches (audit/search.h): every 3x3 position up to a
few pieces and every 5x5 and 7x7 position up to two (up to symmetry), then
random positions and positions of seeded random games on 5x5 and 7x7. The
smallest example found is given a record from the empty board that reaches
it (moves legal under RULES; a finding no record reaches is never reported),
shrunk by the measure pieces, then moves, then board size (every step checked
again on the position its record reaches) and checked again on the reference
engine. It is labelled "proven minimal" when the exhaustive phase shows that
nothing smaller exists on the boards it searched (the report states them),
else "smallest found" with the effort spent (docs/rule-authors.md).

Checks (--checks, default all):
  komi-formulas      C-1: the two Art. 13 methods name different winners
  both-counts-lose   C-2: black's and white's counts of the second method disagree (dame for nobody)
  no-stone-areas     C-6: the same where empty strings touch no stone (the empty board)
  eye-rules          C-3: the 2019 and 2026 texts give a tris different attributes
                     (and whether the attribute rules agree for the same verdicts)
  conversion         C-4: a tris slot's point both forbidden (Art. 7.1) and allowed (Art. 8)
  permanent-life     C-5: a string with two true eyes loses them after an opponent move
  settles            a move whose cascade (D-06) or encirclement rounds (D-21) do not settle
  legal-move         a side to move without a legal move before the end (a pass counts, D-113)
  terminates         a legal move that returns a game to an earlier state (D-115)
  attribute-order    an attribute that changes with the order of evaluation (D-114)
  both-colour-flips  TrisGomoku: a move that flips tris for both colours at once
  double-five        TrisGomoku: a move that makes fives of both colours

Each finding is reported with its minimal example, the statements that clash
(spec and decision IDs) and how the ruleset resolves the clash, if it does
(D-112); -o DIR writes DIR/CHECK.pos, DIR/CHECK.tgr (the record: trisgo play
DIR/CHECK.tgr replays it) and DIR/CHECK.svg (the picture). The
IDs are those of the text the ruleset follows (under menggo-2019 the 2019
text's, M19-...), each with its passage of the Chinese text beside it
(spec/passages/; JSON: "passages" and "citations"); a finding is the register
entry it is (komi-formulas without komi finds C-6, not C-1). --lang zh words
the findings in Chinese with the texts' terms (spec/glossary.md).

--exhaustive SIZE:PIECES,... searches every position of those sizes up to
that many pieces (only the sizes named; e.g. 3:6,5:5,7:4); --random N random
boards per size above 3 and --games N seeded games per size replace each
check's defaults. Without them, --budget S also widens and deepens the space:
with F = S / checks / 5 (from 2 on), F times the random boards and games, and
one piece more in each exhaustive phase per factor 4 in F.

--positions N searches the first N positions of each check's sequence (exact,
deterministic); --budget S stops after S seconds in all (the report says how
many positions were searched: rerun with --positions to reproduce it). --seed
(default 1) fixes the random positions and games; --jobs J threads give the
same report; --shard K/N searches every N-th chunk (K from 1).

--merge REPORT.json... merges the N reports of `trisgo audit ... --shard K/N
--json` (K = 1..N, each once) into the report of the unsharded run: the same
findings, minimal examples, "searched" statements and exit status (the
examples' wording and the reference's word come from the shard that found
them; -o DIR draws the pictures with --impl). Reports of different rulesets,
checks, seeds, budgets or plans (--sizes), a shard given twice or missing, or
a file that is not an audit report are refused (exit 2, naming the file).
--partial merges the shards given when some are missing: the report names
the missing shards (JSON: "missing_shards", "complete": false), and each
check's "searched" statement covers only the shards merged.

Progress on stderr: on a terminal one line updated in place, with the time
left of the check's search; otherwise a line every ten seconds (--progress:
the first at once); --quiet: none.

Exit status: 0 no open finding (every check holds or its clash is resolved by
the ruleset), 1 open findings, 2 bad input.
)",
                            run_audit};

}  // namespace tg::cli
