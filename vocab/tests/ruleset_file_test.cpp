// Ruleset files (vocab/ruleset_file.h, spec/formats/rulesets.md "Ruleset
// files"): which arguments name a file, both forms of a file read back equal
// for every preset, and every error located at file:line:column.
#include <gtest/gtest.h>

#include "vocab/error.h"
#include "vocab/ruleset_file.h"

namespace tg {
namespace {

std::string located_error(std::string_view text) {
  try {
    parse_ruleset_file(text, "my.rules");
  } catch (const ParseError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(RulesetFile, AnArgumentNamesAFileWhenItsFirstPartIsNoPreset) {
  EXPECT_FALSE(names_ruleset_file("trisgo-2026"));
  EXPECT_FALSE(names_ruleset_file("trisgo-2026/cascade=none,komi=0.5"));
  EXPECT_FALSE(names_ruleset_file("go"));
  EXPECT_FALSE(names_ruleset_file(""));  // the empty ruleset's own error
  EXPECT_TRUE(names_ruleset_file("my.rules"));
  EXPECT_TRUE(names_ruleset_file("rules/menggo.json"));
  EXPECT_TRUE(names_ruleset_file("./go"));
  EXPECT_TRUE(names_ruleset_file("/tmp/trisgo-2026"));
}

// `trisgo rules --json PRESET > my.rules` (to_json) and the canonical string
// (to_string), with comments and blank lines, read back as the same ruleset.
TEST(RulesetFile, EveryPresetReadsBackEqualInBothForms) {
  for (const Preset& p : presets()) {
    EXPECT_EQ(parse_ruleset_file(to_json(p.rules, 2) + "\n", "a.json"), p.rules) << p.name;
    EXPECT_EQ(parse_ruleset_file("\xEF\xBB\xBF" + to_json(p.rules), "a.json"), p.rules) << p.name;
    EXPECT_EQ(parse_ruleset_file("# my variant\n\n  " + to_string(p.rules) + "  \r\n# end\n", "a.rules"), p.rules)
        << p.name;
  }
  Ruleset r = find_preset("trisgo-2026")->rules;
  r.komi_quarters = 2;
  EXPECT_EQ(parse_ruleset_file("trisgo-2026/komi=0.5", "a.rules"), r);
}

TEST(RulesetFile, ErrorsAreLocatedInTheFile) {
  EXPECT_EQ(located_error("# a comment\n\n  trisgo-2026/cascade=nope\n"),
            "my.rules:3:23: bad value 'nope' for ruleset option 'cascade' (expected opponent-first, none, simultaneous)");
  EXPECT_EQ(located_error("go\ngo/komi=6.5\n"),
            "my.rules:2:1: a second ruleset in the file (the first is on line 1): a ruleset file holds one ruleset "
            "string, or the JSON form");
  EXPECT_EQ(located_error("# nothing\n"),
            "my.rules:2:1: the file holds no ruleset: write a ruleset string (trisgo-2026/cascade=none) or the JSON "
            "form (trisgo rules --json PRESET prints one)");
  EXPECT_EQ(located_error("{\"preset\": \"go\",\n \"komi\": \"6.5\"}").substr(0, 50),
            "my.rules:2:2: ruleset option 'komi' must be a JSON");
  EXPECT_EQ(located_error(std::string("\xFF\xFE{\0}\0", 6)).substr(0, 40), "my.rules:1:1: UTF-16LE text (byte-order ");
}

}  // namespace
}  // namespace tg
