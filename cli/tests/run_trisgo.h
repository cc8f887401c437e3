#pragma once
// Runs the built `trisgo` from the source folder, as a user's shell would, and
// captures its exit status, stdout and stderr apart: the one runner of every
// end-to-end test of the command (cli_tests). The stderr file is named after
// the running test, since ctest -j runs tests in parallel processes that
// share the temporary folder.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <sys/wait.h>

namespace tg::cli::testing {

struct Run {
  int status = -1;  // the exit status; -1 when killed by a signal or not started
  std::string out;  // stdout
  std::string err;  // stderr
  // stdout, then a line "2>" and stderr: for tests that look for a phrase in either.
  std::string both() const { return out + "\n2>" + err; }
};

// `args` are shell words; `env` is prefixed to the command ("VAR=value").
inline Run run_trisgo(const std::string& args, const std::string& env = "") {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string name = info ? std::string(info->test_suite_name()) + "_" + info->name() : "";
  for (char& c : name)
    if (c == '/') c = '_';  // parameterized tests are named "Prefix/Suite.Test/param"
  const std::string err_file = ::testing::TempDir() + "/trisgo_stderr_" + name + ".txt";
  const std::string cmd = std::string("cd ") + TRISGO_SOURCE_DIR + " && " + env + " " + TRISGO_BINARY + " " + args +
                          " 2>" + err_file;
  Run r;
  FILE* pipe = popen(cmd.c_str(), "r");
  if (!pipe) return r;
  std::array<char, 4096> buf{};
  std::size_t n = 0;
  while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) r.out.append(buf.data(), n);
  const int status = pclose(pipe);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream e(err_file);
  r.err.assign(std::istreambuf_iterator<char>(e), std::istreambuf_iterator<char>());
  return r;
}

}  // namespace tg::cli::testing
