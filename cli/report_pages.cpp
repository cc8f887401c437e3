#include "cli/report_pages.h"

#include <fstream>

#include "cli/command.h"
#include "cli/report.h"
#include "explain/graph_svg.h"

namespace tg::cli {
namespace {

// The C[] values of a move's node and of the nodes without a move after it
// (vocab/record.h: the pseudo-property ";" opens such a node).
std::vector<std::string> comments_of(const RecordedMove& m) {
  std::vector<std::string> out;
  for (const auto& [id, values] : m.properties)
    if (id == "C") out.insert(out.end(), values.begin(), values.end());
  return out;
}

}  // namespace

explain::ReportInput report_input(const ReplayedGame& g, const std::string& title, LabelSet labels) {
  explain::ReportInput in(g.final_position);
  in.title = title;
  in.info = g.record.tags;
  in.labels = Labels(labels, g.final_position.board.size());
  for (std::size_t i = 0; i < g.before.size(); ++i)
    in.moves.push_back(explain::ReportMove{std::to_string(g.record.move_number(i)) + ". " +
                                               format_move(g.record.moves[i].move, in.labels),
                                           g.before[i], g.record.moves[i].move, comments_of(g.record.moves[i])});
  return in;
}

std::filesystem::path write_report_page(const Engine& e, const explain::ReportInput& in, const std::filesystem::path& dir) {
  std::string html;
  try {
    html = explain::report_html(e, in);
  } catch (const explain::GraphvizError& err) {
    throw UsageError(err.what());
  }
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::filesystem::path page = dir / "index.html";
  std::ofstream f(page, std::ios::binary);
  if (ec || !(f << html) || !f.flush()) throw UsageError("cannot write " + page.string());
  return page;
}

}  // namespace tg::cli
