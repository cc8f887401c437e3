// The audit's phrases in Chinese (`--lang zh`), in PhraseKind's order, with
// the terms of the rule texts (spec/glossary.md): 贴子, 和棋数 Y, 数子法,
// 空点串, 私眼, 玄棋串, 属性, 提吃点, 叫吃, 长活, 真眼, 围吃, 五子连珠.
// text/tests/phrase_test.cpp checks the order and the placeholders.
#include <array>

#include "text/phrase.h"

namespace tg::text {
namespace {

struct Entry {
  PhraseKind kind;
  std::string_view chinese;
};

using K = PhraseKind;

constexpr std::array<Entry, kPhraseKinds> kEntries{{
    {K::KomiSummary, "Art. 13的两种计算胜负方法判出不同的胜方：第一种%0，第二种%1"},
    {K::KomiFirstMethod, "第一种方法：黑%0 - 贴子%1 = %2%3白%4：%5"},
    {K::KomiSecondMethod, "第二种方法：黑%0%1Y + m = %2 + %3 = %4：%5"},
    {K::NobodyPointsSum, "%0点不归任何一方，所以 B + W = %1 < N - X = %2"},
    {K::CountsDameSummary,
     "%select{第二种方法单以黑方计数与单以白方计数的结论不同|双方计数同时判负：单以黑方计数黑负，单以白方计数白负}0"
     "（%1个单官点不归任何一方，D-17）"},
    {K::CountsNoStoneSummary,
     "%select{第二种方法单以黑方计数与单以白方计数的结论不同|双方计数同时判负：单以黑方计数黑负，单以白方计数白负}0"
     "（%1点在不与任何棋子紧邻的空点串中，不归任何一方，TG-13.12第4步）"},
    {K::BlackCount, "单以黑方计数：黑%0%1Y + m = %2：%3"},
    {K::WhiteCount, "单以白方计数：白%0%1Y - m = %2：%3"},
    {K::DameForNobody, "dame=nobody：%0个单官点不归任何一方，所以 B + W < N - X = 2Y"},
    {K::NoStoneForNobody, "%0点不与任何棋子紧邻，不论dame如何都不归任何一方，所以 B + W < N - X = 2Y"},
    {K::EyeDefinitionsDiffer,
     "2019年版与2026年版规则给%0处的玄棋串不同的属性（%1对%2）；私眼判定相同时两种变性规则结论一致，所以是私眼定义不同"},
    {K::EyeAttributeRulesDiffer, "私眼判定相同时，2019年版与2026年版的变性规则对%0处的玄棋串结论不同"},
    {K::TrisCountsUnderText, "%0处的玄棋串：By %1，Wy %2，Bo %3，Wo %4：%5（%6）；%7"},
    {K::StringEyeVerdict, "%0棋串%1%select{无|有}2私眼"},
    {K::MixedRulesAgree, "eye_rule=menggo-2019 与 attribute_rule=trisgo-2026：%0，与 attribute_rule=menggo-2019 相同"},
    {K::MixedRulesDisagree, "eye_rule=menggo-2019 与 attribute_rule=trisgo-2026：%0，attribute_rule=menggo-2019：%1"},
    {K::ConversionSummary,
     "第%0手是%1方的玄子手：规则禁止玄子下在%2（Art. 7.1，提吃点），又允许%1子改下在此处（Art. 8，玄子条件变黑白）"},
    {K::ConversionForbidden, "玄子下在%0会使%1棋串%2无气：这一手的玄子不能下在此处"},
    {K::ConversionAllowed, "彼方前一手正在叫吃该棋串（必要条件P），%0是其惟一的气（Q）：%1子可以在此代替玄子"},
    {K::SlotFixesPieceKind, "每一手的棋子种类由下子次序决定（玄子），Art. 8除外"},
    {K::DoesNotSettle, "%0处的一手没有停止：%select{连锁提吃找不到不动点|围吃的各轮重复了棋盘}1"},
    {K::JudgeEveryRound, "逐轮判断每个无气的围吃对象，直到一个也不剩"},
    {K::FlipsRepeatABoard, "各轮的变性又回到本手中出现过的棋盘：没有终止"},
    {K::RemovedAtOnce, "无气的棋串立即从棋盘上拿走"},
    {K::CascadeTerminates, "连锁提吃总会停止（矛盾登记的结论）；此处没有停止"},
    {K::EngineRefuses, "%0"},
    {K::NoLegalMove, "对局未终局，但轮到的一方没有合法的着法，连虚着也没有"},
    {K::MayPass, "轮到下子的一方可以不下任何子而使用虚着"},
    {K::NoLegalMoveListed, "第%0手没有列出合法着法"},
    {K::ReturnsToState,
     "合法的第%0手下在%1，使对局回到第%2手之前的状态（同一棋盘，下子次序中同一位置）：其间的着法可以无限重复"},
    {K::NoRepeatedPosition, "着子后不得使对方重复面临曾经出现过的局面"},
    {K::RepeatsState, "这一手合法，却重复了第%0手之前的状态"},
    {K::LifeTakenAway,
     "%0棋串%1在%2方第%3手（%4）之前有两个真眼（长活，D-15）；这一手改变了属性（%5），该棋串%select{不再长活|被提吃}6"},
    {K::TrisFlip, "玄子%0 %1 -> %2%select{|（连锁）}3"},
    {K::TwoTrueEyes, "具有至少2个真眼的棋串处于长活状态，不会被提吃；%0有两个真眼（Benson，D-15）"},
    {K::AttributesRecomputed, "底层棋局每次变化后都重新推算属性：%0"},
    {K::AfterTheMove, "%select{该棋串的棋子已不在任何长活棋串中|该棋串的棋子被提吃}0"},
    {K::OrderDependent, "%0处玄棋串的属性取决于推算的次序：原次序为%1，%3为%2"},
    {K::UnderSymmetry, "棋盘经对称变换%0后"},
    {K::ByEngine, "由%0引擎推算"},
    {K::FunctionOfBaseBoard, "属性只由底层棋局决定"},
    {K::OtherOrderSays, "%0：%1"},
    {K::FlipsBothColours, "第%0手下在%1，同时把玄子变为黑性和白性"},
    {K::EncirclerAttribute, "一手棋所围吃的每个玄子都取围吃方的属性；只有一方的围吃生效"},
    {K::FlipsAre, "变性：%0"},
    {K::DoubleFive, "第%0手下在%1，同时为黑方和白方形成五子连珠"},
    {K::FiveWins, "%0子和%0性玄子五子连珠，%0方胜"},
    {K::ResolvedEyeWording,
     "D-35：此规则采用%select{2019|2026}0年版的私眼定义（eye_rule=%select{menggo-2019|trisgo-2026}0）"},
    {K::ResolvedColoursPerRound, "D-21（encirclement=fixed-point）：一手棋的各轮围吃可以分属不同颜色"},
    {K::ResolvedDoubleFive,
     "D-22（double_five=%select{mover：落子方胜|non-mover：另一方胜|draw：和棋}0）：%select{黑胜|白胜|和棋}1"},
    {K::ResolvedConversion,
     "TG-8.6，D-26：玄子条件变黑白是玄子手中的一手黑白子；Art. 7.1只禁止玄子（emergency=%select{touches-last-move|liberty-drop}0）"},
    {K::ResolvedRefused, "D-21（encirclement=fixed-point）：这一手作为矛盾被拒绝"},
    {K::ResolvedKomiFormula, "D-18（komi_formula=%select{literal|chinese}0）：以第%select{一|二}0种方法为准：%1"},
    {K::SearchedAll, "%0x%0棋盘上至多%1子的全部局面（对称归并后%2个棋盘，轮到的每一手都试过）"},
    {K::SearchedPart,
     "%2x%2棋盘上至多%3子的%1个局面中的%0个%select{|（本分片的部分）}4（对称归并后%5个棋盘，轮到的每一手都试过）"},
    {K::SearchedRandom, "%0个随机%1x%1局面"},
    {K::SearchedGames, "%0局随机%1x%1对局（%2个局面）"},
    {K::SearchedNothing, "无"},
    {K::ProvenMinimal,
     "已证明最小（先比子数，再比手数，再比棋盘大小），范围为至多%0x%0的棋盘：其中可能更小的每个局面都搜索过，"
     "棋谱能到达的（逐一落子、不提子、其间至多%1次虚着）都没有出现此问题（搜索：%2）"},
    {K::SmallestFound, "找到的最小例子，未证明最小（搜索：%0；缩小时复查%1次）"},
    {K::AuditHeading, "trisgo audit %0：%1项检查，种子%2%select{|，分片%4/%5}3，共试%6个局面"},
    {K::CheckDoesNotApply, "不适用于此规则"},
    {K::CheckNotDecided, "未判定：被信号中止，已搜索%0"},
    {K::CheckHolds, "成立。%0，搜索范围：%1"},
    {K::CheckFound, "发现，%select{由此规则解决|未解决}0"},
    {K::QuestionLine, "问题：%0"},
    {K::SearchedLine, "搜索：%0；出现于%1个局面"},
    {K::ExampleLine, "%select{找到的最小|已证明最小的}0例子：%1x%1，%2子，下一手是第%3手，%4方的%select{黑白子|玄子}5%6"},
    {K::ReachedBy, "，从空棋盘经%0手到达"},
    {K::FoundBy, "（%select{穷举|随机局面|随机对局}0搜索）"},
    {K::MoveLine, "着法：%0"},
    {K::MovePass, "%0方虚着"},
    {K::MovePlaced, "%0方%select{黑白子|玄子|黑白子（Art. 8，玄子条件变黑白）}1下在%2"},
    {K::IdsHeading, "编号："},
    {K::OtherTextsHeading, "其它条款原文："},
    {K::ResolvedLine, "解决：%0"},
    {K::ReferenceLine, "参考引擎：%select{没有发现（引擎不一致）|结论相同}0"},
    {K::FilesLine, "图：%0/%1.svg，局面：%0/%1.pos"},
    {K::AuditTotals, "%0项未解决，%1项由此规则解决，%2项检查成立"},
    {K::AuditIncomplete, "未完成：被信号中止，已完成%0/%1项检查（最后一项只完成一部分；每项说明其搜索范围）"},
    {K::MergedPartial, "不完整：缺少分片%0；以--partial合并，每项检查只涵盖已合并的分片"},
}};

}  // namespace

const PhraseTable& chinese_phrases() {
  static const PhraseTable table = [] {
    PhraseTable t{"zh", {}};
    for (const Entry& e : kEntries) t.templates.push_back(e.chinese);
    return t;
  }();
  return table;
}

// For the tests: the kind each entry says it is (the table must follow the enum).
PhraseKind chinese_phrase_table_kind(int i) { return kEntries.at(static_cast<std::size_t>(i)).kind; }

}  // namespace tg::text
