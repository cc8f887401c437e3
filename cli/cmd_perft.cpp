// trisgo perft: count the move sequences of exactly D legal moves, with the
// columns of spec/perft/README.md (conformance/perft.h does the walk).
#include <chrono>
#include <iomanip>
#include <ostream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/report.h"
#include "conformance/perft.h"
#include "vocab/engine_json.h"
#include "vocab/position_text.h"

namespace tg::cli {
namespace {

using conformance::PerftCounts;

Position root_position(const Args& args) {
  const auto rules_flag = args.value("--rules");
  if (auto file = args.value("--position")) {
    if (args.has("--size")) throw UsageError("give --size or --position, not both (the position has its size)");
    Position p = parse_position(read_file(*file, FileKind::Position), *file);
    if (rules_flag) {
      p.rules = parse_ruleset(*rules_flag, SourceLocation{"--rules", 0, 0});
      if (p.rules.game != Game::Gomoku)
        for (int i = 0; i < p.board.size().points(); ++i)
          if (p.board.attribute_at_index(i) != Attribute::Neutral)
            throw ParseError(SourceLocation{"--rules", 0, 0},
                             "the position holds tris with a stored attribute (B/W cells), which exist only in "
                             "TrisGomoku (game=gomoku)");
    }
    return p;
  }
  if (!rules_flag) throw UsageError("give --rules (e.g. --rules go) with --size, or --position FILE");
  if (!args.has("--size")) throw UsageError("give --size N (3 to 19, odd) or --position FILE");
  const int n = static_cast<int>(whole_count("--size", *args.value("--size"), 3, 19));
  auto size = BoardSize::make(n);
  if (!size) throw UsageError("--size must be odd, from 3 to 19");
  return Position(*size, parse_ruleset(*rules_flag, SourceLocation{"--rules", 0, 0}));
}

void add_counts(nlohmann::ordered_json& j, const PerftCounts& c) {
  for (const auto& col : conformance::perft_columns()) j[std::string(col.name)] = c.*col.field;
}

nlohmann::ordered_json counts_json(const PerftCounts& c) {
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  add_counts(j, c);
  return j;
}

void print_table(std::ostream& out, const std::vector<std::string>& head, const std::vector<std::vector<std::string>>& rows) {
  std::vector<std::size_t> width(head.size());
  for (std::size_t i = 0; i < head.size(); ++i) width[i] = head[i].size();
  for (const auto& r : rows)
    for (std::size_t i = 0; i < r.size(); ++i) width[i] = std::max(width[i], r[i].size());
  auto line = [&](const std::vector<std::string>& r) {
    for (std::size_t i = 0; i < r.size(); ++i) {
      if (i == 0)
        out << std::left << std::setw(static_cast<int>(width[i])) << r[i];
      else
        out << "  " << std::right << std::setw(static_cast<int>(width[i])) << r[i];
    }
    out << std::left << "\n";
  };
  line(head);
  for (const auto& r : rows) line(r);
}

std::vector<std::string> count_cells(const PerftCounts& c) {
  std::vector<std::string> cells;
  for (const auto& col : conformance::perft_columns()) cells.push_back(std::to_string(c.*col.field));
  return cells;
}

int run_perft(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {"--rules", "--size", "--position", "--depth", "--impl", "--labels", "--max-nodes"},
            {"--divide", "--no-pass", "--json"});
  if (!args.positional().empty()) throw UsageError("perft takes no positional arguments (see --help)");
  if (!args.has("--depth")) throw UsageError("give --depth D (1 to " + std::to_string(conformance::kPerftMaxDepth) + ")");
  const LabelSet label_set = labels_flag(args);
  conformance::PerftOptions options;
  options.depth = static_cast<int>(whole_count("--depth", *args.value("--depth"), 1, conformance::kPerftMaxDepth));
  options.max_nodes = whole_count("--max-nodes", args.value_or("--max-nodes", std::to_string(conformance::kPerftDefaultMaxNodes)),
                                  1, conformance::kPerftMaxMaxNodes);
  options.no_pass = args.has("--no-pass");
  options.divide = args.has("--divide");
  const Position root = root_position(args);
  const Labels labels(label_set, root.board.size());
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));

  // Progress on stderr once a run has taken more than two seconds, at most every two seconds.
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  auto last = start;
  options.progress = [&](std::size_t done, std::size_t of, std::uint64_t played) {
    const auto now = Clock::now();
    if (now - start < std::chrono::seconds(2) || now - last < std::chrono::seconds(2)) return;
    last = now;
    err << "perft: " << done << "/" << of << " first moves done, " << played << " moves played, "
        << std::chrono::duration_cast<std::chrono::seconds>(now - start).count() << " s\n";
  };
  const conformance::PerftResult r = conformance::perft(*engine, root, options);
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  const int n = root.board.size().n();

  if (args.has("--json")) {
    nlohmann::ordered_json j;
    j["rules"] = to_string(root.rules);
    j["size"] = n;
    j["depth"] = options.depth;
    j["no_pass"] = options.no_pass;
    j["implementation"] = engine->name();
    j["next_move"] = root.next_move;
    j["labels"] = label_set_name(labels.set);
    auto depths = nlohmann::ordered_json::array();
    for (std::size_t k = 0; k < r.per_depth.size(); ++k) {
      nlohmann::ordered_json row;
      row["depth"] = k + 1;
      add_counts(row, r.per_depth[k]);
      depths.push_back(row);
    }
    j["per_depth"] = depths;
    j["total"] = counts_json(r.per_depth.back());
    if (options.divide) {
      auto list = nlohmann::ordered_json::array();
      for (const auto& d : r.divide) list.push_back({{"move", move_json(d.move, labels)}, {"counts", counts_json(d.counts)}});
      j["divide"] = list;
    }
    out << j.dump(2) << "\n";
    return kExitOk;
  }
  out << "perft: " << to_string(root.rules) << ", " << n << "x" << n << ", move " << root.next_move << ", "
      << (options.no_pass ? "no passes" : "passes included") << ", " << engine->name() << " engine\n";
  std::vector<std::string> head = {"depth"};
  for (const auto& col : conformance::perft_columns()) head.emplace_back(col.name);
  std::vector<std::vector<std::string>> rows;
  for (std::size_t k = 0; k < r.per_depth.size(); ++k) {
    std::vector<std::string> row = {std::to_string(k + 1)};
    for (std::string& c : count_cells(r.per_depth[k])) row.push_back(std::move(c));
    rows.push_back(std::move(row));
  }
  print_table(out, head, rows);
  if (options.divide) {
    out << "\ndivide (depth " << options.depth << " under each first move):\n";
    head[0] = "move";
    rows.clear();
    for (const auto& d : r.divide) {
      std::vector<std::string> row = {format_move(d.move, labels)};
      for (std::string& c : count_cells(d.counts)) row.push_back(std::move(c));
      rows.push_back(std::move(row));
    }
    print_table(out, head, rows);
  }
  err << "perft: " << r.played << " moves played in " << std::fixed << std::setprecision(2) << seconds << " s\n";
  return kExitOk;
}

}  // namespace

const Command kPerftCommand{
    "perft", "count the move sequences of D legal moves, with divide (spec/perft/)", R"(usage:
  trisgo perft --rules RULESET (--size N | --position FILE) --depth D [--divide] [--no-pass]
               [--impl optimized|reference] [--json] [--labels chinese|letter|integer|gtp] [--max-nodes M]

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
                 2000000000, at most 10^12): exit 2 when passed

Progress on stderr after two seconds. Published tables: spec/perft/.
Exit status: 0 done, 2 bad input, a depth outside 1..32, or the budget passed.
)",
    run_perft};

}  // namespace tg::cli
