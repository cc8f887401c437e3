#pragma once
// The static page of one game (issue 16, `trisgo report`): the move list,
// for each move the board after it and what changed (captures, attribute
// changes with their parameters, D-06 cascade steps; the explanation graph
// when something changed), and the final score explained. One HTML file
// with its SVGs, style and navigation script inline: no network, no
// external scripts or fonts.
#include <string>
#include <utility>
#include <vector>

#include "vocab/engine.h"
#include "vocab/labels.h"

namespace tg::explain {

struct ReportMove {
  std::string text;   // the move as the record writes it, e.g. "黑57.二三"
  Position before;    // the position it was played in
  Move move;
};

struct ReportInput {
  std::string title;
  std::vector<std::pair<std::string, std::string>> info;  // record tags, in order
  std::vector<ReportMove> moves;
  Position final_position;
  Labels labels = LabelSet::Chinese;
  explicit ReportInput(Position final) : final_position(std::move(final)) {}
};

// Throws GraphvizError (graph_svg.h) when the graphs cannot be laid out.
std::string report_html(const Engine& e, const ReportInput& in);

}  // namespace tg::explain
