// GNU Go, the reference implementation of GTP v2, as the peer of `trisgo gtp`
// in what clients expect (issue 35, section 4): the fixed handicap placement
// of both on every board size, and a GUI-like session (handicap, one colour
// twice, two passes then a play) whose printsgf GNU Go loads to the same
// stones. A ctest SKIP when gnugo is missing (TRISGO_GNUGO, as referee_test).
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gtp/client.h"
#include "gtp/tests/transcript.h"
#include "vocab/labels.h"

namespace {

using namespace std::chrono_literals;
using tg::gtp::testing::Session;

std::string gnugo_path() {
  if (const char* v = std::getenv("TRISGO_GNUGO"); v && *v) return v;
  return TRISGO_GNUGO_DEFAULT;
}

std::vector<std::string> sorted_words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  std::sort(out.begin(), out.end());
  return out;
}

// GNU Go answers fixed_handicap in board order, we in GTP 4.1.1's table
// order: the same vertices, or both refuse the count.
TEST(GtpGnuGo, FixedHandicapPlacesTheStonesGnuGoPlaces) {
  const std::string gnugo = gnugo_path();
  if (!std::filesystem::exists(gnugo)) GTEST_SKIP() << "GNU Go not found at " << gnugo;
  tg::gtp::Client gnu({gnugo, "--mode", "gtp"}, 30s);
  int placed = 0;
  for (int n = 3; n <= 19; n += 2) {
    for (int stones = 0; stones <= 10; ++stones) {
      gnu.command("boardsize " + std::to_string(n));
      gnu.command("clear_board");
      const tg::gtp::GtpReply theirs = gnu.send("fixed_handicap " + std::to_string(stones));
      Session ours("go", n);
      const std::string reply = ours.ask("fixed_handicap " + std::to_string(stones));
      const bool ok = reply.rfind("= ", 0) == 0;
      ASSERT_EQ(ok, theirs.ok) << n << "x" << n << ", " << stones << " stones: ours " << reply << ", GNU Go "
                               << theirs.text;
      if (!ok) continue;
      EXPECT_EQ(sorted_words(reply.substr(2)), sorted_words(theirs.text)) << n << "x" << n << ", " << stones;
      ++placed;
    }
  }
  EXPECT_EQ(placed, 3 + 6 * 8);  // 7x7: 2 to 4 stones; 9x9 to 19x19: 2 to 9
  gnu.quit();
}

// A GUI's session under plain Go: handicap stones, white answers, one colour
// twice for setup, undo, two passes and a play after them. Our printsgf,
// loaded by GNU Go, gives the stones our board holds, and GNU Go's next move
// to play is ours (white after black's last move).
TEST(GtpGnuGo, GnuGoLoadsTheSgfOfAGuiSession) {
  const std::string gnugo = gnugo_path();
  if (!std::filesystem::exists(gnugo)) GTEST_SKIP() << "GNU Go not found at " << gnugo;
  Session s("go/komi=0.5", 9, 11);
  for (const char* c : {"fixed_handicap 3", "play w E5", "play b D5", "play b D6", "play w F5", "play w F6",
                        "play b C4", "undo", "play b C6", "play w pass", "play b pass", "play b E7", "genmove w"})
    ASSERT_EQ(s.ask(c).rfind("=", 0), 0u) << c << ": " << s.ask("showboard");
  const std::string sgf = s.ask("printsgf").substr(2);
  const std::string path = ::testing::TempDir() + "gtp_gnugo_gui_session.sgf";
  {
    std::ofstream f(path);
    f << sgf;
  }
  tg::gtp::Client gnu({gnugo, "--mode", "gtp"}, 30s);
  gnu.command("loadsgf " + path);
  const tg::Position& p = s.server.game().position();
  for (const char* colour : {"black", "white"}) {
    const tg::Piece want = colour[0] == 'b' ? tg::Piece::Black : tg::Piece::White;
    std::string ours;
    for (tg::Point q : p.board.size().all_points())
      if (p.board.at(q) == want) ours += tg::format_gtp_vertex(q, p.board.size()) + " ";
    EXPECT_EQ(sorted_words(gnu.command(std::string("list_stones ") + colour)), sorted_words(ours))
        << colour << "\n" << sgf;
  }
  EXPECT_EQ(std::stod(gnu.command("get_komi")), 0.5) << sgf;
  // And our own loadsgf of it gives the same position.
  Session back("go", 9);
  ASSERT_EQ(back.ask("loadsgf " + path), "= \n\n");
  EXPECT_EQ(back.ask("showboard"), s.ask("showboard"));
  gnu.quit();
}

}  // namespace
