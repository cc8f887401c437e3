// trisgo match: two GTP engines refereed by our rules (gtp/referee.h);
// progress on stderr, the results table on stdout, one SGF per game.
#include <charconv>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <ostream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "gtp/referee.h"
#include "vocab/sgf.h"

namespace tg::cli {
namespace {

long number_flag(const Args& args, const std::string& flag, const std::string& fallback, long lo, long hi) {
  const std::string text = args.value_or(flag, fallback);
  long v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi)
    throw UsageError("flag " + flag + " needs a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                     ", not '" + text + "'");
  return v;
}

int run_match(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {"--black", "--white", "--rules", "--size", "--games", "--seed", "--sgf", "--impl", "--timeout",
                   "--max-moves"},
            {"--alternate"});
  if (!args.positional().empty()) throw UsageError("match takes no positional arguments (see --help)");
  if (!args.value("--black") || !args.value("--white")) throw UsageError("give --black \"CMD\" and --white \"CMD\"");
  gtp::MatchOptions o;
  o.rules = parse_ruleset(args.value_or("--rules", "trisgo-2026"), SourceLocation{"--rules", 0, 0});
  if (!implemented(o.rules)) throw UsageError("--rules " + to_string(o.rules) + " is not implemented by the engines");
  auto size = BoardSize::make(static_cast<int>(number_flag(args, "--size", "19", 3, 19)));
  if (!size) throw UsageError("--size must be odd, from 3 to 19");
  o.size = *size;
  o.games = static_cast<int>(number_flag(args, "--games", "1", 1, 100000));
  o.alternate = args.has("--alternate");
  o.move_timeout = std::chrono::milliseconds(number_flag(args, "--timeout", "10000", 1, 86'400'000));
  o.max_moves = static_cast<int>(number_flag(args, "--max-moves", "0", 0, 1'000'000));
  const long seed = number_flag(args, "--seed", "1", 0, 1L << 62);
  std::string black = *args.value("--black"), white = *args.value("--white");
  // The seed reaches the players that take one: {seed} in a command is
  // replaced by it (a different one per player).
  auto with_seed = [&](std::string cmd, long s) {
    for (std::size_t at; (at = cmd.find("{seed}")) != std::string::npos;) cmd.replace(at, 6, std::to_string(s));
    return cmd;
  };
  black = with_seed(black, seed);
  white = with_seed(white, seed + 1);
  std::optional<std::filesystem::path> sgf_dir;
  if (auto d = args.value("--sgf")) {
    sgf_dir = *d;
    std::error_code ec;
    std::filesystem::create_directories(*sgf_dir, ec);
    if (ec) throw UsageError("cannot create --sgf folder " + *d + ": " + ec.message());
  }
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));
  err << "match: " << to_string(o.rules) << ", " << o.size.n() << "x" << o.size.n() << ", " << o.games
      << " game(s), seed " << seed << ", move timeout " << o.move_timeout.count() << " ms\n";
  auto results = gtp::run_match(*engine, black, white, o, [&](const std::string& line) { err << "match: " << line << "\n"; });

  out << std::left << std::setw(5) << "game" << std::setw(10) << "result" << std::setw(7) << "moves" << std::setw(9)
      << "literal" << std::setw(9) << "chinese" << "black / white; reason\n";
  int wins_first = 0, wins_second = 0;
  for (const gtp::GameResult& g : results) {
    out << std::left << std::setw(5) << g.number << std::setw(10) << g.result << std::setw(7) << g.moves << std::setw(9)
        << (g.literal.empty() ? "-" : g.literal) << std::setw(9) << (g.chinese.empty() ? "-" : g.chinese) << g.black
        << " / " << g.white << (g.reason.empty() ? "" : "; " + g.reason) << "\n";
    const char winner = g.result.empty() ? '?' : g.result[0];
    const std::string& winner_cmd = winner == 'B' ? g.black : winner == 'W' ? g.white : std::string();
    if (!winner_cmd.empty()) ++(winner_cmd == black ? wins_first : wins_second);
    if (sgf_dir) {
      const auto path = *sgf_dir / ("game-" + std::to_string(g.number) + ".sgf");
      std::ofstream f(path, std::ios::binary);
      f << print_sgf(g.record);
      if (!f.flush()) throw UsageError("cannot write " + path.string());
    }
  }
  out << "wins: " << black << " " << wins_first << ", " << white << " " << wins_second << ", other "
      << (static_cast<int>(results.size()) - wins_first - wins_second) << "\n";
  return kExitOk;
}

}  // namespace

const Command kMatchCommand{"match", "referee games between two GTP engines with our rules", R"(usage:
  trisgo match --black "CMD" --white "CMD" [--rules RULESET] [--size N] [--games K] [--seed S]
               [--sgf DIR] [--alternate] [--timeout MS] [--max-moves M] [--impl reference|optimized]

Starts both engines (each CMD through /bin/sh, so `gnugo --mode gtp` works),
sets size, komi and, for engines that speak the TrisGo extension
(spec/formats/gtp.md), the rules; then relays moves, checking every one with
our engine. An illegal move, a malformed or refused reply, a refused legal
move of the opponent, no answer within --timeout ms (default 10000) or an
engine that exits loses the game (result B+F / W+F, with the reason and the
move number); `resign` loses too (B+R / W+R). Games end by the ruleset's end
rule and are scored with both Art. 13 formulas; a game still running after M
moves (default 4*N*N) is Void. --alternate swaps colours every other game.
{seed} in a CMD is replaced by S for black and S+1 for white. Defaults:
--rules trisgo-2026, --size 19, --games 1, seed 1, --impl optimized (the arbiter).

Progress goes to stderr; stdout gets the results table (per game: result,
moves, the Art. 13 literal and chinese winners, reason) and the wins; --sgf
writes DIR/game-K.sgf for every game.
)",
                                run_match};

}  // namespace tg::cli
