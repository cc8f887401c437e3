// Issue 36, items 6-8: options and outputs checked before any work, located
// errors (merged shards, UTF-16 and UTF-32 files, bounded echo of arguments,
// a zero timeout), progress of the long commands, and verify --json's
// failure kind. Every run is a fraction of a second: a bad output path must
// be refused before the search it would end, so each search here is given a
// size that would take minutes if it started.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli/tests/run_trisgo.h"

namespace {

using tg::cli::testing::run_trisgo;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string temp_dir(const std::string& name) {
  const std::string dir = ::testing::TempDir() + "/checks_" + name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

std::string write(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
  return path;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

const std::string kGo = "'" + std::string(TRISGO_BINARY) + " gtp'";

// ---- 6. Outputs checked before any work -----------------------------------

// Under a regular file no folder can be made: each command says so at once,
// exit 2, before its search, game, engine or Graphviz (the runs here would
// take minutes if they started; an old trisgo found out only after them).
TEST(ChecksOutputs, AnUnwritableOutputIsRefusedBeforeAnyWork) {
  const std::string dir = temp_dir("outputs");
  const std::string file = write(dir + "/plain-file", "x");
  const std::string under = file + "/sub";
  struct Case {
    std::string args;
    std::string flag;
  };
  const Case cases[] = {
      {"audit trisgo-2026 --positions 100000000 -o " + under, "-o"},
      {"diff trisgo-2026 trisgo-2026/tris_forbid=any --positions 100000000 -o " + under, "-o"},
      {"verify --engine " + kGo + " --rules go --games 1000 --depth 6 --sizes 19 --vectors none -o " + under, "-o"},
      {"match --rules go --size 19 --games 1000 --black " + kGo + " --white " + kGo + " --sgf " + under, "--sgf"},
      {"match --rules go --size 19 --games 1000 --black " + kGo + " --white " + kGo + " --html " + under, "--html"},
      {"perft --engine " + kGo + " --descend --rules go --size 19 --depth 6 -o " + under, "-o"},
      {"perft --engine " + kGo + " --descend --rules go --size 19 --depth 6 --vector " + under + "/v.vec", "--vector"},
      {"random-game --rules go --size 19 --max-moves 1000000 --seed 1 -o " + under + "/g.tgr", "-o"},
      {"explain examples/positions/tris-5x5.pos --score -o " + under + "/why.svg", "-o"},
      {"report examples/games/demo-9x9.tgr -o " + under, "-o"},
  };
  for (const Case& c : cases) {
    const auto start = std::chrono::steady_clock::now();
    const auto r = run_trisgo(c.args);
    EXPECT_EQ(r.status, 2) << c.args << "\n" << r.both();
    EXPECT_TRUE(has(r.err, c.flag + " '")) << c.args << "\n" << r.err;
    EXPECT_TRUE(has(r.err, "plain-file")) << c.args << "\n" << r.err;
    EXPECT_EQ(r.out, "") << c.args;
    EXPECT_LT(seconds_since(start), 5) << c.args;
  }
  // A file output that names a folder, and one in a folder that does not exist.
  auto r = run_trisgo("random-game --rules go --size 5 --seed 1 -o " + dir);
  EXPECT_EQ(r.status, 2) << r.both();
  EXPECT_TRUE(has(r.err, "a folder, not a file")) << r.err;
  r = run_trisgo("explain examples/positions/tris-5x5.pos --score -o " + dir + "/no/such/why.svg");
  EXPECT_EQ(r.status, 2) << r.both();
  EXPECT_TRUE(has(r.err, "does not exist")) << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir + "/no"));
}

// ---- 7. Located errors -----------------------------------------------------

// A huge argument is echoed as about 80 characters and its size (100,000
// bytes: Linux passes no single argument longer than 128 KiB to a program).
TEST(ChecksEcho, AHugeArgumentIsQuotedBounded) {
  const std::string huge(100'000, '7');
  for (const std::string& args : {"perft --rules go --size " + huge + " --depth 1", "show --labels " + huge + " x.pos",
                                  "diff go go --sizes " + huge, "random-game --rules go --seed 1 --size 5 --" + huge}) {
    const auto r = run_trisgo(args);
    EXPECT_EQ(r.status, 2) << args.substr(0, 40);
    EXPECT_LT(r.err.size(), 400u) << args.substr(0, 40) << ": " << r.err.substr(0, 400);
    EXPECT_TRUE(has(r.err, "… (100000 bytes)") || has(r.err, "… (100002 bytes)")) << r.err.substr(0, 400);
  }
}

// --timeout 0 and a negative timeout are errors in every command with an engine.
TEST(ChecksTimeout, ZeroAndNegativeAreErrorsInPerftToo) {
  for (const char* t : {"0", "-1", "0.0004"}) {
    const auto r = run_trisgo("perft --engine " + kGo + " --rules go --size 5 --depth 1 --timeout " + t);
    EXPECT_EQ(r.status, 2) << r.both();
    EXPECT_TRUE(has(r.err, "flag --timeout needs seconds from 0.001")) << r.err;
  }
}

// UTF-16 and UTF-32 files are named by their encoding wherever files are read:
// shard reports and vector files too (they failed as malformed JSON or a
// syntax error at the first NUL), and UTF-32 positions (taken for UTF-16).
TEST(ChecksEncodings, WideFilesAreNamedByTheirByteOrderMark) {
  const std::string dir = temp_dir("encodings");
  auto utf16le = [](const std::string& ascii) {
    std::string s = "\xFF\xFE";
    for (char c : ascii) s += c, s += '\0';
    return s;
  };
  auto utf32be = [](const std::string& ascii) {
    std::string s("\0\0\xFE\xFF", 4);
    for (char c : ascii) s += std::string(3, '\0'), s += c;
    return s;
  };
  struct Case {
    std::string args, file, encoding;
  };
  const Case cases[] = {
      {"audit --merge ", write(dir + "/a.json", utf16le("{\"rules\": 1}")), "UTF-16LE"},
      {"diff --merge ", write(dir + "/d.json", utf32be("{}")), "UTF-32BE"},
      {"vectors ", write(dir + "/v.vec", utf16le("vector x\n")), "UTF-16LE"},
      {"show ", write(dir + "/p.pos", utf32be("board:\n.\n")), "UTF-32BE"},
  };
  for (const Case& c : cases) {
    const auto r = run_trisgo(c.args + c.file);
    EXPECT_EQ(r.status, 2) << c.args << r.both();
    EXPECT_TRUE(has(r.err, c.file + ":1:1: " + c.encoding + " text (byte-order mark); save it as UTF-8")) << r.err;
  }
}

// A shard report with a JSON syntax error is located in its file; two
// reports of the same shard are named.
TEST(ChecksMerge, ErrorsNameTheShardFileAndLine) {
  const std::string dir = temp_dir("merge");
  const std::string bad = write(dir + "/bad.json", "{\n  \"seed\": 1,\n  \"shard\": ]\n}\n");
  for (const std::string command : {"audit", "diff"}) {
    const auto r = run_trisgo(command + " --merge " + bad);
    EXPECT_EQ(r.status, 2) << r.both();
    EXPECT_TRUE(has(r.err, bad + ":3:12: not a")) << r.err;
  }
  const std::string plan = " --sizes 3 --exhaustive 3:1 --random 0 --games 0 --no-moves --jobs 1 --json";
  const std::string one = dir + "/one.json", two = dir + "/two.json";
  ASSERT_LE(run_trisgo("diff go go/komi=6.5" + plan + " --shard 1/2 > " + one).status, 1);
  std::filesystem::copy_file(one, two);
  const auto r = run_trisgo("diff --merge " + one + " " + two);
  EXPECT_EQ(r.status, 2) << r.both();
  EXPECT_TRUE(has(r.err, "shard 1/2 given twice (" + one + " and " + two + ")")) << r.err;
}

// Tris in a position of plain go: an error naming the file and the cell, or
// --rules when the flag gives a tris position go's rules (both were accepted).
TEST(ChecksTris, TrisInAGoPositionIsAnError) {
  const std::string dir = temp_dir("tris");
  const std::string pos = write(dir + "/t.pos", "rules: go\nboard:\n...\n.T.\n...\n");
  auto r = run_trisgo("analyze " + pos);
  EXPECT_EQ(r.status, 2) << r.both();
  EXPECT_TRUE(has(r.err, pos + ": the position holds a tris (row 2, column 2 of the board), but the rules (go) have no tris"))
      << r.err;
  r = run_trisgo("perft --position " + pos + " --depth 1");
  EXPECT_EQ(r.status, 2) << r.both();
  for (const std::string args : {"analyze examples/positions/tris-5x5.pos --rules go",
                                  "perft --position examples/positions/tris-5x5.pos --rules go --depth 1",
                                  "explain examples/positions/tris-5x5.pos --score --format json --rules go"}) {
    r = run_trisgo(args);
    EXPECT_EQ(r.status, 2) << args << "\n" << r.both();
    EXPECT_TRUE(has(r.err, "--rules: the position holds a tris (row ")) << args << "\n" << r.err;
  }
}

// ---- 8. Progress -----------------------------------------------------------

// With --progress the long commands say where they are from the start (and
// at most once a second after); without it, only after two seconds.
TEST(ChecksProgress, VerifyAndVectorsOverGtpSayWhereTheyAre) {
  auto r = run_trisgo("verify --engine " + kGo + " --rules go --games 1 --max-moves 2 --depth 0 --sizes 5 --vectors none --progress");
  EXPECT_EQ(r.status, 0) << r.both();
  EXPECT_TRUE(has(r.err, "verify: game 1 (seed 1, 5x5): 0 moves compared, 0 s\n")) << r.err;
  r = run_trisgo("vectors spec/vectors/go.vec --engine " + kGo + " --progress");
  EXPECT_EQ(r.status, 0) << r.both();
  EXPECT_TRUE(has(r.err, "vectors: 0 of ")) << r.err;
  r = run_trisgo("verify --engine " + kGo + " --rules go --games 1 --max-moves 2 --depth 0 --sizes 5 --vectors none");
  EXPECT_FALSE(has(r.err, "moves compared, 0 s")) << r.err;
}

}  // namespace
