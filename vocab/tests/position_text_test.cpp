#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

#include "vocab/position_text.h"

namespace tg {
namespace {

const Ruleset& preset_rules(const char* name) { return find_preset(name)->rules; }

std::string error_of(std::string_view text) {
  try {
    parse_position(text, "p.pos");
  } catch (const ParseError& e) {
    return e.what();
  }
  return "(no error)";
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t pos = s.find(from); pos != std::string::npos; pos = s.find(from, pos + to.size()))
    s.replace(pos, from.size(), to);
  return s;
}

// Writes every diagram row of a printed position with spaces between cells.
std::string spaced(const std::string& text) {
  std::istringstream in(text);
  std::string out, line;
  while (std::getline(in, line)) {
    bool row = !line.empty() && line.find_first_not_of(".XOT") == std::string::npos;
    if (row) {
      std::string s;
      for (char c : line) {
        if (!s.empty()) s += ' ';
        s += c;
      }
      line = s;
    }
    out += line + "\n";
  }
  return out;
}

const char* const kKo =
    "rules: trisgo-2026\n"
    "size: 5\n"
    "next: 13\n"
    "board:\n"
    ".XO..\n"
    "XO.O.\n"
    ".XO..\n"
    "....T\n"
    "XO.T.\n"
    "seen: 11\n"
    ".XO..\n"
    "X..O.\n"
    ".XO..\n"
    "....T\n"
    "XO.T.\n"
    "seen: 12\n"
    ".XO..\n"
    "X.XO.\n"
    ".XO..\n"
    "....T\n"
    "XO.T.\n";

// ---------------------------------------------------------------- features

TEST(PositionText, DefaultsAndInferredSize) {
  Position p = parse_position("board:\n...\n...\n...\n", "p.pos");
  EXPECT_EQ(p.rules, preset_rules("trisgo-2026"));
  EXPECT_EQ(p.board.size().n(), 3);
  EXPECT_EQ(p.next_move, 1);
  EXPECT_EQ(p.passes, 0);
  EXPECT_TRUE(p.history.empty());
  EXPECT_EQ(p.board.count(Piece::Empty), 9);
}

TEST(PositionText, TopRowIsHighestY) {
  Position p = parse_position("board:\nX.T\n...\n..O\n", "p.pos");
  EXPECT_EQ(p.board.at({-1, 1}), Piece::Black);
  EXPECT_EQ(p.board.at({1, 1}), Piece::Tris);
  EXPECT_EQ(p.board.at({1, -1}), Piece::White);
  EXPECT_EQ(p.board.count(Piece::Empty), 6);
}

TEST(PositionText, EveryKeyAndSeenBlocks) {
  Position p = parse_position(kKo, "ko.pos");
  EXPECT_EQ(p.board.size().n(), 5);
  EXPECT_EQ(p.next_move, 13);
  ASSERT_EQ(p.history.size(), 2u);
  EXPECT_EQ(p.history[0].next_move, 11);
  EXPECT_EQ(p.history[1].next_move, 12);
  EXPECT_EQ(p.history[1].board.at({0, 1}), Piece::Black);
  EXPECT_EQ(p.board.at({0, 1}), Piece::Empty);
  EXPECT_EQ(p.board.at({-1, 1}), Piece::White);
  ASSERT_NE(p.previous(), nullptr);
  EXPECT_EQ(p.previous()->next_move, 12);

  Position q = parse_position("rules: go/komi=0.5\nnext: 8\npasses: 2\nsize: 3\nboard:\n...\n.X.\n...\n", "p.pos");
  EXPECT_EQ(q.rules, parse_ruleset("go/komi=0.5"));
  EXPECT_EQ(q.next_move, 8);
  EXPECT_EQ(q.passes, 2);
  EXPECT_EQ(q.board.at({0, 0}), Piece::Black);
}

TEST(PositionText, CommentsAndBlankLinesAnywhere) {
  std::string text =
      "# a position\n"
      "\n"
      "rules: trisgo-2026\n"
      "   # indented comment\n"
      "next: 3\n"
      "board:\n"
      "# between the key and the rows\n"
      "X..\n"
      "\n"
      "# between rows\n"
      ".O.\n"
      "...\n"
      "#\n"
      "seen: 2\n"
      "X..\n"
      "...\n"
      "...\n"
      "# at the end";
  Position p = parse_position(text, "p.pos");
  EXPECT_EQ(p.next_move, 3);
  EXPECT_EQ(p.board.at({0, 0}), Piece::White);
  ASSERT_EQ(p.history.size(), 1u);
  EXPECT_EQ(p.history[0].board.count(Piece::Black), 1);
}

TEST(PositionText, SpacedRowsEqualUnspaced) {
  Position a = parse_position(kKo, "p.pos");
  Position b = parse_position(spaced(kKo), "p.pos");
  EXPECT_EQ(a, b);
  // Rows of one block may mix both ways.
  Position c = parse_position("board:\nX . .\n.O.\n. . T\n", "p.pos");
  Position d = parse_position("board:\nX..\n.O.\n..T\n", "p.pos");
  EXPECT_EQ(c, d);
}

TEST(PositionText, LineEndsWhitespaceAndByteOrderMark) {
  Position a = parse_position(kKo, "p.pos");
  EXPECT_EQ(parse_position(replace_all(kKo, "\n", "\r\n"), "p.pos"), a);
  std::string no_final_newline = kKo;
  no_final_newline.pop_back();
  EXPECT_EQ(parse_position(no_final_newline, "p.pos"), a);
  EXPECT_EQ(parse_position("\xEF\xBB\xBF" + std::string(kKo), "p.pos"), a);
  EXPECT_EQ(parse_position(replace_all(kKo, "\n", "  \t\n"), "p.pos"), a);
  EXPECT_EQ(parse_position(replace_all(replace_all(kKo, "\n", "\n  "), ": ", " :\t"), "p.pos"), a);
  EXPECT_EQ(parse_position(replace_all(kKo, ": ", ":"), "p.pos"), a);
}

TEST(PositionText, NumbersMayHaveLeadingZeros) {
  Position p = parse_position("next: 007\npasses: 00\nboard:\n...\n...\n...\n", "p.pos");
  EXPECT_EQ(p.next_move, 7);
  EXPECT_EQ(p.passes, 0);
}

TEST(PositionText, PrintsCanonically) {
  Position p(*BoardSize::make(3), preset_rules("go"));
  p.board.set({-1, 1}, Piece::Black);
  p.board.set({1, -1}, Piece::Tris);
  p.next_move = 4;
  EXPECT_EQ(print_position(p),
            "rules: go\n"
            "size: 3\n"
            "next: 4\n"
            "board:\n"
            "X..\n"
            "...\n"
            "..T\n");
  p.passes = 2;
  SeenPosition s{Board(*BoardSize::make(3)), 2};
  s.board.set({0, 0}, Piece::White);
  p.history.push_back(s);
  EXPECT_EQ(print_position(p),
            "rules: go\n"
            "size: 3\n"
            "next: 4\n"
            "passes: 2\n"
            "board:\n"
            "X..\n"
            "...\n"
            "..T\n"
            "seen: 2\n"
            "...\n"
            ".O.\n"
            "...\n");
  EXPECT_EQ(parse_position(print_position(p), "p.pos"), p);
  EXPECT_EQ(print_position(parse_position(spaced(kKo), "p.pos")), kKo);
}

// TrisGomoku positions store tris attributes (GM-1.2): 'B' and 'W' cells.
TEST(PositionText, GomokuAttributedTris) {
  Position p = parse_position("rules: trisgomoku\nboard:\nB.T\n.W.\nXO.\n", "g.pos");
  EXPECT_EQ(p.board.at({-1, 1}), Piece::Tris);
  EXPECT_EQ(p.board.attribute({-1, 1}), Attribute::Black);
  EXPECT_EQ(p.board.attribute({1, 1}), Attribute::Neutral);
  EXPECT_EQ(p.board.attribute({0, 0}), Attribute::White);
  EXPECT_EQ(p.board.attribute({-1, -1}), Attribute::Neutral);  // a stone carries none
  EXPECT_EQ(print_position(p), "rules: trisgomoku\nsize: 3\nnext: 1\nboard:\nB.T\n.W.\nXO.\n");
  EXPECT_EQ(parse_position(print_position(p), "g.pos"), p);
  // Placing a piece resets the stored attribute: a tris enters neutral (GM-2.2).
  p.board.set({-1, 1}, Piece::Tris);
  EXPECT_EQ(p.board.attribute({-1, 1}), Attribute::Neutral);
  EXPECT_THROW(p.board.set_attribute({0, 1}, Attribute::Black), std::invalid_argument);  // empty point
  EXPECT_EQ(board_diagram(parse_position("rules: trisgomoku\nboard:\nB.W\n...\n...\n", "g.pos").board,
                          LabelSet::Integer),
            " 1  B  .  W\n 0  .  .  .\n-1  .  .  .\n   -1  0  1\n");
}

// ---------------------------------------------------------------- errors

TEST(PositionTextErrors, HeaderLines) {
  EXPECT_EQ(error_of("hello\n"), "p.pos:1:1: expected 'key: value' or 'board:', found 'hello'");
  EXPECT_EQ(error_of("next: 2\n  ...\n"),
            "p.pos:2:3: a diagram row before 'board:': write the line 'board:' above the rows of the board");
  EXPECT_EQ(error_of(": 5\n"),
            "p.pos:1:1: missing key before ':' (known keys: rules, size, next, passes, flybomb_seed, flybomb_moves, board, seen)");
  EXPECT_EQ(error_of("# c\ncolour: black\n"),
            "p.pos:2:1: unknown key 'colour' (known keys: rules, size, next, passes, flybomb_seed, flybomb_moves, board, seen)");
  EXPECT_EQ(error_of("Size: 9\n"),
            "p.pos:1:1: unknown key 'Size' (known keys: rules, size, next, passes, flybomb_seed, flybomb_moves, board, seen)");
  EXPECT_EQ(error_of("next: 2\nrules: go\nnext: 3\n"), "p.pos:3:1: key 'next' given twice (first on line 1)");
  EXPECT_EQ(error_of("seen: 2\n"),
            "p.pos:1:1: 'seen:' blocks come after the board: write 'board:' and the current position first");
  EXPECT_EQ(error_of("board: 3\n"),
            "p.pos:1:8: 'board:' takes no value: the rows of the board follow on the next lines");
  EXPECT_EQ(error_of("next: 2\n"),
            "p.pos:2:1: missing 'board:': a position needs the line 'board:' followed by the rows of the board");
  EXPECT_EQ(error_of("next: 2"),
            "p.pos:1:8: missing 'board:': a position needs the line 'board:' followed by the rows of the board");
  EXPECT_EQ(error_of(""),
            "p.pos:1:1: missing 'board:': a position needs the line 'board:' followed by the rows of the board");
  EXPECT_EQ(error_of("\x01\xff: 1\n"),
            "p.pos:1:1: unknown key '\\x01\\xFF' (known keys: rules, size, next, passes, flybomb_seed, flybomb_moves, board, seen)");
  EXPECT_EQ(error_of(std::string(100, 'a') + "\n"),
            "p.pos:1:1: expected 'key: value' or 'board:', found '" + std::string(40, 'a') + "...'");
}

TEST(PositionTextErrors, Rules) {
  EXPECT_EQ(error_of("rules: trisgo-2027\nboard:\n...\n...\n...\n"),
            "p.pos:1:8: unknown ruleset preset 'trisgo-2027' (known: trisgo-2026, menggo, go, menggo-2019, "
            "menggo-2013, flybomb-A, flybomb-B, flybomb-C, trisgomoku)");
  EXPECT_EQ(error_of("rules:   go/komi=3.3\n"),
            "p.pos:1:18: bad value '3.3' for ruleset option 'komi' (expected a multiple of 0.25 from -1000 to 1000, such as 3.75)");
  EXPECT_EQ(error_of("rules:\n"),
            "p.pos:1:7: empty ruleset: name a preset (trisgo-2026, menggo, go, menggo-2019, menggo-2013, "
            "flybomb-A, flybomb-B, flybomb-C, trisgomoku)");
}

TEST(PositionTextErrors, Numbers) {
  EXPECT_EQ(error_of("size: nine\n"), "p.pos:1:7: 'size:' needs a whole number, found 'nine'");
  EXPECT_EQ(error_of("size:\n"), "p.pos:1:6: 'size:' needs a number");
  EXPECT_EQ(error_of("size: 8\n"),
            "p.pos:1:7: board size '8' is not allowed: boards are odd, from 3 to 19 (3, 5, 7, ..., 19)");
  EXPECT_EQ(error_of("size: 21\n"),
            "p.pos:1:7: board size '21' is not allowed: boards are odd, from 3 to 19 (3, 5, 7, ..., 19)");
  EXPECT_EQ(error_of("size: -9\n"),
            "p.pos:1:7: board size '-9' is not allowed: boards are odd, from 3 to 19 (3, 5, 7, ..., 19)");
  EXPECT_EQ(error_of("size: 99999999999999999999\n"),
            "p.pos:1:7: board size '99999999999999999999' is not allowed: boards are odd, from 3 to 19 (3, 5, 7, "
            "..., 19)");
  EXPECT_EQ(error_of("next: 0\n"), "p.pos:1:7: 'next:' must be at least 1 (moves are numbered from 1), found 0");
  EXPECT_EQ(error_of("next: -3\n"), "p.pos:1:7: 'next:' must be at least 1 (moves are numbered from 1), found -3");
  EXPECT_EQ(error_of("next: +3\n"), "p.pos:1:7: 'next:' needs a whole number, found '+3'");
  EXPECT_EQ(error_of("next: 3.5\n"), "p.pos:1:7: 'next:' needs a whole number, found '3.5'");
  EXPECT_EQ(error_of("next: 3 # three\n"), "p.pos:1:7: 'next:' needs a whole number, found '3 # three'");
  EXPECT_EQ(error_of("next: 12345678901234567890\n"),
            "p.pos:1:7: 'next:' number '12345678901234567890' is too large");
  // Move numbers stop at 1000000000 as in records (the engines add 1 to the
  // next move's number: 2147483647 overflowed and the engines disagreed).
  EXPECT_EQ(error_of("next: 2147483647\n"),
            "p.pos:1:7: 'next:' must be at most 1000000001 (move numbers stop at 1000000000), found 2147483647");
  EXPECT_EQ(error_of("next: 1000000002\n"),
            "p.pos:1:7: 'next:' must be at most 1000000001 (move numbers stop at 1000000000), found 1000000002");
  EXPECT_EQ(parse_position("next: 1000000001\nboard:\n...\n...\n...\n", "p.pos").next_move, 1000000001);
  EXPECT_EQ(error_of("passes: -1\n"), "p.pos:1:9: 'passes:' cannot be negative, found -1");
  EXPECT_EQ(error_of("passes: x\n"), "p.pos:1:9: 'passes:' needs a whole number, found 'x'");
  EXPECT_EQ(error_of("passes: 3\nnext: 3\nboard:\n...\n...\n...\n"),
            "p.pos:1:9: 'passes: 3' must be less than 'next: 3': only moves already made can have been passes");
  EXPECT_EQ(error_of("passes: 1\nboard:\n...\n...\n...\n"),
            "p.pos:1:9: 'passes: 1' must be less than 'next: 1': only moves already made can have been passes");
}

TEST(PositionTextErrors, BoardShape) {
  EXPECT_EQ(error_of("board:\n"), "p.pos:2:1: the board has no rows: its diagram must follow the line 'board:'");
  EXPECT_EQ(error_of("next: 3\nboard:\nseen: 1\n"),
            "p.pos:3:1: the board has no rows: its diagram must follow the line 'board:'");
  EXPECT_EQ(error_of("board:\n....\n"),
            "p.pos:2:1: row 1 of the board has 4 cells, which is not a board size: boards are odd, from 3 to 19 "
            "(or give 'size:')");
  EXPECT_EQ(error_of("board:\n" + std::string(21, '.') + "\n"),
            "p.pos:2:1: row 1 of the board has 21 cells, which is not a board size: boards are odd, from 3 to 19 "
            "(or give 'size:')");
  EXPECT_EQ(error_of("size: 5\nboard:\n...\n"),
            "p.pos:3:4: row 1 of the board has 3 cells, but 'size: 5' on line 1 says the board is 5 wide");
  EXPECT_EQ(error_of("size: 3\nboard:\n.....\n"),
            "p.pos:3:4: row 1 of the board has 5 cells, but 'size: 3' on line 1 says the board is 3 wide");
  EXPECT_EQ(error_of("board:\n...\n..\n"), "p.pos:3:3: row 2 of the board has 2 cells; expected 3");
  EXPECT_EQ(error_of("board:\n. . .\n. .\n"), "p.pos:3:4: row 2 of the board has 2 cells; expected 3");
  EXPECT_EQ(error_of("board:\n...\n...X\n"), "p.pos:3:4: row 2 of the board has 4 cells; expected 3");
  EXPECT_EQ(error_of("board:\n...\n. . . X\n"), "p.pos:3:7: row 2 of the board has 4 cells; expected 3");
  EXPECT_EQ(error_of("board:\n...\n...\n"), "p.pos:4:1: the board has only 2 of its 3 rows: the file ends here");
  EXPECT_EQ(error_of("board:\n...\n..."), "p.pos:3:4: the board has only 2 of its 3 rows: the file ends here");
  EXPECT_EQ(error_of("next: 3\nboard:\n...\n...\nseen: 2\n...\n"),
            "p.pos:5:1: the board has only 2 of its 3 rows");
  EXPECT_EQ(error_of("board:\n...\n...\n...\n...\n"), "p.pos:5:1: extra row: the board already has its 3 rows");
  EXPECT_EQ(error_of("board:\n...\n...\n...\nthe end\n"),
            "p.pos:5:1: stray line after the board: expected 'seen: <move number>' or the end of the file, found "
            "'the end'");
}

TEST(PositionTextErrors, Cells) {
  EXPECT_EQ(error_of("board:\n...\n.x.\n...\n"),
            "p.pos:3:2: bad cell 'x' in row 2 of the board: pieces are written with the uppercase letters X, O and T");
  EXPECT_EQ(error_of("board:\no..\n...\n...\n"),
            "p.pos:2:1: bad cell 'o' in row 1 of the board: pieces are written with the uppercase letters X, O and T");
  EXPECT_EQ(error_of("board:\n. . t\n...\n...\n"),
            "p.pos:2:5: bad cell 't' in row 1 of the board: pieces are written with the uppercase letters X, O and T");
  EXPECT_EQ(error_of("board:\n...\n...\n..0\n"),
            "p.pos:4:3: bad cell '0' (zero) in row 3 of the board: a white stone is the letter O");
  EXPECT_EQ(error_of("board:\n.+.\n...\n...\n"),
            "p.pos:2:2: bad cell '+' in row 1 of the board: expected '.' (empty), 'X' (black stone), 'O' (white "
            "stone) or 'T' (tris)");
  // Columns count code points, not bytes.
  EXPECT_EQ(error_of("board:\n●●●\n...\n...\n"),
            "p.pos:2:1: bad cell '●' in row 1 of the board: expected '.' (empty), 'X' (black stone), 'O' (white "
            "stone) or 'T' (tris)");
  EXPECT_EQ(error_of("size: 3\nboard:\n...\n..●\n...\n"),
            "p.pos:4:3: bad cell '●' in row 2 of the board: expected '.' (empty), 'X' (black stone), 'O' (white "
            "stone) or 'T' (tris)");
  EXPECT_EQ(error_of("size: 3\nboard:\n...\n●.x\n...\n"),
            "p.pos:4:1: bad cell '●' in row 2 of the board: expected '.' (empty), 'X' (black stone), 'O' (white "
            "stone) or 'T' (tris)");
  EXPECT_EQ(error_of("size: 3\nboard:\n...\n.\t.\n...\n"),
            "p.pos:4:2: bad cell a tab in row 2 of the board: expected '.' (empty), 'X' (black stone), 'O' (white "
            "stone) or 'T' (tris)");
  EXPECT_EQ(error_of("size: 3\nboard:\n...\n.\xff.\n...\n"),
            "p.pos:4:2: bad cell byte 0xFF (not UTF-8 text) in row 2 of the board: expected '.' (empty), 'X' (black "
            "stone), 'O' (white stone) or 'T' (tris)");
  EXPECT_EQ(error_of(std::string("size: 3\nboard:\n...\n.\0.\n...\n", 24)),
            "p.pos:4:2: bad cell control character U+0000 in row 2 of the board: expected '.' (empty), 'X' (black "
            "stone), 'O' (white stone) or 'T' (tris)");
  // Attributed tris only where attributes are state (TrisGomoku).
  EXPECT_EQ(error_of("board:\n.B.\n...\n...\n"),
            "p.pos:2:2: bad cell 'B' in row 1 of the board: a tris with a stored attribute ('B', 'W') exists only "
            "in TrisGomoku (game=gomoku); TrisGo derives attributes from the board (TG-5.2)");
  EXPECT_EQ(error_of("rules: trisgomoku\nboard:\n.+.\n...\n...\n"),
            "p.pos:3:2: bad cell '+' in row 1 of the board: expected '.' (empty), 'X' (black stone), 'O' (white "
            "stone) or 'T' (tris), 'B' or 'W' (black or white tris)");
  EXPECT_EQ(error_of("board:\n. .  .\n"),
            "p.pos:2:5: a row written with spaces needs exactly one space between every two cells");
  EXPECT_EQ(error_of("board:\n. ..\n"),
            "p.pos:2:4: a row written with spaces needs exactly one space between every two cells");
  EXPECT_EQ(error_of("board:\n.. .\n"),
            "p.pos:2:3: a row is written either without spaces or with one space between every two cells");
}

TEST(PositionTextErrors, SeenBlocks) {
  const std::string head = "next: 5\nboard:\n...\n...\n...\n";
  EXPECT_EQ(error_of(head + "seen:\n"),
            "p.pos:6:6: 'seen:' needs the number of the move that was next in that earlier position");
  EXPECT_EQ(error_of(head + "seen: two\n"), "p.pos:6:7: 'seen:' needs a whole number, found 'two'");
  EXPECT_EQ(error_of(head + "seen: 0\n"), "p.pos:6:7: 'seen: 0' is not a move number (moves are numbered from 1)");
  EXPECT_EQ(error_of(head + "seen: 5\n"),
            "p.pos:6:7: 'seen: 5' is not before 'next: 5': seen positions are earlier positions of the game");
  EXPECT_EQ(error_of(head + "seen: 3\n...\n...\n...\nseen: 3\n"),
            "p.pos:10:7: 'seen: 3' must come after the previous 'seen: 3' (seen blocks are oldest first)");
  EXPECT_EQ(error_of(head + "seen: 3\n...\n...\n...\nseen: 2\n"),
            "p.pos:10:7: 'seen: 2' must come after the previous 'seen: 3' (seen blocks are oldest first)");
  EXPECT_EQ(error_of(head + "seen: 3\n...\n.X\n"), "p.pos:8:3: row 2 of 'seen: 3' has 2 cells; expected 3");
  EXPECT_EQ(error_of(head + "seen: 3\n...\n.Xo\n"),
            "p.pos:8:3: bad cell 'o' in row 2 of 'seen: 3': pieces are written with the uppercase letters X, O and T");
  EXPECT_EQ(error_of(head + "seen: 3\n...\n"), "p.pos:8:1: 'seen: 3' has only 1 of its 3 rows: the file ends here");
  EXPECT_EQ(error_of(head + "seen: 3\n...\n...\n...\n...\n"),
            "p.pos:10:1: extra row: 'seen: 3' already has its 3 rows");
  EXPECT_EQ(error_of(head + "seen: 3\n...\n...\n...\nX?X\n"),
            "p.pos:10:1: stray line after 'seen: 3': expected 'seen: <move number>' or the end of the file, found "
            "'X?X'");
  EXPECT_EQ(error_of(head + "next: 4\n"), "p.pos:6:1: key 'next' must come before 'board:'");
  EXPECT_EQ(error_of(head + "board:\n"),
            "p.pos:6:1: a second 'board:': earlier positions are written as 'seen: <move number>' blocks");
  EXPECT_EQ(error_of(head + "seem: 3\n"),
            "p.pos:6:1: unknown key 'seem' (known keys: rules, size, next, passes, flybomb_seed, flybomb_moves, board, seen)");
}

TEST(PositionTextErrors, LocationsWithCrlf) {
  EXPECT_EQ(error_of("board:\r\n...\r\n..x\r\n...\r\n"),
            "p.pos:3:3: bad cell 'x' in row 2 of the board: pieces are written with the uppercase letters X, O and T");
  EXPECT_EQ(error_of("board:\r\n...\r\n..\r\n"), "p.pos:3:3: row 2 of the board has 2 cells; expected 3");
}

// UTF-16 (Windows "Unicode" text) is named, not failed at its first NUL.
TEST(PositionTextErrors, Utf16IsNamed) {
  const std::string ascii = "size: 3\nboard:\n...\n...\n...\n";
  std::string le, be;
  for (char c : ascii) {
    le += c, le += '\0';
    be += '\0', be += c;
  }
  auto named = [](const std::string& encoding, bool mark) {
    return "p.pos:1:1: " + encoding + " text (" +
           (mark ? "byte-order mark" : "no byte-order mark, but NUL bytes between its characters") +
           "); save it as UTF-8: position files must be UTF-8 (e.g. iconv -f " + encoding + " -t UTF-8)";
  };
  EXPECT_EQ(error_of("\xFF\xFE" + le), named("UTF-16LE", true));
  EXPECT_EQ(error_of("\xFE\xFF" + be), named("UTF-16BE", true));
  EXPECT_EQ(error_of(le), named("UTF-16LE", false));
  EXPECT_EQ(error_of(be), named("UTF-16BE", false));
  // UTF-32 (whose little-endian mark begins with UTF-16LE's) is named as such.
  std::string le32, be32;
  for (char c : ascii) {
    le32 += c, le32 += std::string(3, '\0');
    be32 += std::string(3, '\0'), be32 += c;
  }
  EXPECT_EQ(error_of(std::string("\xFF\xFE\0\0", 4) + le32), named("UTF-32LE", true));
  EXPECT_EQ(error_of(std::string("\0\0\xFE\xFF", 4) + be32), named("UTF-32BE", true));
  EXPECT_EQ(error_of(le32), named("UTF-32LE", false));
  EXPECT_EQ(error_of(be32), named("UTF-32BE", false));
}

TEST(PositionTextErrors, FileNameInMessage) {
  try {
    parse_position("next: 0\n", "examples/positions/bad.pos");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(e.where().file, "examples/positions/bad.pos");
    EXPECT_EQ(e.where().line, 1);
    EXPECT_EQ(e.where().column, 7);
    EXPECT_EQ(e.message(), "'next:' must be at least 1 (moves are numbered from 1), found 0");
  }
}

// ---------------------------------------------------------------- examples

std::filesystem::path examples_dir() {
  return std::filesystem::path(TRISGO_SOURCE_DIR) / "examples" / "positions";
}

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(PositionExamples, EveryExampleParsesAndRoundTrips) {
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(examples_dir())) {
    if (entry.path().extension() != ".pos") continue;
    ++count;
    std::string name = entry.path().filename().string();
    Position p = parse_position(read_text(entry.path()), name);
    EXPECT_EQ(parse_position(print_position(p), name), p) << name;
  }
  EXPECT_GE(count, 4);
}

TEST(PositionExamples, Contents) {
  Position empty = parse_position(read_text(examples_dir() / "empty-9x9.pos"), "empty-9x9.pos");
  EXPECT_EQ(empty.board.size().n(), 9);
  EXPECT_EQ(empty.board.count(Piece::Empty), 81);
  EXPECT_EQ(empty.next_move, 1);

  Position tris = parse_position(read_text(examples_dir() / "tris-5x5.pos"), "tris-5x5.pos");
  EXPECT_EQ(tris.board.size().n(), 5);
  EXPECT_EQ(tris.board.count(Piece::Tris), 2);
  EXPECT_EQ(tris.board.count(Piece::Black), 4);
  EXPECT_EQ(tris.board.count(Piece::White), 4);
  EXPECT_EQ(tris.next_move, 11);
  EXPECT_EQ(tris.to_move().kind, SlotKind::Stone);
  EXPECT_EQ(tris.to_move().side, Side::Black);

  Position ko = parse_position(read_text(examples_dir() / "ko-5x5.pos"), "ko-5x5.pos");
  EXPECT_EQ(ko, parse_position(kKo, "p.pos"));
  // Recapturing the ko would bring back the board seen before move 12, with
  // the same slot (white stone) to move.
  Board recapture = ko.board;
  recapture.set({0, 1}, Piece::Black);
  recapture.set({-1, 1}, Piece::Empty);
  EXPECT_EQ(recapture, ko.history[1].board);
  EXPECT_EQ(ko.rules.move_order().slot(14), ko.rules.move_order().slot(12));

  Position go = parse_position(read_text(examples_dir() / "go-passes-7x7.pos"), "go-passes-7x7.pos");
  EXPECT_EQ(go.rules, preset_rules("go"));
  EXPECT_EQ(go.passes, 1);
  EXPECT_EQ(go.next_move, 27);
  EXPECT_EQ(go.board.count(Piece::Black), 13);
  EXPECT_EQ(go.board.count(Piece::White), 12);
}

// ---------------------------------------------------------------- diagrams

TEST(PositionDiagram, ThreeByThreeInEveryLabelSet) {
  Board b(*BoardSize::make(3));
  b.set({-1, 1}, Piece::Black);
  b.set({0, 0}, Piece::Tris);
  b.set({1, -1}, Piece::White);
  EXPECT_EQ(board_diagram(b, LabelSet::Letter),
            "1 X . .\n"
            "0 . T .\n"
            "a . . O\n"
            "  a 0 1\n");
  EXPECT_EQ(board_diagram(b, LabelSet::Integer),
            " 1  X  .  .\n"
            " 0  .  T  .\n"
            "-1  .  .  O\n"
            "   -1  0  1\n");
  EXPECT_EQ(board_diagram(b, LabelSet::Chinese),
            "一  X  .  .\n"
            " O  .  T  .\n"
            " A  .  .  O\n"
            "    A  O 一\n");
}

TEST(PositionDiagram, CellOverride) {
  Board b(*BoardSize::make(3));
  b.set({0, 0}, Piece::Tris);
  std::vector<std::string> glyphs(9);
  glyphs[static_cast<std::size_t>(b.size().index({0, 0}))] = "△";
  glyphs[static_cast<std::size_t>(b.size().index({1, 1}))] = "+";
  EXPECT_EQ(board_diagram(b, LabelSet::Letter, &glyphs),
            "1 . . +\n"
            "0 . △ .\n"
            "a . . .\n"
            "  a 0 1\n");
  std::vector<std::string> wrong(8);
  EXPECT_THROW(board_diagram(b, LabelSet::Letter, &wrong), std::invalid_argument);
}

// Terminal columns of a line: 一..九 take two.
int terminal_width(const std::string& line) {
  int w = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(line[i]);
    if ((c & 0xC0) == 0x80) continue;
    w += c >= 0xE0 ? 2 : 1;
  }
  return w;
}

TEST(PositionDiagram, GridLinesUpOnEveryBoard) {
  for (int n = 3; n <= 19; n += 2) {
    Board b(*BoardSize::make(n));
    for (LabelSet set : kAllLabelSets) {
      std::istringstream in(board_diagram(b, set));
      std::string line;
      std::vector<int> widths;
      while (std::getline(in, line)) widths.push_back(terminal_width(line));
      ASSERT_EQ(static_cast<int>(widths.size()), n + 1);
      for (int w : widths) EXPECT_EQ(w, widths[0]) << "n=" << n << " set=" << label_set_name(set);
    }
  }
  Board b(*BoardSize::make(19));
  std::string d = board_diagram(b, LabelSet::Chinese);
  std::string first_row = "九";
  for (int i = 0; i < 19; ++i) first_row += "  .";
  EXPECT_EQ(d.substr(0, d.find('\n')), first_row);
  EXPECT_NE(d.find("\n    I  H  G  F  E  D  C  B  A  O 一 二 三 四 五 六 七 八 九\n"), std::string::npos);
}

// ---------------------------------------------------------------- properties

Position random_position() {
  int n = *rc::gen::element(3, 5, 7, 9, 11, 13, 15, 17, 19);
  std::vector<std::string> names;
  for (const auto& preset : presets()) names.push_back(preset.name);
  const Ruleset& rules = find_preset(*rc::gen::elementOf(names))->rules;
  Position p(*BoardSize::make(n), rules);
  auto fill = [&](Board& board) {
    int mode = *rc::gen::inRange(0, 3);  // empty, sparse, dense
    for (int i = 0; i < board.size().points(); ++i) {
      int r = *rc::gen::inRange(0, 8);
      if (mode == 0 || (mode == 1 && r < 6)) continue;
      board.set_index(i, *rc::gen::element(Piece::Empty, Piece::Black, Piece::White, Piece::Tris));
    }
  };
  fill(p.board);
  p.next_move = *rc::gen::oneOf(rc::gen::inRange(1, 40), rc::gen::inRange(1, kMaxMoveNumber + 2));
  p.passes = *rc::gen::inRange(0, std::min(p.next_move, 6));
  if (rules.order == OrderRule::Flybomb) {
    // A consistent flybomb state (the parser refuses others): the moves
    // before next_move walked from move 1, every due random flybomb thrown
    // and offered chosen ones at random; past move 500 none is left.
    p.flybomb.seed = *rc::gen::arbitrary<std::uint64_t>();
    for (int k = 1; k < p.next_move && k < 500; ++k) {
      const FlybombNext next = flybomb_next(rules, p.board.size(), p.flybomb, k);
      if (next.due == FlybombDue::Random || (next.due == FlybombDue::Chosen && *rc::gen::arbitrary<bool>()))
        p.flybomb.thrown.push_back(k);
    }
  }
  int entries = *rc::gen::inRange(0, std::min(3, p.next_move - 1) + 1);
  std::set<int> numbers;
  while (static_cast<int>(numbers.size()) < entries) numbers.insert(*rc::gen::inRange(1, p.next_move));
  for (int number : numbers) {
    SeenPosition s{Board(p.board.size()), number};
    fill(s.board);
    p.history.push_back(s);
  }
  return p;
}

RC_GTEST_PROP(PositionProps, PrintThenParseGivesTheSamePosition, ()) {
  Position p = random_position();
  std::string text = print_position(p);
  RC_ASSERT(parse_position(text, "p.pos") == p);
  RC_ASSERT(parse_position(spaced(text), "p.pos") == p);
  RC_ASSERT(parse_position(replace_all(text, "\n", "\r\n"), "p.pos") == p);
  RC_ASSERT(print_position(parse_position(spaced(text), "p.pos")) == text);
}

// Whatever the input, the parser returns a position or throws a ParseError
// with a location inside the text (or just past its end).
void parse_anything(const std::string& text) {
  try {
    Position p = parse_position(text, "junk");
    RC_ASSERT(p.passes < p.next_move);
  } catch (const ParseError& e) {
    RC_ASSERT(e.where().line >= 1);
    RC_ASSERT(e.where().column >= 1);
    RC_ASSERT(e.where().line <= static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1);
    RC_ASSERT(!e.message().empty());
  }
}

RC_GTEST_PROP(PositionProps, JunkNeverCrashes, (const std::string& junk)) { parse_anything(junk); }

RC_GTEST_PROP(PositionProps, DamagedPositionsNeverCrash, ()) {
  std::string text = print_position(random_position());
  int edits = *rc::gen::inRange(1, 6);
  for (int k = 0; k < edits; ++k) {
    std::size_t at = *rc::gen::inRange<std::size_t>(0, text.size());
    switch (*rc::gen::inRange(0, 4)) {
      case 0: text[at] = *rc::gen::arbitrary<char>(); break;
      case 1: text.erase(at, 1); break;
      case 2: text.insert(at, 1, *rc::gen::element('\n', ' ', ':', '#', '\r', '\xe4', 'x', '.', '9')); break;
      default: text.insert(at, *rc::gen::element<std::string>("seen: 1\n", "next: 99999999999\n", "board:\n",
                                                               "size: 3\n", "...\n")); break;
    }
  }
  parse_anything(text);
}

}  // namespace
}  // namespace tg
