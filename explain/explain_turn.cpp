// Whose move it is and with which piece, for the move orders where that is
// a rule of its own: FlybombGo's flybomb turns (spec/systems/flybomb.md FB-*,
// D-32, D-70 to D-79: a random flybomb drawn from the seed, a chosen one
// offered) and the seats of MengGo 2013 (M13-2, D-31, D-60) and MengGo 2019
// (M19-2.3). The slots are data of vocab/ (move.h, flybomb.h), not a rule an
// engine decides: the builder reads them as it reads the board.
#include <algorithm>

#include "explain/builder_support.h"
#include "vocab/flybomb.h"

namespace tg::explain {
using namespace detail;

namespace {

using text::phrase;
using K = text::PhraseKind;

// The point the last move put a piece on: the one point empty on the latest
// earlier board and occupied now (none after a pass or when unknown).
std::vector<Point> last_piece(const Position& p) {
  if (p.history.empty()) return {};
  const Board& before = p.history.back().board;
  if (before.size() != p.board.size()) return {};
  std::vector<Point> placed;
  for (Point q : p.board.size().all_points())
    if (before.at(q) == Piece::Empty && p.board.at(q) != Piece::Empty) placed.push_back(q);
  return placed.size() == 1 ? placed : std::vector<Point>{};
}

// The random flybombs' turns of one side, "3, 7", and how many.
std::pair<std::size_t, std::string> turns_of(const Ruleset& r, BoardSize size, std::uint64_t seed, Side side) {
  const std::vector<int> turns = random_flybomb_turns(r, size, seed, side);
  std::string out;
  for (std::size_t i = 0; i < turns.size(); ++i) out += (i ? ", " : "") + std::to_string(turns[i]);
  return {turns.size(), out};
}

Node flybomb_node(const Position& p, const Slot& slot, bool declines, const Say& say) {
  const Ruleset& r = p.rules;
  const BoardSize size = p.board.size();
  const int k = p.next_move;
  const FlybombNext next = flybomb_next(r, size, p.flybomb, k);
  const Side side = next.slot.side;
  Node n;
  n.cites = {"FB-1.1", "FB-2.1", "D-32"};
  if (declines) {
    n.title = say(phrase(K::ExplainFlybombDeclineTitle, k, slot.side, side));
    n.lines.push_back(say(phrase(K::ExplainFlybombOffered, side, next.turn)));
    n.lines.push_back(say(phrase(K::ExplainOpponentTakesMove)));
    n.cites.insert(n.cites.end(), {"FB-5.3", "D-70"});
  } else if (next.due == FlybombDue::Random) {
    n.title = say(phrase(K::ExplainRandomFlybombTitle, k, side, next.turn));
    n.lines.push_back(say(phrase(K::ExplainSeedDrew, side, next.turn)));
    n.lines.push_back(say(phrase(K::ExplainFollowsStone, side, k - 1)));
    n.lines.push_back(say(phrase(K::ExplainOpponentMayNotMove)));
    n.cites.insert(n.cites.end(), {"FB-5.2", "D-71", "D-72"});
  } else if (next.due == FlybombDue::Chosen) {
    const int left = chosen_flybombs(r) - chosen_flybombs_thrown(r, size, p.flybomb, side, k);
    n.title = say(phrase(K::ExplainChosenOfferedTitle, k, side, next.turn));
    n.lines.push_back(say(phrase(K::ExplainAfterStone, side, k - 1)));
    n.lines.push_back(say(phrase(K::ExplainChosenLeft, side, left, chosen_flybombs(r))));
    n.lines.push_back(say(phrase(K::ExplainNoRandomDue)));
    if (next.decline) n.lines.push_back(say(phrase(K::ExplainWouldDecline, next.decline->side)));
    n.cites.insert(n.cites.end(), {"FB-5.3", "D-70", "D-74", "D-75"});
  } else {
    n.title = say(phrase(K::ExplainStoneNoFlybombTitle, k, side));
    const bool after_flybomb = std::find(p.flybomb.thrown.begin(), p.flybomb.thrown.end(), k - 1) != p.flybomb.thrown.end();
    if (k == 1) {
      n.lines.push_back(say(phrase(K::ExplainFirstMoveBlack)));
    } else if (after_flybomb) {
      n.lines.push_back(say(phrase(K::ExplainAfterFlybomb, k - 1)));
    } else {
      const Side before = opponent(side);
      const int left = chosen_flybombs(r) - chosen_flybombs_thrown(r, size, p.flybomb, before, k);
      n.lines.push_back(say(phrase(K::ExplainNoFlybombDrawn, before, chosen_flybombs(r) != 0, left)));
    }
    n.cites.insert(n.cites.end(), {"FB-2.4", "D-75"});
  }
  const auto [black_count, black_turns] = turns_of(r, size, p.flybomb.seed, Side::Black);
  const auto [white_count, white_turns] = turns_of(r, size, p.flybomb.seed, Side::White);
  n.lines.push_back(say(phrase(K::ExplainRandomFlybombs, std::to_string(p.flybomb.seed), black_count, black_turns,
                               white_count, white_turns)));
  n.lines.push_back(say(phrase(K::ExplainDrawnFrom, flybomb_turn_range(size), random_flybombs(r), chosen_flybombs(r))));
  return n;
}

// A cycle entry's piece: 0 black, 1 white, 2 grey (2013), 3 tris (2019).
struct Entry {
  const char* seat;
  int piece;
};

Node seat_node(const Position& p, const Slot& slot, const Say& say) {
  const int k = p.next_move;
  const bool team = p.rules.order == OrderRule::Menggo2013;
  Node n;
  // The two-player form: the seat's player plays the team game's seat's move (D-60).
  n.title = say(phrase(K::ExplainSeatTitle, k, std::string(seat_name(slot.seat)), slot.kind == SlotKind::Tris, slot.side,
                       !team, std::string(seat_name(move_order_menggo_2013().slot(k).seat))));
  if (k <= 60) {
    n.lines.push_back(say(phrase(K::ExplainSeatsGoStart)));
  } else {
    static const Entry cycle[] = {{"A", 0}, {"C", 1}, {"D", 2}, {"A", 0}, {"B", 2}, {"C", 1}};
    const int at = (k - 61) % 6;
    n.lines.push_back(say(phrase(K::ExplainCycleOfSix)));
    n.lines.push_back(say(phrase(K::ExplainCycleEntry, k, at + 1, std::string(cycle[at].seat), cycle[at].piece)));
  }
  n.lines.push_back(say(phrase(team ? K::ExplainFourSeats : K::ExplainTwoSeatPlayers)));
  if (slot.kind == SlotKind::Tris) n.lines.push_back(say(phrase(K::ExplainGreyColour)));
  n.cites = {"M13-2.1", team ? "M13-2.3" : "M13-2.2", "D-31", "D-60"};
  if (!team) n.cites.insert(n.cites.begin() + 2, "M13-2.3");
  return n;
}

Node menggo2019_node(const Position& p, const Slot& slot, const Say& say) {
  const int k = p.next_move;
  const std::string player = slot.side == Side::Black ? "A" : "B";
  Node n;
  n.title = say(phrase(K::ExplainM19Title, k, player, slot.kind == SlotKind::Tris, slot.side));
  if (k <= 60) {
    n.lines.push_back(say(phrase(K::ExplainM19Rounds)));
  } else {
    static const Entry cycle[] = {{"A", 0}, {"B", 1}, {"B", 3}, {"A", 0}, {"B", 1}, {"A", 0}, {"A", 3}, {"B", 1}};
    const int at = (k - 61) % 8;
    n.lines.push_back(say(phrase(K::ExplainCycleOfEight)));
    n.lines.push_back(say(phrase(K::ExplainCycleEntry, k, at + 1, std::string(cycle[at].seat), cycle[at].piece)));
  }
  n.cites = {"M19-2.3", "M19-2.3.1", "M19-2.3.2"};
  return n;
}

}  // namespace

void detail::add_turn_reason(Graph& g, const std::string& parent, const Position& p, const Analysis& a,
                             const Move* m, text::Language lang) {
  const OrderRule order = p.rules.order;
  if (order != OrderRule::Flybomb && order != OrderRule::Menggo2013 && order != OrderRule::Menggo2013Two &&
      order != OrderRule::Menggo2019)
    return;
  const Slot slot = m ? filled_slot(p, *m) : p.to_move();
  const Say say{Labels(LabelSet::Chinese, p.board.size()), lang};  // no point in its words
  Node n = order == OrderRule::Flybomb ? flybomb_node(p, slot, m && slot != p.to_move(), say)
           : order == OrderRule::Menggo2019 ? menggo2019_node(p, slot, say)
                                            : seat_node(p, slot, say);
  // The board with the piece of the last move (the stone a flybomb follows).
  n.diagram = diagram(p, a, Mark::Played, last_piece(p));
  n.verdict = Verdict::None;
  g.link(parent, g.add(std::move(n)), say(phrase(K::ExplainTurnEdge)));
}

}  // namespace tg::explain
