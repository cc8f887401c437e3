// trisgo random-game: a uniformly random legal game, printed as a record.
#include <charconv>
#include <ostream>
#include <random>
#include <sstream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "vocab/sgf.h"

namespace tg::cli {
namespace {

long parse_number(const std::string& flag, const std::string& text, long lo, long hi) {
  long v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi)
    throw UsageError("flag " + flag + " needs a whole number from " + std::to_string(lo) + " to " +
                     std::to_string(hi) + ", not '" + text + "'");
  return v;
}

int run_random_game(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {"--rules", "--seed", "--size", "--max-moves", "--impl", "--to", "--labels"}, {});
  if (!args.positional().empty()) throw UsageError("random-game takes no positional arguments (see --help)");
  if (!args.value("--rules")) throw UsageError("give --rules (e.g. --rules trisgo-2026)");
  if (!args.value("--seed")) throw UsageError("give --seed N (the same seed gives the same game)");
  Ruleset rules = parse_ruleset(*args.value("--rules"), SourceLocation{"--rules", 0, 0});
  auto seed = static_cast<std::uint64_t>(parse_number("--seed", *args.value("--seed"), 0, 1L << 62));
  int n = static_cast<int>(parse_number("--size", args.value_or("--size", "9"), 3, 19));
  auto size = BoardSize::make(n);
  if (!size) throw UsageError("--size must be odd, from 3 to 19");
  long max_moves = parse_number("--max-moves", args.value_or("--max-moves", std::to_string(4 * n * n)), 1, 100000);
  auto engine = make_engine(args.value_or("--impl", "reference"));
  err << "random-game: seed " << seed << ", " << n << "x" << n << ", " << to_string(rules) << ", at most "
      << max_moves << " moves\n";

  // std::mt19937_64 is fully specified by the standard; the choice below
  // (next() modulo the number of legal moves) avoids the library-defined
  // distributions, so a seed gives the same game with every compiler.
  std::mt19937_64 rng(seed);
  Position p(*size, rules);
  Record record;
  record.rules = rules;
  record.size = *size;
  record.tags.push_back({"Seed", std::to_string(seed)});
  while (static_cast<long>(record.moves.size()) < max_moves && !engine->ended(p)) {
    std::vector<Move> moves = engine->legal_moves(p);
    if (moves.empty()) break;
    const Move& m = moves[rng() % moves.size()];
    MoveOutcome o = engine->play(p, m);
    if (!o.legal())
      throw std::logic_error("engine listed an illegal move as legal: " + std::string(illegal_name(o.illegal)));
    record.moves.push_back(RecordedMove{m, {}});
    p = *o.after;
    if (record.moves.size() % 50 == 0) err << "random-game: " << record.moves.size() << " moves\n";
  }
  bool ended = engine->ended(p);
  if (ended) {
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
      << "\n";
  std::string to = args.value_or("--to", "notation");
  if (to == "sgf") out << print_sgf(record);
  else if (to == "notation") out << print_record(record, RecordStyle{labels_flag(args), false});
  else if (to == "ascii") out << print_record(record, RecordStyle{labels_flag(args), true});
  else throw UsageError("unknown --to '" + to + "' (known: notation, ascii, sgf)");
  return kExitOk;
}

}  // namespace

const Command kRandomGameCommand{
    "random-game", "play a uniformly random legal game and print its record", R"(usage:
  trisgo random-game --rules RULESET --seed N [--size S] [--max-moves M] [--impl reference]
                     [--to notation|ascii|sgf] [--labels chinese|letter|integer]

Every move is chosen uniformly among the legal moves of the slot to move
(passes included) with std::mt19937_64 seeded by N. The game stops when it
ends (Art. 11) or after M moves (default 4 * S * S); the record's Result tag
gives the winner under the ruleset's komi formula, or a Termination tag says
the bound was reached. Size defaults to 9. The same seed gives the same game.
)",
    run_random_game};

}  // namespace tg::cli
