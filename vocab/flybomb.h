#pragma once
// FlybombGo's move order (spec/systems/flybomb.md, FB-*; decisions D-32,
// D-70 to D-79). It is data about who moves, like vocab/move.h's tables, and
// holds no rule of play: the flybomb tris is judged by each engine's own
// Art. 7 code.
//
// Black's and white's stones alternate. A side's k-th stone move (a pass
// too) starts its k-th "turn". After the stone of a turn one flybomb tris
// of the same side may follow at the next move number (FB-2, D-32):
//   - a random flybomb is due when the turn is one the seed drew for the
//     side (D-71): the next move must be that tris or its pass;
//   - otherwise a chosen flybomb is offered while the side has one left
//     (D-70): the next move is the side's tris, or the opponent's stone,
//     which declines the offer. A chosen flybomb cannot be passed.
// The moves played so far are told apart by one list: the move numbers of
// the flybomb moves (tris and random-flybomb passes) already played. The
// random turns follow from the seed, the ruleset and the board size, so a
// game replays exactly and a record stores only the seed.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "vocab/geometry.h"
#include "vocab/move.h"

namespace tg {

struct Ruleset;

struct FlybombState {
  std::uint64_t seed = 0;   // draws the random flybombs' turns (D-71)
  std::vector<int> thrown;  // move numbers of the flybomb moves played, ascending
  friend bool operator==(const FlybombState&, const FlybombState&) = default;
};

// Flybombs per side by kind (FB-5): mode A 1 random and flybombs - 1 chosen,
// B all random, C all chosen; none outside order=flybomb.
int random_flybombs(const Ruleset& r);
int chosen_flybombs(const Ruleset& r);

// The turns a random flybomb is drawn from: 1 .. floor(n^2 / 4) (D-32).
int flybomb_turn_range(BoardSize size);

// The turns (1-based, ascending) of `side` that carry a random flybomb
// (D-71): splitmix64 seeded with `seed`, black's draws first, each draw
// 1 + (x mod range), a turn drawn twice for one side is drawn again.
std::vector<int> random_flybomb_turns(const Ruleset& r, BoardSize size, std::uint64_t seed, Side side);

enum class FlybombDue : std::uint8_t { None, Random, Chosen };

// What move `next_move` may be (for a state whose moves before it are
// consistent, see flybomb_problem).
struct FlybombNext {
  Slot slot;                     // a due or offered flybomb tris, else the next stone
  FlybombDue due = FlybombDue::None;
  std::optional<Slot> decline;   // due == Chosen: the opponent's stone that declines it
  int turn = 0;                  // due != None: the turn of slot.side it belongs to
};
FlybombNext flybomb_next(const Ruleset& r, BoardSize size, const FlybombState& s, int next_move);

// The slot move `k` filled, for a move already played (k < next_move).
Slot flybomb_played_slot(const FlybombState& s, int k);

// The side and turn of the stone move `k` (k not a flybomb move).
struct FlybombTurn {
  Side side = Side::Black;
  int turn = 1;
};
FlybombTurn flybomb_stone_turn(const FlybombState& s, int k);

// The move number of the stone that starts turn `turn` of `side`, given the
// flybomb moves in `s` (those before it).
long long flybomb_turn_stone(const FlybombState& s, Side side, int turn);

// Chosen flybombs `side` has thrown among the flybomb moves before `next_move`.
int chosen_flybombs_thrown(const Ruleset& r, BoardSize size, const FlybombState& s, Side side, int next_move);

// The first inconsistency of a state with `next_move` ("" when none): a
// flybomb move that does not follow its player's stone, is not before
// next_move, a random turn whose flybomb was skipped, more chosen flybombs
// than the ruleset gives. Names the move number and the rule.
std::string flybomb_problem(const Ruleset& r, BoardSize size, const FlybombState& s, int next_move);

// The schedule as people read it: "black: turns 3, 9 (moves 5, 17); white: ...".
std::string describe_random_flybombs(const Ruleset& r, BoardSize size, std::uint64_t seed);

}  // namespace tg
