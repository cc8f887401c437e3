#pragma once
// Pieces, moves and the move order (spec TG-2.*).
//
// Side: player A plays black stones and tris, player B white stones and tris
// (Art. 2.1). Every move fills one slot of the move order; a slot says which
// side moves and which kind of piece it places. A pass fills the slot without
// placing anything (Art. 2.5). An emergency conversion (Art. 8, D-26) fills a
// tris slot with a stone of the mover's colour.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vocab/geometry.h"

namespace tg {

// Move numbers start at 1 (Art. 2.6) and stop here in every file format: far
// beyond any game, and far enough below the range of int that the engines'
// arithmetic on them (the number after the next move's) cannot overflow. A
// position file's next move may be kMaxMoveNumber + 1, the position after a
// record's last move.
inline constexpr int kMaxMoveNumber = 1'000'000'000;

enum class Side : std::uint8_t { Black, White };
constexpr Side opponent(Side s) { return s == Side::Black ? Side::White : Side::Black; }
std::string_view side_name(Side s);  // "black", "white"

// What a point of the board holds. Attributes of tris strings are derived,
// never stored (Art. 5.2), so a board holds only these four.
enum class Piece : std::uint8_t { Empty, Black, White, Tris };
constexpr Piece stone_of(Side s) { return s == Side::Black ? Piece::Black : Piece::White; }

enum class SlotKind : std::uint8_t { Stone, Tris };

enum class MoveKind : std::uint8_t {
  Stone,       // a stone of the mover's colour on a stone slot
  Tris,        // a tris piece on a tris slot
  Pass,        // any slot
  Emergency,   // Art. 8: a stone of the mover's colour on a tris slot
};
std::string_view move_kind_name(MoveKind k);  // "stone", "tris", "pass", "emergency"

struct Move {
  Side side = Side::Black;
  MoveKind kind = MoveKind::Pass;
  Point point{};  // meaningless for a pass
  // The piece this move places (Empty for a pass).
  Piece piece() const;
  bool is_pass() const { return kind == MoveKind::Pass; }
  friend bool operator==(const Move& a, const Move& b) {
    return a.side == b.side && a.kind == b.kind && (a.kind == MoveKind::Pass || a.point == b.point);
  }
};

// One slot of the move order. `seat` names the player at the table (0 = A,
// 1 = B, and 2 = C, 3 = D for menggo-2013's four-player team order; its
// two-player form has seats 0 and 2, D-60); the side says whose piece colour
// the move serves (the team, for a grey move).
struct Slot {
  Side side = Side::Black;
  SlotKind kind = SlotKind::Stone;
  int seat = 0;
  friend bool operator==(const Slot&, const Slot&) = default;
};

// A move order is data: a finite opening followed by a cycle repeated forever
// (move numbers start at 1). trisgo-2026: no opening, a 10-slot cycle;
// menggo-2019: 60 alternating stone slots, then an 8-slot cycle of three
// rounds; menggo-2013: the same shape with four seats; go and flybomb:
// alternating stone slots (a flybomb turn inserts a tris slot, see the
// ruleset's flybomb options).
struct MoveOrder {
  std::string name;
  std::vector<Slot> opening;
  std::vector<Slot> cycle;
  Slot slot(int move_number) const;
  bool has_tris_slots() const;
};

MoveOrder move_order_trisgo_2026();
MoveOrder move_order_menggo_2019();
MoveOrder move_order_menggo_2013();
// The same slots in MengGo 2013's two-player form (D-60): the black player
// (seat 0, A) also plays B's grey moves, the white player (seat 2, C) D's.
MoveOrder move_order_menggo_2013_two();
// The seat letter of a slot's player: "A", "B", "C" or "D".
std::string_view seat_name(int seat);
MoveOrder move_order_alternate();

}  // namespace tg
