// trisgo report: a static page of one game (explain/report_page.h) written
// to DIR/index.html: the move list, each move's board and what it changed,
// and the final score explained. Opens from a file, with no network.
#include <filesystem>
#include <fstream>
#include <ostream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/explain_input.h"
#include "cli/report.h"
#include "explain/graph_svg.h"
#include "explain/report_page.h"

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
  ReplayedGame g = replay_game(*engine, file);

  explain::ReportInput in(g.final_position);
  in.title = "TrisGo game: " + std::filesystem::path(file).filename().string();
  in.info = g.record.tags;
  in.labels = Labels(labels, g.final_position.board.size());
  for (std::size_t i = 0; i < g.before.size(); ++i)
    in.moves.push_back(explain::ReportMove{std::to_string(g.record.move_number(i)) + ". " +
                                               format_move(g.record.moves[i].move, in.labels),
                                           g.before[i], g.record.moves[i].move});
  std::string html;
  try {
    html = explain::report_html(*engine, in);
  } catch (const explain::GraphvizError& e) {
    throw UsageError(e.what());
  }
  std::error_code ec;
  std::filesystem::create_directories(*dir, ec);
  const std::string page = (std::filesystem::path(*dir) / "index.html").string();
  std::ofstream f(page, std::ios::binary);
  if (ec || !(f << html) || !f.flush()) throw UsageError("cannot write " + page);
  out << "wrote " << page << " (" << in.moves.size() << " moves)\n";
  return kExitOk;
}

}  // namespace

const Command kReportCommand{"report", "write a static page of a game: moves, changes, the score explained", R"(usage:
  trisgo report GAME -o DIR [--impl reference|optimized] [--labels L]

Writes DIR/index.html: the move list; for each move the board after it and
what it changed (captures, attribute changes, D-06 cascade steps), with the
explanation graph of every move that changed something; and the final score
explained (trisgo explain --score). One file, no network, no external
scripts or fonts; arrows or the buttons step through the moves. GAME is a
record (.tgr or .sgf); an illegal move ends the page with its reason.
--labels (chinese, letter, integer or gtp) names the points of the page.
)",
                                  run_report};

}  // namespace tg::cli
