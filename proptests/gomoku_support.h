#pragma once
// TrisGomoku pieces of the property tests (spec/systems/trisgomoku.md):
// generators of rulesets, positions and games for game=gomoku, the mapping of
// positions and moves under a symmetry or the colour swap (stored tris
// attributes included, which the TrisGo helpers of support.h drop), canonical
// forms of the TrisGomoku answers and human-readable diffs.
#include <map>
#include <string>
#include <vector>

#include "proptests/support.h"

namespace tg::pt {

// ---- generators ------------------------------------------------------------

// trisgomoku with a random value of each switch encirclement (D-21),
// double_five (D-22) and end (D-13); every combination is generated, and it
// shrinks toward plain trisgomoku. Without `stone_passes` the end stays
// two-passes (end=stone-passes is not colour-symmetric).
rc::Gen<Ruleset> gen_gomoku_rules(bool stone_passes = true);

// A random TrisGomoku position: an odd size (gen_size: 3..max_n weighted
// small, shrinking toward 3), one number per cell mapped to empty (0, where
// shrinking goes), a black or white stone, or a tris with a neutral, black or
// white attribute; a density from 5 % to 97 % and a random mix. Then a next
// move (1..30 or 1..400), passes (0..3, at most next - 1) and 0-2 earlier
// positions (ignored by the rules, D-34, but copied into `after`).
rc::Gen<Position> gen_gomoku_position(rc::Gen<Ruleset> rules, int max_n);
rc::Gen<Position> gen_gomoku_position(rc::Gen<Ruleset> rules, rc::Gen<int> sizes);

// A random TrisGomoku game (GameScript of support.h with gomoku rules): a
// size up to max_n and up to max_moves steps; each step chooses a legal move
// (chosen_move: choice % the legal non-pass moves, one in 40 a pass) and names
// two arbitrary candidates (candidate_move: any kind, any point or off the
// board, sometimes the wrong side; most are illegal).
rc::Gen<GameScript> gen_gomoku_game(rc::Gen<Ruleset> rules, int max_n, int max_moves);

// The legal moves worth trying on a position: the chosen move, then moves on
// the liberty of up to three targets with exactly one liberty (single-hole
// rings), which encircle something (and often overrule something) in most
// cases. Empty once the game has ended.
std::vector<Move> interesting_moves(const Engine& engine, const Position& p, int choice);

// ---- mapping ---------------------------------------------------------------

// The board with every point moved by symmetry s, attributes kept.
Board transformed_board(const Board& b, int s);
Position gomoku_transformed(const Position& p, int s);
// Black and white exchanged: stones, and the stored attributes of tris.
Board colour_swapped_board(const Board& b);
// colour_swapped of support.h (the next move moves to the first later slot of
// the other side with the same kind) with the attributes swapped too.
Position gomoku_colour_swapped(const Position& p);

// ---- comparing -------------------------------------------------------------

std::string target_text(const EncirclementTarget& t);
std::string five_text(const Five& f);
// The first differing field of two analyses, TrisGomoku fields included.
std::string gomoku_analysis_diff(const Analysis& ref, const Analysis& opt);
// The first differing field of two move outcomes, encircled/overruled first.
std::string gomoku_outcome_diff(const MoveOutcome& ref, const MoveOutcome& opt);

// Canonical forms under a symmetry (`map`) and the colour swap: sorted lists
// of texts per field, points mapped and sorted inside every item. The main
// core of types B and D is "the string whose first point comes first", which
// a symmetry changes, so for those the cores are compared as one set (main
// core plus secondary cores). Fives are compared as point sets.
using Canonical = std::map<std::string, std::vector<std::string>>;
Canonical gomoku_canonical(const Analysis& a, const PointMap& map, bool swap_colours, bool with_winner);
Canonical outcome_canonical(const MoveOutcome& o, const PointMap& map, bool swap_colours);

std::string board_text(const Board& b);

}  // namespace tg::pt
