// The page's requests (web/api.h) answered natively: what the module
// answers in the browser, checked without one.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <set>
#include <sstream>

#include "text/page_words.h"
#include "web/api.h"

namespace tg::web {
namespace {

using nlohmann::json;

json ask(const json& request) { return json::parse(handle(request.dump())); }

// The 9x9 ring of spec/vectors/menggo2019-private-eyes.vec
// (m19-ring-outside-is-no-closed-region): under trisgo-2026 T (4,0) is
// black, under menggo-2019 neutral.
const char* kRing =
    "rules: trisgo-2026\nsize: 9\nnext: 1\nboard:\n.........\n.XXXXXXX.\n.X.....X.\n.X.....X.\n.X..O..XT\n"
    ".X.....X.\n.X.....X.\n.XXXXXXX.\n.........\n";

TEST(WebApi, BadRequestsAreErrorsNotCrashes) {
  EXPECT_TRUE(json::parse(handle("not json")).contains("error"));
  EXPECT_TRUE(json::parse(handle("[1]")).contains("error"));
  EXPECT_TRUE(ask({{"op", "nothing"}}).contains("error"));
  EXPECT_TRUE(ask({{"op", "state"}}).contains("error"));
  const json bad = ask({{"op", "state"}, {"position", "size: 4\nboard:\n"}});
  ASSERT_TRUE(bad.contains("error"));
  EXPECT_NE(bad["error"].get<std::string>().find("position:"), std::string::npos) << bad;  // file:line:col
  EXPECT_TRUE(ask({{"op", "play"}, {"position", kRing}, {"point", {9, 9}}}).contains("error"));
}

TEST(WebApi, StateIsTheAnalysisWithItsWords) {
  const json s = ask({{"op", "state"}, {"position", kRing}, {"lang", "zh"}});
  ASSERT_FALSE(s.contains("error")) << s;
  EXPECT_EQ(s["rules"], "trisgo-2026");
  ASSERT_EQ(s["tris"].size(), 1u);
  EXPECT_EQ(s["tris"][0]["points"][0], json({4, 0}));
  EXPECT_EQ(s["tris"][0]["attribute"], "black");
  EXPECT_EQ(s["tris"][0]["attribute_word"], "黑性");
  EXPECT_EQ(s["tris"][0]["by"], 1);
  EXPECT_EQ(s["coordinates"]["columns"].size(), 9u);
  EXPECT_EQ(s["star_points"].size(), 5u);
  EXPECT_EQ(s["position"], kRing);
  EXPECT_FALSE(s["legal_moves"].empty());
  for (const json& eye : s["private_eyes"])
    for (const json& c : eye["candidates"]) EXPECT_EQ(c["failed"].is_null(), c["text"] == "") << c;
}

TEST(WebApi, ForbiddenPointsCarryTheirRefusalAsDataAndWords) {
  // White to move (next 2) beside a black tiger's mouth is not needed: the
  // corner point surrounded by black is suicide for white (D-07).
  const char* corner = "rules: trisgo-2026\nsize: 5\nnext: 2\nboard:\n.X...\nX....\n.....\n.....\n.....\n";
  const json s = ask({{"op", "state"}, {"position", corner}});
  ASSERT_FALSE(s.contains("error")) << s;
  ASSERT_EQ(s["forbidden"].size(), 1u) << s["forbidden"];
  const json& f = s["forbidden"][0];
  EXPECT_EQ(f["point"], json({-2, 2}));
  EXPECT_EQ(f["reason"], "suicide");
  EXPECT_EQ(f["data"]["kind"], "suicide");
  EXPECT_NE(f["text"], "");
}

TEST(WebApi, PlayGivesTheOutcomeAndThePositionAfter) {
  const json o = ask({{"op", "play"}, {"position", kRing}, {"point", {0, 4}}});
  ASSERT_TRUE(o["legal"].get<bool>()) << o;
  EXPECT_EQ(o["move"]["piece"], "black");
  EXPECT_NE(o["position"].get<std::string>().find("next: 2"), std::string::npos);
  const json refused = ask({{"op", "play"}, {"position", kRing}, {"point", {-3, 3}}});
  EXPECT_FALSE(refused["legal"].get<bool>());
  EXPECT_EQ(refused["reason"], "occupied");
  EXPECT_NE(refused["explanation"], "");
  const json pass = ask({{"op", "play"}, {"position", kRing}, {"point", nullptr}});
  EXPECT_EQ(pass["move"]["kind"], "pass");
}

TEST(WebApi, TheBoxMakesAClickTheConversionOrTheDeclineOfAFlybomb) {
  // Art. 8: the C-4 vector's position on 3x3 (contradictions.vec), move 9:
  // the tris at (-1,1) is refused (Art. 7.1), the conversion is a black stone.
  const char* c4 = "rules: trisgo-2026\nsize: 3\nnext: 9\nboard:\n.XO\nXO.\n...\nseen: 8\n.XO\nX..\n...\n";
  EXPECT_FALSE(ask({{"op", "play"}, {"position", c4}, {"point", {-1, 1}}})["legal"].get<bool>());
  const json converted = ask({{"op", "play"}, {"position", c4}, {"point", {-1, 1}}, {"convert", true}});
  ASSERT_TRUE(converted["legal"].get<bool>()) << converted;
  EXPECT_EQ(converted["move"]["kind"], "emergency") << converted["move"];
  // D-70: flybomb-C offers black a chosen flybomb after black's stone; with
  // the box, a click is white's stone that declines it (flybomb-turns.vec).
  const json offered = ask({{"op", "play"}, {"position", "rules: flybomb-C\nsize: 5\nnext: 1\nboard:\n.....\n.....\n.....\n.....\n.....\n"},
                            {"point", {-2, 2}}});
  ASSERT_TRUE(offered["legal"].get<bool>()) << offered;
  const json declined = ask({{"op", "play"}, {"position", offered["position"]}, {"point", {2, 2}}, {"convert", true}});
  ASSERT_TRUE(declined["legal"].get<bool>()) << declined;
  EXPECT_EQ(declined["move"]["piece"], "white") << declined["move"];
  EXPECT_EQ(declined["move"]["kind"], "stone") << declined["move"];
}

TEST(WebApi, SetupPlacesAnyPieceAndNewMakesAnEmptyBoard) {
  const json n = ask({{"op", "new"}, {"rules", "menggo-2019"}, {"size", 7}});
  ASSERT_FALSE(n.contains("error")) << n;
  const json t = ask({{"op", "setup"}, {"position", n["position"]}, {"point", {0, 0}}, {"piece", "tris"}});
  EXPECT_NE(t["position"].get<std::string>().find("\n...T...\n"), std::string::npos) << t;
  const json e = ask({{"op", "setup"}, {"position", t["position"]}, {"point", {0, 0}}, {"piece", "empty"}});
  EXPECT_EQ(e["position"], n["position"]);
  // Plain Go has no place for a tris (vocab/position_fit.h).
  const json go = ask({{"op", "new"}, {"rules", "go"}, {"size", 5}});
  EXPECT_TRUE(ask({{"op", "setup"}, {"position", go["position"]}, {"point", {0, 0}}, {"piece", "tris"}}).contains("error"));
}

TEST(WebApi, SgfLoadsAndARecordSavesAndLoadsBack) {
  std::ifstream f(TRISGO_SOURCE_DIR "/web/tests/fixtures/plain-go-9x9.sgf");
  std::stringstream text;
  text << f.rdbuf();
  const json g = ask({{"op", "load"}, {"text", text.str()}, {"name", "plain-go-9x9.sgf"}});
  ASSERT_FALSE(g.contains("error")) << g;
  ASSERT_EQ(g["moves"].size(), 6u);
  EXPECT_EQ(g["moves"][0]["point"], json({0, 0}));
  EXPECT_TRUE(g["moves"][0]["outcome"]["legal"].get<bool>());

  json points = json::array();
  for (const json& m : g["moves"]) points.push_back(m["point"]);
  for (const char* format : {"tgr", "sgf"}) {
    const json saved = ask({{"op", "save"}, {"start", g["start"]}, {"points", points}, {"format", format}});
    ASSERT_FALSE(saved.contains("error")) << saved;
    const json back = ask({{"op", "load"}, {"text", saved["text"]}});
    ASSERT_EQ(back["moves"].size(), 6u) << format << "\n" << saved["text"];
    EXPECT_EQ(back["moves"][5]["position"], g["moves"][5]["position"]) << format;
  }
  const json pos = ask({{"op", "load"}, {"text", kRing}});
  EXPECT_EQ(pos["start"], kRing);
  EXPECT_TRUE(pos["moves"].empty());
}

TEST(WebApi, DiffShowsTheRingsTrisAttributeUnderBothRulesets) {
  const json d = ask({{"op", "diff"}, {"position", kRing}, {"rules_a", "trisgo-2026"}, {"rules_b", "menggo-2019"}});
  ASSERT_FALSE(d.contains("error")) << d;
  ASSERT_FALSE(d["findings"].empty());
  EXPECT_EQ(d["findings"][0]["kind"], "tris-attribute");
  EXPECT_EQ(d["findings"][0]["point"], json({4, 0}));
  EXPECT_EQ(d["a"]["tris"][0]["attribute"], "black");
  EXPECT_EQ(d["b"]["tris"][0]["attribute"], "neutral");
  EXPECT_EQ(d["b"]["rules"], "menggo-2019");
  EXPECT_NE(d["note"], "");  // the move orders differ
  const json same = ask({{"op", "diff"}, {"position", kRing}, {"rules_a", "trisgo-2026"}, {"rules_b", "menggo"}});
  EXPECT_TRUE(same["findings"].empty()) << same["findings"];
}

TEST(WebApi, ExplainGivesTheGraphWithTheChinesePassages) {
  const json g = ask({{"op", "explain"}, {"position", kRing}, {"point", {4, 0}}, {"lang", "zh"}});
  ASSERT_FALSE(g.contains("error")) << g;
  ASSERT_FALSE(g["nodes"].empty());
  bool passage = false;
  for (const json& n : g["nodes"]) passage = passage || (n.contains("passages") && !n["passages"].empty());
  EXPECT_TRUE(passage) << g.dump(1);
  const json m = ask({{"op", "explain"}, {"position", kRing}, {"point", {0, 4}}, {"move", true}});
  EXPECT_FALSE(m.contains("error")) << m;
}

TEST(WebApi, CheckFindsTheEnginesAgreeing) {
  const json c = ask({{"op", "check"}, {"position", kRing}, {"point", {0, 4}}});
  EXPECT_TRUE(c["agree"].get<bool>()) << c;
  EXPECT_FALSE(c.contains("vector"));
}

TEST(WebApi, EveryPageWordInBothLanguages) {
  std::set<std::string_view> keys;
  for (const text::PageWord& w : text::page_words()) {
    EXPECT_TRUE(keys.insert(w.key).second) << w.key;
    EXPECT_FALSE(w.english.empty()) << w.key;
    EXPECT_FALSE(w.chinese.empty()) << w.key;
  }
  const json answer = ask({{"op", "words"}, {"lang", "zh"}});
  const json& zh = answer["words"];
  EXPECT_EQ(zh["undo"], "悔棋");
  EXPECT_EQ(zh.size(), keys.size());
  const json sets = ask({{"op", "rulesets"}});
  bool trisgo = false;
  for (const json& p : sets["presets"]) trisgo = trisgo || p["name"] == "trisgo-2026";
  EXPECT_TRUE(trisgo);
}

}  // namespace
}  // namespace tg::web
