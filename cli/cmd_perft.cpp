// trisgo perft: count the move sequences of exactly D legal moves, with the
// columns of spec/perft/README.md (conformance/perft.h does the walk).
//
// With --engine CMD the counts are those of another program over GTP
// (gtp/remote_engine.h), in the columns GTP carries; with --descend they are
// compared with ours and the first differing branch is followed to the
// position where the legal moves differ (conformance/perft_descent.h).
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <memory>
#include <ostream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/engine_process.h"
#include "cli/engines.h"
#include "cli/rules_flag.h"
#include "cli/perft_output.h"
#include "cli/progress.h"
#include "cli/report.h"
#include "conformance/perft.h"
#include "conformance/perft_descent.h"
#include "gtp/remote_engine.h"
#include "vocab/engine_json.h"
#include "vocab/interrupt.h"
#include "vocab/position_text.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {
namespace {


Position root_position(const Args& args) {
  const auto rules_flag = args.value("--rules");
  if (auto file = args.value("--position")) {
    if (args.has("--size")) throw UsageError("give --size or --position, not both (the position has its size)");
    Position p = parse_position(read_file(*file, FileKind::Position), *file);
    check_pieces_fit_rules(p, *file);
    if (rules_flag) {
      p.rules = ruleset_argument(*rules_flag, "--rules");
      check_pieces_fit_rules(p);
    }
    return p;
  }
  if (!rules_flag) throw UsageError("give --rules (e.g. --rules go) with --size, or --position FILE");
  if (!args.has("--size")) throw UsageError("give --size N (3 to 19, odd) or --position FILE");
  const int n = static_cast<int>(whole_count("--size", *args.value("--size"), 3, 19));
  auto size = BoardSize::make(n);
  if (!size) throw UsageError("--size must be odd, from 3 to 19");
  return Position(*size, ruleset_argument(*rules_flag, "--rules"));
}

void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f.flush()) throw UsageError("cannot write " + path.string());
}

// `theirs` is null when a signal stopped its start (issue 36): nothing is
// counted, and the result says so.
int run_descent(const Args& args, const Position& root, const conformance::PerftOptions& options,
                const gtp::RemoteEngine* theirs, const std::string& command, const LabelSet label_set,
                std::ostream& out, std::ostream& err) {
  auto ours = make_engine(args.value_or("--impl", kDefaultEngine));
  conformance::DescentOptions d;
  d.depth = options.depth;
  d.no_pass = options.no_pass;
  d.max_nodes = options.max_nodes;
  d.over_gtp = true;
  ProgressLine progress(err, "perft --descend: ", ProgressLine::mode_for(args.has("--quiet")), args.has("--progress"));
  d.progress = [&](const conformance::DescentProgress& p) {
    progress.update(std::to_string(p.moves) + " move(s) down, depth " + std::to_string(p.depth) + ", " +
                    (p.theirs ? "theirs" : "ours") + ": " + std::to_string(p.done) + "/" + std::to_string(p.of) +
                    " first moves done, " + std::to_string(p.played) + " moves played");
  };
  // The vector's file, its folder made before the walk (bad options before any work).
  std::optional<std::filesystem::path> file;
  if (auto v = args.value("--vector")) file = *v;
  if (auto dir = args.value("--output")) {
    std::error_code ec;
    std::filesystem::create_directories(*dir, ec);
    if (ec) throw UsageError("cannot create the folder " + *dir + ": " + ec.message());
    file = std::filesystem::path(*dir) / "perft-descent.vec";
  }
  conformance::DescentResult r;
  if (theirs) {
    r = conformance::perft_descent(*ours, *theirs, root, d);
  } else {
    r.position = root;
    r.complete = false;
  }
  DescentRun run;
  run.root = root;
  run.depth = options.depth;
  run.no_pass = options.no_pass;
  run.ours = ours->name();
  run.engine_name = theirs ? theirs->name() : std::string();
  run.engine_command = theirs ? theirs->command_line() : command;
  run.labels = Labels(label_set, root.board.size());
  if (r.finding != conformance::DescentFindingKind::None && file) {
    const std::string name = "perft-descent-" + std::string(conformance::descent_finding_name(r.finding));
    write_file(*file, conformance::descent_vector(r, root, *ours, run.engine_name, name));
    run.vector_file = file->string();
  }
  progress.clear();
  if (args.has("--json"))
    out << descent_json(run, r).dump(2) << "\n";
  else
    print_descent(out, run, r);
  if (!args.has("--quiet")) err << "perft --descend: " << r.played << " moves played in " << std::fixed << std::setprecision(2)
      << progress.elapsed() << " s\n";
  return r.finding == conformance::DescentFindingKind::None ? kExitOk : kExitFailed;
}

int run_perft(const std::vector<std::string>& raw, std::ostream& out, std::ostream& err) {
  // -o DIR is --output DIR (as in trisgo verify).
  std::vector<std::string> argv = raw;
  for (std::string& a : argv)
    if (a == "-o") a = "--output";
  Args args(argv, {"--rules", "--size", "--position", "--depth", "--impl", "--labels", "--max-nodes", "--engine",
                   "--timeout", "--max-reply-bytes", "--vector", "--output"},
            {"--divide", "--no-pass", "--json", "--descend", "--progress", "--quiet"});
  if (!args.positional().empty()) throw UsageError("perft takes no positional arguments (see --help)");
  if (!args.has("--depth")) throw UsageError("give --depth D (1 to " + std::to_string(conformance::kPerftMaxDepth) + ")");
  const bool descend = args.has("--descend");
  const std::optional<std::string> command = args.value("--engine");
  if (descend && !command) throw UsageError("--descend compares with another engine: give --engine \"CMD ARGS\"");
  if (!command && args.has("--timeout")) throw UsageError("--timeout is for the engine of --engine");
  if (!descend && (args.has("--vector") || args.has("--output")))
    throw UsageError("--vector and -o write the vector of a descent: give --descend");
  if (args.has("--vector") && args.has("--output")) throw UsageError("give --vector FILE or -o DIR, not both");
  // Where the descent's vector goes, before the engine starts.
  if (auto v = args.value("--vector")) check_output_file("--vector", *v);
  if (auto dir = args.value("--output")) check_output_folder("-o", *dir);
  if (descend && args.has("--divide")) throw UsageError("--descend prints divide where it descends: leave out --divide");
  if (command && !descend && args.has("--impl"))
    throw UsageError("--impl names our engine, which perft --engine does not use (only --descend compares with it)");
  const LabelSet label_set = labels_flag(args);
  conformance::PerftOptions options;
  options.depth = static_cast<int>(whole_count("--depth", *args.value("--depth"), 1, conformance::kPerftMaxDepth));
  options.max_nodes = whole_count("--max-nodes", args.value_or("--max-nodes", std::to_string(conformance::kPerftDefaultMaxNodes)),
                                  1, conformance::kPerftMaxMaxNodes);
  options.no_pass = args.has("--no-pass");
  options.divide = args.has("--divide");
  const Position root = root_position(args);
  const Labels labels(label_set, root.board.size());

  std::unique_ptr<Engine> engine;
  const gtp::RemoteEngine* remote = nullptr;
  // A signal (issue 36) stopped the engine's start: nothing is counted, and
  // the result (the same as a signal's in the walk) says so.
  bool stopped_at_start = false;
  if (command) {
    try {
      auto r = std::make_unique<gtp::RemoteEngine>(*command, timeout_flag(args, "10"), max_reply_bytes_flag(args));
      remote = r.get();
      engine = std::move(r);
    } catch (const gtp::GtpError& e) {
      if (!interrupted()) {
        err << "trisgo perft: cannot start the engine: " << e.what() << "\n";
        return kExitBadInput;
      }
      stopped_at_start = true;
    }
    if (remote && !remote->extension() && nearest_preset(root.rules).name != "go") {
      err << "trisgo perft: " << *command << " does not speak the TrisGo extension (known_command trisgo-set-rules is "
          << "not true): only --rules go can be counted over plain GTP\n";
      return kExitBadInput;
    }
  } else {
    engine = make_engine(args.value_or("--impl", kDefaultEngine));
  }
  try {
    if (descend) return run_descent(args, root, options, remote, *command, label_set, out, err);
  } catch (const conformance::PerftBudgetExceeded& e) {
    err << "trisgo perft: " << e.what() << "\n";
    return kExitBadInput;
  } catch (const gtp::GtpError& e) {
    err << "trisgo perft: " << engine_failure_text(e) << "\n";
    return kExitFailed;
  } catch (const EngineLimit& e) {
    err << "trisgo perft: engine limit: " << e.what() << "\n";
    return kExitBadInput;
  }

  ProgressLine progress(err, "perft: ", ProgressLine::mode_for(args.has("--quiet")), args.has("--progress"));
  options.progress = [&](std::size_t done, std::size_t of, std::uint64_t played) {
    progress.update(std::to_string(done) + "/" + std::to_string(of) + " first moves done, " + std::to_string(played) +
                        " moves played",
                    static_cast<double>(done), static_cast<double>(of));
  };
  // A signal (issue 36) ends the walk with the counts of the first moves walked whole.
  options.partial_on_interrupt = true;
  conformance::PerftResult r;
  try {
    if (stopped_at_start) {
      r.per_depth.resize(static_cast<std::size_t>(options.depth));
      r.complete = false;
    } else {
      r = conformance::perft(*engine, root, options);
    }
  } catch (const gtp::GtpError& e) {
    err << "trisgo perft: " << engine_failure_text(e) << "\n";
    return kExitFailed;
  }
  progress.clear();
  const int n = root.board.size().n();
  // Over GTP only the columns GTP carries are known (PerftColumn::over_gtp).
  const std::vector<conformance::PerftColumn> columns = conformance::perft_columns_compared(command.has_value());
  const std::string engine_name = remote ? remote->name() : std::string();
  const std::string engine_command = remote ? remote->command_line() : command.value_or("");

  if (args.has("--json")) {
    nlohmann::ordered_json j;
    j["rules"] = to_string(root.rules);
    j["size"] = n;
    j["depth"] = options.depth;
    j["no_pass"] = options.no_pass;
    j["implementation"] = command ? "gtp" : engine->name();
    if (command) j["engine"] = {{"name", engine_name}, {"command", engine_command}};
    j["next_move"] = root.next_move;
    j["labels"] = label_set_name(labels.set);
    auto depths = nlohmann::ordered_json::array();
    for (std::size_t k = 0; k < r.per_depth.size(); ++k) {
      nlohmann::ordered_json row;
      row["depth"] = k + 1;
      add_counts(row, r.per_depth[k], columns);
      depths.push_back(row);
    }
    j["per_depth"] = depths;
    j["total"] = counts_json(r.per_depth.back(), columns);
    if (options.divide) {
      auto list = nlohmann::ordered_json::array();
      for (const auto& d : r.divide)
        list.push_back({{"move", move_json(d.move, labels)}, {"counts", counts_json(d.counts, columns)}});
      j["divide"] = list;
    }
    // false: a signal stopped the walk; the counts are those under the
    // first first_moves_done of the first_moves first moves.
    j["complete"] = r.complete;
    j["first_moves"] = r.first_moves;
    j["first_moves_done"] = r.first_moves_done;
    out << j.dump(2) << "\n";
    return kExitOk;
  }
  out << "perft: " << to_string(root.rules) << ", " << n << "x" << n << ", move " << root.next_move << ", "
      << (options.no_pass ? "no passes" : "passes included") << ", "
      << (command ? engine_name + " over GTP (" + engine_command + "; the columns GTP carries)"
                  : engine->name() + " engine")
      << "\n";
  std::vector<std::string> head = {"depth"};
  for (const auto& col : columns) head.emplace_back(col.name);
  std::vector<std::vector<std::string>> rows;
  for (std::size_t k = 0; k < r.per_depth.size(); ++k) {
    std::vector<std::string> row = {std::to_string(k + 1)};
    for (std::string& c : count_cells(r.per_depth[k], columns)) row.push_back(std::move(c));
    rows.push_back(std::move(row));
  }
  print_table(out, head, rows);
  if (options.divide) {
    out << "\ndivide (depth " << options.depth << " under each first move):\n";
    head[0] = "move";
    rows.clear();
    for (const auto& d : r.divide) {
      std::vector<std::string> row = {format_move(d.move, labels)};
      for (std::string& c : count_cells(d.counts, columns)) row.push_back(std::move(c));
      rows.push_back(std::move(row));
    }
    print_table(out, head, rows);
  }
  if (!r.complete)
    out << "INCOMPLETE: stopped by a signal; the counts are those under the first " << r.first_moves_done << " of "
        << r.first_moves << " first moves\n";
  if (!args.has("--quiet")) err << "perft: " << r.played << " moves played in " << std::fixed << std::setprecision(2) << progress.elapsed()
      << " s\n";
  return kExitOk;
}

}  // namespace

const Command kPerftCommand{
    "perft", "count the move sequences of D legal moves, with divide (spec/perft/)", R"(usage:
  trisgo perft --rules RULESET (--size N | --position FILE) --depth D [--divide] [--no-pass]
               [--impl optimized|reference] [--json] [--labels chinese|letter|integer|gtp] [--max-nodes M]
               [--progress | --quiet]
  trisgo perft --engine CMD [--timeout S] ...            the counts of another program over GTP
  trisgo perft --engine CMD --descend [--impl NAME] [--vector FILE | -o DIR] ...

Counts the sequences of exactly D legal moves from the empty board of size N
(or the position FILE, whose ruleset --rules overrides): every move the engine
lists for the slot (legal_moves: stones or tris, Art. 8 emergency conversions
as moves of their own, the pass unless --no-pass); a finished game has none.
Prints one row per depth 1..D (row k = perft(k)) with the columns of
spec/perft/README.md, counted at the moves of the last ply (D-83): nodes,
captures, stones_captured, tris_moves, attribute_changes, emergency,
cascade_steps, games_ended, passes.

  --divide       also the counts at depth D under each first move
  --no-pass      leave the passes out of every ply
  --impl NAME    the engine (default optimized, the fast path; reference is
                 the literal one, slower)
  --json         one JSON object: rules, size, depth, per_depth, total and
                 divide (moves as fields: side, kind, piece, point, label)
  --max-nodes M  refuse to play more than M moves in the whole walk (default
                 2000000000, at most 10^12; with --descend both engines'
                 walks together): exit 2 when passed

Another engine (spec/formats/gtp.md; docs/engine-developers.md, "Perft"):
  --engine CMD   count with the program CMD over GTP instead of ours: the
                 columns GTP carries (nodes, tris_moves, emergency,
                 games_ended, passes); a plain Go engine for --rules go only
  --timeout S    seconds per GTP command, decimals allowed (default 10)
  --max-reply-bytes B  the largest reply of the engine (default 1048576)
  --descend      compare perft and divide with ours (--impl) and follow the
                 first move whose counts differ, one ply shorter each time,
                 down to the position where the legal-move sets differ (as
                 perftree does for chess): prints the moves that lead there,
                 the position, the moves only ours and only theirs list
  --vector FILE  with --descend: write the finding as a conformance vector
  -o DIR         the same as DIR/perft-descent.vec

Progress on stderr: on a terminal one line updated in place, with the time
left, from the first second; otherwise a line every ten seconds (--progress:
the first at once); --quiet: none, nor the time taken. --vector and -o are checked before the engine
starts. Published tables: spec/perft/.
Exit status: 0 done (with --descend: the counts agree), 1 the descent found a
difference or the engine failed (a crash, a hang past --timeout, malformed
GTP), 2 bad input, a depth outside 1..32, the node bound passed, or a
position the engine cannot be given over GTP.
)",
    run_perft};

}  // namespace tg::cli
