// FlybombGo records (spec/formats/records.md "FlybombGo records", D-70,
// D-71, D-75): moves fitted to the flybomb turns of the stored seed, bad
// input refused with the move number and the rule.
#include <gtest/gtest.h>

#include "vocab/flybomb.h"
#include "vocab/flybomb_record.h"
#include "vocab/position_text.h"
#include "vocab/record.h"
#include "vocab/sgf.h"

namespace tg {
namespace {

std::string error_of(const std::string& text) {
  try {
    (void)parse_record(text, "g.tgr");
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}

const std::string head = "[Rules \"flybomb-A\"]\n[Size \"5\"]\n[FlybombSeed \"7\"]\n\n";

// Seed 7 on 5x5 (flybomb-turns.vec quotes the draws): black's random turn 4,
// white's turn 1. A bare 玄 is the flybomb of the stone before it (FB-7).
TEST(FlybombRecord, SeedGivesTheRandomTurns) {
  const Ruleset a = parse_ruleset("flybomb-A");
  EXPECT_EQ(random_flybomb_turns(a, *BoardSize::make(5), 7, Side::Black), std::vector<int>{4});
  EXPECT_EQ(random_flybomb_turns(a, *BoardSize::make(5), 7, Side::White), std::vector<int>{1});
  EXPECT_EQ(random_flybomb_turns(a, *BoardSize::make(9), 7, Side::Black), std::vector<int>{8});
  const Ruleset b = parse_ruleset("flybomb-B");
  EXPECT_EQ(random_flybomb_turns(b, *BoardSize::make(5), 7, Side::Black), (std::vector<int>{1, 4, 5}));
  EXPECT_TRUE(random_flybomb_turns(parse_ruleset("flybomb-C"), *BoardSize::make(5), 7, Side::Black).empty());
  Record r = parse_record(head + "黑1.B二，白2.二二；玄3.OO；黑4.BB\n", "g.tgr");
  ASSERT_EQ(r.moves.size(), 4u);
  EXPECT_EQ(r.moves[2].move.side, Side::White);
  EXPECT_EQ(r.moves[2].move.kind, MoveKind::Tris);
  EXPECT_EQ(record_problem(r), "");
  // Both text forms keep the seed and the flybomb.
  EXPECT_EQ(parse_record(print_record(r), "g.tgr"), r);
  EXPECT_NE(print_sgf(r).find("XT[FlybombSeed:7]"), std::string::npos);
  EXPECT_EQ(parse_sgf(print_sgf(r), "g.sgf"), r);
}

TEST(FlybombRecord, BadMovesNameTheMoveAndTheRule) {
  // A due random flybomb skipped: white's turn 1 (move 2) carries one.
  EXPECT_EQ(error_of(head + "黑1.B二，白2.二二；黑3.OO\n"),
            "g.tgr:5:13: 黑3.OO: move 3 must be white's random flybomb: seed 7 draws white's turn 1 (FB-5, D-71)");
  // A flybomb tris without its stone.
  EXPECT_EQ(error_of(head + "玄1.OO\n"),
            "g.tgr:5:1: 玄1.OO: move 1: a flybomb tris without its stone: a flybomb follows its player's own "
            "stone (FB-2)");
  // A fourth flybomb (mode C, 3 chosen ones each).
  EXPECT_EQ(error_of("[Rules \"flybomb-C\"]\n[Size \"5\"]\n\n黑1.OO，玄2.AA；白3.一一；黑4.BB，玄5.二二；白6.一B；"
                     "黑7.O一，玄8.二O；白9.BO；黑10.一O，玄11.O二\n"),
            "g.tgr:4:62: 玄11.O二: move 11: a fourth flybomb: black has no flybomb left: 3 per side (flybombs), its "
            "3 chosen ones thrown and no random one at this turn (FB-4, FB-5, D-75)");
  // A random flybomb at another move number than the seed gives (mode B).
  EXPECT_EQ(error_of("[Rules \"flybomb-B\"]\n[Size \"5\"]\n[FlybombSeed \"2\"]\n\n黑1.OO，玄2.AA\n"),
            "g.tgr:5:7: 玄2.AA: move 2: a random flybomb at another move number than the seed gives: seed 2 draws "
            "black's random flybombs at turns 3, 4, 5, and move 1 is turn 1 (FB-5, D-71)");
  // A chosen flybomb is not passed (D-70).
  EXPECT_NE(error_of("[Rules \"flybomb-C\"]\n[Size \"5\"]\n\n黑1.OO，玄2.虚着\n").find("never passed (D-70)"),
            std::string::npos);
  EXPECT_NE(error_of("[Rules \"flybomb-A\"]\n[Size \"5\"]\n[FlybombSeed \"x\"]\n\n黑1.OO\n").find("FlybombSeed"),
            std::string::npos);
}

TEST(FlybombRecord, PositionTextKeepsTheState) {
  const std::string text =
      "rules: flybomb-A\nsize: 5\nnext: 10\nflybomb_seed: 7\nflybomb_moves: 3 9\nboard:\n.....\n.....\n.....\n"
      ".....\n.....\n";
  Position p = parse_position(text, "p.pos");
  EXPECT_EQ(p.flybomb.seed, 7u);
  EXPECT_EQ(p.flybomb.thrown, (std::vector<int>{3, 9}));
  EXPECT_EQ(print_position(p), "rules: flybomb-A\nsize: 5\nnext: 10\nflybomb_seed: 7\nflybomb_moves: 3 9\nboard:\n"
                               ".....\n.....\n.....\n.....\n.....\n");
  // Black's random flybomb (turn 4: stone 8) is missing at move 9.
  try {
    (void)parse_position("rules: flybomb-A\nsize: 5\nnext: 10\nflybomb_seed: 7\nflybomb_moves: 3\nboard:\n.....\n"
                         ".....\n.....\n.....\n.....\n",
                         "p.pos");
    ADD_FAILURE() << "accepted";
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("move 9 must be black's random flybomb"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace tg
