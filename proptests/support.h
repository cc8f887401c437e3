#pragma once
// Shared pieces of the property tests: the engines, the case-count policy,
// the generators of rulesets, positions and games, the canonical form of an
// analysis under a symmetry or a colour swap, and human-readable diffs.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "vocab/board.h"
#include "vocab/engine.h"

namespace tg {
// How RapidCheck prints a generated Position in a counterexample: the
// position text (replayable with `trisgo analyze`) and a labelled diagram.
void showValue(const Position& p, std::ostream& os);
}  // namespace tg

namespace tg::pt {

const Engine& reference();
const Engine& optimized();

// ---- case counts -----------------------------------------------------------

// TRISGO_PROPTEST_LONG=1 multiplies every property's CI case count by 1000
// (RC_PARAMS="max_success=N" sets N for every property instead).
bool long_campaign();
// Runs `property` as the current Google Test with `ci_cases` successful cases
// (the configured seed, shrinking and reproduce= of RC_PARAMS still apply).
void check_property(const std::function<void()>& property, int ci_cases);

// Defines a property with its own CI case count.
#define TRISGO_PROP(Suite, Name, ci_cases)                                            \
  static void trisgo_prop_##Suite##_##Name();                                         \
  TEST(Suite, Name) { ::tg::pt::check_property(&trisgo_prop_##Suite##_##Name, ci_cases); } \
  static void trisgo_prop_##Suite##_##Name()

// The text printed with every failure: how to replay it.
std::string replay_hint();

// ---- generators ------------------------------------------------------------

// The implemented presets (trisgo-2026, menggo, go, menggo-2019).
const std::vector<std::string>& implemented_presets();
// A preset, and with probability 1/2 random values of the switches eye_rule, eye_inspect,
// cascade, suicide, tris_capture_check, tiger_mouth, emergency, repetition,
// end, dame, komi_formula and komi. Shrinks toward plain trisgo-2026.
// `exclude` lists option keys that keep the preset's value.
rc::Gen<Ruleset> gen_ruleset(std::vector<std::string> exclude = {});
// Odd board sizes 3..max_n weighted toward small boards; shrinks toward 3.
rc::Gen<int> gen_size(int max_n);

enum class Texture {
  Any,      // density from empty to near-full, any mix of stones and tris
  Enclosed  // a grid of stone walls leaving many 1x1 and 2x2 regions
};
// A random position: board cells shrink toward empty; a random next move,
// passes and 0-3 valid history entries (smaller move numbers, some of them
// one move before, some of them repetition traps).
rc::Gen<Position> gen_position(rc::Gen<Ruleset> rules, rc::Gen<int> size, Texture texture = Texture::Any);
rc::Gen<Position> gen_position(rc::Gen<Ruleset> rules, int max_n, Texture texture = Texture::Any);

// A random game script: the moves are chosen while the game is played
// (choice % number of legal non-pass moves; 1 in 40 a pass), plus two
// arbitrary candidate moves per step (often illegal).
struct GameStep {
  int choice = 0;
  int candidate[2] = {0, 0};
};
struct GameScript {
  Ruleset rules;
  int n = 5;
  std::vector<GameStep> steps;
};
void showValue(const GameScript& g, std::ostream& os);
rc::Gen<GameScript> gen_game(int max_n, int max_moves);
// The same with rulesets from `rules` (the TrisGomoku games use it).
rc::Gen<GameScript> gen_game_for(rc::Gen<Ruleset> rules, int max_n, int max_moves);
// The candidate move a step's number names for the position.
Move candidate_move(const Position& p, int code);
// The chosen move of a step among the legal moves (which must not be empty).
Move chosen_move(const std::vector<Move>& legal, int choice);

// ---- comparing -------------------------------------------------------------

std::string points_text(const std::vector<Point>& v);
std::string string_text(const StringInfo& s);  // "black (0,0)(1,0) liberties ..."
// The first differing item of two answer lists, both items written by
// `text`, or the first extra item ("" when the lists are equal).
template <typename T, typename F>
std::string list_diff(const std::string& field, const std::vector<T>& a, const std::vector<T>& b, F text) {
  if (a == b) return "";
  const std::size_t n = std::min(a.size(), b.size());
  for (std::size_t i = 0; i < n; ++i)
    if (!(a[i] == b[i]))
      return field + "[" + std::to_string(i) + "] differs\n    reference: " + text(a[i]) + "\n    optimized: " + text(b[i]);
  return field + ": " + std::to_string(a.size()) + " items (reference) vs " + std::to_string(b.size()) +
         " (optimized); first extra: " + (a.size() > n ? "reference " + text(a[n]) : "optimized " + text(b[n]));
}
// The first field where two answers differ, for people ("" when equal).
std::string analysis_diff(const Analysis& ref, const Analysis& opt);
// "" when the outcomes are equal as data (the reasons compared by kind and
// parameters, never by their words); otherwise the first difference.
std::string outcome_diff(const MoveOutcome& ref, const MoveOutcome& opt);
// A reason for a failure message: its kind name and its words (text/).
std::string reason_text(const Reason& r);
std::string score_diff(const Score& ref, const Score& opt);
std::string moves_diff(const std::vector<Move>& ref, const std::vector<Move>& opt);

// The canonical form of an analysis: per field a sorted list of item texts,
// every point mapped by `map` and, with `swap_colours`, black and white
// exchanged (pieces, sides, owners, attributes, Art. 6 counts and branches,
// score totals). Explanation sentences (`why`) are left out: they name the
// first point found, which depends on the scan order.
using PointMap = std::function<Point(Point)>;
std::map<std::string, std::vector<std::string>> canonical(const Analysis& a, const PointMap& map, bool swap_colours,
                                                          bool with_winner);
// The first differing field of two canonical forms, for people.
std::string canonical_diff(const std::map<std::string, std::vector<std::string>>& expected,
                           const std::map<std::string, std::vector<std::string>>& actual);

// The position with every point moved by symmetry s (tg::transform).
Position transformed(const Position& p, int s);
// The colour-swapped position: black and white stones exchanged on the board
// and every history board, the next move moved to the first later move
// number whose slot has the other side and the same kind (go: n+1;
// trisgo-2026 cycle: slots 1..7 -> +1, 8 -> 11 (a black stone), 9 -> 10,
// 10 -> 19 (A's tris of the next cycle)); history entries move by +1 (which
// flips their side in both orders), except an entry one move before the
// current position, which stays one move before the new next move (Art. 8
// condition P). Needs a ruleset whose answers do not depend on a slot's
// position in the cycle: not end=stone-passes (a colour-asymmetric rule) and,
// under the trisgo-2026 order, not repetition=situational-kind.
Position colour_swapped(const Position& p);
bool colour_swap_applies(const Ruleset& r);

}  // namespace tg::pt
