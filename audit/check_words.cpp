#include "audit/check_words.h"

#include <array>
#include <string_view>

namespace tg::audit {
namespace {

struct Words {
  std::string_view name, question, holds;
};

// By check name; audit/tests/citations_test.cpp checks that every check has its row.
constexpr std::array<Words, 12> kChinese{{
    {"komi-formulas", "Art. 13的两种计算胜负方法是否判出同一胜方？", "两种计算胜负方法判出同一胜方"},
    {"both-counts-lose", "第二种方法单以黑方计数与单以白方计数是否一致（不会同时判负）？",
     "只有单官点不归任何一方时，单以黑方计数与单以白方计数总是一致"},
    {"no-stone-areas", "空点串不与任何棋子紧邻时，单以黑方计数与单以白方计数是否一致？",
     "空点串不与任何棋子紧邻时，单以黑方计数与单以白方计数总是一致"},
    {"eye-rules", "2019年版与2026年版规则是否给每个玄棋串同一属性？私眼判定相同时两种变性规则是否结论一致？",
     "2019年版与2026年版规则给每个玄棋串同一属性"},
    {"conversion", "玄子手中是否有一点既被禁止（Art. 7.1）又被允许（Art. 8）？", "没有条件变黑白落在玄子提吃点上"},
    {"permanent-life", "有两个真眼（TG-5.1.2）的棋串在对方每一手之后是否仍然长活？", "每个长活棋串在所试的对方每一手之后仍然长活"},
    {"settles", "每一手的连锁提吃（D-06）或围吃各轮（D-21）是否都会停止？", "所试的每一手都停止了"},
    {"legal-move", "对局未终局时，轮到的一方是否总有合法着法（虚着也算，D-113）？", "轮到的一方总有合法着法"},
    {"terminates", "禁止全局同形的规则是否阻止对局状态的每一个循环（D-115）？", "没有合法着法使对局回到先前的状态"},
    {"attribute-order", "每个属性是否与推算次序无关（棋盘的8种对称；发现时也询问另一个引擎；D-114）？",
     "每个属性在棋盘的8种对称下都相同"},
    {"both-colour-flips", "是否有一手同时把玄子变为黑性和白性？", "没有一手同时为两方变性"},
    {"double-five", "是否有一手同时为双方形成五子连珠？", "没有一手同时为双方形成五子连珠"},
}};

const Words* chinese_of(const Check& c) {
  for (const Words& w : kChinese)
    if (w.name == c.name) return &w;
  return nullptr;
}

}  // namespace

std::string check_question(const Check& c, text::Language lang) {
  const Words* w = lang == text::Language::Chinese ? chinese_of(c) : nullptr;
  return w ? std::string(w->question) : c.question;
}

std::string check_holds(const Check& c, text::Language lang) {
  const Words* w = lang == text::Language::Chinese ? chinese_of(c) : nullptr;
  return w ? std::string(w->holds) : c.holds;
}

}  // namespace tg::audit
