// The position-setup extension and the JSON answers (spec/formats/gtp.md:
// trisgo-setup, trisgo-outcome, trisgo-score-json), in-process: positions
// with everything a Position holds set up and read back equal, every error
// reply, and the answers' JSON read back by gtp/answers_json equal to the
// engine's own answers.
#include <gtest/gtest.h>

#include "gtp/answers_json.h"
#include "gtp/position_line.h"
#include "gtp/server.h"
#include "reference/reference_engine.h"
#include "vocab/position_text.h"

namespace {

struct Session {
  std::unique_ptr<tg::Engine> engine = tg::ref::make_reference_engine();
  tg::gtp::Server server{*engine, tg::gtp::ServerOptions{tg::parse_ruleset("go"), *tg::BoardSize::make(9), 1,
                                                          tg::gtp::Policy::Uniform, {}}};
  std::string ask(const std::string& line) { return server.respond(line).value_or("(no reply)"); }
};

tg::Position position(const std::string& text) { return tg::parse_position(text, "test"); }

// Every part of a Position: earlier positions, passes, a move number, a
// FlybombGo seed and flybombs played, TrisGomoku's stored attributes.
const char* const kPositions[] = {
    "rules: go\nsize: 5\nnext: 7\npasses: 1\nboard:\n.....\n.XO..\nXO.O.\n.XO..\n.....\n"
    "seen: 5\n.....\n.X...\nXO.O.\n.XO..\n.....\nseen: 6\n.....\n.XO..\nXO.O.\n.XO..\n.....\n",
    "rules: trisgo-2026/cascade=none,komi=0.5\nsize: 5\nnext: 9\nboard:\n.XO..\nXO.O.\n.XO..\n....T\nXO.T.\n",
    "rules: flybomb-C\nsize: 7\nnext: 4\nflybomb_seed: 5\nflybomb_moves: 2\nboard:\n.......\n.......\n..X....\n"
    "...T...\n....O..\n.......\n.......\n",
    "rules: trisgomoku\nsize: 5\nnext: 6\nboard:\n.....\n.XB..\n..W..\n.O...\n.....\n",
};

TEST(GtpSetup, EveryPartOfAPositionSetsUpAndReadsBackEqual) {
  for (const char* text : kPositions) {
    Session s;
    const tg::Position p = position(text);
    const std::string line = tg::gtp::position_line(p);
    EXPECT_EQ(line.find('\n'), std::string::npos);
    EXPECT_EQ(tg::gtp::parse_position_line(line), p) << text;
    EXPECT_EQ(s.ask("7 trisgo-setup " + line), "=7 \n\n") << text;
    EXPECT_EQ(s.server.game().position(), p) << text;
    EXPECT_TRUE(s.server.game().moves().empty());
    EXPECT_EQ(s.ask("undo"), "? cannot undo\n\n");  // the setup is the start of the game
  }
}

TEST(GtpSetup, TheSetUpPositionIsTheOneMovesArePlayedFrom) {
  // The earlier positions reach the engine: white's retake of the ko at a0
  // (b1 in GTP) would repeat the position of `seen: 6` (Art. 10, situational).
  Session s;
  ASSERT_EQ(s.ask("trisgo-setup " + tg::gtp::position_line(position(
                                        "rules: go\nsize: 5\nnext: 8\nboard:\n.....\n.XO..\nX.XO.\n.XO..\n.....\n"
                                        "seen: 7\n.....\n.XO..\nXO.O.\n.XO..\n.....\n"))),
            "= \n\n");
  EXPECT_EQ(s.ask("play w b3").substr(0, 26), "? illegal move: repetition");
  EXPECT_EQ(s.ask("trisgo-to-move"), "= 8 white stone B\n\n");
  // The same board without its earlier position: the retake is legal.
  ASSERT_EQ(s.ask("trisgo-setup rules: go|size: 5|next: 8|board:|.....|.XO..|X.XO.|.XO..|....."), "= \n\n");
  EXPECT_EQ(s.ask("play w b3"), "= \n\n");
}

TEST(GtpSetup, ErrorsNameThePartAndColumn) {
  Session s;
  EXPECT_EQ(s.ask("trisgo-setup"),
            "? syntax error: trisgo-setup needs a position: the position text with '|' for each line break, e.g. "
            "'rules: go|size: 3|next: 1|board:|...|...|...'\n\n");
  EXPECT_EQ(s.ask("trisgo-setup rules: go|size: 3|next: 1|board:|...|.Q.|..."),
            "? bad position: trisgo-setup:6:2: bad cell 'Q' in row 2 of the board: expected '.' (empty), 'X' (black "
            "stone), 'O' (white stone) or 'T' (tris)\n\n");
  EXPECT_EQ(s.ask("trisgo-setup rules: go|size: 3|next: 2|passes: 2|board:|...|...|..."),
            "? bad position: trisgo-setup:4:9: 'passes: 2' must be less than 'next: 2': only moves already made can "
            "have been passes\n\n");
  EXPECT_EQ(s.ask("trisgo-setup rules: go|size: 3|next: 1|board:|...|...").substr(0, 36),
            "? bad position: trisgo-setup:7:1: th");  // after the last part
  EXPECT_EQ(s.ask("trisgo-setup rules: trisgomoku/order=menggo-2013|size: 3|next: 1|board:|...|...|..."),
            "? rules not implemented by the engines: order=menggo-2013\n\n");
  // A refused setup leaves the game as it was.
  EXPECT_EQ(s.ask("trisgo-get-rules"), "= go\n\n");
  EXPECT_EQ(s.server.game().position(), tg::Position(*tg::BoardSize::make(9), tg::parse_ruleset("go")));
}

TEST(GtpAnswers, OutcomeAndScoreJsonReadBackAsTheEngineAnswers) {
  Session s;
  const tg::Position p = position(kPositions[1]);
  ASSERT_EQ(s.ask("trisgo-setup " + tg::gtp::position_line(p)), "= \n\n");
  const tg::BoardSize size = p.board.size();
  auto json_of = [&](const std::string& command) {
    const std::string reply = s.ask(command);
    EXPECT_EQ(reply.substr(0, 2), "= ") << command << ": " << reply;
    return nlohmann::json::parse(reply.substr(2));
  };
  // Every tris move of the slot (move 9 is a tris slot), legal or not.
  int legal = 0, illegal = 0;
  for (int i = 0; i < size.points(); ++i) {
    const tg::Move m{tg::Side::Black, tg::MoveKind::Tris, size.point(i)};
    tg::MoveOutcome ours = s.engine->play(p, m);
    tg::MoveOutcome theirs =
        tg::gtp::outcome_from_json(json_of("trisgo-outcome b tris " + tg::format_point(m.point, tg::Labels{tg::LabelSet::Gtp, size})));
    EXPECT_EQ(theirs.illegal, ours.illegal) << i;
    EXPECT_EQ(theirs.captured, ours.captured) << i;
    EXPECT_EQ(theirs.changes, ours.changes) << i;
    EXPECT_EQ(theirs.cascade, ours.cascade) << i;
    (ours.legal() ? legal : illegal) += 1;
  }
  EXPECT_GT(legal, 0);
  EXPECT_GT(illegal, 0);
  EXPECT_EQ(s.server.game().position(), p);  // asking plays nothing
  EXPECT_EQ(tg::gtp::outcome_from_json(json_of("trisgo-outcome w stone A1")).illegal, tg::Illegal::WrongSlot);
  EXPECT_EQ(tg::gtp::outcome_from_json(json_of("trisgo-outcome b pass")).illegal, tg::Illegal::None);
  EXPECT_EQ(tg::gtp::score_from_json(json_of("trisgo-score-json"), size), s.engine->score(p, {}));
  EXPECT_EQ(tg::gtp::score_from_json(json_of("trisgo-score-json B5"), size),
            s.engine->score(p, {tg::Point{-1, 2}}));
  EXPECT_EQ(s.ask("trisgo-outcome b rock A1"),
            "? syntax error: the move kind is stone, tris, emergency or pass, not 'rock'\n\n");
  EXPECT_EQ(s.ask("trisgo-outcome b tris Z9"), "? syntax error: 'Z9' is not a vertex of the 5x5 board\n\n");
  EXPECT_EQ(s.ask("trisgo-score-json A1 Q"), "? syntax error: 'Q' is not a vertex of the 5x5 board\n\n");
}

TEST(GtpAnswers, TheReaderRefusesMalformedJson) {
  const tg::BoardSize size = *tg::BoardSize::make(3);
  EXPECT_THROW(tg::gtp::outcome_from_json(nlohmann::json::parse(R"({"legal": "yes"})")), tg::gtp::GtpError);
  EXPECT_THROW(tg::gtp::outcome_from_json(nlohmann::json::parse(R"({"legal": false, "reason": "bad-luck"})")),
               tg::gtp::GtpError);
  EXPECT_THROW(tg::gtp::outcome_from_json(
                   nlohmann::json::parse(R"({"legal": true, "captured": [[0]], "attribute_changes": [], "cascade": []})")),
               tg::gtp::GtpError);
  EXPECT_THROW(tg::gtp::analysis_from_json(nlohmann::json::parse("[]"), size), tg::gtp::GtpError);
  // An owner list that leaves a point out.
  EXPECT_THROW(tg::gtp::score_from_json(nlohmann::json::parse(
                                            R"({"black": 1, "white": 0, "neutral": 0, "nobody": 0, "komi": 0, "y": 4,
                                                "winner_literal": "black", "winner_chinese": "black", "winner": "black",
                                                "owners": [{"point": [0, 0], "owner": "black"}]})"),
                                        size),
               tg::gtp::GtpError);
}

}  // namespace
