// Every tool that starts engines (trisgo match, verify, diff with a GTP
// side, perft --engine, vectors --engine) against every mode of the chaos engine (chaos_engine.cpp), and
// against `yes`. Each run must end within its timeout plus 5 s, with the
// failure's kind in its output and the documented exit status, leave no
// process of the engine's group behind (the forked child included), and
// stay below a memory bound (ru_maxrss of the tool and the processes it
// waited for). The runner kills a run that overstays, so a hang fails
// the test instead of hanging it.
#include <dirent.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

// The per-command timeout of every run, in seconds as every command takes it.
constexpr int kTimeoutSeconds = 1;
constexpr const char* kMatchTimeout = "1";
constexpr auto kGrace = 5s;
constexpr long kMaxRssKb = 256 * 1024;  // a 100 MB reply must not be held

struct RunResult {
  int status = -1;  // exit status, or -1 when killed by a signal
  bool overstayed = false;
  double seconds = 0;
  long maxrss_kb = 0;
  std::string out, err;
  std::string both() const { return out + "\n2>" + err; }
};

std::string slurp(const std::string& path) {
  std::ifstream f(path);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

std::string temp(const std::string& name) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string id = std::string(info->test_suite_name()) + "_" + info->name();
  for (char& c : id)
    if (c == '/') c = '_';
  return ::testing::TempDir() + "/chaos_" + id + "_" + name;
}

// Runs argv in its own process group with CHAOS_PIDFILE set; kills the
// group after timeout + kGrace.
RunResult run(const std::vector<std::string>& argv, const std::string& pidfile) {
  const std::string out = temp("out.txt"), err = temp("err.txt");
  std::vector<char*> args;
  std::vector<std::string> copy = argv;
  for (auto& a : copy) args.push_back(a.data());
  args.push_back(nullptr);
  const auto start = Clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    setpgid(0, 0);
    setenv("CHAOS_PIDFILE", pidfile.c_str(), 1);
    if (!freopen(out.c_str(), "w", stdout) || !freopen(err.c_str(), "w", stderr)) _exit(126);
    chdir(TRISGO_SOURCE_DIR);
    execv(args[0], args.data());
    _exit(127);
  }
  RunResult r;
  int status = 0;
  rusage usage{};
  for (;;) {
    const pid_t w = wait4(pid, &status, WNOHANG, &usage);
    if (w == pid) break;
    if (Clock::now() - start > std::chrono::seconds(kTimeoutSeconds) + kGrace && !r.overstayed) {
      r.overstayed = true;
      kill(-pid, SIGKILL);
    }
    std::this_thread::sleep_for(10ms);
  }
  r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.maxrss_kb = usage.ru_maxrss;
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

// A process is gone when it does not exist or is a zombie nobody reaped
// (PID 1 of a container may not).
bool gone(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  if (text.empty()) return true;
  const std::size_t paren = text.rfind(')');
  return paren != std::string::npos && paren + 2 < text.size() && text[paren + 2] == 'Z';
}

// The live processes of process group `pgid`.
std::vector<pid_t> group_members(pid_t pgid) {
  std::vector<pid_t> out;
  DIR* d = opendir("/proc");
  if (!d) return out;
  while (dirent* e = readdir(d)) {
    const pid_t p = static_cast<pid_t>(std::atol(e->d_name));
    if (p <= 0) continue;
    if (getpgid(p) == pgid && !gone(p)) out.push_back(p);
  }
  closedir(d);
  return out;
}

struct Case {
  std::string tool;  // match, verify, diff, perft, vectors
  std::string mode;  // a chaos mode, or "yes"
};

std::string chaos_command(const std::string& mode) {
  if (mode == "yes") return "yes";
  // The chaos engine passes the commands on to a real engine: until its
  // fault it is a good engine (diff and verify need one that answers).
  return std::string(TRISGO_CHAOS_ENGINE) + " " + mode + " -- " + TRISGO_BINARY + " gtp --rules go";
}

std::vector<std::string> tool_argv(const Case& c) {
  const std::string bin = TRISGO_BINARY, engine = chaos_command(c.mode);
  const std::string t = std::to_string(kTimeoutSeconds);
  if (c.tool == "match")
    return {bin, "match", "--black", engine, "--white", bin + " gtp --rules go", "--rules", "go", "--size", "5",
            "--max-moves", "6", "--timeout", kMatchTimeout};
  if (c.tool == "perft")
    return {bin, "perft", "--engine", engine, "--rules", "go", "--size", "5", "--depth", "1", "--timeout", t};
  if (c.tool == "vectors")  // run in the source folder (run() changes into it)
    return {bin, "vectors", "spec/vectors/go.vec", "--engine", engine, "--timeout", t, "--quiet"};
  if (c.tool == "verify")
    return {bin, "verify", "--engine", engine, "--rules", "go", "--sizes", "5", "--games", "1", "--depth", "1",
            "--vectors", "none", "--max-moves", "8", "--timeout", t};
  return {bin, "diff", "gtp:\"" + engine + "\"@go", "go", "--sizes", "3", "--positions", "20", "--jobs", "2",
          "--no-moves", "--check-impl", "none", "--timeout", t, "--quiet"};
}

// What the output must name, and the exit status.
struct Expect {
  std::vector<std::string> any_of;  // one of these in stdout or stderr
  int status;
  std::vector<std::string> kinds = {};  // exit 1: "ENGINE FAILURE (KIND)" with one of these
};

Expect expected(const Case& c) {
  // An engine that fails before it answered its name cannot be started:
  // verify and diff say so and exit 2; match forfeits its game.
  const bool at_start = c.mode == "exit" || c.mode == "yes";
  const int fail = at_start && c.tool != "match" ? 2 : 1;
  if (c.mode == "hang") return {{"no response to"}, fail, {"timeout"}};
  if (c.mode == "flood" || c.mode == "yes") return {{"exceeds"}, fail, {"oversized-reply", "timeout"}};
  if (c.mode == "huge") return {{"exceeds"}, fail, {"oversized-reply"}};
  if (c.mode == "crash") return {{"signal 11"}, fail, {"crash"}};
  if (c.mode == "exit") return {{"exited with status 3"}, fail, {"crash"}};
  if (c.mode == "garbage") return {{"malformed response"}, fail, {"protocol"}};
  if (c.mode == "wrong_id") return {{"but the command was sent without an id"}, fail, {"protocol"}};
  // The child holds the engine's output open: no end of file, a timeout.
  if (c.mode == "fork") return {{"exited with status 4", "no response to"}, fail, {"crash", "timeout"}};
  return {{""}, 0};  // slow: no fault
}

class Chaos : public ::testing::TestWithParam<Case> {};

TEST_P(Chaos, EndsInTimeWithTheFailureAndLeavesNothing) {
  const Case c = GetParam();
  const std::string pidfile = temp("pids.txt");
  std::remove(pidfile.c_str());
  const RunResult r = run(tool_argv(c), pidfile);
  const Expect e = expected(c);
  EXPECT_FALSE(r.overstayed) << c.tool << " against " << c.mode << " ran over its timeout + 5 s:\n" << r.both();
  EXPECT_LT(r.seconds, kTimeoutSeconds + std::chrono::duration<double>(kGrace).count());
  EXPECT_EQ(r.status, e.status) << r.both();
  bool named = false;
  for (const std::string& s : e.any_of) named = named || r.both().find(s) != std::string::npos;
  EXPECT_TRUE(named) << "expected one of: " << e.any_of.front() << "\n" << r.both().substr(0, 4000);
  if (e.status == 1) {
    bool kind = false;
    for (const std::string& k : e.kinds) kind = kind || r.both().find("ENGINE FAILURE (" + k + ")") != std::string::npos;
    EXPECT_TRUE(kind) << "expected ENGINE FAILURE (" << e.kinds.front() << ")\n" << r.both().substr(0, 4000);
  }
  if (e.status == 2) {
    EXPECT_NE(r.both().find("cannot start"), std::string::npos) << r.both().substr(0, 4000);
  }
  // Bounded echo: no line of the output is longer than a few hundred bytes
  // of quoted reply (a 100 MB reply, a flood of 'x').
  std::istringstream lines(r.both());
  for (std::string line; std::getline(lines, line);) EXPECT_LT(line.size(), 2000u) << line.substr(0, 200);
  EXPECT_LT(r.maxrss_kb, kMaxRssKb) << "memory: " << r.maxrss_kb << " kB";
  // No process of the engine's group is left, the forked child included.
  std::ifstream pids(pidfile);
  pid_t engine = 0, child = 0;
  if (c.mode != "yes") {
    ASSERT_TRUE(pids >> engine) << "the chaos engine did not start";
    std::this_thread::sleep_for(100ms);  // SIGKILL is delivered asynchronously
    EXPECT_TRUE(group_members(engine).empty()) << "processes left in the engine's group " << engine;
    if (c.mode == "fork") {
      ASSERT_TRUE(pids >> child);
      EXPECT_TRUE(gone(child)) << "the engine's child " << child << " outlived it";
      if (!gone(child)) kill(child, SIGKILL);
    }
    for (pid_t p : group_members(engine)) kill(p, SIGKILL);  // leave nothing, even when failing
  }
}

std::vector<Case> cases() {
  std::vector<Case> out;
  for (const char* tool : {"match", "verify", "diff", "perft", "vectors"})
    for (const char* mode : {"hang", "flood", "huge", "crash", "exit", "garbage", "wrong_id", "slow", "fork", "yes"})
      out.push_back({tool, mode});
  return out;
}

INSTANTIATE_TEST_SUITE_P(Tools, Chaos, ::testing::ValuesIn(cases()),
                         [](const ::testing::TestParamInfo<Case>& i) { return i.param.tool + "_" + i.param.mode; });

}  // namespace
