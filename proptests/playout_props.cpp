// Properties (1) and (2) of issue 4 for the light playouts (optimized/playout/playout.h),
// against the literal reference rather than the optimized engine they were
// written from, for the mailbox TrisGo board:
//  - its attribute derivation from scratch (every tris string's attribute,
//    hence the holistic board; either private-eye wording) equals the
//    reference's analysis on random positions, including positions full of
//    small enclosed regions;
//  - from a random position (any implemented preset and switches, with or without a
//    repetition history), every move the light policy plays is legal for the
//    reference and leaves the reference's board, and a pass means the
//    reference knows no legal point outside the mover's own one-point eyes;
//    on the mailbox board, every tris attribute it keeps from move to move
//    is also the reference's after each move.
// Both shrink to a minimal position diagram. Random boards seldom hold a
// private eye, so the positions also come from played games: a light playout
// on the layer board (the engine's functions, not the board under test) for
// a random number of moves, then a random set of its points erased, which is
// what shrinking extends (toward the fewest pieces that still fail).
#include <optional>

#include "optimized/core/board_state.h"
#include "optimized/playout/playout.h"
#include "optimized/playout/playout_core.h"
#include "proptests/support.h"
#include "vocab/position_text.h"

namespace tg::pt {
namespace {

std::string sets_text(const opt::Geo& g, const opt::Stones& s) {
  return "holistic black " + points_text(opt::points_of(g, s.black)) + "; holistic white " +
         points_text(opt::points_of(g, s.white)) + "; neutral tris " + points_text(opt::points_of(g, s.tris));
}

// Every ruleset the engines implement plays (FlybombGo too, D-79, D-121).
rc::Gen<Ruleset> gen_playout_ruleset() { return gen_ruleset(); }

rc::Gen<Position> gen_played_position(int max_n) {
  return rc::gen::exec([max_n] {
    const Ruleset rules = *gen_playout_ruleset();
    const int n = *gen_size(max_n);
    const auto seed = *rc::gen::inRange<std::uint64_t>(0, 1u << 30);
    const int moves = *rc::gen::inRange(n * n / 4, 2 * n * n);
    Position start(*BoardSize::make(n), rules);
    start.rules.order = OrderRule::Trisgo2026;  // tris on the board even for `go`
    opt::Playout playout(start, opt::PlayoutBoard::Layers);
    opt::PlayoutRng rng(seed);
    playout.run(rng, moves);
    Position p(*BoardSize::make(n), rules);
    p.board = playout.board();
    p.next_move = playout.next_move();
    if (rules.order == OrderRule::Flybomb) {
      // A board with no flybomb played is a consistent FlybombGo position
      // at move 1 only (a random flybomb is due at a drawn turn, D-71).
      p.next_move = 1;
      p.flybomb.seed = seed;
    }
    const auto keep = *rc::gen::container<std::vector<bool>>(static_cast<std::size_t>(n * n),
                                                             rc::gen::weightedElement<bool>({{12, true}, {1, false}}));
    for (int i = 0; i < n * n; ++i)
      if (!keep[static_cast<std::size_t>(i)]) p.board.set_index(i, Piece::Empty);
    return p;
  });
}

// The holistic board by the reference's analysis: stones, attributed tris
// as their colour, neutral tris.
opt::Stones reference_holistic(const opt::Geo& g, const Position& p) {
  const opt::Stones base = opt::stones_of(g, p.board);
  opt::Stones want{base.black, base.white, {}};
  for (const TrisInfo& t : reference().analyze(p).tris)
    for (const Point& q : t.points) {
      const int b = g.bit(q);
      if (t.attribute == Attribute::Black) want.black.set(b);
      else if (t.attribute == Attribute::White) want.white.set(b);
      else want.tris.set(b);
    }
  return want;
}

void compare_attributes(const Position& p) {
  // (Either private-eye wording, or MengGo 2013's bonds.)
  RC_CLASSIFY(p.rules.attribute_rule == AttributeRule::Bonds, "bonds");
  const opt::Geo& g = opt::Geo::of(p.board.size().n());
  const opt::Stones base = opt::stones_of(g, p.board);
  const opt::Stones want = reference_holistic(g, p);
  const opt::Stones got = opt::mailbox_holistic(g, base, p.rules);
  RC_CLASSIFY(andnot(want.black | want.white, base.black | base.white).any(), "some attributed tris");
  if (!(got == want))
    RC_FAIL("the mailbox board's attributes differ from the reference's\nreference: " + sets_text(g, want) +
            "\nmailbox:   " + sets_text(g, got));
}

TRISGO_PROP(PlayoutBoards, MailboxAttributesAreTheReferences, 300) {
  compare_attributes(*gen_position(gen_ruleset(), 11));
}

TRISGO_PROP(PlayoutBoards, MailboxAttributesOnEnclosedPositions, 300) {
  compare_attributes(*gen_position(gen_ruleset(), 11, Texture::Enclosed));
}

TRISGO_PROP(PlayoutBoards, MailboxAttributesOnPlayedPositions, 200) {
  compare_attributes(*gen_played_position(11));
}

// Every on-board neighbour of p is a stone of `side`'s colour.
bool own_eye(const Position& pos, Point p, Side side) {
  const Piece own = stone_of(side);
  for (Point q : pos.board.size().neighbours(p))
    if (pos.board.at(q) != own) return false;
  return true;
}

// The light policy's moves on `board` (Fastest: the board the playout
// chooses) against the reference, from a random position; with
// `attributes`, every tris attribute the board keeps after each move too.
void light_policy_moves_are_the_references(opt::PlayoutBoard board, bool attributes) {
  Position pos = *rc::gen::oneOf(gen_position(gen_playout_ruleset(), 9), gen_played_position(9));
  const auto seed = *rc::gen::inRange<std::uint64_t>(0, 1u << 30);
  const int steps = *rc::gen::inRange(1, 6);
  if (reference().ended(pos)) return;
  std::optional<opt::Playout> made;
  try {
    made.emplace(pos, board);
  } catch (const EngineLimit&) {
    RC_DISCARD("the board does not apply to " + to_string(pos.rules));
  }
  opt::Playout& playout = *made;
  RC_TAG(std::string(playout.implementation()));
  opt::PlayoutRng rng(seed);
  for (int k = 0; k < steps && !playout.ended(); ++k) {
    const Move m = playout.step(rng);
    const std::string where = "\nmove " + std::to_string(k + 1) + " of the playout (" +
                              std::string(playout.implementation()) + " board, seed " + std::to_string(seed) +
                              ") from:\n" + print_position(pos);
    if (m.is_pass()) {
      for (const Move& legal : reference().legal_moves(pos))
        // (FlybombGo: the thrower's tris and the declining stones, D-79.)
        if ((legal.kind == MoveKind::Stone || legal.kind == MoveKind::Tris) && !own_eye(pos, legal.point, legal.side))
          RC_FAIL("the playout passed but the reference allows " + std::string(move_kind_name(legal.kind)) +
                  " at " + points_text({legal.point}) + where);
    }
    const MoveOutcome o = reference().play(pos, m);
    if (!o.legal())
      RC_FAIL("the playout played " + std::string(move_kind_name(m.kind)) + " at " + points_text({m.point}) +
              ", which the reference refuses: " + reason_text(o.reason) + where);
    pos = *o.after;
    if (!(playout.board() == pos.board))
      RC_FAIL("the board after the move differs\nplayout:\n" + board_diagram(playout.board(), LabelSet::Integer) +
              "reference:\n" + board_diagram(pos.board, LabelSet::Integer) + where);
    if (!attributes) continue;
    for (const TrisInfo& t : reference().analyze(pos).tris)
      for (const Point& q : t.points)
        if (playout.attribute(q) != t.attribute)
          RC_FAIL("after the move the board keeps the tris at " + points_text({q}) + " " +
                  std::string(attribute_name(playout.attribute(q))) + ", the reference derives " +
                  std::string(attribute_name(t.attribute)) + where);
  }
  RC_ASSERT(playout.ended() == reference().ended(pos));
}

TRISGO_PROP(PlayoutBoards, LightPolicyMovesAreTheReferences, 200) {
  light_policy_moves_are_the_references(opt::PlayoutBoard::Fastest, false);
}

// The mailbox board forced (`PlayoutBoard::Mailbox`: also on the positions
// of `go`, where Fastest takes the stone board), with its kept attributes.
TRISGO_PROP(PlayoutBoards, MailboxBoardMovesAndAttributesAreTheReferences, 200) {
  light_policy_moves_are_the_references(opt::PlayoutBoard::Mailbox, true);
}

}  // namespace
}  // namespace tg::pt
