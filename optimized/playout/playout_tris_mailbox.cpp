// The mailbox TrisGo playout: rulesets with tris whose private eyes follow
// the trisgo-2026 wording and whose tris capture points are judged before the
// recompute (D-08 before-recompute), the presets' setting. The layer playout
// (playout_tris.cpp) derives each move's attributes with the engine's
// bitboard layer functions, which flood whole regions; this one reads the
// board cell by cell and stops as soon as a verdict is known:
//
// A private eye of the c-string S (TG-4.3 with D-01 to D-04) is decided
// from S's liberties. For a liberty l, let e be its empty string and R its
// region (the component of the points that are neither c stones nor tris):
//  - if e touches another c string, R fails TG-4.3.2: e is not exclusive;
//  - if e touches no stone of the other colour o, R is e itself (e is a
//    maximal empty string and nothing else of R borders it): nothing is
//    inspected (either D-02 setting), and R passes iff it is closed;
//  - otherwise R holds o stones, so every empty string of R touches one and
//    R is inspected under either D-02 setting: R passes iff every empty
//    point of R touches a c stone (the D-03/D-04 closed form: no free point),
//    every empty string of R beside S is exclusive, and R is closed.
// Closed (D-01): the tris-bounded area of R holds a point that is neither a
// c stone nor in R, i.e. the area's non-c points outnumber R's.
// The empty strings and regions grow from the liberty by shifts, a step at a
// time, and stop at the first step that meets another c string or a free
// point, so a big open region usually costs a few steps, not a flood (an
// empty string touching no other c string and no o stone is grown whole:
// its size is needed).
// The attributes follow from the verdicts by the TG-6 table
// (attribute_rule, layers.h).
//
// eye_rule=menggo-2019 (M19-4.1, M19-4.2): the verdict grown from the
// string's liberties (menggo2019_grow, optimized/engine/eyes_menggo2019.h: a
// region Q per liberty, grown a step at a time and stopped at the first
// step that fails), kept with the cells the growth read and, for a region
// that touches the edge or a tris, its answer to D-53's "is it the one part
// that touches the board's outside", which depends on the tris-bounded area
// alone: those answers are asked again only when the tris changed.
//
// Verdicts and attributes are kept from move to move (StringRec, TrisRec),
// each with its footprint (the cells its derivation read) and the D-01
// closedness answers it used; after a move, only those whose footprint holds
// a changed cell, or whose answers changed, are derived again, found through
// the cells (Slots, Deriver::derive).
//
// The move procedure is the engine's (optimized/engine/moves.cpp: Art. 7, captures
// with the old attributes, D-07, recompute, the D-06 cascade, Art. 10), on
// one state changed in place. A move that turns out illegal after placing
// is taken back from a log of what it changed (restore). The cascade's scan
// of the whole board is skipped when the move changed no attribute on a
// clean board (see attempt). The policy, the random numbers and the empty-point
// list are those of the layer playout, so the two play the same games; the
// playout test checks both that and every move against OptimizedEngine::play.
#include <algorithm>
#include <array>
#include <atomic>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "optimized/core/board_state.h"
#include "optimized/engine/eyes_menggo2019.h"
#include "optimized/engine/layers.h"
#include "optimized/playout/playout_core.h"
#include "optimized/engine/scoring.h"

namespace tg::opt {

namespace {

// Cells: bit + kPad, so that every neighbour of an on-board bit is a cell.
constexpr int kPad = kStride + 1;
constexpr int kCells = kBits + 2 * kPad;
constexpr int kDirs[4] = {-1, 1, -kStride, kStride};
enum : std::uint8_t { kEmpty = 0, kBlack = 1, kWhite = 2, kTris = 3, kEdge = 4 };

constexpr int cell_of(int bit) { return bit + kPad; }
constexpr int bit_of(int cell) { return cell - kPad; }
constexpr std::uint8_t opposite(std::uint8_t colour) { return static_cast<std::uint8_t>(3 - colour); }
std::uint8_t colour_of(Side s) { return s == Side::Black ? kBlack : kWhite; }
// The Zobrist key of the piece `kind` (kBlack, kWhite or kTris) at bit.
std::uint64_t key_of(std::uint8_t kind, int bit) {
  const Zobrist& z = Zobrist::get();
  const auto& keys = kind == kBlack ? z.black : kind == kWhite ? z.white : z.tris;
  return keys[static_cast<std::size_t>(bit)];
}

// Derived answers are kept from move to move with what they were derived
// from: the footprint (the cells the derivation read: every cell it visited
// and their neighbours) and the D-01 closedness answers it used, which also
// depend on the counts of the whole tris-bounded area. While no cell of the
// footprint changes and every closedness answer stays the same, deriving
// again would read the same cells and answer the same, so the answer is kept.
// The records sit in numbered slots and every cell knows the slots whose
// footprint holds it (Slots), so that a move visits only the records its
// changed cells touch, not every record on the board.
struct ClosedCheck {
  std::int16_t cell;  // a point of the region
  std::uint8_t colour;
  bool closed;
  std::int16_t size;  // the region's number of points
};
// A string's liberties all lie in one tris-bounded area, and a region that
// is not closed is the only region of its colour in its area (the area holds
// nothing but it and stones of the colour): so a verdict asks at most one
// closedness question that it keeps (a closed region makes the eye and ends
// the search; a region that is not closed leaves no other to ask about). A
// second one would only make the record never kept.
constexpr int kMaxChecks = 1;

// A black or white base string beside a tris, with its TG-4.3 verdict.
struct StringRec {
  BB stones, footprint;
  std::uint8_t colour = kEmpty;
  bool eye = false;
  std::uint8_t n_checks = 0;  // more than kMaxChecks: never kept
  std::array<ClosedCheck, kMaxChecks> checks{};
  // eye_rule=menggo-2019: the regions whose D-53 answer the verdict used
  // (n_open: more than kMaxOpen, never kept).
  std::uint8_t n_open = 0;
  std::array<Menggo2019Open, Menggo2019Growth::kMaxOpen> open{};
};

// Whether the record's verdict used answers that may change without a
// change in its footprint (asked again by Deriver::kept).
bool has_checks(const StringRec& r) { return r.n_checks > 0 || r.n_open > 0; }

// A tris string with its TG-6 attribute. Its footprint is the string and its
// neighbours (what makes it one string and which strings touch it); the
// verdicts of the strings beside it are its other input: when one of them is
// gone (changed shape) or its verdict changed, the attribute is derived again.
struct TrisRec {
  BB cells, footprint;
  std::uint8_t hol = 0;  // kBlack, kWhite or kTris (neutral)
};

// Kept records by slot number. A BB serves as a set of slot numbers: kBits
// slots are more than any board needs (every record holds a point).
template <class Rec>
class Slots {
 public:
  Slots() { slot_of_.fill(-1); }
  const Rec& operator[](int i) const { return recs_[static_cast<std::size_t>(i)]; }
  // The slot of the record holding the cell (a stone or tris), or -1.
  int at(int cell) const { return slot_of_[static_cast<std::size_t>(cell)]; }
  // The slots whose footprint holds one of the bits.
  BB watching(const BB& bits) const {
    BB r;
    for_each_bit(bits, [&](int b) { r |= watch_[static_cast<std::size_t>(cell_of(b))]; });
    return r;
  }
  // Keeps rec, whose cells (stones or tris) are `points`; its slot number.
  int add(const Rec& rec, const BB& points) {
    int i;
    if (free_.any()) {
      i = free_.pop();
      recs_[static_cast<std::size_t>(i)] = rec;
    } else {
      i = static_cast<int>(recs_.size());
      recs_.push_back(rec);
    }
    for_each_bit(rec.footprint, [&](int f) { watch_[static_cast<std::size_t>(cell_of(f))].set(i); });
    for_each_bit(points, [&](int p) { slot_of_[static_cast<std::size_t>(cell_of(p))] = static_cast<std::int16_t>(i); });
    return i;
  }
  // Puts rec in the place of the record in slot i; rec holds the old
  // record's points and `added` (no other record's).
  void replace(int i, const Rec& rec, const BB& added = BB{}) {
    for_each_bit(added, [&](int p) { slot_of_[static_cast<std::size_t>(cell_of(p))] = static_cast<std::int16_t>(i); });
    Rec& old = recs_[static_cast<std::size_t>(i)];
    for_each_bit(old.footprint ^ rec.footprint, [&](int f) {
      BB& w = watch_[static_cast<std::size_t>(cell_of(f))];
      if (rec.footprint.test(f)) w.set(i);
      else w.reset(i);
    });
    old = rec;
  }
  // For the self-check: the slots in use, and whether watch_ and slot_of_
  // say exactly what the records in use say (`points`: a record's points).
  BB live() const {
    BB r;
    for (std::size_t i = 0; i < recs_.size(); ++i)
      if (!free_.test(static_cast<int>(i))) r.set(static_cast<int>(i));
    return r;
  }
  template <class Points>
  bool consistent(const Geo& g, Points points) const {
    std::array<BB, kCells> watch{};
    std::array<std::int16_t, kCells> slot_of;
    slot_of.fill(-1);
    bool ok = true;
    for_each_bit(live(), [&](int i) {
      const Rec& r = recs_[static_cast<std::size_t>(i)];
      for_each_bit(r.footprint, [&](int f) { watch[static_cast<std::size_t>(cell_of(f))].set(i); });
      for_each_bit(points(r), [&](int p) {
        std::int16_t& s = slot_of[static_cast<std::size_t>(cell_of(p))];
        ok &= s < 0;  // the records' points do not overlap
        s = static_cast<std::int16_t>(i);
      });
      ok &= andnot(r.footprint, g.on).none();
    });
    return ok && watch == watch_ && slot_of == slot_of_;
  }
  void drop(int i, const BB& points) {
    for_each_bit(recs_[static_cast<std::size_t>(i)].footprint,
                 [&](int f) { watch_[static_cast<std::size_t>(cell_of(f))].reset(i); });
    for_each_bit(points, [&](int p) {
      std::int16_t& s = slot_of_[static_cast<std::size_t>(cell_of(p))];
      if (s == i) s = -1;
    });
    free_.set(i);
  }

 private:
  std::vector<Rec> recs_;
  BB free_;  // free slots below recs_.size()
  std::array<BB, kCells> watch_{};
  std::array<std::int16_t, kCells> slot_of_;
};

// The base strings (of black stones, white stones or tris) with their
// pseudo-liberties (the count of piece-empty adjacencies), kept from move to
// move as the go board keeps its strings: they answer most liberty
// questions of the holistic strings in a few reads (has_other_liberty).
// Placing and removing pieces never split a base string (removals take
// whole holistic strings, unions of whole base strings); a take-back does,
// and finds the strings at the cells it changed again (rebuild).
struct BaseStrings {
  std::array<std::int16_t, kCells> head;  // the string's head cell, -1 off a piece
  std::array<std::int16_t, kCells> libs;  // by head: pseudo-liberties
  std::array<BB, kCells> stones;          // by head: the string's points
  void build(const Geo& g, const std::array<std::uint8_t, kCells>& kind);
  void place(const std::array<std::uint8_t, kCells>& kind, int c);
  // After the cells of `dead` were emptied.
  void remove(const std::array<std::uint8_t, kCells>& kind, const BB& dead);
  // After a take-back changed the cells `changed` (`old`: the points of the
  // strings kept for the board before it that touch them, from near()):
  // those strings and the strings of the pieces now in `changed` are found
  // again, the rest is kept (a string that touches no changed cell kept its
  // points and its pseudo-liberties). `of_kind`: the board's black, white
  // and tris points.
  BB near(const Geo& g, const BB& changed) const;
  void rebuild(const std::array<std::uint8_t, kCells>& kind, const Stones& of_kind, const BB& changed, const BB& old);
  // For the self-check: the same strings and counts as `other` (the heads
  // may differ).
  bool same_as(const Geo& g, const BaseStrings& other) const;
  // Keeps `string`, the whole base string of the piece at cell c, with c as
  // its head and its pseudo-liberties counted (build and rebuild).
  void record(const std::array<std::uint8_t, kCells>& kind, int c, const BB& string);
};

constexpr bool is_piece(std::uint8_t k) { return k == kBlack || k == kWhite || k == kTris; }

void BaseStrings::build(const Geo& g, const std::array<std::uint8_t, kCells>& kind) {
  head.fill(-1);
  std::array<BB, 4> of_kind;  // the points of each kind
  for_each_bit(g.on, [&](int x) { of_kind[kind[static_cast<std::size_t>(cell_of(x))]].set(x); });
  for_each_bit(g.on, [&](int bit) {
    const int c = cell_of(bit);
    if (!is_piece(kind[static_cast<std::size_t>(c)]) || head[static_cast<std::size_t>(c)] >= 0) return;
    const BB string = Geo::flood(BB::bit(bit), of_kind[kind[static_cast<std::size_t>(c)]]);
    record(kind, c, string);
  });
}

void BaseStrings::record(const std::array<std::uint8_t, kCells>& kind, int c, const BB& string) {
  int n = 0;
  for_each_bit(string, [&](int x) {
    head[static_cast<std::size_t>(cell_of(x))] = static_cast<std::int16_t>(c);
    for (int d : kDirs) n += kind[static_cast<std::size_t>(cell_of(x) + d)] == kEmpty;
  });
  libs[static_cast<std::size_t>(c)] = static_cast<std::int16_t>(n);
  stones[static_cast<std::size_t>(c)] = string;
}

void BaseStrings::place(const std::array<std::uint8_t, kCells>& kind, int c) {
  const std::size_t h = static_cast<std::size_t>(c);
  head[h] = static_cast<std::int16_t>(c);
  stones[h] = BB::bit(bit_of(c));
  libs[h] = 0;
  for (int d : kDirs) {
    const std::uint8_t k = kind[static_cast<std::size_t>(c + d)];
    if (k == kEmpty) ++libs[h];
    else if (is_piece(k)) --libs[static_cast<std::size_t>(head[static_cast<std::size_t>(c + d)])];
  }
  std::size_t mine = h;
  for (int d : kDirs) {
    if (kind[static_cast<std::size_t>(c + d)] != kind[h]) continue;
    std::size_t other = static_cast<std::size_t>(head[static_cast<std::size_t>(c + d)]);
    if (other == mine) continue;
    // The smaller string's points take the bigger one's head.
    std::size_t big = mine, small = other;
    if (stones[small].count() > stones[big].count()) std::swap(big, small);
    for_each_bit(stones[small], [&](int x) { head[static_cast<std::size_t>(cell_of(x))] = static_cast<std::int16_t>(big); });
    stones[big] |= stones[small];
    libs[big] = static_cast<std::int16_t>(libs[big] + libs[small]);
    mine = big;
  }
}

void BaseStrings::remove(const std::array<std::uint8_t, kCells>& kind, const BB& dead) {
  for_each_bit(dead, [&](int bit) { head[static_cast<std::size_t>(cell_of(bit))] = -1; });
  for_each_bit(dead, [&](int bit) {
    for (int d : kDirs) {
      const int y = cell_of(bit) + d;
      if (is_piece(kind[static_cast<std::size_t>(y)])) ++libs[static_cast<std::size_t>(head[static_cast<std::size_t>(y)])];
    }
  });
}

BB BaseStrings::near(const Geo& g, const BB& changed) const {
  BB points;
  for_each_bit(g.dilate(changed), [&](int bit) {
    const std::int16_t h = head[static_cast<std::size_t>(cell_of(bit))];
    if (h >= 0 && !points.test(bit)) points |= stones[static_cast<std::size_t>(h)];
  });
  return points;
}

// A string of the board after the take-back that holds a point of `old` or
// of `changed` is found whole (a flood over its kind, not limited to those
// points). One that holds neither touches no changed cell: either it holds a
// point beside one (then it was a string before, through cells that did not
// change, and touched a changed cell, so it is in `old`) or it is a string
// of the board before with the same neighbours.
void BaseStrings::rebuild(const std::array<std::uint8_t, kCells>& kind, const Stones& of_kind, const BB& changed,
                          const BB& old) {
  const BB touched = old | changed;
  for_each_bit(touched, [&](int bit) { head[static_cast<std::size_t>(cell_of(bit))] = -1; });
  for_each_bit(touched, [&](int bit) {
    const int c = cell_of(bit);
    const std::uint8_t k = kind[static_cast<std::size_t>(c)];
    if (!is_piece(k) || head[static_cast<std::size_t>(c)] >= 0) return;
    const BB string = Geo::flood(BB::bit(bit), k == kBlack ? of_kind.black : k == kWhite ? of_kind.white : of_kind.tris);
    record(kind, c, string);
  });
}

bool BaseStrings::same_as(const Geo& g, const BaseStrings& other) const {
  bool same = true;
  for_each_bit(g.on, [&](int bit) {
    const std::size_t c = static_cast<std::size_t>(cell_of(bit));
    if ((head[c] < 0) != (other.head[c] < 0)) {
      same = false;
    } else if (head[c] >= 0) {
      const std::size_t h = static_cast<std::size_t>(head[c]), o = static_cast<std::size_t>(other.head[c]);
      same &= stones[h] == other.stones[o] && libs[h] == other.libs[o];
    }
  });
  return same;
}

// The board a derivation reads and writes.
struct Cells {
  std::array<std::uint8_t, kCells> kind{};  // base board: kEmpty, kBlack, kWhite, kTris, kEdge
  std::array<std::uint8_t, kCells> hol{};   // holistic board: tris carry their attribute (kTris: neutral)
  Stones st;                                // the base board as bitboards
  BB hb, hw;                                // holistic black and white (attributed tris included)
  BB tris_black, tris_white;                // the black- and white-attribute tris
  Slots<StringRec> strings;                 // every string beside a tris, derived (one no longer beside a
                                            // tris keeps its record until a move touches its footprint)
  Slots<TrisRec> tris;                      // every tris string, derived
  BaseStrings base;                         // the strings of the base board, kept
  BB recorded_tris;                         // the tris cells with a record
  BB checked;                               // the string slots whose closedness answers need checking
};

// The cells of the base board `s`, before any derivation (tris neutral).
void set_cells(const Geo& g, const Stones& s, Cells& b) {
  b.kind.fill(kEdge);
  b.st = s;
  for (BB on = g.on; on.any();) {
    const int bit = on.pop();
    b.kind[static_cast<std::size_t>(cell_of(bit))] = s.black.test(bit)   ? kBlack
                                                     : s.white.test(bit) ? kWhite
                                                     : s.tris.test(bit)  ? kTris
                                                                         : kEmpty;
  }
  b.hol = b.kind;
  b.base.build(g, b.kind);
}

// Art. 4 to 6 on a Cells board: the attribute of every tris string.
class Deriver {
 public:
  // Brings the records, the tris cells of b.hol, b.tris_black, b.tris_white,
  // b.hb and b.hw up to date after the cells `changed` changed (on a board
  // without records: g.on). True when a tris cell's attribute changed (a
  // tris just placed was neutral before).
  bool derive(const Geo& g, const Ruleset& rules, Cells& b, const BB& changed);
  // Throws std::logic_error naming the first difference between the kept
  // records and what a derivation from scratch gives (set_mailbox_self_check).
  void self_check(const Geo& g, const Ruleset& rules, const Cells& b);

 private:
  bool update(const Geo& g, const Ruleset& rules, Cells& b, const BB& changed);
  bool kept(const Cells& b, const StringRec& r);
  int string_at(Cells& b, int c);
  void add_string(Cells& b, const StringRec& rec);
  TrisRec evaluate_tris(Cells& b, const Ruleset& rules, int first);
  StringRec evaluate_string(const Cells& b, const BB& stones, const BB& beside);
  // D-01 for the region of `size` points holding l, recorded in checks_.
  bool record_closed(const Cells& b, int l, std::uint8_t colour, int size);
  // The empty points beside no `colour` stone, once per derivation.
  const BB& free_points(const Cells& b, std::uint8_t colour);
  bool closed_now(const Cells& b, const ClosedCheck& c);
  void update_areas(const Cells& b);
  bool follow_areas(const Cells& b);
  void forget_area(std::size_t i);

  const Geo* g_ = nullptr;
  BB empty_;  // the empty points of the board derived
  // eye_rule=menggo-2019: the board as eyes_menggo2019.h reads it, built
  // when a derivation first needs it (eye_board_generation_).
  bool menggo2019_ = false;
  // D-53's reached(A) of the area holding the bit (kept per known area).
  BB reached_at(int bit);
  std::vector<ClosedCheck> checks_;
  // By string slot: the tris string being evaluated counted it (== counting_).
  std::vector<std::uint32_t> counted_;
  std::uint32_t counting_ = 0;
  // The tris-bounded areas (D-01) of the tris set `areas_tris_` met so
  // far (found by area_at, when a closedness question needs one).
  bool areas_valid_ = false;
  BB areas_tris_;
  std::vector<BB> areas_;
  std::size_t area_at(int bit);
  // Per area, its points that are not black (0) or not white (1) stones,
  // counted once per derivation (`generation_`).
  struct AreaCount {
    std::uint32_t generation[2] = {0, 0};
    int non_colour[2] = {0, 0};
    bool reached_known = false;  // eye_rule=menggo-2019: reached(A), a function of the area alone
    BB reached;
  };
  std::vector<AreaCount> counts_;
  std::uint32_t generation_ = 0;
  BB free_[2];
  std::uint32_t free_generation_[2] = {0, 0};
};

const BB& Deriver::free_points(const Cells& b, std::uint8_t colour) {
  const int ci = colour - 1;
  if (free_generation_[ci] != generation_) {
    free_generation_[ci] = generation_;
    free_[ci] = andnot(empty_, g_->dilate(colour == kBlack ? b.st.black : b.st.white));
  }
  return free_[ci];
}

void Deriver::update_areas(const Cells& b) {
  if (areas_valid_ && areas_tris_ == b.st.tris) return;
  if (!areas_valid_ || !follow_areas(b)) {
    areas_.clear();
    counts_.clear();
  }
  areas_tris_ = b.st.tris;
  areas_valid_ = true;
}

void Deriver::forget_area(std::size_t i) {
  areas_.erase(areas_.begin() + static_cast<std::ptrdiff_t>(i));
  counts_.erase(counts_.begin() + static_cast<std::ptrdiff_t>(i));
}

// Whether the orthogonal neighbours of cell c that are on the board and not
// tris are joined through the eight cells around c (each next to the one
// before it), so that taking c out of their area does not split it.
bool joined_around(const Cells& b, int c) {
  constexpr int kRing[8] = {-kStride, -kStride + 1, 1, kStride + 1, kStride, kStride - 1, -1, -kStride - 1};
  bool open[8];
  int start = -1;
  for (int i = 0; i < 8; ++i) {
    const std::uint8_t k = b.kind[static_cast<std::size_t>(c + kRing[i])];
    open[i] = k != kTris && k != kEdge;
    if (!open[i] && start < 0) start = i;
  }
  if (start < 0) return true;
  int run = 0, orthogonal_run = -1;
  for (int j = 1; j <= 8; ++j) {
    const int i = (start + j) % 8;
    if (!open[i]) continue;
    if (!open[(i + 7) % 8]) ++run;
    if (i % 2 != 0) continue;  // even places are the orthogonal neighbours
    if (orthogonal_run < 0) orthogonal_run = run;
    else if (orthogonal_run != run) return false;
  }
  return true;
}

// The known areas brought up to date from those of areas_tris_ when the
// change is one tris placed (a tris move) or tris removed; false for any
// other change (then every area is found again when met). A placed tris
// leaves its area, which stays one area when the points around it join its
// neighbours (else it is forgotten); removed tris, a group of adjacent ones
// at a time, join the areas beside them into one (forgotten when one of
// those is not known).
bool Deriver::follow_areas(const Cells& b) {
  const BB added = andnot(b.st.tris, areas_tris_), removed = andnot(areas_tris_, b.st.tris);
  if (removed.none() && added.count() == 1) {
    const int p = added.lowest();
    for (std::size_t i = 0; i < areas_.size(); ++i) {
      if (!areas_[i].test(p)) continue;
      areas_[i].reset(p);
      counts_[i] = AreaCount{};
      if (areas_[i].none() || !joined_around(b, cell_of(p))) forget_area(i);
      break;
    }
    return true;
  }
  if (added.any()) return false;
  const BB open = andnot(g_->on, b.st.tris);
  for (BB r = removed; r.any();) {
    const BB group = Geo::flood(BB::bit(r.lowest()), removed);
    r = andnot(r, group);
    const BB beside = g_->adjacent(group) & open;
    BB merged = group;
    for (std::size_t i = areas_.size(); i-- > 0;) {
      if (!intersects(areas_[i], beside)) continue;
      merged |= areas_[i];
      forget_area(i);
    }
    if (andnot(beside, merged).none()) {
      areas_.push_back(merged);
      counts_.emplace_back();
    }
  }
  return true;
}

// The index of the area holding the bit (a few areas are met per tris set:
// a scan is cheaper than labelling every point).
std::size_t Deriver::area_at(int bit) {
  for (std::size_t i = 0; i < areas_.size(); ++i)
    if (areas_[i].test(bit)) return i;
  areas_.push_back(Geo::flood(BB::bit(bit), andnot(g_->on, areas_tris_)));
  counts_.emplace_back();
  return areas_.size() - 1;
}

// D-01: the region of `colour` holding the cell, of `size` points, is closed
// when its tris-bounded area holds more points that are not `colour` stones.
bool Deriver::closed_now(const Cells& b, const ClosedCheck& c) {
  const std::size_t a = area_at(bit_of(c.cell));
  // The count of each area and colour, once per derivation.
  AreaCount& n = counts_[a];
  const int ci = c.colour - 1;
  if (n.generation[ci] != generation_) {
    n.generation[ci] = generation_;
    n.non_colour[ci] = andnot(areas_[a], c.colour == kBlack ? b.st.black : b.st.white).count();
  }
  return n.non_colour[ci] > c.size;
}

bool Deriver::record_closed(const Cells& b, int l, std::uint8_t colour, int size) {
  ClosedCheck c{static_cast<std::int16_t>(l), colour, false, static_cast<std::int16_t>(size)};
  c.closed = closed_now(b, c);
  checks_.push_back(c);
  return c.closed;
}

BB Deriver::reached_at(int bit) {
  const std::size_t a = area_at(bit);
  AreaCount& n = counts_[a];
  if (!n.reached_known) {
    n.reached = menggo2019_reached(*g_, areas_[a]);
    n.reached_known = true;
  }
  return n.reached;
}

bool Deriver::kept(const Cells& b, const StringRec& r) {
  if (menggo2019_) {
    if (r.n_open > Menggo2019Growth::kMaxOpen) return false;
    for (int i = 0; i < r.n_open; ++i) {
      const Menggo2019Open& o = r.open[static_cast<std::size_t>(i)];
      if (menggo2019_inner(r.stones, o.region, reached_at(o.region.lowest())) != o.inner) return false;
    }
    return true;
  }
  if (r.n_checks > kMaxChecks) return false;
  for (int i = 0; i < r.n_checks; ++i)
    if (closed_now(b, r.checks[static_cast<std::size_t>(i)]) != r.checks[static_cast<std::size_t>(i)].closed)
      return false;
  return true;
}

// TG-4.3 for the string `stones` (`beside`: the points next to it), from
// its liberties as the file's head describes. The empty strings and regions
// grow from a liberty a step at a time (by shifts) and stop at the first
// step that meets another c string (an empty string) or a free point (a
// region). The footprint is every cell these steps read: the points reached
// and their neighbours. What the steps find is not shared with another
// string's evaluation (the free points are, but a point is free by its own
// neighbours, and it is read only on points reached), so that the footprint
// covers everything the verdict came from.
StringRec Deriver::evaluate_string(const Cells& b, const BB& stones, const BB& beside) {
  const Geo& g = *g_;
  StringRec rec;
  rec.colour = b.kind[static_cast<std::size_t>(cell_of(stones.lowest()))];
  const std::uint8_t colour = rec.colour;
  const BB& own = colour == kBlack ? b.st.black : b.st.white;
  const BB& other = colour == kBlack ? b.st.white : b.st.black;
  rec.stones = stones;
  checks_.clear();
  if (menggo2019_) {
    const Menggo2019Growth gr =
        menggo2019_grow(g, own, other, b.st.tris, stones, beside, [&](int bit) { return reached_at(bit); });
    rec.eye = gr.eye;
    rec.footprint = gr.footprint | stones | beside;
    rec.n_open = static_cast<std::uint8_t>(gr.n_open);
    rec.open = gr.open;
    return rec;
  }
  BB read = stones | beside;
  const BB libs = read & empty_;
  const BB& free = free_points(b, colour);
  const BB region_points = empty_ | other;
  // What the searches found so far: parts of empty strings that are not
  // exclusive, whole empty strings that are, parts of free regions, and
  // the empty strings and regions judged already.
  BB bad, exclusive, free_parts, judged;
  // The empty string of l (in `e`; `touches_other`: it touches a stone of
  // the other colour); false when it is not exclusive.
  const std::uint8_t o = opposite(colour);
  auto exclusive_string = [&](int l, BB& e, bool& touches_other) {
    e = BB::bit(l);
    touches_other = false;
    if (exclusive.test(l)) return true;  // only a region's check meets one again: e is not used
    // The first step by the cells (l is in `read`, as a liberty): most
    // empty strings met are one point, or a point beside another c string.
    bool alone = true;
    for (int d : kDirs) {
      const int y = cell_of(l) + d;
      const std::uint8_t k = b.kind[static_cast<std::size_t>(y)];
      if (k == kEdge) continue;
      read.set(bit_of(y));
      if (k == colour && !rec.stones.test(bit_of(y))) {
        bad.set(l);
        return false;
      }
      alone &= k != kEmpty;
      touches_other |= k == o;
    }
    if (bad.test(l)) return false;
    if (alone) {
      exclusive.set(l);
      return true;
    }
    for (;;) {
      const BB around = g.dilate(e);
      // Beside another c string, or a part of one that is: not exclusive (TG-4.3.2).
      if (andnot(around & own, rec.stones).any() || intersects(e, bad)) {
        read |= around;
        bad |= e;
        return false;
      }
      const BB grown = around & empty_;
      if (grown == e) {
        read |= around;
        exclusive |= e;
        touches_other = intersects(around, other);
        return true;
      }
      e = grown;
    }
  };
  bool eye = false;
  for (BB lb = libs; lb.any() && !eye;) {
    const int l = lb.pop();
    // An exclusive empty string met before was judged (case 2, or inside a
    // judged region) or lies in a free region: nothing more to learn.
    if (judged.test(l) || exclusive.test(l)) continue;
    BB e;
    bool touches_other;
    if (!exclusive_string(l, e, touches_other)) continue;
    if (!touches_other) {
      // Case 2: the region is e, judged once however many liberties it holds.
      judged |= e;
      eye = record_closed(b, cell_of(l), colour, e.count());
      continue;
    }
    BB r = BB::bit(l);
    bool is_free = false;
    for (;;) {
      const BB around = g.dilate(r);
      if (intersects(r, free) || intersects(r, free_parts)) {
        is_free = true;
        read |= around;
        break;
      }
      const BB grown = around & region_points;
      if (grown == r) {
        read |= around;
        break;
      }
      r = grown;
    }
    if (is_free) {
      free_parts |= r;
      continue;
    }
    judged |= r;
    bool all_exclusive = true;
    for (BB lb2 = libs & r; lb2.any() && all_exclusive;) {
      BB e2;
      bool unused;
      all_exclusive = exclusive_string(lb2.pop(), e2, unused);
    }
    eye = all_exclusive && record_closed(b, cell_of(l), colour, r.count());
  }
  rec.eye = eye;
  rec.footprint = read;
  if (checks_.size() > static_cast<std::size_t>(kMaxChecks)) {
    rec.n_checks = kMaxChecks + 1;
  } else {
    rec.n_checks = static_cast<std::uint8_t>(checks_.size());
    std::copy(checks_.begin(), checks_.end(), rec.checks.begin());
  }
  return rec;
}

// The slot of the derived string holding the stone at cell c (derived now
// if needed).
int Deriver::string_at(Cells& b, int c) {
  const int known = b.strings.at(c);
  if (known >= 0) return known;
  const BB& stones = b.base.stones[static_cast<std::size_t>(b.base.head[static_cast<std::size_t>(c)])];
  add_string(b, evaluate_string(b, stones, g_->adjacent(stones)));
  return b.strings.at(c);
}

void Deriver::add_string(Cells& b, const StringRec& rec) {
  const int i = b.strings.add(rec, rec.stones);
  if (has_checks(rec)) b.checked.set(i);
}

// TG-6 for the tris string holding cell `first`.
TrisRec Deriver::evaluate_tris(Cells& b, const Ruleset& rules, int first) {
  if (++counting_ == 0) {  // a wrapped stamp would match stale marks
    std::fill(counted_.begin(), counted_.end(), 0);
    counting_ = 1;
  }
  // The tris string, then the stones beside it.
  TrisRec rec;
  rec.cells = b.base.stones[static_cast<std::size_t>(b.base.head[static_cast<std::size_t>(first)])];
  rec.footprint = g_->dilate(rec.cells);
  if (rules.attribute_rule == AttributeRule::Bonds) {
    // MengGo 2013 (M13-5, D-62, D-63): the (piece, stone) pairs of each
    // colour, read from the string's neighbours alone; more black bonds
    // black, more white white, equal neutral.
    int black = 0, white = 0;
    for_each_bit(rec.cells, [&](int x) {
      for (int d : kDirs) {
        const std::uint8_t k = b.kind[static_cast<std::size_t>(cell_of(x) + d)];
        black += k == kBlack;
        white += k == kWhite;
      }
    });
    rec.hol = black > white ? kBlack : white > black ? kWhite : kTris;
    return rec;
  }
  int by = 0, wy = 0, bo = 0, wo = 0;
  for_each_bit(rec.footprint & (b.st.black | b.st.white), [&](int y) {
    const std::size_t k = static_cast<std::size_t>(string_at(b, cell_of(y)));
    if (k >= counted_.size()) counted_.resize(k + 1, 0);
    if (counted_[k] == counting_) return;
    counted_[k] = counting_;
    const StringRec& s = b.strings[static_cast<int>(k)];
    if (s.colour == kBlack) (s.eye ? by : bo) += 1;
    else (s.eye ? wy : wo) += 1;
  });
  const char* branch = "";
  const Attribute a = attribute_rule(by, wy, bo, wo, rules, branch);
  rec.hol = a == Attribute::Black ? kBlack : a == Attribute::White ? kWhite : kTris;
  return rec;
}

// set_mailbox_self_check: read with relaxed loads (a test switch; nothing
// else is published through it).
std::atomic<bool> self_check_on{false};
bool self_checking() { return self_check_on.load(std::memory_order_relaxed); }

bool Deriver::derive(const Geo& g, const Ruleset& rules, Cells& b, const BB& changed) {
  const bool attributes_changed = update(g, rules, b, changed);
  if (self_checking()) self_check(g, rules, b);
  return attributes_changed;
}

void Deriver::self_check(const Geo& g, const Ruleset& rules, const Cells& b) {
  auto fail = [](const std::string& what) { throw std::logic_error("mailbox self-check: " + what); };
  // The attributes, against a derivation from scratch of the same base board.
  Cells fresh;
  set_cells(g, b.st, fresh);
  Deriver d;
  d.update(g, rules, fresh, g.on);
  for_each_bit(g.on, [&](int bit) {
    const std::size_t c = static_cast<std::size_t>(cell_of(bit));
    if (b.hol[c] != fresh.hol[c]) fail("the holistic board differs at bit " + std::to_string(bit));
  });
  if (b.tris_black != fresh.tris_black || b.tris_white != fresh.tris_white || b.hb != fresh.hb ||
      b.hw != fresh.hw || b.recorded_tris != b.st.tris)
    fail("the attributed tris sets differ");
  // Every verdict kept is a whole string's, and what judging it again gives.
  d.g_ = &g;
  d.empty_ = andnot(g.on, b.st.occupied());
  d.update_areas(b);
  ++d.generation_;
  BB recorded;
  std::optional<EyeBoard> eye_board;
  for_each_bit(b.strings.live(), [&](int i) {
    const StringRec& r = b.strings[i];
    const BB& own = r.colour == kBlack ? b.st.black : b.st.white;
    if (r.stones.none() || Geo::flood(BB::bit(r.stones.lowest()), own) != r.stones)
      fail("string record " + std::to_string(i) + " is not a whole string");
    recorded |= r.stones;
    const StringRec again = d.evaluate_string(b, r.stones, g.adjacent(r.stones));
    bool same_checks = again.n_checks == r.n_checks;
    for (int j = 0; same_checks && j < r.n_checks && j < kMaxChecks; ++j) {
      const ClosedCheck &x = again.checks[static_cast<std::size_t>(j)], &y = r.checks[static_cast<std::size_t>(j)];
      same_checks = x.cell == y.cell && x.colour == y.colour && x.closed == y.closed && x.size == y.size;
    }
    for (int j = 0; same_checks && j < r.n_open && j < Menggo2019Growth::kMaxOpen; ++j) {
      const Menggo2019Open &x = again.open[static_cast<std::size_t>(j)], &y = r.open[static_cast<std::size_t>(j)];
      same_checks = again.n_open == r.n_open && x.region == y.region && x.inner == y.inner;
    }
    same_checks &= again.n_open == r.n_open;
    if (again.eye != r.eye || again.footprint != r.footprint || !same_checks)
      fail("string record " + std::to_string(i) + " differs from its judgement again");
    // eye_rule=menggo-2019: and the verdict of the engine's literal
    // derivation (the parts of the whole area, eyes_menggo2019.h), which the
    // growth claims to equal.
    if (d.menggo2019_) {
      if (!eye_board) eye_board.emplace(g, b.st);
      if (menggo2019_has_private_eye(*eye_board, r.stones, r.colour == kBlack ? Side::Black : Side::White) != r.eye)
        fail("string record " + std::to_string(i) + " differs from the 2019 verdict by the parts of its area");
    }
    if (b.checked.test(i) != has_checks(r)) fail("the checked set is wrong at " + std::to_string(i));
  });
  if (andnot(b.checked, b.strings.live()).any()) fail("a free string slot is checked");
  // (Bonds read no verdicts: no string records.)
  if (rules.attribute_rule == AttributeRule::Bonds ? recorded.any()
                                                   : andnot(g.adjacent(b.st.tris) & (b.st.black | b.st.white), recorded).any())
    fail(rules.attribute_rule == AttributeRule::Bonds ? "a string has a record under bonds"
                                                      : "a string beside a tris has no record");
  // Every tris string has one record, with the attribute found above.
  BB tris;
  for_each_bit(b.tris.live(), [&](int i) {
    const TrisRec& r = b.tris[i];
    if (r.cells.none() || Geo::flood(BB::bit(r.cells.lowest()), b.st.tris) != r.cells)
      fail("tris record " + std::to_string(i) + " is not a whole tris string");
    if (r.footprint != g.dilate(r.cells) || r.hol != fresh.hol[static_cast<std::size_t>(cell_of(r.cells.lowest()))])
      fail("tris record " + std::to_string(i) + " differs from a derivation from scratch");
    tris |= r.cells;
  });
  if (tris != b.st.tris) fail("the tris records do not cover the tris");
  // Every known area is a whole tris-bounded area of this board.
  if (areas_valid_) {
    if (areas_tris_ != b.st.tris) fail("the known areas are of another tris set");
    BB met;
    for (const BB& a : areas_) {
      if (a.none() || intersects(a, met) || Geo::flood(BB::bit(a.lowest()), andnot(g.on, b.st.tris)) != a)
        fail("a known area is not a tris-bounded area");
      met |= a;
    }
  }
  if (!b.strings.consistent(g, [](const StringRec& r) { return r.stones; }) ||
      !b.tris.consistent(g, [](const TrisRec& r) { return r.cells; }))
    fail("the cells' slot sets differ from the records");
}

bool Deriver::update(const Geo& g, const Ruleset& rules, Cells& b, const BB& changed) {
  g_ = &g;
  menggo2019_ = rules.eye_rule == EyeRule::Menggo2019;
  empty_ = andnot(g.on, b.st.occupied());
  update_areas(b);
  if (++generation_ == 0) {  // a wrapped generation would match stale counts
    counts_.assign(counts_.size(), AreaCount{});
    free_generation_[0] = free_generation_[1] = 0;
    generation_ = 1;
  }
  // The strings whose verdicts may have changed: a changed cell in the
  // footprint, or a closedness answer that changed.
  BB dirty = b.strings.watching(changed);
  // (eye_rule=menggo-2019: the D-53 answers depend on the tris-bounded areas
  // alone, so they are asked again only when the tris changed; recorded_tris
  // is still the tris set of the board the records were last brought up to
  // date on.)
  const bool ask = !menggo2019_ || b.recorded_tris != b.st.tris;
  for (BB k = ask ? andnot(b.checked, dirty) : BB{}; k.any();) {
    const int i = k.pop();
    if (!kept(b, b.strings[i])) dirty.set(i);
  }
  // Each is judged again in its slot when its stones are still there (with
  // the stones that joined it: a string grown by a move keeps its record),
  // else dropped. `redone`: the points beside strings that are gone or
  // joined another, or whose verdict changed (the tris there are derived
  // again; a tris beside a grown string whose verdict stands counts the
  // same, and one beside the new stones has them in its footprint).
  BB redone;
  auto drop_string = [&](int i) {
    b.strings.drop(i, b.strings[i].stones);
    b.checked.reset(i);
  };
  for (BB k = dirty; k.any();) {
    const int i = k.pop();
    const BB stones = b.strings[i].stones;
    const bool was = b.strings[i].eye;
    const BB& own = b.strings[i].colour == kBlack ? b.st.black : b.st.white;
    if (andnot(stones, own).any()) {  // removed, or split by a take-back
      redone |= g.adjacent(stones);
      drop_string(i);
      continue;
    }
    BB now = stones;
    BB beside = g.adjacent(stones);
    if (intersects(beside, own)) {  // joined by new stones (it was a whole string)
      now = b.base.stones[static_cast<std::size_t>(b.base.head[static_cast<std::size_t>(cell_of(stones.lowest()))])];
      beside = g.adjacent(now);
      for_each_bit(andnot(now, stones), [&](int x) {
        const int j = b.strings.at(cell_of(x));
        if (j < 0) return;
        redone |= g.adjacent(b.strings[j].stones);
        drop_string(j);
        k.reset(j);
      });
    }
    if (!intersects(beside, b.st.tris)) {  // no attribute reads the verdict
      drop_string(i);
      continue;
    }
    const StringRec rec = evaluate_string(b, now, beside);
    if (rec.eye != was) redone |= beside;
    b.strings.replace(i, rec, andnot(now, stones));
    if (has_checks(rec)) b.checked.set(i);
    else b.checked.reset(i);
  }
  // The tris strings whose attributes may have changed: a changed cell in
  // the footprint, or a string beside them redone.
  BB dirty_tris = b.tris.watching(changed);
  for (BB t = redone & b.st.tris; t.any();) {
    const int i = b.tris.at(cell_of(t.pop()));
    if (i >= 0) dirty_tris.set(i);
  }
  // The tris string of a record is gone when a cell of it is no longer a
  // tris or a tris is beside it (new, as the record's string was whole):
  // then the record is dropped, else derived again in its slot. Then every
  // tris without a record is derived.
  bool attributes_changed = false;
  auto set_attribute = [&](const TrisRec& rec) {
    for_each_bit(rec.cells, [&](int c) {
      std::uint8_t& h = b.hol[static_cast<std::size_t>(cell_of(c))];
      attributes_changed |= h != rec.hol;
      h = rec.hol;
    });
    b.tris_black = andnot(b.tris_black, rec.cells);
    b.tris_white = andnot(b.tris_white, rec.cells);
    if (rec.hol == kBlack) b.tris_black |= rec.cells;
    else if (rec.hol == kWhite) b.tris_white |= rec.cells;
  };
  BB again;
  for (BB k = dirty_tris; k.any();) {
    const int i = k.pop();
    const BB cells = b.tris[i].cells;
    if (andnot(cells, b.st.tris).none() && !intersects(g.adjacent(cells), b.st.tris)) {
      again.set(i);
      continue;
    }
    b.tris_black = andnot(b.tris_black, cells);
    b.tris_white = andnot(b.tris_white, cells);
    b.recorded_tris = andnot(b.recorded_tris, cells);
    b.tris.drop(i, cells);
  }
  for (BB k = again; k.any();) {
    const int i = k.pop();
    const TrisRec rec = evaluate_tris(b, rules, cell_of(b.tris[i].cells.lowest()));
    set_attribute(rec);
    b.tris.replace(i, rec);
  }
  for (BB t = andnot(b.st.tris, b.recorded_tris); t.any();) {
    const TrisRec rec = evaluate_tris(b, rules, cell_of(t.lowest()));
    t = andnot(t, rec.cells);
    set_attribute(rec);
    b.recorded_tris |= rec.cells;
    b.tris.add(rec, rec.cells);
  }
  b.hb = b.st.black | b.tris_black;
  b.hw = b.st.white | b.tris_white;
  return attributes_changed;
}

void check_base_strings(const Geo& g, const Cells& b, const BaseStrings& strings) {
  BaseStrings fresh;
  fresh.build(g, b.kind);
  if (!strings.same_as(g, fresh))
    throw std::logic_error("mailbox self-check: the base strings differ from a derivation from scratch");
}

struct MailboxState {
  Cells b;
  std::uint64_t hash = 0;
  EmptyList<kBits> empties;
  int next_move = 1;
  int passes = 0;
  // Under a D-06 cascade: known that no holistic black or white string is
  // without liberties (the cascade ran after the last move, or was shown to
  // have nothing to remove), so that a move that changes no attribute leaves
  // none (see attempt) and needs no cascade. Not known at the start.
  bool clean = false;
};

class MailboxTrisPlayout final : public InPlacePlayout<MailboxState> {
 public:
  explicit MailboxTrisPlayout(const Position& start);

  Move step(PlayoutRng& rng) override;
  bool legal(Point p) const override {
    const int b = g_.bit(p);
    if (s_.b.kind[static_cast<std::size_t>(cell_of(b))] != kEmpty) return false;
    MailboxTrisPlayout trial = *this;
    return trial.attempt(b, to_move());
  }
  bool own_eye(Point p) const override { return own_eye_at(cell_of(g_.bit(p)), to_move().side); }
  Board board() const override {
    Board b(*BoardSize::make(g_.n));
    write_board(g_, s_.b.st, b);
    return b;
  }
  Attribute attribute(Point p) const override {
    const std::size_t c = static_cast<std::size_t>(cell_of(g_.bit(p)));
    if (s_.b.kind[c] != kTris) return Attribute::Neutral;
    return s_.b.hol[c] == kBlack ? Attribute::Black : s_.b.hol[c] == kWhite ? Attribute::White : Attribute::Neutral;
  }
  Score score() const override { return score_layer(make_layer(g_, s_.b.st, rules_), rules_); }
  Winner winner() const override { return score().winner; }
  std::string_view implementation() const override { return "mailbox-tris"; }

  // For the tests (mailbox_holistic_after): plays the slot's piece at p,
  // false when it is illegal.
  bool play_at(Point p) {
    const int bit = g_.bit(p);
    if (s_.b.kind[static_cast<std::size_t>(cell_of(bit))] != kEmpty || !attempt(bit, to_move())) return false;
    commit(bit);
    return true;
  }
  Stones holistic() const { return Stones{s_.b.hb, s_.b.hw, andnot(s_.b.st.tris, s_.b.hb | s_.b.hw)}; }

 private:
  bool own_eye_at(int c, Side side) const {
    const std::uint8_t own = colour_of(side);
    for (int d : kDirs) {
      const std::uint8_t k = s_.b.kind[static_cast<std::size_t>(c + d)];
      if (k != own && k != kEdge) return false;
    }
    return true;
  }
  // Whether the holistic string at cell x has a liberty other than cell p
  // (-1: none); when it has none, its points are left in string_.
  bool has_other_liberty(int x, int p);
  bool tris_forbidden(int c, std::uint8_t mover);
  // Plays the slot's piece at the empty bit b when legal (true); otherwise
  // leaves the state as it was.
  bool attempt(int bit, const Slot& slot);
  // Removes the pieces at `dead`, logged in removed_.
  void remove_cells(const BB& dead);
  // Takes back the attempt at bit (see attempt); `hash` is the board's before it.
  void restore(int bit, std::uint64_t hash);
  void commit(int b);
  BB dead(const BB& hol) const {
    const BB empty = andnot(g_.on, s_.b.st.occupied());
    return andnot(hol, Geo::flood(hol & g_.dilate(empty), hol));
  }

  const Geo& g_;
  // What the move being attempted changed: the occupied points before it
  // and the pieces it removed (captures and the cascade), by bit.
  BB occupied_before_;
  std::vector<std::pair<std::int16_t, std::uint8_t>> removed_;
  Deriver deriver_;
  BB string_;
};

MailboxTrisPlayout::MailboxTrisPlayout(const Position& start)
    : InPlacePlayout(start), g_(Geo::of(start.board.size().n())) {
  Cells& b = s_.b;
  set_cells(g_, stones_of(g_, start.board), b);
  deriver_.derive(g_, rules_, b, g_.on);
  s_.hash = Zobrist::get().hash(b.st);
  for (BB e = andnot(g_.on, b.st.occupied()); e.any();) s_.empties.add(e.pop());
  s_.next_move = start.next_move;
  s_.passes = start.passes;
  seed_seen(start, order_, seen_);
  start_ = s_;
}

bool MailboxTrisPlayout::has_other_liberty(int x, int p) {
  // The holistic string is a union of whole base strings (stones of its
  // colour, tris strings with its attribute), each kept with its
  // pseudo-liberties: a base string has a liberty other than p (p, when
  // given, is empty) iff it has more pseudo-liberties than pieces beside p.
  // Most often x's own base string answers; else the base strings of the
  // holistic string are met through the cells beside their points (cell
  // reads, where a growth by shifts cost a dozen 6-word operations a step),
  // and the first with such a liberty answers.
  const BaseStrings& base = s_.b.base;
  const auto& hol = s_.b.hol;
  const auto free_beside = [&](std::int16_t head) {
    int at_p = 0;
    if (p >= 0)
      for (int d : kDirs) at_p += base.head[static_cast<std::size_t>(p + d)] == head;
    return base.libs[static_cast<std::size_t>(head)] > at_p;
  };
  const std::int16_t first = base.head[static_cast<std::size_t>(x)];
  if (free_beside(first)) return true;
  const std::uint8_t h = hol[static_cast<std::size_t>(x)];
  string_ = base.stones[static_cast<std::size_t>(first)];
  std::array<std::int16_t, kBits> queue;
  int n = 0;
  queue[static_cast<std::size_t>(n++)] = first;
  for (int i = 0; i < n; ++i) {
    bool found = false;
    for_each_bit(base.stones[static_cast<std::size_t>(queue[static_cast<std::size_t>(i)])], [&](int bit) {
      for (int d : kDirs) {
        const int y = cell_of(bit) + d;
        if (found || hol[static_cast<std::size_t>(y)] != h || string_.test(bit_of(y))) continue;
        const std::int16_t other = base.head[static_cast<std::size_t>(y)];
        if (free_beside(other)) {
          found = true;
          continue;
        }
        string_ |= base.stones[static_cast<std::size_t>(other)];
        queue[static_cast<std::size_t>(n++)] = other;
      }
    });
    if (found) return true;
  }
  return false;
}

// TG-7 (D-08 before-recompute, D-09, D-10) for a tris of `mover` at the empty
// cell c, as layer_tris_forbidden (optimized/engine/moves.cpp) judges it.
bool MailboxTrisPlayout::tris_forbidden(int c, std::uint8_t mover) {
  const auto& hol = s_.b.hol;
  const auto& kind = s_.b.kind;
  for (int d : kDirs) {
    const std::uint8_t h = hol[static_cast<std::size_t>(c + d)];
    if ((h == kBlack || h == kWhite) && !has_other_liberty(c + d, c)) return true;  // TG-7.1
  }
  std::uint8_t owners[2] = {opposite(mover), opposite(mover)};
  int n_owners = 1;
  if (rules_.tris_forbid == TrisForbid::Any) {
    owners[0] = kBlack;
    owners[1] = kWhite;
    n_owners = 2;
  }
  for (int i = 0; i < n_owners; ++i) {
    const std::uint8_t owner = owners[i];
    int own = 0, other = 0, empty = 0;
    for (int d : kDirs) {
      const std::size_t q = static_cast<std::size_t>(c + d);
      if (kind[q] == kEdge) continue;
      if (hol[q] == owner) ++own;
      else if (hol[q] == opposite(owner)) ++other;
      else if (kind[q] == kEmpty) ++empty;
    }
    if (own > 0 && other == 0 && empty == 0) return true;  // TG-7.2: a one-liberty eye
    if (other > 0 || empty != 1 || own < 2) continue;       // TG-7.3: a tiger's mouth?
    if (rules_.tiger_mouth == TigerMouth::Diagonal) {
      bool diagonal = false;
      for (int d : {-kStride - 1, -kStride + 1, kStride - 1, kStride + 1})
        if (hol[static_cast<std::size_t>(c + d)] == owner) diagonal = true;
      if (!diagonal) continue;
    }
    return true;
  }
  return false;
}

void MailboxTrisPlayout::remove_cells(const BB& dead) {
  Cells& b = s_.b;
  for (BB d = dead; d.any();) {
    const int bit = d.pop();
    const std::size_t c = static_cast<std::size_t>(cell_of(bit));
    const std::uint8_t k = b.kind[c];
    removed_.emplace_back(static_cast<std::int16_t>(bit), k);
    s_.hash ^= key_of(k, bit);
    b.kind[c] = kEmpty;
    b.hol[c] = kEmpty;
  }
  b.st.black = andnot(b.st.black, dead);
  b.st.white = andnot(b.st.white, dead);
  b.st.tris = andnot(b.st.tris, dead);
  s_.b.base.remove(b.kind, dead);
}

// D-06 after a move, as optimized/engine/moves.cpp runs it: `dead(colour)` gives the holistic strings of
// colour (1 black, 2 white) without liberties, `step(gone)` removes them and
// derives the attributes again (false once the cascade's bound is passed).
// opponent-first: after each removal the opponent's strings first again;
// simultaneous: both colours at once. cascade=none removes nothing here.
template <class Dead, class Step>
void run_cascade(Cascade cascade, std::uint8_t them, std::uint8_t me, Dead&& dead, Step&& step) {
  if (cascade == Cascade::OpponentFirst) {
    for (bool removed = true; removed;) {
      removed = false;
      for (const std::uint8_t colour : {them, me}) {
        const BB gone = dead(colour);
        if (gone.none()) continue;
        if (!step(gone)) return;
        removed = true;
        break;
      }
    }
  } else if (cascade == Cascade::Simultaneous) {
    for (;;) {
      const BB gone = dead(them) | dead(me);
      if (gone.none() || !step(gone)) return;
    }
  }
}

// The engine's order of checks (optimized/engine/moves.cpp): Art. 7 for a tris;
// for a stone the captures judged with the old attributes and D-07; then
// the piece is placed, the attributes recomputed, the D-06 cascade run, and
// Art. 10 judged on the board left. Illegal after placing: restored.
bool MailboxTrisPlayout::attempt(int bit, const Slot& slot) {
  const int c = cell_of(bit);
  const std::uint8_t me = colour_of(slot.side), them = opposite(me);
  const bool tris = slot.kind == SlotKind::Tris;
  Cells& b = s_.b;
  BB captured;
  bool suicide_played = false;
  if (tris) {
    if (tris_forbidden(c, me)) return false;
  } else {
    bool liberty = false;
    for (int d : kDirs) {
      const int y = c + d;
      const std::uint8_t k = b.kind[static_cast<std::size_t>(y)];
      const std::uint8_t h = b.hol[static_cast<std::size_t>(y)];
      if (k == kEmpty) {
        liberty = true;
      } else if (h == them) {
        if (captured.test(bit_of(y)) || has_other_liberty(y, c)) continue;
        captured |= string_;
      } else if (h == me && !liberty) {
        liberty = has_other_liberty(y, c);
      }
    }
    // TG-9.2 step 4 takes every string of the opponent without liberties,
    // also one left so by an earlier recompute (D-06 cascade=none, or a
    // start position): none exists on a clean board. Such a string is not
    // beside c (c is empty), but it may be beside the string c joins, which
    // its removal then gives a liberty.
    const BB leftover = s_.clean ? BB{} : dead(them == kBlack ? b.hb : b.hw);
    suicide_played = !liberty && captured.none();
    if (suicide_played && leftover.any()) {
      const BB& mine = me == kBlack ? b.hb : b.hw;
      suicide_played = !intersects(g_.dilate(Geo::flood(BB::bit(bit), mine | BB::bit(bit))), leftover);
    }
    if (suicide_played && rules_.suicide == Suicide::Forbidden) return false;
    captured |= leftover;
  }
  // No copy of the state is taken: an attempt that turns out illegal after
  // placing (Art. 10: a ko, a suicide that brings back a board; or a cascade
  // contradiction) is taken back by restore() from what it logged.
  const std::uint8_t piece = tris ? std::uint8_t{kTris} : me;
  const std::uint64_t hash_before = s_.hash;
  occupied_before_ = b.st.occupied();
  removed_.clear();
  b.kind[static_cast<std::size_t>(c)] = piece;
  b.hol[static_cast<std::size_t>(c)] = piece;
  (tris ? b.st.tris : me == kBlack ? b.st.black : b.st.white).set(bit);
  s_.b.base.place(b.kind, c);
  s_.hash ^= key_of(piece, bit);
  remove_cells(captured);
  const bool attributes_changed = deriver_.derive(g_, rules_, b, captured | BB::bit(bit));
  // D-06: strings left without liberties by the attribute changes.
  const int bound = 4 * g_.n * g_.n;
  int rounds = 0;
  bool contradiction = false;
  auto step = [&](const BB& gone) {
    if (++rounds > bound) {
      contradiction = true;
      return false;
    }
    remove_cells(gone);
    deriver_.derive(g_, rules_, b, gone);
    return true;
  };
  // On a clean board, a move that changes no attribute leaves every
  // holistic string with a liberty: the captures above took the opponent's
  // strings whose last liberty it filled, a stone's own string keeps one
  // (not a suicide), a tris fills no string's last liberty (TG-7.1, judged
  // on this holistic board: D-08 before-recompute, this board's setting)
  // and is neutral, and only c and the captured points changed on the
  // holistic board. The cascade would remove nothing.
  const bool cascade_needed = attributes_changed || suicide_played || !s_.clean;
  if (rules_.cascade == Cascade::None) {
    if (suicide_played && b.hol[static_cast<std::size_t>(c)] == me && !has_other_liberty(c, -1)) step(string_);
  } else if (cascade_needed) {
    run_cascade(rules_.cascade, them, me, [&](std::uint8_t colour) { return dead(colour == kBlack ? b.hb : b.hw); },
                step);
  }
  if (contradiction || repeats(hash_before, s_.hash, slot)) {
    restore(bit, hash_before);  // rebuilds the base strings
    return false;
  }
  if (self_checking()) check_base_strings(g_, b, b.base);
  if (rules_.cascade != Cascade::None) s_.clean = true;
  return true;
}

// The pieces removed are put back and the piece placed taken away; then the
// derivation is brought up to date over those cells, as after any move: the
// kept records hold for the board after the attempt, and going back is just
// another change of those cells (the attributes depend only on the base
// board, so they come out as they were).
void MailboxTrisPlayout::restore(int bit, std::uint64_t hash) {
  Cells& b = s_.b;
  BB changed = BB::bit(bit);
  for (const auto& [r, k] : removed_) changed.set(r);
  const BB old_strings = s_.b.base.near(g_, changed);
  for (const auto& [r, k] : removed_) {
    const std::size_t c = static_cast<std::size_t>(cell_of(r));
    b.kind[c] = k;
    b.hol[c] = k;
    (k == kBlack ? b.st.black : k == kWhite ? b.st.white : b.st.tris).set(r);
    changed.set(r);
  }
  // After the log: the piece placed may be among the pieces removed.
  const std::size_t c = static_cast<std::size_t>(cell_of(bit));
  b.kind[c] = kEmpty;
  b.hol[c] = kEmpty;
  b.st.black.reset(bit);
  b.st.white.reset(bit);
  b.st.tris.reset(bit);
  // The piece taken back may have joined strings, and the pieces put back
  // are strings again: the strings at the changed cells are found again.
  s_.b.base.rebuild(b.kind, b.st, changed, old_strings);
  if (self_checking()) check_base_strings(g_, b, b.base);
  deriver_.derive(g_, rules_, b, changed);
  s_.hash = hash;
}

// After a legal attempt: the empty-point list in the layer playout's order
// (the point played, then the freed points by bit), the move counters and
// the situation seen.
void MailboxTrisPlayout::commit(int bit) {
  const BB before = occupied_before_, after = s_.b.st.occupied();
  if (after.test(bit)) s_.empties.remove(bit);
  for (BB f = andnot(before, after); f.any();) s_.empties.add(f.pop());
  moved();
}

Move MailboxTrisPlayout::step(PlayoutRng& rng) {
  return policy_step(rng, g_, [&](int bit, const Slot& slot) {
    if (own_eye_at(cell_of(bit), slot.side) || !attempt(bit, slot)) return false;
    commit(bit);
    return true;
  });
}

}  // namespace

namespace {
// Attributes from private eyes (either wording) or from MengGo 2013's bonds
// (optimized/engine/bonds.h: a tris record's footprint, the string and its
// neighbours, holds all its bonds); D-08 after-recompute goes to the layer
// board.
bool mailbox_applies(const Ruleset& rules) {
  return rules.tris_capture_check == TrisCaptureCheck::BeforeRecompute;
}
}  // namespace

std::unique_ptr<PlayoutImpl> make_mailbox_tris_playout(const Position& start) {
  if (!mailbox_applies(start.rules)) return nullptr;
  return std::make_unique<MailboxTrisPlayout>(start);
}

}  // namespace tg::opt

namespace tg::opt {

void set_mailbox_self_check(bool on) { self_check_on.store(on, std::memory_order_relaxed); }

Stones mailbox_holistic(const Geo& g, const Stones& s, const Ruleset& rules) {
  Cells b;
  set_cells(g, s, b);
  Deriver d;
  d.derive(g, rules, b, g.on);
  return Stones{b.hb, b.hw, andnot(s.tris, b.hb | b.hw)};
}

Stones mailbox_holistic_after(const Position& start, const std::vector<Point>& moves) {
  if (!mailbox_applies(start.rules)) throw EngineLimit("the mailbox board does not apply to " + to_string(start.rules));
  MailboxTrisPlayout p(start);
  for (const Point& m : moves)
    if (!start.board.size().contains(m) || !p.play_at(m))
      throw std::invalid_argument("mailbox_holistic_after: the move at (" + std::to_string(m.x) + "," +
                                  std::to_string(m.y) + ") is illegal");
  return p.holistic();
}

}  // namespace tg::opt
