// Art. 13's two counting methods (C-1; without komi C-6 or C-2) and the two
// counts of the second method (C-2, C-6), asked of the score as the board stands (no agreed dead
// strings: every position of a game is scored as if the game ended there).
#include "audit/checks.h"

namespace tg::audit {
namespace {

bool go_family(const Ruleset& r) { return r.game == Game::Go; }

}  // namespace

namespace {

// The points Art. 13 gives to nobody (Owner::Nobody), split by why: an
// empty string touching both colours (dame, D-17) or touching no stone at
// all (TG-13.12 step 4: the edge and neutral tris do not count).
struct NobodyPoints {
  std::vector<Point> dame, no_stone;
};

NobodyPoints nobody_points(const Position& p, const Analysis& a) {
  NobodyPoints out;
  const BoardSize size = p.board.size();
  std::vector<Attribute> attr(size.points(), Attribute::Neutral);
  for (const TrisInfo& t : a.tris)
    for (Point z : t.points) attr[size.index(z)] = t.attribute;
  auto colour_at = [&](int i) -> int {  // 1 black, 2 white, 0 none
    const Piece k = p.board.at_index(i);
    if (k == Piece::Black || (k == Piece::Tris && attr[i] == Attribute::Black)) return 1;
    if (k == Piece::White || (k == Piece::Tris && attr[i] == Attribute::White)) return 2;
    return 0;
  };
  std::vector<int> seen(size.points(), 0);
  for (int i = 0; i < size.points(); ++i) {
    if (seen[i] || p.board.at_index(i) != Piece::Empty || a.score.owner[i] != Owner::Nobody) continue;
    std::vector<int> group{i}, stack{i};
    seen[i] = 1;
    int touches = 0;
    while (!stack.empty()) {
      const int j = stack.back();
      stack.pop_back();
      for (Point q : size.neighbours(size.point(j))) {
        const int k = size.index(q);
        touches |= colour_at(k);
        if (!seen[k] && p.board.at_index(k) == Piece::Empty) {
          seen[k] = 1;
          group.push_back(k);
          stack.push_back(k);
        }
      }
    }
    for (int j : group) (touches == 0 ? out.no_stone : out.dame).push_back(size.point(j));
  }
  return out;
}

struct Counts {
  double bm, wm;
  Winner by_black, by_white;
};

Counts counts(const Score& s) {
  // TG-13.8: counting black alone against Y + m, or white alone against Y - m.
  Counts c{s.black - (s.y + s.komi), s.white - (s.y - s.komi), Winner::Draw, Winner::Draw};
  c.by_black = c.bm > 0 ? Winner::Black : c.bm < 0 ? Winner::White : Winner::Draw;
  c.by_white = c.wm > 0 ? Winner::White : c.wm < 0 ? Winner::Black : Winner::Draw;
  return c;
}

CheckFinding counts_finding(const Position& p, const Score& s, const Counts& c) {
  CheckFinding f(p);
  f.clashes.push_back(
      {"TG-13.8", phrase(PhraseKind::BlackCount, s.black, text::compare(c.bm, 0), s.y + s.komi, c.by_black)});
  f.clashes.push_back(
      {"TG-13.8", phrase(PhraseKind::WhiteCount, s.white, text::compare(c.wm, 0), s.y - s.komi, c.by_white)});
  return f;
}

}  // namespace

std::optional<CheckFinding> probe_komi_formulas(Visit& v) {
  if (!go_family(v.position().rules)) return std::nullopt;
  const Score& s = v.analysis().score;
  if (s.literal == s.chinese) return std::nullopt;
  CheckFinding f(v.position());
  f.summary = phrase(PhraseKind::KomiSummary, s.literal, s.chinese);
  f.clashes.push_back({"TG-13.7", phrase(PhraseKind::KomiFirstMethod, s.black, s.komi, s.black - s.komi,
                                         text::compare(s.black - s.komi, s.white), s.white, s.literal)});
  f.clashes.push_back({"TG-13.8", phrase(PhraseKind::KomiSecondMethod, s.black, text::compare(s.black, s.y + s.komi),
                                         s.y, s.komi, s.y + s.komi, s.chinese)});
  f.ids = {"C-1", "TG-13.7", "TG-13.8", "TG-13.9", "D-18"};
  if (s.nobody > 0) {
    // Points for nobody make Y = (N - X) / 2 more than half of what the two
    // sides hold: the methods part even without komi. Those points are C-6's
    // when they touch no stone, C-2's when they are dame (dame=nobody).
    const NobodyPoints nobody = nobody_points(v.position(), v.analysis());
    const std::string register_entry = nobody.no_stone.empty() ? "C-2" : "C-6";
    f.clashes.push_back(
        {"TG-13.12 step 4", phrase(PhraseKind::NobodyPointsSum, s.nobody, s.black + s.white, 2 * s.y)});
    f.ids.insert(f.ids.end(), {"TG-13.12", "D-17"});
    // Without komi they are the whole clash (the register's C-6: "the two
    // methods part even without komi"): the finding is that entry, not C-1.
    if (s.komi == 0) f.ids.front() = register_entry;
    else f.ids.push_back(register_entry);
  }
  const bool chinese = v.position().rules.komi_formula == KomiFormula::Chinese;
  f.resolution = phrase(PhraseKind::ResolvedKomiFormula, chinese, s.winner);
  return f;
}

std::optional<CheckFinding> probe_both_counts_lose(Visit& v) {
  if (!go_family(v.position().rules)) return std::nullopt;
  const Score& s = v.analysis().score;
  const Counts c = counts(s);
  if (c.by_black == c.by_white) return std::nullopt;
  // C-2 proper: every point for nobody is dame (D-17); the points that
  // touch no stone are the no-stone-areas check (C-6).
  const NobodyPoints nobody = nobody_points(v.position(), v.analysis());
  if (!nobody.no_stone.empty() || nobody.dame.empty()) return std::nullopt;
  CheckFinding f = counts_finding(v.position(), s, c);
  f.summary = phrase(PhraseKind::CountsDameSummary, c.bm < 0 && c.wm < 0, nobody.dame.size());
  f.clashes.push_back({"TG-13.10, D-17", phrase(PhraseKind::DameForNobody, nobody.dame.size())});
  f.ids = {"C-2", "TG-13.8", "TG-13.10", "TG-13.12", "D-17", "D-18"};
  // dame for nobody (D-17) is what lets B + W fall below N - X = 2Y; the
  // engines then count black's side only (TG-13.12 step 5), a choice the
  // text does not make: the clash stays open in this ruleset.
  f.points = nobody.dame;
  return f;
}

std::optional<CheckFinding> probe_no_stone_areas(Visit& v) {
  if (!go_family(v.position().rules)) return std::nullopt;
  const Score& s = v.analysis().score;
  const Counts c = counts(s);
  if (c.by_black == c.by_white) return std::nullopt;
  const NobodyPoints nobody = nobody_points(v.position(), v.analysis());
  if (nobody.no_stone.empty()) return std::nullopt;
  CheckFinding f = counts_finding(v.position(), s, c);
  f.summary = phrase(PhraseKind::CountsNoStoneSummary, c.bm < 0 && c.wm < 0, nobody.no_stone.size());
  f.clashes.push_back({"TG-13.12 step 4", phrase(PhraseKind::NoStoneForNobody, nobody.no_stone.size())});
  f.ids = {"C-6", "TG-13.8", "TG-13.12", "D-17", "D-18"};
  f.points = nobody.no_stone;
  return f;
}

}  // namespace tg::audit
