// trisgo verify's library (conformance/verify.h, shrink.h, verify_output.h)
// against real programs over GTP: `trisgo gtp` on both engines (no
// disagreement), the corrupting proxy (corrupting_engine.cpp: each fault
// found, of the right kind, and shrunk to a short record; the whole fault
// catalogue end to end, with its .tst files run, is cli/tests/
// verify_faults_cli_test.cpp), an engine that hangs, crashes or speaks
// malformed GTP (a failure naming it, its stage and record), and GNU Go
// in the go preset (skipped when it is not installed).
#include <gtest/gtest.h>

#include <filesystem>

#include "conformance/shrink.h"
#include "conformance/vectors.h"
#include "conformance/verify.h"
#include "conformance/tests/tst_runner.h"
#include "conformance/verify_output.h"
#include "gtp/move_text.h"
#include "gtp/remote_engine.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/position_text.h"
#include "vocab/test_scale.h"

namespace {

using namespace std::chrono_literals;
using tg::conformance::FindingKind;

std::string trisgo_gtp(const std::string& impl) { return std::string(TRISGO_BINARY) + " gtp --impl " + impl; }
std::string corrupting(const std::string& fault) {
  return std::string(TRISGO_CORRUPTING_ENGINE) + " " + fault + " " + TRISGO_BINARY + " --impl optimized";
}

tg::conformance::VerifyOptions options(const std::string& rules, int games, int depth) {
  tg::conformance::VerifyOptions o;
  o.rules = tg::parse_ruleset(rules, tg::SourceLocation{"test", 0, 0});
  o.sizes = {*tg::BoardSize::make(5)};
  o.games = games;
  o.seed = 11;
  o.depth = depth;
  return o;
}

TEST(Verify, TrisgoGtpOnBothEnginesAgreesWithOurs) {
  const auto ours = tg::opt::make_optimized_engine();
  std::vector<long> nodes;
  for (const std::string impl : {"reference", "optimized"}) {
    tg::gtp::RemoteEngine theirs(trisgo_gtp(impl), 30s);
    ASSERT_TRUE(theirs.extension());
    // One game instead of three under the sanitizers (vocab/test_scale.h).
    const int games = tg::test_scale::sanitized_share(3, 3);
    tg::conformance::VerifyOptions o = options("trisgo-2026", games, 2);
    o.vectors_path = std::string(TRISGO_SOURCE_DIR) + "/spec/vectors";
    const auto sum = tg::conformance::verify(*ours, theirs, o, {});
    EXPECT_FALSE(sum.finding) << impl << ": " << (sum.finding ? sum.finding->what : "");
    EXPECT_EQ(sum.games, games);
    EXPECT_GT(sum.moves_compared, 20 * games);
    // perft depth 2 from the empty board: 26 first moves on 5x5 (25 points
    // and the pass), then every reply (25 or 26 each).
    EXPECT_GT(sum.perft_nodes, 26 + 25 * 25);
    nodes.push_back(sum.perft_nodes);
    // trisgo-setup states the vectors whose setup has earlier positions or
    // passes too: 110 of the 257 (80 before it, by moves and loadsgf only).
    EXPECT_GE(sum.vectors_agreed, 110);
    EXPECT_EQ(sum.vectors_agreed, sum.vectors_run);
  }
  ASSERT_EQ(nodes.size(), 2u);
  EXPECT_EQ(nodes[0], nodes[1]);
}

TEST(Verify, OtherPresetsAgreeToo) {
  const auto ours = tg::opt::make_optimized_engine();
  tg::gtp::RemoteEngine theirs(trisgo_gtp("optimized"), 30s);
  tg::conformance::VerifyOptions seven = options("trisgo-2026", 2, 1);
  seven.sizes = {*tg::BoardSize::make(7)};
  EXPECT_FALSE(tg::conformance::verify(*ours, theirs, seven, {}).finding);
  // flybomb-A and -C have chosen flybombs: their offers are declined by the
  // opponent's stone, written over GTP as `play w V` (D-136) and listed by
  // `trisgo-legal w` (D-141).
  for (const std::string rules : {"go", "menggo-2019", "menggo-2013/order=menggo-2013-two", "trisgomoku", "flybomb-B",
                                  "flybomb-A", "flybomb-C"}) {
    const auto sum = tg::conformance::verify(*ours, theirs, options(rules, 2, 1), {});
    EXPECT_FALSE(sum.finding) << rules << ": " << (sum.finding ? sum.finding->what + "\n" + sum.finding->ours + "\n" +
                                                                     sum.finding->theirs
                                                               : "");
  }
}

// The chosen flybombs of flybomb-C (D-70): at every offer the opponent's
// declining stones are compared too (trisgo-legal w, D-141) and played as
// `play w V` (D-136). The flybomb vectors agree over GTP, and an engine that
// lists no declining moves is caught at the first offer, move 2.
TEST(Verify, ChosenFlybombsAreCheckedWithTheirDecliningStones) {
  const auto ours = tg::opt::make_optimized_engine();
  {
    tg::gtp::RemoteEngine theirs(trisgo_gtp("optimized"), 30s);
    tg::conformance::VerifyOptions o = options("flybomb-C", 3, 1);
    o.vectors_path = std::string(TRISGO_SOURCE_DIR) + "/spec/vectors/flybomb-rules.vec";
    const auto sum = tg::conformance::verify(*ours, theirs, o, {});
    EXPECT_FALSE(sum.finding) << (sum.finding ? sum.finding->what : "");
    EXPECT_GE(sum.vectors_run, 5);  // the flybomb-C vectors of the file that GTP can state
    EXPECT_EQ(sum.vectors_agreed, sum.vectors_run);
    EXPECT_GT(sum.moves_compared, 30);
  }
  tg::gtp::RemoteEngine faulty(corrupting("nodecline"), 30s);
  tg::conformance::VerifyOptions o = options("flybomb-C", 3, 0);
  o.shrink_budget = 150;
  const auto sum = tg::conformance::verify(*ours, faulty, o, {});
  ASSERT_TRUE(sum.finding);
  EXPECT_EQ(sum.finding->kind, FindingKind::Legality) << sum.finding->what;
  EXPECT_EQ(sum.finding->moves.size(), 1u) << sum.finding->what;  // black's stone, then the offer
}

// D-92's second step: after the record, the position. A missed capture
// (the board still shows the captured stones) needs only the capture itself:
// the shrunk position has no history, fewer pieces than the position the
// record reached, and still shows a disagreement of the same kind.
TEST(Verify, ShrinkingEndsWithASmallerPositionWithoutHistory) {
  const auto ours = tg::opt::make_optimized_engine();
  tg::gtp::RemoteEngine theirs(corrupting("capture"), 30s);
  tg::conformance::VerifyOptions o = options("trisgo-2026", 20, 0);
  o.shrink_budget = 300;
  const auto sum = tg::conformance::verify(*ours, theirs, o, {});
  ASSERT_TRUE(sum.finding);
  const tg::conformance::Finding& f = *sum.finding;
  ASSERT_EQ(f.kind, FindingKind::Captures) << f.what;
  EXPECT_LT(f.moves.size(), f.original_moves);  // the record was shrunk
  ASSERT_TRUE(f.shrunk_position.has_value()) << f.what;
  ASSERT_TRUE(f.move.has_value());
  const tg::Position& q = *f.shrunk_position;
  EXPECT_TRUE(q.history.empty());
  auto pieces = [](const tg::Position& p) {
    int n = 0;
    for (int i = 0; i < p.board.size().points(); ++i) n += p.board.at_index(i) != tg::Piece::Empty;
    return n;
  };
  EXPECT_LT(pieces(q), pieces(f.position)) << tg::print_position(q);
  // A capture needs the capturing stone's target and its surrounding stones:
  // one white stone taken by black's fourth needs four pieces at most on an
  // edge (2 or 3 surrounding stones and the one taken, the move aside).
  EXPECT_LE(pieces(q), 4) << tg::print_position(q);
  ASSERT_TRUE(f.shrunk_move.has_value());
  const auto again = tg::conformance::check_move(*ours, theirs, q, *f.shrunk_move, nullptr, {FindingKind::Captures});
  EXPECT_TRUE(again.has_value()) << "the shrunk position no longer shows it:\n" << tg::print_position(q);
  // The record and its move stay paired (the .tst replays the record, then
  // asks about f.move): the record's end still shows it with its own move.
  const auto at_record = tg::conformance::check_move(*ours, theirs, f.position, *f.move, nullptr, {FindingKind::Captures});
  EXPECT_TRUE(at_record.has_value()) << "the record's move does not show it at the record's end";
  // And the .tst written runs that: the record's moves, then f.move.
  const std::string tst = tg::conformance::finding_tst(f, *ours, theirs.name(), true);
  const std::string asked = "\n1 play " + std::string(tg::gtp::colour_letter(f.move->side)) + " " +
                            tg::conformance::gtp_move_text(*f.move, f.position) + "\n";
  EXPECT_NE(tst.find(asked), std::string::npos) << tst;
}

struct FaultCase {
  std::string fault;
  FindingKind kind;
  std::size_t max_moves;  // the shrunk record's length bound
};

class VerifyFault : public ::testing::TestWithParam<FaultCase> {};

TEST_P(VerifyFault, IsFoundOfItsKindAndShrunk) {
  const FaultCase c = GetParam();
  const auto ours = tg::opt::make_optimized_engine();
  tg::gtp::RemoteEngine theirs(corrupting(c.fault), 30s);
  tg::conformance::VerifyOptions o = options("trisgo-2026", 20, 0);
  o.shrink_budget = 150;  // enough for these bounds; keeps the test short under the sanitizers
  const auto sum = tg::conformance::verify(*ours, theirs, o, {});
  ASSERT_TRUE(sum.finding) << c.fault << " was not found in " << sum.games << " games";
  const tg::conformance::Finding& f = *sum.finding;
  EXPECT_EQ(f.kind, c.kind) << f.what;
  EXPECT_LE(f.moves.size(), c.max_moves) << "shrunk from " << f.original_moves << "\n" << f.what;
  EXPECT_LE(f.moves.size(), f.original_moves);
  // The record and its move stay paired (the .tst asks about f.move after
  // the record): at the record's end the move still shows the finding.
  if (f.move && (f.kind == FindingKind::Board || f.kind == FindingKind::Captures)) {
    EXPECT_TRUE(tg::conformance::check_move(*ours, theirs, f.position, *f.move, nullptr, {f.kind})) << f.what;
  }
  if (f.move && f.kind == FindingKind::Legality) {
    EXPECT_TRUE(tg::conformance::check_position(*ours, theirs, f.position, f.move, {f.kind})) << f.what;
  }
  // The vector written states our answer: it passes on our engine and fails
  // on the faulty one (whenever it could be set up over GTP).
  const std::string vec = tg::conformance::finding_vector(f, *ours, theirs.name(), "verify-" + c.fault);
  const auto specs = tg::conformance::parse_vectors(vec, "verify-" + c.fault + ".vec");
  ASSERT_EQ(specs.size(), 1u);
  const auto mine = tg::conformance::run_vector(specs[0], *ours);
  EXPECT_TRUE(mine.passed) << mine.message << "\n" << vec;
  const auto other = tg::conformance::run_vector(specs[0], theirs);
  EXPECT_FALSE(other.passed) << vec;
  const std::string tst = tg::conformance::finding_tst(f, *ours, theirs.name(), true);
  EXPECT_NE(tst.find("\n1 "), std::string::npos) << tst;
  EXPECT_NE(tst.find("#? ["), std::string::npos) << tst;
}

INSTANTIATE_TEST_SUITE_P(Faults, VerifyFault,
                         ::testing::Values(FaultCase{"attribute", FindingKind::Attributes, 12},
                                           FaultCase{"capture", FindingKind::Captures, 30},
                                           FaultCase{"forbidden", FindingKind::Legality, 12},
                                           FaultCase{"score", FindingKind::Score, 60},
                                           FaultCase{"winner", FindingKind::Score, 60},
                                           FaultCase{"refuse", FindingKind::Legality, 20},
                                           FaultCase{"accept", FindingKind::Legality, 20}),
                         [](const auto& param_info) { return param_info.param.fault; });

TEST(Verify, PerftDivideLocatesAMissingMove) {
  const auto ours = tg::opt::make_optimized_engine();
  tg::gtp::RemoteEngine theirs(corrupting("nopass"), 30s);
  tg::conformance::VerifyOptions o = options("trisgo-2026", 0, 2);
  std::vector<std::string> progress;
  const auto sum = tg::conformance::verify(*ours, theirs, o, [&](const std::string& s) { progress.push_back(s); });
  ASSERT_TRUE(sum.finding);
  EXPECT_EQ(sum.finding->kind, FindingKind::Legality) << sum.finding->what;
  EXPECT_NE(sum.finding->stage.find("divide"), std::string::npos) << sum.finding->stage;
  // The fault starts after the first move: one move is the shortest record.
  EXPECT_EQ(sum.finding->moves.size(), 1u) << sum.finding->what;
  ASSERT_TRUE(sum.finding->move);
  EXPECT_TRUE(sum.finding->move->is_pass());
  ASSERT_FALSE(progress.empty());
  EXPECT_NE(progress.front().find("perft(2) 651 against 625"), std::string::npos) << progress.front();
}

TEST(Verify, NoFaultNoFinding) {
  const auto ours = tg::opt::make_optimized_engine();
  tg::gtp::RemoteEngine theirs(corrupting("none"), 30s);
  EXPECT_FALSE(tg::conformance::verify(*ours, theirs, options("trisgo-2026", 3, 1), {}).finding);
}

void expect_engine_failure(const std::string& fault, const std::string& phrase) {
  const auto ours = tg::opt::make_optimized_engine();
  tg::gtp::RemoteEngine theirs(corrupting(fault), 2s);
  const auto sum = tg::conformance::verify(*ours, theirs, options("trisgo-2026", 2, 0), {});
  ASSERT_TRUE(sum.failure) << fault << ": no failure";
  EXPECT_FALSE(sum.finding);
  EXPECT_NE(sum.failure->message.find(phrase), std::string::npos) << sum.failure->message;
  // Where: the game, its record so far and the command it failed on.
  EXPECT_EQ(sum.failure->stage, "game 1 (seed 11, 5x5)");
  EXPECT_FALSE(sum.failure->command.empty());
  EXPECT_FALSE(sum.failure->moves.empty());
}

TEST(Verify, AHangIsStoppedByTheTimeout) { expect_engine_failure("hang", "no response to 'trisgo-legal' within 2000 ms"); }
TEST(Verify, ACrashIsReportedWithItsStatus) { expect_engine_failure("crash", "3"); }
TEST(Verify, MalformedGtpIsNamed) { expect_engine_failure("malformed", "not-a-move"); }

// GNU Go in the go preset, over plain GTP (legality by play and undo, the
// board by list_stones). Two real differences of its rules from ours (D-90):
// it scores with its own estimate of dead stones (verify then leaves the
// score out), and it forbids only the immediate recapture of a ko, where the
// go preset forbids every situational repetition (superko, D-12).
std::string gnugo_or_skip() {
  const char* env = std::getenv("TRISGO_GNUGO");
  const std::string gnugo = env ? env : TRISGO_GNUGO_DEFAULT;
  return std::filesystem::exists(gnugo) ? gnugo : std::string();
}

TEST(Verify, GnuGoAgreesInTheGoPresetOnSmallBoards) {
  const std::string gnugo = gnugo_or_skip();
  if (gnugo.empty()) GTEST_SKIP() << "GNU Go not found (install it: scripts/install-deps.sh; or set TRISGO_GNUGO)";
  const auto ours = tg::opt::make_optimized_engine();
  tg::gtp::RemoteEngine theirs(gnugo + " --mode gtp --chinese-rules --level 0", 30s);
  ASSERT_FALSE(theirs.extension());
  tg::conformance::VerifyOptions o = options("go", 2, 1);
  o.sizes = {*tg::BoardSize::make(5), *tg::BoardSize::make(7)};
  const auto sum = tg::conformance::verify(*ours, theirs, o, {});
  EXPECT_FALSE(sum.finding) << (sum.finding ? sum.finding->what + "\nours: " + sum.finding->ours +
                                                  "\ntheirs: " + sum.finding->theirs
                                            : "");
  EXPECT_EQ(sum.games, 2);
  EXPECT_GT(sum.moves_compared, 80);
  EXPECT_EQ(sum.perft_nodes, 26 + 50);
}

TEST(Verify, GnuGoDiffersOnlyBySuperko) {
  const std::string gnugo = gnugo_or_skip();
  if (gnugo.empty()) GTEST_SKIP() << "GNU Go not found (install it: scripts/install-deps.sh; or set TRISGO_GNUGO)";
  const auto ours = tg::opt::make_optimized_engine();
  tg::gtp::RemoteEngine theirs(gnugo + " --mode gtp --chinese-rules --level 0", 30s);
  tg::conformance::VerifyOptions o = options("go", 1, 0);
  o.seed = 13;  // the third game of the test above's seeds: a longer repetition
  const auto sum = tg::conformance::verify(*ours, theirs, o, {});
  ASSERT_TRUE(sum.finding);
  const tg::conformance::Finding& f = *sum.finding;
  EXPECT_EQ(f.kind, FindingKind::Legality) << f.what;
  EXPECT_NE(f.ours.find("illegal: repetition"), std::string::npos) << f.ours;
  EXPECT_EQ(f.theirs, "legal");
  EXPECT_LT(f.moves.size(), f.original_moves) << "shrunk";
  ASSERT_TRUE(f.move);
  // Not a simple ko: the position the move would repeat is older than the
  // position before the opponent's last move.
  const tg::MoveOutcome o2 = ours->play(f.position, *f.move);
  EXPECT_EQ(o2.illegal, tg::Illegal::Repetition);
  tg::Position simple_ko_only = f.position;
  simple_ko_only.history = tg::History{simple_ko_only.history.back()};
  EXPECT_TRUE(ours->play(simple_ko_only, *f.move).legal())
      << "with only the last position remembered the move is legal: a superko, not a ko";
  // The .tst uses only commands both answer (play, its answer): it passes on
  // `trisgo gtp --rules go` and fails on GNU Go.
  const std::string tst = tg::conformance::finding_tst(f, *ours, theirs.name(), false);
  EXPECT_EQ(tst.find("is_legal"), std::string::npos) << tst;
  const auto on_ours = tg::conformance::testing::run_tst(tst, std::string(TRISGO_BINARY) + " gtp --rules go");
  EXPECT_TRUE(on_ours.passed()) << on_ours.report << tst;
  const auto on_gnugo = tg::conformance::testing::run_tst(tst, gnugo + " --mode gtp --chinese-rules --level 0");
  EXPECT_FALSE(on_gnugo.passed()) << tst;
  EXPECT_FALSE(on_gnugo.engine_failed) << on_gnugo.report;
}

}  // namespace

namespace {

// A plain-Go .tst reads the board through showboard, whose rows GNU Go and
// `trisgo gtp` print alike (numbers at both ends, X O and . or +): the same
// script passes on both, and fails on both when one cell is expected wrong.
TEST(Verify, APlainGoBoardTstRunsOnTrisgoGtpAndGnuGo) {
  const auto ours = tg::opt::make_optimized_engine();
  const tg::BoardSize size = *tg::BoardSize::make(5);
  tg::conformance::Finding f;
  f.kind = FindingKind::Captures;
  f.stage = "test";
  f.start = tg::Position(size, tg::parse_ruleset("go", tg::SourceLocation{"test", 0, 0}));
  f.position = f.start;
  auto stone = [&](tg::Side s, const char* v) { return tg::Move{s, tg::MoveKind::Stone, *tg::parse_gtp_vertex(v, size)}; };
  for (const tg::Move& m : {stone(tg::Side::Black, "A2"), stone(tg::Side::White, "A1")}) {
    f.moves.push_back(m);
    f.position = *ours->play(f.position, m).after;
  }
  f.move = stone(tg::Side::Black, "B1");  // takes A1
  const std::string tst = tg::conformance::finding_tst(f, *ours, "test", false);
  ASSERT_NE(tst.find("showboard"), std::string::npos) << tst;
  std::string wrong = tst;
  const auto x = wrong.find(" +X");
  ASSERT_NE(x, std::string::npos) << tst;
  wrong.replace(x, 3, " +O");
  std::vector<std::string> engines{std::string(TRISGO_BINARY) + " gtp --rules go"};
  if (const std::string gnugo = gnugo_or_skip(); !gnugo.empty()) engines.push_back(gnugo + " --mode gtp --level 0");
  for (const std::string& e : engines) {
    const auto right = tg::conformance::testing::run_tst(tst, e);
    EXPECT_TRUE(right.passed()) << e << "\n" << right.report << tst;
    EXPECT_EQ(right.tests, 2) << e;
    EXPECT_FALSE(tg::conformance::testing::run_tst(wrong, e).passed()) << e << "\n" << wrong;
  }
}

}  // namespace
