// The `trisgo` command end to end: output, exit statuses (0 ok, 1 a check
// failed, 2 bad input) and error messages with locations.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <string>
#include <sys/wait.h>

namespace {

struct Invocation {
  int status = -1;
  std::string out;  // stdout and stderr together, stderr after "2>" marker
};

// Runs trisgo with `args` (shell words), stdout and stderr captured apart.
Invocation trisgo(const std::string& args) {
  const std::string err_file = ::testing::TempDir() + "/trisgo_stderr.txt";
  std::string cmd = std::string("cd ") + TRISGO_SOURCE_DIR + " && " + TRISGO_BINARY + " " + args + " 2>" + err_file;
  Invocation r;
  FILE* pipe = popen(cmd.c_str(), "r");
  if (!pipe) return r;
  std::array<char, 4096> buf{};
  std::size_t n = 0;
  while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) r.out.append(buf.data(), n);
  int status = pclose(pipe);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream e(err_file);
  std::string err((std::istreambuf_iterator<char>(e)), std::istreambuf_iterator<char>());
  r.out += "\n2>" + err;
  return r;
}

std::string write_temp(const std::string& name, const std::string& text) {
  std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path) << text;
  return path;
}

TEST(Cli, HelpListsEveryCommand) {
  Invocation r = trisgo("--help");
  EXPECT_EQ(r.status, 0);
  for (const char* c : {"rules", "record", "show", "analyze", "play", "random-game", "vectors"})
    EXPECT_NE(r.out.find(std::string("  ") + c), std::string::npos) << c;
}

TEST(Cli, UnknownCommandIsBadInput) {
  Invocation r = trisgo("frobnicate");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("trisgo: unknown command 'frobnicate'"), std::string::npos);
}

TEST(Cli, EverySubcommandHasHelp) {
  for (const char* c : {"rules", "record", "show", "analyze", "play", "random-game", "vectors"}) {
    Invocation r = trisgo(std::string(c) + " --help");
    EXPECT_EQ(r.status, 0) << c;
    EXPECT_NE(r.out.find("usage:"), std::string::npos) << c;
  }
}

TEST(Cli, RulesPrintsJsonAndCanonicalString) {
  Invocation r = trisgo("rules trisgo-2026/komi=0,cascade=none --string");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "trisgo-2026/cascade=none,komi=0");
  r = trisgo("rules go --json");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("\"komi\": 7.5"), std::string::npos);
  EXPECT_NE(r.out.find("\"order\": \"alternate\""), std::string::npos);
}

TEST(Cli, RulesRejectsUnknownOption) {
  Invocation r = trisgo("rules go/komi=3,speed=fast");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("trisgo rules: argument:1:11: unknown ruleset option 'speed'"), std::string::npos) << r.out;
}

TEST(Cli, RulesListsPresetsAndMarksUnimplemented) {
  Invocation r = trisgo("rules");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("trisgomoku"), std::string::npos);
  EXPECT_NE(r.out.find("[not implemented yet]"), std::string::npos);
  EXPECT_NE(r.out.find("eye_inspect"), std::string::npos);
}

TEST(Cli, ShowPrintsEveryLabelSet) {
  Invocation r = trisgo("show examples/positions/tris-5x5.pos --labels letter");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("  b a 0 1 2"), std::string::npos) << r.out;
  r = trisgo("show examples/positions/tris-5x5.pos --labels chinese");
  EXPECT_NE(r.out.find("B  A  O 一 二"), std::string::npos) << r.out;
  r = trisgo("show examples/positions/tris-5x5.pos --labels roman");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("unknown label set 'roman'"), std::string::npos);
}

TEST(Cli, ShowReportsLocatedErrors) {
  std::string path = write_temp("bad.pos", "rules: trisgo-2026\nboard:\n...\n.Q.\n...\n");
  Invocation r = trisgo("show " + path);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find(path + ":4:2:"), std::string::npos) << r.out;
}

TEST(Cli, MissingFileIsBadInput) {
  Invocation r = trisgo("show /nonexistent/x.pos");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("cannot read /nonexistent/x.pos"), std::string::npos);
}

TEST(Cli, RecordConvertsToSgfAndBack) {
  Invocation r = trisgo("record examples/records/art2-example.tgr --to sgf");
  ASSERT_EQ(r.status, 0) << r.out;
  // Art. 2.6's first move, 黑1.D二 = (-4, 2) on 9x9 = SGF column a, row c.
  EXPECT_NE(r.out.find(";B[ac]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("XB["), std::string::npos) << r.out;  // move 9, black's tris
  std::string sgf = write_temp("art2.sgf", r.out.substr(0, r.out.find("\n2>")));
  Invocation back = trisgo("record " + sgf + " --to notation");
  EXPECT_EQ(back.status, 0);
  EXPECT_NE(back.out.find("黑1.D二"), std::string::npos) << back.out;
  EXPECT_NE(back.out.find("玄9.AA"), std::string::npos) << back.out;
}

TEST(Cli, RecordAllPrintsEveryLabelSet) {
  Invocation r = trisgo("record examples/records/art2-example.tgr --all");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("B1.d2"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("B1.(-4,2)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("== SGF =="), std::string::npos);
}

TEST(Cli, PlayStopsAtTheFirstIllegalMoveWithItsArticle) {
  // Move 3 is on the point black took at move 1: occupied.
  std::string path = write_temp("illegal.tgr", "[Rules \"trisgo-2026\"]\n[Size \"5\"]\n\nB1.00, W2.10; B3.00\n");
  Invocation r = trisgo("play " + path);
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("stopped at move 3"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("occupied (Art. 2.4)"), std::string::npos) << r.out;
}

TEST(Cli, AnalyzePrintsJson) {
  Invocation r = trisgo("analyze examples/positions/tris-5x5.pos --json");
  ASSERT_EQ(r.status, 0) << r.out;
  for (const char* key : {"\"tris\"", "\"private_eyes\"", "\"forbidden\"", "\"score\"", "\"winner_chinese\""})
    EXPECT_NE(r.out.find(key), std::string::npos) << key;
}

TEST(Cli, RandomGameIsDeterministic) {
  Invocation a = trisgo("random-game --rules trisgo-2026 --seed 5 --size 5 --max-moves 40");
  Invocation b = trisgo("random-game --rules trisgo-2026 --seed 5 --size 5 --max-moves 40");
  ASSERT_EQ(a.status, 0) << a.out;
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out.find("random-game: seed 5"), std::string::npos);
  Invocation c = trisgo("random-game --rules trisgo-2026 --seed 6 --size 5 --max-moves 40");
  EXPECT_NE(a.out, c.out);
}

TEST(Cli, RandomGameNeedsSeedAndRules) {
  Invocation r = trisgo("random-game --rules go");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("give --seed N"), std::string::npos);
  r = trisgo("random-game --rules go --seed 1 --size 8");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("--size must be odd"), std::string::npos);
}

TEST(Cli, EngineRefusesUnimplementedRuleset) {
  Invocation r = trisgo("analyze examples/positions/tris-5x5.pos --rules trisgomoku");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("engine limit"), std::string::npos) << r.out;
}

}  // namespace
