// trisgo explain: why the rules say what they say about a position, drawn
// as a graph from the answer down to facts on the board (explain/).
#include <fstream>
#include <ostream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/explain_input.h"
#include "explain/builder.h"
#include "explain/dot.h"
#include "explain/cite_text.h"
#include "explain/graph_svg.h"
#include "explain/json.h"
#include "vocab/position_text.h"
#include "vocab/excerpt.h"

namespace tg::cli {
namespace {

Point point_flag(const std::string& flag, const std::string& text, BoardSize size, LabelSet labels) {
  auto parsed = parse_point(text, size, labels);
  if (!parsed.point) throw UsageError(flag + " " + quoted_excerpt(text) + ": " + parsed.error);
  return *parsed.point;
}

// Args knows only long flags: -o FILE is spelled --output FILE for it.
std::vector<std::string> output_flag(std::vector<std::string> argv) {
  for (std::string& a : argv)
    if (a == "-o") a = "--output";
  return argv;
}

// --move: a move number of a record, or on a position a point (or "pass")
// for the slot to move.
explain::Graph explain_move_flag(const Engine& e, const std::string& file, const std::string& text,
                                 const std::optional<std::string>& rules, LabelSet labels, text::Language lang) {
  if (is_record_file(file)) {
    if (rules) throw UsageError("--rules with a record: the record's own ruleset replays it; drop --rules");
    ReplayedGame g = replay_game(e, file);
    int n = 0;
    try {
      std::size_t used = 0;
      n = std::stoi(text, &used);
      if (used != text.size()) throw std::invalid_argument(text);
    } catch (const std::exception&) {
      throw UsageError("--move " + quoted_excerpt(text) + ": give a move number of the record " + file);
    }
    const int first = g.record.first_move;
    const int last = first + static_cast<int>(g.before.size()) - 1;
    if (n < first || n > last)
      throw UsageError("--move " + text + " is not in the record " + file + " (its moves are " + std::to_string(first) +
                       ".." + std::to_string(last) + ")");
    const std::size_t i = static_cast<std::size_t>(n - first);
    explain::Graph out = explain::explain_move(e, g.before[i], g.record.moves[i].move, labels, lang);
    explain::cite_in_text(out, g.before[i].rules);
    return out;
  }
  Position p = read_position_or_record(e, file, rules);
  const Slot slot = p.to_move();
  Move m{slot.side, MoveKind::Pass, {}};
  if (text != "pass") {
    m.point = point_flag("--move", text, p.board.size(), labels);
    m.kind = slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone;
  }
  explain::Graph out = explain::explain_move(e, p, m, labels, lang);
  explain::cite_in_text(out, p.rules);
  return out;
}

int run_explain(const std::vector<std::string>& raw, std::ostream& out, std::ostream&) {
  Args args(output_flag(raw), {"--impl", "--labels", "--rules", "--point", "--string", "--move", "--format", "--output", "--lang"},
            {"--score"});
  if (args.positional().size() != 1) throw UsageError("give exactly one position or record file (see --help)");
  int questions = args.has("--point") + args.has("--string") + args.has("--move") + args.has("--score");
  if (questions != 1) throw UsageError("ask exactly one of --point P, --string P, --move M, --score");
  if (auto o = args.value("--output")) check_output_file("-o", *o);  // before the work, and Graphviz
  const std::string format = args.value_or("--format", "svg");
  if (format != "svg" && format != "dot" && format != "json")
    throw UsageError("unknown format " + quoted_excerpt(format) + " for --format (known: svg, dot, json)");
  const LabelSet labels = labels_flag(args);
  const text::Language lang = lang_flag(args);
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));
  const std::string& file = args.positional()[0];

  explain::Graph g;
  if (auto m = args.value("--move")) {
    g = explain_move_flag(*engine, file, *m, args.value("--rules"), labels, lang);
  } else {
    Position p = read_position_or_record(*engine, file, args.value("--rules"));
    if (auto s = args.value("--string"))
      g = explain::explain_string(*engine, p, point_flag("--string", *s, p.board.size(), labels), labels, lang);
    else if (auto q = args.value("--point"))
      g = explain::explain_point(*engine, p, point_flag("--point", *q, p.board.size(), labels), labels, lang);
    else g = explain::explain_score(*engine, p, labels, lang);
    explain::cite_in_text(g, p.rules);  // the cited articles in the ruleset's own text, with its words
  }
  std::string text = format == "dot"    ? explain::to_dot(g)
                     : format == "json" ? explain::to_json(g).dump(2) + "\n"
                                        : std::string();
  if (format == "svg") {
    try {
      text = explain::graph_svg(g);
    } catch (const explain::GraphvizError& e) {
      throw UsageError(e.what());
    }
  }
  if (auto o = args.value("--output")) {
    std::ofstream f(*o, std::ios::binary);
    if (!(f << text) || !f.flush()) throw UsageError("cannot write " + *o);
  } else {
    out << text;
  }
  return kExitOk;
}

}  // namespace

const Command kExplainCommand{"explain", "draw why the rules decide what they do (SVG, DOT, JSON)", R"(usage:
  trisgo explain POSITION (--point P | --string P | --move M | --score)
         [--rules R] [--impl reference|optimized] [--labels L] [--format svg|dot|json] [-o|--output FILE] [--lang en|zh]

Draws the derivation of one answer as a graph, from the answer at the top down
to facts on the board; every node names the spec statements (TG-, GM-) and
decisions (D-) it applies and shows the board with the points in question.
Each cited article comes with its passage of the Chinese rule text
(spec/passages/; JSON: a node's "passages"), numbered as the ruleset's own
text numbers it (under menggo-2019 the 2019 articles, M19-...). --lang zh
words the graph in Chinese with the texts' terms (spec/glossary.md); only
the "whose move" node of the FlybombGo and MengGo move orders stays English.

  --string P   why the tris string on P has its attribute: By Wy Bo Wo, the
               Art. 6 branch, each adjacent string's private-eye verdict and
               each candidate region's condition (TG-4.3.1..4.3.3)
  --point P    whether the side to move may place its piece on P, and if not
               the rule and the pieces behind it (Art. 7, D-07, Art. 8, Art. 10)
  --move M     what a move did: captures, attribute changes before and after,
               D-06 cascade steps, the end. M is a move number when POSITION is
               a record (.tgr, .sgf), else a point or "pass" for the slot to move
  --score      per region why it counts for whom, both Art. 13 formulas

POSITION is a position file, or a record whose final position is asked about.
--labels (chinese, letter, integer or gtp) writes every point of the graph in
that set, and reads P and M in it too: with --labels gtp, c6 is GTP's C6.
--format svg (default) lays the graph out with Graphviz's dot (TRISGO_DOT
names another program; it is stopped after TRISGO_DOT_TIMEOUT seconds, default
60); dot and json need no Graphviz. Exit 2 for bad input: a point that holds
no tris for --string, a move not in the record, an unknown format, or
Graphviz missing, failing or hung.
)",
                                   run_explain};

}  // namespace tg::cli
