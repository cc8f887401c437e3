#pragma once
// The report page of one game (explain/report_page.h) from a replayed
// record, and written to a folder: what `trisgo report` writes, and `trisgo
// match --html` for each of its games, in one way.
#include <filesystem>
#include <string>

#include "cli/explain_input.h"
#include "explain/report_page.h"
#include "vocab/engine.h"
#include "vocab/labels.h"

namespace tg::cli {

// The page's input: each move as `format_move` writes it with its number,
// the position it was played in, and the comments (C[]) of its node.
explain::ReportInput report_input(const ReplayedGame& g, const std::string& title, LabelSet labels);

// Writes DIR/index.html (creating DIR) and returns its path. Throws
// UsageError when Graphviz fails or the file cannot be written.
std::filesystem::path write_report_page(const Engine& e, const explain::ReportInput& in, const std::filesystem::path& dir);

}  // namespace tg::cli
