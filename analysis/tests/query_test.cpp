// Reading queries: every field, its defaults, and each refusal with its kind
// and field (the data a client acts on).
#include <gtest/gtest.h>

#include "analysis/query.h"

namespace tg::analysis {
namespace {

QueryError refusal(const std::string& line, const Limits& limits = {}) {
  try {
    read_query(parse_line(line), limits);
  } catch (const QueryError& e) {
    return e;
  }
  ADD_FAILURE() << "accepted: " << line;
  return QueryError("", "");
}

TEST(AnalysisQuery, ReadsEveryField) {
  const Query q = read_query(parse_line(R"({"id":"q1","rules":"go","size":5,"moves":["c3","W d4","pass"],
      "what":["mcts","legal","perft","explanation"],"perft":{"depth":3,"no_pass":true},
      "mcts":{"playouts":77,"seed":9},"explanation":{"question":"point","at":"b2","format":"dot"}})"),
                             Limits{});
  EXPECT_EQ(q.id, "q1");
  ASSERT_TRUE(q.rules && q.size);
  EXPECT_EQ(to_string(*q.rules), "go");
  EXPECT_EQ(*q.size, 5);
  EXPECT_EQ(q.moves, (std::vector<std::string>{"c3", "W d4", "pass"}));
  // In Item order whatever the query's order, so answers are written alike.
  EXPECT_EQ(q.what, (std::vector<Item>{Item::Legal, Item::Explanation, Item::Perft, Item::Mcts}));
  EXPECT_EQ(q.perft_depth, 3);
  EXPECT_TRUE(q.perft_no_pass);
  EXPECT_EQ(q.playouts, 77);
  EXPECT_EQ(q.seed, 9u);
  EXPECT_EQ(q.explanation.kind, ExplainQuestion::Kind::Point);
  EXPECT_EQ(q.explanation.at, "b2");
  EXPECT_TRUE(q.explanation.dot);
}

TEST(AnalysisQuery, RulesAsJsonObjectAndPositionWithoutSize) {
  const Query q = read_query(parse_line(R"({"id":"p","position":"rules: go\nsize: 3\nboard:\n...\n...\n...\n","what":["score"]})"),
                             Limits{});
  EXPECT_TRUE(q.position);
  EXPECT_FALSE(q.size);
  EXPECT_EQ(q.perft_depth, 1);
}

TEST(AnalysisQuery, RefusalsNameKindAndField) {
  struct Case {
    const char* line;
    const char* kind;
    const char* field;
  };
  const Case cases[] = {
      {R"({"rules":"go","size":5,"what":["legal"]})", "query", "id"},
      {R"({"id":"","rules":"go","size":5,"what":["legal"]})", "query", "id"},
      {R"({"id":7,"rules":"go","size":5,"what":["legal"]})", "query", "id"},
      {R"({"id":"a","rules":"go","size":5,"what":["legal"],"colour":"b"})", "query", "colour"},
      {R"({"id":"a","rules":"go","size":5,"what":["legal","gnugo"]})", "query", "what"},
      {R"({"id":"a","rules":"go","size":5,"what":["legal","legal"]})", "query", "what"},
      {R"({"id":"a","rules":"go","size":5,"what":[]})", "query", "what"},
      {R"({"id":"a","rules":"go","size":5})", "query", "what"},
      {R"({"id":"a","rules":"go","what":["legal"]})", "query", "size"},
      {R"({"id":"a","size":5,"what":["legal"]})", "query", "rules"},
      {R"({"id":"a","rules":"go","size":21,"what":["legal"]})", "query", "size"},
      {R"({"id":"a","rules":"go","size":5.5,"what":["legal"]})", "query", "size"},
      {R"({"id":"a","rules":"nogo","size":5,"what":["legal"]})", "rules", "rules"},
      {R"({"id":"a","rules":"go","size":5,"what":["perft"],"perft":{"depth":5}})", "limit", "perft.depth"},
      {R"({"id":"a","rules":"go","size":5,"what":["perft"],"perft":{"depth":0}})", "limit", "perft.depth"},
      {R"({"id":"a","rules":"go","size":5,"what":["perft"],"perft":{"dpth":2}})", "query", "perft.dpth"},
      {R"({"id":"a","rules":"go","size":5,"what":["mcts"],"mcts":{"playouts":10001}})", "limit", "mcts.playouts"},
      {R"({"id":"a","rules":"go","size":5,"what":["mcts"],"mcts":{"seed":-1}})", "query", "mcts.seed"},
      {R"({"id":"a","rules":"go","size":5,"what":["legal"],"perft":{"depth":2}})", "query", "perft"},
      {R"({"id":"a","rules":"go","size":5,"what":["explanation"],"explanation":{"question":"point"}})", "query", "explanation.at"},
      {R"({"id":"a","rules":"go","size":5,"what":["explanation"],"explanation":{"question":"why"}})", "query", "explanation.question"},
      {R"({"id":"a","rules":"go","size":5,"moves":"c3","what":["legal"]})", "query", "moves"},
      {R"({"id":"a","rules":"go","size":5,"moves":[3],"what":["legal"]})", "query", "moves[0]"},
  };
  for (const Case& c : cases) {
    const QueryError e = refusal(c.line);
    EXPECT_EQ(e.kind(), c.kind) << c.line;
    EXPECT_EQ(e.field(), c.field) << c.line;
  }
}

TEST(AnalysisQuery, MovesBeyondTheLimit) {
  Limits limits;
  limits.max_moves = 2;
  const QueryError e = refusal(R"({"id":"a","rules":"go","size":5,"moves":["a1","b1","c1"],"what":["legal"]})", limits);
  EXPECT_EQ(e.kind(), "limit");
  EXPECT_EQ(e.field(), "moves");
}

TEST(AnalysisQuery, LinesThatAreNoJson) {
  for (const std::string& line : std::vector<std::string>{"{", "hello", "{\"id\":\"a\",}", "\xff\xfe", std::string(100, '[') + std::string(100, ']')}) {
    try {
      parse_line(line);
      ADD_FAILURE() << "parsed: " << line;
    } catch (const QueryError& e) {
      EXPECT_EQ(e.kind(), "json") << line;
    }
  }
  // 64 levels are fine; a string full of brackets is no nesting.
  EXPECT_NO_THROW(parse_line(std::string(64, '[') + std::string(64, ']')));
  EXPECT_NO_THROW(parse_line("\"" + std::string(100, '[') + "\""));
}

TEST(AnalysisQuery, IdOnlyWhenANonEmptyString) {
  EXPECT_EQ(query_id(parse_line(R"({"id":"x"})")), "x");
  EXPECT_EQ(query_id(parse_line(R"({"id":1})")), std::nullopt);
  EXPECT_EQ(query_id(parse_line(R"({"id":""})")), std::nullopt);
  EXPECT_EQ(query_id(parse_line(R"(["id","x"])")), std::nullopt);
}

}  // namespace
}  // namespace tg::analysis
