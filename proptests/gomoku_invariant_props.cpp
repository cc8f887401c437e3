// TrisGomoku property (d): invariants every engine must satisfy, checked on
// both engines against facts recomputed here, independently of both.
//  - A position's answers: the strings (tris join only tris of one attribute,
//    D-20) and extended strings (GM-3.4) with their liberties, one TrisInfo per
//    tris string with its stored attribute, the fives (GM-5.1: maximal runs of
//    five or more, in line order), the end and winner (GM-6.1), the empty
//    TrisGo fields, score = winner only (GM-6.2), and the legal moves (every
//    empty point with the slot's kind, then the pass; none after the end;
//    under fixed-point not the moves play() refuses as a cycle).
//  - A move: refusals only in the order game over, wrong slot, conversion,
//    off board, occupied (GM-2.3: nothing else, except a fixed-point cycle);
//    no piece ever leaves the board and no kind changes except empty -> the
//    piece placed at the played point (a tris enters neutral, GM-2.2); stones
//    never change colour; only tris change attribute, only those named in the
//    flips of the encircled targets (GM-4.7; under on-move exactly those),
//    all to one colour under on-move, the encircler's (GM-4.10); overruled
//    targets are the non-mover's (GM-4.9); the reported changes are exactly
//    the tris strings whose attribute changed. Every target's flips are its
//    main core plus its secondary cores.
//  - A finished game stays finished: after the end every move is game-over
//    and legal_moves is empty.
#include <algorithm>
#include <cstdlib>
#include <set>

#include "proptests/gomoku_support.h"
#include "vocab/position_text.h"

namespace tg::pt {
namespace {

// ---- facts recomputed here -------------------------------------------------

// Connected components of the points where `member` holds, each sorted by
// index, listed by first point, with their liberties (empty neighbours).
std::vector<StringInfo> components(const Board& b, Piece kind, const std::function<bool(int)>& member) {
  const BoardSize size = b.size();
  std::vector<StringInfo> out;
  std::vector<bool> seen(static_cast<std::size_t>(size.points()), false);
  for (int i = 0; i < size.points(); ++i) {
    if (seen[static_cast<std::size_t>(i)] || !member(i)) continue;
    std::vector<int> stack{i}, points, libs;
    seen[static_cast<std::size_t>(i)] = true;
    while (!stack.empty()) {
      const int k = stack.back();
      stack.pop_back();
      points.push_back(k);
      for (Point q : size.neighbours(size.point(k))) {
        const int j = size.index(q);
        if (b.at_index(j) == Piece::Empty) libs.push_back(j);
        else if (!seen[static_cast<std::size_t>(j)] && member(j)) {
          seen[static_cast<std::size_t>(j)] = true;
          stack.push_back(j);
        }
      }
    }
    std::sort(points.begin(), points.end());
    std::sort(libs.begin(), libs.end());
    libs.erase(std::unique(libs.begin(), libs.end()), libs.end());
    StringInfo s;
    s.kind = kind;
    for (int k : points) s.points.push_back(size.point(k));
    for (int k : libs) s.liberties.push_back(size.point(k));
    out.push_back(s);
  }
  return out;
}

bool holds(const Board& b, int i, Side side) {
  const Piece piece = b.at_index(i);
  const Attribute a = b.attribute_at_index(i);
  return piece == stone_of(side) || (piece == Piece::Tris && a == (side == Side::Black ? Attribute::Black : Attribute::White));
}

// GM-5.1: maximal runs of >= 5 along the 4 directions, from the lowest index.
std::vector<Five> fives_of(const Board& b) {
  const BoardSize size = b.size();
  std::vector<Five> out;
  for (Side side : {Side::Black, Side::White}) {
    // Directions from a point toward higher indices: right, down, down-right, down-left.
    const Point dirs[] = {{1, 0}, {0, -1}, {1, -1}, {-1, -1}};
    for (int i = 0; i < size.points(); ++i) {
      if (!holds(b, i, side)) continue;
      const Point p = size.point(i);
      for (Point d : dirs) {
        const Point before{p.x - d.x, p.y - d.y};
        if (size.contains(before) && holds(b, size.index(before), side)) continue;  // not the start of the run
        Five f;
        f.side = side;
        for (Point q = p; size.contains(q) && holds(b, size.index(q), side); q = Point{q.x + d.x, q.y + d.y})
          f.points.push_back(q);
        if (f.points.size() >= 5) out.push_back(f);
      }
    }
  }
  std::sort(out.begin(), out.end(), [&](const Five& x, const Five& y) {
    if (x.side != y.side) return x.side < y.side;
    std::vector<int> a, c;
    for (Point q : x.points) a.push_back(size.index(q));
    for (Point q : y.points) c.push_back(size.index(q));
    return a < c;
  });
  return out;
}

// GM-6.1 and D-13, D-22.
std::pair<GomokuEnd, Winner> end_of(const Position& p, const std::vector<Five>& fives) {
  bool black = false, white = false;
  for (const Five& f : fives) (f.side == Side::Black ? black : white) = true;
  if (black && white) {
    if (p.next_move == 1) return {GomokuEnd::BothFives, Winner::Draw};
    const Side mover = p.rules.move_order().slot(p.next_move - 1).side;
    const Side winner = p.rules.double_five == DoubleFive::Mover ? mover : opponent(mover);
    return {GomokuEnd::BothFives, p.rules.double_five == DoubleFive::Draw ? Winner::Draw
                                  : winner == Side::Black                ? Winner::Black
                                                                         : Winner::White};
  }
  if (black || white) return {GomokuEnd::Five, black ? Winner::Black : Winner::White};
  // D-13 over the run of passes (the last p.passes moves; the generated
  // counts are small): a pass of each side, or under stone-passes a pass in
  // a black-stone slot and one in a white-stone slot.
  bool black_passed = false, white_passed = false;
  const MoveOrder& order = p.rules.move_order();
  for (int k = p.next_move - p.passes; k < p.next_move; ++k) {
    const Slot s = order.slot(k);
    if (p.rules.end == EndRule::StonePasses && s.kind != SlotKind::Stone) continue;
    (s.side == Side::Black ? black_passed : white_passed) = true;
  }
  const bool passes_end = black_passed && white_passed;
  if (passes_end) return {GomokuEnd::Passes, Winner::Draw};
  if (p.board.count(Piece::Empty) == 0) return {GomokuEnd::FullBoard, Winner::Draw};
  return {GomokuEnd::None, Winner::Draw};
}

// ---- the answers about one position -----------------------------------------

GomokuEnd position_answers(const Engine& engine, const Position& p) {
  const Board& b = p.board;
  const Analysis a = engine.analyze(p);
  const std::string who = engine.name() + ": ";
  if (!a.gomoku) RC_FAIL(who + "no TrisGomoku answers for game=gomoku");
  const GomokuAnalysis& g = *a.gomoku;
  // Strings: black stones, white stones and tris of one attribute (D-20).
  std::vector<StringInfo> strings = components(b, Piece::Black, [&](int i) { return b.at_index(i) == Piece::Black; });
  for (const StringInfo& s : components(b, Piece::White, [&](int i) { return b.at_index(i) == Piece::White; }))
    strings.push_back(s);
  std::vector<TrisInfo> tris;
  for (Attribute attr : {Attribute::Neutral, Attribute::Black, Attribute::White})
    for (const StringInfo& s : components(b, Piece::Tris, [&](int i) {
           return b.at_index(i) == Piece::Tris && b.attribute_at_index(i) == attr;
         })) {
      strings.push_back(s);
      TrisInfo t;
      t.points = s.points;
      t.attribute = attr;
      tris.push_back(t);
    }
  const BoardSize size = b.size();
  auto by_first = [&](const auto& x, const auto& y) { return size.index(x.points[0]) < size.index(y.points[0]); };
  std::sort(strings.begin(), strings.end(), by_first);
  std::sort(tris.begin(), tris.end(), by_first);
  if (a.base_strings != strings) RC_FAIL(who + "base_strings are not the strings of GM-3.3 / D-20");
  if (a.tris != tris) RC_FAIL(who + "tris is not one entry per tris string with its stored attribute");
  std::vector<StringInfo> extended = components(b, Piece::Black, [&](int i) { return holds(b, i, Side::Black); });
  for (const StringInfo& s : components(b, Piece::White, [&](int i) { return holds(b, i, Side::White); }))
    extended.push_back(s);
  std::sort(extended.begin(), extended.end(), by_first);
  if (g.extended_strings != extended) RC_FAIL(who + "extended_strings are not those of GM-3.4");
  RC_ASSERT(a.holistic_strings.empty());
  RC_ASSERT(a.regions.empty());
  RC_ASSERT(a.private_eyes.empty());
  RC_ASSERT(a.forbidden.empty());
  // Fives and the end.
  const std::vector<Five> fives = fives_of(b);
  if (g.fives != fives) {
    std::string s = who + "fives differ from GM-5.1 recounted:";
    for (const Five& f : fives) s += "\n    expected " + five_text(f);
    for (const Five& f : g.fives) s += "\n    found    " + five_text(f);
    RC_FAIL(s);
  }
  const auto [end, winner] = end_of(p, fives);
  if (g.end != end || g.winner != winner)
    RC_FAIL(who + "end " + std::string(gomoku_end_name(g.end)) + " winner " + std::string(winner_name(g.winner)) +
            ", GM-6.1 gives " + std::string(gomoku_end_name(end)) + " winner " + std::string(winner_name(winner)));
  const bool ended = end != GomokuEnd::None;
  RC_ASSERT(a.ended == ended);
  RC_ASSERT(engine.ended(p) == ended);
  Score score;
  score.winner = winner;
  if (!(a.score == score)) RC_FAIL(who + "analyze().score is not Score{} with the winner: " + score_diff(score, a.score));
  if (!(engine.score(p, {}) == score)) RC_FAIL(who + "score(p, {}) is not Score{} with the winner");
  // Every target's parts: sorted, liberties empty points adjacent to the whole.
  for (const EncirclementTarget& t : g.targets) {
    std::set<int> whole, libs;
    for (Point q : t.whole) whole.insert(size.index(q));
    for (int i : whole)
      for (Point q : size.neighbours(size.point(i)))
        if (b.at(q) == Piece::Empty) libs.insert(size.index(q));
    std::vector<Point> expected_libs;
    for (int i : libs) expected_libs.push_back(size.point(i));
    if (t.liberties != expected_libs) RC_FAIL(who + "target liberties are not the empty points next to its whole: " + target_text(t));
    for (Point q : t.main_core)
      if (!whole.count(size.index(q))) RC_FAIL(who + "main core outside the whole: " + target_text(t));
    for (Point q : t.flips)
      if (b.at(q) != Piece::Tris) RC_FAIL(who + "a flip that is not a tris: " + target_text(t));
    // flips = the main core and the secondary cores, sorted by index.
    std::set<int> cores;
    for (Point q : t.main_core) cores.insert(size.index(q));
    for (const auto& c : t.secondary_cores)
      for (Point q : c) cores.insert(size.index(q));
    std::vector<Point> expected_flips;
    for (int i : cores) expected_flips.push_back(size.point(i));
    if (t.flips != expected_flips) RC_FAIL(who + "flips are not the main core plus the secondary cores: " + target_text(t));
  }
  // Legal moves: every empty point with the slot's kind, then the pass;
  // under fixed-point without the moves whose flips cycle (GM-4.11: play()
  // refuses them as a contradiction, so they are not legal).
  std::vector<Move> legal;
  if (!ended) {
    const Slot slot = p.to_move();
    const bool fixed_point = p.rules.encirclement == Encirclement::FixedPoint;
    for (int i = 0; i < size.points(); ++i) {
      if (b.at_index(i) != Piece::Empty) continue;
      const Move m{slot.side, slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris, size.point(i)};
      if (fixed_point && engine.play(p, m).illegal == Illegal::Contradiction) continue;
      legal.push_back(m);
    }
    legal.push_back(Move{slot.side, MoveKind::Pass, {}});
  }
  const std::vector<Move> found = engine.legal_moves(p);
  if (found != legal) RC_FAIL(who + "legal_moves: " + moves_diff(legal, found) + " (expected first, found second)");
  return end;
}

// ---- one move ----------------------------------------------------------------

Illegal expected_refusal(const Position& p, const Move& m, bool ended) {
  if (ended) return Illegal::GameOver;
  const Slot slot = p.to_move();
  const bool fits = m.side == slot.side &&
                    (m.kind == MoveKind::Pass || (m.kind == MoveKind::Stone && slot.kind == SlotKind::Stone) ||
                     ((m.kind == MoveKind::Tris || m.kind == MoveKind::Emergency) && slot.kind == SlotKind::Tris));
  if (!fits) return Illegal::WrongSlot;
  if (m.kind == MoveKind::Emergency) return Illegal::Emergency;
  if (m.is_pass()) return Illegal::None;
  if (!p.board.size().contains(m.point)) return Illegal::OffBoard;
  if (p.board.at(m.point) != Piece::Empty) return Illegal::Occupied;
  return Illegal::None;
}

// What the moves of one case did and how its positions ended, for
// RapidCheck's distribution line.
struct Seen {
  bool encircled = false, overruled = false, cycle = false;
  std::set<std::string> ends;
  void classify() const {
    RC_CLASSIFY(encircled, "a move encircles");
    RC_CLASSIFY(overruled, "a move overrules");
    RC_CLASSIFY(cycle, "a fixed-point cycle");
    for (const std::string& e : ends) RC_TAG("ended: " + e);
  }
};

void move_invariants(const Engine& engine, const Position& p, const Move& m, const MoveOutcome& o, Seen& seen) {
  const std::string who = engine.name() + ": " + std::string(side_name(m.side)) + " " +
                          std::string(move_kind_name(m.kind)) + " at " + points_text({m.point}) + ": ";
  const bool ended = engine.ended(p);
  const Illegal expected = expected_refusal(p, m, ended);
  const bool fixed_point = p.rules.encirclement == Encirclement::FixedPoint;
  if (o.illegal != expected && !(expected == Illegal::None && o.illegal == Illegal::Contradiction && fixed_point))
    RC_FAIL(who + "refusal " + std::string(illegal_name(o.illegal)) + ", expected " + std::string(illegal_name(expected)) +
            " (" + reason_text(o.reason) + ")");
  seen.cycle = seen.cycle || o.illegal == Illegal::Contradiction;
  if (!o.legal()) {
    RC_ASSERT(!o.reason.none());
    RC_ASSERT(!o.after.has_value());
    return;
  }
  RC_ASSERT(o.reason.none());
  RC_ASSERT(o.captured.empty());
  RC_ASSERT(o.cascade.empty());
  RC_ASSERT(o.after.has_value());
  const Position& after = *o.after;
  RC_ASSERT(after.rules == p.rules);
  RC_ASSERT(after.next_move == p.next_move + 1);
  RC_ASSERT(after.passes == (m.is_pass() ? p.passes + 1 : 0));
  History history = p.history;
  history.push_back(SeenPosition{p.board, p.next_move});
  if (after.history != history) RC_FAIL(who + "history is not the old one plus the position before the move");
  if (m.is_pass()) {
    if (!(after.board == p.board)) RC_FAIL(who + "a pass changed the board");
    RC_ASSERT(o.changes.empty() && o.encircled.empty() && o.overruled.empty());
    return;
  }
  // No piece leaves, no kind changes, except the played point.
  const BoardSize size = p.board.size();
  Board placed = p.board;
  placed.set(m.point, m.piece());
  RC_ASSERT(placed.attribute(m.point) == Attribute::Neutral);
  for (int i = 0; i < size.points(); ++i)
    if (after.board.at_index(i) != placed.at_index(i))
      RC_FAIL(who + "the piece on " + points_text({size.point(i)}) + " changed kind or left the board\nbefore:\n" +
              board_text(p.board) + "after:\n" + board_text(after.board));
  // Flips: only tris named in the flips of an encircled target (GM-4.7).
  // Not "only inside the encircled wholes", which Note D-50 of the spec
  // suggests: a wall promoted to a secondary core (GM-4.6) flips even when
  // its own whole W(Y) lost its last liberty before this move and is not
  // touched by it (found by this property; see README.md).
  std::set<int> named, flipped, reported;
  for (const EncirclementTarget& t : o.encircled) {
    if (!t.liberties.empty()) RC_FAIL(who + "an encircled target with liberties: " + target_text(t));
    for (Point q : t.flips) named.insert(size.index(q));
  }
  for (int i = 0; i < size.points(); ++i)
    if (placed.attribute_at_index(i) != after.board.attribute_at_index(i)) flipped.insert(i);
  for (int i : flipped)
    if (!named.count(i))
      RC_FAIL(who + "the tris on " + points_text({size.point(i)}) + " flipped, but no encircled target names it");
  std::set<Attribute> colours;
  for (std::size_t k = 0; k < o.changes.size(); ++k) {
    const AttributeChange& c = o.changes[k];
    RC_ASSERT(!c.points.empty());
    if (k > 0) RC_ASSERT(size.index(o.changes[k - 1].points[0]) < size.index(c.points[0]));
    RC_ASSERT(c.to != Attribute::Neutral);
    colours.insert(c.to);
    for (Point q : c.points) {
      if (placed.at(q) != Piece::Tris || placed.attribute(q) != c.from || after.board.attribute(q) != c.to)
        RC_FAIL(who + "the change of " + points_text(c.points) + " does not match the boards");
      reported.insert(size.index(q));
    }
    // A change is a whole tris string of the board before the flips.
    bool is_string = false;
    for (const StringInfo& s : components(placed, Piece::Tris, [&](int i) {
           return placed.at_index(i) == Piece::Tris && placed.attribute_at_index(i) == c.from;
         }))
      if (s.points == c.points) is_string = true;
    if (!is_string) RC_FAIL(who + "the change " + points_text(c.points) + " is not one tris string");
  }
  if (!fixed_point) {
    if (reported != flipped) RC_FAIL(who + "the changes are not exactly the tris that flipped");
    if (named != flipped) RC_FAIL(who + "the tris that flipped are not the flips of the encircled targets");
    if (colours.size() > 1) RC_FAIL(who + "flips to both colours in one on-move move (GM-4.10)");
    std::set<Side> encirclers;
    for (const EncirclementTarget& t : o.encircled) {
      encirclers.insert(t.encircler);
      // GM-4.8: the move filled its last liberty or placed a piece in it.
      bool touched = false;
      for (Point q : t.whole)
        if (q == m.point || std::abs(q.x - m.point.x) + std::abs(q.y - m.point.y) == 1) touched = true;
      if (!touched) RC_FAIL(who + "an encircled target the move does not touch: " + target_text(t));
    }
    if (encirclers.size() > 1) RC_FAIL(who + "encircled targets of both colours took effect (GM-4.9)");
    if (!colours.empty() && !encirclers.empty())
      RC_ASSERT(*colours.begin() == (*encirclers.begin() == Side::Black ? Attribute::Black : Attribute::White));
    if (!o.overruled.empty() && !o.encircled.empty()) RC_ASSERT(*encirclers.begin() == m.side);
  } else {
    for (int i : flipped)
      if (!reported.count(i)) RC_FAIL(who + "a tris flipped that no change reports");
  }
  for (const EncirclementTarget& t : o.overruled)
    if (t.encircler == m.side) RC_FAIL(who + "an overruled target of the mover (GM-4.9): " + target_text(t));
  seen.encircled = seen.encircled || !o.encircled.empty();
  seen.overruled = seen.overruled || !o.overruled.empty();
  // The new position answers consistently.
  const bool after_ended = engine.ended(after);
  RC_ASSERT(engine.legal_moves(after).empty() == after_ended);
}

// A finished game stays finished: every move is refused as game-over.
void stays_finished(const Engine& engine, const Position& p, const std::vector<int>& codes) {
  RC_ASSERT(engine.legal_moves(p).empty());
  RC_ASSERT(engine.analyze(p).ended);
  for (int c : codes) {
    const MoveOutcome o = engine.play(p, candidate_move(p, c));
    if (o.illegal != Illegal::GameOver)
      RC_FAIL(engine.name() + ": a move after the end is " + std::string(illegal_name(o.illegal)) + ", not game-over");
  }
  const Slot slot = p.to_move();
  for (int i = 0; i < p.board.size().points(); ++i) {
    if (p.board.at_index(i) != Piece::Empty) continue;
    const Move m{slot.side, slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris, p.board.size().point(i)};
    RC_ASSERT(engine.play(p, m).illegal == Illegal::GameOver);
    break;
  }
  RC_ASSERT(engine.play(p, Move{slot.side, MoveKind::Pass, {}}).illegal == Illegal::GameOver);
}

void on_position(const Engine& engine, const Position& p, int choice, const std::vector<int>& codes) {
  Seen seen;
  const GomokuEnd end = position_answers(engine, p);
  if (end != GomokuEnd::None) seen.ends.insert(std::string(gomoku_end_name(end)));
  std::vector<Move> tries = interesting_moves(engine, p, choice);
  for (int c : codes) tries.push_back(candidate_move(p, c));
  for (const Move& m : tries) move_invariants(engine, p, m, engine.play(p, m), seen);
  if (engine.ended(p)) stays_finished(engine, p, codes);
  seen.classify();
}

void along_game(const Engine& engine, const GameScript& g) {
  Position pos(*BoardSize::make(g.n), g.rules);
  Seen seen;
  for (const GameStep& step : g.steps) {
    RC_LOG() << "position:\n" << print_position(pos);
    const GomokuEnd end = position_answers(engine, pos);
    for (int c : step.candidate) {
      const Move m = candidate_move(pos, c);
      move_invariants(engine, pos, m, engine.play(pos, m), seen);
    }
    if (end != GomokuEnd::None) {
      seen.ends.insert(std::string(gomoku_end_name(end)));
      stays_finished(engine, pos, {step.candidate[0], step.candidate[1], step.choice});
      continue;
    }
    const std::vector<Move> tries = interesting_moves(engine, pos, step.choice);
    const Move chosen = step.choice % 3 == 1 ? tries[1 % tries.size()] : tries.front();
    const MoveOutcome o = engine.play(pos, chosen);
    move_invariants(engine, pos, chosen, o, seen);
    if (!o.legal()) RC_FAIL(engine.name() + ": legal_moves offered a move play() refuses: " + reason_text(o.reason));
    pos = *o.after;
  }
  seen.classify();
}

TRISGO_PROP(GomokuInvariants, PositionsAndMovesOptimized, 200) {
  const Position p = *gen_gomoku_position(gen_gomoku_rules(), 19);
  on_position(optimized(), p, *rc::gen::inRange(0, 1 << 20),
              *rc::gen::container<std::vector<int>>(2, rc::gen::inRange(0, 1 << 20)));
}

TRISGO_PROP(GomokuInvariants, PositionsAndMovesReference, 80) {
  const Position p = *gen_gomoku_position(gen_gomoku_rules(), 9);
  on_position(reference(), p, *rc::gen::inRange(0, 1 << 20),
              *rc::gen::container<std::vector<int>>(2, rc::gen::inRange(0, 1 << 20)));
}

TRISGO_PROP(GomokuInvariants, RandomGamesOptimized, 40) {
  along_game(optimized(), *gen_gomoku_game(gen_gomoku_rules(), 11, 80));
}

TRISGO_PROP(GomokuInvariants, RandomGamesReference, 15) {
  along_game(reference(), *gen_gomoku_game(gen_gomoku_rules(), 7, 60));
}

}  // namespace
}  // namespace tg::pt
