// trisgo match: two GTP engines refereed by our rules (gtp/referee.h);
// progress on stderr, the results table on stdout, one SGF per game.
#include <charconv>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <map>
#include <ostream>

#include "cli/commands.h"
#include "cli/engine_process.h"
#include "cli/engines.h"
#include "cli/long_run.h"
#include "cli/match_html.h"
#include "cli/progress.h"
#include "gtp/referee.h"
#include "vocab/interrupt.h"
#include "vocab/move.h"
#include "vocab/sgf.h"
#include "vocab/excerpt.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {
namespace {

long number_flag(const Args& args, const std::string& flag, const std::string& fallback, long lo, long hi) {
  return whole_number(flag, args.value_or(flag, fallback), lo, hi);
}

// --seat X=CMD may be given once per seat, which Args does not allow for one
// flag: the seats are taken out of argv first (A..D, upper or lower case).
std::vector<std::string> take_seats(const std::vector<std::string>& argv, std::map<int, std::string>& seats) {
  std::vector<std::string> rest;
  for (std::size_t i = 0; i < argv.size(); ++i) {
    const std::string& a = argv[i];
    if (a == "--") {
      rest.insert(rest.end(), argv.begin() + static_cast<std::ptrdiff_t>(i), argv.end());
      break;
    }
    std::string value;
    if (a == "--seat") {
      if (i + 1 >= argv.size()) throw UsageError("flag --seat needs a value: --seat A=CMD (seats A, B, C, D)");
      value = argv[++i];
    } else if (a.rfind("--seat=", 0) == 0) {
      value = a.substr(7);
    } else {
      rest.push_back(a);
      continue;
    }
    const char letter = value.empty() ? '?' : static_cast<char>(value[0] & ~0x20);
    if (value.size() < 3 || value[1] != '=' || letter < 'A' || letter > 'D')
      throw UsageError("--seat " + quoted_excerpt(value) + ": write the seat, '=' and the command, e.g. --seat B=\"trisgo gtp\" "
                       "(seats A, B, C, D of MengGo 2013's team order, M13-2)");
    const int seat = letter - 'A';
    if (!seats.emplace(seat, value.substr(2)).second) throw UsageError(std::string("--seat ") + letter + " given twice");
  }
  return rest;
}

int run_match(const std::vector<std::string>& raw, std::ostream& out, std::ostream& err) {
  std::map<int, std::string> seat_flags;
  const std::vector<std::string> argv = take_seats(raw, seat_flags);
  Args args(argv, {"--black", "--white", "--rules", "--size", "--games", "--seed", "--sgf", "--html", "--impl", "--timeout",
                   "--max-moves", kMaxReplyBytesFlag},
            {"--alternate", "--quiet", "--progress"});
  if (!args.positional().empty()) throw UsageError("match takes no positional arguments (see --help)");
  gtp::MatchOptions o;
  o.rules = ruleset_argument(args.value_or("--rules", "trisgo-2026"), "--rules");
  if (!implemented(o.rules)) throw UsageError("--rules " + to_string(o.rules) + " is not implemented by the engines");
  const bool team = o.rules.order == OrderRule::Menggo2013;
  std::vector<std::string> commands;  // black, white; or seats A..D
  if (team) {
    // M13-2, D-60: four seats; A may be given as --black and C as --white.
    for (auto [seat, flag] : {std::pair<int, const char*>{0, "--black"}, {2, "--white"}})
      if (auto v = args.value(flag)) {
        if (seat_flags.count(seat))
          throw UsageError(std::string(flag) + " and --seat " + std::string(seat_name(seat)) + " name the same seat: give one");
        seat_flags[seat] = *v;
      }
    std::string missing;
    for (int seat = 0; seat < 4; ++seat)
      if (!seat_flags.count(seat)) missing += (missing.empty() ? "" : ", ") + std::string(seat_name(seat));
    if (!missing.empty())
      throw UsageError("the team order of " + to_string(o.rules) +
                       " has four seats (M13-2): give --seat A=CMD --seat B=CMD --seat C=CMD --seat D=CMD (A may be "
                       "--black, C --white); missing: " + missing +
                       ". For two programs use the two-player form, --rules menggo-2013/order=menggo-2013-two");
    for (int seat = 0; seat < 4; ++seat) commands.push_back(seat_flags[seat]);
  } else {
    if (!seat_flags.empty())
      throw UsageError("--seat names the four seats of MengGo 2013's team order (--rules menggo-2013); " +
                       to_string(o.rules) + " has two players: give --black \"CMD\" and --white \"CMD\"");
    if (!args.value("--black") || !args.value("--white")) throw UsageError("give --black \"CMD\" and --white \"CMD\"");
    commands = {*args.value("--black"), *args.value("--white")};
  }
  for (const std::string& c : commands)
    if (c.find_first_not_of(" \t") == std::string::npos) throw UsageError("a player's command is empty");
  auto size = BoardSize::make(static_cast<int>(number_flag(args, "--size", "19", 3, 19)));
  if (!size) throw UsageError("--size must be odd, from 3 to 19");
  o.size = *size;
  o.games = static_cast<int>(number_flag(args, "--games", "1", 1, 100000));
  o.alternate = args.has("--alternate");
  o.move_timeout = timeout_flag(args, "10");
  o.max_moves = static_cast<int>(number_flag(args, "--max-moves", "0", 0, 1'000'000));
  o.max_reply_bytes = max_reply_bytes_flag(args);
  const long seed = number_flag(args, "--seed", "1", 0, 1L << 62);
  // The seed reaches the players that take one: {seed} in a command is
  // replaced by it (a different one per player: S, S+1, ... in the order
  // black, white or A, B, C, D).
  auto with_seed = [&](std::string cmd, long s) {
    for (std::size_t at; (at = cmd.find("{seed}")) != std::string::npos;) cmd.replace(at, 6, std::to_string(s));
    return cmd;
  };
  for (std::size_t i = 0; i < commands.size(); ++i) commands[i] = with_seed(commands[i], seed + static_cast<long>(i));
  std::optional<std::filesystem::path> sgf_dir;
  if (auto d = args.value("--sgf")) {
    check_output_folder("--sgf", *d);
    sgf_dir = *d;
    std::error_code ec;
    std::filesystem::create_directories(*sgf_dir, ec);
    if (ec) throw UsageError("cannot create --sgf folder " + *d + ": " + ec.message());
  }
  const std::optional<std::string> html_dir = args.value("--html");
  if (html_dir) check_output_folder("--html", *html_dir);  // before any program starts
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));
  err << "match: " << to_string(o.rules) << ", " << o.size.n() << "x" << o.size.n() << ", " << o.games
      << " game(s)" << (team ? " of four seats" : "") << ", seed " << seed << ", move timeout "
      << o.move_timeout.count() / 1000.0 << " s\n";
  // Each game's result on its own line; where the match is on the progress line.
  ProgressLine line(err, "match: ", ProgressLine::mode_for(args.has("--quiet")), args.has("--progress"));
  const gtp::Progress progress = [&](const std::string& text) { line.note("match: " + text); };
  o.on_move = [&](int game, int moves) {
    line.update("game " + std::to_string(game) + " of " + std::to_string(o.games) + ": " + std::to_string(moves) + " moves",
                game - 1, o.games);
  };
  std::vector<gtp::GameResult> results;
  if (team) results = gtp::run_team_match(*engine, {commands[0], commands[1], commands[2], commands[3]}, o, progress);
  else results = gtp::run_match(*engine, commands[0], commands[1], o, progress);
  line.clear();

  out << std::left << std::setw(5) << "game" << std::setw(10) << "result" << std::setw(7) << "moves" << std::setw(9)
      << "literal" << std::setw(9) << "chinese" << (team ? "A / B / C / D; reason\n" : "black / white; reason\n");
  int wins_first = 0, wins_second = 0;
  for (const gtp::GameResult& g : results) {
    std::string players = g.black + " / " + g.white;
    if (team) {
      players.clear();
      for (std::size_t i = 0; i < g.seats.size(); ++i) players += (i ? " / " : "") + g.seats[i];
    }
    out << std::left << std::setw(5) << g.number << std::setw(10) << g.result << std::setw(7) << g.moves << std::setw(9)
        << (g.literal.empty() ? "-" : g.literal) << std::setw(9) << (g.chinese.empty() ? "-" : g.chinese) << players
        << (g.reason.empty() ? "" : "; " + g.reason) << "\n";
    const char winner = g.result.empty() ? '?' : g.result[0];
    // The first team (or player) is the one given as black / seats A and B.
    const std::string& winner_cmd = winner == 'B' ? g.black : winner == 'W' ? g.white : std::string();
    if (!winner_cmd.empty()) ++(winner_cmd == commands[0] ? wins_first : wins_second);
    if (sgf_dir) {
      const auto path = *sgf_dir / ("game-" + std::to_string(g.number) + ".sgf");
      std::ofstream f(path, std::ios::binary);
      f << print_sgf(g.record);
      if (!f.flush()) throw UsageError("cannot write " + path.string());
    }
  }
  const int other = static_cast<int>(results.size()) - wins_first - wins_second;
  if (team)
    out << "wins: team " << commands[0] << " + " << commands[1] << " " << wins_first << ", team " << commands[2] << " + "
        << commands[3] << " " << wins_second << ", other " << other << "\n";
  else
    out << "wins: " << commands[0] << " " << wins_first << ", " << commands[1] << " " << wins_second << ", other "
        << other << "\n";
  if (html_dir && !interrupted()) {  // a signal asks to stop, not to lay out graphs
    const MatchHtmlInput html{&o, commands, seed, wins_first, wins_second, other};
    out << "wrote " << write_match_html(*engine, html, results, *html_dir).string() << "\n";
  }
  if (interrupted()) {
    out << interrupted_line(std::to_string(results.size()) + " of " + std::to_string(o.games) +
                            " games played (the game in progress is not counted)")
        << "\n";
    return kExitFailed;  // main.cpp exits 128 + the signal
  }
  // A player that failed as a program (crashed, hung, flooded, spoke
  // malformed GTP) fails the match: exit 1, its game's reason says how.
  bool failed = false;
  for (const gtp::GameResult& g : results)
    if (!g.failure.empty()) {
      err << "match: game " << g.number << ": ENGINE FAILURE (" << g.failure << "): " << g.reason << "\n";
      failed = true;
    }
  return failed ? kExitFailed : kExitOk;
}

}  // namespace

const Command kMatchCommand{"match", "referee games between two GTP engines (or four seats) with our rules", R"(usage:
  trisgo match --black "CMD" --white "CMD" [--rules RULESET] [--size N] [--games K] [--seed S]
               [--sgf DIR] [--html DIR] [--alternate] [--timeout SECONDS] [--max-moves M] [--impl reference|optimized]
               [--max-reply-bytes B] [--quiet | --progress]
  trisgo match --rules menggo-2013 --seat A="CMD" --seat B="CMD" --seat C="CMD" --seat D="CMD" [...]

Starts both engines (each CMD through /bin/sh, so `gnugo --mode gtp` works),
sets size, komi and, for engines that speak the TrisGo extension
(spec/formats/gtp.md), the rules; then relays moves, checking every one with
our engine. An illegal move, a malformed or refused reply, a refused legal
move of the opponent, no answer within --timeout seconds (default 10; decimals
allowed, e.g. 0.5) or an
engine that exits loses the game (result B+F / W+F, with the reason and the
move number); `resign` loses too (B+R / W+R). Games end by the ruleset's end
rule and are scored with both Art. 13 formulas; a game still running after M
moves (default 4*N*N) is Void. --alternate swaps colours every other game.
{seed} in a CMD is replaced by S for black and S+1 for white. Defaults:
--rules trisgo-2026, --size 19, --games 1, seed 1, --impl optimized (the arbiter).

Progress goes to stderr: each game's result, and where the match is (on a
terminal one line updated in place, with the time left; otherwise a line
every ten seconds, --progress the first at once; --quiet: none); stdout gets
the results table (per game: result,
moves, the Art. 13 literal and chinese winners, reason) and the wins; --sgf
writes DIR/game-K.sgf for every game. --html writes DIR/index.html, a page
of the results (per game: the engines with their seeds, result, winner,
moves, both Art. 13 winners, reason) linked to DIR/game-K/index.html, each
game's report page as `trisgo report` writes it (Graphviz's dot needed;
not written when the match is interrupted).

Every player runs in its own process group, stopped with all its children
when it fails or the match ends. A reply longer than --max-reply-bytes
(default 1048576) or not complete within --timeout is a fault. Exit status:
0 the games were played, 1 a player failed as a program (crashed, hung,
replied too much or spoke malformed GTP; its game is a forfeit and the
reason says which), 2 bad input.

MengGo 2013's team order (--rules menggo-2013, M13-2, D-60) has four seats:
A black stones, B the grey moves of black's team, C white stones, D the grey
moves of white's team; give one program per seat with --seat X=CMD (A may be
--black, C --white). Each slot's seat is asked genmove with its team's colour
(a grey move is a tris of that colour), every move is told to the three
others, a fault of a seat loses for its team (with the seat, the move number
and the reason), and the SGF names the four seats (PB A, PW C, BT/WT the
teams, XT[SeatB:], XT[SeatD:]). {seed} is S, S+1, S+2, S+3 for A, B, C, D;
--alternate swaps the teams' colours (A<->C, B<->D). Two programs play
MengGo 2013 with --rules menggo-2013/order=menggo-2013-two.
)",
                                run_match};

}  // namespace tg::cli
