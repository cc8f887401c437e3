// `--lang zh` leaves no English: every Chinese template of a reason and of a
// phrase (the audit's findings, resolutions, searches and report frame) is
// written without English words, placeholders aside; what a template may
// keep is IDs, option strings and the texts' symbols (english_words.h).
#include <gtest/gtest.h>

#include "text/phrase.h"
#include "text/reason_text.h"
#include "text/tests/english_words.h"

namespace tg::text {
namespace {

const std::set<std::string> kNames = testing::kept_names();

TEST(NoEnglish, EveryChinesePhraseTemplate) {
  for (int k = 0; k < kPhraseKinds; ++k) {
    const auto kind = static_cast<PhraseKind>(k);
    const std::string t = testing::without_placeholders(chinese_phrases().of(kind));
    EXPECT_EQ(testing::joined(testing::english_words(t, kNames)), "") << phrase_kind_name(kind) << ": " << t;
  }
}

TEST(NoEnglish, EveryChineseReasonTemplate) {
  for (int k = 1; k < kReasonKinds; ++k) {
    const auto kind = static_cast<ReasonKind>(k);
    const std::string t = testing::without_placeholders(chinese().of(kind));
    EXPECT_EQ(testing::joined(testing::english_words(t, kNames)), "") << reason_kind_name(kind) << ": " << t;
  }
}

// The detector itself: English words are found, IDs, options and labels are not.
TEST(NoEnglish, TheDetectorFindsWordsAndKeepsIds) {
  const std::set<std::string> none;
  EXPECT_EQ(testing::joined(testing::english_words("搜索：all 3x3 positions", none)), "all positions");
  EXPECT_EQ(testing::joined(testing::english_words("D-18（komi_formula=chinese）：TG-13.7 b2 3x3 Y + m", none)), "");
  EXPECT_EQ(testing::joined(testing::english_words("成立。holds. black's", none)), "holds black's");
  EXPECT_EQ(testing::joined(testing::english_words("以--partial合并 -partial", none)), "partial");  // a flag is a name
  EXPECT_EQ(testing::joined(testing::english_words(testing::without_placeholders("%0x%0 %select{stone|tris}1"), none)),
            "stone tris");
}

}  // namespace
}  // namespace tg::text
