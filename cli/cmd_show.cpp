// trisgo show: print a position (no rules are applied), in the label set of
// your choice, or in the canonical position text format.
#include <ostream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/explain_input.h"
#include "cli/replay.h"
#include "cli/show_svg.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"
#include "vocab/excerpt.h"

namespace tg::cli {

// Reads --labels (default chinese, the set of the rule text's examples).
LabelSet labels_flag(const Args& args) {
  std::string name = args.value_or("--labels", "chinese");
  auto set = parse_label_set_name(name);
  if (!set) throw UsageError("unknown label set " + quoted_excerpt(name) + " for --labels (known: " + label_set_names() + ")");
  return *set;
}

namespace {

int run_show(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
  Args args(argv, {"--labels"}, {"--canonical", "--svg"});
  if (args.positional().size() != 1) throw UsageError("give exactly one position or record file (see --help)");
  if (args.has("--canonical") && args.has("--labels"))
    throw UsageError("--canonical prints the position text format, which has no label set: drop --labels");
  const LabelSet labels = labels_flag(args);  // checked before anything is printed
  const std::string& file = args.positional()[0];
  // A record (.tgr, .sgf) stands for its final position, replayed by the
  // default engine (as trisgo explain reads it).
  Position p = is_record_file(file) ? replay_game(*make_engine(kDefaultEngine), file).final_position
                                    : parse_position(read_file(file, FileKind::Position), file);
  if (args.has("--svg")) {
    if (args.has("--canonical")) throw UsageError("--svg and --canonical are two different outputs: give one");
    out << position_svg(p, labels);
    return kExitOk;
  }
  if (args.has("--canonical")) {
    out << print_position(p);
    return kExitOk;
  }
  Slot slot = p.to_move();
  out << "rules: " << to_string(p.rules) << "\n"
      << "size: " << p.board.size().n() << "x" << p.board.size().n() << "\n"
      << "next: move " << p.next_move << ", " << side_name(slot.side) << " plays a "
      << (slot.kind == SlotKind::Stone ? "stone" : "tris") << "\n";
  if (p.passes > 0) out << "passes: " << p.passes << " consecutive\n";
  if (p.rules.order == OrderRule::Flybomb) {
    // FlybombGo (D-70, D-71): the seed's random turns, the flybombs played
    // and whether the tris to move is an offer the opponent may decline.
    out << "flybombs: seed " << p.flybomb.seed << ", random at "
        << describe_random_flybombs(p.rules, p.board.size(), p.flybomb.seed) << "; played at moves";
    if (p.flybomb.thrown.empty()) out << " none";
    for (int x : p.flybomb.thrown) out << " " << x;
    out << "\n";
    if (const std::optional<Slot> decline = p.declining_slot())
      out << "offer: the tris is a chosen flybomb; " << side_name(decline->side) << "'s stone declines it\n";
  }
  if (!p.history.empty()) out << "history: " << p.history.size() << " earlier positions\n";
  if (p.rules.game == Game::Gomoku) {
    // GM-1.2: a TrisGomoku tris carries its attribute as state (cells T, B, W).
    int count[3] = {0, 0, 0};
    for (int i = 0; i < p.board.size().points(); ++i)
      if (p.board.at_index(i) == Piece::Tris) ++count[static_cast<int>(p.board.attribute_at_index(i))];
    out << "tris: " << count[0] << " neutral (T), " << count[1] << " black (B), " << count[2] << " white (W)\n";
  }
  out << "\n" << board_diagram(p.board, labels);
  return kExitOk;
}

}  // namespace

const Command kShowCommand{"show", "print a position in the label set of your choice", R"(usage:
  trisgo show POSITION [--labels integer|letter|chinese|gtp] print the position as a labelled diagram
  trisgo show POSITION --canonical                              print it in the canonical position text format
  trisgo show POSITION --svg [--labels L]                       draw it as an SVG board diagram (for documents)

POSITION is a file in the position text format (spec/formats/position.md), or
a record (.tgr or .sgf, spec/formats/records.md) for its final position.
Label sets (Art. 1): integer -9..9; letter i..a 0 1..9; chinese I..A O 一..九 (default);
and gtp, GTP's vertices (columns A..T without I, row 1 at the bottom: on 9x9
the top-left point is A9 and the centre E5), as Go programs and GUIs write them.
Cells: X O stones, T tris; in TrisGomoku positions B W are tris with a stored
black or white attribute (GM-1.2), and the tris are counted by attribute.
)",
                                run_show};

}  // namespace tg::cli
