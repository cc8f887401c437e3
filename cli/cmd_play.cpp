// trisgo play: replay a record, stop at the first illegal move with the
// article that forbids it, print the final position, the end state and the
// score.
#include <algorithm>
#include <optional>
#include <ostream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/rules_flag.h"
#include "cli/record_io.h"
#include "cli/replay.h"
#include "cli/report.h"
#include "vocab/position_text.h"
#include "text/reason_text.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {
namespace {

// GM-6.1: how a TrisGomoku game stands, in words.
std::string gomoku_result(const GomokuAnalysis& g) {
  std::string winner = g.winner == Winner::Draw ? "a draw" : std::string(winner_name(g.winner)) + " wins";
  switch (g.end) {
    case GomokuEnd::None: return "has not ended";
    case GomokuEnd::Five: return "has ended by a five (GM-6.1): " + winner;
    case GomokuEnd::BothFives: return "has ended by fives of both colours (GM-5.3, D-22): " + winner;
    case GomokuEnd::FullBoard: return "has ended: the board is full (GM-6.1), a draw";
    case GomokuEnd::Passes: return "has ended by passes (GM-6.1, D-13), a draw";
  }
  return "?";
}

int run_play(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
  Args args(argv, {"--impl", "--labels", "--rules", "--dead", "--from"}, {"--json", "--moves", "--analyze"});
  const auto from_file = args.value("--from");
  if (from_file ? args.positional().size() > 1 : args.positional().size() != 1)
    throw UsageError(from_file ? "give at most one record file after --from POSITION (see --help)"
                               : "give exactly one record file, or --from POSITION (see --help)");
  if (args.has("--json") && args.has("--analyze"))
    throw UsageError("--analyze prints a report that --json has no place for: use trisgo analyze --json on the "
                     "final position (its text is in the JSON's \"final_position\")");
  // --from: the game starts from a position file (spec/formats/position.md)
  // and the record, if any, gives the moves played from it.
  std::optional<Position> from;
  if (from_file) {
    from = parse_position(read_file(*from_file, FileKind::Position), *from_file);
    check_pieces_fit_rules(*from, *from_file);
  }
  const std::string file = args.positional().empty() ? *from_file : args.positional()[0];
  Record r;
  if (!args.positional().empty()) {
    r = read_record_file(file);
  } else {
    r.size = from->board.size();
    r.rules = from->rules;
    r.first_move = from->next_move;
  }
  if (from) {
    const std::string pos = *from_file;
    if (r.size != from->board.size())
      throw UsageError("--from " + pos + ": the position is " + std::to_string(from->board.size().n()) + "x" +
                       std::to_string(from->board.size().n()) + " but the record " + file + " is " +
                       std::to_string(r.size.n()) + "x" + std::to_string(r.size.n()));
    if (!r.setup.empty())
      throw UsageError("--from " + pos + ": the record " + file +
                       " has a setup of its own; with --from the position is the start (drop one of them)");
    if (!args.value("--rules") && to_string(r.rules) != to_string(from->rules))
      throw UsageError("--from " + pos + ": the position's rules are " + to_string(from->rules) + " but the record " +
                       file + " says " + to_string(r.rules) + " (give --rules to play both under one ruleset)");
    if (!r.moves.empty() && r.first_move != from->next_move)
      throw UsageError("--from " + pos + ": the position's next move is number " + std::to_string(from->next_move) +
                       " but the record " + file + " starts at move " + std::to_string(r.first_move) +
                       " (number the record's moves from " + std::to_string(from->next_move) + ")");
  }
  if (auto rules = args.value("--rules")) {
    r.rules = ruleset_argument(*rules, "--rules");
    if (from) {
      from->rules = r.rules;
      check_pieces_fit_rules(*from);
    }
  }
  const Labels labels(labels_flag(args), r.size);
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));

  const bool gomoku = r.rules.game == Game::Gomoku;
  // Checked before the game is replayed: TrisGomoku is not scored, so no
  // string is ever agreed dead (bad input, not a limit of the engines).
  if (gomoku && args.has("--dead"))
    throw UsageError("--dead: TrisGomoku has no dead strings: a game ends by a five, a full board or passes and "
                     "is not scored (GM-6.1, GM-6.2)");
  std::vector<Point> dead;
  if (auto d = args.value("--dead")) {
    std::size_t pos = 0;
    while (pos <= d->size()) {
      std::size_t space = d->find(' ', pos);
      if (space == std::string::npos) space = d->size();
      std::string item = d->substr(pos, space - pos);
      if (!item.empty()) {
        auto parsed = parse_point(item, r.size, labels.set);
        if (!parsed.point) throw UsageError("--dead: " + parsed.error);
        dead.push_back(*parsed.point);
      }
      pos = space + 1;
    }
    if (dead.empty()) throw UsageError("--dead: give the points of the dead strings, e.g. --dead \"A四 C三\"");
  }

  int flips = 0;  // TrisGomoku: tris whose attribute a move changed (GM-4.10)
  nlohmann::ordered_json moves_json = nlohmann::ordered_json::array();
  // MengGo 2013's team orders name the seat of every move (M13-2, D-60).
  const MoveOrder& order = r.rules.move_order();
  const bool seats = r.rules.order == OrderRule::Menggo2013 || r.rules.order == OrderRule::Menggo2013Two;
  auto each = [&](std::size_t i, const Position& before, const MoveOutcome& o) {
    const Move& m = r.moves[i].move;
    const std::string seat = seats ? "seat " + std::string(seat_name(order.slot(before.next_move).seat)) + ": " : "";
    if (gomoku)
      for (const AttributeChange& c : o.changes) flips += static_cast<int>(c.points.size());
    // The move that ends a TrisGomoku game (a five, the full board, passes).
    std::optional<GomokuAnalysis> end;
    if (gomoku && engine->ended(*o.after)) end = engine->analyze(*o.after).gomoku;
    if (args.has("--json")) {
      auto j = outcome_json(o, o.legal() ? std::nullopt : std::optional(text::refusal_text(o, labels)));
      j["number"] = r.move_number(i);  // the record's number (free-order records shift the engine's, replay.cpp)
      j["move"] = move_json(m, labels);
      if (seats) j["seat"] = seat_name(order.slot(before.next_move).seat);
      if (end) j["ends_game"] = {{"end", gomoku_end_name(end->end)}, {"winner", winner_name(end->winner)}};
      moves_json.push_back(j);
    } else if (args.has("--moves")) {
      std::string detail = describe_outcome(o, labels);
      if (end) detail += (detail.empty() ? "" : "; ") + std::string("the game ") + gomoku_result(*end);
      out << r.move_number(i) << ". " << seat << format_move(m, labels) << (detail.empty() ? "" : ": " + detail)
          << "\n";
    }
  };
  ReplayResult result = replay(*engine, r, each, from);
  const Position& p = result.final_position;

  Analysis a = engine->analyze(p);
  Score s = dead.empty() ? a.score : engine->score(p, dead);
  // The whole holistic strings the dead points name (D-14), for the diagram.
  std::vector<Point> removed;
  for (const StringInfo& h : a.holistic_strings)
    for (Point d : dead)
      if (std::find(h.points.begin(), h.points.end(), d) != h.points.end()) {
        removed.insert(removed.end(), h.points.begin(), h.points.end());
        break;
      }

  if (args.has("--json")) {
    nlohmann::ordered_json j;
    j["file"] = file;
    if (from_file) j["from"] = *from_file;
    j["implementation"] = engine->name();
    j["rules"] = to_string(r.rules);
    j["labels"] = label_set_name(labels.set);
    j["moves_played"] = result.moves_played;
    j["moves_in_record"] = r.moves.size();
    if (gomoku) j["flips"] = flips;
    else j["captures"] = result.captures;
    j["moves"] = moves_json;
    if (result.illegal_index) {
      j["illegal_move"] = {{"number", r.move_number(*result.illegal_index)},
                           {"move", move_json(r.moves[*result.illegal_index].move, labels)},
                           {"outcome", outcome_json(result.illegal_outcome, text::refusal_text(result.illegal_outcome, labels))}};
    }
    j["final_position"] = print_position(p);
    j["ended"] = a.ended;
    if (a.gomoku)  // GM-6.2: no score, only the end and the winner
      j["result"] = {{"end", gomoku_end_name(a.gomoku->end)},
                     {"winner", a.ended ? nlohmann::ordered_json(winner_name(a.gomoku->winner)) : nlohmann::ordered_json()}};
    else
      j["score"] = score_json(p, s);
    out << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  } else {
    out << file << ": " << r.size.n() << "x" << r.size.n() << ", " << to_string(r.rules) << ", "
        << result.moves_played << " of " << r.moves.size() << " moves played, ";
    if (gomoku) out << flips << " tris flipped\n";
    else out << result.captures << " pieces captured\n";
    if (result.illegal_index) {
      const Move& m = r.moves[*result.illegal_index].move;
      out << "stopped at move " << r.move_number(*result.illegal_index) << " (" << format_move(m, labels)
          << "): " << describe_outcome(result.illegal_outcome, labels) << "\n";
    }
    out << "\n";
    if (args.has("--analyze")) {
      out << describe_analysis(p, a, labels);
      if (!dead.empty()) out << "\nWith the agreed dead strings removed (Art. 12):\n" << describe_score(p, s, labels, removed);
    } else if (a.gomoku) {
      auto glyphs = attribute_glyphs(p.board, a.tris);
      out << board_diagram(p.board, labels, &glyphs) << "\nGame " << gomoku_result(*a.gomoku) << ".\n";
      for (const Five& f : a.gomoku->fives)
        out << "  " << side_name(f.side) << (f.points.size() > 5 ? " overline: " : " five: ")
            << format_points(f.points, labels, 19) << "\n";
    } else {
      auto glyphs = attribute_glyphs(p.board, a.tris);
      out << board_diagram(p.board, labels, &glyphs) << "\nGame " << (a.ended ? "has ended (Art. 11)" : "has not ended")
          << ".\n"
          << describe_score(p, s, labels, removed);
    }
  }
  return result.illegal_index ? kExitFailed : kExitOk;
}

}  // namespace

const Command kPlayCommand{"play", "replay a record, stop at the first illegal move, print the end and score", R"(usage:
  trisgo play RECORD [--impl optimized|reference] [--labels chinese|letter|integer|gtp] [--rules RULESET]
                     [--moves] [--analyze] [--dead "POINT POINT ..."] [--json]
  trisgo play --from POSITION [RECORD] [the same options]

Replays RECORD (SGF or the move-number notation) through the engine. Stops at
the first illegal move and names the article that forbids it (exit status 1).
Prints the final position with tris attributes, whether the game has ended and
the score under both Art. 13 formulas. --moves prints every move's captures,
attribute changes and cascade steps; --analyze prints the full analysis of the
final position; --dead removes the agreed dead strings at those points before
scoring (Art. 12, D-14); --rules replaces the record's ruleset; --impl names
the engine (default: optimized; --impl reference for the literal reference).
--json prints the same for programs, every move as fields (side, kind, piece,
point as [x, y] and its label in --labels, default chinese): the layout is
spec/formats/json.md.

--from POSITION starts the game from a position file (spec/formats/position.md:
its board, next move, passes and earlier positions) instead of an empty board;
RECORD, if given, holds the moves played from it, numbered from the position's
next move, with no setup of its own, the same board size, and the position's
rules (or give --rules for both). Without RECORD, no move is played: the
position's end state and score are printed.

TrisGomoku records (--rules trisgomoku or a record whose rules say
game=gomoku): nothing is captured; --moves prints every move's flips with the
targets that took effect and those overruled by mover priority (GM-4.8, 4.9)
and the move that ends the game; the end gives the fives and the result
(GM-6.1) instead of a score (no --dead: GM-6.2).
)",
                                run_play};

}  // namespace tg::cli
