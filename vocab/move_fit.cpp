#include "vocab/move_fit.h"

namespace tg {

std::string slot_text(const Slot& s, bool free_order) {
  std::string kind = s.kind == SlotKind::Stone ? "stone move" : "tris move";
  if (free_order) return "a " + kind;
  return std::string(side_name(s.side)) + "'s " + kind;
}

namespace {

// MengGo 2013's orders (D-60): every slot belongs to a seat A to D.
bool team_order(const MoveOrder& order) { return order.name.rfind("menggo-2013", 0) == 0; }

// The seat that plays `side`'s pieces of `kind` in `order` (D-60, D-61): in
// the four-seat order B plays black's team's grey, D white's.
int seat_of(const MoveOrder& order, Side side, SlotKind kind) {
  for (const Slot& s : order.cycle)
    if (s.side == side && s.kind == kind) return s.seat;
  return side == Side::Black ? 0 : 2;
}

// M13-2: a move written for a seat other than the slot's, named by seats:
// "华63.(1,1): move 63 is seat D's grey move (white's team), not seat B's
// (M13-2: ...)".
std::string wrong_seat(const MoveOrder& order, int number, const Slot& slot, Side side, Placed placed,
                       std::string_view written) {
  auto words = [](const Slot& s) {
    return std::string("seat ") + std::string(seat_name(s.seat)) + "'s " +
           (s.kind == SlotKind::Tris ? "grey move (" + std::string(side_name(s.side)) + "'s team)"
                                     : std::string(side_name(s.side)) + " stone move");
  };
  const SlotKind claimed = placed == Placed::Tris ? SlotKind::Tris
                           : placed == Placed::Stone ? SlotKind::Stone
                                                     : slot.kind;
  const int seat = seat_of(order, side, claimed);
  std::string rule = slot.kind == SlotKind::Tris && claimed == SlotKind::Tris
                         ? "a grey move by the wrong seat; from round 31 D plays grey after C's white in odd "
                           "rounds, B after A's black in even rounds"
                         : "the seats' order of MengGo 2013";
  return std::string(written) + ": move " + std::to_string(number) + " is " + words(slot) + ", not seat " +
         std::string(seat_name(seat)) + "'s (M13-2: " + rule + ")";
}

bool fits(const Slot& slot, bool free_order, Side side, Placed placed) {
  if (!free_order && side != slot.side) return false;
  return placed != Placed::Tris || slot.kind == SlotKind::Tris;
}

}  // namespace

MoveFit fit_move(const MoveOrder& order, bool free_order, int number, Side side, Placed placed,
                 std::string_view written) {
  MoveFit out;
  if (number < 1) {
    out.error = std::string(written) + ": move numbers start at 1";
    return out;
  }
  Slot slot = order.slot(number);
  auto head = [&] {
    return std::string(written) + ": move " + std::to_string(number) + " is " + slot_text(slot, free_order);
  };
  if (!free_order && side != slot.side) {
    out.error = team_order(order) ? wrong_seat(order, number, slot, side, placed, written)
                                  : head() + ", not " + std::string(side_name(side)) + "'s";
    return out;
  }
  switch (placed) {
    case Placed::Nothing: out.kind = MoveKind::Pass; break;
    case Placed::Stone: out.kind = slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Emergency; break;
    case Placed::Tris:
      if (slot.kind != SlotKind::Tris) {
        out.error = head() + "; a tris can only fill a tris slot";
        return out;
      }
      out.kind = MoveKind::Tris;
      break;
  }
  return out;
}

int infer_first_move(const MoveOrder& order, bool free_order, std::optional<std::pair<Side, Placed>> first,
                     std::optional<Side> to_play) {
  if (free_order) return 1;
  int period = static_cast<int>(order.opening.size() + order.cycle.size());
  for (int n = 1; n <= period; ++n) {
    Slot slot = order.slot(n);
    if (first ? fits(slot, false, first->first, first->second) : to_play && slot.side == *to_play) return n;
  }
  return 1;
}

Placed placed_of(MoveKind k) {
  switch (k) {
    case MoveKind::Stone:
    case MoveKind::Emergency: return Placed::Stone;
    case MoveKind::Tris: return Placed::Tris;
    case MoveKind::Pass: return Placed::Nothing;
  }
  return Placed::Nothing;
}

}  // namespace tg
