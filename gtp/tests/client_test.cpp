// The GTP client against small scripted engines (/bin/sh): replies, "?"
// replies, multi-line replies with CRLF, an engine that dies, one that never
// answers, and a program that does not exist.
#include <signal.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "gtp/client.h"

namespace {

using GtpClient = tg::gtp::Client;
using tg::gtp::GtpError;
using namespace std::chrono_literals;

constexpr const char* kShell = "/bin/sh";

// A tiny GTP engine written in sh.
const char* kFakeEngine = R"(
while read -r line; do
  case "$line" in
    name) printf '= fake\n\n' ;;
    "7 name") printf '=7 fake\n\n' ;;
    "8 name") printf '=9 fake\n\n' ;;
    idless) printf '=3 fake\n\n' ;;
    lines) printf '= one\r\ntwo\r\n\r\n' ;;
    die) echo 'fatal: out of cheese' >&2; exit 3 ;;
    crash) kill -9 $$ ;;
    hang) sleep 30 ;;
    complain) echo 'something went wrong' >&2; printf '? it hurts\n\n' ;;
    quit) printf '=\n\n'; exit 0 ;;
    *) printf '? unknown command\n\n' ;;
  esac
done
)";

TEST(GtpClient, RepliesSuccessAndFailure) {
  if (!std::filesystem::exists(kShell)) GTEST_SKIP() << kShell << " is missing";
  GtpClient c({kShell, "-c", kFakeEngine});
  EXPECT_EQ(c.command("name"), "fake");
  EXPECT_EQ(c.command("7 name"), "fake");  // with an id
  auto r = c.send("frobnicate");
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.text, "unknown command");
  EXPECT_THROW(c.command("frobnicate"), GtpError);
  EXPECT_TRUE(c.alive());  // a "?" reply does not break the client
  EXPECT_EQ(c.command("lines"), "one\ntwo");
  c.quit();
  EXPECT_FALSE(c.alive());
}

// GTP v2, 2.6: a reply carries the id of its command, none for a command sent
// without one. Another id is a protocol error (the engine answered some other
// command), not a reply taken as this one's.
TEST(GtpClient, AReplyWithAnotherIdIsAProtocolError) {
  if (!std::filesystem::exists(kShell)) GTEST_SKIP() << kShell << " is missing";
  for (const char* command : {"8 name", "idless"}) {
    GtpClient c({kShell, "-c", kFakeEngine});
    try {
      c.send(command);
      ADD_FAILURE() << command << ": accepted";
    } catch (const GtpError& e) {
      EXPECT_EQ(e.failure().kind, tg::gtp::FailureKind::Protocol) << e.what();
      EXPECT_NE(std::string(e.what()).find(std::string(command) == "idless"
                                               ? "has the id '3', but the command was sent without an id"
                                               : "has the id '9', but the command was sent with the id 8"),
                std::string::npos)
          << e.what();
    }
    EXPECT_FALSE(c.alive());
  }
}

TEST(GtpClient, FailureReplyKeepsTheClient) {
  if (!std::filesystem::exists(kShell)) GTEST_SKIP() << kShell << " is missing";
  GtpClient c({kShell, "-c", kFakeEngine});
  auto r = c.send("complain");
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.text, "it hurts");
  EXPECT_EQ(c.command("name"), "fake");
}

TEST(GtpClient, EngineExitIsReported) {
  if (!std::filesystem::exists(kShell)) GTEST_SKIP() << kShell << " is missing";
  GtpClient c({kShell, "-c", kFakeEngine});
  try {
    c.send("die");
    FAIL() << "expected GtpError";
  } catch (const GtpError& e) {
    EXPECT_NE(std::string(e.what()).find("exited with status 3"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("fatal: out of cheese"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(c.alive());
  EXPECT_THROW(c.send("name"), GtpError);  // broken from now on
}

TEST(GtpClient, EngineKilledBySignalIsReported) {
  if (!std::filesystem::exists(kShell)) GTEST_SKIP() << kShell << " is missing";
  GtpClient c({kShell, "-c", kFakeEngine});
  try {
    c.send("crash");
    FAIL() << "expected GtpError";
  } catch (const GtpError& e) {
    EXPECT_NE(std::string(e.what()).find("signal 9"), std::string::npos) << e.what();
  }
}

TEST(GtpClient, TimeoutIsReportedAndDoesNotHang) {
  if (!std::filesystem::exists(kShell)) GTEST_SKIP() << kShell << " is missing";
  auto start = std::chrono::steady_clock::now();
  {
    GtpClient c({kShell, "-c", kFakeEngine}, 300ms);
    try {
      c.send("hang");
      FAIL() << "expected GtpError";
    } catch (const GtpError& e) {
      EXPECT_NE(std::string(e.what()).find("no response to 'hang' within 300 ms"), std::string::npos) << e.what();
    }
    EXPECT_FALSE(c.alive());
  }
  EXPECT_LT(std::chrono::steady_clock::now() - start, 10s);
}

TEST(GtpClient, DestructorStopsARunningEngine) {
  if (!std::filesystem::exists(kShell)) GTEST_SKIP() << kShell << " is missing";
  auto start = std::chrono::steady_clock::now();
  {
    // Ignores end of input: the destructor has to kill it.
    GtpClient c({kShell, "-c", "trap '' TERM; while true; do sleep 1; done"});
    EXPECT_TRUE(c.alive());
  }
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
}

TEST(GtpClient, MissingProgramIsReported) {
  try {
    GtpClient c({"/nonexistent/engine", "--mode", "gtp"});
    FAIL() << "expected GtpError";
  } catch (const GtpError& e) {
    EXPECT_NE(std::string(e.what()).find("cannot start /nonexistent/engine"), std::string::npos) << e.what();
  }
}

TEST(GtpClient, CommandsAreOneLine) {
  if (!std::filesystem::exists(kShell)) GTEST_SKIP() << kShell << " is missing";
  GtpClient c({kShell, "-c", kFakeEngine});
  EXPECT_THROW(c.send("name\nname"), GtpError);
  EXPECT_EQ(c.command("name"), "fake");
}

// Issue 36: a reply that never ends (no blank line) times out even while
// the engine keeps writing, a reply over the size limit is a failure of its
// own kind, and a quoted reply is bounded.
TEST(GtpClient, AFloodTimesOutAndAHugeReplyIsOversizedAndQuotedShort) {
  if (!std::filesystem::exists(kShell)) GTEST_SKIP() << kShell << " is missing";
  const auto start = std::chrono::steady_clock::now();
  {
    // One line a millisecond: under the size limit for the whole second.
    GtpClient c({kShell, "-c", "read line; while true; do echo y; sleep 0.001; done"}, 1000ms);
    try {
      c.send("name");
      FAIL() << "expected GtpError";
    } catch (const GtpError& e) {
      EXPECT_EQ(e.failure().kind, tg::gtp::FailureKind::Timeout) << e.what();
    }
  }
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
  {
    GtpClient c({kShell, "-c", "read line; head -c 3000000 /dev/zero | tr '\\0' x; printf '\\n\\n'; sleep 30"}, 10s);
    c.set_max_reply_bytes(1 << 20);
    try {
      c.send("name");
      FAIL() << "expected GtpError";
    } catch (const GtpError& e) {
      EXPECT_EQ(e.failure().kind, tg::gtp::FailureKind::Oversized) << std::string(e.what()).substr(0, 300);
      EXPECT_GT(e.failure().reply_bytes, 1u << 20);
      EXPECT_LT(std::string(e.what()).size(), 400u) << std::string(e.what()).substr(0, 600);
    }
  }
  {
    GtpClient c({kShell, "-c", "read line; head -c 3000000 /dev/zero | tr '\\0' x; printf '\\n\\n'; sleep 30"}, 10s);
    c.set_max_reply_bytes(8 << 20);
    try {
      c.send("name");
      FAIL() << "expected GtpError";
    } catch (const GtpError& e) {
      EXPECT_EQ(e.failure().kind, tg::gtp::FailureKind::Protocol) << std::string(e.what()).substr(0, 300);
      EXPECT_NE(std::string(e.what()).find("(3000000 bytes)"), std::string::npos) << std::string(e.what()).substr(0, 300);
      EXPECT_LT(std::string(e.what()).size(), 400u) << std::string(e.what()).substr(0, 600);
    }
  }
}

// What a signal handler calls before our process ends: every running
// engine's group gets the signal (here SIGKILL), a child of the engine too.
TEST(GtpClient, SignalAllEngineGroupsReachesTheEnginesAndTheirChildren) {
  if (!std::filesystem::exists(kShell)) GTEST_SKIP() << kShell << " is missing";
  GtpClient c({kShell, "-c", "sleep 600 & while read -r line; do printf '= %s\\n\\n' $!; done"});
  const std::string child = c.command("pid");
  ASSERT_FALSE(child.empty());
  tg::gtp::signal_all_engine_groups(SIGKILL);
  EXPECT_THROW(c.send("pid"), GtpError);  // the engine is gone
  std::this_thread::sleep_for(100ms);
  std::ifstream stat("/proc/" + child + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(text.empty() || text.find(") Z") != std::string::npos) << "the engine's child lives: " << text;
}

}  // namespace
