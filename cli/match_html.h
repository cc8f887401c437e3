#pragma once
// `trisgo match --html DIR`: DIR/index.html, the match's summary
// (explain/match_page.h), and DIR/game-K/index.html, each game's report page
// written as `trisgo report` writes it (cli/report_pages.h).
#include <filesystem>
#include <string>
#include <vector>

#include "gtp/referee.h"
#include "vocab/engine.h"

namespace tg::cli {

struct MatchHtmlInput {
  const gtp::MatchOptions* options = nullptr;
  std::vector<std::string> commands;  // black, white; or seats A..D, {seed} replaced, as given
  long seed = 1;                      // commands[i] got seed + i
  int wins_first = 0, wins_second = 0, other = 0;
};

// Returns the summary's path. Throws UsageError when a file cannot be written
// or Graphviz fails.
std::filesystem::path write_match_html(const Engine& e, const MatchHtmlInput& in, const std::vector<gtp::GameResult>& results,
                                       const std::filesystem::path& dir);

}  // namespace tg::cli
