// The differential test: the optimized engine against the literal reference
// on seeded random games. At every move both engines are asked the same
// questions (analyze, legal_moves, ended, play of the chosen move and of a
// random other move, score with agreed dead strings) and must give equal
// answers. On a mismatch the seed, the position and the first differing
// field are printed. TRISGO_LONG=1 runs a longer campaign.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <random>
#include <sstream>

#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/position_text.h"
#include "vocab/test_scale.h"

namespace tg::opt {
namespace {

// TRISGO_LONG=k, any k >= 1 (the playout tests read k as a multiplier).
bool long_run() {
  const char* v = std::getenv("TRISGO_LONG");
  return v && std::atoi(v) >= 1;
}

std::string pts(const std::vector<Point>& v) {
  std::string s;
  for (Point p : v) s += "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
  return s;
}

// The first field where two analyses differ.
std::string analysis_diff(const Analysis& a, const Analysis& b) {
  if (a.base_strings != b.base_strings) return "base_strings";
  if (a.holistic_strings != b.holistic_strings) return "holistic_strings";
  if (a.regions != b.regions) return "regions";
  if (a.private_eyes.size() != b.private_eyes.size()) return "private_eyes (count)";
  for (std::size_t i = 0; i < a.private_eyes.size(); ++i) {
    const PrivateEyeInfo &x = a.private_eyes[i], &y = b.private_eyes[i];
    if (x == y) continue;
    std::string out = "private_eyes[" + std::to_string(i) + "] string " + pts(x.string) + " vs " + pts(y.string) +
                      " eye " + std::to_string(x.has_private_eye) + " vs " + std::to_string(y.has_private_eye);
    for (std::size_t j = 0; j < std::min(x.candidates.size(), y.candidates.size()); ++j)
      if (!(x.candidates[j] == y.candidates[j]))
        out += "\n  candidate " + std::to_string(j) + " region " + pts(x.candidates[j].region) + " vs " +
               pts(y.candidates[j].region) + "\n  ref: " +
               std::string(reason_kind_name(x.candidates[j].failed)) + "\n  opt: " +
               std::string(reason_kind_name(y.candidates[j].failed));
    return out + "\n  candidates " + std::to_string(x.candidates.size()) + " vs " + std::to_string(y.candidates.size());
  }
  if (a.tris != b.tris) return "tris";
  if (a.forbidden != b.forbidden) {
    std::string out = "forbidden: ref";
    for (const auto& f : a.forbidden) out += " " + pts({f.point}) + std::string(illegal_name(f.reason));
    out += " opt";
    for (const auto& f : b.forbidden) out += " " + pts({f.point}) + std::string(illegal_name(f.reason));
    return out;
  }
  if (a.ended != b.ended) return "ended";
  if (a.score != b.score) return "score";
  return "";
}

std::string outcome_diff(const MoveOutcome& a, const MoveOutcome& b) {
  if (a.illegal != b.illegal)
    return "illegal: " + std::string(illegal_name(a.illegal)) + " vs " + std::string(illegal_name(b.illegal));
  if (a.reason != b.reason)  // as data: kind and parameters
    return "reason:\n  ref: " + std::string(reason_kind_name(a.reason.kind)) + "\n  opt: " +
           std::string(reason_kind_name(b.reason.kind));
  if (a.captured != b.captured) return "captured";
  if (a.changes != b.changes) return "changes";
  if (a.cascade != b.cascade) return "cascade";
  if (a.after.has_value() != b.after.has_value()) return "after (presence)";
  if (a.after && !(*a.after == *b.after)) return "after:\nref:\n" + print_position(*a.after) + "opt:\n" + print_position(*b.after);
  return "";
}

struct Campaign {
  const Engine& ref;
  const Engine& opt;
  long positions = 0;
  long outcomes = 0;

  // Plays one random game; returns false (after reporting) on a mismatch.
  bool game(const std::string& rules_text, int n, std::uint64_t seed, int max_moves) {
    std::mt19937_64 rng(seed);
    Position pos(*BoardSize::make(n), parse_ruleset(rules_text));
    pos.flybomb.seed = seed;  // FlybombGo: the random flybombs' turns (D-71); unused elsewhere
    const BoardSize size = pos.board.size();
    auto fail = [&](const std::string& what) {
      ADD_FAILURE() << "mismatch: rules " << rules_text << " size " << n << " seed " << seed << " move "
                    << pos.next_move << ": " << what << "\nposition:\n"
                    << print_position(pos);
      return false;
    };
    for (int step = 0; step < max_moves; ++step) {
      ++positions;
      const Analysis ra = ref.analyze(pos), oa = opt.analyze(pos);
      if (!(ra == oa)) return fail("analyze differs: " + analysis_diff(ra, oa));
      const std::vector<Move> rl = ref.legal_moves(pos), ol = opt.legal_moves(pos);
      if (rl != ol) return fail("legal_moves differ (" + std::to_string(rl.size()) + " vs " + std::to_string(ol.size()) + ")");
      if (ref.ended(pos) != opt.ended(pos)) return fail("ended differs");
      if (rl.empty()) break;
      // An arbitrary move at a random point (often illegal: occupied,
      // forbidden, wrong kind), to compare refusals and their sentences.
      {
        const Slot slot = pos.to_move();
        const int k = static_cast<int>(rng() % 4);
        Move m{k == 3 ? opponent(slot.side) : slot.side,
               k == 0 ? MoveKind::Stone : k == 1 ? MoveKind::Tris : k == 2 ? MoveKind::Emergency : MoveKind::Stone,
               size.point(static_cast<int>(rng() % static_cast<std::uint64_t>(size.points())))};
        if (rng() % 8 == 0) m.point = Point{size.half() + 1, 0};
        if (slot.kind == SlotKind::Stone && k == 1 && rng() % 2) m.kind = MoveKind::Stone;
        if (slot.kind == SlotKind::Tris && k == 0 && rng() % 2) m.kind = MoveKind::Tris;
        ++outcomes;
        const MoveOutcome ro = ref.play(pos, m), oo = opt.play(pos, m);
        if (!(ro == oo)) return fail("play of an arbitrary move " + pts({m.point}) + " differs: " + outcome_diff(ro, oo));
      }
      // Scoring with an agreed dead string now and then.
      if (rng() % 6 == 0 && !ra.holistic_strings.empty()) {
        const StringInfo& s = ra.holistic_strings[rng() % ra.holistic_strings.size()];
        const std::vector<Point> dead{s.points[rng() % s.points.size()]};
        if (!(ref.score(pos, dead) == opt.score(pos, dead))) return fail("score with dead " + pts(dead) + " differs");
      }
      // The move: passes rarely, emergencies when offered.
      std::vector<Move> choices;
      for (const Move& m : rl)
        if (!m.is_pass()) choices.push_back(m);
      Move chosen = rl.back();
      if (!choices.empty() && rng() % 50 != 0) chosen = choices[rng() % choices.size()];
      ++outcomes;
      const MoveOutcome ro = ref.play(pos, chosen), oo = opt.play(pos, chosen);
      if (!(ro == oo)) return fail("play of the chosen move " + pts({chosen.point}) + " differs: " + outcome_diff(ro, oo));
      if (!ro.legal()) return fail("a legal move was refused: " + std::string(reason_kind_name(ro.reason.kind)));
      pos = *ro.after;
    }
    return true;
  }
};

const std::vector<std::string>& rulesets() {
  static const std::vector<std::string> list = {
      "trisgo-2026",
      "go",
      "trisgo-2026/cascade=none,suicide=allowed",
      "trisgo-2026/cascade=simultaneous,tris_capture_check=after-recompute",
      "trisgo-2026/eye_inspect=region,tiger_mouth=diagonal,emergency=touches-last-move",
      "trisgo-2026/repetition=positional,dame=nobody,komi_formula=literal,tris_forbid=any",
      "trisgo-2026/repetition=situational-kind,end=stone-passes,attribute_rule=menggo-2019,suicide=allowed",
      "trisgo-2026/cascade=none,tris_capture_check=after-recompute,emergency=off",
      "trisgo-2026/order=alternate",
      "trisgo-2026/order=menggo-2019,emergency=touches-last-move",
      "menggo-2019",
      "trisgo-2026/eye_rule=menggo-2019,cascade=simultaneous,tris_capture_check=after-recompute",
      "menggo-2013",
      "menggo-2013/order=menggo-2013-two,cascade=simultaneous,tris_forbid=opponent",
      // FlybombGo (spec/systems/flybomb.md): chosen offers and declines, random
      // turns from the seed, and the switches that read the flybomb slots.
      "flybomb-A",
      "flybomb-B/end=stone-passes,repetition=situational-kind",
      "flybomb-C/flybombs=9,emergency=liberty-drop",
  };
  return list;
}

TEST(Differential, RandomGames) {
  auto ref = ref::make_reference_engine();
  auto opt = make_optimized_engine();
  Campaign c{*ref, *opt};
  const bool lng = long_run();
  // Rounds of games, every ruleset once per round, small boards first; the
  // default run stops starting games after a time budget (the reference is
  // slow under the sanitizers), the long run plays every round.
  struct Round {
    int n, games, moves;
  };
  const std::vector<Round> rounds = lng ? std::vector<Round>{{5, 12, 80}, {7, 8, 120}, {9, 5, 200}, {19, 1, 150}}
                                        : std::vector<Round>{{5, 1, 40}, {7, 1, 50}, {9, 1, 40}, {5, 2, 60},
                                                             {19, 1, 10}, {7, 2, 80}, {9, 1, 80}};
  // 15 s of games under the sanitizers (vocab/test_scale.h), 40 s otherwise.
  const double budget = lng ? 1e9 : tg::test_scale::kSanitizedBuild ? 15.0 : 40.0;
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  std::uint64_t seed = 1;
  long games = 0;
  for (const Round& r : rounds)
    for (const std::string& rules : rulesets())
      for (int i = 0; i < r.games; ++i, ++seed) {
        if (elapsed() > budget && &r != &rounds.front()) continue;  // the first round always runs
        if (!c.game(rules, r.n, seed * 7919 + static_cast<std::uint64_t>(r.n), r.moves)) return;
        ++games;
      }
  std::cout << "differential: " << games << " games, " << c.positions << " positions, " << c.outcomes
            << " play outcomes compared in " << elapsed() << " s\n";
}

TEST(Differential, RefusedRulesets) {
  auto ref = ref::make_reference_engine();
  auto opt = make_optimized_engine();
  for (const char* rules : {"trisgomoku/order=menggo-2013"}) {
    Position p(*BoardSize::make(5), parse_ruleset(rules));
    EXPECT_THROW((void)ref->analyze(p), EngineLimit) << rules;
    EXPECT_THROW((void)opt->analyze(p), EngineLimit) << rules;
    EXPECT_THROW((void)opt->legal_moves(p), EngineLimit) << rules;
  }
  // An unimplemented option on top of an implemented preset (the team order
  // and the flybomb order in TrisGomoku, D-120 and D-142, the combinations
  // left unimplemented): tg::implemented() says no, so both engines refuse
  // every question, passes included.
  for (const char* rules : {"trisgomoku/order=menggo-2013", "trisgomoku/order=flybomb,flybombs=3"}) {
    Position p(*BoardSize::make(5), parse_ruleset(rules));
    EXPECT_THROW((void)ref->analyze(p), EngineLimit) << rules;
    EXPECT_THROW((void)opt->analyze(p), EngineLimit) << rules;
    const Move pass{Side::Black, MoveKind::Pass, {}};
    EXPECT_THROW((void)ref->play(p, pass), EngineLimit) << rules;
    EXPECT_THROW((void)opt->play(p, pass), EngineLimit) << rules;
    EXPECT_THROW((void)opt->play(p, Move{Side::Black, MoveKind::Stone, {0, 0}}), EngineLimit) << rules;
  }
  // Plain TrisGo that happens to be nearest to the trisgomoku preset is
  // implemented (tg::implemented looks at the options).
  Position q(*BoardSize::make(5), parse_ruleset("trisgo-2026/emergency=off,komi=0"));
  EXPECT_EQ(ref->analyze(q), opt->analyze(q));
}

}  // namespace
}  // namespace tg::opt
