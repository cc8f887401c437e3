// SGF FF[4] with the tris extension (spec/formats/sgf.md): reading, writing,
// conversion to and from the notation, every error message, GNU Go's
// regression games, and RapidCheck round trips.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "vocab/record.h"
#include "vocab/sgf.h"

namespace tg {
namespace test {
Record random_record();  // record_test.cpp
std::string random_text();
}  // namespace test

namespace {

using Tags = std::vector<std::pair<std::string, std::string>>;
Point P(int x, int y) { return Point{x, y}; }

void expect_error(const std::string& text, const std::string& message) {
  try {
    Record r = parse_sgf(text, "g.sgf");
    ADD_FAILURE() << "no error for:\n" << text << "\nexpected: " << message;
  } catch (const ParseError& e) {
    EXPECT_EQ(std::string(e.what()), message) << "for:\n" << text;
  }
}

// Both directions, both formats.
void expect_round_trips(const Record& r) {
  EXPECT_EQ(record_problem(r), "");
  EXPECT_EQ(parse_sgf(print_sgf(r)), r) << print_sgf(r);
  EXPECT_EQ(parse_record(print_record(r)), r) << print_record(r);
  EXPECT_EQ(parse_sgf(print_sgf(parse_record(print_record(r)))), r);
}

const char* kArticle26 = "黑1.G六，白2.F六；黑3.E六，白4.D六；黑5.C六，白6.B六；黑7.A六，白8.O六；玄9.五一，玄10.六一";

// ---- Coordinates and helpers -------------------------------------------------------

TEST(Sgf, Coordinates) {
  BoardSize b19 = *BoardSize::make(19), b9 = *BoardSize::make(9);
  EXPECT_EQ(sgf_point(P(-9, 9), b19), "aa");  // column from the left, row from the top
  EXPECT_EQ(sgf_point(P(0, 0), b19), "jj");
  EXPECT_EQ(sgf_point(P(-7, 6), b19), "cd");  // G六
  EXPECT_EQ(sgf_point(P(4, -4), b9), "ii");
  EXPECT_EQ(parse_sgf_point("ai", b9), P(-4, -4));
  EXPECT_FALSE(parse_sgf_point("aj", b9));
  EXPECT_FALSE(parse_sgf_point("a", b9));
  EXPECT_FALSE(parse_sgf_point("aA", b9));
  for (int n = 3; n <= 19; n += 2) {
    BoardSize s = *BoardSize::make(n);
    for (Point p : s.all_points()) EXPECT_EQ(parse_sgf_point(sgf_point(p, s), s), p);
  }
}

TEST(Sgf, TextHelpers) {
  EXPECT_EQ(sgf_escape("a]b\\c:d"), "a\\]b\\\\c:d");
  EXPECT_EQ(sgf_unescape("a\\]b\\\\c\\:d"), "a]b\\c:d");
  EXPECT_EQ(sgf_unescape("soft\\\nbreak\\\r\nhere"), "softbreakhere");
  EXPECT_EQ(sgf_unescape("hard\nbreak"), "hard\nbreak");
  EXPECT_EQ(sgf_split_values("[a][b\\]c][]"), (std::vector<std::string>{"a", "b\\]c", ""}));
  EXPECT_FALSE(sgf_split_values(""));
  EXPECT_FALSE(sgf_split_values("[a] [b]"));
  EXPECT_FALSE(sgf_split_values("[a"));
  EXPECT_FALSE(sgf_split_values("x[a]"));
}

TEST(Sgf, TagTableIsOneToOne) {
  std::map<std::string_view, int> props, tags;
  for (const auto& t : sgf_tag_names()) {
    EXPECT_EQ(++props[t.property], 1) << t.property;
    EXPECT_EQ(++tags[t.tag], 1) << t.tag;
    EXPECT_EQ(sgf_tag_for_property(t.property), t.tag);
    EXPECT_EQ(sgf_property_for_tag(t.tag), t.property);
  }
  EXPECT_EQ(sgf_tag_for_property("PB"), "Black");
  EXPECT_EQ(sgf_property_for_tag("Komi"), "KM");
  EXPECT_FALSE(sgf_tag_for_property("ZZ"));
}

// ---- Reading and writing ----------------------------------------------------------

TEST(Sgf, Article26GameWithTrisExtension) {
  Record r = parse_sgf(
      "(;FF[4]GM[1]SZ[19]RU[trisgo-2026]\n"
      ";B[cd];W[dd];B[ed];W[fd];B[gd];W[hd];B[id];W[jd];XB[oi];XW[pi])");
  EXPECT_EQ(r, parse_record(kArticle26));
  EXPECT_EQ(r.moves[0].move, (Move{Side::Black, MoveKind::Stone, P(-7, 6)}));
  EXPECT_EQ(r.moves[9].move, (Move{Side::White, MoveKind::Tris, P(6, 1)}));
  EXPECT_EQ(print_sgf(r),
            "(;FF[4]GM[1]CA[UTF-8]SZ[19]RU[trisgo-2026]KM[3.75]\n"
            ";B[cd];W[dd];B[ed];W[fd];B[gd];W[hd];B[id];W[jd];XB[oi];XW[pi]\n)\n");
}

TEST(Sgf, PrintsEverything) {
  Record r = parse_record(
      "[Rules \"menggo\"]\n[Size \"9\"]\n[Setup \"B:a1 W:2b T:OO\"]\n[Black \"张三\"]\n[X-Note \"a:b]\"]\n"
      "[SGF:ZZ \"[x\\\\]y][z]\"]\n黑1.b2，白2.c3；B3.d4,W4.44;B5.pass,W6.(0,1);B7.(0,2),W8.(0,3);玄9.(1,0),白10.(2,0){C[a\\]b]};"
      "黑11.虚着{;C[after]}");
  EXPECT_EQ(print_sgf(r),
            "(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[menggo]KM[3.75]\n"
            "PB[张三]XT[X-Note:a:b\\]]ZZ[x\\]y][z]\n"
            "AB[dd]AW[gg]AX[ee]\n"
            ";B[cc];W[bb];B[aa];W[ia];B[];W[ed];B[ec];W[eb];XB[fe];W[ge]C[a\\]b]\n"
            ";B[];C[after]\n)\n");
  EXPECT_EQ(r.moves[9].move.kind, MoveKind::Emergency);
  expect_round_trips(r);
}

TEST(Sgf, ForeignGoRecordsKeepTheirRulesAndOrder) {
  Record r = parse_sgf("(;GM[1]FF[4]RU[Japanese]KM[6.5]SZ[9]HA[2]AB[cc][gg];W[ee];W[dd];B[])");
  EXPECT_EQ(r.rules, parse_ruleset("go/komi=6.5"));
  EXPECT_TRUE(r.free_order);
  EXPECT_EQ(r.tags, (Tags{{"SGF:RU", "[Japanese]"}, {"Komi", "6.5"}, {"Handicap", "2"}}));
  EXPECT_EQ(r.moves[0].move.side, Side::White);
  EXPECT_EQ(r.moves[1].move.side, Side::White);
  EXPECT_EQ(r.moves[2].move, (Move{Side::Black, MoveKind::Pass, {}}));
  // Written back as it came: the foreign RU, no XO.
  EXPECT_EQ(print_sgf(r), "(;FF[4]GM[1]CA[UTF-8]SZ[9]\nRU[Japanese]KM[6.5]HA[2]\nAB[cc][gg]\n;W[ee];W[dd];B[]\n)\n");
  EXPECT_EQ(print_record(r, {LabelSet::Letter, true}),
            "[Rules \"go/komi=6.5\"]\n[Size \"9\"]\n[FreeOrder \"yes\"]\n[Setup \"B:b2,2b\"]\n"
            "[SGF:RU \"[Japanese]\"]\n[Komi \"6.5\"]\n[Handicap \"2\"]\n\nW1.00; W2.a1; B3.pass\n");
  expect_round_trips(r);
}

TEST(Sgf, RuleMappings) {
  // No RU, no tris: plain Go from other software.
  Record a = parse_sgf("(;SZ[9];B[ee])");
  EXPECT_EQ(a.rules, find_preset("go")->rules);
  EXPECT_TRUE(a.free_order);
  // Written with the standard RU of the go preset and its komi, which read
  // back as no tags.
  EXPECT_EQ(print_sgf(a), "(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[Chinese]KM[7.5]\n;B[ee]\n)\n");
  expect_round_trips(a);
  // A KM that is not a multiple of 0.25 stays a tag and leaves the preset's komi.
  Record k = parse_sgf("(;KM[0.33];B[ee])");
  EXPECT_EQ(k.rules, find_preset("go")->rules);
  expect_round_trips(k);
  // Foreign RU with tris: trisgo-2026, the RU kept as a tag, written as XR.
  Record b = parse_sgf("(;RU[Chinese]AX[jj];B[aa])");
  EXPECT_EQ(b.rules, Ruleset{});
  EXPECT_FALSE(b.free_order);
  EXPECT_EQ(b.tags, (Tags{{"SGF:RU", "[Chinese]"}}));
  EXPECT_EQ(print_sgf(b), "(;FF[4]GM[1]CA[UTF-8]SZ[19]RU[trisgo-2026]KM[3.75]\nXR[Chinese]\nAX[jj]\n;B[aa]\n)\n");
  expect_round_trips(b);
  // Our RU: no free order unless XO[free]; KM is only a tag.
  Record c = parse_sgf("(;RU[go]KM[0.5];B[aa])");
  EXPECT_EQ(c.rules, find_preset("go")->rules);
  EXPECT_FALSE(c.free_order);
  EXPECT_EQ(c.tags, (Tags{{"Komi", "0.5"}}));
  Record d = parse_sgf("(;RU[go/komi=6.5]XO[free];W[aa];W[bb])");
  EXPECT_TRUE(d.free_order);
  EXPECT_EQ(print_sgf(d), "(;FF[4]GM[1]CA[UTF-8]SZ[19]RU[go/komi=6.5]XO[free]KM[6.5]\n;W[aa];W[bb]\n)\n");
  expect_round_trips(d);
  // A free-order record whose rules differ from the foreign reading keeps our RU.
  Record e = d;
  e.rules.suicide = Suicide::Allowed;
  e.tags = {{"SGF:RU", "[AGA]"}};
  EXPECT_EQ(print_sgf(e), "(;FF[4]GM[1]CA[UTF-8]SZ[19]RU[go/suicide=allowed,komi=6.5]XO[free]KM[6.5]\nXR[AGA]\n;W[aa];W[bb]\n)\n");
  expect_round_trips(e);
}

TEST(Sgf, UnknownPropertiesArePreserved) {
  Record r = parse_sgf(
      "(;FF[4]RU[go]ST[2]AP[CGoban:2]ZZ[a][b\\]c]C[root\\] comment]\n"
      ";B[aa]BL[12.5]C[x\\]y\\\\z]TR[bb][cc];C[moveless];W[bb]\n;)");
  EXPECT_EQ(r.tags, (Tags{{"SGF:ST", "[2]"}, {"Application", "CGoban:2"}, {"SGF:ZZ", "[a][b\\]c]"},
                          {"Comment", "root] comment"}}));
  EXPECT_EQ(r.moves[0].properties, (NodeProperties{{"BL", {"12.5"}}, {"C", {"x]y\\z"}}, {"TR", {"bb", "cc"}},
                                                   {";", {}}, {"C", {"moveless"}}}));
  EXPECT_EQ(r.moves[1].properties, (NodeProperties{{";", {}}}));
  EXPECT_EQ(print_sgf(r),
            "(;FF[4]GM[1]CA[UTF-8]SZ[19]RU[Chinese]XO[strict]KM[7.5]\nST[2]AP[CGoban:2]ZZ[a][b\\]c]C[root\\] comment]\n"
            ";B[aa]BL[12.5]C[x\\]y\\\\z]TR[bb][cc];C[moveless];W[bb];\n)\n");
  expect_round_trips(r);
}

TEST(Sgf, OldStyleFiles) {
  // FF[3]: lowercase letters in identifiers, tt for a pass, CRLF, white space anywhere.
  Record r = parse_sgf(
      "junk before (\r\n ;GaMe[1]FF[3]SiZe[9]AddBlack[ee]\r\n[dd]  PLayer[W]\r\n;W[tt] ; B\r\n[cc]\n C [x\\\n y])after");
  EXPECT_EQ(r.size.n(), 9);
  EXPECT_TRUE(r.free_order);
  EXPECT_EQ(r.setup, (std::vector<std::pair<Point, Piece>>{{P(-1, 1), Piece::Black}, {P(0, 0), Piece::Black}}));
  EXPECT_EQ(r.tags, (Tags{{"ToPlay", "W"}}));
  EXPECT_EQ(r.moves[0].move, (Move{Side::White, MoveKind::Pass, {}}));
  EXPECT_EQ(r.moves[1].move, (Move{Side::Black, MoveKind::Stone, P(-2, 2)}));
  EXPECT_EQ(r.moves[1].properties, (NodeProperties{{"C", {"x y"}}}));
  // Missing GM and SZ: GM[1], SZ[19].
  Record s = parse_sgf("(;B[ss];W[aa])");
  EXPECT_EQ(s.size.n(), 19);
  EXPECT_EQ(s.moves[0].move.point, P(9, -9));
  EXPECT_EQ(s.moves.size(), 2u);
}

TEST(Sgf, MainLineOnly) {
  Record r = parse_sgf("(;SZ[9]RU[go];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]C[x]))(;W[ff]))(;SZ[9];B[ii])");
  ASSERT_EQ(r.moves.size(), 4u);
  EXPECT_EQ(r.moves[3].move.point, P(-1, 1));  // dd
  EXPECT_TRUE(r.moves[3].properties.empty());
}

TEST(Sgf, SetupNodesBeforeTheFirstMoveJoinTheRoot) {
  Record r = parse_sgf("(;SZ[9]RU[go]PL[W];AB[aa][bb]AW[cc]AE[bb]C[problem];W[dd])");
  EXPECT_EQ(r.setup, (std::vector<std::pair<Point, Piece>>{{P(-4, 4), Piece::Black}, {P(-2, 2), Piece::White}}));
  EXPECT_EQ(r.tags, (Tags{{"ToPlay", "W"}, {"Comment", "problem"}}));
  EXPECT_EQ(r.first_move, 2);  // white moves first: move 2 of the alternate order
  EXPECT_EQ(print_sgf(r), "(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[Chinese]XO[strict]KM[7.5]\nPL[W]C[problem]\nAB[aa]AW[cc]\n;W[dd]\n)\n");
  expect_round_trips(r);
  // A compressed point list is a rectangle.
  Record c = parse_sgf("(;SZ[9]AB[aa:bc]AW[ii:ii])");
  EXPECT_EQ(c.setup.size(), 7u);
  // The setup may hold tris (AX) and the ToPlay side decides the first move number.
  Record t = parse_sgf("(;RU[go]PL[W])");
  EXPECT_EQ(t.first_move, 2);
  expect_round_trips(t);
}

TEST(Sgf, MoveNumbers) {
  Record r = parse_sgf("(;RU[trisgo-2026];B[aa]MN[21]C[x];W[bb])");
  EXPECT_EQ(r.first_move, 21);
  EXPECT_EQ(r.moves[0].properties, (NodeProperties{{"C", {"x"}}}));
  EXPECT_EQ(print_sgf(r), "(;FF[4]GM[1]CA[UTF-8]SZ[19]RU[trisgo-2026]KM[3.75]\n;B[aa]MN[21]C[x];W[bb]\n)\n");
  // Without MN, the first slot the first move fits: XW is move 10.
  Record t = parse_sgf("(;RU[trisgo-2026];XW[aa];B[bb])");
  EXPECT_EQ(t.first_move, 10);
  EXPECT_EQ(print_sgf(t), "(;FF[4]GM[1]CA[UTF-8]SZ[19]RU[trisgo-2026]KM[3.75]\n;XW[aa];B[bb]\n)\n");
  // An emergency conversion needs MN: B alone would be read as move 1.
  Record e = parse_record("[FirstMove \"9\"]\n黑9.O一");
  EXPECT_EQ(print_sgf(e), "(;FF[4]GM[1]CA[UTF-8]SZ[19]RU[trisgo-2026]KM[3.75]\n;B[ji]MN[9]\n)\n");
  EXPECT_EQ(parse_sgf(print_sgf(e)).moves[0].move.kind, MoveKind::Emergency);
  // Without moves MN stands in the root.
  Record n = parse_sgf("(;RU[trisgo-2026]MN[5])");
  EXPECT_EQ(n.first_move, 5);
  EXPECT_EQ(print_sgf(n), "(;FF[4]GM[1]CA[UTF-8]SZ[19]RU[trisgo-2026]KM[3.75]MN[5]\n)\n");
  // Later MN are kept as properties.
  Record l = parse_sgf("(;RU[go];B[aa];W[bb]MN[7])");
  EXPECT_EQ(l.moves[1].properties, (NodeProperties{{"MN", {"7"}}}));
}

TEST(Sgf, FirstMoveWithTwoMoveNumbersIsRefused) {
  // The first MN numbers the move; a second one used to be kept as a
  // property of the first move, a record that prints an SGF which does not
  // parse back to it (found by fuzz_sgf: fuzz/CAMPAIGNS.md).
  expect_error("(;FF[4]GM[1]SZ[9];B[cc]MN[1]MN[11])",
               "g.sgf:1:29: MN given twice in the node of the first move (MN[1] and MN[11]): a move has one number");
  expect_error("(;RU[trisgo-2026];B[aa]MN[21]C[x]MN[21])",
               "g.sgf:1:34: MN given twice in the node of the first move (MN[21] and MN[21]): a move has one number");
}

TEST(Sgf, Latin1FilesAreTranscoded) {
  Record r = parse_sgf("(;CA[ISO-8859-1]PB[Jos\xe9];B[aa])");
  EXPECT_EQ(r.tags, (Tags{{"Black", "José"}}));
  EXPECT_EQ(print_sgf(r), "(;FF[4]GM[1]CA[UTF-8]SZ[19]RU[Chinese]KM[7.5]\nPB[José]\n;B[aa]\n)\n");
}

TEST(Sgf, Utf8FilesKeepTheirText) {
  // A file that says UTF-8 keeps it, stray bytes replaced by U+FFFD; a
  // well-formed U+FFFD is not taken for a stray byte.
  Record r = parse_sgf("(;CA[utf-8]PB[Jos\xe9 \xEF\xBF\xBD];B[aa])");
  EXPECT_EQ(r.tags, (Tags{{"Black", "Jos\xEF\xBF\xBD \xEF\xBF\xBD"}}));
  EXPECT_EQ(parse_sgf("(;PB[\xEF\xBF\xBD];B[aa])").tags, (Tags{{"Black", "\xEF\xBF\xBD"}}));
  expect_round_trips(r);
}

TEST(Sgf, ForeignNodeWithTwoMovesIsTwoMoves) {
  Record r = parse_sgf("(;SZ[9];B[aa];W[tt]B[tt]C[end])");
  ASSERT_EQ(r.moves.size(), 3u);
  EXPECT_EQ(r.moves[1].move, (Move{Side::White, MoveKind::Pass, {}}));
  EXPECT_EQ(r.moves[2].move, (Move{Side::Black, MoveKind::Pass, {}}));
  EXPECT_EQ(r.moves[2].properties, (NodeProperties{{"C", {"end"}}}));
  // In a foreign record, setup after the first move is kept as properties.
  Record s = parse_sgf("(;SZ[9];B[aa]AE[aa];TW[bb]AB[cc])");
  EXPECT_EQ(s.moves[0].properties,
            (NodeProperties{{"AE", {"aa"}}, {";", {}}, {"TW", {"bb"}}, {"AB", {"cc"}}}));
  expect_round_trips(s);
}

// ---- Errors ------------------------------------------------------------------------

// MengGo 2013 team games (spec/formats/sgf.md, D-61): A's black stones are B,
// C's white W, B's grey XB and D's grey XW; A and C are named by PB and PW,
// the teams by BT and WT, the grey players B and D by the private XT[SeatB:…]
// and XT[SeatD:…]. A grey by the wrong seat is refused with the move and M13-2.
TEST(Sgf, Menggo2013TeamGame) {
  Record r = parse_sgf(
      "(;FF[4]GM[1]SZ[5]RU[menggo-2013]PB[Ann]PW[Cy]BT[AB]WT[CD]XT[SeatB:Bo]XT[SeatD:Di]"
      ";B[cc]MN[61];W[cb];XW[db];B[bb];XB[bc];W[ee])",
      "t.sgf");
  ASSERT_EQ(r.moves.size(), 6u);
  EXPECT_EQ(r.first_move, 61);
  EXPECT_EQ(r.moves[2].move, (Move{Side::White, MoveKind::Tris, P(1, 1)}));
  EXPECT_EQ(r.moves[4].move, (Move{Side::Black, MoveKind::Tris, P(-1, 0)}));
  const std::vector<std::pair<std::string, std::string>> tags = {
      {"Black", "Ann"}, {"White", "Cy"}, {"BlackTeam", "AB"}, {"WhiteTeam", "CD"}, {"SeatB", "Bo"}, {"SeatD", "Di"}};
  EXPECT_EQ(r.tags, tags);
  expect_round_trips(r);
  // Written back, the two private tags are the values of one XT (a property
  // appears at most once in a node; the old writer repeated XT).
  const std::string written = print_sgf(r);
  EXPECT_NE(written.find("XT[SeatB:Bo][SeatD:Di]"), std::string::npos) << written;
  EXPECT_EQ(written.find("XT[", written.find("XT[") + 1), std::string::npos) << written;
  expect_error("(;FF[4]GM[1]SZ[5]RU[menggo-2013];B[cc]MN[61];W[cb];XB[db])",
               "g.sgf:1:52: XB[db]: move 63 is seat D's grey move (white's team), not seat B's (M13-2: a grey move "
               "by the wrong seat; from round 31 D plays grey after C's white in odd rounds, B after A's black in "
               "even rounds)");
}

// Private tags between others: every XT's values come back together at the
// first XT's place, as print_sgf writes them, so a file of the old writer
// (one XT per tag) reads as before and prints with one XT.
TEST(Sgf, PrivateTagsAreOneXtAtTheFirstOnesPlace) {
  const Record r = parse_sgf("(;FF[4]GM[1]SZ[5]XT[a:1]PB[Ann]XT[b:2]PW[Cy])", "x.sgf");
  const std::vector<std::pair<std::string, std::string>> tags = {{"a", "1"}, {"b", "2"}, {"Black", "Ann"}, {"White", "Cy"}};
  EXPECT_EQ(r.tags, tags);
  const std::string written = print_sgf(r);
  EXPECT_NE(written.find("XT[a:1][b:2]PB[Ann]PW[Cy]"), std::string::npos) << written;
  EXPECT_EQ(parse_sgf(written, "again.sgf"), r);
  // Our record format keeps them together too, so that a record read prints
  // as SGF and reads back to itself (fuzz_record found one that did not).
  const Record n = parse_record("[Rules \"trisgo-2026\"]\n[Size \"5\"]\n[a \"1\"]\n[Black \"Ann\"]\n[b \"2\"]\n", "x.tgr");
  EXPECT_EQ(n.tags, (std::vector<std::pair<std::string, std::string>>{{"a", "1"}, {"b", "2"}, {"Black", "Ann"}}));
  EXPECT_EQ(parse_sgf(print_sgf(n), "again.sgf"), n);
  EXPECT_EQ(parse_record(print_record(n), "again.tgr"), n);
}

TEST(SgfErrors, Syntax) {
  expect_error("", "g.sgf:1:1: no SGF game tree found: an SGF file starts with '(;'");
  expect_error("hello", "g.sgf:1:1: no SGF game tree found: an SGF file starts with '(;'");
  expect_error("(B[aa])", "g.sgf:1:2: expected ';' (a node) after '('");
  expect_error("(;B[aa](;W[bb]);W[cc])",
               "g.sgf:1:16: a node after a variation: in SGF a game tree's nodes come before its variations");
  expect_error("(;B[aa]1)", "g.sgf:1:8: unexpected '1': expected a node ';', a variation '(' or the end ')'");
  expect_error("(;B[aa]\n  黑)", "g.sgf:2:3: unexpected '黑': expected a node ';', a variation '(' or the end ')'");
  expect_error("(;abc[1])", "g.sgf:1:3: property identifier 'abc' has no uppercase letter");
  expect_error("(;GM)", "g.sgf:1:5: property GM has no value: expected '['");
  expect_error("(;GaMe;)", "g.sgf:1:7: property GaMe has no value: expected '['");
  expect_error("(;C[abc", "g.sgf:1:4: value of property C is not closed: missing ']'");
  expect_error("(;C[abc\\]", "g.sgf:1:4: value of property C is not closed: missing ']'");
  // A file cut short is not the whole game: the missing ')' is located at
  // the end, and names the '(' it would close.
  expect_error("(;FF[4]SZ[9];B[aa]",
               "g.sgf:1:19: missing ')': the game tree opened at line 1, column 1 is not closed (the file may be cut short)");
  expect_error("(;FF[4]SZ[9]\n(;B[aa])\n(;B[bb]\n",
               "g.sgf:4:1: missing ')': the variation opened at line 3, column 1 is not closed (the file may be cut short)");
  expect_error("  (;B[aa]  \n", "g.sgf:2:1: missing ')': the game tree opened at line 1, column 3 is not closed (the file "
                                 "may be cut short)");
}

// UTF-16 (what Windows editors save as "Unicode") is named, not read as
// ISO-8859-1 and failed on its first NUL.
TEST(SgfErrors, Utf16IsNamed) {
  const std::string ascii = "(;FF[4]SZ[9];B[aa])";
  std::string le, be;
  for (char c : ascii) {
    le += c, le += '\0';
    be += '\0', be += c;
  }
  auto named = [](const std::string& encoding, bool mark) {
    return "g.sgf:1:1: " + encoding + " text (" +
           (mark ? "byte-order mark" : "no byte-order mark, but NUL bytes between its characters") +
           "); save it as UTF-8: SGF files must be UTF-8 (or the single-byte charset their CA property names, ISO-8859-1 by default) (e.g. iconv -f " + encoding + " -t UTF-8)";
  };
  expect_error("\xFF\xFE" + le, named("UTF-16LE", true));
  expect_error("\xFE\xFF" + be, named("UTF-16BE", true));
  expect_error(le, named("UTF-16LE", false));
  expect_error(be, named("UTF-16BE", false));
  // A NUL or two in a UTF-8 file are not UTF-16.
  EXPECT_EQ(parse_sgf(std::string("(;FF[4]C[") + std::string(2, '\0') + "]SZ[9];B[aa])", "g.sgf").moves.size(), 1u);
}

TEST(SgfErrors, RootProperties) {
  expect_error("(;FF[5])", "g.sgf:1:6: FF[5]: this reader knows SGF versions FF[1] to FF[4]");
  expect_error("(;GM[2])", "g.sgf:1:6: GM[2]: not a record of Go (GM[1]); TrisGo records are GM[1]");
  expect_error("(;SZ[9:13])", "g.sgf:1:6: SZ[9:13]: rectangular boards are not supported (sizes are odd numbers from 3 to 19)");
  expect_error("(;SZ[x])", "g.sgf:1:6: SZ[x]: 'x' is not a board size");
  expect_error("(;SZ[9:x])", "g.sgf:1:6: SZ[9:x]: '9:x' is not a board size");
  expect_error("(;SZ[6])", "g.sgf:1:6: board size 6 is not supported (sizes are odd numbers from 3 to 19)");
  expect_error("(;SZ[21])", "g.sgf:1:6: board size 21 is not supported (sizes are odd numbers from 3 to 19)");
  expect_error("(;SZ[9]SZ[11])", "g.sgf:1:8: SZ given twice with different values (SZ[9] and SZ[11])");
  expect_error("(;SZ[9][11])", "g.sgf:1:3: SZ takes one value, found 2");
  expect_error("(;MN[0])", "g.sgf:1:6: MN[0]: '0' is not a move number");
  expect_error("(;RU[go];B[aa]MN[x])", "g.sgf:1:18: MN[x]: 'x' is not a move number");
  expect_error("(;XO[yes])", "g.sgf:1:6: XO[yes]: the values are XO[free] and XO[strict]");
  expect_error("(;RU[trisgo-2026]XO[free])",
               "g.sgf:1:21: XO[free]: free order needs a ruleset without tris moves, and trisgo-2026 has them");
  expect_error("(;XT[abc])", "g.sgf:1:6: XT[abc]: a tag is written XT[name:value]");
  expect_error("(;XT[Black:x])", "g.sgf:1:6: XT[Black:x]: tag Black is written as PB[...]");
  expect_error("(;XT[Rules:x])", "g.sgf:1:6: XT[Rules:x]: tag Rules is not written with XT");
  expect_error("(;XT[a b:x])",
               "g.sgf:1:6: XT[a b:x]: tag name 'a b' is not allowed: a tag name starts with a letter and holds "
               "letters, digits, '_' and '-'");
  expect_error("(;RU[go/kom=3])", "g.sgf:1:9: unknown ruleset option 'kom' (see `trisgo rules`)");
  expect_error("(;AB[zz])", "g.sgf:1:6: AB[zz]: point zz is off the 19x19 board (columns and rows run from a to s)");
  expect_error("(;SZ[3]AB[aa:ad])", "g.sgf:1:11: AB[ad]: point ad is off the 3x3 board (columns and rows run from a to c)");
  expect_error("(;AW[a])", "g.sgf:1:6: AW[a]: 'a' is not an SGF point (two lowercase letters, column then row)");
}

TEST(SgfErrors, Moves) {
  expect_error("(;RU[go];B[aa]W[bb])", "g.sgf:1:15: a node holds two moves (B[aa] and W[bb]); SGF gives each move its own node");
  expect_error("(;RU[go]SZ[9];B[jj])", "g.sgf:1:17: B[jj]: point jj is off the 9x9 board (columns and rows run from a to i)");
  expect_error("(;RU[go];B[1a])", "g.sgf:1:12: B[1a]: '1a' is not an SGF point (two lowercase letters, column then row)");
  expect_error("(;RU[go];B[aa][bb])", "g.sgf:1:10: B takes one value, found 2");
  expect_error("(;RU[go];B[aa];B[bb])", "g.sgf:1:16: B[bb]: move 2 is white's stone move, not black's");
  expect_error("(;RU[trisgo-2026];B[aa];XW[bb])",
               "g.sgf:1:25: XW[bb]: move 2 is white's stone move; a tris can only fill a tris slot");
  expect_error("(;RU[trisgo-2026];B[aa];XB[bb])", "g.sgf:1:25: XB[bb]: move 2 is white's stone move, not black's");
  expect_error("(;RU[go];B[aa];AB[bb])",
               "g.sgf:1:16: AB (a setup property) after move 1: a record's setup comes before the first move");
  expect_error("(;RU[go];B[aa]AW[bb])",
               "g.sgf:1:15: AW (a setup property) in the node of move 1: a record's setup comes before the first move");
  expect_error("(;RU[go];B[aa]MN[999999999];W[bb];B[cc])", "g.sgf:1:35: too many moves: move numbers stop at 1000000000");
}

// ---- GNU Go's regression games -----------------------------------------------------------

TEST(SgfCorpus, GnuGoRegressionGamesAllRead) {
  const std::filesystem::path dir = "/work/shared/data/go-games/gnugo-regression";
  if (!std::filesystem::is_directory(dir)) GTEST_SKIP() << dir << " is absent: no corpus to read";
  // The only files that are not records we can hold: boards of even size
  // (outside the vocabulary's 3..19 odd sizes) and an empty file.
  const std::map<std::string, std::string> refused = {
      {"zheng.sgf", "board size 6 is not supported (sizes are odd numbers from 3 to 19)"},
      {"tiny/4x4a.sgf", "board size 4 is not supported (sizes are odd numbers from 3 to 19)"},
      {"tiny/2x2.sgf", "board size 2 is not supported (sizes are odd numbers from 3 to 19)"},
      {"pending/nightmare.sgf", "no SGF game tree found: an SGF file starts with '(;'"},
      // Its writer left out the final ')' (the file ends after a whole node):
      // a reader cannot tell that from a file cut short, so it is refused.
      {"owl42.sgf", "missing ')': the game tree opened at line 1, column 1 is not closed (the file may be cut short)"},
  };
  int read = 0, moves = 0, refusals = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (entry.path().extension() != ".sgf") continue;
    std::string rel = std::filesystem::relative(entry.path(), dir).generic_string();
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    try {
      Record r = parse_sgf(text.str(), rel);
      EXPECT_FALSE(refused.count(rel)) << rel << " was read";
      ++read;
      moves += static_cast<int>(r.moves.size());
      ASSERT_EQ(record_problem(r), "") << rel;
      ASSERT_EQ(parse_sgf(print_sgf(r), rel), r) << rel;
      ASSERT_EQ(parse_record(print_record(r, {LabelSet::Letter, true}), rel), r) << rel;
    } catch (const ParseError& e) {
      auto it = refused.find(rel);
      ASSERT_TRUE(it != refused.end()) << e.what();
      EXPECT_EQ(e.message(), it->second);
      ++refusals;
    }
  }
  EXPECT_EQ(refusals, 5);
  EXPECT_GE(read, 1600);
  EXPECT_GT(moves, 100000);
}

// ---- The bundled examples ----------------------------------------------------------------

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(SgfExamples, EveryExampleReadsAndPairsAgree) {
  const auto dir = std::filesystem::path(TRISGO_SOURCE_DIR) / "examples" / "records";
  ASSERT_TRUE(std::filesystem::is_directory(dir)) << dir << " is absent";
  std::map<std::string, std::vector<Record>> by_stem;
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const auto& p = entry.path();
    if (p.extension() != ".tgr" && p.extension() != ".sgf") continue;
    std::string name = p.filename().string();
    Record r = p.extension() == ".sgf" ? parse_sgf(slurp(p), name) : parse_record(slurp(p), name);
    ++files;
    expect_round_trips(r);
    std::string stem = p.stem().string();
    if (auto dash = stem.find("-ascii"); dash != std::string::npos) stem.erase(dash);
    if (auto dash = stem.find("-integer"); dash != std::string::npos) stem.erase(dash);
    by_stem[stem].push_back(r);
  }
  EXPECT_GE(files, 10);
  for (const auto& [stem, records] : by_stem) {
    EXPECT_GE(records.size(), 2u) << stem << ": every example comes in two forms";
    for (const Record& r : records) EXPECT_EQ(r, records.front()) << stem;
  }
}

// ---- Round trips -----------------------------------------------------------------------

RC_GTEST_PROP(SgfProps, SgfRoundTrips, ()) {
  Record r = test::random_record();
  std::string sgf = print_sgf(r);
  RC_ASSERT(parse_sgf(sgf, "rt.sgf") == r);
}

RC_GTEST_PROP(SgfProps, SgfToNotationToSgf, ()) {
  Record r = parse_sgf(print_sgf(test::random_record()));
  for (LabelSet set : kAllLabelSets)
    for (bool ascii : {false, true}) {
      Record via = parse_record(print_record(r, {set, ascii}));
      RC_ASSERT(via == r);
      RC_ASSERT(parse_sgf(print_sgf(via)) == r);
    }
}

RC_GTEST_PROP(SgfProps, NeverCrashesOnNoise, ()) {
  static const std::vector<std::string> bits = {
      "(", ")", ";", "(;", "B", "W", "XB", "XW", "AB", "AW", "AE", "AX", "[aa]", "[tt]", "[]", "[zz]", "[ss:aa]",
      "RU", "[go]", "[trisgo-2026]", "[Japanese]", "SZ", "[9]", "[6]", "MN", "[3]", "XO", "[free]", "XT", "[a:b]",
      "KM", "[6.5]", "PL", "[W]", "C", "[x\\]y]", "\\", "]", "[", "ab", "\n", " ", "GM", "[1]", "FF", "[4]", "\xE9"};
  std::string text;
  int n = *rc::gen::inRange(0, 40);
  for (int i = 0; i < n; ++i) text += *rc::gen::elementOf(bits);
  try {
    Record r = parse_sgf(text, "noise");
    RC_ASSERT(record_problem(r) == "");
    RC_ASSERT(parse_sgf(print_sgf(r)) == r);
    RC_ASSERT(parse_record(print_record(r)) == r);
  } catch (const ParseError& e) {
    RC_ASSERT(e.where().line >= 1);
    RC_ASSERT(e.where().column >= 1);
  }
}

}  // namespace
}  // namespace tg
