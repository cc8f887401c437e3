// `trisgo help CMD` for every registered command (issue 32): it is
// `trisgo CMD --help`, its usage line names the command, and every option
// the command's parser accepts (the flag lists of its `Args args(...)` in
// cli/cmd_NAME.cpp) appears in it. `trisgo help play` once printed the
// command list instead.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <optional>
#include <regex>
#include <set>
#include <string>

#include "cli/commands.h"
#include "cli/tests/run_trisgo.h"

namespace tg::cli {
namespace {

using testing::run_trisgo;

// The flags of the command's parser: every "--flag" literal inside its
// `Args args(...)` call, and the flag constants it names; nothing when the
// file has no such call.
std::optional<std::set<std::string>> parser_flags(const std::string& name) {
  std::string file = name;
  for (char& c : file)
    if (c == '-') c = '_';
  std::ifstream in(std::string(TRISGO_SOURCE_DIR) + "/cli/cmd_" + file + ".cpp");
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  std::set<std::string> flags;
  const std::size_t start = text.find("Args args(");
  if (start == std::string::npos) return std::nullopt;
  const std::string call = text.substr(start, text.find(");", start) - start);
  const std::regex literal("\"(--[a-z][a-z0-9-]*)\"");
  for (auto it = std::sregex_iterator(call.begin(), call.end(), literal); it != std::sregex_iterator(); ++it)
    flags.insert((*it)[1]);
  if (call.find("kMaxReplyBytesFlag") != std::string::npos) flags.insert("--max-reply-bytes");
  return flags;
}

TEST(HelpCommand, DescribesEachCommandWithEveryOptionItsParserAccepts) {
  ASSERT_GE(all_commands().size(), 17u);
  for (const Command& c : all_commands()) {
    const auto help = run_trisgo("help " + c.name);
    EXPECT_EQ(help.status, 0) << c.name << "\n" << help.both();
    EXPECT_EQ(help.out, c.help) << "trisgo help " << c.name << " is not trisgo " << c.name << " --help";
    // The usage line names the command.
    EXPECT_NE(help.out.substr(0, help.out.find('\n', help.out.find("trisgo"))).find("trisgo " + c.name), std::string::npos)
        << c.name << ":\n" << help.out.substr(0, 300);
    const auto flags = parser_flags(c.name);
    EXPECT_TRUE(flags || c.name == "bench") << c.name << ": no Args parser found in cli/cmd_" << c.name << ".cpp";
    for (const std::string& f : flags.value_or(std::set<std::string>{})) {
      // -o is how --output is written (the commands that take it map -o to it).
      const bool found = help.out.find(f) != std::string::npos || (f == "--output" && help.out.find("-o ") != std::string::npos);
      EXPECT_TRUE(found) << "trisgo help " << c.name << " does not mention " << f;
    }
  }
}

TEST(HelpCommand, RefusesAnUnknownCommand) {
  const auto r = run_trisgo("help no-such-command");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("unknown command 'no-such-command'"), std::string::npos) << r.err;
  EXPECT_EQ(run_trisgo("help play analyze").status, 2);
}

}  // namespace
}  // namespace tg::cli
