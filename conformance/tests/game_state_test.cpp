// In-place play with undo (vocab/game_state.h) against the Position-based
// questions it stands for, on seeded random games of every preset: at every
// position the state's slot, end, legal moves and move summaries equal
// Engine::to_move, ended, legal_moves and successors of the position; every
// listed move played in place reaches the successor's position exactly, and
// undo() brings back the position before it (compared whole: board, move
// number, passes, history, flybomb state); a refused move leaves the state
// as it was and is refused for the engine's reason; outcome() of every
// listed move and of every refused one is Engine::play's whole answer, the
// state left where it was; and a whole game taken back move by move passes
// through its positions in reverse. The optimized engine plays the
// stone-only rulesets natively (optimized/game/stone_game_state.h), the
// other Go-family rulesets on the layers it keeps per position
// (optimized/game/layer_game_state.h), the reference and TrisGomoku by the
// copying default; all are checked.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "optimized/game/stone_game_state.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/game_state.h"
#include "vocab/position_text.h"
#include "vocab/test_scale.h"

namespace tg {
namespace {

std::string print_move(const Move& m) {
  std::string s = m.side == Side::Black ? "B " : "W ";
  if (m.is_pass()) return s + "pass";
  s += m.kind == MoveKind::Tris ? "tris " : m.kind == MoveKind::Emergency ? "emergency " : "";
  return s + "(" + std::to_string(m.point.x) + "," + std::to_string(m.point.y) + ")";
}

std::vector<MoveSummary> summaries(const std::vector<Successor>& s) {
  std::vector<MoveSummary> out;
  for (const Successor& x : s) out.push_back(summary_of(x));
  return out;
}

// The state at `p` answers as the engine does about `p`.
void expect_same_answers(const Engine& e, GameState& state, const Position& p, const std::string& where) {
  ASSERT_EQ(state.position(), p) << where;
  ASSERT_EQ(state.to_move(), p.to_move()) << where;
  ASSERT_EQ(state.ended(), e.ended(p)) << where;
  std::vector<Move> moves;
  state.legal_moves(moves);
  ASSERT_EQ(moves, e.legal_moves(p)) << where << "\n" << print_position(p);
  std::vector<MoveSummary> listed;
  state.move_summaries(listed);
  ASSERT_EQ(listed, summaries(e.successors(p))) << where << "\n" << print_position(p);
}

// A seeded game of `moves` moves from `start`, checked at every position
// (every listed move played and taken back), then taken back whole.
void check_game(const Engine& e, const Position& start, std::uint64_t seed, int moves, const std::string& what) {
  std::mt19937_64 rng(seed);
  const std::unique_ptr<GameState> state = e.start(start);
  std::vector<Position> path{start};
  for (int k = 0; k < moves; ++k) {
    const Position& p = path.back();
    const std::string where = what + " seed " + std::to_string(seed) + " move " + std::to_string(k);
    expect_same_answers(e, *state, p, where);
    if (::testing::Test::HasFatalFailure()) return;
    const std::vector<Successor> next = e.successors(p);
    if (next.empty()) break;
    for (const Successor& s : next) {
      // The probe: the engine's whole outcome, the state left where it was
      // (at every other position: each asks the engine once more per move).
      if (k % 2 == 0) {
        ASSERT_EQ(state->outcome(s.move), e.play(p, s.move)) << where << " outcome of " << print_move(s.move);
        ASSERT_EQ(state->position(), p) << where << " after the outcome of " << print_move(s.move);
      }
      ASSERT_EQ(state->play(s.move), Illegal::None) << where;
      ASSERT_EQ(state->position(), s.after) << where << " after " << print_move(s.move);
      ASSERT_EQ(state->ended(), s.ended) << where;
      state->undo();
      ASSERT_EQ(state->position(), p) << where << " undo of " << print_move(s.move);
    }
    // A refused move: every empty point's stone or tris that is not listed,
    // and a move of the wrong side.
    for (int i = 0; i < p.board.size().points(); i += 3) {
      const Point q = p.board.size().point(i);
      const Slot slot = p.to_move();
      for (const Move m : {Move{slot.side, slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, q},
                           Move{slot.side == Side::Black ? Side::White : Side::Black, MoveKind::Stone, q}}) {
        const MoveOutcome o = e.play(p, m);
        if (o.legal()) continue;
        ASSERT_EQ(state->outcome(m), o) << where << " outcome of " << print_move(m);
        ASSERT_EQ(state->play(m), o.illegal) << where << " " << print_move(m);
        ASSERT_EQ(state->position(), p) << where << " refused " << print_move(m);
      }
    }
    std::size_t i = rng() % next.size();
    if (next[i].move.is_pass() && next.size() > 1 && rng() % 4 != 0) i = rng() % (next.size() - 1);
    ASSERT_EQ(state->play(next[i].move), Illegal::None) << where;
    path.push_back(next[i].after);
  }
  ASSERT_EQ(state->depth(), path.size() - 1) << what;
  while (path.size() > 1) {
    path.pop_back();
    state->undo();
    ASSERT_EQ(state->position(), path.back()) << what << " seed " << seed << " taken back to move "
                                              << path.back().next_move;
  }
  EXPECT_THROW(state->undo(), std::logic_error) << what;
}

const char* const kRulesets[] = {"go",
                                 "go/repetition=positional",
                                 "go/end=stone-passes",
                                 "go/suicide=allowed",
                                 "trisgo-2026",
                                 "menggo",
                                 "menggo-2019",
                                 "menggo-2013",
                                 "flybomb-A",
                                 "flybomb-B",
                                 "flybomb-C",
                                 "trisgomoku",
                                 "trisgo-2026/cascade=simultaneous,suicide=allowed"};

TEST(GameState, InPlaceWalkAgreesWithTheSuccessorsOfEveryPreset) {
  const auto opt_engine = opt::make_optimized_engine();
  const auto ref_engine = ref::make_reference_engine();
  const int games = test_scale::sanitized_share(3, 3);
  for (const char* rules : kRulesets) {
    for (int seed = 1; seed <= games; ++seed) {
      Position p(*BoardSize::make(seed == 3 ? 7 : 5), parse_ruleset(rules));
      p.flybomb.seed = static_cast<std::uint64_t>(seed);
      check_game(*opt_engine, p, static_cast<std::uint64_t>(seed), 40, std::string(rules) + " optimized");
      if (HasFatalFailure()) return;
      if (seed == 1) check_game(*ref_engine, p, 7, 12, std::string(rules) + " reference");
      if (HasFatalFailure()) return;
    }
  }
}

// Plain Go games long enough for kos and recaptures, on 5x5 and 9x9, from
// a position with a history (the earlier boards seed the repetition test).
TEST(GameState, NativeStoneGameAgreesOverLongGames) {
  const auto e = opt::make_optimized_engine();
  for (const char* rules : {"go", "go/repetition=positional", "go/end=stone-passes"}) {
    for (int seed = 1; seed <= test_scale::sanitized_share(4, 4); ++seed) {
      Position p(*BoardSize::make(seed % 2 ? 5 : 9), parse_ruleset(rules));
      ASSERT_TRUE(opt::stone_game_applies(p)) << rules;
      // A history: ten seeded moves played through the engine first.
      std::mt19937_64 rng(static_cast<std::uint64_t>(100 + seed));
      for (int k = 0; k < 10; ++k) {
        const std::vector<Move> m = e->legal_moves(p);
        p = *e->play(p, m[rng() % (m.size() - 1)]).after;
      }
      check_game(*e, p, static_cast<std::uint64_t>(seed), seed % 2 ? 120 : 60, rules);
      if (HasFatalFailure()) return;
    }
  }
}

// Where the native state applies: the stone-only rulesets from a clean board.
TEST(GameState, NativeStateAppliesToTheStoneOnlyRulesets) {
  const auto size = *BoardSize::make(5);
  EXPECT_TRUE(opt::stone_game_applies(Position(size, parse_ruleset("go"))));
  EXPECT_FALSE(opt::stone_game_applies(Position(size, parse_ruleset("go/suicide=allowed"))));
  EXPECT_FALSE(opt::stone_game_applies(Position(size, parse_ruleset("trisgo-2026"))));
  EXPECT_FALSE(opt::stone_game_applies(Position(size, parse_ruleset("flybomb-A"))));
  EXPECT_FALSE(opt::stone_game_applies(Position(size, parse_ruleset("trisgomoku"))));
  Position dead(size, parse_ruleset("go"));
  dead.board.set(Point{-2, 2}, Piece::Black);
  dead.board.set(Point{-1, 2}, Piece::White);
  dead.board.set(Point{-2, 1}, Piece::White);
  EXPECT_FALSE(opt::stone_game_applies(dead));  // a string without liberties: the cascade's
}

}  // namespace
}  // namespace tg
