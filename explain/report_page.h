#pragma once
// The static page of one game (issue 16, `trisgo report`): the move list,
// for each move the board after it and what changed (captures, attribute
// changes with their parameters, D-06 cascade steps; the explanation graph
// when something changed) with the record's comments on it, and the final
// score explained. One HTML file with its SVGs, style and navigation script
// inline: no network, no external scripts or fonts. Every picture's ids get
// a prefix of their own (svg_ids.h), so no id repeats in the page. The page
// names the ruleset (the final position's, as its canonical string), fits a
// phone's width (a viewport meta; the move list above the board there), and
// the move shown is marked in the list, scrolled into it and in the URL
// (#move-N, #score), which opens the page on that move.
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
  std::vector<std::string> comments;  // the record's SGF comments (C[]) of this move's node and the nodes after it
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
