// GTP as clients expect it (issue 35, section 4; D-150, D-151): what GUIs
// and other programs send that a strict move order would refuse. Exact
// replies, with the transcript harness of transcript_test.cpp:
//   - under plain Go, `play` and `genmove` of either colour at any time
//     (setup stones of one colour), and play after two passes;
//   - under TrisGo's orders the refusal names the slot (wrong-slot, as data);
//   - the handicap commands of GTP 6.3.2 for plain Go, refused elsewhere;
//   - every vertex in an error reply is a GTP vertex;
//   - list_commands lists exactly the commands the server answers.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>

#include "gtp/tests/transcript.h"

namespace {

using tg::gtp::testing::run;
using tg::gtp::testing::Session;

// D-150: a GUI sets up stones by playing one colour twice. The move number
// goes to the mover's slot; the record is in free order (written as the
// plain-Go file other programs read), and undo takes back one stone.
TEST(GtpClients, PlainGoTakesEitherColourAtAnyTime) {
  Session s("go", 5);
  run(s, R"(> play b C3
= 
> play b D3
= 
> play b D4
= 
> trisgo-to-move
= 6 white stone B
> play w B2
= 
> play w B3
= 
> showboard
= 
    A B C D E
  5 . . . . . 5
  4 . . . X . 4
  3 . O X X . 3
  2 . O . . . 2
  1 . . . . . 1
    A B C D E
go; move 9 is black stone
> printsgf
= (;FF[4]GM[1]CA[UTF-8]SZ[5]RU[Chinese]KM[7.5]
;B[cc];B[dc];B[db];W[bd];W[bc]
)
> undo
= 
> trisgo-to-move
= 7 black stone A
> genmove w
= C5
> genmove w
= B3
> undo
= 
> undo
= 
> undo
= 
> showboard
= 
    A B C D E
  5 . . . . . 5
  4 . . . X . 4
  3 . . X X . 3
  2 . . . . . 2
  1 . . . . . 1
    A B C D E
go; move 6 is white stone
)");
}

// D-150 with D-13: the skipped slot is no pass, so black passing twice does
// not end the game; white's pass after them does (both have passed). D-151:
// under plain Go a GTP session goes on after two passes.
TEST(GtpClients, PlainGoGoesOnAfterTwoPasses) {
  Session s("go", 5, 3);
  run(s, R"(> play b pass
= 
> play b pass
= 
> trisgo-to-move
= 4 white stone B
> play w pass
= 
> trisgo-to-move
= ended
> final_score
= W+7.5
> play b C3
= 
> trisgo-to-move
= 6 white stone B
> undo
= 
> trisgo-to-move
= ended
> genmove w
= B1
> play b pass
= 
> play w pass
= 
> trisgo-to-move
= ended
)");
  // The printed record is in free order and reads back to the same board.
  const std::string sgf = s.ask("printsgf");
  EXPECT_NE(sgf.find(";B[];B[];W[];W[be];B[];W[]"), std::string::npos) << sgf;
}

// Where the move order forbids a colour (a tris slot, a stone slot of the
// other side), play and genmove refuse with the slot named, wrong-slot's
// words from text/ (Art. 2.3); under TrisGo the end is final (Art. 11).
TEST(GtpClients, TrisgoOrdersNameTheSlot) {
  Session s("trisgo-2026", 9, 5);
  run(s, R"(> genmove w
? cannot generate a white move: wrong-slot: move 1 is a black stone move; a white stone move does not fit it (Art. 2.3)
> play w E5
? illegal move: wrong-slot: move 1 is a black stone move; a white stone move does not fit it (Art. 2.3)
> play b A9
= 
> play b A8
? illegal move: wrong-slot: move 2 is a white stone move; a black stone move does not fit it (Art. 2.3)
> play w J9
= 
> play b A1
= 
> play w J1
= 
> play b A5
= 
> play w J5
= 
> play b E9
= 
> play w E1
= 
> play w E5
? illegal move: wrong-slot: move 9 is a black tris move; a white tris move does not fit it (Art. 2.3)
> genmove w
? cannot generate a white move: wrong-slot: move 9 is a black tris move; a white tris move does not fit it (Art. 2.3)
> fixed_handicap 2
? fixed_handicap is for plain Go (the go preset's alternate order): the rules trisgo-2026 have no handicap stones
> place_free_handicap 2
? place_free_handicap is for plain Go (the go preset's alternate order): the rules trisgo-2026 have no handicap stones
> set_free_handicap C3 G7
? set_free_handicap is for plain Go (the go preset's alternate order): the rules trisgo-2026 have no handicap stones
)");
  Session m("menggo-2013", 9);
  run(m, "> fixed_handicap 2\n? fixed_handicap is for plain Go (the go preset's alternate order): the rules "
         "menggo-2013 have no handicap stones\n");
}

// GTP 6.3.2 and 4.1.1: the fixed placement table, free placement, errors.
TEST(GtpClients, HandicapCommandsForPlainGo) {
  Session s("go", 9, 2);
  run(s, R"(> fixed_handicap 2
= C3 G7
> trisgo-to-move
= 2 white stone B
> fixed_handicap 2
? board not empty
> set_free_handicap A1 B1
? board not empty
> clear_board
= 
> fixed_handicap 1
? invalid number of stones: 2 to 9 on 9x9
> fixed_handicap 10
? invalid number of stones: 2 to 9 on 9x9
> fixed_handicap two
? syntax error: 'two' is not an integer
> fixed_handicap 9
= C3 G7 C7 G3 C5 G5 E3 E7 E5
> clear_board
= 
> fixed_handicap 5
= C3 G7 C7 G3 E5
> genmove w
= E1
> printsgf
= (;FF[4]GM[1]CA[UTF-8]SZ[9]RU[Chinese]XO[strict]KM[7.5]
HA[5]
AB[cc][gc][ee][cg][gg]
;W[ei]
)
> undo
= 
> undo
? cannot undo
> clear_board
= 
> set_free_handicap A1
? bad vertex list: 2 to 80 vertices, not 1
> set_free_handicap A1 a1
? bad vertex list: A1 is given twice
> set_free_handicap A1 pass
? bad vertex list: 'pass' is not a vertex of the board
> set_free_handicap A1 Z9
? bad vertex list: 'Z9' is not a vertex of the board
> showboard
= 
    A B C D E F G H J
  9 . . . . . . . . . 9
  8 . . . . . . . . . 8
  7 . . . . . . . . . 7
  6 . . . . . . . . . 6
  5 . . . . . . . . . 5
  4 . . . . . . . . . 4
  3 . . . . . . . . . 3
  2 . . . . . . . . . 2
  1 . . . . . . . . . 1
    A B C D E F G H J
go; move 1 is black stone
> set_free_handicap A1 J9 E5
= 
> trisgo-to-move
= 2 white stone B
> clear_board
= 
> place_free_handicap 3
= C3 G7 C7
> clear_board
= 
> place_free_handicap 81
? invalid number of stones: 2 to 80 on 9x9
> place_free_handicap 11
= C3 G7 C7 G3 C5 G5 E3 E7 E5 D2 F3
)");
  Session big("go", 19);
  run(big, "> fixed_handicap 9\n= D4 Q16 D16 Q4 D10 Q10 K4 K16 K10\n> clear_board\n= \n> fixed_handicap 6\n"
           "= D4 Q16 D16 Q4 D10 Q10\n");
  Session seven("go", 7);
  run(seven, "> fixed_handicap 5\n? invalid number of stones: 2 to 4 on 7x7\n> fixed_handicap 4\n= C3 E5 C5 E3\n");
  Session five("go", 5, 1);
  run(five, "> fixed_handicap 2\n? invalid number of stones: the 5x5 board has no fixed handicap\n");
  const std::string free5 = five.ask("place_free_handicap 2");
  EXPECT_EQ(std::count(free5.begin(), free5.end(), ' '), 2) << free5;  // "= V1 V2"
}

// Every point in an error reply is a GTP vertex (the session's label set).
TEST(GtpClients, ErrorRepliesNameGtpVertices) {
  Session s("go", 9);
  run(s, R"(> play b D4
= 
> play w D4
? illegal move: occupied: D4 is already occupied (Art. 2.4)
> play w A1
= 
> play b B1
= 
> play w J9
= 
> play b A2
= 
> play w A1
? illegal move: suicide: a white stone at A1 would leave its own string without liberties and capture nothing: suicide (D-07)
)");
  // A tris forbidden point (Art. 7.2) in trisgo-2026: white's eye at E5.
  Session t("trisgo-2026", 5);
  run(t, R"(> play b A1
= 
> play w D5
= 
> play b A3
= 
> play w E4
= 
> play b A5
= 
> play w C1
= 
> play b C3
= 
> play w E2
= 
> play b E5
? illegal move: tris-eye: E5 is a one-liberty eye of white: a tris may not be played there (Art. 7.2, D-09)
)");
}

std::set<std::string> listed(Session& s) {
  const std::string reply = s.ask("list_commands");
  std::istringstream in(reply.substr(2));
  std::set<std::string> out;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.insert(line);
  return out;
}

// list_commands lists every command the server answers (GTP 6.3.1), the
// handicap and regression commands included, and nothing else; every listed
// command is known, and every name the server answers is listed.
TEST(GtpClients, ListCommandsIsComplete) {
  Session s("go", 9);
  const std::set<std::string> expected = {
      // GTP v2 section 6: administrative, setup, core play, tournament, regression, debug.
      "protocol_version", "name", "version", "known_command", "list_commands", "quit", "boardsize", "clear_board",
      "komi", "fixed_handicap", "place_free_handicap", "set_free_handicap", "play", "genmove", "undo",
      "time_settings", "time_left", "final_score", "final_status_list", "loadsgf", "reg_genmove", "showboard",
      "printsgf",
      // The TrisGo extension (spec/formats/gtp.md).
      "trisgo-rules-version", "trisgo-set-rules", "trisgo-get-rules", "trisgo-to-move", "trisgo-legal",
      "trisgo-attributes", "trisgo-score", "trisgo-setup", "trisgo-outcome", "trisgo-score-json", "trisgo-answers",
      "trisgo-answers-compact",
      // GoGui analyze commands.
      "gogui-analyze_commands", "trisgo-gfx-attributes", "trisgo-gfx-eyes", "trisgo-gfx-forbidden",
      "trisgo-sboard-pieces"};
  const std::set<std::string> got = listed(s);
  EXPECT_EQ(got, expected);
  for (const std::string& c : got) EXPECT_EQ(s.ask("known_command " + c), "= true\n\n") << c;
  for (const auto& c : s.server.commands()) {
    EXPECT_TRUE(got.count(c.name)) << c.name << " is answered but not listed";
    EXPECT_NE(s.ask(c.name + " x y z"), "? unknown command\n\n") << c.name;
  }
  // A command added by the embedding program (trisgo gtp adds trisgo-analyze) is listed too.
  s.server.add({"trisgo-extra", "a test command", [](tg::gtp::Server&, const tg::gtp::Arguments&) { return std::string("x"); }});
  EXPECT_TRUE(listed(s).count("trisgo-extra"));
  EXPECT_EQ(s.ask("known_command trisgo-extra"), "= true\n\n");
  EXPECT_EQ(s.ask("known_command is_legal"), "= false\n\n");
}

}  // namespace
