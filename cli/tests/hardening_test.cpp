// The `trisgo` command against input and output that a careful user can
// still get wrong (issue 14): endless or oversized files, FIFOs, files that
// are empty or cut short, UTF-16 text, repeated flags, a reader that closes
// the pipe early, the default engines, and --version. The real binary is run
// in a child process with a time limit, so a regression that hangs (as
// `trisgo show /dev/zero` did) fails instead of stalling the suite.
//
// TRISGO_TEST_BINARY, when set, names another binary to run the same tests
// against (how the tests were shown to fail on the code before the fixes).
#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

#include "cli/engines.h"
#include "vocab/position_text.h"

namespace {

namespace fs = std::filesystem;

std::string binary() {
  const char* other = std::getenv("TRISGO_TEST_BINARY");
  return other && *other ? other : TRISGO_BINARY;
}

// A folder of this test's own (ctest runs tests in parallel processes).
fs::path scratch() {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  fs::path dir = fs::path(::testing::TempDir()) / ("trisgo_hardening_" + std::string(info->test_suite_name()) + "_" +
                                                   info->name());
  fs::create_directories(dir);
  return dir;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

fs::path write_file(const std::string& name, const std::string& text) {
  fs::path p = scratch() / name;
  std::ofstream(p, std::ios::binary) << text;
  return p;
}

struct Outcome {
  int status = -1;  // the exit status, or -1 when ended by a signal
  int signal = 0;   // the signal that ended it
  bool timed_out = false;
  std::string out, err;
};

struct Options {
  bool closed_stdout = false;   // stdout is a pipe whose reader is already gone
  bool ignore_sigpipe = false;  // the child starts with SIGPIPE ignored (as some runtimes leave it)
  int timeout_seconds = 60;
};

// Runs the binary with `args` from the source folder, stdin /dev/null.
Outcome trisgo(const std::vector<std::string>& args, Options o = {}) {
  const fs::path dir = scratch();
  const fs::path out_file = dir / "stdout.txt", err_file = dir / "stderr.txt";
  int pipe_fds[2] = {-1, -1};
  if (o.closed_stdout) {
    if (pipe(pipe_fds) != 0) return {};
    close(pipe_fds[0]);  // no reader, before the child writes anything
  }
  const std::string bin = binary();
  pid_t pid = fork();
  if (pid == 0) {
    if (chdir(TRISGO_SOURCE_DIR) != 0) _exit(120);
    int in = open("/dev/null", O_RDONLY);
    int out = o.closed_stdout ? pipe_fds[1] : open(out_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int err = open(err_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0 || err < 0) _exit(121);
    dup2(in, 0), dup2(out, 1), dup2(err, 2);
    signal(SIGPIPE, o.ignore_sigpipe ? SIG_IGN : SIG_DFL);  // kept across exec
    std::vector<char*> argv{const_cast<char*>(bin.c_str())};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(bin.c_str(), argv.data());
    _exit(122);
  }
  if (o.closed_stdout) close(pipe_fds[1]);
  Outcome r;
  int status = 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(o.timeout_seconds);
  while (waitpid(pid, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      r.timed_out = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  if (WIFEXITED(status)) r.status = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) r.signal = WTERMSIG(status);
  if (!o.closed_stdout) r.out = slurp(out_file);
  r.err = slurp(err_file);
  return r;
}

std::string show(const Outcome& r) {
  return "status " + std::to_string(r.status) + (r.signal ? ", signal " + std::to_string(r.signal) : "") +
         (r.timed_out ? ", TIMED OUT" : "") + "\nstdout: " + r.out.substr(0, 2000) + "\nstderr: " + r.err.substr(0, 2000);
}

// Expects exit status 2, nothing on stdout, and `message` on stderr.
void expect_bad_input(const std::vector<std::string>& args, const std::string& message, Options o = {}) {
  Outcome r = trisgo(args, o);
  std::string cmd;
  for (const auto& a : args) cmd += a + " ";
  EXPECT_EQ(r.status, 2) << cmd << show(r);
  EXPECT_EQ(r.out, "") << cmd << show(r);
  EXPECT_NE(r.err.find(message), std::string::npos) << cmd << "expected: " << message << "\n" << show(r);
}

const std::string kPosition = "size: 5\nboard:\n.....\n.XO..\n.....\n.....\n.....\n";
constexpr std::size_t kMiB = std::size_t{1} << 20;

// ---- 1. Endless and oversized input -------------------------------------

TEST(BoundedInput, DevZeroIsRefusedByEveryCommandThatReadsAFile) {
  const std::string limit16 = "/dev/zero: more than 16 MiB (16777216 bytes), the limit for ";
  expect_bad_input({"show", "/dev/zero"}, limit16 + "a position file (spec/formats/position.md)");
  expect_bad_input({"analyze", "/dev/zero"}, limit16 + "a position file (spec/formats/position.md)");
  const std::string record = "a record file in SGF or the move-number notation (spec/formats/records.md, sgf.md)";
  expect_bad_input({"record", "/dev/zero"}, limit16 + record);
  expect_bad_input({"play", "/dev/zero"}, limit16 + record);
  expect_bad_input({"vectors", "/dev/zero"}, limit16 + "a vector file (spec/vectors/README.md)");
  expect_bad_input({"rules", "--json-file", "/dev/zero"},
                   "/dev/zero: more than 1 MiB (1048576 bytes), the limit for a ruleset JSON file "
                   "(spec/formats/rulesets.md)");
}

// A FIFO is read as it comes, within the same bound: an endless writer is
// cut off at the limit, a finite one is read whole.
TEST(BoundedInput, FifosAreReadWithinTheBound) {
  const fs::path fifo = scratch() / "input.pos";
  fs::remove(fifo);
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  auto writer = [&](const std::string& text, bool endless) {
    pid_t pid = fork();
    if (pid == 0) {
      signal(SIGPIPE, SIG_DFL);  // ends the endless writer when trisgo stops reading
      int fd = open(fifo.c_str(), O_WRONLY);
      if (fd < 0) _exit(1);
      do {
        for (std::size_t done = 0; done < text.size();) {
          ssize_t n = write(fd, text.data() + done, text.size() - done);
          if (n <= 0) _exit(2);
          done += static_cast<std::size_t>(n);
        }
      } while (endless);
      close(fd);
      _exit(0);
    }
    return pid;
  };
  pid_t endless = writer("# an endless comment line ................................\n", true);
  expect_bad_input({"show", fifo.string()},
                   "input.pos: more than 16 MiB (16777216 bytes), the limit for a position file");
  // The writer ends by SIGPIPE once trisgo stops reading; were trisgo never
  // to open the FIFO, the writer would wait in open() for ever: end it.
  int status = 0;
  kill(endless, SIGKILL);
  waitpid(endless, &status, 0);

  pid_t finite = writer(kPosition, false);
  Outcome r = trisgo({"show", fifo.string(), "--canonical"});
  kill(finite, SIGKILL);  // long done when trisgo has read it all
  waitpid(finite, &status, 0);
  EXPECT_EQ(r.status, 0) << show(r);
  EXPECT_NE(r.out.find(".XO..\n"), std::string::npos) << show(r);
}

TEST(BoundedInput, AFileJustOverTheLimitIsRefusedAndOneAtTheLimitRead) {
  // A valid position padded with comment lines to exactly 16 MiB, then one byte more.
  std::string at_limit = kPosition;
  const std::string comment = "# padding .......................................................\n";
  while (at_limit.size() + comment.size() + 2 <= 16 * kMiB) at_limit += comment;
  at_limit += "#" + std::string(16 * kMiB - at_limit.size() - 2, '.') + "\n";
  ASSERT_EQ(at_limit.size(), 16 * kMiB);
  fs::path ok = write_file("at-limit.pos", at_limit);
  Outcome r = trisgo({"show", ok.string(), "--canonical"});
  EXPECT_EQ(r.status, 0) << show(r);
  fs::path over = write_file("over-limit.pos", at_limit + "\n");
  expect_bad_input({"show", over.string()}, "over-limit.pos: more than 16 MiB (16777216 bytes), the limit for a position file");

  std::string record = "[Size \"9\"]\n黑1.00\n" + std::string(16 * kMiB, ' ');
  expect_bad_input({"play", write_file("big.tgr", record).string()},
                   "big.tgr: more than 16 MiB (16777216 bytes), the limit for a record file in SGF or the move-number "
                   "notation (spec/formats/records.md, sgf.md)");
  std::string sgf = "(;FF[4]SZ[9];B[aa])" + std::string(16 * kMiB, '\n');
  expect_bad_input({"record", write_file("big.sgf", sgf).string(), "--check"},
                   "big.sgf: more than 16 MiB (16777216 bytes), the limit for a record file in SGF or the move-number "
                   "notation (spec/formats/records.md, sgf.md)");
  std::string json = "{\"preset\": \"go\"}" + std::string(kMiB, ' ');
  expect_bad_input({"rules", "--json-file", write_file("big.json", json).string()},
                   "big.json: more than 1 MiB (1048576 bytes), the limit for a ruleset JSON file");
  std::string vec = "# " + std::string(16 * kMiB, '.') + "\n";
  expect_bad_input({"vectors", write_file("big.vec", vec).string()},
                   "big.vec: more than 16 MiB (16777216 bytes), the limit for a vector file");
  fs::remove_all(scratch());  // 100 MB of test files
}

// ---- 2. Accepted though broken --------------------------------------------

TEST(BrokenInput, AnEmptyRecordIsAnError) {
  fs::path empty = write_file("empty.tgr", "");
  const std::string message = "empty.tgr:1:1: the record is empty: no tags and no moves";
  expect_bad_input({"play", empty.string()}, message);
  expect_bad_input({"record", empty.string(), "--check"}, message);
  expect_bad_input({"record", write_file("blank.tgr", "\n  \n").string()}, "blank.tgr:1:1: the record is empty");
  expect_bad_input({"play", write_file("empty.sgf", "").string()},
                   "empty.sgf:1:1: no SGF game tree found: an SGF file starts with '(;'");
  // A game not yet begun is written with its tags, and is no error.
  Outcome r = trisgo({"play", write_file("unbegun.tgr", "[Size \"9\"]\n").string()});
  EXPECT_EQ(r.status, 0) << show(r);
  EXPECT_NE(r.out.find("0 of 0 moves played"), std::string::npos) << show(r);
}

TEST(BrokenInput, AnSgfCutShortIsALocatedError) {
  fs::path cut = write_file("cut.sgf", "(;FF[4]SZ[9];B[aa]");
  const std::string message =
      "cut.sgf:1:19: missing ')': the game tree opened at line 1, column 1 is not closed (the file may be cut short)";
  expect_bad_input({"record", cut.string(), "--check"}, message);
  expect_bad_input({"play", cut.string()}, message);
}

TEST(BrokenInput, AVectorsFolderEntryThatIsNoFileIsNamed) {
  const fs::path dir = scratch() / "vectors";
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::copy_file(fs::path(TRISGO_SOURCE_DIR) / "spec/vectors/art10-repetition.vec", dir / "a.vec");
  Outcome ok = trisgo({"vectors", dir.string()});
  ASSERT_EQ(ok.status, 0) << show(ok);

  fs::create_symlink(dir / "missing-target.vec", dir / "b-broken.vec");
  expect_bad_input({"vectors", dir.string()},
                   (dir / "b-broken.vec").generic_string() + ": a broken symbolic link (to " +
                       (dir / "missing-target.vec").string() + "), not a vector file");
  fs::remove(dir / "b-broken.vec");

  fs::create_directory(dir / "c-folder.vec");
  expect_bad_input({"vectors", dir.string()}, (dir / "c-folder.vec").generic_string() + ": a folder, not a vector file");
  fs::remove(dir / "c-folder.vec");

  ASSERT_EQ(mkfifo((dir / "d-fifo.vec").c_str(), 0600), 0);
  expect_bad_input({"vectors", dir.string()},
                   (dir / "d-fifo.vec").generic_string() + ": not a regular file (a FIFO, a device or a socket)");
  fs::remove(dir / "d-fifo.vec");

  // A symbolic link to a vector file is a vector file.
  fs::create_symlink(dir / "a.vec", dir / "e-link.vec");
  Outcome linked = trisgo({"vectors", dir.string()});
  EXPECT_EQ(linked.status, 0) << show(linked);
}

// ---- 3. Messages that say what is wrong -----------------------------------

TEST(Messages, KomiGivesItsRange) {
  expect_bad_input({"rules", "trisgo-2026/komi=10000"},
                   "argument:1:18: bad value '10000' for ruleset option 'komi' (expected a multiple of 0.25 from "
                   "-1000 to 1000, such as 3.75)");
  Outcome r = trisgo({"rules"});
  EXPECT_NE(r.out.find("a multiple of 0.25 from -1000 to 1000"), std::string::npos) << show(r);
}

TEST(Messages, JsonKomiAsAStringIsAWrongType) {
  fs::path f = write_file("r.json", "{\"komi\":\"3.75\"}");
  expect_bad_input({"rules", "--json-file", f.string()},
                   "r.json:1:2: ruleset option 'komi' must be a JSON number (a multiple of 0.25 from -1000 to 1000, "
                   "such as 3.75), not the string \"3.75\"");
}

TEST(Messages, Utf16FilesAreNamedAsSuch) {
  auto utf16le = [](const std::string& ascii) {
    std::string s = "\xFF\xFE";
    for (char c : ascii) s += c, s += '\0';
    return s;
  };
  auto utf16be_no_mark = [](const std::string& ascii) {
    std::string s;
    for (char c : ascii) s += '\0', s += c;
    return s;
  };
  // Named by the one reader of files (vocab/file_io.h) with the kind of file it wanted.
  const std::string record = "; save it as UTF-8: a record file in SGF or the move-number notation must be UTF-8";
  expect_bad_input({"record", write_file("w.sgf", utf16le("(;FF[4]SZ[9];B[aa])")).string()},
                   "w.sgf:1:1: UTF-16LE text (byte-order mark)" + record + " (e.g. iconv -f UTF-16LE -t UTF-8)");
  expect_bad_input({"play", write_file("w.tgr", utf16le("[Size \"9\"]\nB1.00\n")).string()},
                   "w.tgr:1:1: UTF-16LE text (byte-order mark)" + record);
  expect_bad_input({"show", write_file("w.pos", utf16be_no_mark(kPosition)).string()},
                   "w.pos:1:1: UTF-16BE text (no byte-order mark, but NUL bytes between its characters); save it as "
                   "UTF-8: a position file must be UTF-8 (e.g. iconv -f UTF-16BE -t UTF-8)");
}

TEST(Messages, DeadOnTrisGomokuIsBadInputNotAnEngineLimit) {
  for (const char* impl : {"reference", "optimized"}) {
    Outcome r = trisgo({"play", "examples/games/gomoku-five-5x5.tgr", "--dead", "00", "--impl", impl});
    EXPECT_EQ(r.status, 2) << show(r);
    EXPECT_EQ(r.out, "") << show(r);
    EXPECT_EQ(r.err,
              "trisgo play: --dead: TrisGomoku has no dead strings: a game ends by a five, a full board or passes "
              "and is not scored (GM-6.1, GM-6.2)\n")
        << show(r);
  }
}

// Every flag given twice is refused, switches as well as flags with a value:
// the second would silently win or silently do nothing.
TEST(Messages, EveryFlagGivenTwiceIsRefused) {
  const std::string pos = "examples/positions/tris-5x5.pos", game = "examples/games/demo-9x9.tgr";
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"rules", "go", "--json", "--json"}, "--json"},
      {{"rules", "go", "--string", "--string"}, "--string"},
      {{"rules", "--list", "--list"}, "--list"},
      {{"show", pos, "--canonical", "--canonical"}, "--canonical"},
      {{"analyze", pos, "--json", "--json"}, "--json"},
      {{"play", game, "--moves", "--moves"}, "--moves"},
      {{"play", game, "--analyze", "--analyze"}, "--analyze"},
      {{"play", game, "--json", "--json"}, "--json"},
      {{"record", game, "--check", "--check"}, "--check"},
      {{"record", game, "--all", "--all"}, "--all"},
      {{"vectors", "spec/vectors/art10-repetition.vec", "--quiet", "--quiet"}, "--quiet"},
      {{"record", game, "--to", "sgf", "--to=sgf"}, "--to"},
      {{"random-game", "--rules", "go", "--seed", "1", "--seed", "1"}, "--seed"},
  };
  for (const auto& [args, flag] : cases) expect_bad_input(args, "flag " + flag + " given twice");
}

// The repetition message follows the D-12 switch, in both engines.
TEST(Messages, RepetitionIsWordedByTheSwitch) {
  // spec/vectors/art10-repetition.vec: the ko and the board seen with A to move.
  const std::string ko = "size: 5\nnext: 1\nboard:\n.....\n.XO..\nXO.O.\n.XO..\n.....\n";
  const std::string seen = "size: 5\nnext: 5\nboard:\nX...O\n.....\n.....\n.....\n.....\n"
                           "seen: 3\nX...O\n.....\n..X..\n.....\n.....\n";
  for (const char* impl : {"reference", "optimized"}) {
    auto engine = tg::cli::make_engine(impl);
    tg::Position p = tg::parse_position(ko, "ko.pos");
    tg::MoveOutcome capture = engine->play(p, tg::Move{tg::Side::Black, tg::MoveKind::Stone, tg::Point{0, 0}});
    ASSERT_TRUE(capture.legal()) << impl;
    tg::MoveOutcome retake = engine->play(*capture.after, tg::Move{tg::Side::White, tg::MoveKind::Stone, tg::Point{-1, 0}});
    EXPECT_EQ(retake.illegal, tg::Illegal::Repetition) << impl;
    EXPECT_EQ(retake.reason, tg::make_reason(tg::ReasonKind::RepetitionSituational))
        << impl;

    tg::Position q = tg::parse_position("rules: trisgo-2026/repetition=positional\n" + seen, "seen.pos");
    tg::MoveOutcome o = engine->play(q, tg::Move{tg::Side::Black, tg::MoveKind::Stone, tg::Point{0, 0}});
    EXPECT_EQ(o.illegal, tg::Illegal::Repetition) << impl;
    EXPECT_EQ(o.reason, tg::make_reason(tg::ReasonKind::RepetitionPositional))
        << impl;

    tg::Position k = tg::parse_position(ko, "ko.pos");
    k.rules = tg::parse_ruleset("trisgo-2026/repetition=situational-kind");
    k.next_move = 1;
    // Under situational-kind the retake at move 2 repeats the start (a stone slot then and now).
    tg::MoveOutcome c2 = engine->play(k, tg::Move{tg::Side::Black, tg::MoveKind::Stone, tg::Point{0, 0}});
    ASSERT_TRUE(c2.legal()) << impl;
    tg::MoveOutcome r2 = engine->play(*c2.after, tg::Move{tg::Side::White, tg::MoveKind::Stone, tg::Point{-1, 0}});
    EXPECT_EQ(r2.illegal, tg::Illegal::Repetition) << impl;
    EXPECT_EQ(r2.reason, tg::make_reason(tg::ReasonKind::RepetitionSituationalKind))
        << impl;
  }
}

// The same through `trisgo play`: a ko retaken at once, under each switch.
TEST(Messages, PlayWordsTheRepetitionByTheSwitch) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"situational", "a position that has occurred before: the same board with the same side to move (Art. 10, "
                      "D-12 repetition=situational)"},
      {"positional", "the move would bring back a board that has occurred before, whichever side was to move then "
                     "(Art. 10, D-12 repetition=positional)"},
      {"situational-kind", "the same board with the same side to move and the same kind of piece (stone or tris) to "
                           "play (Art. 10, D-12 repetition=situational-kind)"},
  };
  for (const auto& [repetition, words] : cases) {
    fs::path ko = write_file("ko-" + repetition + ".tgr",
                             "[Rules \"trisgo-2026/repetition=" + repetition +
                                 "\"]\n[Size \"5\"]\n[Setup \"B:(-1,1),(-2,0),(-1,-1) W:(0,1),(-1,0),(1,0),(0,-1)\"]\n"
                                 "B1.00 W2.a0\n");
    for (const char* impl : {"reference", "optimized"}) {
      Outcome r = trisgo({"play", ko.string(), "--impl", impl});
      EXPECT_EQ(r.status, 1) << show(r);
      EXPECT_NE(r.out.find("stopped at move 2 (white stone at AO): illegal: repetition (Art. 10): "),
                std::string::npos)
          << show(r);
      EXPECT_NE(r.out.find(words), std::string::npos) << repetition << " " << impl << "\n" << show(r);
    }
  }
}

// Found by trying the command as a demanding user would.
TEST(Messages, WhatATryOutFound) {
  // `--` ends the options (it was taken for a file named "--").
  fs::path odd = write_file("--odd.pos", kPosition);
  Outcome r = trisgo({"show", "--", odd.string(), "--canonical"});
  EXPECT_NE(r.err.find("give exactly one position or record file"), std::string::npos) << show(r);  // two files after --
  r = trisgo({"show", "--canonical", "--", odd.string()});
  EXPECT_EQ(r.status, 0) << show(r);
  // --list takes nothing else; --json and --string need a ruleset.
  expect_bad_input({"rules", "--list", "go"}, "--list prints the presets and options: give it no ruleset");
  expect_bad_input({"rules", "--json"}, "--json prints a ruleset: give one");
  expect_bad_input({"rules", "--string"}, "--string prints a ruleset: give one");
  // An empty --dead was silently no dead string at all.
  expect_bad_input({"play", "examples/games/demo-9x9.tgr", "--dead", ""}, "--dead: give the points of the dead strings");
  // A refused ruleset is refused before the game's banner.
  expect_bad_input({"random-game", "--rules", "trisgomoku/order=menggo-2013", "--seed", "1"},
                   "engine limit: the optimized engine does not implement the ruleset trisgomoku/order=menggo-2013");
  r = trisgo({"random-game", "--rules", "trisgomoku/order=menggo-2013", "--seed", "1"});
  EXPECT_EQ(r.err.find("random-game: seed"), std::string::npos) << show(r);
  // One move, not "1 moves".
  r = trisgo({"record", write_file("one.tgr", "[Size \"9\"]\nB1.00\n").string(), "--check"});
  EXPECT_NE(r.err.find("one.tgr: ok: 9x9, trisgo-2026, 1 move\n"), std::string::npos) << show(r);
  // A UTF-16 ruleset file is named as such (it was "malformed JSON: '\xFF'").
  expect_bad_input({"rules", "--json-file", write_file("w.json", std::string("\xFF\xFE{\0}\0", 6)).string()},
                   "w.json:1:1: UTF-16LE text (byte-order mark); save it as UTF-8: a ruleset JSON file must be UTF-8");
}

// ---- 4. A reader that closes the pipe early ------------------------------

// D-81: trisgo ends quietly by SIGPIPE, as cat and seq do, whether it starts
// with SIGPIPE at its default or ignored by its parent (then it used to
// report "cannot write the output", exit 2).
TEST(Pipes, AClosedPipeEndsTrisgoQuietlyBySigpipe) {
  for (bool ignored : {false, true}) {
    Options o;
    o.closed_stdout = true;
    o.ignore_sigpipe = ignored;
    Outcome r = trisgo({"play", "examples/games/demo-9x9.tgr", "--moves"}, o);
    EXPECT_EQ(r.signal, SIGPIPE) << "SIGPIPE ignored by the parent: " << ignored << "\n" << show(r);
    EXPECT_EQ(r.err, "") << "SIGPIPE ignored by the parent: " << ignored << "\n" << show(r);
  }
  // Any other failure to write (a full disk) stays exit 2 with a message:
  // Cli.UnwritableOutputIsAnError.
}

// ---- 5. Default engines ----------------------------------------------------

// D-80: analyze, play and random-game use the optimized engine unless told;
// vectors the reference. random-game names its engine with the seed; a 19x19
// game takes seconds, not minutes (timed in optimized builds only: a Debug
// build with sanitizers on a loaded machine is no measure).
TEST(Defaults, RandomGameUsesTheOptimizedEngine) {
  Outcome r = trisgo({"random-game", "--rules", "trisgo-2026", "--seed", "1", "--size", "9"});
  EXPECT_EQ(r.status, 0) << show(r);
  EXPECT_NE(r.err.find("random-game: seed 1, 9x9, trisgo-2026, at most 324 moves, optimized engine\n"),
            std::string::npos)
      << show(r);
#ifdef NDEBUG
  Options o;
  o.timeout_seconds = 60;
  Outcome big = trisgo({"random-game", "--rules", "trisgo-2026", "--seed", "1", "--size", "19"}, o);
  EXPECT_EQ(big.status, 0) << show(big);
  EXPECT_FALSE(big.timed_out) << "took more than a minute: the reference engine is still the default";
#endif
}

TEST(Defaults, EachCommandNamesItsEngineAndTheReferenceIsOneFlagAway) {
  Outcome a = trisgo({"analyze", "examples/positions/tris-5x5.pos", "--json"});
  EXPECT_NE(a.out.find("\"implementation\": \"optimized\""), std::string::npos) << show(a);
  Outcome p = trisgo({"play", "examples/games/demo-9x9.tgr", "--json"});
  EXPECT_NE(p.out.find("\"implementation\": \"optimized\""), std::string::npos) << show(p);
  Outcome pr = trisgo({"play", "examples/games/demo-9x9.tgr", "--json", "--impl", "reference"});
  EXPECT_NE(pr.out.find("\"implementation\": \"reference\""), std::string::npos) << show(pr);
  // The same seed gives the same game with either engine.
  const std::vector<std::string> game = {"random-game", "--rules", "trisgo-2026", "--seed", "5", "--size", "5"};
  std::vector<std::string> with_reference = game;
  with_reference.insert(with_reference.end(), {"--impl", "reference"});
  Outcome d = trisgo(game), ref = trisgo(with_reference);
  EXPECT_EQ(d.status, 0) << show(d);
  EXPECT_EQ(d.out, ref.out);
  for (const char* c : {"analyze", "play", "random-game", "vectors"}) {
    Outcome h = trisgo({c, "--help"});
    EXPECT_NE(h.out.find(std::string(c) == "vectors" ? "reference (the default" : "default: optimized"),
              std::string::npos)
        << c << show(h);
  }
}

// ---- 6. --version -----------------------------------------------------------

TEST(Version, NamesTheVersionTheCommitAndTheRuleTexts) {
  Outcome r = trisgo({"--version"});
  ASSERT_EQ(r.status, 0) << show(r);
  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.out, m, std::regex("^trisgo [0-9]+\\.[0-9]+\\.[0-9]+ \\(commit ([0-9a-f]{12}(-dirty)?|unknown)\\)\n")))
      << show(r);
  for (const char* text : {"trisgo-2026.zh.txt: the 2026 edition", "menggo-2019.zh.txt: the 2019 edition (2019版), "
                           "published 2019-01-01, last edited 2019-12-03", "menggo-2013.zh.txt: the first edition",
                           "trisgomoku.zh.txt", "menggo-and-flybomb.zh.txt"})
    EXPECT_NE(r.out.find(text), std::string::npos) << text << "\n" << show(r);
  EXPECT_NE(r.out.find("implemented: trisgo-2026"), std::string::npos) << show(r);
  // Every preset of every text is implemented (issue 15): none is listed as not implemented.
  for (const char* preset : {"menggo-2019", "menggo-2013", "flybomb-A", "menggo"})
    EXPECT_NE(r.out.find(preset), std::string::npos) << preset << "\n" << show(r);
  EXPECT_EQ(r.out.find("not implemented yet"), std::string::npos) << show(r);
  // In a git checkout with git at hand, the commit is one of the repository's.
  const std::string commit = m[1].str().substr(0, 12);
  if (commit != "unknown" &&
      std::system(("git -C " + std::string(TRISGO_SOURCE_DIR) + " rev-parse -q --verify " + commit +
                   "^{commit} >/dev/null 2>&1")
                      .c_str()) != 0 &&
      std::system("git --version >/dev/null 2>&1") == 0)
    ADD_FAILURE() << commit << " is no commit of " << TRISGO_SOURCE_DIR;
  expect_bad_input({"--version", "--json"}, "trisgo: --version takes no arguments");
}

// Outside a git checkout (a source tarball) the commit is "unknown".
TEST(Version, TheBuildInfoScriptFallsBackToUnknown) {
  const fs::path dir = scratch() / "not-a-checkout", out = scratch() / "build_info.h";
  fs::create_directories(dir);
  fs::remove(out);
  const std::string cmd = std::string(TRISGO_CMAKE) + " -DSOURCE_DIR=" + dir.string() + " -DOUT=" + out.string() +
                          " -DVERSION=1.2.3 -P " + TRISGO_SOURCE_DIR + "/cli/cmake/build_info.cmake";
  // GIT_CEILING_DIRECTORIES keeps git from finding a repository above the temporary folder.
  ASSERT_EQ(std::system(("GIT_CEILING_DIRECTORIES=" + scratch().string() + " " + cmd).c_str()), 0) << cmd;
  const std::string text = slurp(out);
  EXPECT_NE(text.find("#define TRISGO_VERSION \"1.2.3\""), std::string::npos) << text;
  EXPECT_NE(text.find("#define TRISGO_COMMIT \"unknown\""), std::string::npos) << text;
}

}  // namespace
