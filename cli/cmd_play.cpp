// trisgo play: replay a record, stop at the first illegal move with the
// article that forbids it, print the final position, the end state and the
// score.
#include <ostream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/record_io.h"
#include "cli/replay.h"
#include "cli/report.h"
#include "vocab/position_text.h"

namespace tg::cli {
namespace {

int run_play(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
  Args args(argv, {"--impl", "--labels", "--rules", "--dead"}, {"--json", "--moves", "--analyze"});
  if (args.positional().size() != 1) throw UsageError("give exactly one record file (see --help)");
  const std::string& file = args.positional()[0];
  Record r = read_record_file(file);
  if (auto rules = args.value("--rules")) r.rules = parse_ruleset(*rules, SourceLocation{"--rules", 0, 0});
  LabelSet labels = labels_flag(args);
  auto engine = make_engine(args.value_or("--impl", "reference"));

  nlohmann::ordered_json moves_json = nlohmann::ordered_json::array();
  auto each = [&](std::size_t i, const Position& before, const MoveOutcome& o) {
    const Move& m = r.moves[i].move;
    if (args.has("--json")) {
      auto j = outcome_json(o);
      j["number"] = before.next_move;
      j["move"] = format_move(m, LabelSet::Integer);
      moves_json.push_back(j);
    } else if (args.has("--moves")) {
      std::string detail = describe_outcome(o, labels);
      out << before.next_move << ". " << format_move(m, labels) << (detail.empty() ? "" : ": " + detail) << "\n";
    }
  };
  ReplayResult result = replay(*engine, r, each);
  const Position& p = result.final_position;

  std::vector<Point> dead;
  if (auto d = args.value("--dead")) {
    std::size_t pos = 0;
    while (pos <= d->size()) {
      std::size_t space = d->find(' ', pos);
      if (space == std::string::npos) space = d->size();
      std::string item = d->substr(pos, space - pos);
      if (!item.empty()) {
        auto parsed = parse_point(item, p.board.size());
        if (!parsed.point) throw UsageError("--dead: " + parsed.error);
        dead.push_back(*parsed.point);
      }
      pos = space + 1;
    }
  }
  Analysis a = engine->analyze(p);
  Score s = dead.empty() ? a.score : engine->score(p, dead);

  if (args.has("--json")) {
    nlohmann::ordered_json j;
    j["file"] = file;
    j["implementation"] = engine->name();
    j["rules"] = to_string(r.rules);
    j["moves_played"] = result.moves_played;
    j["moves_in_record"] = r.moves.size();
    j["captures"] = result.captures;
    j["moves"] = moves_json;
    if (result.illegal_index) {
      j["illegal_move"] = {{"number", r.move_number(*result.illegal_index)},
                           {"move", format_move(r.moves[*result.illegal_index].move, LabelSet::Integer)},
                           {"outcome", outcome_json(result.illegal_outcome)}};
    }
    j["final_position"] = print_position(p);
    j["ended"] = a.ended;
    j["score"] = score_json(p, s);
    out << j.dump(2) << "\n";
  } else {
    out << file << ": " << r.size.n() << "x" << r.size.n() << ", " << to_string(r.rules) << ", "
        << result.moves_played << " of " << r.moves.size() << " moves played, " << result.captures
        << " pieces captured\n";
    if (result.illegal_index) {
      const Move& m = r.moves[*result.illegal_index].move;
      out << "stopped at move " << r.move_number(*result.illegal_index) << " (" << format_move(m, labels)
          << "): " << describe_outcome(result.illegal_outcome, labels) << "\n";
    }
    out << "\n";
    if (args.has("--analyze")) {
      out << describe_analysis(p, a, labels);
      if (!dead.empty()) out << "\nWith the agreed dead strings removed (Art. 12):\n" << describe_score(p, s, labels);
    } else {
      auto glyphs = attribute_glyphs(p.board, a.tris);
      out << board_diagram(p.board, labels, &glyphs) << "\nGame " << (a.ended ? "has ended (Art. 11)" : "has not ended")
          << ".\n"
          << describe_score(p, s, labels);
    }
  }
  return result.illegal_index ? kExitFailed : kExitOk;
}

}  // namespace

const Command kPlayCommand{"play", "replay a record, stop at the first illegal move, print the end and score", R"(usage:
  trisgo play RECORD [--impl reference] [--labels chinese|letter|integer] [--rules RULESET]
                     [--moves] [--analyze] [--dead "POINT POINT ..."] [--json]

Replays RECORD (SGF or the move-number notation) through the engine. Stops at
the first illegal move and names the article that forbids it (exit status 1).
Prints the final position with tris attributes, whether the game has ended and
the score under both Art. 13 formulas. --moves prints every move's captures,
attribute changes and cascade steps; --analyze prints the full analysis of the
final position; --dead removes the agreed dead strings at those points before
scoring (Art. 12, D-14); --rules replaces the record's ruleset.
)",
                                run_play};

}  // namespace tg::cli
