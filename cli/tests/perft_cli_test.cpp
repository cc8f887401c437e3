// `trisgo perft` (cli/cmd_perft.cpp) end to end: the table, --json with the
// divide moves as fields, --position, and the refusals (exit 2).
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <iterator>
#include <sstream>
#include <vector>

#include "cli/tests/run_trisgo.h"

namespace tg::cli {
namespace {

using testing::run_trisgo;

TEST(PerftCommand, TablePerDepth) {
  auto r = run_trisgo("perft --rules go --size 3 --depth 3 --impl reference");
  ASSERT_EQ(r.status, 0) << r.both();
  EXPECT_NE(r.out.find("perft: go, 3x3, move 1, passes included, reference engine\n"), std::string::npos) << r.out;
  // The header, then one row per depth: depth, nodes, captures, stones_captured, ..., games_ended, passes.
  std::istringstream lines(r.out);
  std::string line;
  std::vector<std::vector<std::string>> rows;
  while (std::getline(lines, line)) {
    std::istringstream words(line);
    std::vector<std::string> row{std::istream_iterator<std::string>(words), std::istream_iterator<std::string>()};
    rows.push_back(row);
  }
  ASSERT_EQ(rows.size(), 5u) << r.out;
  EXPECT_EQ(rows[1], (std::vector<std::string>{"depth", "nodes", "captures", "stones_captured", "tris_moves",
                                               "attribute_changes", "emergency", "cascade_steps", "games_ended",
                                               "passes"}));
  EXPECT_EQ(rows[4], (std::vector<std::string>{"3", "738", "8", "8", "0", "0", "0", "0", "9", "90"}));
}

TEST(PerftCommand, JsonWithDivide) {
  auto r = run_trisgo("perft --rules go --size 3 --depth 2 --no-pass --divide --json");
  ASSERT_EQ(r.status, 0) << r.both();
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["rules"], "go");
  EXPECT_EQ(j["size"], 3);
  EXPECT_EQ(j["depth"], 2);
  EXPECT_EQ(j["no_pass"], true);
  EXPECT_EQ(j["implementation"], "optimized");
  ASSERT_EQ(j["per_depth"].size(), 2u);
  EXPECT_EQ(j["per_depth"][0]["nodes"], 9);
  EXPECT_EQ(j["total"]["nodes"], 72);
  ASSERT_EQ(j["divide"].size(), 9u);
  EXPECT_EQ(j["divide"][0]["move"], nlohmann::json::parse(R"({"side": "black", "kind": "stone", "piece": "black",
                                                             "point": [-1, 1], "label": "A一"})"));
  EXPECT_EQ(j["divide"][0]["counts"]["nodes"], 8);
}

TEST(PerftCommand, FromAPosition) {
  auto r = run_trisgo("perft --position examples/positions/ko-5x5.pos --depth 1 --json");
  ASSERT_EQ(r.status, 0) << r.both();
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["next_move"], 13);
  EXPECT_EQ(j["total"]["nodes"], 13);  // 12 points (not the ko retake) and the pass
}

// GTP's vertices need the board size (D-134): on 5x5 the top-left point is A5
// and the column after H would be J; the corner (-2,2) divides as A5.
TEST(PerftCommand, DivideInGtpVertices) {
  tg::cli::testing::Run r = tg::cli::testing::run_trisgo("perft --rules go --size 5 --depth 1 --divide --labels gtp");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("A5"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("E1"), std::string::npos) << r.out;
  r = tg::cli::testing::run_trisgo("perft --rules go --size 5 --depth 1 --divide --labels gtp --json");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\"labels\": \"gtp\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"label\": \"A5\""), std::string::npos) << r.out;
}

TEST(PerftCommand, Refusals) {
  for (const char* args : {"--rules go --size 3", "--rules go --size 3 --depth 0", "--rules go --size 3 --depth 33",
                           "--rules go --size 4 --depth 1", "--size 3 --depth 1", "--rules nope --size 3 --depth 1",
                           "--rules go --size 3 --depth 1 --max-nodes 0",
                           "--rules go --size 3 --depth 1 --position examples/positions/ko-5x5.pos"}) {
    auto r = run_trisgo(std::string("perft ") + args);
    EXPECT_EQ(r.status, 2) << args << "\n" << r.both();
    EXPECT_FALSE(r.err.empty()) << args;
  }
  auto budget = run_trisgo("perft --rules go --size 9 --depth 3 --max-nodes 1000");
  EXPECT_EQ(budget.status, 2) << budget.both();
  EXPECT_NE(budget.err.find("node budget"), std::string::npos) << budget.err;
}

}  // namespace
}  // namespace tg::cli
