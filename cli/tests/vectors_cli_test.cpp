// `trisgo vectors` (cli/cmd_vectors.cpp): the thin command over the
// conformance runner (conformance/vectors.h, tested in
// conformance/tests/vectors_test.cpp): what it prints and its exit status.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/command.h"
#include "cli/commands.h"
#include "vocab/error.h"

namespace tg::cli {
namespace {

// A vector file around `steps`: one vector "v" on an empty 5x5 board.
std::string one_vector(const std::string& steps) {
  return "vector v\n# why: test\nposition\nsize: 5\nnext: 1\nboard:\n.....\n.....\n.....\n.....\n.....\nend\n" + steps;
}
constexpr int kFirstStepLine = 13;  // the line of `steps` in one_vector()

class VectorCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("trisgo_vectors_cli_test_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    std::ofstream out(dir_ / name, std::ios::binary);
    out << text;
    return (dir_ / name).generic_string();
  }
  std::filesystem::path dir_;
};

const std::string kPassing = one_vector("assert_legal 00\nplay 00\nassert_slot white stone\n");
const std::string kFailing = one_vector("assert_next 7\n");

int run_command(const std::vector<std::string>& args, std::string& out, std::string& err) {
  std::ostringstream o, e;
  int status = kVectorsCommand.run(args, o, e);
  out = o.str();
  err = e.str();
  return status;
}

TEST_F(VectorCommand, ReportsAndExits) {
  std::string a = write("a.vec", kPassing);
  std::string out, err;
  EXPECT_EQ(run_command({dir_.string()}, out, err), kExitOk);
  EXPECT_EQ(out, "PASS " + a + ":v\n1 vectors, 1 passed, 0 failed\n");

  std::string b = write("b.vec", kFailing);
  EXPECT_EQ(run_command({dir_.string(), "--impl", "reference"}, out, err), kExitFailed);
  EXPECT_EQ(out, "PASS " + a + ":v\nFAIL " + b + ":" + std::to_string(kFirstStepLine) +
                     " v: the next move is 1, expected 7\n2 vectors, 1 passed, 1 failed\n");
  EXPECT_EQ(run_command({dir_.string(), "--quiet"}, out, err), kExitFailed);
  EXPECT_EQ(out, "FAIL " + b + ":" + std::to_string(kFirstStepLine) +
                     " v: the next move is 1, expected 7\n2 vectors, 1 passed, 1 failed\n");

  EXPECT_EQ(run_command({(dir_ / "missing").string()}, out, err), kExitBadInput);
  EXPECT_EQ(err, "trisgo vectors: " + (dir_ / "missing").string() + ": no such file or folder\n");
  EXPECT_THROW(run_command({a, b}, out, err), UsageError);
  EXPECT_THROW(run_command({a, "--impl", "nope"}, out, err), UsageError);
  write("c.vec", "junk\n");
  EXPECT_THROW(run_command({dir_.string()}, out, err), ParseError);
}

TEST_F(VectorCommand, OverGtp) {
  // The same files on `trisgo gtp` through --engine: the same lines, and the
  // summary counts what GTP could not state (nothing, for trisgo gtp).
  std::string a = write("a.vec", kPassing);
  std::string b = write("b.vec", kFailing);
  const std::string engine = std::string(TRISGO_BINARY) + " gtp";
  std::string out, err;
  EXPECT_EQ(run_command({a, "--engine", engine, "--timeout", "20.5"}, out, err), kExitOk);
  EXPECT_EQ(out, "PASS " + a + ":v\n1 vectors, 1 passed, 0 failed, 0 not stated over GTP\n");
  EXPECT_EQ(run_command({dir_.string(), "--engine", engine, "--quiet"}, out, err), kExitFailed);
  EXPECT_EQ(out, "FAIL " + b + ":" + std::to_string(kFirstStepLine) +
                     " v: the next move is 1, expected 7\n2 vectors, 1 passed, 1 failed, 0 not stated over GTP\n");
  // A program that does not answer GTP: bad input.
  EXPECT_EQ(run_command({a, "--engine", "/nonexistent/engine"}, out, err), kExitBadInput);
  EXPECT_EQ(err.rfind("trisgo vectors: cannot start the engine: ", 0), 0u) << err;
  EXPECT_THROW(run_command({a, "--engine", engine, "--impl", "reference"}, out, err), UsageError);
  EXPECT_THROW(run_command({a, "--timeout", "5"}, out, err), UsageError);
  EXPECT_THROW(run_command({a, "--engine", engine, "--timeout", "0"}, out, err), UsageError);
  EXPECT_THROW(run_command({a, "--engine", engine, "--timeout", "5s"}, out, err), UsageError);
}

TEST(VectorCommandHelp, Registered) {
  bool found = false;
  for (const Command& c : all_commands()) found = found || c.name == "vectors";
  EXPECT_TRUE(found);
  EXPECT_NE(kVectorsCommand.help.find("spec/vectors/README.md"), std::string::npos);
}

}  // namespace
}  // namespace tg::cli
