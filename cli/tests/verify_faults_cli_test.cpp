// The fault catalogue of `trisgo verify` (issue 35): the corrupting proxy
// (conformance/tests/corrupting_engine.cpp) in front of `trisgo gtp`, one
// fault at a time. Each must be caught end to end: exit 1, the kind and the
// stage named, a shrunk record, and a `.tst` written with -o that fails on the
// faulty engine and passes on `trisgo gtp` itself (run here by the small
// runner of conformance/tests/tst_runner.h). A crash and a hang are engine
// failures: exit 1, the stage, the record so far, and a `.tst` that replays
// it. The clean proxy passes.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "cli/tests/run_trisgo.h"
#include "conformance/tests/tst_runner.h"

namespace {

using tg::cli::testing::run_trisgo;
using tg::conformance::testing::run_tst;

std::string corrupting(const std::string& fault) {
  return std::string(TRISGO_CORRUPTING_ENGINE) + " " + fault + " " + TRISGO_BINARY;
}

std::string slurp(const std::filesystem::path& p) {
  std::ifstream f(p);
  return std::string(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

struct Fault {
  std::string fault;
  std::string kind;    // the finding's kind, or "engine-failure"
  std::string stage;   // the start of the stage's name
  std::string flags;   // games, depth, sizes (and a short timeout for the hang)
  int max_moves;       // the shrunk record's bound
  std::string failure_kind = "";  // an engine failure's kind (gtp::failure_kind_name)
};

void PrintTo(const Fault& f, std::ostream* os) { *os << f.fault; }

class VerifyFaultCatalogue : public ::testing::TestWithParam<Fault> {};

TEST_P(VerifyFaultCatalogue, IsCaughtShrunkAndWrittenAsATstThatSeparatesTheEngines) {
  const Fault c = GetParam();
  const std::string dir = ::testing::TempDir() + "/verify_fault_" + c.fault;
  std::filesystem::remove_all(dir);
  // Read as data (--json, spec/formats/json.md): the kind, the stage, the
  // record, the files.
  const auto r = run_trisgo("verify --engine '" + corrupting(c.fault) + "' --vectors none " + c.flags +
                            " --json -o " + dir);
  ASSERT_EQ(r.status, 1) << r.both();
  const nlohmann::json j = nlohmann::json::parse(r.out);
  nlohmann::json moves;
  if (c.kind == "engine-failure") {
    ASSERT_EQ(j["result"], "engine-failure") << r.out;
    ASSERT_TRUE(j["failure_at"].is_object()) << r.out;
    EXPECT_EQ(j["failure_at"]["kind"], c.failure_kind) << r.out;  // as ENGINE FAILURE (KIND) says in text
    EXPECT_EQ(j["failure_at"]["stage"].get<std::string>().rfind(c.stage, 0), 0u) << r.out;
    EXPECT_FALSE(j["failure_at"]["command"].get<std::string>().empty()) << r.out;
    moves = j["failure_at"]["moves"];
  } else {
    ASSERT_EQ(j["result"], "disagree") << r.out;
    EXPECT_EQ(j["finding"]["kind"], c.kind) << r.out;
    EXPECT_EQ(j["finding"]["stage"].get<std::string>().rfind(c.stage, 0), 0u) << r.out;
    EXPECT_LE(j["finding"]["moves"].size(), j["finding"]["original_moves"].get<std::size_t>()) << r.out;
    moves = j["finding"]["moves"];
  }
  // The record, shrunk (a failure's record is the game so far).
  EXPECT_LE(moves.size(), static_cast<std::size_t>(c.max_moves)) << r.out;
  std::string tst_file;
  for (const auto& f : j["files"])
    if (f.get<std::string>().size() > 4 && f.get<std::string>().substr(f.get<std::string>().size() - 4) == ".tst")
      tst_file = f.get<std::string>();
  const std::string tst = slurp(tst_file);
  ASSERT_FALSE(tst.empty()) << r.out;
  const auto on_faulty = run_tst(tst, corrupting(c.fault), std::chrono::seconds(2));
  EXPECT_FALSE(on_faulty.passed()) << "the .tst passes on the faulty engine:\n" << tst;
  const auto on_ours = run_tst(tst, std::string(TRISGO_BINARY) + " gtp");
  EXPECT_TRUE(on_ours.passed()) << on_ours.report << tst;
  EXPECT_GT(on_ours.tests, 0) << tst;
}

INSTANTIATE_TEST_SUITE_P(
    Faults, VerifyFaultCatalogue,
    ::testing::Values(
        Fault{"refuse", "legality", "game 1", "--games 4 --depth 0 --sizes 5", 16},
        Fault{"accept", "legality", "game 1", "--games 4 --depth 0 --sizes 5", 4},
        Fault{"capture", "captures", "game", "--games 10 --depth 0 --sizes 5", 20},
        Fault{"attribute", "attributes", "game", "--games 4 --depth 0 --sizes 5", 19},
        Fault{"score", "score", "game 1", "--games 2 --depth 0 --sizes 5", 2},
        Fault{"finalscore", "score", "game 1", "--games 2 --depth 0 --sizes 5", 2},
        Fault{"winner", "score", "game 1", "--games 2 --depth 0 --sizes 5", 2},
        Fault{"genmove", "genmove", "game 1", "--games 2 --depth 0 --sizes 5", 3},
        Fault{"perftlie", "legality", "perft 3x3 depth 3 (divide)", "--games 0 --depth 3 --sizes 3", 2},
        Fault{"crash", "engine-failure", "game 1", "--games 2 --depth 0 --sizes 5", 3, "crash"},
        Fault{"hang", "engine-failure", "game 1", "--games 2 --depth 0 --sizes 5 --timeout 1", 6, "timeout"}),
    [](const auto& param_info) { return param_info.param.fault; });

// The clean proxy passes every stage, genmove included.
TEST(VerifyFaultCatalogue, TheCleanProxyPasses) {
  const auto r = run_trisgo("verify --engine '" + corrupting("none") + "' --vectors none --games 3 --depth 2 --sizes 5 --json");
  EXPECT_EQ(r.status, 0) << r.both();
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["result"], "agree");
  EXPECT_EQ(j["summary"]["games"], 3);
}

// A refusal of a move the engine itself lists (trisgo-legal) is found in
// perft, where the walk of the engine's own successors meets it: a reported
// disagreement, exit 1, never an internal error.
TEST(VerifyFaultCatalogue, ARefusalOfAListedMoveIsADisagreement) {
  const auto r =
      run_trisgo("verify --engine '" + corrupting("refuse") + "' --vectors none --games 0 --depth 1 --sizes 5 --json");
  EXPECT_EQ(r.status, 1) << r.both();
  const nlohmann::json j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["result"], "disagree") << r.out;
  EXPECT_EQ(j["finding"]["kind"], "legality");
  EXPECT_EQ(j["finding"]["stage"], "perft 5x5 depth 1");
  EXPECT_EQ(j["finding"]["move"]["point"], nlohmann::json::array({0, 0})) << j["finding"]["move"];  // the centre, C3
  EXPECT_EQ(j["finding"]["move"]["side"], "black") << j["finding"]["move"];
}

}  // namespace
