// trisgo match --html DIR (issue 32): the summary page of the results, each
// game linked to its report page written as `trisgo report` writes it; the
// players' commands, their seeds (swapped with --alternate), the results and
// reasons in the table. (--html is checked before any program starts:
// checks_cli_test.cpp.)
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cli/tests/run_trisgo.h"

namespace {

using tg::cli::testing::run_trisgo;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string read(const std::string& file) {
  std::ifstream f(file);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

TEST(MatchHtml, SummaryLinksEveryGamesReportPage) {
  const std::string dir = ::testing::TempDir() + "/match_html";
  std::filesystem::remove_all(dir);
  // {seed}: the first command gets seed 5, the second 6; the pages show which played black in each game.
  const std::string player = std::string("\"") + TRISGO_BINARY + " gtp --seed {seed} 2>/dev/null\"";
  const auto r = run_trisgo("match --rules go --size 5 --games 2 --alternate --seed 5 --max-moves 12 --black " + player +
                            " --white " + player + " --html " + dir);
  ASSERT_EQ(r.status, 0) << r.both();
  EXPECT_TRUE(has(r.out, "wrote " + dir + "/index.html")) << r.out;
  const std::string summary = read(dir + "/index.html");
  ASSERT_FALSE(summary.empty());
  EXPECT_TRUE(has(summary, "<a href=\"game-1/index.html\">game 1</a>")) << summary;
  EXPECT_TRUE(has(summary, "<a href=\"game-2/index.html\">game 2</a>")) << summary;
  EXPECT_TRUE(has(summary, "<code>go</code>"));
  // Game 1: the first command (seed 5) is black; game 2, swapped, the second (seed 6).
  const std::string first = std::string(TRISGO_BINARY) + " gtp --seed 5 2&gt;/dev/null";
  const std::string second = std::string(TRISGO_BINARY) + " gtp --seed 6 2&gt;/dev/null";
  const auto game1 = summary.find("id=\"game-1\""), game2 = summary.find("id=\"game-2\"");
  ASSERT_NE(game1, std::string::npos);
  ASSERT_NE(game2, std::string::npos);
  EXPECT_EQ(summary.find("black: <code>" + first + "</code> (seed 5)", game1), summary.find("black: <code>", game1));
  EXPECT_NE(summary.find("black: <code>" + second + "</code> (seed 6)", game2), std::string::npos) << summary;
  EXPECT_FALSE(has(summary, "2>/dev/null")) << "a command is not escaped";
  for (const char* game : {"game-1", "game-2"}) {
    const std::string page = read(dir + "/" + game + "/index.html");
    ASSERT_FALSE(page.empty()) << game;
    EXPECT_TRUE(has(page, "Ruleset: <code>go</code>")) << game;
    // At most 12 moves (--max-moves), a section each and the score.
    const std::size_t sections = count(page, "<section class=\"move\"");
    EXPECT_GE(sections, 1u) << game;
    EXPECT_LE(sections, 12u) << game;
    EXPECT_TRUE(has(page, "<section class=\"score\" id=\"score\">")) << game;
  }
}

}  // namespace
