// The Chinese tables (`--lang zh`): every reason kind and phrase kind has a
// Chinese template whose placeholders are its parameters, in the enum's
// order; the sentences use the rule texts' terms and the vocabulary's words
// in Chinese (黑/白, 黑性, 黑胜, 和棋).
#include <gtest/gtest.h>

#include <set>

#include "text/phrase.h"
#include "text/reason_text.h"

namespace tg::text {

PhraseKind chinese_phrase_table_kind(int i);  // phrase_templates_zh.cpp

namespace {

int highest_placeholder(std::string_view t) {
  int high = -1;
  for (std::size_t i = 0; i + 1 < t.size(); ++i)
    if ((t[i] == '%' || t[i] == '}') && t[i + 1] >= '0' && t[i + 1] <= '9') high = std::max(high, t[i + 1] - '0');
  return high;
}

// The placeholders of a template, as a set: the Chinese one names the same parameters as the English one.
std::set<int> placeholders(std::string_view t) {
  std::set<int> out;
  for (std::size_t i = 0; i + 1 < t.size(); ++i)
    if ((t[i] == '%' || t[i] == '}') && t[i + 1] >= '0' && t[i + 1] <= '9') out.insert(t[i + 1] - '0');
  return out;
}

TEST(ChineseText, EveryReasonKindHasAChineseTemplateWithItsParameters) {
  EXPECT_EQ(chinese().language, "zh");
  EXPECT_TRUE(chinese().of(ReasonKind::None).empty());
  for (int k = 1; k < kReasonKinds; ++k) {
    const auto kind = static_cast<ReasonKind>(k);
    const std::string_view zh = chinese().of(kind);
    EXPECT_FALSE(zh.empty()) << reason_kind_name(kind);
    EXPECT_LT(highest_placeholder(zh), static_cast<int>(reason_kind_info(kind).params.size())) << reason_kind_name(kind);
    EXPECT_EQ(placeholders(zh), placeholders(english().of(kind))) << reason_kind_name(kind) << ": " << zh;
    EXPECT_NE(zh, english().of(kind)) << reason_kind_name(kind) << " is not translated";
  }
  EXPECT_EQ(&reason_table(Language::Chinese), &chinese());
  EXPECT_EQ(&reason_table(Language::English), &english());
}

TEST(ChineseText, EveryPhraseKindHasAChineseTemplateInTheEnumsOrder) {
  ASSERT_EQ(chinese_phrases().templates.size(), static_cast<std::size_t>(kPhraseKinds));
  for (int k = 0; k < kPhraseKinds; ++k) {
    const auto kind = static_cast<PhraseKind>(k);
    EXPECT_EQ(chinese_phrase_table_kind(k), kind) << phrase_kind_name(kind);
    EXPECT_EQ(placeholders(chinese_phrases().of(kind)), placeholders(english_phrases().of(kind)))
        << phrase_kind_name(kind) << ": " << chinese_phrases().of(kind);
  }
}

TEST(ChineseText, ReasonsInTheTextsTerms) {
  const Labels integer(LabelSet::Integer);
  EXPECT_EQ(render(make_reason(ReasonKind::TrisOneLibertyEye, Point{-2, 2}, Side::Black), integer, chinese()),
            "(-2,2)是黑棋的一气眼：玄子不能下在此处（Art. 7.2，D-09）");
  EXPECT_EQ(render(make_reason(ReasonKind::TrisTigerMouthOrthogonal, Point{0, 1}, Side::White), integer, chinese()),
            "(0,1)是白棋的虎口：玄子不能下在此处（Art. 7.3，D-10 orthogonal）");
  EXPECT_EQ(render(make_reason(ReasonKind::WrongSlot, 7, Side::Black, SlotKind::Tris, Side::White, MoveKind::Stone),
                   integer, chinese()),
            "第7手是黑方的玄子手；白方的黑白子不合此手（Art. 2.3）");
  // Point lists joined the Chinese way.
  EXPECT_EQ(arg_text(std::vector<Point>{{0, 0}, {1, 0}, {2, 0}}, integer, Language::Chinese), "(0,0)、(1,0)和(2,0)");
}

TEST(ChineseText, PhrasesWithChineseWinnersAttributesAndNestedReasons) {
  const Labels integer(LabelSet::Integer);
  EXPECT_EQ(render(phrase(PhraseKind::KomiSummary, Winner::Black, Winner::Draw), integer, chinese_phrases()),
            "Art. 13的两种计算胜负方法判出不同的胜方：第一种黑胜，第二种和棋");
  EXPECT_EQ(render(phrase(PhraseKind::StringEyeVerdict, Side::White, points({{0, 0}}), 1), integer, chinese_phrases()),
            "白棋串(0,0)有私眼");
  EXPECT_EQ(render(phrase(PhraseKind::TrisFlip, points({{0, 0}}), Attribute::Neutral, Attribute::Black, 0), integer,
                   chinese_phrases()),
            "玄子(0,0) 中性 -> 黑性");
  EXPECT_EQ(render(phrase(PhraseKind::EngineRefuses, make_reason(ReasonKind::Occupied, Point{1, 1})), integer,
                   chinese_phrases()),
            "(1,1)已有棋子");
  EXPECT_EQ(render(phrase(PhraseKind::FlipsAre, points({{0, 0}, {1, 0}, {2, 0}}, 2)), integer, chinese_phrases()),
            "变性：(0,0) (1,0)等另1点");
}

}  // namespace
}  // namespace tg::text
