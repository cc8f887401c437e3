// trisgo random-game: a uniformly random legal game, printed as a record.
#include <charconv>
#include <fstream>
#include <ostream>
#include <random>
#include <sstream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/record_io.h"
#include "vocab/flybomb_record.h"
#include "gtp/policy.h"
#include "vocab/sgf.h"
#include "vocab/excerpt.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {
namespace {


int run_random_game(const std::vector<std::string>& raw, std::ostream& out, std::ostream& err) {
  // Args knows only long flags: -o FILE is spelled --output FILE for it.
  std::vector<std::string> argv = raw;
  for (std::string& a : argv)
    if (a == "-o") a = "--output";
  Args args(argv, {"--rules", "--seed", "--size", "--max-moves", "--impl", "--to", "--labels", "--policy", "--output"},
            {});
  const std::string policy_text = args.value_or("--policy", "uniform");
  const auto policy = gtp::parse_policy(policy_text);
  if (!policy) throw UsageError("unknown --policy " + quoted_excerpt(policy_text) + " (known: uniform, light)");
  if (!args.positional().empty()) throw UsageError("random-game takes no positional arguments (see --help)");
  if (!args.value("--rules")) throw UsageError("give --rules (e.g. --rules trisgo-2026)");
  if (!args.value("--seed")) throw UsageError("give --seed N (the same seed gives the same game)");
  const RecordOutput how = record_output_flags(args);  // before the game, not after it
  if (auto o = args.value("--output")) check_output_file("-o", *o);
  Ruleset rules = ruleset_argument(*args.value("--rules"), "--rules");
  auto seed = static_cast<std::uint64_t>(whole_number("--seed", *args.value("--seed"), 0, 1L << 62));
  int n = static_cast<int>(whole_number("--size", args.value_or("--size", "9"), 3, 19));
  auto size = BoardSize::make(n);
  if (!size) throw UsageError("--size must be odd, from 3 to 19");
  long max_moves = whole_number("--max-moves", args.value_or("--max-moves", std::to_string(4 * n * n)), 1, 100000);
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));
  static_cast<void>(engine->ended(Position(*size, rules)));  // an engine that refuses the ruleset says so before the game starts
  err << "random-game: seed " << seed << ", " << n << "x" << n << ", " << to_string(rules) << ", at most "
      << max_moves << " moves, " << engine->name() << " engine\n";

  // std::mt19937_64 is fully specified by the standard; the choice below
  // (next() modulo the number of legal moves) avoids the library-defined
  // distributions, so a seed gives the same game with every compiler.
  std::mt19937_64 rng(seed);
  Position p(*size, rules);
  Record record;
  record.rules = rules;
  record.size = *size;
  record.tags.push_back({"Seed", std::to_string(seed)});
  if (rules.order == OrderRule::Flybomb) {
    // The seed also draws the random flybombs (D-71), stored with the game.
    p.flybomb.seed = seed;
    record.tags.push_back({kFlybombSeedTag, std::to_string(seed)});
    err << "random-game: random flybombs at " << describe_random_flybombs(rules, *size, seed) << "\n";
  }
  while (static_cast<long>(record.moves.size()) < max_moves && !engine->ended(p)) {
    std::vector<Move> moves = engine->legal_moves(p);
    if (moves.empty()) break;
    const Move& m = gtp::choose_move(*policy, *engine, p, moves, rng);
    MoveOutcome o = engine->play(p, m);
    if (!o.legal())
      throw std::logic_error("engine listed an illegal move as legal: " + std::string(illegal_name(o.illegal)));
    record.moves.push_back(RecordedMove{m, {}});
    p = *o.after;
    if (record.moves.size() % 50 == 0) err << "random-game: " << record.moves.size() << " moves\n";
  }
  bool ended = engine->ended(p);
  std::string end_words;  // TrisGomoku: how the game ended (GM-6.1)
  if (ended && rules.game == Game::Gomoku) {
    // GM-6.2: no score; the Result tag names the winner, the End tag the reason.
    const GomokuAnalysis g = *engine->analyze(p).gomoku;
    record.tags.push_back({"Result", g.winner == Winner::Draw ? "0" : g.winner == Winner::Black ? "B+" : "W+"});
    record.tags.push_back({"End", std::string(gomoku_end_name(g.end))});
    end_words = std::string(": ") + std::string(gomoku_end_name(g.end)) + ", " +
                (g.winner == Winner::Draw ? "a draw" : std::string(winner_name(g.winner)) + " wins");
  } else if (ended) {
    Score s = engine->score(p, {});
    std::string result = s.winner == Winner::Draw ? "0" : std::string(s.winner == Winner::Black ? "B+" : "W+");
    if (s.winner != Winner::Draw) {
      // The margin by which the deciding Art. 13 formula was passed.
      double margin = rules.komi_formula == KomiFormula::Chinese ? s.black - (s.y + s.komi)
                                                                 : (s.black - s.komi) - s.white;
      if (margin < 0) margin = -margin;
      std::ostringstream m;
      m << margin;
      result += m.str();
    }
    record.tags.push_back({"Result", result});
  } else {
    record.tags.push_back({"Termination", "move bound " + std::to_string(max_moves) + " reached"});
  }
  err << "random-game: " << record.moves.size() << " moves, " << (ended ? "ended" : "stopped at the move bound")
      << end_words << "\n";
  if (auto o = args.value("--output")) {
    std::ostringstream text;
    print_record_as(text, record, how);
    std::ofstream f(*o, std::ios::binary);
    if (!(f << text.str()) || !f.flush()) throw UsageError("cannot write " + *o);
    err << "random-game: wrote " << *o << "\n";
    return kExitOk;
  }
  print_record_as(out, record, how);
  return kExitOk;
}

}  // namespace

const Command kRandomGameCommand{
    "random-game", "play a uniformly random legal game and print its record", R"(usage:
  trisgo random-game --rules RULESET --seed N [--size S] [--max-moves M] [--impl optimized|reference]
                     [--policy uniform|light] [--to notation|ascii|sgf] [--labels chinese|letter|integer|gtp]
                     [-o|--output FILE]

Every move is chosen uniformly among the legal moves of the slot to move
(passes included) with std::mt19937_64 seeded by N. The game stops when it
ends (Art. 11) or after M moves (default 4 * S * S); the record's Result tag
gives the winner under the ruleset's komi formula, or a Termination tag says
the bound was reached. Size defaults to 9. The same seed gives the same game.
-o FILE writes the record to FILE instead of stdout (then `trisgo record|play|
analyze|show FILE` read it: analyze and show take the final position).
FlybombGo (--rules flybomb-A|B|C): the seed also draws the random flybombs'
turns (D-71); the record stores it as [FlybombSeed "N"] (SGF XT[FlybombSeed:N]).
--policy light instead plays like a light playout: it takes an emergency
conversion when one is legal, else a random legal point that is not the
mover's own one-point eye, and passes when there is none. --impl names the
engine (default: optimized, about 0.1 s for a 19x19 game; --impl reference
plays the same game with the literal reference, in minutes on 19x19).

TrisGomoku (--rules trisgomoku): the game is played to its end (a five, the
full board or passes, GM-6.1); the Result tag is B+, W+ or 0 (draw) and the
End tag says how it ended (five, both-fives, full-board, passes).
)",
    run_random_game};

}  // namespace tg::cli
