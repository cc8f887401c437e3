// trisgo solve: the exact value of the empty board of a small size under a
// ruleset, and a principal variation (search/solver.h; the method and the
// values found: docs/solve.md).
#include <charconv>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/report.h"
#include "search/solver.h"
#include "vocab/excerpt.h"
#include "vocab/interrupt.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {
namespace {

// --komi K: a multiple of 0.25 from -1000 to 1000 (Art. 13 counts in quarters).
int komi_quarters_flag(const std::string& text) {
  double k = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), k);
  const double quarters = k * 4;
  if (ec != std::errc() || end != text.data() + text.size() || std::fabs(k) > 1000 || quarters != std::round(quarters))
    throw UsageError("--komi needs a multiple of 0.25 from -1000 to 1000, not " + quoted_excerpt(text));
  return static_cast<int>(std::lround(quarters));
}

// "B+9", "W+2.5", "0": a margin in quarter points as a result.
std::string margin_text(int quarters) {
  if (quarters == 0) return "0";
  std::ostringstream s;
  s << (quarters > 0 ? "B+" : "W+") << std::abs(quarters) / 4.0;
  return s.str();
}

int run_solve(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {"--rules", "--size", "--komi", "--seed", "--max-nodes", "--impl", "--labels"}, {});
  if (!args.positional().empty()) throw UsageError("solve takes no positional arguments (see --help)");
  if (!args.value("--rules")) throw UsageError("give --rules (e.g. --rules go)");
  if (!args.value("--size")) throw UsageError("give --size N (an odd size; 3 and 5 are what an exact search reaches)");
  Ruleset rules = ruleset_argument(*args.value("--rules"), "--rules");
  if (!implemented(rules)) throw UsageError("--rules " + to_string(rules) + " is not implemented by the engines");
  const int n = static_cast<int>(whole_number("--size", *args.value("--size"), 3, 19));
  const auto size = BoardSize::make(n);
  if (!size) throw UsageError("--size must be odd, from 3 to 19 (the boards have a centre point, Art. 1), not " + std::to_string(n));
  if (auto k = args.value("--komi")) rules.komi_quarters = komi_quarters_flag(*k);
  const std::uint64_t seed = whole_count("--seed", args.value_or("--seed", "1"), 0, std::uint64_t{1} << 62);
  search::SolveOptions options;
  options.max_nodes = whole_count("--max-nodes", args.value_or("--max-nodes", "0"), 0, UINT64_MAX);
  const Labels labels(labels_flag(args), *size);
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));
  Position start(*size, rules);
  if (rules.order == OrderRule::Flybomb) start.flybomb.seed = seed;  // the random flybombs' turns (D-71)
  static_cast<void>(engine->ended(start));  // an engine that refuses the ruleset says so before the search

  err << "solve: " << to_string(rules) << ", " << n << "x" << n << ", " << engine->name() << " engine\n";
  const auto t0 = std::chrono::steady_clock::now();
  const search::SolveResult r = search::solve(*engine, start, options);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  out << "rules: " << to_string(rules) << "\nsize: " << n << "x" << n << "\n";
  if (!r.complete) {
    out << "INCOMPLETE: " << (interrupted() ? "stopped by a signal" : "the node budget (--max-nodes) ran out") << " after "
        << r.nodes << " nodes, " << std::fixed << std::setprecision(1) << seconds << " s\n";
    return kExitFailed;
  }
  if (rules.game == Game::Gomoku) {
    out << "value: " << (r.value_quarters > 0 ? "black wins" : r.value_quarters < 0 ? "white wins" : "draw") << "\n";
  } else {
    out << "value: " << margin_text(r.value_quarters) << " (black - white on the final board, komi not included)\n";
  }
  // The principal variation, and its end scored by Art. 13 with the komi.
  Position p = start;
  out << "principal variation (" << r.pv.size() << " moves):";
  for (std::size_t i = 0; i < r.pv.size(); ++i) {
    out << (i % 10 == 0 ? "\n " : "") << " " << format_move(r.pv[i], labels);
    MoveOutcome o = engine->play(p, r.pv[i]);
    if (!o.legal()) throw std::logic_error("the solver's principal variation holds an illegal move");
    p = *o.after;
  }
  out << "\n";
  if (rules.game != Game::Gomoku) {
    const Score s = engine->score(p, {});
    out << "end of the variation: black " << s.black << ", white " << s.white << ", komi " << s.komi << " ("
        << (rules.komi_formula == KomiFormula::Chinese ? "chinese" : "literal") << " formula): " << winner_name(s.winner)
        << "\n";
  }
  out << "nodes: " << r.nodes << ", table hits: " << r.table_hits << ", table entries: " << r.table_size << ", "
      << std::fixed << std::setprecision(1) << seconds << " s\n";
  return kExitOk;
}

}  // namespace

const Command kSolveCommand{"solve", "the exact value and a principal variation of a small empty board", R"(usage:
  trisgo solve --rules RULESET --size N [--komi K] [--seed S] [--max-nodes M] [--labels SET] [--impl reference|optimized]

Searches the game from the empty N x N board to its end under perfect play:
black maximises black - white on the final board (Art. 13's counts, no dead
strings agreed, komi not included), white minimises it; TrisGomoku: win,
draw or loss. Prints the value, a principal variation and the end of that
variation scored with the komi (--komi K, a multiple of 0.25, else the
ruleset's). MTD(f) over deepening null-window alpha-beta searches, with a
transposition table that merges two paths only when Art. 10 (the ruleset's
repetition setting, D-12) cannot tell their histories apart: docs/solve.md
gives the method and the values found.
FlybombGo's random flybombs are drawn from --seed (default 1), so its value
is that seed's.

Exact search grows fast: every preset's 3x3 board takes a second or two;
5x5 go had not finished after 8,000,000 nodes (docs/solve.md).
--max-nodes M stops after M positions (INCOMPLETE, exit 1), as does Ctrl-C.
Exit status 2 for an unknown preset, a size the boards refuse (they are odd,
3 to 19) or a ruleset the engines do not implement.
)",
                                run_solve};

}  // namespace tg::cli
