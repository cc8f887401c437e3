// Bounded echo (issue 36): an error quotes at most about 80 characters of
// its input, then "… (N bytes)". A 4 MB move in a record or an SGF file, a
// 4 MB cell row of a position, a 4 MB ruleset option value: each gives one
// short error line that still names file:line:col.
#include <string>

#include <gtest/gtest.h>

#include "vocab/error.h"
#include "vocab/excerpt.h"
#include "vocab/position_text.h"
#include "vocab/record.h"
#include "vocab/ruleset.h"
#include "vocab/sgf.h"

namespace tg {
namespace {

const std::string kHuge(4'000'000, 'x');
// The error's fixed words are about 110 bytes; the quote at most about 100.
constexpr std::size_t kMaxErrorBytes = 300;

TEST(Excerpt, ShortTextIsWholeAndLongTextIsCutWithItsSize) {
  EXPECT_EQ(excerpt("B1.c3"), "B1.c3");
  EXPECT_EQ(quoted_excerpt("c3"), "'c3'");
  const std::string cut = quoted_excerpt(kHuge);
  EXPECT_EQ(cut, "'" + std::string(80, 'x') + "'\u2026 (4000000 bytes)");
  EXPECT_EQ(excerpt(std::string(80, 'y')), std::string(80, 'y'));  // exactly 80: whole
}

TEST(Excerpt, NeverSplitsACodePointAndKeepsToOneLine) {
  std::string chinese;
  for (int i = 0; i < 100; ++i) chinese += "\u516d";  // 六, 3 bytes
  const std::string e = excerpt(chinese, 10);
  EXPECT_EQ(e.substr(0, 30), chinese.substr(0, 30));
  EXPECT_EQ(e.substr(30), "\u2026 (300 bytes)");
  EXPECT_EQ(excerpt("a\nb\tc\x01"), "a\\nb\\tc\\x01");
}

void expect_short(const std::string& what, const std::string& file, const std::string& location) {
  EXPECT_LT(what.size(), kMaxErrorBytes) << what.substr(0, 400);
  EXPECT_EQ(what.rfind(file + ":" + location + ": ", 0), 0u) << what.substr(0, 200);
  EXPECT_NE(what.find("(" + std::to_string(kHuge.size()) + " bytes)"), std::string::npos) << what.substr(0, 400);
}

TEST(Excerpt, AHugeMoveInARecordGivesAShortLocatedError) {
  try {
    (void)parse_record("B1." + kHuge + "\n", "big.tgr");
    FAIL() << "parsed";
  } catch (const ParseError& e) {
    expect_short(e.what(), "big.tgr", "1:4");
  }
}

TEST(Excerpt, AHugeMoveInSgfGivesAShortLocatedError) {
  try {
    (void)parse_sgf("(;GM[1]SZ[9];B[" + kHuge + "])\n", "big.sgf");
    FAIL() << "parsed";
  } catch (const ParseError& e) {
    expect_short(e.what(), "big.sgf", "1:16");
  }
}

TEST(Excerpt, AHugeSgfSizeAndRulesetValueGiveShortErrors) {
  try {
    (void)parse_sgf("(;GM[1]SZ[" + kHuge + "])\n", "size.sgf");
    FAIL() << "parsed";
  } catch (const ParseError& e) {
    expect_short(e.what(), "size.sgf", "1:11");
  }
  try {
    (void)parse_ruleset("trisgo-2026/cascade=" + kHuge, SourceLocation{"--rules", 0, 0});
    FAIL() << "parsed";
  } catch (const ParseError& e) {
    EXPECT_LT(std::string(e.what()).size(), kMaxErrorBytes) << std::string(e.what()).substr(0, 400);
  }
}

TEST(Excerpt, AHugeKeyInAPositionGivesAShortLocatedError) {
  try {
    (void)parse_position(kHuge + ": 1\n", "big.pos");
    FAIL() << "parsed";
  } catch (const ParseError& e) {
    EXPECT_LT(std::string(e.what()).size(), kMaxErrorBytes) << std::string(e.what()).substr(0, 400);
    EXPECT_EQ(std::string(e.what()).rfind("big.pos:1:1: ", 0), 0u) << std::string(e.what()).substr(0, 200);
  }
}

}  // namespace
}  // namespace tg
