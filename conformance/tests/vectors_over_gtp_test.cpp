// The vectors over GTP (conformance/vectors_over_gtp.h; `trisgo vectors
// --engine`): every vector's position set up over GTP (trisgo-setup) is the
// position in process; every vector gives on `trisgo gtp` (both engines)
// the result it gives in process; a wrong assertion fails over GTP at its
// line; and GNU Go, a plain Go engine, runs what standard GTP can state and
// skips the rest with the reason as data (skipped when GNU Go is missing).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "conformance/vectors.h"
#include "conformance/vectors_over_gtp.h"
#include "gtp/position_line.h"
#include "gtp/server.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/file_io.h"
#include "vocab/test_scale.h"

namespace {

using namespace std::chrono_literals;
using tg::conformance::Unstated;

const std::string kVectors = std::string(TRISGO_SOURCE_DIR) + "/spec/vectors";

std::string trisgo_gtp(const std::string& impl) { return std::string(TRISGO_BINARY) + " gtp --impl " + impl; }

std::vector<tg::conformance::VectorSpec> all_vectors() {
  std::vector<tg::conformance::VectorSpec> all;
  for (const std::string& f : tg::conformance::vector_files(kVectors)) {
    auto specs = tg::conformance::parse_vectors(tg::read_file(f, tg::FileKind::Vectors), f);
    all.insert(all.end(), specs.begin(), specs.end());
  }
  return all;
}

// A temporary vector file, removed at the end of the test.
struct TempVec {
  std::filesystem::path path;
  explicit TempVec(const std::string& name, const std::string& text)
      : path(std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid()) + ".vec")) {
    std::ofstream(path, std::ios::binary) << text;
  }
  ~TempVec() {
    std::error_code ec;
    std::filesystem::remove(path, ec);
  }
};

TEST(VectorsOverGtp, EveryVectorPositionSetsUpAsInProcess) {
  // The setup of every vector, and the positions its record reaches (with
  // their earlier positions), through trisgo-setup's one line into a server.
  const auto engine = tg::opt::make_optimized_engine();
  tg::gtp::Server server(*engine, tg::gtp::ServerOptions{});
  int positions = 0, with_history = 0;
  for (const auto& v : all_vectors()) {
    tg::Position p = v.setup;
    for (std::size_t i = 0;; ++i) {
      const auto reply = server.respond("trisgo-setup " + tg::gtp::position_line(p));
      ASSERT_EQ(reply, "= \n\n") << v.file << ":" << v.line << " " << v.name;
      ASSERT_EQ(server.game().position(), p) << v.file << ":" << v.line << " " << v.name;
      ++positions;
      with_history += p.history.empty() ? 0 : 1;
      if (i == v.setup_moves.size()) break;
      p = *engine->play(p, v.setup_moves[i]).after;
    }
  }
  EXPECT_GE(positions, 257);
  EXPECT_GT(with_history, 20);
}

TEST(VectorsOverGtp, EveryVectorPositionAnswersOverGtpAsInProcess) {
  // The same positions reached by RemoteEngine in a `trisgo gtp` process: the
  // whole analysis and the legal moves it answers equal ours.
  const auto ours = tg::opt::make_optimized_engine();
  tg::gtp::RemoteEngine theirs(trisgo_gtp("optimized"), 30s);
  ASSERT_TRUE(theirs.position_setup());
  ASSERT_TRUE(theirs.use_full_answers());
  for (const auto& v : all_vectors()) {
    EXPECT_EQ(theirs.analyze(v.setup), ours->analyze(v.setup)) << v.file << ":" << v.line << " " << v.name;
    EXPECT_EQ(theirs.legal_moves(v.setup), ours->legal_moves(v.setup)) << v.file << ":" << v.line << " " << v.name;
  }
}

// Every vector file's results over GTP against in process. Under the
// sanitizers (vocab/test_scale.h) the reference engine, tens of times slower
// there in both processes, runs a quarter of the files, spread over the list;
// the Release builds run them all.
void expect_same_results_as_in_process(const std::string& impl) {
  const auto ours = impl == "reference" ? tg::ref::make_reference_engine() : tg::opt::make_optimized_engine();
  const std::vector<std::string> files = tg::conformance::vector_files(kVectors);
  const int share = impl == "reference" ? tg::test_scale::sanitized_share(static_cast<int>(files.size()), 4)
                                        : static_cast<int>(files.size());
  tg::gtp::RemoteEngine theirs(trisgo_gtp(impl), 60s);
  ASSERT_TRUE(theirs.use_full_answers());
  std::size_t vectors = 0;
  for (int k = 0; k < share; ++k) {
    const std::string& file = files[static_cast<std::size_t>(k) * files.size() / static_cast<std::size_t>(share)];
    const auto in_process = tg::conformance::run_vectors(file, *ours);
    const auto over_gtp = tg::conformance::run_vectors_over_gtp(file, theirs);
    ASSERT_EQ(over_gtp.size(), in_process.size()) << file;
    vectors += over_gtp.size();
    for (std::size_t i = 0; i < over_gtp.size(); ++i) {
      const auto& r = over_gtp[i];
      EXPECT_TRUE(r.run()) << r.result.file << ":" << r.statement.line << " " << r.result.name << ": "
                           << tg::conformance::unstated_name(r.statement.unstated) << " " << r.result.message;
      EXPECT_EQ(r.result.passed, in_process[i].passed) << r.result.file << ":" << r.result.line << " "
                                                       << r.result.name << ": " << r.result.message;
      EXPECT_EQ(r.result.line, in_process[i].line) << r.result.name;
    }
    EXPECT_EQ(tg::conformance::count_gtp_failed(over_gtp), 0u) << file;
  }
  if (share == static_cast<int>(files.size())) {
    // Every vector of the folder (261 at this writing), none lost on the way.
    EXPECT_EQ(vectors, tg::conformance::run_vectors(kVectors, *ours).size());
  }
}

TEST(VectorsOverGtp, EveryVectorGivesTheInProcessResultOnTrisgoGtpOptimized) {
  expect_same_results_as_in_process("optimized");
}
TEST(VectorsOverGtp, EveryVectorGivesTheInProcessResultOnTrisgoGtpReference) {
  expect_same_results_as_in_process("reference");
}

// One vector on a 5x5 board whose steps are `steps` (line 13 on).
std::string one_vector(const std::string& rules, const std::string& steps) {
  return "vector v\n# why: test\nrules " + rules +
         "\nposition\nsize: 5\nnext: 1\nboard:\n.....\n.XO..\nXO.O.\n.XO..\n.....\nend\n" + steps;
}
constexpr int kFirstStepLine = 14;

TEST(VectorsOverGtp, AWrongAssertionFailsOverGtpAtItsLine) {
  tg::gtp::RemoteEngine theirs(trisgo_gtp("optimized"), 30s);
  ASSERT_TRUE(theirs.use_full_answers());
  // Each assertion is false; each is answered through another command.
  for (const std::string step : {"play 00\nassert_captured none\n", "assert_private_eye a1 yes\n",
                                 "assert_liberties base a1 3\n", "assert_owner 22 black\n",
                                 "assert_illegal 00 suicide\n", "assert_slot white stone\n"}) {
    TempVec file("vectors-over-gtp-wrong", one_vector("go", "assert_next 1\n" + step));
    const auto results = tg::conformance::run_vectors_over_gtp(file.path.string(), theirs);
    ASSERT_EQ(results.size(), 1u);
    EXPECT_TRUE(results[0].run()) << step;
    EXPECT_FALSE(results[0].result.passed) << step;
    EXPECT_EQ(results[0].result.line, kFirstStepLine + (step.rfind("play", 0) == 0 ? 2 : 1)) << step;
    EXPECT_EQ(tg::conformance::count_gtp_failed(results), 1u);
  }
}

TEST(VectorsOverGtp, WithoutTheJsonAnswersWhatGtpCannotCarryIsNamed) {
  // The same trisgo gtp without use_full_answers(): strings, private eyes,
  // owners are not carried; dead strings are not; the rest is.
  tg::gtp::RemoteEngine theirs(trisgo_gtp("optimized"), 30s);
  ASSERT_TRUE(theirs.extension());
  ASSERT_TRUE(theirs.position_setup());
  ASSERT_FALSE(theirs.full_answers());
  struct Case {
    std::string steps;
    Unstated want;
    int line;
  };
  for (const Case& c : {Case{"play 00\nassert_attribute 00 neutral\n", Unstated::None, 0},
                        Case{"assert_slot black stone\nassert_private_eye a1 yes\n", Unstated::NotCarried, 15},
                        Case{"dead a1\nassert_score black=1\n", Unstated::DeadStrings, 14},
                        Case{"play 00\nassert_cascade none\n", Unstated::NotCarried, 15}}) {
    TempVec file("vectors-over-gtp-carried", one_vector("go", c.steps));
    const auto v = tg::conformance::parse_vectors(tg::read_file(file.path.string(), tg::FileKind::Vectors),
                                                  file.path.string());
    const auto s = tg::conformance::stated_over_gtp(v.at(0), theirs);
    EXPECT_EQ(s.unstated, c.want) << c.steps;
    EXPECT_EQ(s.line, c.line) << c.steps;
  }
}

// GNU Go over plain GTP (no extension, no trisgo-setup).
std::string gnugo_or_skip() {
  const char* env = std::getenv("TRISGO_GNUGO");
  const std::string gnugo = env ? env : TRISGO_GNUGO_DEFAULT;
  return std::filesystem::exists(gnugo) ? gnugo : std::string();
}

TEST(VectorsOverGtp, GnuGoRunsTheGoVectorsPlainGtpCanStateAndNamesWhyNotTheOthers) {
  const std::string gnugo = gnugo_or_skip();
  if (gnugo.empty()) GTEST_SKIP() << "GNU Go not found (install it: scripts/install-deps.sh; or set TRISGO_GNUGO)";
  tg::gtp::RemoteEngine theirs(gnugo + " --mode gtp --chinese-rules --level 0", 30s);
  ASSERT_FALSE(theirs.extension());
  ASSERT_FALSE(theirs.position_setup());
  EXPECT_FALSE(theirs.use_full_answers());
  // go.vec: each vector passes or is not stated, with the reason as data.
  const auto go = tg::conformance::run_vectors_over_gtp(kVectors + "/go.vec", theirs);
  ASSERT_EQ(go.size(), 5u);
  const std::vector<std::pair<std::string, Unstated>> want = {
      {"go-alternating-order", Unstated::PieceWord},       // assert_illegal tris 00 wrong-slot
      {"go-capture-and-ko", Unstated::RefusalReason},      // assert_illegal a0 repetition
      {"go-suicide-forbidden", Unstated::RefusalReason},   // assert_illegal b2 suicide
      {"go-two-passes-end", Unstated::ExtensionAnswer},    // assert_ended
      {"go-komi-7.5-literal", Unstated::ExtensionAnswer}}; // assert_score
  for (std::size_t i = 0; i < go.size(); ++i) {
    EXPECT_EQ(go[i].result.name, want[i].first);
    EXPECT_EQ(go[i].statement.unstated, want[i].second) << go[i].result.name;
    EXPECT_TRUE(!go[i].run() || go[i].result.passed) << go[i].result.name << ": " << go[i].result.message;
  }
  // Every other file's vectors are TrisGo's: not stated, for NotGo or later.
  const auto all = tg::conformance::run_vectors_over_gtp(kVectors, theirs);
  EXPECT_EQ(all.size(), tg::conformance::run_vectors(kVectors, *tg::opt::make_optimized_engine()).size());
  EXPECT_EQ(tg::conformance::count_gtp_failed(all), 0u);
  // What plain GTP states runs on GNU Go: a setup reached by loadsgf (move
  // 3 next), moves, a capture, the board after it, legal moves by play and
  // undo; and a wrong board fails at its line.
  const std::string stated =
      "vector capture\n# why: test\nrules go\nposition\nsize: 5\nnext: 3\nboard:\n.....\n.XO..\nXO.O.\n.....\n"
      ".....\nend\nplay 00\nassert_captured none\nassert_legal 2b\nplay 2b\nplay aa\nassert_captured a0\n"
      "assert_board\n.....\n.XO..\nX.XO.\n.X...\n....O\nend\nassert_next 6\n";
  TempVec ok("vectors-over-gtp-gnugo", stated);
  const auto good = tg::conformance::run_vectors_over_gtp(ok.path.string(), theirs);
  ASSERT_EQ(good.size(), 1u);
  EXPECT_TRUE(good[0].run());
  EXPECT_TRUE(good[0].result.passed) << good[0].result.message;
  std::string wrong = stated;
  wrong.replace(wrong.find("X.XO."), 5, "XOXO.");
  TempVec bad("vectors-over-gtp-gnugo-wrong", wrong);
  const auto failed = tg::conformance::run_vectors_over_gtp(bad.path.string(), theirs);
  ASSERT_EQ(failed.size(), 1u);
  EXPECT_TRUE(failed[0].run());
  EXPECT_FALSE(failed[0].result.passed);
  EXPECT_EQ(failed[0].result.line, 20);
}

}  // namespace
