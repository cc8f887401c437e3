// The move-number notation (*.tgr, spec/formats/records.md): every feature,
// every error message, and RapidCheck round trips through both text forms.
#include <gtest/gtest.h>

#include <algorithm>
#include <rapidcheck/gtest.h>

#include <set>

#include "vocab/record.h"
#include "vocab/sgf.h"
#include "vocab/sgf_properties.h"

namespace tg {
namespace test {

// A random record without problems (record_problem() == ""), shared with
// sgf_test.cpp. Strings hold the characters formats find awkward.
std::string random_text() {
  static const std::vector<std::string> pieces = {
      "a", "Z", "7", " ", "]", "[", "\\", "}", "{", "\n", "\r\n", "\t", "\"", ":", ";", ",", "(", ")",
      "黑", "玄", "，", "；", "…", "é", "虚着", "B1.g6", "\\\n", "SGF:"};
  std::string out;
  int n = *rc::gen::inRange(0, 6);
  for (int i = 0; i < n; ++i) out += *rc::gen::elementOf(pieces);
  return out;
}

Record random_record() {
  Record r;
  r.rules = parse_ruleset(*rc::gen::elementOf(std::vector<std::string>{
      "trisgo-2026", "menggo", "go", "go/komi=6.5", "trisgo-2026/cascade=none", "menggo-2019"}));
  r.size = *BoardSize::make(2 * *rc::gen::inRange(1, 10) + 1);
  MoveOrder order = r.rules.move_order();
  r.free_order = !order.has_tris_slots() && *rc::gen::arbitrary<bool>();
  r.first_move = *rc::gen::inRange(0, 3) == 0 ? *rc::gen::inRange(1, 200) : 1;
  auto point = [&] { return Point{*rc::gen::inRange(-r.size.half(), r.size.half() + 1), *rc::gen::inRange(-r.size.half(), r.size.half() + 1)}; };
  std::set<Point> used;
  int setup = *rc::gen::inRange(0, 3) == 0 ? *rc::gen::inRange(1, 8) : 0;
  for (int i = 0; i < setup; ++i) {
    Point p = point();
    if (!used.insert(p).second) continue;
    r.setup.emplace_back(p, *rc::gen::elementOf(std::vector<Piece>{Piece::Black, Piece::White, Piece::Tris}));
  }
  int tags = *rc::gen::inRange(0, 6);
  for (int i = 0; i < tags; ++i) {
    std::string key = *rc::gen::elementOf(std::vector<std::string>{
        "Black", "White", "Date", "Result", "Event", "Comment", "Komi", "ToPlay", "Handicap", "X-Note", "my_tag",
        "SGF:ST", "SGF:ZZ", "SGF:RU", "SGF:PB"});
    std::string value;
    if (key.starts_with("SGF:")) {
      int values = key == "SGF:PB" ? 2 : *rc::gen::inRange(1, 3);
      for (int v = 0; v < values; ++v)
        value += "[" + sgf_escape(*rc::gen::elementOf(std::vector<std::string>{random_text(), "Japanese", "trisgo-2026"})) + "]";
    } else if (key == "ToPlay") {
      value = *rc::gen::elementOf(std::vector<std::string>{"B", "W", "x"});
    } else if (key == "Komi") {
      value = *rc::gen::elementOf(std::vector<std::string>{"6.5", "7.5", "0", random_text()});
    } else {
      value = random_text();
    }
    r.tags.emplace_back(key, value);
  }
  // An SGF node has one XT: the private tags come together, at the first
  // one's place, as print_sgf writes them and parse_sgf reads them.
  const auto is_private = [](const std::pair<std::string, std::string>& t) { return is_private_tag(t.first); };
  std::stable_partition(std::find_if(r.tags.begin(), r.tags.end(), is_private), r.tags.end(), is_private);
  int moves = *rc::gen::inRange(0, 40);
  for (int i = 0; i < moves; ++i) {
    int number = r.move_number(static_cast<std::size_t>(i));
    Slot slot = order.slot(number);
    Move m;
    m.side = r.free_order ? *rc::gen::elementOf(std::vector<Side>{Side::Black, Side::White}) : slot.side;
    int roll = *rc::gen::inRange(0, 10);
    if (roll == 0) {
      m.kind = MoveKind::Pass;
    } else {
      m.point = point();
      m.kind = slot.kind == SlotKind::Stone ? MoveKind::Stone : roll <= 2 ? MoveKind::Emergency : MoveKind::Tris;
    }
    RecordedMove rm{m, {}};
    if (*rc::gen::inRange(0, 4) == 0) {
      int props = *rc::gen::inRange(1, 4);
      for (int k = 0; k < props; ++k) {
        std::string id = *rc::gen::elementOf(std::vector<std::string>{"C", "N", "GB", "LB", "ZZ", ";", "MN", "AE"});
        if (id == "MN" && i == 0) id = "N";
        if (id == "AE" && !r.free_order) id = "C";
        if (id == ";") {
          rm.properties.emplace_back(";", std::vector<std::string>{});
          continue;
        }
        std::vector<std::string> values;
        int nv = *rc::gen::inRange(1, 3);
        for (int v = 0; v < nv; ++v) values.push_back(random_text());
        rm.properties.emplace_back(id, values);
      }
    }
    r.moves.push_back(rm);
  }
  // A Komi tag that repeats the komi KM implies is written as that KM and
  // read back as no tag (spec/formats/sgf.md, "Komi"): not a record to ask
  // a round trip of.
  while (sgf_komi_tag_is_implied(r))
    r.tags.erase(std::find_if(r.tags.begin(), r.tags.end(), [](const auto& t) { return t.first == "Komi"; }));
  return r;
}

}  // namespace test

namespace {

Point P(int x, int y) { return Point{x, y}; }

void expect_error(const std::string& text, const std::string& message) {
  try {
    Record r = parse_record(text, "g.tgr");
    ADD_FAILURE() << "no error for:\n" << text << "\nexpected: " << message;
  } catch (const ParseError& e) {
    EXPECT_EQ(std::string(e.what()), message) << "for:\n" << text;
  }
}

// ---- Art. 2.6 and MengGo examples -------------------------------------------

TEST(Record, Article26ExampleParses) {
  Record r = parse_record("黑1.G六，白2.F六；黑3.E六，白4.D六；黑5.C六，白6.B六；黑7.A六，白8.O六；玄9.五一，玄10.六一");
  ASSERT_EQ(r.moves.size(), 10u);
  EXPECT_EQ(r.first_move, 1);
  EXPECT_EQ(r.rules, Ruleset{});
  EXPECT_EQ(r.size.n(), 19);
  EXPECT_EQ(r.moves[0].move, (Move{Side::Black, MoveKind::Stone, P(-7, 6)}));  // 黑1.G六 = (-7,6)
  EXPECT_EQ(r.moves[1].move, (Move{Side::White, MoveKind::Stone, P(-6, 6)}));
  EXPECT_EQ(r.moves[7].move, (Move{Side::White, MoveKind::Stone, P(0, 6)}));
  EXPECT_EQ(r.moves[8].move, (Move{Side::Black, MoveKind::Tris, P(5, 1)}));  // 玄9: A's tris
  EXPECT_EQ(r.moves[9].move, (Move{Side::White, MoveKind::Tris, P(6, 1)}));  // 玄10: B's tris
}

TEST(Record, Article26ExcerptStartsAtItsFirstNumber) {
  Record r = parse_record("玄59.五一，玄60.六一");
  EXPECT_EQ(r.first_move, 59);
  ASSERT_EQ(r.moves.size(), 2u);
  EXPECT_EQ(r.moves[0].move, (Move{Side::Black, MoveKind::Tris, P(5, 1)}));
  EXPECT_EQ(r.moves[1].move, (Move{Side::White, MoveKind::Tris, P(6, 1)}));
  EXPECT_EQ(print_record(r), "[Rules \"trisgo-2026\"]\n[Size \"19\"]\n\n玄59.五一，玄60.六一\n");
}

TEST(Record, Article26TextAsWrittenHasAGap) {
  // The "……" of the article elides moves 3-58; a record must not.
  expect_error("黑1.G六，白2.F六；……玄59.五一，玄60.六一",
               "g.tgr:1:16: expected move 3, found move 59 (move numbers go up by one)");
}

TEST(Record, MengGoExample) {
  Record r = parse_record("[Rules \"menggo\"]\n黑1.B二，白2.A二");
  EXPECT_EQ(r.rules.notation, Notation::Menggo);
  EXPECT_EQ(r.moves[0].move, (Move{Side::Black, MoveKind::Stone, P(-2, 2)}));
  EXPECT_EQ(r.moves[1].move, (Move{Side::White, MoveKind::Stone, P(-1, 2)}));
  Record t = parse_record("[Rules \"menggo\"]\n华19.一B，花20.二B");
  EXPECT_EQ(t.first_move, 19);
  EXPECT_EQ(t.moves[0].move, (Move{Side::Black, MoveKind::Tris, P(1, -2)}));
  EXPECT_EQ(t.moves[1].move, (Move{Side::White, MoveKind::Tris, P(2, -2)}));
  EXPECT_EQ(print_record(t), "[Rules \"menggo\"]\n[Size \"19\"]\n\n华19.一B，花20.二B\n");
  // 华/花 are read under any ruleset, 玄 under MengGo's; each prints its own way.
  Record u = parse_record("玄19.一B，玄20.二B");
  EXPECT_EQ(u.moves, t.moves);
  EXPECT_EQ(print_record(u, {LabelSet::Letter, true}), "[Rules \"trisgo-2026\"]\n[Size \"19\"]\n\nT19.1b, T20.2b\n");
}

TEST(Record, EmergencyConversionIsAStoneOnATrisSlot) {
  Record r = parse_record("[FirstMove \"9\"]\n黑9.O一，花10.二B");
  EXPECT_EQ(r.moves[0].move, (Move{Side::Black, MoveKind::Emergency, P(0, 1)}));
  EXPECT_EQ(r.moves[1].move, (Move{Side::White, MoveKind::Tris, P(2, -2)}));
  EXPECT_EQ(print_record(r), "[Rules \"trisgo-2026\"]\n[Size \"19\"]\n\n黑9.O一，玄10.二B\n");
  EXPECT_EQ(parse_record("W10.(2,-2)", "x").moves[0].move.kind, MoveKind::Emergency);
}

TEST(Record, Passes) {
  Record r = parse_record("黑1.虚着，W2.pass；B3.G六，白4.虚着{C[thinking]}");
  EXPECT_EQ(r.moves[0].move, (Move{Side::Black, MoveKind::Pass, {}}));
  EXPECT_EQ(r.moves[1].move, (Move{Side::White, MoveKind::Pass, {}}));
  EXPECT_TRUE(r.moves[3].move.is_pass());
  EXPECT_EQ(r.moves[3].properties, (NodeProperties{{"C", {"thinking"}}}));
  // A tris slot passed (D-23): 玄 (华/花 under menggo); 黑/白 are read too.
  Record t = parse_record("[FirstMove \"9\"]\n黑9.虚着，花10.pass");
  EXPECT_EQ(t.moves[0].move, (Move{Side::Black, MoveKind::Pass, {}}));
  EXPECT_EQ(t.moves[1].move, (Move{Side::White, MoveKind::Pass, {}}));
  EXPECT_EQ(print_record(t), "[Rules \"trisgo-2026\"]\n[Size \"19\"]\n\n玄9.虚着，玄10.虚着\n");
  EXPECT_EQ(print_record(t, {LabelSet::Chinese, true}), "[Rules \"trisgo-2026\"]\n[Size \"19\"]\n\nT9.pass, T10.pass\n");
  t.rules = find_preset("menggo")->rules;
  EXPECT_EQ(print_record(t), "[Rules \"menggo\"]\n[Size \"19\"]\n\n华9.虚着，花10.虚着\n");
  EXPECT_EQ(parse_record(print_record(t)), t);
  EXPECT_EQ(move_prefix(Move{Side::White, MoveKind::Pass, {}}, SlotKind::Stone, Notation::Menggo, false), "白");
  EXPECT_EQ(move_prefix(Move{Side::White, MoveKind::Emergency, {}}, SlotKind::Tris, Notation::Menggo, true), "W");
}

// ---- Printing ----------------------------------------------------------------

Record twelve_moves() {
  return parse_record(
      "黑1.G六，白2.F六；黑3.E六，白4.D六；黑5.C六，白6.B六；黑7.A六，白8.O六；玄9.五一，白10.六一；黑11.OO，白12.虚着");
}

TEST(Record, PrintsChineseStyleLikeTheArticle) {
  EXPECT_EQ(print_record(twelve_moves()),
            "[Rules \"trisgo-2026\"]\n[Size \"19\"]\n\n"
            "黑1.G六，白2.F六；黑3.E六，白4.D六；黑5.C六，白6.B六；黑7.A六，白8.O六；玄9.五一，白10.六一；\n"
            "黑11.OO，白12.虚着\n");
}

TEST(Record, NotationStylePrintsThatWay) {
  Record r = twelve_moves();
  EXPECT_EQ(r.moves[9].move, (Move{Side::White, MoveKind::Emergency, P(6, 1)}));
  r.rules = find_preset("menggo")->rules;
  r.moves[9].move = Move{Side::White, MoveKind::Tris, P(6, 1)};
  EXPECT_EQ(print_record(r, {LabelSet::Letter, false}),
            "[Rules \"menggo\"]\n[Size \"19\"]\n\n"
            "黑1.g6，白2.f6；黑3.e6，白4.d6；黑5.c6，白6.b6；黑7.a6，白8.06；华9.51，花10.61；\n"
            "黑11.00，白12.虚着\n");
  EXPECT_EQ(print_record(r, {LabelSet::Integer, true}),
            "[Rules \"menggo\"]\n[Size \"19\"]\n\n"
            "B1.(-7,6), W2.(-6,6); B3.(-5,6), W4.(-4,6); B5.(-3,6), W6.(-2,6); B7.(-1,6), W8.(0,6); T9.(5,1), T10.(6,1);\n"
            "B11.(0,0), W12.pass\n");
}

TEST(Record, PrintsEveryTagKind) {
  Record r;
  r.rules = find_preset("go")->rules;
  r.size = *BoardSize::make(9);
  r.free_order = true;
  r.first_move = 7;
  r.setup = {{P(1, 1), Piece::White}, {P(-1, 1), Piece::Black}, {P(0, 0), Piece::Tris}, {P(-2, -3), Piece::Black}};
  r.tags = {{"Black", "张三 \"the \\ cat\"\nline 2"}, {"SGF:ST", "[2]"}, {"X-Note", "\r\t"}};
  EXPECT_EQ(print_record(r),
            "[Rules \"go\"]\n[Size \"9\"]\n[FirstMove \"7\"]\n[FreeOrder \"yes\"]\n[Setup \"黑:A一,BC 白:一一 玄:OO\"]\n"
            "[Black \"张三 \\\"the \\\\ cat\\\"\\nline 2\"]\n[SGF:ST \"[2]\"]\n[X-Note \"\\r\t\"]\n\n");
  EXPECT_EQ(parse_record(print_record(r)), r);
  EXPECT_NE(print_record(r, {LabelSet::Integer, true}).find("\n[Setup \"B:(-1,1),(-2,-3) W:(1,1) T:(0,0)\"]\n"),
            std::string::npos);
  EXPECT_EQ(parse_record(print_record(r, {LabelSet::Integer, true})), r);
}

TEST(Record, PrintsPropertiesInBraces) {
  Record r = parse_record("黑1.G六{C[a \\] b}]LB[aa:x][bb:y];C[next node]}");
  EXPECT_EQ(r.moves[0].properties,
            (NodeProperties{{"C", {"a ] b}"}}, {"LB", {"aa:x", "bb:y"}}, {";", {}}, {"C", {"next node"}}}));
  EXPECT_EQ(print_record(r), "[Rules \"trisgo-2026\"]\n[Size \"19\"]\n\n黑1.G六{C[a \\] b}]LB[aa:x][bb:y];C[next node]}\n");
}

// ---- Reading features -----------------------------------------------------------

TEST(Record, TagsInOrderWithEscapes) {
  Record r = parse_record(
      "\xEF\xBB\xBF[Event \"Cup\"]  [Black \"a\\\"b\\\\c\\nd\\re\\tf\"]\r\n[Size \"9\"]\n"
      "[SGF:ST \"[x\\\\]y]\"]\n[Rules \"go/komi=6.5\"]\r\n\r\nB1.00");
  EXPECT_EQ(r.size.n(), 9);
  EXPECT_EQ(r.rules.komi_quarters, 26);
  EXPECT_EQ(r.tags, (std::vector<std::pair<std::string, std::string>>{
                        {"Event", "Cup"}, {"Black", "a\"b\\c\nd\re\tf"}, {"SGF:ST", "[x\\]y]"}}));
  EXPECT_EQ(r.moves[0].move, (Move{Side::Black, MoveKind::Stone, P(0, 0)}));
}

TEST(Record, EmptyRecords) {
  // An empty file is no game (it would replay as "0 of 0 moves"); a game not
  // yet begun has its tags, as print_record writes it.
  for (const char* empty : {"", "\n\n", "  \t\r\n", "\xEF\xBB\xBF", "，；"})
    expect_error(empty, "g.tgr:1:1: the record is empty: no tags and no moves (a record holds the moves of a game, "
                        "or tags such as [Size \"9\"] for a game not yet begun)");
  Record r;
  EXPECT_EQ(parse_record(print_record(r)), r);
  Record s = parse_record("[FirstMove \"11\"]");
  EXPECT_EQ(s.first_move, 11);
  EXPECT_TRUE(s.moves.empty());
  EXPECT_EQ(print_record(s), "[Rules \"trisgo-2026\"]\n[Size \"19\"]\n[FirstMove \"11\"]\n\n");
  EXPECT_EQ(parse_record("[FirstMove \"11\"]\n黑11.G六").first_move, 11);
}

// UTF-16 (Windows "Unicode" text) is named, not reported as "not UTF-8" or
// failed at its first NUL.
TEST(Record, Utf16IsNamed) {
  const std::string ascii = "[Size \"9\"]\nB1.00";
  std::string le, be;
  for (char c : ascii) {
    le += c, le += '\0';
    be += '\0', be += c;
  }
  auto named = [](const std::string& encoding, bool mark) {
    return "g.tgr:1:1: " + encoding + " text (" +
           (mark ? "byte-order mark" : "no byte-order mark, but NUL bytes between its characters") +
           "); save it as UTF-8: record files must be UTF-8 (e.g. iconv -f " + encoding + " -t UTF-8)";
  };
  expect_error("\xFF\xFE" + le, named("UTF-16LE", true));
  expect_error("\xFE\xFF" + be, named("UTF-16BE", true));
  expect_error(le, named("UTF-16LE", false));
  expect_error(be, named("UTF-16BE", false));
}

TEST(Record, Setup) {
  Record r = parse_record("[Size \"9\"]\n[Setup \"W：(1,1), a1 黑:B二,(-3,0)  T:OO\"]");
  EXPECT_EQ(r.setup, (std::vector<std::pair<Point, Piece>>{
                         {P(-2, 2), Piece::Black}, {P(-1, 1), Piece::White}, {P(1, 1), Piece::White},
                         {P(-3, 0), Piece::Black}, {P(0, 0), Piece::Tris}}));
  EXPECT_EQ(parse_record("[Setup \"\"]").setup.size(), 0u);
}

TEST(Record, SeparatorsAndFillers) {
  Record r = parse_record("黑1.G六、白2.F六 黑3.E六;白4.D六,黑5.C六。白6.B六\n黑7.A六\t白8.O六　玄9.五一，……玄10.六一；...黑11.OO。");
  EXPECT_EQ(r.moves.size(), 11u);
  EXPECT_EQ(r.moves[10].move.point, P(0, 0));
  Record s = parse_record("B1.g6,W2.f6;B3.(-5,6)，W4.(-4,6)");
  EXPECT_EQ(s.moves[3].move.point, P(-4, 6));
}

TEST(Record, FullWidthDotAndSpaceBeforeBraces) {
  Record r = parse_record("黑1．G六 {C[x]}");
  EXPECT_EQ(r.moves[0].properties, (NodeProperties{{"C", {"x"}}}));
}

TEST(Record, FreeOrderTakesSidesAsWritten) {
  Record r = parse_record("[Rules \"go\"]\n[FreeOrder \"yes\"]\nW1.g6, W2.f6; B3.虚着{AE[aa]}");
  EXPECT_TRUE(r.free_order);
  EXPECT_EQ(r.moves[0].move.side, Side::White);
  EXPECT_EQ(r.moves[1].move.side, Side::White);
  EXPECT_EQ(r.moves[2].move, (Move{Side::Black, MoveKind::Pass, {}}));
  EXPECT_FALSE(parse_record("[Rules \"go\"]\n[FreeOrder \"no\"]").free_order);
}

TEST(Record, LaterMovesMayCarryMN) {
  Record r = parse_record("黑1.G六{;MN[1]}，白2.F六{MN[2]}");
  EXPECT_EQ(r.moves[0].properties, (NodeProperties{{";", {}}, {"MN", {"1"}}}));
}

// ---- Errors: tags -------------------------------------------------------------------

TEST(RecordErrors, TagSyntax) {
  expect_error("[Black \"x", "g.tgr:1:1: tag Black is not closed: its value needs a closing '\"' and ']' on the same line");
  expect_error("[Black \"x\ny\"]", "g.tgr:1:1: tag Black is not closed: its value needs a closing '\"' and ']' on the same line");
  expect_error("[Black \"x\\", "g.tgr:1:1: tag Black is not closed: its value needs a closing '\"' and ']' on the same line");
  expect_error("[Black \"x\\q\"]", "g.tgr:1:10: unknown escape '\\q' in the value of tag Black (use \\\\, \\\", \\n, \\r or \\t)");
  expect_error("[Black \"\\黑\"]", "g.tgr:1:9: unknown escape '\\黑' in the value of tag Black (use \\\\, \\\", \\n, \\r or \\t)");
  expect_error("[ \"x\"]", "g.tgr:1:3: expected a tag name after '[', as in [Black \"name\"]");
  expect_error("[Black x]", "g.tgr:1:8: expected '\"' to open the value of tag Black");
  expect_error("[Black", "g.tgr:1:7: expected '\"' to open the value of tag Black");
  expect_error("[Black \"x\" y]", "g.tgr:1:12: expected ']' to close tag Black");
  expect_error("[Rules \"go\"]\n [Rules \"go\"]", "g.tgr:2:2: tag Rules given twice");
  expect_error("[Bad.Key \"x\"]",
               "g.tgr:1:2: tag name 'Bad.Key' is not allowed: a tag name starts with a letter and holds letters, "
               "digits, '_' and '-' (or is SGF:XX)");
  expect_error("[9Key \"x\"]",
               "g.tgr:1:2: tag name '9Key' is not allowed: a tag name starts with a letter and holds letters, "
               "digits, '_' and '-' (or is SGF:XX)");
}

TEST(RecordErrors, SgfTags) {
  expect_error("[SGF:ap \"[x]\"]",
               "g.tgr:1:2: tag name 'SGF:ap' is not allowed: after 'SGF:' come the uppercase letters of an SGF property");
  expect_error("[SGF: \"[x]\"]",
               "g.tgr:1:2: tag name 'SGF:' is not allowed: after 'SGF:' come the uppercase letters of an SGF property");
  expect_error("[SGF:ZZ \"x\"]",
               "g.tgr:1:10: tag SGF:ZZ: the value must be an SGF value list such as [value] or [a][b], with ']' and "
               "'\\' escaped by '\\'");
  expect_error("[SGF:ZZ \"[x] [y]\"]",
               "g.tgr:1:10: tag SGF:ZZ: the value must be an SGF value list such as [value] or [a][b], with ']' and "
               "'\\' escaped by '\\'");
  expect_error("[SGF:ZZ \"[x\\\\]\"]",
               "g.tgr:1:10: tag SGF:ZZ: the value must be an SGF value list such as [value] or [a][b], with ']' and "
               "'\\' escaped by '\\'");
  expect_error("[SGF:B \"[aa]\"]", "g.tgr:1:9: tag SGF:B: B is part of the record itself, not a tag");
  expect_error("[SGF:SZ \"[9]\"]", "g.tgr:1:10: tag SGF:SZ: SZ is part of the record itself, not a tag");
  expect_error("[SGF:PB \"[x]\"]", "g.tgr:1:10: tag SGF:PB with one value is written as tag Black");
  EXPECT_EQ(parse_record("[SGF:PB \"[x][y]\"]").tags.size(), 1u);
  EXPECT_EQ(parse_record("[SGF:RU \"[Japanese]\"]").tags.size(), 1u);
}

TEST(RecordErrors, Rules) {
  expect_error("[Rules \"trisgo-2027\"]",
               "g.tgr:1:9: unknown ruleset preset 'trisgo-2027' (known: trisgo-2026, menggo, go, menggo-2019, "
               "menggo-2013, flybomb-A, flybomb-B, flybomb-C, trisgomoku)");
  expect_error("[Size \"9\"]\n[Rules  \"go/kom=3\"]", "g.tgr:2:13: unknown ruleset option 'kom' (see `trisgo rules`)");
}

TEST(RecordErrors, SizeFirstMoveFreeOrder) {
  expect_error("[Size \"9x9\"]", "g.tgr:1:8: tag Size: '9x9' is not a board size (write an odd number from 3 to 19)");
  expect_error("[Size \"\"]", "g.tgr:1:8: tag Size: '' is not a board size (write an odd number from 3 to 19)");
  expect_error("[Size \"6\"]", "g.tgr:1:8: board size 6 is not supported (sizes are odd numbers from 3 to 19)");
  expect_error("[Size \"21\"]", "g.tgr:1:8: board size 21 is not supported (sizes are odd numbers from 3 to 19)");
  expect_error("[FirstMove \"0\"]", "g.tgr:1:13: tag FirstMove: '0' is not a move number (1 to 1000000000)");
  expect_error("[FirstMove \"1000000001\"]",
               "g.tgr:1:13: tag FirstMove: '1000000001' is not a move number (1 to 1000000000)");
  expect_error("[FirstMove \"5\"]\n黑1.G六", "g.tgr:2:2: the first move is numbered 1 but tag FirstMove says 5");
  expect_error("[FreeOrder \"maybe\"]", "g.tgr:1:13: tag FreeOrder: 'maybe' is not yes or no");
  expect_error("[FreeOrder \"yes\"]",
               "g.tgr:1:13: tag FreeOrder: free order needs a ruleset without tris moves, and trisgo-2026 has them");
}

TEST(RecordErrors, Setup) {
  expect_error("[Setup \"X:G六\"]",
               "g.tgr:1:9: tag Setup: expected B:, W: or T: (or 黑:, 白:, 玄:) before a list of points, found 'X:G六'");
  expect_error("[Setup \"B G六\"]", "g.tgr:1:10: tag Setup: expected ':' after 'B'");
  expect_error("[Setup \"B:\"]", "g.tgr:1:11: tag Setup: expected a point after 'B:'");
  expect_error("[Setup \"B:G六,\"]", "g.tgr:1:14: tag Setup: expected a point after ','");
  expect_error("[Setup \"B: G六\"]", "g.tgr:1:11: tag Setup: expected a point after 'B:'");
  expect_error("[Setup \"B:ZZ\"]",
               "g.tgr:1:11: tag Setup: 'ZZ' is not a point: write x then y in one label set, e.g. G六 (chinese), g6 "
               "(letter) or -7,6 (integer)");
  expect_error("[Setup \"B:-7,6\"]",
               "g.tgr:1:11: tag Setup: a point in the integer label set is written in parentheses here, e.g. (-7,6), "
               "because ',' separates points");
  expect_error("[Setup \"B:G六 W:g6\"]", "g.tgr:1:16: tag Setup: point g6 is set up twice");
  expect_error("[Size \"9\"][Setup \"B:G六\"]",
               "g.tgr:1:21: tag Setup: point (-7,6) is off the 9x9 board (coordinates run from -4 to 4)");
}

TEST(RecordErrors, NotUtf8) {
  expect_error("[Black \"Jos\xe9\"]", "g.tgr:1:12: the text is not UTF-8: a record file is written in UTF-8");
  EXPECT_EQ(parse_record("[Black \"\xEF\xBF\xBD\"]").tags.front().second, "\xEF\xBF\xBD");
}

// ---- Errors: moves ------------------------------------------------------------------

TEST(RecordErrors, MoveSyntax) {
  expect_error("X1.G六", "g.tgr:1:1: expected a move such as 黑1.G六 or B1.g6, found 'X1.G六'");
  expect_error("黑1.G六，\n  绿2.F六", "g.tgr:2:3: expected a move such as 黑1.G六 or B1.g6, found '绿2.F六'");
  expect_error("黑.G六", "g.tgr:1:2: expected a move number after '黑'");
  expect_error("黑12345678901.G六", "g.tgr:1:2: move number 12345678901 is too large");
  expect_error("黑1G六", "g.tgr:1:3: expected '.' between the move number and the point, as in 黑1.G六");
  expect_error("黑1.，白2.F六", "g.tgr:1:4: expected a point or 虚着 after '黑1.'");
  expect_error("黑1.", "g.tgr:1:4: expected a point or 虚着 after '黑1.'");
  expect_error("黑1.Z六",
               "g.tgr:1:4: 'Z六' is not a point: write x then y in one label set, e.g. G六 (chinese), g6 (letter) or "
               "-7,6 (integer)");
  expect_error("黑1.G六白2.F六",
               "g.tgr:1:4: 'G六白2' is not a point: write x then y in one label set, e.g. G六 (chinese), g6 (letter) "
               "or -7,6 (integer)");
  expect_error("黑1.-7,6",
               "g.tgr:1:4: a point in the integer label set is written in parentheses in a record, e.g. (-7,6), "
               "because ',' separates moves");
  expect_error("黑1.(-7,6", "g.tgr:1:4: point '(-7,6' opens '(' but does not close it");
  expect_error("[Size \"9\"]\n黑1.G六", "g.tgr:2:4: point (-7,6) is off the 9x9 board (coordinates run from -4 to 4)");
}

TEST(RecordErrors, MoveNumbers) {
  expect_error("黑0.G六", "g.tgr:1:2: move numbers start at 1");
  expect_error("黑1.G六，白3.F六", "g.tgr:1:8: expected move 2, found move 3 (move numbers go up by one)");
  expect_error("黑1.G六，黑1.F六", "g.tgr:1:8: expected move 2, found move 1 (move numbers go up by one)");
  expect_error("黑1.G六\n[Black \"x\"]", "g.tgr:2:1: tags must come before the first move");
  expect_error("……黑1.G六", "g.tgr:1:1: an ellipsis ('……' or '...') may only stand between two moves");
  expect_error("黑1.G六，...", "g.tgr:1:7: an ellipsis ('……' or '...') may only stand between two moves");
  expect_error("黑1.G六，..白2.F六", "g.tgr:1:7: expected a move such as 黑1.G六 or B1.g6, found '..白2.F六'");
}

TEST(RecordErrors, MovesAgainstTheirSlots) {
  expect_error("白1.G六", "g.tgr:1:1: 白1.G六: move 1 is black's stone move, not white's");
  expect_error("黑1.G六，黑2.F六", "g.tgr:1:7: 黑2.F六: move 2 is white's stone move, not black's");
  expect_error("玄1.G六", "g.tgr:1:1: 玄1.G六: move 1 is black's stone move; a tris can only fill a tris slot");
  expect_error("华1.G六", "g.tgr:1:1: 华1.G六: move 1 is black's stone move; a tris can only fill a tris slot");
  expect_error("[FirstMove \"9\"]\n花9.G六", "g.tgr:2:1: 花9.G六: move 9 is black's tris move, not white's");
  expect_error("[FirstMove \"9\"]\nW9.G六", "g.tgr:2:1: W9.G六: move 9 is black's tris move, not white's");
  expect_error("玄1.虚着", "g.tgr:1:1: 玄1.虚着: move 1 is black's stone move; write its pass with 黑 or B");
  expect_error("B1.g6, T2.pass", "g.tgr:1:8: T2.pass: move 2 is white's stone move; write its pass with 白 or W");
  expect_error("[Rules \"go\"]\n[FreeOrder \"yes\"]\nW1.g6, T2.f6",
               "g.tgr:3:8: T2.f6: move 2 is a stone move; a tris can only fill a tris slot");
  expect_error("[Rules \"go\"]\n黑1.G六，黑2.F六", "g.tgr:2:7: 黑2.F六: move 2 is white's stone move, not black's");
}

TEST(RecordErrors, PropertyGroups) {
  expect_error("黑1.G六{C[x]", "g.tgr:1:6: property group '{' is not closed: missing '}'");
  expect_error("黑1.G六{C[x}", "g.tgr:1:8: value of property C is not closed: missing ']'");
  expect_error("黑1.G六{C[x\\", "g.tgr:1:8: value of property C is not closed: missing ']'");
  expect_error("黑1.G六{c[x]}", "g.tgr:1:7: property identifiers are uppercase letters, as in C[comment]; found 'c'");
  expect_error("黑1.G六{1}", "g.tgr:1:7: expected a property such as C[comment], ';' or '}' in the property group, found '1}'");
  expect_error("黑1.G六{C x}", "g.tgr:1:9: property C needs a value in brackets, as in C[...]");
  expect_error("黑1.G六{W[aa]}", "g.tgr:1:7: the move property W cannot stand among a move's properties");
  expect_error("黑1.G六{;XB[aa]}", "g.tgr:1:8: the move property XB cannot stand among a move's properties");
  expect_error("黑1.G六{AB[aa]}", "g.tgr:1:7: setup property AB is only allowed before the first move");
  expect_error("黑1.G六{MN[1]}", "g.tgr:1:7: MN on the first move: the move number is written in the move itself");
}

// ---- MengGo 2013: seats (M13-2, D-60, D-61) ----------------------------------

// 华 is seat B's grey (black's team), 花 seat D's (white's team): a grey
// written for the wrong seat is refused with its move number and the rule.
TEST(Record, Menggo2013GreyByTheWrongSeat) {
  const std::string head = "[Rules \"menggo-2013\"]\n[Size \"5\"]\n\n";
  Record ok = parse_record(head + "黑61.OO，白62.O一；花63.一一，黑64.A一，华65.AO，白66.二二；", "g.tgr");
  ASSERT_EQ(ok.moves.size(), 6u);
  EXPECT_EQ(ok.moves[2].move.kind, MoveKind::Tris);
  EXPECT_EQ(ok.moves[2].move.side, Side::White);
  EXPECT_EQ(print_record(ok), head + "黑61.OO，白62.O一；花63.一一；黑64.A一，华65.AO，白66.二二\n");
  expect_error(head + "黑61.OO，白62.O一；华63.一一",
               "g.tgr:4:15: 华63.一一: move 63 is seat D's grey move (white's team), not seat B's (M13-2: a grey "
               "move by the wrong seat; from round 31 D plays grey after C's white in odd rounds, B after A's black "
               "in even rounds)");
  expect_error(head + "黑61.OO，白62.O一；花63.一一，黑64.A一，花65.AO",
               "g.tgr:4:29: 花65.AO: move 65 is seat B's grey move (black's team), not seat D's (M13-2: a grey move "
               "by the wrong seat; from round 31 D plays grey after C's white in odd rounds, B after A's black in "
               "even rounds)");
  expect_error(head + "黑61.OO，黑62.O一",
               "g.tgr:4:8: 黑62.O一: move 62 is seat C's white stone move, not seat A's (M13-2: the seats' order of "
               "MengGo 2013)");
  // The two-player form: the black player (seat A) plays black's grey too.
  expect_error("[Rules \"menggo-2013/order=menggo-2013-two\"]\n[Size \"5\"]\n\n黑61.OO，白62.O一；华63.一一",
               "g.tgr:4:15: 华63.一一: move 63 is seat C's grey move (white's team), not seat A's (M13-2: a grey "
               "move by the wrong seat; from round 31 D plays grey after C's white in odd rounds, B after A's black "
               "in even rounds)");
}

// ---- Moves against the order, and record_problem ---------------------------------

TEST(Record, FitMove) {
  MoveOrder o = move_order_trisgo_2026();
  EXPECT_EQ(fit_move(o, false, 9, Side::Black, Placed::Stone, "x").kind, MoveKind::Emergency);
  EXPECT_EQ(fit_move(o, false, 10, Side::White, Placed::Tris, "x").kind, MoveKind::Tris);
  EXPECT_EQ(fit_move(o, false, 4, Side::White, Placed::Nothing, "x").kind, MoveKind::Pass);
  EXPECT_EQ(fit_move(o, false, 0, Side::White, Placed::Nothing, "x").error, "x: move numbers start at 1");
  EXPECT_EQ(fit_move(o, false, 10, Side::Black, Placed::Tris, "XB[aa]").error,
            "XB[aa]: move 10 is white's tris move, not black's");
  MoveOrder m = move_order_menggo_2019();
  EXPECT_EQ(fit_move(m, false, 63, Side::White, Placed::Tris, "x").kind, MoveKind::Tris);
  EXPECT_EQ(infer_first_move(o, false, std::pair{Side::White, Placed::Tris}, std::nullopt), 10);
  EXPECT_EQ(infer_first_move(o, false, std::pair{Side::White, Placed::Stone}, std::nullopt), 2);
  EXPECT_EQ(infer_first_move(o, false, std::nullopt, Side::White), 2);
  EXPECT_EQ(infer_first_move(o, false, std::nullopt, std::nullopt), 1);
  EXPECT_EQ(infer_first_move(move_order_alternate(), true, std::pair{Side::White, Placed::Stone}, std::nullopt), 1);
  EXPECT_EQ(infer_first_move(move_order_alternate(), false, std::pair{Side::Black, Placed::Tris}, std::nullopt), 1);
}

TEST(Record, RecordProblem) {
  Record r = twelve_moves();
  EXPECT_EQ(record_problem(r), "");
  auto with = [&](auto change) {
    Record c = r;
    change(c);
    return record_problem(c);
  };
  EXPECT_EQ(with([](Record& c) { c.first_move = 0; }), "the first move number 0 is not 1 to 1000000000");
  EXPECT_EQ(with([](Record& c) { c.free_order = true; }),
            "free order needs a ruleset without tris moves, and trisgo-2026 has them");
  EXPECT_EQ(with([](Record& c) { c.setup = {{P(10, 0), Piece::Black}}; }), "setup point (10,0) is off the board");
  EXPECT_EQ(with([](Record& c) { c.setup = {{P(1, 0), Piece::Empty}}; }), "setup puts an empty piece on 一O");
  EXPECT_EQ(with([](Record& c) { c.setup = {{P(1, 0), Piece::Black}, {P(1, 0), Piece::White}}; }),
            "setup puts two pieces on 一O");
  EXPECT_EQ(with([](Record& c) { c.tags = {{"Rules", "go"}}; }),
            "tag Rules is part of the record itself, not game information");
  EXPECT_EQ(with([](Record& c) { c.tags = {{"SGF:XX", "x"}}; }),
            "tag SGF:XX: the value must be an SGF value list such as [value] or [a][b], with ']' and '\\' escaped by '\\'");
  EXPECT_EQ(with([](Record& c) { c.tags = {{"a b", "x"}}; }),
            "tag name 'a b' is not allowed: a tag name starts with a letter and holds letters, digits, '_' and '-' (or is SGF:XX)");
  EXPECT_EQ(with([](Record& c) { c.moves[0].move.side = Side::White; }), "move 1: move 1 is black's stone move, not white's");
  EXPECT_EQ(with([](Record& c) { c.moves[8].move.kind = MoveKind::Stone; }),
            "move 9 has kind stone, but its slot makes it emergency");
  EXPECT_EQ(with([](Record& c) { c.moves[0].move.point = P(0, 10); }), "move 1 is off the board");
  EXPECT_EQ(with([](Record& c) { c.moves[1].properties = {{";", {"x"}}}; }), "move 2: the node separator ';' takes no values");
  EXPECT_EQ(with([](Record& c) { c.moves[1].properties = {{"c", {"x"}}}; }),
            "move 2: property identifier 'c' is not uppercase letters");
  EXPECT_EQ(with([](Record& c) { c.moves[1].properties = {{"C", {}}}; }), "move 2: property C has no value");
  EXPECT_EQ(with([](Record& c) { c.moves[0].properties = {{"MN", {"1"}}}; }),
            "move 1: MN on the first move: the move number is written in the move itself");
  EXPECT_EQ(with([](Record& c) { c.moves[0].properties = {{";", {}}, {"MN", {"1"}}}; }), "");
}

TEST(Record, EqualityIgnoresSetupOrderAndPassPoints) {
  Record a, b;
  a.setup = {{P(0, 0), Piece::Black}, {P(1, 1), Piece::White}};
  b.setup = {{P(1, 1), Piece::White}, {P(0, 0), Piece::Black}};
  EXPECT_EQ(a, b);
  a.moves.push_back({Move{Side::Black, MoveKind::Pass, P(3, 3)}, {}});
  b.moves.push_back({Move{Side::Black, MoveKind::Pass, P(0, 0)}, {}});
  EXPECT_EQ(a, b);
  b.tags.emplace_back("Black", "x");
  EXPECT_FALSE(a == b);
}

// ---- Round trips -----------------------------------------------------------------

RC_GTEST_PROP(RecordProps, GeneratedRecordsHaveNoProblems, ()) {
  Record r = test::random_record();
  RC_ASSERT(record_problem(r) == "");
}

RC_GTEST_PROP(RecordProps, NotationRoundTripsInEveryStyle, ()) {
  Record r = test::random_record();
  for (LabelSet set : kAllLabelSets)
    for (bool ascii : {false, true}) {
      std::string text = print_record(r, {set, ascii});
      Record back = parse_record(text, "rt.tgr");
      RC_ASSERT(back == r);
    }
}

RC_GTEST_PROP(RecordProps, NotationToSgfToNotation, ()) {
  Record r = test::random_record();
  Record from_notation = parse_record(print_record(r, {LabelSet::Chinese, false}));
  Record via_sgf = parse_sgf(print_sgf(from_notation));
  RC_ASSERT(via_sgf == r);
  RC_ASSERT(parse_record(print_record(via_sgf, {LabelSet::Letter, true})) == r);
}

// Any text: parse_record either returns a record without problems or throws a ParseError.
RC_GTEST_PROP(RecordProps, NeverCrashesOnNoise, ()) {
  static const std::vector<std::string> bits = {
      "黑", "白", "玄", "华", "花", "B", "W", "T", "1", "9", "10", ".", "．", "G六", "g6", "(-1,2)", "(", ")", ",", "，",
      "；", "、", "…", "...", "虚着", "pass", "{", "}", "[", "]", "C", "\\", "\"", "\n", " ", "MN", ";", "AB",
      "[Rules \"go\"]", "[FreeOrder \"yes\"]", "[Setup \"B:", "[Size \"9\"]", "[FirstMove \"3\"]", "\xE9", "\xE4\xB8"};
  std::string text;
  int n = *rc::gen::inRange(0, 30);
  for (int i = 0; i < n; ++i) text += *rc::gen::elementOf(bits);
  try {
    Record r = parse_record(text, "noise");
    RC_ASSERT(record_problem(r) == "");
    RC_ASSERT(parse_record(print_record(r)) == r);
  } catch (const ParseError& e) {
    RC_ASSERT(e.where().line >= 1);
    RC_ASSERT(e.where().column >= 1);
  }
}

}  // namespace
}  // namespace tg
