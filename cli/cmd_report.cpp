// trisgo report: a static page of one game (explain/report_page.h) written
// to DIR/index.html: the move list, each move's board and what it changed,
// and the final score explained. Opens from a file, with no network.
#include <filesystem>
#include <ostream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/explain_input.h"
#include "cli/report_pages.h"

namespace tg::cli {
namespace {

int run_report(const std::vector<std::string>& raw, std::ostream& out, std::ostream&) {
  std::vector<std::string> argv = raw;
  for (std::string& a : argv)
    if (a == "-o") a = "--output";
  Args args(argv, {"--impl", "--labels", "--output"}, {});
  if (args.positional().size() != 1) throw UsageError("give exactly one record file (see --help)");
  const auto dir = args.value("--output");
  if (!dir) throw UsageError("give the folder to write the page to with -o DIR");
  check_output_folder("-o", *dir);  // before the replay and Graphviz
  const LabelSet labels = labels_flag(args);
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));
  const std::string& file = args.positional()[0];
  if (!is_record_file(file)) throw UsageError(file + ": trisgo report reads a game record (.tgr or .sgf)");
  const ReplayedGame g = replay_game(*engine, file);
  const explain::ReportInput in =
      report_input(g, "TrisGo game: " + std::filesystem::path(file).filename().string(), labels);
  const std::filesystem::path page = write_report_page(*engine, in, *dir);
  out << "wrote " << page.string() << " (" << in.moves.size() << " moves)\n";
  return kExitOk;
}

}  // namespace

const Command kReportCommand{"report", "write a static page of a game: moves, changes, the score explained", R"(usage:
  trisgo report GAME -o DIR [--impl reference|optimized] [--labels L]

Writes DIR/index.html: the move list; for each move the board after it and
what it changed (captures, attribute changes, D-06 cascade steps), with the
explanation graph of every move that changed something and the record's
comments (SGF C[]) on it; and the final score explained (trisgo explain
--score). The page names the ruleset. One file, no network, no external
scripts or fonts, readable on a phone; the list, the arrow keys or the
buttons step through the moves, the move shown is marked in the list and
in the address (DIR/index.html#move-57 opens on move 57; #score on the
score). GAME is a record (.tgr or .sgf); an illegal move ends the page with
its reason.
--labels (chinese, letter, integer or gtp) names the points of the page.
)",
                                  run_report};

}  // namespace tg::cli
