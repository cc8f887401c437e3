// TrisGomoku properties (a) and (b): the optimized engine gives exactly the
// reference's answers (spec/systems/trisgomoku.md fixes them to the last
// field, so they are compared with ==), on random positions for every
// combination of the switches encirclement x double_five x end, and move by
// move along random games from the empty board (the whole MoveOutcome:
// changes, encircled and overruled targets, the new position).
#include <algorithm>

#include "proptests/gomoku_support.h"
#include "vocab/position_text.h"

namespace tg::pt {
namespace {

std::string move_words(const Move& m) {
  return std::string(side_name(m.side)) + " " + std::string(move_kind_name(m.kind)) +
         (m.is_pass() ? "" : " at " + points_text({m.point}));
}

// What the moves of one case did, for RapidCheck's distribution line.
struct Seen {
  bool encircled = false, overruled = false, contradiction = false;
  void add(const MoveOutcome& o) {
    encircled = encircled || !o.encircled.empty();
    overruled = overruled || !o.overruled.empty();
    contradiction = contradiction || o.illegal == Illegal::Contradiction;
  }
  void classify() const {
    RC_CLASSIFY(encircled, "a move encircles");
    RC_CLASSIFY(overruled, "a move overrules");
    RC_CLASSIFY(contradiction, "a fixed-point cycle");
  }
};

void compare_play(const Position& p, const Move& m, const std::string& what, Seen& seen, const std::string& where = "") {
  const MoveOutcome ro = reference().play(p, m), oo = optimized().play(p, m);
  if (!(ro == oo)) RC_FAIL("play of " + what + move_words(m) + " differs: " + gomoku_outcome_diff(ro, oo) + where);
  seen.add(ro);
}

// Every question about one position, and play() of the interesting legal
// moves and of arbitrary candidates.
void compare_on_position(const Position& p, int choice, const std::vector<int>& codes) {
  const Analysis ra = reference().analyze(p), oa = optimized().analyze(p);
  if (!(ra == oa)) RC_FAIL("analyze differs: " + gomoku_analysis_diff(ra, oa));
  RC_CLASSIFY(ra.ended, "ended");
  RC_CLASSIFY(ra.gomoku && std::any_of(ra.gomoku->targets.begin(), ra.gomoku->targets.end(),
                                       [](const EncirclementTarget& t) { return t.liberties.size() == 1; }),
              "a single-hole ring");
  const std::vector<Move> rl = reference().legal_moves(p), ol = optimized().legal_moves(p);
  if (rl != ol) RC_FAIL("legal_moves differ: " + moves_diff(rl, ol));
  RC_ASSERT(reference().ended(p) == optimized().ended(p));
  const Score rs = reference().score(p, {}), os = optimized().score(p, {});
  if (!(rs == os)) RC_FAIL(score_diff(rs, os));
  std::vector<Move> tries = interesting_moves(reference(), p, choice);
  for (int c : codes) tries.push_back(candidate_move(p, c));
  Seen seen;
  for (const Move& m : tries) compare_play(p, m, "", seen);
  seen.classify();
}

TRISGO_PROP(GomokuDifferential, AnalysisAndPlayOnRandomPositions, 150) {
  const Position p = *gen_gomoku_position(gen_gomoku_rules(), 11);
  const int choice = *rc::gen::inRange(0, 1 << 20);
  const auto codes = *rc::gen::container<std::vector<int>>(2, rc::gen::inRange(0, 1 << 20));
  compare_on_position(p, choice, codes);
}

// A few cases on the renju board and larger.
TRISGO_PROP(GomokuDifferential, AnalysisAndPlayOnLargeBoards, 4) {
  const Position p = *gen_gomoku_position(gen_gomoku_rules(), rc::gen::element(13, 15, 17, 19));
  compare_on_position(p, *rc::gen::inRange(0, 1 << 20), {*rc::gen::inRange(0, 1 << 20)});
}

// Every dead-string list is refused by both engines (GM-6.2).
TRISGO_PROP(GomokuDifferential, DeadStringsAreRefused, 20) {
  const Position p = *gen_gomoku_position(gen_gomoku_rules(), 7);
  const Point dead = p.board.size().point(*rc::gen::inRange(0, p.board.size().points()));
  for (const Engine* e : {&reference(), &optimized()}) {
    bool refused = false;
    try {
      (void)e->score(p, {dead});
    } catch (const EngineLimit&) {
      refused = true;
    }
    if (!refused) RC_FAIL(e->name() + ": score with a dead string " + points_text({dead}) + " was not refused");
  }
}

// The refusals' reasons on their own (kind and typed parameters; the words
// are text/'s, not the engines'), with both engines' reasons in the message.
TRISGO_PROP(GomokuDifferential, RefusalReasonsAgree, 300) {
  const Position p = *gen_gomoku_position(gen_gomoku_rules(), 7);
  // Arbitrary candidates (most are refused), and the slot's piece on a few
  // points (empty or not; under fixed-point some cycle: a contradiction).
  std::vector<Move> moves;
  const Slot slot = p.to_move();
  for (int c : *rc::gen::container<std::vector<int>>(4, rc::gen::inRange(0, 1 << 20))) {
    moves.push_back(candidate_move(p, c));
    moves.push_back(Move{slot.side, slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris,
                         p.board.size().point(c % p.board.size().points())});
  }
  for (const Move& m : moves) {
    const MoveOutcome ro = reference().play(p, m), oo = optimized().play(p, m);
    if (ro.reason != oo.reason)
      RC_FAIL("the " + std::string(illegal_name(ro.illegal)) + " refusal of " + move_words(m) +
              " has different reasons\n    reference: " + reason_text(ro.reason) + "\n    optimized: " + reason_text(oo.reason));
  }
}

// (b) Random games from the empty board, move by move. The chosen move is
// sometimes the liberty of a single-hole ring, so encirclements and mover
// priority come up often; after the end every step still tries candidates.
void random_game(const GameScript& g) {
  Position pos(*BoardSize::make(g.n), g.rules);
  int step_no = 0;
  bool ended = false;
  Seen seen;
  for (const GameStep& step : g.steps) {
    ++step_no;
    auto where = [&] { return "\nat step " + std::to_string(step_no) + ", position:\n" + print_position(pos); };
    const std::vector<Move> rl = reference().legal_moves(pos), ol = optimized().legal_moves(pos);
    if (rl != ol) RC_FAIL("legal_moves differ: " + moves_diff(rl, ol) + where());
    if (reference().ended(pos) != optimized().ended(pos)) RC_FAIL("ended differs" + where());
    const Analysis ra = reference().analyze(pos), oa = optimized().analyze(pos);
    if (!(ra == oa)) RC_FAIL("analyze differs: " + gomoku_analysis_diff(ra, oa) + where());
    const Score rs = reference().score(pos, {}), os = optimized().score(pos, {});
    if (!(rs == os)) RC_FAIL(score_diff(rs, os) + where());
    for (int c : step.candidate) compare_play(pos, candidate_move(pos, c), "the candidate ", seen, where());
    if (rl.empty()) {  // the game has ended: keep asking, nothing is legal
      ended = true;
      continue;
    }
    const std::vector<Move> tries = interesting_moves(reference(), pos, step.choice);
    const Move chosen = step.choice % 3 == 1 ? tries[1 % tries.size()] : tries.front();
    const MoveOutcome ro = reference().play(pos, chosen), oo = optimized().play(pos, chosen);
    if (!(ro == oo))
      RC_FAIL("play of the chosen " + move_words(chosen) + " differs: " + gomoku_outcome_diff(ro, oo) + where());
    // legal_moves lists exactly the moves play() accepts (under fixed-point
    // not those whose flips cycle, GM-4.11).
    if (!ro.legal()) RC_FAIL("legal_moves offered a move play() refuses: " + reason_text(ro.reason) + where());
    seen.add(ro);
    pos = *ro.after;
  }
  RC_CLASSIFY(ended, "game ended");
  seen.classify();
}

TRISGO_PROP(GomokuDifferential, RandomGames, 30) { random_game(*gen_gomoku_game(gen_gomoku_rules(), 9, 60)); }

// Games on the renju board (15x15), as the benchmark plays them.
// Games on the renju board (15x15), as the benchmark plays them; on-move
// only: under fixed-point the reference's legal_moves plays every point to
// find the cycles (minutes per game in a Debug build; the smaller games above
// cover fixed-point).
TRISGO_PROP(GomokuDifferential, RandomGames15x15, 2) {
  GameScript g = *gen_gomoku_game(gen_gomoku_rules(), 3, 120);
  g.n = 15;
  g.rules.encirclement = Encirclement::OnMove;
  random_game(g);
}

}  // namespace
}  // namespace tg::pt
