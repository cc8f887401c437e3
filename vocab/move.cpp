#include "vocab/move.h"

#include <stdexcept>

namespace tg {

std::string_view side_name(Side s) { return s == Side::Black ? "black" : "white"; }

std::string_view move_kind_name(MoveKind k) {
  switch (k) {
    case MoveKind::Stone: return "stone";
    case MoveKind::Tris: return "tris";
    case MoveKind::Pass: return "pass";
    case MoveKind::Emergency: return "emergency";
  }
  return "?";
}

Piece Move::piece() const {
  switch (kind) {
    case MoveKind::Stone:
    case MoveKind::Emergency: return stone_of(side);
    case MoveKind::Tris: return Piece::Tris;
    case MoveKind::Pass: return Piece::Empty;
  }
  return Piece::Empty;
}

Slot MoveOrder::slot(int move_number) const {
  if (move_number < 1) throw std::invalid_argument("move numbers start at 1");
  std::size_t i = static_cast<std::size_t>(move_number - 1);
  if (i < opening.size()) return opening[i];
  return cycle[(i - opening.size()) % cycle.size()];
}

bool MoveOrder::has_tris_slots() const {
  for (const auto& v : {opening, cycle})
    for (const Slot& s : v)
      if (s.kind == SlotKind::Tris) return true;
  return false;
}

namespace {
constexpr Slot kAStone{Side::Black, SlotKind::Stone, 0};
constexpr Slot kBStone{Side::White, SlotKind::Stone, 1};
constexpr Slot kATris{Side::Black, SlotKind::Tris, 0};
constexpr Slot kBTris{Side::White, SlotKind::Tris, 1};
}  // namespace

MoveOrder move_order_trisgo_2026() {
  // Art. 2.3: moves 1-8 alternate A black / B white, move 9 A's tris, move 10 B's tris.
  MoveOrder o{"trisgo-2026", {}, {}};
  for (int i = 0; i < 4; ++i) {
    o.cycle.push_back(kAStone);
    o.cycle.push_back(kBStone);
  }
  o.cycle.push_back(kATris);
  o.cycle.push_back(kBTris);
  return o;
}

MoveOrder move_order_menggo_2019() {
  // menggo-2019 Art. 2.3: 30 rounds of (A black, B white); then rounds repeat
  // in threes: (A black, B white, B tris), (A black, B white), (A black, A tris, B white).
  MoveOrder o{"menggo-2019", {}, {}};
  for (int i = 0; i < 30; ++i) {
    o.opening.push_back(kAStone);
    o.opening.push_back(kBStone);
  }
  o.cycle = {kAStone, kBStone, kBTris, kAStone, kBStone, kAStone, kATris, kBStone};
  return o;
}

MoveOrder move_order_menggo_2013() {
  // menggo-2013: team A (black, seat 0) + B (grey, seat 1) against C (white,
  // seat 2) + D (grey, seat 3). 30 rounds of A black, C white; then D plays
  // grey after C in one round, B grey after A in the next, and so on.
  const Slot a{Side::Black, SlotKind::Stone, 0}, b{Side::Black, SlotKind::Tris, 1};
  const Slot c{Side::White, SlotKind::Stone, 2}, d{Side::White, SlotKind::Tris, 3};
  MoveOrder o{"menggo-2013", {}, {}};
  for (int i = 0; i < 30; ++i) {
    o.opening.push_back(a);
    o.opening.push_back(c);
  }
  o.cycle = {a, c, d, a, b, c};
  return o;
}

MoveOrder move_order_menggo_2013_two() {
  // D-60: the slots of the four-seat order; A and C play their team's grey.
  MoveOrder o = move_order_menggo_2013();
  o.name = "menggo-2013-two";
  for (auto* v : {&o.opening, &o.cycle})
    for (Slot& s : *v) s.seat = s.side == Side::Black ? 0 : 2;
  return o;
}

std::string_view seat_name(int seat) {
  static constexpr std::string_view kNames[] = {"A", "B", "C", "D"};
  return seat >= 0 && seat < 4 ? kNames[seat] : "?";
}

MoveOrder move_order_alternate() { return MoveOrder{"alternate", {}, {kAStone, kBStone}}; }

}  // namespace tg
