// trisgo verify: another engine over GTP checked against ours
// (conformance/verify.h): the vectors GTP can state, perft through
// trisgo-legal, seeded random games; the first disagreement shrunk and
// written as a vector and a GTP regression script.
#include <charconv>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "cli/commands.h"
#include "cli/engine_process.h"
#include "cli/engines.h"
#include "cli/long_run.h"
#include "cli/progress.h"
#include "conformance/verify.h"
#include "conformance/verify_json.h"
#include "conformance/verify_output.h"
#include "gtp/remote_engine.h"
#include "vocab/excerpt.h"
#include "vocab/interrupt.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {
namespace {

long number_flag(const Args& args, const std::string& flag, const std::string& fallback, long lo, long hi) {
  return whole_number(flag, args.value_or(flag, fallback), lo, hi);
}

std::vector<BoardSize> sizes_flag(const std::string& text) {
  std::vector<BoardSize> out;
  std::istringstream in(text);
  for (std::string item; std::getline(in, item, ',');) {
    int n = 0;
    auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), n);
    auto size = ec == std::errc() && end == item.data() + item.size() ? BoardSize::make(n) : std::nullopt;
    if (!size) throw UsageError("--sizes takes odd sizes from 3 to 19 separated by commas, not " + quoted_excerpt(text));
    out.push_back(*size);
  }
  if (out.empty() || out.size() > 19) throw UsageError("--sizes takes one to 19 sizes, not " + quoted_excerpt(text));
  return out;
}

void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f.flush()) throw UsageError("cannot write " + path.string());
}

int run_verify(const std::vector<std::string>& raw, std::ostream& out, std::ostream& err) {
  // -o DIR is --output DIR (the only short flag, as compilers write it).
  std::vector<std::string> argv = raw;
  for (std::string& a : argv)
    if (a == "-o") a = "--output";
  Args args(argv, {"--engine", "--rules", "--games", "--seed", "--depth", "--sizes", "--timeout", "--output", "--impl",
                   "--vectors", "--max-moves", "--labels", kMaxReplyBytesFlag},
            {"--json", "--progress", "--quiet"});
  if (!args.positional().empty()) throw UsageError("verify takes no positional arguments (see --help)");
  if (!args.value("--engine")) throw UsageError("give the engine to check: --engine \"CMD ARGS\"");
  conformance::VerifyOptions o;
  o.rules = ruleset_argument(args.value_or("--rules", "trisgo-2026"), "--rules");
  if (!implemented(o.rules)) throw UsageError("--rules " + to_string(o.rules) + " is not implemented by our engines");
  o.sizes = sizes_flag(args.value_or("--sizes", "5,7"));
  o.games = static_cast<int>(number_flag(args, "--games", "10", 0, 100000));
  o.seed = static_cast<std::uint64_t>(number_flag(args, "--seed", "1", 0, 1L << 62));
  o.depth = static_cast<int>(number_flag(args, "--depth", "2", 0, 6));
  o.max_moves = static_cast<int>(number_flag(args, "--max-moves", "0", 0, 1'000'000));
  const std::chrono::milliseconds timeout_ms = timeout_flag(args, "10");
  const double timeout = static_cast<double>(timeout_ms.count()) / 1000;
  const std::string vectors = args.value_or("--vectors", "spec/vectors");
  if (vectors != "none") {
    std::error_code ec;
    if (!std::filesystem::exists(vectors, ec))
      throw UsageError("--vectors " + vectors + ": no such file or folder (run from the project's root folder, give "
                       "--vectors PATH, or --vectors none)");
    o.vectors_path = vectors;
  }
  std::optional<std::filesystem::path> dir;
  if (auto d = args.value("--output")) {
    check_output_folder("-o", *d);
    dir = *d;
    std::error_code ec;
    std::filesystem::create_directories(*dir, ec);
    if (ec) throw UsageError("cannot create the folder " + *d + ": " + ec.message());
  }
  const LabelSet labels = labels_flag(args);  // every option before the engine starts
  auto ours = make_engine(args.value_or("--impl", kDefaultEngine));
  const std::string command = *args.value("--engine");
  const bool json = args.has("--json");
  conformance::VerifyRun run;
  run.engine_command = command;
  run.ours = ours->name();
  run.options = o;
  run.labels = labels;
  // A whole number in the JSON (conformance/verify_json.h): a fraction is rounded up.
  run.timeout_seconds = static_cast<long>((timeout_ms.count() + 999) / 1000);
  auto print_json = [&](const conformance::VerifySummary& sum, const std::string& result, const std::string& failure,
                        const std::vector<std::string>& files) {
    out << conformance::verify_json(run, sum, result, failure, files).dump(2) << "\n";
  };
  // A signal (issue 36) stopped the run, in the engine's start or later:
  // what was compared so far, and where it stopped; no finding (a shrink
  // was cut short too).
  auto print_interrupted = [&](conformance::VerifySummary sum) {
    sum.finding.reset();
    const std::string where = sum.failure ? " in " + sum.failure->stage : std::string();
    if (json) {
      print_json(sum, "interrupted", std::string("stopped by ") + interrupt_signal_name() + where, {});
      return kExitFailed;  // main.cpp exits 128 + the signal
    }
    out << "vectors: " << sum.vectors_agreed << " of " << sum.vectors_run << " agree; perft: " << sum.perft_nodes
        << " moves; games: " << sum.games << " of " << o.games << ", " << sum.moves_compared << " moves compared\n";
    out << interrupted_line("verify stopped" + where + "; what ran is above") << "\n";
    return kExitFailed;
  };
  std::unique_ptr<gtp::RemoteEngine> theirs;
  try {
    theirs = std::make_unique<gtp::RemoteEngine>(command, timeout_ms, max_reply_bytes_flag(args));
  } catch (const gtp::GtpError& e) {
    if (interrupted()) return print_interrupted({});  // stopped while the engine started: nothing ran
    err << "trisgo verify: cannot start the engine: " << e.what() << "\n";
    return kExitBadInput;
  }
  std::string sizes;
  for (BoardSize s : o.sizes) sizes += (sizes.empty() ? "" : ",") + std::to_string(s.n());
  err << "verify: " << theirs->name() << " (" << command << ") against our " << ours->name() << " engine; "
      << to_string(o.rules) << ", sizes " << sizes << ", " << o.games << " game(s), seed " << o.seed << ", perft depth "
      << o.depth << ", timeout " << timeout << " s; "
      << (theirs->extension() ? "the engine speaks the TrisGo extension"
                              : "a plain GTP engine (legality by play and undo)")
      << "\n";
  if (!theirs->extension() && nearest_preset(o.rules).name != "go") {
    err << "trisgo verify: " << command << " does not speak the TrisGo extension (known_command trisgo-set-rules is "
        << "not true): only --rules go can be checked over plain GTP\n";
    return kExitBadInput;
  }
  run.engine_name = theirs->name();
  run.extension = theirs->extension();
  // Where verify is, rate-limited (the vectors and perft stages say nothing else for minutes).
  ProgressLine progress(err, "verify: ", ProgressLine::mode_for(args.has("--quiet")), args.has("--progress"));
  o.tick = [&](const std::string& where) { progress.update(where); };
  conformance::VerifySummary sum;
  try {
    sum = conformance::verify(*ours, *theirs, o, [&](const std::string& line) { progress.note("verify: " + line); });
  } catch (const EngineLimit& e) {
    if (json) {
      print_json(sum, "engine-limit", e.what(), {});
      return kExitFailed;
    }
    out << "ENGINE LIMIT: " << e.what() << "\n";
    return kExitFailed;
  }
  if (interrupted()) return print_interrupted(sum);
  if (sum.failure) {
    // A hang, a crash, malformed GTP: where, after which record, and a
    // script that replays it to the command the engine failed on.
    const conformance::EngineFailure& e = *sum.failure;
    std::vector<std::string> files;
    if (dir) {
      for (const auto& [ext, text] :
           {std::pair<std::string, std::string>{".tst", conformance::failure_tst(e, *ours, theirs->name(), theirs->extension())},
            {".tgr", conformance::failure_record(e)}}) {
        write_file(*dir / ("verify-engine-failure" + ext), text);
        files.push_back((*dir / ("verify-engine-failure" + ext)).string());
      }
    }
    if (json) {
      print_json(sum, "engine-failure", e.message, files);
      return kExitFailed;
    }
    out << "ENGINE FAILURE (" << e.kind << ") in " << e.stage << ": " << e.message << "\n";
    out << "(after " << sum.games << " game(s) compared; a hang is a command not answered within --timeout " << timeout
        << " s, a crash an exit or a signal, malformed GTP an answer that is not '= ...' or '? ...' or not what "
           "spec/formats/gtp.md says)\n";
    if (!e.command.empty()) out << "the command: " << e.command << "\n";
    out << "the record (" << e.moves.size() << " moves):\n" << conformance::failure_record(e);
    if (!files.empty()) {
      out << "written: ";
      for (std::size_t k = 0; k < files.size(); ++k) out << (k ? ", " : "") << files[k];
      out << "\n";
    }
    return kExitFailed;
  }
  std::vector<std::string> files;
  if (sum.finding && dir && sum.finding->kind != conformance::FindingKind::Vector) {
    const conformance::Finding& f = *sum.finding;
    const std::string base = "verify-" + std::string(conformance::finding_kind_name(f.kind));
    for (const auto& [ext, text] :
         {std::pair<std::string, std::string>{".vec", conformance::finding_vector(f, *ours, theirs->name(), base)},
          {".tst", conformance::finding_tst(f, *ours, theirs->name(), theirs->extension())},
          {".tgr", conformance::finding_record(f)}}) {
      write_file(*dir / (base + ext), text);
      files.push_back((*dir / (base + ext)).string());
    }
  }
  if (json) {
    print_json(sum, sum.finding ? "disagree" : "agree", "", files);
    return sum.finding ? kExitFailed : kExitOk;
  }
  out << "vectors: " << sum.vectors_agreed << " of " << sum.vectors_run << " agree, " << sum.vectors_not_stated
      << " not stated over GTP; perft: " << sum.perft_nodes << " moves; games: " << sum.games << ", "
      << sum.moves_compared << " moves compared"
      << (sum.scores_not_compared ? "; " + std::to_string(sum.scores_not_compared) +
                                        " final score(s) not compared (the engine judged stones dead, D-90)"
                                  : std::string())
      << "\n";
  if (!sum.finding) {
    out << "verify: no disagreement with " << theirs->name() << " (seed " << o.seed << ")\n";
    return kExitOk;
  }
  out << conformance::finding_report(*sum.finding, *ours, theirs->name());
  if (!files.empty()) {
    out << "written: ";
    for (std::size_t k = 0; k < files.size(); ++k) out << (k ? ", " : "") << files[k];
    out << "\n";
  }
  return kExitFailed;
}

}  // namespace

const Command kVerifyCommand{"verify", "check another engine over GTP against ours and shrink the first disagreement",
                             R"(usage:
  trisgo verify --engine "CMD ARGS" [--rules RULESET] [--games N] [--seed S] [--depth D]
                [--sizes 5,7,9] [--timeout SECONDS] [-o|--output DIR] [--impl reference|optimized]
                [--vectors PATH|none] [--max-moves M] [--json] [--labels SET] [--progress | --quiet]
                [--max-reply-bytes B]

Starts CMD through /bin/sh (so "gnugo --mode gtp" works) and compares it with
our engine (--impl, default optimized), stopping at the first disagreement:
  1. every conformance vector of --vectors (default spec/vectors) that GTP
     can state (spec/formats/gtp.md, "What trisgo verify needs");
  2. perft: every legal move to depth D (default 2) from the empty board of
     each size, the legal-move lists (trisgo-legal, or play and undo for a
     plain GTP engine) and the boards compared at every node;
  3. N (default 10) seeded random games (seed S, S+1, ...; sizes in turn,
     default 5,7), compared after every move: the move's legality and
     reason, the refusal of one illegal move, the board, the pieces removed,
     the tris attributes, the end, the score and winner (trisgo-score and
     final_score), and the engine's own genmove for the side to move (legal
     for us, accepted, the same board as ours after it).
The first disagreement is shrunk (the shortest record, then the smallest
position without history that shows it) and printed: the record, the
position, both answers and our explanation. With -o DIR it is written as
DIR/verify-KIND.vec (a conformance vector stating our answer), .tst (a GTP
regression script for gogui-regress or GNU Go's regression suite) and .tgr
(the record); an engine's failure as DIR/verify-engine-failure.tst (the
record replayed, then the command it failed on) and .tgr. A refusal is any
'? illegal move' answer (GNU Go's bare wording too); its reason is compared
when it names one. An engine without the TrisGo extension can be checked in the
go preset only. With --json the result is one JSON object on stdout
(spec/formats/schema/verify.schema.json): the run, the summary's counts, and
the finding (its record, position and both answers, moves as fields with
labels of --labels, default chinese) or the engine's failure.

Progress goes to stderr: each stage's result, and where verify is (the vector,
perft node or game move): on a terminal one line updated in place, otherwise
a line every ten seconds (--progress: the first at once); --quiet: none. -o DIR is checked before the
engine starts. Exit status: 0 every answer agrees (a summary),
1 a disagreement, or the engine hung (no complete answer within --timeout
seconds, default 10), crashed, replied more than --max-reply-bytes (default
1048576) or spoke malformed GTP (ENGINE FAILURE (KIND) in STAGE: the kind
says which, with the stage and the record; the engine's process group is
stopped with all its children),
2 bad input (flags, an engine that cannot be started).
)",
                             run_verify};

}  // namespace tg::cli
