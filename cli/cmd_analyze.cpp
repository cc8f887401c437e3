// trisgo analyze: everything the engine interface answers about a position
// (TrisGo, or TrisGomoku when the ruleset says game=gomoku).
#include <ostream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/rules_flag.h"
#include "cli/explain_input.h"
#include "cli/replay.h"
#include "cli/report.h"
#include "vocab/position_text.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {
namespace {

int run_analyze(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
  Args args(argv, {"--impl", "--labels", "--rules", "--lang"}, {"--json"});
  if (args.positional().size() != 1) throw UsageError("give exactly one position or record file (see --help)");
  const LabelSet set = labels_flag(args);
  const text::Language lang = lang_flag(args);
  const std::string& file = args.positional()[0];
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));
  // A record (.tgr, .sgf) stands for its final position, replayed by the
  // engine (as trisgo explain reads it).
  Position p = is_record_file(file) ? replay_game(*engine, file).final_position
                                    : parse_position(read_file(file, FileKind::Position), file);
  if (!is_record_file(file)) check_pieces_fit_rules(p, file);  // tris in a file of plain go
  const Labels labels(set, p.board.size());
  if (auto r = args.value("--rules")) {
    p.rules = ruleset_argument(*r, "--rules");
    check_pieces_fit_rules(p);  // the file was read under its own rules
  }
  Analysis a = engine->analyze(p);
  if (args.has("--json")) {
    auto j = analysis_json(p, a);
    j["implementation"] = engine->name();
    // The moves as fields (spec/formats/json.md): point [x, y] and its label in --labels.
    j["labels"] = label_set_name(labels.set);
    j["legal_moves"] = moves_json(engine->legal_moves(p), labels);
    out << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  } else {
    out << describe_analysis(p, a, labels, lang);
  }
  return kExitOk;
}

}  // namespace

const Command kAnalyzeCommand{"analyze", "print everything the rules say about a position", R"(usage:
  trisgo analyze POSITION [--impl optimized|reference] [--labels chinese|letter|integer|gtp] [--rules RULESET] [--json]
                 [--lang en|zh]

POSITION is a position file, or a record (.tgr or .sgf) for its final position.

Prints the holistic board with tris attributes marked, each tris string's four
parameters (By Wy Bo Wo) and the Art. 6 branch that decided its attribute,
every black and white string's private-eye verdict with the condition that
failed for each candidate region, the forbidden points for the side to move
with their article, whether the game has ended, and the score under both
Art. 13 formulas with each point's owner. --json prints the same for programs,
with the legal moves of the slot to move (the engine's legal_moves, passes
last), each move as fields (side, kind, piece, point as [x, y] and its label
in --labels, default chinese); the layout is spec/formats/json.md.
--rules replaces the ruleset given in the position file. --impl names the
engine (default: optimized; --impl reference gives the same answers from
the literal reference, more slowly). The text ends with the passages of the
Chinese rule text (spec/passages/) for the articles it cites, as the
ruleset's own text numbers them (under menggo-2019: M19-...); --lang zh
prints it in Chinese, with the texts' terms (spec/glossary.md).

TrisGomoku (--rules trisgomoku, or a position whose rules say game=gomoku;
cells B and W are tris with a stored black or white attribute): prints the
strings (a tris joins only tris of its attribute, D-20) and the extended
strings with their liberties, every encirclement target of both colours
(GM-4: encircler, type A-D, main core, secondary cores, reinforcements, walls,
whole, liberties, the tris it flips; a target with one liberty left is a
single-hole ring and its liberty is marked @), the fives and overlines (GM-5)
and the result (GM-6.1: how the game ended and who won).
)",
                                   run_analyze};

}  // namespace tg::cli
