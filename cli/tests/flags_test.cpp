// The one reader of numeric flags (cli/command.h): whole_number, whole_count
// and --shard K/N, which perft, audit and diff share.
#include <gtest/gtest.h>

#include <string>

#include "cli/command.h"

namespace tg::cli {
namespace {

std::string message_of(void (*f)()) {
  try {
    f();
  } catch (const UsageError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(Flags, WholeCountReadsTheWholeUint64RangeAndNothingElse) {
  EXPECT_EQ(whole_count("--seed", "18446744073709551615", 0, UINT64_MAX), UINT64_MAX);
  EXPECT_EQ(whole_count("--seed", "0", 0, 9), 0u);
  for (const char* bad : {"-1", "+5", " 5", "5 ", "5x", "", "18446744073709551616", "10"})
    EXPECT_THROW(whole_count("--seed", bad, 0, 9), UsageError) << bad;
  EXPECT_EQ(message_of([] { whole_count("--positions", "0", 1, 1000); }),
            "flag --positions needs a whole number from 1 to 1000, not '0'");
  // The same message as whole_number's.
  EXPECT_EQ(message_of([] { whole_number("--positions", "0", 1, 1000); }),
            "flag --positions needs a whole number from 1 to 1000, not '0'");
}

TEST(Flags, ShardIsKOverNWithKFromOne) {
  const ShardFlag s = shard_flag("2/3");
  EXPECT_EQ(s.index, 1);
  EXPECT_EQ(s.count, 3);
  EXPECT_EQ(shard_flag("1/1").count, 1);
  EXPECT_EQ(shard_flag("100000/100000").index, 99999);
  for (const char* bad : {"0/3", "4/3", "3", "1/2/3", "/3", "1/", "a/3", "1/100001", "-1/3", " 1/3"})
    EXPECT_THROW(shard_flag(bad), UsageError) << bad;
  EXPECT_EQ(message_of([] { shard_flag("4/3"); }),
            "flag --shard needs K/N with 1 <= K <= N <= 100000, e.g. --shard 2/4, not '4/3'");
}

TEST(Flags, TimeoutIsSecondsWithDecimals) {
  auto read = [](const std::string& v) { return timeout_flag(Args({"--timeout", v}, {"--timeout"}, {}), "10").count(); };
  EXPECT_EQ(timeout_flag(Args({}, {"--timeout"}, {}), "10").count(), 10000);
  EXPECT_EQ(read("2.5"), 2500);
  EXPECT_EQ(read("0.001"), 1);
  EXPECT_EQ(read("1"), 1000);
  EXPECT_EQ(read("86400"), 86'400'000);
  for (const char* bad : {"0", "-1", "+1", "1e3", "inf", "nan", "abc", "", ".", "1.2.3", "86400.5", "0.0004", " 1"})
    EXPECT_THROW(read(bad), UsageError) << bad;
}

}  // namespace
}  // namespace tg::cli
