// The perft descent (conformance/perft_descent.h, `trisgo perft --engine
// --descend`) against real programs over GTP: a proxy that hides one legal
// move in the position after two given moves only (perft_lying_engine.cpp,
// a lie at depth 3 of perft) is found, with exactly those two moves and the
// hidden move, and the vector written states our answer and fails on the
// liar; the clean `trisgo gtp` counts what our engine counts in process and
// gives no finding.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "cli/tests/run_trisgo.h"
#include "conformance/perft_descent.h"
#include "conformance/runner.h"
#include "conformance/script_parser.h"
#include "gtp/remote_engine.h"
#include "optimized/optimized_engine.h"
#include "vocab/labels.h"

namespace {

using namespace std::chrono_literals;
using tg::cli::testing::run_trisgo;
using tg::conformance::DescentFindingKind;

const tg::BoardSize k3 = *tg::BoardSize::make(3);
const tg::BoardSize k5 = *tg::BoardSize::make(5);

// The planted lie: in trisgo-2026, after black C3 and white D4 on 5x5, the
// program's trisgo-legal leaves out black's B2 (its `play` still takes it).
// The library's tests plant the same on 3x3 (after B2 and C3, A1 left out),
// where perft(3) over GTP takes a fraction of a second.
const std::string kAfter = "b C3,w D4";
const std::string kHidden = "B2";
const std::string kAfter3 = "b B2,w C3";
const std::string kHidden3 = "A1";

std::string trisgo_gtp() { return std::string(TRISGO_BINARY) + " gtp --impl optimized"; }
std::string liar(const std::string& after, const std::string& hidden) {
  return std::string(TRISGO_LYING_ENGINE) + " '" + after + "' " + hidden + " " + TRISGO_BINARY + " --impl optimized";
}

tg::Move stone(tg::Side side, const char* vertex, tg::BoardSize size) {
  return tg::Move{side, tg::MoveKind::Stone, *tg::parse_gtp_vertex(vertex, size)};
}

tg::Position empty_board(const std::string& rules, tg::BoardSize size = k5) {
  return tg::Position(size, tg::parse_ruleset(rules, tg::SourceLocation{"test", 0, 0}));
}

tg::conformance::DescentOptions depth(int d) {
  tg::conformance::DescentOptions o;
  o.depth = d;
  return o;
}

// One descent against the 3x3 liar, shared by the tests that read it.
class PerftDescentLie : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    ours_ = tg::opt::make_optimized_engine().release();
    theirs_ = new tg::gtp::RemoteEngine(liar(kAfter3, kHidden3), 30s);
    root_ = new tg::Position(empty_board("trisgo-2026", k3));
    result_ = new tg::conformance::DescentResult(tg::conformance::perft_descent(*ours_, *theirs_, *root_, depth(3)));
  }
  static void TearDownTestSuite() {
    delete result_;
    delete root_;
    delete theirs_;
    delete ours_;
  }
  static tg::Engine* ours_;
  static tg::gtp::RemoteEngine* theirs_;
  static tg::Position* root_;
  static tg::conformance::DescentResult* result_;
};
tg::Engine* PerftDescentLie::ours_ = nullptr;
tg::gtp::RemoteEngine* PerftDescentLie::theirs_ = nullptr;
tg::Position* PerftDescentLie::root_ = nullptr;
tg::conformance::DescentResult* PerftDescentLie::result_ = nullptr;

TEST_F(PerftDescentLie, FindsTheLieAtDepthThreeWithItsMovesAndTheHiddenMove) {
  const auto& r = *result_;
  ASSERT_EQ(r.finding, DescentFindingKind::Moves);
  // perft(1) and perft(2) agree; perft(3) misses exactly the hidden move.
  ASSERT_EQ(r.ours_per_depth.size(), 3u);
  EXPECT_EQ(r.ours_per_depth[0], r.theirs_per_depth[0]);
  EXPECT_EQ(r.ours_per_depth[1].nodes, r.theirs_per_depth[1].nodes);
  EXPECT_EQ(r.ours_per_depth[2].nodes, r.theirs_per_depth[2].nodes + 1);
  const std::vector<tg::Move> path = {stone(tg::Side::Black, "B2", k3), stone(tg::Side::White, "C3", k3)};
  EXPECT_EQ(r.moves, path);
  EXPECT_EQ(r.ours_only, std::vector<tg::Move>{stone(tg::Side::Black, "A1", k3)});
  EXPECT_TRUE(r.theirs_only.empty());
  // The position is the one after the two moves; the descent went 3, 2, 1.
  tg::Position after = *root_;
  for (const tg::Move& m : path) after = *ours_->play(after, m).after;
  EXPECT_EQ(r.position, after);
  ASSERT_EQ(r.levels.size(), 3u);
  EXPECT_EQ(r.levels[0].depth, 3);
  EXPECT_EQ(r.levels[1].depth, 2);
  EXPECT_EQ(r.levels[2].depth, 1);
  EXPECT_EQ(r.levels[0].chosen, path[0]);
  EXPECT_EQ(r.levels[1].chosen, path[1]);
  EXPECT_FALSE(r.levels[2].chosen);
}

TEST_F(PerftDescentLie, TheVectorStatesOurAnswerAndFailsOnTheLiar) {
  const std::string text = tg::conformance::descent_vector(*result_, *root_, *ours_, theirs_->name(), "lie");
  const auto specs = tg::conformance::parse_vectors(text, "descent.vec");
  ASSERT_EQ(specs.size(), 1u) << text;
  EXPECT_TRUE(tg::conformance::run_vector(specs[0], *ours_).passed) << text;
  EXPECT_FALSE(tg::conformance::run_vector(specs[0], *theirs_).passed) << text;
  tg::gtp::RemoteEngine clean(trisgo_gtp(), 30s);
  EXPECT_TRUE(tg::conformance::run_vector(specs[0], clean).passed) << text;
}

TEST_F(PerftDescentLie, ANodeBoundStopsTheDescent) {
  tg::conformance::DescentOptions o = depth(3);
  o.max_nodes = 200;
  EXPECT_THROW(tg::conformance::perft_descent(*ours_, *theirs_, *root_, o), tg::conformance::PerftBudgetExceeded);
}

// An engine in process that judges the game ended after black's first move
// at C3 (and still lists the moves there): the end differs, not the moves.
class EndsAfterC3 : public tg::Engine {
 public:
  explicit EndsAfterC3(const tg::Engine& inner) : inner_(inner) {}
  std::string name() const override { return "ends-after-C3"; }
  tg::Analysis analyze(const tg::Position& p) const override { return inner_.analyze(p); }
  tg::MoveOutcome play(const tg::Position& p, const tg::Move& m) const override { return inner_.play(p, m); }
  std::vector<tg::Move> legal_moves(const tg::Position& p) const override { return inner_.legal_moves(p); }
  bool ended(const tg::Position& p) const override {
    return (p.next_move == 2 && p.board.at(*tg::parse_gtp_vertex("C3", k5)) == tg::Piece::Black) || inner_.ended(p);
  }
  tg::Score score(const tg::Position& p, const std::vector<tg::Point>& dead) const override {
    return inner_.score(p, dead);
  }

 private:
  const tg::Engine& inner_;
};

TEST(PerftDescent, AnEndJudgedDifferentlyIsFoundAtTheShallowestDepth) {
  const auto ours = tg::opt::make_optimized_engine();
  const EndsAfterC3 theirs(*ours);
  tg::conformance::DescentOptions o = depth(3);
  o.over_gtp = false;  // both in process: every column compared
  const auto r = tg::conformance::perft_descent(*ours, theirs, empty_board("go"), o);
  ASSERT_EQ(r.finding, DescentFindingKind::End);
  EXPECT_EQ(r.moves, std::vector<tg::Move>{stone(tg::Side::Black, "C3", k5)});
  EXPECT_FALSE(r.ours_ended);
  EXPECT_TRUE(r.theirs_ended);
  EXPECT_TRUE(r.ours_only.empty());
  EXPECT_TRUE(r.theirs_only.empty());
  // perft(1)'s games_ended differs already: the descent counts at depth 1, not 3.
  ASSERT_EQ(r.levels.size(), 1u);
  EXPECT_EQ(r.levels[0].depth, 1);
  const std::string text = tg::conformance::descent_vector(r, empty_board("go"), *ours, theirs.name(), "end");
  const auto specs = tg::conformance::parse_vectors(text, "end.vec");
  ASSERT_EQ(specs.size(), 1u) << text;
  EXPECT_TRUE(tg::conformance::run_vector(specs[0], *ours).passed) << text;
  EXPECT_FALSE(tg::conformance::run_vector(specs[0], theirs).passed) << text;
}

TEST(PerftDescent, TheCleanProgramCountsAsOurEngineInProcess) {
  const auto ours = tg::opt::make_optimized_engine();
  tg::gtp::RemoteEngine theirs(trisgo_gtp(), 30s);
  // trisgo-2026 to depth 3, where the tris slot moves, on 3x3: on 5x5 its
  // 13,800 leaves over GTP took half a minute under the sanitizers.
  struct Case {
    std::string rules;
    int depth;
    tg::BoardSize size;
  };
  for (const auto& [rules, d, size] : std::vector<Case>{
           {"go", 2, k5}, {"trisgo-2026", 3, k3}, {"menggo-2019", 2, k5}, {"trisgomoku", 2, k5}, {"flybomb-B", 2, k5}}) {
    tg::conformance::PerftOptions po;
    po.depth = d;
    po.divide = true;
    const auto a = tg::conformance::perft(*ours, empty_board(rules, size), po);
    const auto b = tg::conformance::perft(theirs, empty_board(rules, size), po);
    for (int k = 0; k < d; ++k)
      EXPECT_TRUE(tg::conformance::same_counts(a.per_depth[k], b.per_depth[k], true)) << rules << " perft(" << k + 1 << ")";
    const auto points = static_cast<std::uint64_t>(size.n() * size.n());
    EXPECT_GT(a.per_depth.back().nodes, points * (points - 1)) << rules;  // more than the stones alone
    ASSERT_EQ(a.divide.size(), b.divide.size()) << rules;
    for (std::size_t i = 0; i < a.divide.size(); ++i) {
      EXPECT_EQ(a.divide[i].move, b.divide[i].move) << rules;
      EXPECT_TRUE(tg::conformance::same_counts(a.divide[i].counts, b.divide[i].counts, true)) << rules;
    }
    const auto r = tg::conformance::perft_descent(*ours, theirs, empty_board(rules, size), depth(d));
    EXPECT_EQ(r.finding, DescentFindingKind::None) << rules;
    EXPECT_TRUE(r.moves.empty()) << rules;
  }
}

// ---- the command

TEST(PerftDescentCli, PrintsTheLieAsDataAndWritesTheVector) {
  const std::string dir = ::testing::TempDir() + "/perft_descent_cli";
  std::filesystem::remove_all(dir);
  const auto run = run_trisgo("perft --engine \"" + liar(kAfter, kHidden) + "\" --descend --rules trisgo-2026 --size 5 --depth 3 " +
                              "--labels gtp --json -o " + dir);
  ASSERT_EQ(run.status, 1) << run.both();
  const auto j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j["finding"], "moves");
  ASSERT_EQ(j["moves"].size(), 2u) << run.out;
  EXPECT_EQ(j["moves"][0]["label"], "C3");
  EXPECT_EQ(j["moves"][0]["side"], "black");
  EXPECT_EQ(j["moves"][1]["label"], "D4");
  EXPECT_EQ(j["moves"][1]["side"], "white");
  ASSERT_EQ(j["ours_only"].size(), 1u);
  EXPECT_EQ(j["ours_only"][0]["label"], kHidden);
  EXPECT_EQ(j["ours_only"][0]["kind"], "stone");
  EXPECT_TRUE(j["theirs_only"].empty());
  ASSERT_TRUE(j["vector"].is_string());
  EXPECT_TRUE(std::filesystem::exists(j["vector"].get<std::string>()));
  // The vector runs on our engine as filed.
  const auto vec = run_trisgo("vectors " + j["vector"].get<std::string>());
  EXPECT_EQ(vec.status, 0) << vec.both();
}

TEST(PerftDescentCli, TheCleanProgramGivesOurCountsAndNoFinding) {
  for (const std::string rules : {"go", "menggo-2013"}) {
    const auto in_process = run_trisgo("perft --rules " + rules + " --size 5 --depth 2 --divide --json");
    const auto over_gtp =
        run_trisgo("perft --engine \"" + trisgo_gtp() + "\" --rules " + rules + " --size 5 --depth 2 --divide --json");
    ASSERT_EQ(in_process.status, 0) << in_process.both();
    ASSERT_EQ(over_gtp.status, 0) << over_gtp.both();
    const auto a = nlohmann::json::parse(in_process.out), b = nlohmann::json::parse(over_gtp.out);
    EXPECT_EQ(b["implementation"], "gtp");
    for (const auto& column : tg::conformance::perft_columns_compared(true)) {
      const std::string key(column.name);
      EXPECT_EQ(a["total"][key], b["total"][key]) << rules << " " << key;
      for (std::size_t k = 0; k < 2; ++k) EXPECT_EQ(a["per_depth"][k][key], b["per_depth"][k][key]) << rules << " " << key;
      for (std::size_t i = 0; i < a["divide"].size(); ++i)
        EXPECT_EQ(a["divide"][i]["counts"][key], b["divide"][i]["counts"][key]) << rules << " " << key;
    }
    EXPECT_FALSE(b["total"].contains("attribute_changes")) << "a column GTP does not carry";
    const auto descent = run_trisgo("perft --engine \"" + trisgo_gtp() + "\" --descend --rules " + rules +
                                    " --size 5 --depth 2 --json");
    ASSERT_EQ(descent.status, 0) << descent.both();
    EXPECT_EQ(nlohmann::json::parse(descent.out)["finding"], "none");
  }
}

TEST(PerftDescentCli, BadUseAndTheNodeBoundExitTwo) {
  EXPECT_EQ(run_trisgo("perft --descend --rules go --size 5 --depth 2").status, 2);  // no --engine
  EXPECT_EQ(run_trisgo("perft --engine \"" + trisgo_gtp() + "\" --rules go --size 5 --depth 2 --timeout 0").status, 2);
  EXPECT_EQ(run_trisgo("perft --engine /nonexistent/engine --rules go --size 5 --depth 1").status, 2);
  const auto bound = run_trisgo("perft --engine \"" + liar(kAfter, kHidden) + "\" --descend --rules trisgo-2026 " +
                                "--size 5 --depth 3 --max-nodes 1000");
  EXPECT_EQ(bound.status, 2) << bound.both();
  EXPECT_FALSE(bound.err.empty());
}

}  // namespace
