// KM and RU in SGF (spec/formats/sgf.md, "Rules" and "Komi"; issue 32): KM for
// every ruleset of Go, RU[Chinese] for the go preset, a KM that repeats the
// implied komi makes no tag while any other survives a round trip, and the
// Fox server's komi units.
#include <gtest/gtest.h>

#include "vocab/record.h"
#include "vocab/sgf.h"

namespace tg {
namespace {

using Tags = std::vector<std::pair<std::string, std::string>>;

void expect_error(const std::string& text, const std::string& message) {
  try {
    Record r = parse_sgf(text, "g.sgf");
    ADD_FAILURE() << "no error for:\n" << text << "\nexpected: " << message;
  } catch (const ParseError& e) {
    EXPECT_EQ(std::string(e.what()), message) << "for:\n" << text;
  }
}

void expect_sgf_round_trip(const Record& r) {
  EXPECT_EQ(record_problem(r), "");
  EXPECT_EQ(parse_sgf(print_sgf(r)), r) << print_sgf(r);
}

Record record_of(const std::string& rules, bool free_order = false) {
  Record r;
  r.rules = parse_ruleset(rules);
  r.size = *BoardSize::make(9);
  r.free_order = free_order;
  r.moves.push_back(RecordedMove{Move{Side::Black, MoveKind::Stone, Point{0, 0}}, {}});
  return r;
}

std::string first_line(const std::string& sgf) { return sgf.substr(0, sgf.find('\n')); }

TEST(Sgf, KomiIsWrittenForEveryRulesetOfGo) {
  EXPECT_EQ(first_line(print_sgf(record_of("trisgo-2026"))), "(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[trisgo-2026]KM[3.75]");
  EXPECT_EQ(first_line(print_sgf(record_of("menggo-2019"))), "(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[menggo-2019]KM[0]");
  EXPECT_EQ(first_line(print_sgf(record_of("flybomb-A"))), "(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[flybomb-A]KM[3.75]");
  EXPECT_EQ(first_line(print_sgf(record_of("trisgo-2026/komi=-2.25"))),
            "(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[trisgo-2026/komi=-2.25]KM[-2.25]");
  // TrisGomoku counts no points: no komi.
  EXPECT_EQ(first_line(print_sgf(record_of("trisgomoku"))), "(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[trisgomoku]");
  for (const char* rules : {"trisgo-2026", "menggo-2019", "flybomb-A", "trisgo-2026/komi=-2.25", "trisgomoku"})
    expect_sgf_round_trip(record_of(rules));
}

TEST(Sgf, PlainGoIsWrittenWithTheStandardRulesName) {
  // The go preset is RU[Chinese] with its komi; XO[strict] keeps a record that
  // follows the move order from being read in free order.
  EXPECT_EQ(first_line(print_sgf(record_of("go"))), "(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[Chinese]XO[strict]KM[7.5]");
  EXPECT_EQ(first_line(print_sgf(record_of("go", true))), "(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[Chinese]KM[7.5]");
  expect_sgf_round_trip(record_of("go"));
  expect_sgf_round_trip(record_of("go", true));
  // Another komi is the record's Komi tag (as in a GTP session's record).
  Record k = record_of("go/komi=6.5");
  k.tags = {{"Komi", "6.5"}};
  EXPECT_EQ(print_sgf(k), "(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[Chinese]XO[strict]\nKM[6.5]\n;B[ee]\n)\n");
  expect_sgf_round_trip(k);
  // Without it the ruleset is not what RU[Chinese] and KM give back: our RU.
  EXPECT_EQ(first_line(print_sgf(record_of("go/komi=6.5"))), "(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[go/komi=6.5]KM[6.5]");
  expect_sgf_round_trip(record_of("go/komi=6.5"));
  // Other programs' RU[Chinese] is the go preset, with no SGF:RU tag ...
  Record c = parse_sgf("(;RU[Chinese]KM[7.5];B[aa];B[bb])");
  EXPECT_EQ(c.rules, find_preset("go")->rules);
  EXPECT_TRUE(c.free_order);
  EXPECT_EQ(c.tags, Tags{});
  // ... XO[strict] checks the sides, and another name stays a tag.
  expect_error("(;RU[Chinese]XO[strict];B[aa];B[bb])", "g.sgf:1:31: B[bb]: move 2 is white's stone move, not black's");
  EXPECT_EQ(parse_sgf("(;RU[NZ];B[aa])").tags, (Tags{{"SGF:RU", "[NZ]"}}));
}

TEST(Sgf, KomiTagsSurviveUnlessImplied) {
  // KM as the ruleset implies it: no tag.
  EXPECT_EQ(parse_sgf("(;RU[trisgo-2026]KM[3.75];B[aa])").tags, Tags{});
  EXPECT_EQ(parse_sgf("(;KM[7.5];B[aa])").tags, Tags{});
  // Any other KM, even the same number written otherwise, is the record's own.
  Record r = parse_sgf("(;RU[trisgo-2026]KM[6.5];B[aa])");
  EXPECT_EQ(r.rules, Ruleset{});
  EXPECT_EQ(r.tags, (Tags{{"Komi", "6.5"}}));
  expect_sgf_round_trip(r);
  EXPECT_EQ(parse_sgf("(;RU[trisgo-2026]KM[3.750];B[aa])").tags, (Tags{{"Komi", "3.750"}}));
  Record f = parse_sgf("(;KM[6.5];B[aa])");
  EXPECT_EQ(f.rules, parse_ruleset("go/komi=6.5"));
  EXPECT_EQ(f.tags, (Tags{{"Komi", "6.5"}}));
  expect_sgf_round_trip(f);
  // A record's Komi tag that repeats the implied komi is the one exception.
  Record same = record_of("trisgo-2026");
  same.tags = {{"Komi", "3.75"}};
  EXPECT_TRUE(sgf_komi_tag_is_implied(same));
  EXPECT_FALSE(sgf_komi_tag_is_implied(r));
}

// Every record read prints and reads back to itself, however the file
// wrote its komi (what fuzz_sgf checks; it found the first two cases).
TEST(Sgf, EveryKomiReadRoundTrips) {
  // Two rules names make a plain-Go file print with our RU, which implies its
  // ruleset's komi: the Komi tag KM[6.5] made was lost on the way back.
  Record two_names = parse_sgf("(;RU[Japanese]RU[NZ]SZ[9]KM[6.5];B[ee])");
  EXPECT_EQ(two_names.rules, parse_ruleset("go/komi=6.5"));
  expect_sgf_round_trip(two_names);
  // A rules name of ours among a plain-Go file's RUs: written with our RU.
  expect_sgf_round_trip(parse_sgf("(;RU[Japanese]SZ[9]KM[0.5];RU[trisgo-2026];B[ee])"));
  // A second KM (another game-information node) repeating the komi.
  expect_sgf_round_trip(parse_sgf("(;RU[Japanese]SZ[9]KM[0.5];RU[Japanese]KM[0.5];B[ee])"));
  expect_sgf_round_trip(parse_sgf("(;SZ[9]KM[6.5];KM[7.5];B[ee])"));
  // An XT before the KM: the implied KM's tag is the one dropped, not the private tag.
  Record xt = parse_sgf("(;SZ[9]XT[a:b]KM[7.5];B[ee])");
  EXPECT_EQ(xt.tags, (Tags{{"a", "b"}}));
  expect_sgf_round_trip(xt);
}

TEST(Sgf, FoxKomiIsInHundredths) {
  // As Fox writes it (issue 32): two AP, Chinese rules, komi 3.75 stones.
  const std::string fox =
      "(;GM[1]FF[4]SZ[19]GN[]DT[2025-09-26]KM[375]HA[0]RU[Chinese]AP[GNU Go:3.8]AP[foxwq]RE[W+R]"
      ";B[pp];W[dq];B[pc])";
  Record r = parse_sgf(fox);
  EXPECT_EQ(r.rules, parse_ruleset("go/komi=7.5"));
  EXPECT_TRUE(r.free_order);
  EXPECT_EQ(r.tags, (Tags{{"GameName", ""}, {"Date", "2025-09-26"}, {"Komi", "375"}, {"Handicap", "0"},
                          {"Application", "GNU Go:3.8"}, {"Application", "foxwq"}, {"Result", "W+R"}}));
  expect_sgf_round_trip(r);
  EXPECT_NE(print_sgf(r).find("KM[375]"), std::string::npos);
  auto komi = [](const std::string& km, const std::string& ap = "foxwq") {
    return parse_sgf("(;AP[" + ap + "]KM[" + km + "];B[aa])").rules.komi();
  };
  EXPECT_EQ(komi("750"), 7.5);  // hundredths of a point
  EXPECT_EQ(komi("650"), 6.5);
  EXPECT_EQ(komi("50"), 0.5);   // a handicap game
  EXPECT_EQ(komi("0"), 0.0);
  EXPECT_EQ(komi("325"), 6.5);  // hundredths of a stone: 3.25 stones
  EXPECT_EQ(komi("275"), 5.5);
  EXPECT_EQ(komi("-375"), -7.5);
  EXPECT_EQ(komi("6.5"), 6.5);  // re-saved by other software: points
  EXPECT_EQ(komi("750", "FoxWQ:5.0"), 7.5);
  expect_error("(;AP[foxwq]KM[7];B[aa])",
               "g.sgf:1:15: KM[7]: a Fox record's komi is in hundredths of a point or of a stone (KM[750] or KM[375] "
               "is 7.5), and 7 is neither (spec/formats/sgf.md)");
}

TEST(Sgf, KomiLargerThanTheBoardIsAnError) {
  expect_error("(;SZ[19]KM[750];B[aa])",
               "g.sgf:1:12: KM[750]: a komi of 750 is more than the 361 points of the board (Fox records, AP[foxwq], "
               "write komi in hundredths; others in points: spec/formats/sgf.md)");
  expect_error("(;SZ[9]KM[-90];B[aa])",
               "g.sgf:1:11: KM[-90]: a komi of -90 is more than the 81 points of the board (Fox records, AP[foxwq], "
               "write komi in hundredths; others in points: spec/formats/sgf.md)");
  // As before: a komi that is no multiple of 0.25 leaves the preset's, and
  // under our RU KM is only information.
  EXPECT_EQ(parse_sgf("(;KM[0.33];B[aa])").rules, find_preset("go")->rules);
  EXPECT_EQ(parse_sgf("(;RU[go]KM[750];B[aa])").tags, (Tags{{"Komi", "750"}}));
}

}  // namespace
}  // namespace tg
