// TrisGomoku property (c): the rules know no direction and no colour.
//  - For each of the 8 symmetries of the square, the analysis of the
//    transformed position (stored attributes moved with their tris) is the
//    transformed analysis: strings, extended strings, every target with its
//    parts, fives, the end and the winner; and a move at the transformed
//    point has the transformed outcome: the same refusal, the transformed
//    flips, encircled and overruled targets and the transformed board.
//  - Colour swap: black and white stones exchanged, black and white tris
//    attributes exchanged, and the next move moved to the first later slot of
//    the other side with the same kind (colour_swapped in support.h); every
//    answer swaps its colours, the winner included (double_five names the
//    mover, who is swapped too), except at move 1, where fives of both
//    colours are a draw (GM-6.1) while the swapped position has a mover.
//    end=stone-passes is left out, as in the TrisGo colour swap (support.cpp:
//    colour_swap_applies).
#include "proptests/gomoku_support.h"
#include "vocab/position_text.h"

namespace tg::pt {
namespace {

void compare(const std::string& what, const Canonical& expected, const Canonical& actual) {
  const std::string d = canonical_diff(expected, actual);
  if (!d.empty()) RC_FAIL(what + ": " + d);
}

void eight_symmetries(const Engine& engine, const Position& p, int choice) {
  const Analysis a = engine.analyze(p);
  const std::vector<Move> moves = interesting_moves(engine, p, choice);
  std::vector<MoveOutcome> outcomes;
  for (const Move& m : moves) outcomes.push_back(engine.play(p, m));
  for (int s = 1; s < kSymmetries; ++s) {
    const PointMap map = [s](Point x) { return transform(x, s); };
    const PointMap same = [](Point x) { return x; };
    const Position q = gomoku_transformed(p, s);
    const std::string what = engine.name() + ": symmetry " + std::to_string(s);
    compare(what + ", analyze", gomoku_canonical(a, map, false, true), gomoku_canonical(engine.analyze(q), same, false, true));
    for (std::size_t i = 0; i < moves.size(); ++i) {
      Move m = moves[i];
      m.point = transform(m.point, s);
      const MoveOutcome o = engine.play(q, m);
      const std::string mw = what + ", play at " + points_text({moves[i].point});
      compare(mw, outcome_canonical(outcomes[i], map, false), outcome_canonical(o, same, false));
      if (outcomes[i].after && o.after && !(transformed_board(outcomes[i].after->board, s) == o.after->board))
        RC_FAIL(mw + ": the board after the move is not the transformed board\nexpected:\n" +
                board_text(transformed_board(outcomes[i].after->board, s)) + "found:\n" + board_text(o.after->board));
    }
  }
}

void colour_swap(const Engine& engine, const Position& p, int choice) {
  const Position q = gomoku_colour_swapped(p);
  RC_LOG() << "colour-swapped position:\n" << print_position(q);
  const PointMap same = [](Point x) { return x; };
  const bool with_winner = p.next_move > 1;
  const std::string what = engine.name() + ": colour swap (next move " + std::to_string(p.next_move) + " -> " +
                           std::to_string(q.next_move) + ")";
  compare(what + ", analyze", gomoku_canonical(engine.analyze(p), same, true, with_winner),
          gomoku_canonical(engine.analyze(q), same, false, with_winner));
  for (const Move& m : interesting_moves(engine, p, choice)) {
    Move swapped = m;
    swapped.side = opponent(m.side);
    const MoveOutcome o = engine.play(p, m), os = engine.play(q, swapped);
    const std::string mw = what + ", play of " + std::string(move_kind_name(m.kind)) + " at " + points_text({m.point});
    compare(mw, outcome_canonical(o, same, true), outcome_canonical(os, same, false));
    if (o.after && os.after && !(colour_swapped_board(o.after->board) == os.after->board))
      RC_FAIL(mw + ": the board after the move is not the colour-swapped board\nexpected:\n" +
              board_text(colour_swapped_board(o.after->board)) + "found:\n" + board_text(os.after->board));
  }
}

TRISGO_PROP(GomokuSymmetry, EightSymmetriesOptimized, 100) {
  eight_symmetries(optimized(), *gen_gomoku_position(gen_gomoku_rules(), 19), *rc::gen::inRange(0, 1 << 20));
}

TRISGO_PROP(GomokuSymmetry, EightSymmetriesReference, 40) {
  eight_symmetries(reference(), *gen_gomoku_position(gen_gomoku_rules(), 9), *rc::gen::inRange(0, 1 << 20));
}

TRISGO_PROP(GomokuSymmetry, ColourSwapOptimized, 150) {
  colour_swap(optimized(), *gen_gomoku_position(gen_gomoku_rules(false), 19), *rc::gen::inRange(0, 1 << 20));
}

TRISGO_PROP(GomokuSymmetry, ColourSwapReference, 60) {
  colour_swap(reference(), *gen_gomoku_position(gen_gomoku_rules(false), 9), *rc::gen::inRange(0, 1 << 20));
}

}  // namespace
}  // namespace tg::pt
