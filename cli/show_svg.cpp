#include "cli/show_svg.h"

#include "cli/engines.h"
#include "explain/board_svg.h"
#include "explain/builder.h"

namespace tg::cli {

std::string position_svg(const Position& p, Labels labels) {
  labels = Labels(labels.set, p.board.size());  // GTP vertices need the size
  auto engine = make_engine(kDefaultEngine);
  explain::Diagram d = explain::board_diagram_of(p, engine->analyze(p));
  d.whole_board = true;
  return explain::diagram_svg(d, labels, true);
}

}  // namespace tg::cli
