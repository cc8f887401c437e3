// Art. 13's two counting methods (C-1) and the two counts of the second
// method (C-2), asked of the score as the board stands (no agreed dead
// strings: every position of a game is scored as if the game ended there).
#include "audit/checks.h"

namespace tg::audit {
namespace {

std::string winner_words(Winner w) {
  return w == Winner::Draw ? std::string("a draw") : std::string(winner_name(w)) + " wins";
}

bool go_family(const Ruleset& r) { return r.game == Game::Go; }

}  // namespace

std::optional<CheckFinding> probe_komi_formulas(Visit& v) {
  if (!go_family(v.position().rules)) return std::nullopt;
  const Score& s = v.analysis().score;
  if (s.literal == s.chinese) return std::nullopt;
  CheckFinding f(v.position());
  f.summary = "the two Art. 13 methods name different winners: the first " + winner_words(s.literal) +
              ", the second " + winner_words(s.chinese);
  const char* cmp1 = s.black - s.komi > s.white ? " > " : s.black - s.komi < s.white ? " < " : " = ";
  f.clashes.push_back({"TG-13.7", "first method: black " + num(s.black) + " - komi " + num(s.komi) + " = " +
                                      num(s.black - s.komi) + cmp1 + "white " + num(s.white) + ": " +
                                      winner_words(s.literal)});
  const char* cmp2 = s.black > s.y + s.komi ? " > " : s.black < s.y + s.komi ? " < " : " = ";
  f.clashes.push_back({"TG-13.8", "second method: black " + num(s.black) + cmp2 + "Y + m = " + num(s.y) + " + " +
                                      num(s.komi) + " = " + num(s.y + s.komi) + ": " + winner_words(s.chinese)});
  f.ids = {"C-1", "TG-13.7", "TG-13.8", "TG-13.9", "D-18"};
  const bool chinese = v.position().rules.komi_formula == KomiFormula::Chinese;
  f.resolution = std::string("D-18 (komi_formula=") + (chinese ? "chinese" : "literal") + "): the " +
                 (chinese ? "second" : "first") + " method decides: " + winner_words(s.winner);
  return f;
}

std::optional<CheckFinding> probe_both_counts_lose(Visit& v) {
  if (!go_family(v.position().rules)) return std::nullopt;
  const Score& s = v.analysis().score;
  // TG-13.8: counting black alone against Y + m, or white alone against Y - m.
  const double bm = s.black - (s.y + s.komi);
  const double wm = s.white - (s.y - s.komi);
  const Winner by_black = bm > 0 ? Winner::Black : bm < 0 ? Winner::White : Winner::Draw;
  const Winner by_white = wm > 0 ? Winner::White : wm < 0 ? Winner::Black : Winner::Draw;
  if (by_black == by_white) return std::nullopt;
  CheckFinding f(v.position());
  const bool both_lose = bm < 0 && wm < 0;
  f.summary = both_lose ? "both sides' counts lose at once: black's count says black loses, white's says white loses"
                        : "black's and white's counts of the second Art. 13 method disagree";
  f.clashes.push_back({"TG-13.8", "black's count: black " + num(s.black) + (bm < 0 ? " < " : bm > 0 ? " > " : " = ") +
                                      "Y + m = " + num(s.y + s.komi) + ": " + winner_words(by_black)});
  f.clashes.push_back({"TG-13.8", "white's count: white " + num(s.white) + (wm < 0 ? " < " : wm > 0 ? " > " : " = ") +
                                      "Y - m = " + num(s.y - s.komi) + ": " + winner_words(by_white)});
  f.ids = {"C-2", "TG-13.8", "TG-13.10", "TG-13.12", "D-17", "D-18"};
  // dame for nobody (D-17) is what lets B + W fall below N - X = 2Y; the
  // engines then count black's side only (TG-13.12 step 5), a choice the
  // text does not make: the clash stays open in this ruleset.
  f.summary += " (" + num(s.nobody) + " points for nobody, D-17)";
  for (std::size_t i = 0; i < s.owner.size(); ++i)
    if (s.owner[i] == Owner::Nobody) f.points.push_back(v.position().board.size().point(static_cast<int>(i)));
  return f;
}

}  // namespace tg::audit
