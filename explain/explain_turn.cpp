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

std::string plural(int n, const std::string& word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

Node flybomb_node(const Position& p, const Slot& slot, bool declines) {
  const Ruleset& r = p.rules;
  const BoardSize size = p.board.size();
  const int k = p.next_move;
  const FlybombNext next = flybomb_next(r, size, p.flybomb, k);
  const std::string side(side_name(next.slot.side));
  Node n;
  n.cites = {"FB-1.1", "FB-2.1", "D-32"};
  if (declines) {
    n.title = "move " + std::to_string(k) + ": " + std::string(side_name(slot.side)) + "'s stone declines " + side +
              "'s chosen flybomb";
    n.lines.push_back(side + " was offered a chosen flybomb after the stone of turn " + std::to_string(next.turn));
    n.lines.push_back("the opponent's stone (or pass) takes the move instead (FB-5.3)");
    n.cites.insert(n.cites.end(), {"FB-5.3", "D-70"});
  } else if (next.due == FlybombDue::Random) {
    n.title = "move " + std::to_string(k) + ": " + side + "'s random flybomb (tris), turn " + std::to_string(next.turn);
    n.lines.push_back("the seed drew " + side + "'s turn " + std::to_string(next.turn) + " for a random flybomb (D-71)");
    n.lines.push_back("it follows " + side + "'s stone of that turn, move " + std::to_string(k - 1) +
                      " (ringed): a tris, or a pass that uses it up (D-72)");
    n.lines.push_back("the opponent may not move now (FB-5.2)");
    n.cites.insert(n.cites.end(), {"FB-5.2", "D-71", "D-72"});
  } else if (next.due == FlybombDue::Chosen) {
    const int left = chosen_flybombs(r) - chosen_flybombs_thrown(r, size, p.flybomb, next.slot.side, k);
    n.title = "move " + std::to_string(k) + ": " + side + "'s chosen flybomb (tris) is offered, turn " +
              std::to_string(next.turn);
    n.lines.push_back("after " + side + "'s stone of that turn, move " + std::to_string(k - 1) + " (ringed)");
    n.lines.push_back(side + " has " + plural(left, "chosen flybomb") + " left of " +
                      std::to_string(chosen_flybombs(r)) + " (FB-5.3, D-74)");
    n.lines.push_back("no random flybomb is due at this turn (D-74); a chosen flybomb is not passed (D-70)");
    if (next.decline)
      n.lines.push_back("a " + std::string(side_name(next.decline->side)) + " stone instead would decline it (D-70)");
    n.cites.insert(n.cites.end(), {"FB-5.3", "D-70", "D-74", "D-75"});
  } else {
    n.title = "move " + std::to_string(k) + ": " + side + "'s stone, no flybomb";
    const bool after_flybomb = std::find(p.flybomb.thrown.begin(), p.flybomb.thrown.end(), k - 1) != p.flybomb.thrown.end();
    if (k == 1) {
      n.lines.push_back("the first move is black's stone (FB-1.1)");
    } else if (after_flybomb) {
      n.lines.push_back("move " + std::to_string(k - 1) + " was a flybomb: that turn is over (FB-2.4)");
    } else {
      const Side before = opponent(next.slot.side);
      const int left = chosen_flybombs(r) - chosen_flybombs_thrown(r, size, p.flybomb, before, k);
      n.lines.push_back(std::string(side_name(before)) + "'s turn drew no random flybomb and " +
                        (chosen_flybombs(r) == 0 ? std::string("the mode gives no chosen ones")
                                                 : "no chosen flybomb is left (" + plural(left, "left") + ", D-75)"));
    }
    n.cites.insert(n.cites.end(), {"FB-2.4", "D-75"});
  }
  n.lines.push_back("random flybombs (seed " + std::to_string(p.flybomb.seed) + ", FB-7.2): " +
                    describe_random_flybombs(r, size, p.flybomb.seed));
  n.lines.push_back("drawn from turns 1 to " + std::to_string(flybomb_turn_range(size)) + "; " +
                    std::to_string(random_flybombs(r)) + " random and " + std::to_string(chosen_flybombs(r)) +
                    " chosen flybomb(s) per side (FB-5.1)");
  return n;
}

Node seat_node(const Position& p, const Slot& slot) {
  const int k = p.next_move;
  const bool team = p.rules.order == OrderRule::Menggo2013;
  const std::string seat(seat_name(slot.seat));
  const std::string team_side(side_name(slot.side));
  Node n;
  const std::string piece = slot.kind == SlotKind::Tris ? "a grey piece for " + team_side + "'s team" : team_side + " stone";
  n.title = "move " + std::to_string(k) + ": seat " + seat + " plays " + piece;
  if (!team)  // the two-player form: the seat's player plays the team game's seat's move (D-60)
    n.title += " (seat " + std::string(seat_name(move_order_menggo_2013().slot(k).seat)) + "'s move in the team game)";
  if (k <= 60) {
    n.lines.push_back("moves 1 to 60: A's black and C's white in turn, as in Go (M13-2.3)");
  } else {
    static const char* const cycle[] = {"A black", "C white", "D grey", "A black", "B grey", "C white"};
    const int at = (k - 61) % 6;
    n.lines.push_back("from move 61 the cycle of six: A black, C white, D grey, A black, B grey, C white");
    n.lines.push_back("move " + std::to_string(k) + " is its entry " + std::to_string(at + 1) + " (" + cycle[at] + ")");
  }
  if (team)
    n.lines.push_back("four seats: A black stones, B grey (black's team), C white stones, D grey (white's team)");
  else
    n.lines.push_back("two players: the black player (A) also plays B's grey moves, the white player (C) D's (M13-2.2)");
  if (slot.kind == SlotKind::Tris) n.lines.push_back("a grey piece takes its colour from its bonds (M13-5)");
  n.cites = {"M13-2.1", team ? "M13-2.3" : "M13-2.2", "D-31", "D-60"};
  if (!team) n.cites.insert(n.cites.begin() + 2, "M13-2.3");
  return n;
}

Node menggo2019_node(const Position& p, const Slot& slot) {
  const int k = p.next_move;
  const std::string player = slot.side == Side::Black ? "A" : "B";
  Node n;
  n.title = "move " + std::to_string(k) + ": " + player + " plays " +
            (slot.kind == SlotKind::Tris ? std::string("a tris (grey piece)") : std::string(side_name(slot.side)) + " stone");
  if (k <= 60) {
    n.lines.push_back("rounds 1 to 30 (moves 1 to 60): A's black stone, then B's white stone (M19-2.3)");
  } else {
    static const char* const cycle[] = {"A black", "B white", "B tris", "A black", "B white",
                                        "A black", "A tris",  "B white"};
    const int at = (k - 61) % 8;
    n.lines.push_back("from move 61 the cycle of eight: A black, B white, B tris, A black, B white, A black, A tris, B white");
    n.lines.push_back("move " + std::to_string(k) + " is its entry " + std::to_string(at + 1) + " (" + cycle[at] + ")");
  }
  n.cites = {"M19-2.3", "M19-2.3.1", "M19-2.3.2"};
  return n;
}

}  // namespace

void detail::add_turn_reason(Graph& g, const std::string& parent, const Position& p, const Analysis& a,
                             const Move* m) {
  const OrderRule order = p.rules.order;
  if (order != OrderRule::Flybomb && order != OrderRule::Menggo2013 && order != OrderRule::Menggo2013Two &&
      order != OrderRule::Menggo2019)
    return;
  const Slot slot = m ? filled_slot(p, *m) : p.to_move();
  Node n = order == OrderRule::Flybomb ? flybomb_node(p, slot, m && slot != p.to_move())
           : order == OrderRule::Menggo2019 ? menggo2019_node(p, slot)
                                            : seat_node(p, slot);
  // The board with the piece of the last move (the stone a flybomb follows).
  n.diagram = diagram(p, a, Mark::Played, last_piece(p));
  n.verdict = Verdict::None;
  g.link(parent, g.add(std::move(n)), "whose move");
}

}  // namespace tg::explain
