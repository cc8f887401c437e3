// GTP transcripts: a session's requests and the exact replies expected, per
// command, every error reply included. A transcript is lines "> request"
// followed by the reply's lines (without the closing empty line); the server
// runs in-process over the reference engine, in a fresh state per test.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include "gtp/protocol.h"
#include "gtp/tests/transcript.h"

namespace {

using tg::gtp::testing::Session;
using tg::gtp::testing::run;

TEST(GtpFraming, IdsCommentsTabsCrAndBlankLines) {
  Session s;
  EXPECT_EQ(s.ask(""), "(no reply)");
  EXPECT_EQ(s.ask("   \t "), "(no reply)");
  EXPECT_EQ(s.ask("# only a comment"), "(no reply)");
  EXPECT_EQ(s.ask("12 name"), "=12 TrisGo\n\n");
  EXPECT_EQ(s.ask("7\tprotocol_version  # the version\r"), "=7 2\n\n");
  EXPECT_EQ(s.ask("3 nosuch"), "?3 unknown command\n\n");
  EXPECT_EQ(s.ask("name\r"), "= TrisGo\n\n");  // CRLF input
  EXPECT_EQ(s.ask("42"), "?42 syntax error: an id without a command\n\n");
  // Command names are case-sensitive (GTP 2.7); colours and vertices are not.
  EXPECT_EQ(s.ask("NAME"), "? unknown command\n\n");
  EXPECT_EQ(s.ask("play BLACK e5"), "= \n\n");
  EXPECT_EQ(s.ask("pl\x01" "ay w\x7f D4"), "= \n\n");  // control characters are discarded
}

TEST(GtpFraming, ServeAnswersEachLineUntilQuitAndBoundsLongLines) {
  Session s;
  std::istringstream in("1 name\n\n# nothing\n" + std::string(16 * 1024 * 1024 + 1, 'x') + "\n2 protocol_version\nquit\nname\n");
  std::ostringstream out;
  s.server.serve(in, out);
  EXPECT_EQ(out.str(), "=1 TrisGo\n\n? syntax error: a line longer than 16 MiB\n\n=2 2\n\n= \n\n");
  // The last line may end without LF; the end of input ends the session.
  Session t;
  std::istringstream in2("name");
  std::ostringstream out2;
  t.server.serve(in2, out2);
  EXPECT_EQ(out2.str(), "= TrisGo\n\n");
}

TEST(GtpFraming, ReplyTextNeverHoldsAnEmptyLine) {
  EXPECT_EQ(tg::gtp::format_reply("", true, "a\n\nb\n"), "= a\nb\n\n");
  EXPECT_EQ(tg::gtp::format_reply("5", false, ""), "?5 \n\n");
  EXPECT_EQ(tg::gtp::format_reply("", true, "\nrow\n"), "= \nrow\n\n");
}

TEST(GtpStandard, AdministrativeCommands) {
  Session s;
  run(s, R"(> protocol_version
= 2
> protocol_version extra
? syntax error: protocol_version takes 0 arguments, not 1
> name
= TrisGo
> known_command genmove
= true
> known_command trisgo-legal
= true
> known_command frobnicate
= false
> known_command
? syntax error: known_command takes 1 argument, not 0
> time_settings 300 30 5
= 
> time_settings 300 x 5
? syntax error: 'x' is not an integer
> time_left b 120 0
= 
> time_left red 120 0
? syntax error: 'red' is not a colour (b, black, w, white)
)");
  const std::string list = "\n" + s.ask("list_commands").substr(2);
  for (const char* c : {"protocol_version", "name", "version", "known_command", "list_commands", "quit", "boardsize",
                        "clear_board", "komi", "play", "genmove", "undo", "showboard", "final_score",
                        "final_status_list", "loadsgf", "printsgf", "time_settings", "time_left",
                        "trisgo-set-rules", "trisgo-get-rules", "trisgo-to-move", "trisgo-legal",
                        "trisgo-attributes", "trisgo-score", "trisgo-rules-version", "gogui-analyze_commands"})
    EXPECT_NE(list.find(std::string("\n") + c + "\n"), std::string::npos) << c;
  EXPECT_EQ(s.ask("version").rfind("= ", 0), 0u);
  EXPECT_FALSE(s.server.quit_requested());
  EXPECT_EQ(s.ask("quit"), "= \n\n");
  EXPECT_TRUE(s.server.quit_requested());
}

TEST(GtpStandard, BoardsizeClearBoardKomi) {
  Session s;
  run(s, R"(> boardsize 8
? unacceptable size
> boardsize 21
? unacceptable size
> boardsize 1
? unacceptable size
> boardsize nine
? syntax error: 'nine' is not an integer
> boardsize 5
= 
> play b A5
= 
> clear_board
= 
> play b A5
= 
> komi 6.5
= 
> komi 6.3
? syntax error: komi 6.3 is not a multiple of 0.25 from -1000 to 1000
> komi lots
? syntax error: 'lots' is not a number
> komi nan
? syntax error: 'nan' is not a number
> trisgo-get-rules
= go/komi=6.5
)");
}

TEST(GtpStandard, PlayVerticesAndIllegalMoves) {
  Session s("go", 5);
  // 5x5: columns A B C D E, row 1 at the bottom; C3 is the centre (0,0).
  run(s, R"(> play b C3
= 
> play w c3
? illegal move: occupied: C3 is already occupied (Art. 2.4)
> play w I3
? syntax error: 'I3' is not a vertex of the 5x5 board (A1 to E5, no column I) nor pass
> play w F1
? syntax error: 'F1' is not a vertex of the 5x5 board (A1 to E5, no column I) nor pass
> play w A0
? syntax error: 'A0' is not a vertex of the 5x5 board (A1 to E5, no column I) nor pass
> play w
? syntax error: play takes 2 to 3 arguments, not 1
> play w tris D3
? illegal move: wrong-slot: move 2 is a white stone move; a white tris move does not fit it (Art. 2.3)
> play w pebble D3
? syntax error: 'pebble' is not a piece (stone or tris)
> play w stone pass
? syntax error: a pass places no piece: write 'pass' alone
> play w PASS
= 
> showboard
= 
    A B C D E
  5 . . . . . 5
  4 . . . . . 4
  3 . . X . . 3
  2 . . . . . 2
  1 . . . . . 1
    A B C D E
go; move 3 is black stone; 1 passes
)");
}

TEST(GtpStandard, UndoGenmoveAndScore) {
  Session s("go", 5, 7);
  run(s, R"(> undo
? cannot undo
> genmove
? syntax error: genmove takes 1 argument, not 0
> play b C3
= 
> undo
= 
> trisgo-to-move
= 1 black stone A
> final_status_list dead
= 
> final_status_list zombie
? syntax error: 'zombie' is not alive, dead or seki
> play b B2
= 
> final_status_list alive
= B2
> final_score
= B+17.5
)");
  // genmove is deterministic for a seed: two servers, same seed, same moves.
  Session a("go", 9, 99), b("go", 9, 99), c("go", 9, 100);
  std::string ma, mb, mc;
  for (int i = 0; i < 10; ++i) {
    const char* colour = i % 2 ? "w" : "b";
    ma += a.ask(std::string("genmove ") + colour);
    mb += b.ask(std::string("genmove ") + colour);
    mc += c.ask(std::string("genmove ") + colour);
  }
  EXPECT_EQ(ma, mb);
  EXPECT_NE(ma, mc);
  EXPECT_EQ(ma.find('?'), std::string::npos) << ma;
}

// FlybombGo (D-70): after black's stone a chosen flybomb is offered to black
// (the slot is black's tris), and white declines it with its stone: a GUI's
// `play w` and `genmove w` there are white's stone, not "not white's turn".
TEST(GtpFlybomb, TheOpponentDeclinesAnOfferedFlybombWithPlayOrGenmove) {
  Session s("flybomb-C", 5);
  EXPECT_EQ(s.ask("play b C3"), "= \n\n");
  EXPECT_EQ(s.ask("trisgo-to-move"), "= 2 black tris A\n\n");
  EXPECT_EQ(s.ask("play w D4"), "= \n\n");  // declines: white's stone at move 2
  EXPECT_EQ(s.ask("trisgo-to-move").rfind("= 3 white tris", 0), 0u);  // white's stone started white's turn
  Session g("flybomb-C", 5, 7);
  EXPECT_EQ(g.ask("play b C3"), "= \n\n");
  const std::string reply = g.ask("genmove w");
  ASSERT_EQ(reply.rfind("= ", 0), 0u) << reply;
  EXPECT_EQ(reply.find("tris"), std::string::npos) << reply;  // a stone (or pass), the decline
  // The thrower's genmove is its flybomb, never the opponent's declining stone
  // (the engine lists both at an offer; the answer was "stone E7", read back
  // as black's emergency conversion).
  Session t("flybomb-C", 7, 1);
  EXPECT_EQ(t.ask("play b D4"), "= \n\n");
  for (int i = 0; i < 5; ++i) {
    Session u("flybomb-C", 7, static_cast<std::uint64_t>(i));
    EXPECT_EQ(u.ask("play b D4"), "= \n\n");
    const std::string thrown = u.ask("genmove b");
    EXPECT_EQ(thrown.rfind("= tris ", 0), 0u) << thrown;
  }
  EXPECT_EQ(t.ask("trisgo-legal").find("stone"), std::string::npos);
  // trisgo-legal w at the offer: white's declining stones, one on each of
  // the 48 empty points of 7x7 (bare vertices, as play w reads them), and
  // the pass (D-141).
  const std::string declines = t.ask("trisgo-legal w");
  ASSERT_EQ(declines.rfind("= ", 0), 0u) << declines;
  EXPECT_EQ(declines.find("tris"), std::string::npos) << declines;
  EXPECT_EQ(declines.find("stone"), std::string::npos) << declines;
  EXPECT_NE(declines.find("\nD5\n"), std::string::npos) << declines;
  EXPECT_EQ(declines.find("D4\n"), std::string::npos) << declines;  // occupied
  EXPECT_EQ(std::count(declines.begin(), declines.end(), '\n'), 48 + 1 + 1) << declines;  // and the blank line
  EXPECT_NE(declines.find("pass\n"), std::string::npos) << declines;
  EXPECT_EQ(t.ask("trisgo-legal b"), t.ask("trisgo-legal"));
  // White declines with D5, which starts white's turn: now black may decline
  // white's offer, and black's list holds no tris.
  EXPECT_EQ(t.ask("play w D5"), "= \n\n");
  const std::string black_declines = t.ask("trisgo-legal b");
  EXPECT_EQ(std::count(black_declines.begin(), black_declines.end(), '\n'), 47 + 1 + 1) << black_declines;
  EXPECT_EQ(black_declines.find("tris"), std::string::npos) << black_declines;
  // On a plain stone slot the other colour has no move at all.
  Session fresh("flybomb-C", 7, 1);
  EXPECT_EQ(fresh.ask("trisgo-legal w"), "= \n\n");
  const std::string sgf = g.ask("printsgf");
  EXPECT_NE(sgf.find(";W["), std::string::npos) << sgf;
}

// Art. 11 (TG-11.1, D-13): two passes end a TrisGo game, and GTP cannot
// resume it; plain Go goes on (D-151, gtp/tests/client_conventions_test.cpp).
TEST(GtpStandard, GameOverAfterTwoPasses) {
  Session s("trisgo-2026", 5);
  run(s, R"(> play b pass
= 
> play w pass
= 
> genmove b
? cannot generate a black move: game-over: the game has ended (Art. 11, D-13)
> play b C3
? illegal move: game-over: the game has ended (Art. 11, D-13)
> trisgo-to-move
= ended
)");
}

TEST(GtpStandard, PrintsgfAndLoadsgfRoundTrip) {
  Session s("go", 5);
  run(s, R"(> play b C3
= 
> play w D3
= 
> play b pass
= 
> printsgf
= (;FF[4]GM[1]CA[UTF-8]SZ[5]RU[Chinese]XO[strict]KM[7.5]
;B[cc];W[dc];B[]
)
)");
  const std::string path = ::testing::TempDir() + "gtp_transcript_game.sgf";
  {
    std::ofstream f(path);
    f << "(;FF[4]GM[1]SZ[5]RU[go];B[cc];W[dc];B[bb])\n";
  }
  run(s, "> loadsgf " + path + " 3\n= \n> showboard\n= \n    A B C D E\n  5 . . . . . 5\n  4 . . . . . 4\n"
                               "  3 . . X O . 3\n  2 . . . . . 2\n  1 . . . . . 1\n    A B C D E\n"
                               "go; move 3 is black stone\n");
  run(s, "> loadsgf /nonexistent/game.sgf\n? cannot load file /nonexistent/game.sgf: not a regular file\n");
  run(s, "> loadsgf /dev/zero\n? cannot load file /dev/zero: not a regular file\n");  // never a hang
  run(s, "> loadsgf\n? syntax error: loadsgf takes 1 to 2 arguments, not 0\n");
  {
    std::ofstream f(path);
    f << "(;FF[4]GM[1]SZ[5]RU[go];B[cc];W[cc])\n";
  }
  run(s, "> loadsgf " + path + "\n? cannot load file: move 2 is illegal: occupied (Art. 2.4)\n");
  {
    std::ofstream f(path);
    f << "(;FF[4]SZ[5";
  }
  const std::string bad = s.ask("loadsgf " + path);
  EXPECT_EQ(bad.rfind("? cannot load file: " + path + ":1:", 0), 0u) << bad;
}

TEST(GtpTrisgo, TrisSlotsEmergencyAndRules) {
  Session s("trisgo-2026", 5);
  run(s, R"(> trisgo-rules-version
= 4 trisgo-2026
> trisgo-get-rules
= trisgo-2026
> trisgo-set-rules nonsense
? unknown rules: trisgo-set-rules:1:1: unknown ruleset preset 'nonsense' (known: trisgo-2026, menggo, go, menggo-2019, menggo-2013, flybomb-A, flybomb-B, flybomb-C, trisgomoku)
> trisgo-set-rules
? syntax error: trisgo-set-rules needs a ruleset (e.g. trisgo-2026)
> trisgo-get-rules yaml
? syntax error: the only argument is 'json'
> trisgo-to-move
= 1 black stone A
> play b A5
= 
> play w E5
= 
> play b A1
= 
> play w E1
= 
> play b A3
= 
> play w E3
= 
> play b C5
= 
> trisgo-to-move
= 8 white stone B
> play w C1
= 
> trisgo-to-move
= 9 black tris A
> trisgo-legal
= tris B5
tris D5
tris A4
tris B4
tris C4
tris D4
tris B3
tris C3
tris D3
tris A2
tris B2
tris C2
tris D2
tris B1
pass
> play b tris C3
= 
> trisgo-attributes
= neutral 6.1 0 0 0 0 C3
> undo
= 
> play b C3
= 
> showboard
= 
    A B C D E
  5 X . X . O 5
  4 . . . . . 4
  3 X . T . O 3
  2 . . . . . 2
  1 X . O . O 1
    A B C D E
trisgo-2026; move 10 is white tris
> trisgo-to-move
= 10 white tris B
> play w stone B3
? illegal move: emergency: condition P of Art. 8 does not hold: no white string is in atari (D-11 liberty-drop)
> genmove b
? cannot generate a black move: wrong-slot: move 10 is a white tris move; a black tris move does not fit it (Art. 2.3)
> genmove w
= tris C4
> trisgo-score
= black 11.5 white 11.5 neutral 2 nobody 0 komi 3.75 y 11.5 literal W chinese W winner W result W+3.75
> trisgo-get-rules json
= {"preset":"trisgo-2026","game":"go","order":"trisgo-2026","eye_rule":"trisgo-2026","attribute_rule":"trisgo-2026","eye_inspect":"adjacent","cascade":"opponent-first","suicide":"forbidden","tris_capture_check":"before-recompute","tris_forbid":"opponent","tiger_mouth":"orthogonal","emergency":"liberty-drop","repetition":"situational","end":"two-passes","dame":"split","komi_formula":"chinese","komi":3.75,"flybombs":0,"flybomb_mode":"A","encirclement":"on-move","double_five":"mover","notation":"trisgo"}
> trisgo-set-rules {"preset":"go","komi":6.5}
= 
> trisgo-get-rules
= go/komi=6.5
> trisgo-set-rules go/komi=lots
? unknown rules: trisgo-set-rules:1:9: bad value 'lots' for ruleset option 'komi' (expected a multiple of 0.25 from -1000 to 1000, such as 3.75)
)");
}

// The GoGui analyze commands on a 5x5 trisgo-2026 position: black's tris
// C5 is neutral (Art. 6.1: no stone of either colour beside... its
// parameters are all 0), and white's tris slot may not use black's
// one-point eyes A5 and B4 (Art. 7.2) nor the tiger's mouth A3 (Art. 7.3).
TEST(GtpGogui, AnalyzeCommandsDrawAttributesEyesAndForbiddenPoints) {
  Session s("trisgo-2026", 5);
  for (const char* m : {"b B5", "w E1", "b A4", "w E2", "b B3", "w D1", "b C4", "w D2", "b tris C5"})
    ASSERT_EQ(s.ask(std::string("play ") + m), "= \n\n") << m;
  run(s, R"(> gogui-analyze_commands
= gfx/TrisGo tris attributes/trisgo-gfx-attributes
gfx/TrisGo private eyes/trisgo-gfx-eyes
gfx/TrisGo forbidden points/trisgo-gfx-forbidden
sboard/TrisGo pieces/trisgo-sboard-pieces
string/TrisGo slot to move/trisgo-to-move
string/TrisGo score (Art. 13)/trisgo-score
string/TrisGo rules/trisgo-get-rules
> gogui-analyze_commands now
? syntax error: gogui-analyze_commands takes 0 arguments, not 1
> trisgo-gfx-attributes
= LABEL C5 N
TEXT tris strings: 0 black, 0 white, 1 neutral (Art. 6)
> trisgo-gfx-eyes
= TEXT strings with a private eye: 0, without: 5 (Art. 4.3)
> trisgo-gfx-forbidden
= MARK A5 B4 A3
TEXT forbidden for the slot to move: A5 tris-eye (Art. 7.2), B4 tris-eye (Art. 7.2), A3 tris-tiger-mouth (Art. 7.3)
> trisgo-sboard-pieces
= 
. X Tn . .
X . X . .
. X . . .
. . . O O
. . . O O
> trisgo-sboard-pieces x
? syntax error: trisgo-sboard-pieces takes 0 arguments, not 1
)");
  // A black string B5 A4 B4 around the empty corner A5: its private eye
  // (Art. 4.3: a closed region of black with an empty string, no other
  // string of black beside it); the white string D1 E1 E2 has none.
  Session e("trisgo-2026", 5);
  for (const char* m : {"b B5", "w E1", "b A4", "w E2", "b B4", "w D1"}) ASSERT_EQ(e.ask(std::string("play ") + m), "= \n\n");
  run(e, "> trisgo-gfx-eyes\n= BLACK A5\nTEXT strings with a private eye: 1, without: 1 (Art. 4.3)\n");
}

}  // namespace
