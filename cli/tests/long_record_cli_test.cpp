// Memory linear in a game's length (issue 29, item 4): `trisgo show` of a
// 3,000-move record keeps a position per move (the replay of
// cli/explain_input.h). When every position held a copy of every earlier
// board, that peak grew with the square of the length: about 1.1 GB on this
// 9x9 record. With the shared history (vocab/board.h, History) it is a few
// megabytes. The record comes from bench/long_record.h (plain Go with many
// captures and passes), the peak from getrusage of the child.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "bench/long_record.h"
#include "optimized/optimized_engine.h"
#include "vocab/test_scale.h"

namespace tg::cli {
namespace {

struct Child {
  int status = -1;
  long max_rss_kb = 0;
};

// Runs trisgo with `args` (stdout and stderr to /dev/null). In a plain build
// the child's address space is capped, so a regression fails at the cap and
// does not take the machine's memory; the sanitizers reserve huge address
// ranges, so there only ASan's quarantine of freed blocks is made small (it
// would otherwise count up to 256 MB of freed memory as resident).
Child run_measured(const std::vector<std::string>& args, long cap_mb) {
  const pid_t pid = fork();
  if (pid == 0) {
    if (!test_scale::kSanitizedBuild) {
      const rlim_t cap = static_cast<rlim_t>(cap_mb) << 20;
      rlimit limit{cap, cap};
      setrlimit(RLIMIT_AS, &limit);
    } else {
      const char* old = std::getenv("ASAN_OPTIONS");
      const std::string options = std::string(old ? old : "") + (old && *old ? ":" : "") + "quarantine_size_mb=4";
      setenv("ASAN_OPTIONS", options.c_str(), 1);
    }
    if (std::freopen("/dev/null", "w", stdout) == nullptr || std::freopen("/dev/null", "w", stderr) == nullptr) _exit(126);
    std::vector<char*> argv{const_cast<char*>(TRISGO_BINARY)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(TRISGO_BINARY, argv.data());
    _exit(127);
  }
  Child c;
  int status = 0;
  rusage usage{};
  if (wait4(pid, &status, 0, &usage) != pid) return c;
  c.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  c.max_rss_kb = usage.ru_maxrss;
  return c;
}

TEST(LongRecord, ShowOfThreeThousandMovesStaysSmall) {
  bench::LongRecordSpec spec;
  spec.rules = find_preset("go")->rules;
  spec.size = *BoardSize::make(9);
  spec.moves = 3000;
  spec.seed = 7;
  const auto engine = opt::make_optimized_engine();
  const Record r = bench::long_record(*engine, spec);
  ASSERT_EQ(r.moves.size(), 3000u) << "the generator's game ended early";
  const std::string file = ::testing::TempDir() + "/long_record_3000_" + std::to_string(getpid()) + ".tgr";
  std::ofstream(file) << print_record(r);
  // The quadratic representation needed about 1.1 GB here; the plain
  // build's peak is now a few MB above the program's own (about 10 MB).
  const long bound_mb = test_scale::kSanitizedBuild ? 400 : 64;
  const Child c = run_measured({"show", file}, 4 * bound_mb);
  std::remove(file.c_str());
  EXPECT_EQ(c.status, 0) << "trisgo show failed (killed at the memory cap?)";
  EXPECT_LT(c.max_rss_kb, bound_mb * 1024) << "peak resident memory of trisgo show on 3,000 moves, in KB";
}

}  // namespace
}  // namespace tg::cli
