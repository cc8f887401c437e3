// Answers on both engines: the items against known values (the published
// perft rows, a tris whose attribute docs/why.md derives, a capture), the
// two engines' answers equal, and every failure an error answer with its kind.
#include <gtest/gtest.h>

#include "analysis/answer.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"

namespace tg::analysis {
namespace {

using Json = nlohmann::ordered_json;

Json answer(const Engine& e, const std::string& line) {
  const AnswerLine a = answer_line(e, line, 1, Limits{});
  return Json::parse(a.text);
}

class AnalysisAnswer : public ::testing::TestWithParam<const char*> {
 protected:
  std::unique_ptr<Engine> engine = std::string(GetParam()) == "reference" ? ref::make_reference_engine()
                                                                           : opt::make_optimized_engine();
};

TEST_P(AnalysisAnswer, LegalMovesAfterMoves) {
  Json a = answer(*engine, R"({"id":"m","rules":"go","size":3,"moves":["b2","a1"],"what":["legal"]})");
  ASSERT_FALSE(a.contains("error")) << a.dump();
  EXPECT_EQ(a["id"], "m");
  EXPECT_EQ(a["implementation"], GetParam());
  EXPECT_EQ(a["next_move"], 3);
  EXPECT_EQ(a["to_move"]["side"], "black");
  EXPECT_EQ(a["labels"], "gtp");
  // 9 points, 2 taken, and the pass (last).
  ASSERT_EQ(a["legal_moves"].size(), 8u);
  EXPECT_EQ(a["legal_moves"].back()["kind"], "pass");
  for (const Json& m : a["legal_moves"]) {
    EXPECT_NE(m["label"], "B2");
    EXPECT_NE(m["label"], "A1");
  }
  EXPECT_FALSE(a.contains("score"));  // only what was asked
}

TEST_P(AnalysisAnswer, PerftRowsAreThePublishedOnes) {
  Json a = answer(*engine, R"({"id":"p","rules":"go","size":3,"what":["perft"],"perft":{"depth":2}})");
  ASSERT_TRUE(a.contains("perft")) << a.dump();
  const Json& rows = a["perft"]["per_depth"];
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0]["nodes"], 10);  // spec/perft/tables.json, go 3x3
  EXPECT_EQ(rows[1]["nodes"], 91);
  EXPECT_EQ(rows[1]["games_ended"], 1);
  EXPECT_EQ(rows[1]["passes"], 10);
  Json total = rows[1];
  total.erase("depth");
  EXPECT_EQ(a["perft"]["total"], total);
}

TEST_P(AnalysisAnswer, AttributeEyesAndScoreOfAPosition) {
  // examples/positions/explain-black-tris-5x5.pos: the tris at C4 is black
  // (Art. 6.2.1), its black neighbour has the private eye B5 and the white
  // stone D5 has none.
  const std::string pos = R"(rules: trisgo-2026\nnext: 1\nboard:\n.X.O.\nXXT..\n..O..\n.....\n.....\n)";
  Json a = answer(*engine, R"({"id":"t","position":")" + pos + R"(","what":["attributes","eyes","score"]})");
  ASSERT_FALSE(a.contains("error")) << a.dump();
  ASSERT_EQ(a["tris"].size(), 1u);
  EXPECT_EQ(a["tris"][0]["attribute"], "black");
  EXPECT_EQ(a["tris"][0]["branch"], "6.2.1");
  EXPECT_EQ(a["tris"][0]["points"], Json::parse("[[0,1]]"));
  bool black_eye = false, white_none = false;
  for (const Json& e : a["private_eyes"]) {
    if (e["colour"] == "black" && e["has_private_eye"] == true) black_eye = true;
    if (e["colour"] == "white" && e["string"] == Json::parse("[[1,2]]")) white_none = e["has_private_eye"] == false;
  }
  EXPECT_TRUE(black_eye);
  EXPECT_TRUE(white_none);
  ASSERT_TRUE(a.contains("score"));
  EXPECT_TRUE(a["score"].contains("winner"));
}

TEST_P(AnalysisAnswer, ExplanationAsGraphAndAsDot) {
  Json a = answer(*engine, R"({"id":"e","rules":"go","size":3,"moves":["b2"],"what":["explanation"],
                              "explanation":{"question":"point","at":"b2"}})");
  ASSERT_TRUE(a.contains("explanation")) << a.dump();
  EXPECT_FALSE(a["explanation"]["nodes"].empty());
  Json d = answer(*engine, R"({"id":"d","rules":"go","size":3,"what":["explanation"],"explanation":{"format":"dot"}})");
  ASSERT_TRUE(d.contains("explanation_dot")) << d.dump();
  EXPECT_NE(d["explanation_dot"].get<std::string>().find("digraph"), std::string::npos);
  Json bad = answer(*engine, R"({"id":"x","rules":"go","size":3,"what":["explanation"],
                                "explanation":{"question":"string","at":"b2"}})");
  EXPECT_EQ(bad["error"]["kind"], "query") << bad.dump();  // no tris on B2
  EXPECT_EQ(bad["error"]["field"], "explanation.at");
}

TEST_P(AnalysisAnswer, MctsIsSeededAndLegal) {
  const std::string q = R"({"id":"s","rules":"go","size":3,"moves":["b2"],"what":["mcts","legal"],"mcts":{"playouts":60,"seed":3}})";
  Json a = answer(*engine, q), b = answer(*engine, q);
  ASSERT_TRUE(a.contains("mcts")) << a.dump();
  EXPECT_EQ(a["mcts"], b["mcts"]);
  long visits = 0;
  for (const Json& m : a["mcts"]["moves"]) visits += m["visits"].get<long>();
  EXPECT_EQ(visits, 60);
  EXPECT_NE(std::find(a["legal_moves"].begin(), a["legal_moves"].end(), a["mcts"]["move"]), a["legal_moves"].end());
  // The game has ended (two passes): no move to choose.
  Json ended = answer(*engine, R"({"id":"z","rules":"go","size":3,"moves":["pass","pass"],"what":["mcts"]})");
  EXPECT_EQ(ended["ended"], true);
  EXPECT_TRUE(ended["mcts"].is_null()) << ended.dump();
}

TEST_P(AnalysisAnswer, RefusedMoveIsAnErrorWithTheOutcome) {
  Json a = answer(*engine, R"({"id":"i","rules":"go","size":3,"moves":["b2","b2"],"what":["legal"]})");
  EXPECT_EQ(a["id"], "i");
  EXPECT_EQ(a["error"]["kind"], "move");
  EXPECT_EQ(a["error"]["field"], "moves[1]");
  EXPECT_EQ(a["error"]["outcome"]["legal"], false);
  EXPECT_EQ(a["error"]["outcome"]["reason"], "occupied") << a.dump();
  EXPECT_EQ(a["error"]["outcome"]["refusal"]["kind"], "occupied");
  EXPECT_EQ(a["error"]["outcome"]["refusal"]["point"], Json::parse("[0,0]"));
  Json z = answer(*engine, R"({"id":"j","rules":"go","size":3,"moves":["z9"],"what":["legal"]})");
  EXPECT_EQ(z["error"]["kind"], "move");
}

TEST_P(AnalysisAnswer, PositionErrors) {
  Json a = answer(*engine, R"({"id":"b","position":"rules: go\nboard:\n..\n","what":["legal"]})");
  EXPECT_EQ(a["error"]["kind"], "position") << a.dump();
  Json t = answer(*engine, R"({"id":"c","position":"rules: go\nboard:\n...\n.T.\n...\n","what":["legal"]})");
  EXPECT_EQ(t["error"]["kind"], "position") << t.dump();  // a tris under plain go
  Json s = answer(*engine, R"({"id":"d","size":5,"position":"rules: go\nboard:\n...\n...\n...\n","what":["legal"]})");
  EXPECT_EQ(s["error"]["field"], "size") << s.dump();
}

TEST_P(AnalysisAnswer, PerftBeyondTheNodeBudget) {
  Limits limits;
  limits.max_perft_nodes = 50;
  const AnswerLine a = answer_line(*engine, R"({"id":"n","rules":"go","size":3,"what":["perft"],"perft":{"depth":2}})", 4, limits);
  EXPECT_TRUE(a.error);
  Json j = Json::parse(a.text);
  EXPECT_EQ(j["error"]["kind"], "limit");
  EXPECT_EQ(j["error"]["line"], 4);
}

INSTANTIATE_TEST_SUITE_P(Engines, AnalysisAnswer, ::testing::Values("reference", "optimized"));

TEST(AnalysisAnswerBoth, EnginesAnswerAlike) {
  auto r = ref::make_reference_engine();
  auto o = opt::make_optimized_engine();
  for (const char* q : {R"({"id":"1","rules":"trisgo-2026","size":5,"moves":["c3","d4","b2","a1"],"what":["legal","attributes","eyes","score","perft"]})",
                        R"({"id":"2","rules":"trisgomoku","size":5,"moves":["c3","d4"],"what":["legal","score"]})"}) {
    Json a = answer(*r, q), b = answer(*o, q);
    ASSERT_FALSE(a.contains("error")) << a.dump();
    a.erase("implementation");
    b.erase("implementation");
    EXPECT_EQ(a, b) << q;
  }
}

TEST(AnalysisAnswerBoth, GarbageNeverThrowsAndIdIsNullWhenUnreadable) {
  auto o = opt::make_optimized_engine();
  for (const std::string& line : std::vector<std::string>{"", "null", "[]", "{}", "{\"id\":3}", "\x01\x02", "{\"id\":\"ok\",\"what\":7}"}) {
    const AnswerLine a = answer_line(*o, line, 9, Limits{});
    EXPECT_TRUE(a.error) << line;
    Json j = Json::parse(a.text);
    EXPECT_EQ(j["error"]["line"], 9);
    if (line.find("\"ok\"") == std::string::npos) {
      EXPECT_TRUE(j["id"].is_null()) << a.text;
    } else {
      EXPECT_EQ(j["id"], "ok");
    }
  }
}

}  // namespace
}  // namespace tg::analysis
