#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "vocab/ruleset.h"

namespace tg {
namespace {

TEST(Ruleset, PresetsHaveCanonicalNames) {
  for (const auto& p : presets()) EXPECT_EQ(to_string(p.rules), p.name) << p.name;
}

TEST(Ruleset, MenggoDiffersFromTrisgoOnlyInNotation) {
  Ruleset a = find_preset("trisgo-2026")->rules, b = find_preset("menggo")->rules;
  EXPECT_NE(a, b);
  b.notation = a.notation;
  EXPECT_EQ(a, b);
}

TEST(Ruleset, OverridesAreCanonicalised) {
  Ruleset r = parse_ruleset("trisgo-2026/komi=0,cascade=none");
  EXPECT_EQ(r.cascade, Cascade::None);
  EXPECT_EQ(r.komi_quarters, 0);
  EXPECT_EQ(to_string(r), "trisgo-2026/cascade=none,komi=0");
}

TEST(Ruleset, KomiPrintsExactly) {
  EXPECT_EQ(option_value(find_preset("trisgo-2026")->rules, "komi"), "3.75");
  EXPECT_EQ(option_value(find_preset("go")->rules, "komi"), "7.5");
  EXPECT_EQ(option_value(parse_ruleset("go/komi=-0.25"), "komi"), "-0.25");
}

void expect_error(const std::string& text, const std::string& message) {
  try {
    parse_ruleset(text, SourceLocation{"flag --rules", 0, 0});
    FAIL() << "no error for " << text;
  } catch (const ParseError& e) {
    EXPECT_EQ(std::string(e.what()), message);
  }
}

TEST(Ruleset, StringErrorsNameTheProblem) {
  expect_error("trisgo-2027",
               "flag --rules:1:1: unknown ruleset preset 'trisgo-2027' (known: trisgo-2026, menggo, go, menggo-2019, "
               "menggo-2013, flybomb-A, flybomb-B, flybomb-C, trisgomoku)");
  expect_error("go/kom=3", "flag --rules:1:4: unknown ruleset option 'kom' (see `trisgo rules`)");
  expect_error("go/komi=3.3", "flag --rules:1:9: bad value '3.3' for ruleset option 'komi' (expected a multiple of 0.25 from -1000 to 1000, such as 3.75)");
  expect_error("go/cascade=never",
               "flag --rules:1:12: bad value 'never' for ruleset option 'cascade' (expected opponent-first, none, simultaneous)");
  expect_error("go/komi=1,komi=2", "flag --rules:1:11: ruleset option 'komi' given twice");
  expect_error("go/", "flag --rules:1:4: expected 'key=value' after '/'");
  // The message gives the range (|komi| <= 1000), not only the step.
  expect_error("trisgo-2026/komi=10000", "flag --rules:1:18: bad value '10000' for ruleset option 'komi' (expected a "
                                         "multiple of 0.25 from -1000 to 1000, such as 3.75)");
  expect_error("go/komi=1000.25", "flag --rules:1:9: bad value '1000.25' for ruleset option 'komi' (expected a "
                                  "multiple of 0.25 from -1000 to 1000, such as 3.75)");
  expect_error("go/komi=-1000.5", "flag --rules:1:9: bad value '-1000.5' for ruleset option 'komi' (expected a "
                                  "multiple of 0.25 from -1000 to 1000, such as 3.75)");
  EXPECT_EQ(parse_ruleset("go/komi=1000").komi_quarters, 4000);
  EXPECT_EQ(parse_ruleset("go/komi=-1000").komi_quarters, -4000);
  expect_error("go/komi", "flag --rules:1:4: expected 'key=value', found 'komi'");
}

TEST(Ruleset, JsonRoundTripAndErrors) {
  Ruleset r = parse_ruleset("trisgo-2026/dame=nobody,komi=7");
  EXPECT_EQ(parse_ruleset_json(to_json(r)), r);
  try {
    parse_ruleset_json("{\"preset\": \"go\",\n  \"komy\": 3}", SourceLocation{"r.json", 0, 0});
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(std::string(e.what()), "r.json:2:3: unknown ruleset option 'komy'");
  }
  try {
    parse_ruleset_json("{\"preset\": \"go\",\n  \"komi\": \"x\"", SourceLocation{"r.json", 0, 0});
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("r.json:2:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("malformed JSON"), std::string::npos);
  }
  try {
    parse_ruleset_json("{\"komi\": 3}", SourceLocation{"r.json", 0, 0});
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(std::string(e.what()), "r.json:1:1: ruleset JSON without \"preset\" must give every option; missing 'game'");
  }
}

// A strict reader: a number no double holds is a located error, not an
// exception from the JSON library (it aborted the CLI), and a key given
// twice is refused rather than the last one silently winning.
TEST(Ruleset, JsonRefusesOverflowAndDuplicateKeys) {
  auto error_of = [](const std::string& text) {
    try {
      parse_ruleset_json(text, SourceLocation{"r.json", 0, 0});
    } catch (const ParseError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error_of("{\"preset\": \"go\",\n \"komi\": 1e400}"),
            "r.json:2:10: malformed JSON: number overflow parsing '1e400'");
  EXPECT_EQ(error_of("{\"preset\": \"go\", \"komi\": 7.5,\n\"komi\": 6.5}"),
            "r.json:2:1: key 'komi' given twice in a JSON object");
  EXPECT_EQ(error_of("{\"preset\": \"go\", \"preset\": \"go\"}"),
            "r.json:1:18: key 'preset' given twice in a JSON object");
  EXPECT_EQ(parse_ruleset_json("{\"preset\": \"go\", \"komi\": 6.5}"), parse_ruleset("go/komi=6.5"));
}

// A value of the wrong JSON type is reported as such, where it stands, and
// before the check for missing options (a string komi used to pass the
// type check and end as "missing 'game'").
TEST(Ruleset, JsonValuesOfTheWrongTypeAreNamed) {
  auto error_of = [](const std::string& text) {
    try {
      parse_ruleset_json(text, SourceLocation{"r.json", 0, 0});
    } catch (const ParseError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error_of("{\"komi\":\"3.75\"}"),
            "r.json:1:2: ruleset option 'komi' must be a JSON number (a multiple of 0.25 from -1000 to 1000, such as "
            "3.75), not the string \"3.75\"");
  EXPECT_EQ(error_of("{\"preset\": \"go\",\n \"flybombs\": \"3\"}"),
            "r.json:2:2: ruleset option 'flybombs' must be a JSON number (a whole number from 0 to 9), not the string \"3\"");
  EXPECT_EQ(error_of("{\"preset\": \"go\", \"cascade\": 1}"),
            "r.json:1:18: ruleset option 'cascade' must be a JSON string (one of opponent-first, none, simultaneous), "
            "not the number 1");
  EXPECT_EQ(error_of("{\"preset\": \"go\", \"komi\": true}"),
            "r.json:1:18: ruleset option 'komi' must be a JSON number (a multiple of 0.25 from -1000 to 1000, such as "
            "3.75), not true");
  EXPECT_EQ(error_of(std::string("\xFF\xFE{\0}\0", 6)),
            "r.json:1:1: UTF-16LE text (byte-order mark); save it as UTF-8: ruleset JSON files must be UTF-8 (e.g. "
            "iconv -f UTF-16LE -t UTF-8)");
  EXPECT_EQ(error_of("{\"preset\": \"go\",\n \"notation\": \"\xAC\"}"),
            "r.json:2:15: the text is not UTF-8: a ruleset JSON file is written in UTF-8");
  EXPECT_EQ(error_of("{\"preset\": \"go\", \"komi\": 10000}"),
            "r.json:1:18: bad value '10000' for ruleset option 'komi' (expected a multiple of 0.25 from -1000 to 1000, "
            "such as 3.75)");
}

// implemented() looks at the options, not at the nearest preset's name:
// this ruleset is nearest to trisgomoku but is plain TrisGo.
TEST(Ruleset, ImplementedFollowsTheOptions) {
  Ruleset r = parse_ruleset("trisgo-2026/emergency=off,komi=0");
  EXPECT_EQ(nearest_preset(r).name, "trisgomoku");
  EXPECT_TRUE(implemented(r));
  for (const Preset& p : presets()) EXPECT_EQ(implemented(p.rules), p.implemented) << p.name;
}

// Any combination of option values prints to a string and JSON that parse back to it.
RC_GTEST_PROP(RulesetProps, StringAndJsonRoundTrip, ()) {
  std::string text = *rc::gen::elementOf(std::vector<std::string>{"trisgo-2026", "go", "menggo-2019", "trisgomoku"});
  char sep = '/';
  for (const auto& o : options()) {
    if (!*rc::gen::arbitrary<bool>()) continue;
    std::string v;
    if (o.key == "komi") {
      int q = *rc::gen::inRange(-80, 81);
      static const char* frac[4] = {"", ".25", ".5", ".75"};
      v = (q < 0 ? "-" : "") + std::to_string(std::abs(q) / 4) + frac[std::abs(q) % 4];
    } else if (o.key == "flybombs") {
      v = std::to_string(*rc::gen::inRange(0, 10));
    } else {
      v = *rc::gen::elementOf(o.values);
    }
    text += sep + o.key + "=" + v;
    sep = ',';
  }
  Ruleset r = parse_ruleset(text);
  RC_ASSERT(parse_ruleset(to_string(r)) == r);
  RC_ASSERT(parse_ruleset_json(to_json(r)) == r);
  RC_ASSERT(parse_ruleset_json(to_json(r, 2)) == r);
}

}  // namespace
}  // namespace tg
