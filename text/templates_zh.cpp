// The reasons in Chinese (`--lang zh`), in ReasonKind's order, with the
// terms of the rule texts (spec/glossary.md, "Chinese terms"): 玄子, 提吃点,
// 一气眼, 虎口, 禁着点, 叫吃, 玄子条件变黑白 (2026 Art. 8), 全局同形, 私眼,
// 空点串, 飞弹, 围吃. The IDs stay as in English: they are IDs. Placeholders
// as in templates.cpp; text/tests/text_test.cpp checks them for both tables.
#include "text/templates.h"

namespace tg::text {

const TemplateTable& chinese() {
  static const TemplateTable table{
      "zh",
      {{
          "",  // None
          "对局已终局（Art. 11，D-13）",
          "第%0手是%1方的%2手；%3方的%4不合此手（Art. 2.3）",
          "%0不是棋盘点（Art. 1）",
          "%0已有棋子",
          "玄子下在%0会使黑棋串或白棋串无气：这是提吃点，玄子不具有提吃功能（Art. 7.1，D-08 before-recompute）",
          "玄子下在%0会使黑棋串或白棋串无气：这是提吃点，玄子不具有提吃功能（Art. 7.1，D-08 after-recompute）",
          "%0是%1棋的一气眼：玄子不能下在此处（Art. 7.2，D-09）",
          "%0是%1棋的虎口：玄子不能下在此处（Art. 7.3，D-10 orthogonal）",
          "%0是%1棋的虎口：玄子不能下在此处（Art. 7.3，D-10 diagonal）",
          "%0子下在%1会使己方棋串无气而又不能提吃对方棋串：禁着点（D-07）",
          "本规则不含玄子条件变黑白（D-11 emergency=off）",
          "Art. 8的必要条件P不成立：%0方没有被叫吃的棋串（D-11 liberty-drop）",
          "Art. 8的必要条件P不成立：%0方没有被叫吃的棋串（D-11 touches-last-move）",
          "Art. 8的必要条件Q不成立：%0不是%1方被叫吃棋串紧邻的惟一空点",
          "Art. 8的必要条件P不成立：惟一的气在%1的%0棋串不是被彼方前一手叫吃的（D-11 liberty-drop）",
          "Art. 8的必要条件P不成立：惟一的气在%1的%0棋串不是被彼方前一手叫吃的（D-11 touches-last-move）",
          "着子后会使对方重复面临曾经出现过的局面：同一棋盘，同一方下子（Art. 10，D-12 repetition=situational）",
          "着子后会重现曾经出现过的棋盘，不论当时轮到哪一方（Art. 10，D-12 repetition=positional）",
          "着子后会使对方重复面临曾经出现过的局面：同一棋盘，同一方下同一种棋子（黑白子或玄子）（Art. 10，D-12 "
          "repetition=situational-kind）",
          "属性变化后的连锁提吃在%0轮内没有停止（D-06）：规则在此自相矛盾",
          "第%0手：此处%1方的玄子不是飞弹：飞弹紧跟本方所下的黑子或白子（FB-2，D-32）",
          "第%0手：%1方已无飞弹可扔：%2个自主飞弹都已扔出，本手也不是随机飞弹（FB-5，D-75）",
          "第%0手：%1方的自主飞弹须下玄子扔出；不扔，则由%2方接着下（D-70）",
          "第%0手是%1方的随机飞弹：种子%2抽到%1方的第%3回合（FB-5，D-71）",
          "对局已终局（GM-6.1，D-34）",
          "第%0手是%1方的%2手；%3方的%4不合此手（GM-2.1）",
          "太玄五子棋没有玄子条件变黑白：玄子手只能下玄子或虚着（GM-6.2）",
          "%0不是棋盘点（GM-1.1）",
          "%0已有棋子（GM-2.3）",
          "围吃变性循环：第%0轮后的棋盘重复了%select{刚下子时的棋盘|第%1轮后的棋盘}1（GM-4.11，D-21 "
          "encirclement=fixed-point）",
          "此棋串旁%1处的空点串也与%2处的%0棋串紧邻",
          "%2处的%1棋串已有%3气的眼（%4），此眼不与%0子紧邻",
          "%select{%1方已有|%1方下在%4即做出}3%2处%1棋串的一气眼%5",
          "私眼内有%1处的%0棋串，即其它同色棋串",
          "%2处的%1棋串已有%3气的眼（%4），此眼不与%0子紧邻",
          "%select{%1方已有|%1方下在%4即做出}3%2处%1棋串的一气眼%5",
          "引擎回答：%0",
      }}};
  return table;
}

}  // namespace tg::text
