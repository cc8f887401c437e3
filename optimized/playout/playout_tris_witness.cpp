// The witness TrisGo playout (issue 20, the design of
// ../shared/design/trisgo-playout-study.md): the rulesets the mailbox board
// serves (attributes from private eyes in either wording, D-08
// before-recompute; the witnesses below are trisgo-2026's wording, and
// eye_rule=menggo-2019 takes the engine's verdicts whole, see Verdict), on a board written
// like the go board: cells with an edge ring, base strings with
// pseudo-liberties, the holistic colour of every cell, and the tris-bounded
// areas (D-01) with their counts kept from move to move. What the mailbox
// board keeps per string (one footprint for the whole verdict) is kept here
// per liberty (eye_rule=menggo-2019 aside: a record per string, see
// Verdict::whole), so that a move re-judges only the liberties it touched:
//
// A private eye of the c-string S (TG-4.3 with D-01 to D-04) is decided from
// S's liberties. For a liberty l, let e be its empty string and R its region
// (the component of the points that are neither c stones nor tris). l's
// region passes when e touches no other c string (TG-4.3.2), and either e
// touches no stone of the other colour o (then R is e) or R holds no free
// point (an empty point beside no c stone: the D-03 closed form) and every
// empty string of R beside S is exclusive; and R is closed (D-01: the
// area's points that are not c stones outnumber R's). S has a private eye
// when the region of some liberty passes.
//
// A Witness is one liberty's search: its answer and its footprint (every
// cell the search read), with the D-01 question it asked, if any. The search
// stops at its first refutation (another c string beside e, a free point
// beside a region that e shows to hold o stones), so a witness of "no eye"
// is a few cells. A verdict of "no eye" keeps a witness for every liberty;
// a verdict of "eye" keeps the one liberty whose region passes. After a
// move, a witness stands while no cell of its footprint changed, its D-01
// answer is the same (the area counts follow every move: a region that is
// not closed watches the tris around its area through them) and its string
// is the same set of stones (a merge with a foreign stone elsewhere changes
// what "another c string" means: the string is judged again whole). Only
// the liberties whose witnesses fell, and new liberties, are searched again.
//
// The tris attributes follow from the verdicts by the TG-6 table
// (attribute_rule, layers.h); a tris string is recounted only when a cell
// beside it changed or a string beside it changed its stones or verdict.
// The move procedure is the engine's (Art. 7, captures with the old
// attributes, D-07, recompute, the D-06 cascade, Art. 10); a move that turns
// out illegal after placing is taken back from a copy taken before it when
// it could repeat (its board without a cascade was seen, a suicide, a board
// that is not clean), else rebuilt from the board before it (a cascade that
// ends in a repetition or a contradiction: rare). The policy, the random
// numbers and the empty-point list are those of the other TrisGo boards, so
// the three play the same games (optimized/tests/playout_test.cpp).
#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
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

// Cells: bit + kPad, so that every neighbour of an on-board bit is a cell
// (column 19 of each row and the rows around the board are edge cells).
constexpr int kPad = kStride + 1;
constexpr int kCells = kBits + 2 * kPad;
constexpr int kDirs[4] = {-1, 1, -kStride, kStride};
enum : std::uint8_t { kEmpty = 0, kBlack = 1, kWhite = 2, kTris = 3, kEdge = 4 };

constexpr int cell_of(int bit) { return bit + kPad; }
constexpr int bit_of(int cell) { return cell - kPad; }
constexpr std::uint8_t other(std::uint8_t colour) { return static_cast<std::uint8_t>(3 - colour); }
std::uint8_t colour_of(Side s) { return s == Side::Black ? kBlack : kWhite; }
std::size_t at(int cell) { return static_cast<std::size_t>(cell); }

bool self_check_on = false;

// The number of points of b, counted no further than limit + 1: the sets
// counted here are small (a few liberties, a move's changed cells), and
// this build's std::popcount is a library call.
int count_upto(const BB& b, int limit) {
  int n = 0;
  for (int i = 0; i < kWords; ++i)
    for (std::uint64_t x = b.w[at(i)]; x != 0 && n <= limit; x &= x - 1) ++n;
  return n;
}

// One liberty's search (see the head of the file).
struct Witness {
  BB footprint;             // every cell the search read
  std::int16_t lib = 0;     // the liberty (a cell)
  std::int16_t region = 0;  // the size of the region whose closedness it asked
  bool asks = false;        // it asked D-01 (for a region of `region` points holding lib)
  bool closed = false;      // the answer
  bool passes = false;      // lib's region makes a private eye of the string
  // The footprint is a path of empty points from lib to one beside a stone
  // of another c string, and that stone: all that "not exclusive" needs
  // (what else the search read does not matter while these stand).
  bool path = false;
};

// A string with more liberties is judged again whole after every move that
// reaches it (its `reach` is then every cell): rare beside a tris.
constexpr int kMaxWitnesses = 24;

// A black or white base string beside a tris, with its TG-4.3 verdict.
struct Verdict {
  bool live = false;
  BB reach;  // the stones, their neighbours and every witness's footprint
  BB stones;
  std::uint8_t colour = kEmpty;
  bool eye = false;
  // Its witnesses are kept. False: more than kMaxWitnesses liberties, or
  // eye_rule=menggo-2019, whose verdict is the engine's eyes_menggo2019.h
  // (the candidate regions are bounded by the string's own ring, M19-4.1,
  // D-35, D-53, not found liberty by liberty): no witnesses, its reach the
  // record's footprint (the tris-bounded area around the string and what
  // bounds it), judged again whole after every move that reaches it, as
  // the mailbox board judges it.
  bool whole = true;
  std::uint8_t n = 0;
  std::array<Witness, kMaxWitnesses> w;
};

// What a move must read of a verdict to know whether it stands, apart from
// the verdict itself (the verdicts' witnesses span a kilobyte each, the
// watches a cache line): its reach and up to kWatchedAnswers D-01 answers.
constexpr int kWatchedAnswers = 4;
struct Watch {
  BB reach;
  std::array<std::int16_t, kWatchedAnswers> lib{}, region{};
  std::uint8_t colour = kEmpty;
  std::uint8_t answers = 0;  // D-01 answers watched; kWatchedAnswers + 1: more (read from the verdict)
  std::uint8_t closed = 0;   // bit k: answer k
  bool live = false;
  bool eye = false;  // the verdict's, for the recounts
};

// A set of verdict slots below kWatchedSlots, two words: what each cell
// keeps of the verdicts whose reach holds it, so that a move visits only the
// verdicts its changed cells reach (a scan of every verdict cost more than
// the rest of a quiet move). Slots from kWatchedSlots up are scanned.
constexpr int kWatchedSlots = 128;
struct SlotSet {
  std::array<std::uint64_t, 2> w{};
  void flip(int i) { w[at(i >> 6)] ^= std::uint64_t{1} << (i & 63); }
  void set(int i) { w[at(i >> 6)] |= std::uint64_t{1} << (i & 63); }
  void reset(int i) { w[at(i >> 6)] &= ~(std::uint64_t{1} << (i & 63)); }
  SlotSet& operator|=(const SlotSet& o) {
    w[0] |= o.w[0];
    w[1] |= o.w[1];
    return *this;
  }
  friend bool operator==(const SlotSet&, const SlotSet&) = default;
  template <class F>
  void for_each(F&& f) const {
    for (int k = 0; k < 2; ++k)
      for (std::uint64_t x = w[at(k)]; x != 0; x &= x - 1) f(64 * k + std::countr_zero(x));
  }
};

struct WitnessState {
  std::array<std::uint8_t, kCells> kind{};  // base board: kEmpty, kBlack, kWhite, kTris, kEdge
  std::array<std::uint8_t, kCells> hol{};   // holistic: stones, attributed tris as their colour, neutral kTris
  // Base strings (black stones, white stones or tris): the head cell of
  // each piece's string (-1 elsewhere) and, by head, its points and its
  // pseudo-liberties (piece-empty adjacencies: zero exactly when it has no
  // liberty). Placing and removing pieces never splits a base string
  // (removals take whole holistic strings, unions of base strings).
  std::array<std::int16_t, kCells> head{};
  std::array<std::int16_t, kCells> libs{};
  std::array<std::int16_t, kCells> size{};  // by head: points
  std::array<BB, kCells> string{};
  // The tris-bounded areas (D-01): the area of every on-board cell that is
  // not a tris (-1 elsewhere) and, by area, its points and its black and
  // white stones. Area numbers are reused through `free_areas`.
  std::array<std::int16_t, kCells> area{};
  std::array<std::int16_t, kCells> area_points{}, area_black{}, area_white{};
  std::vector<std::int16_t> free_areas;
  // The verdicts, and the verdict holding each stone (-1: none).
  std::vector<Verdict> verdicts;
  std::vector<Watch> watches;  // by verdict
  std::vector<std::int16_t> free_verdicts;
  std::array<SlotSet, kCells> watchers{};  // by cell: the slots below kWatchedSlots whose reach holds it
  SlotSet asking;                          // the slots below kWatchedSlots with D-01 answers to watch
  std::array<std::int16_t, kCells> verdict_at{};
  Stones st;         // the base board as bitboards
  BB tris_black, tris_white;
  BB hb, hw;         // holistic black and white (attributed tris included)
  std::uint64_t hash = 0;
  EmptyList<kBits> empties;
  int next_move = 1;
  int passes = 0;
  // Under a D-06 cascade: no holistic black or white string is without
  // liberties (known after a legal move; not at the start).
  bool clean = false;
};

// The work arrays of a derivation and a search (never copied with a state).
// A stamp marks the cells met by one walk (a flood, a search): a cell is
// marked when its entry equals the walk's stamp, so no clearing between walks.
struct Marks {
  std::array<std::uint32_t, kCells> mark{};
  std::uint32_t stamp = 0;
  std::uint32_t next() {
    if (++stamp == 0) {  // a wrapped stamp would match stale marks
      mark.fill(0);
      stamp = 1;
    }
    return stamp;
  }
  bool test(int c, std::uint32_t s) const { return mark[at(c)] == s; }
  void set(int c, std::uint32_t s) { mark[at(c)] = s; }
};
// A list of cells with room for every cell, each pushed at most once per
// walk (the walks mark what they push): no allocation on the move path, a
// capacity check in Debug builds only.
struct CellList {
  std::array<std::int16_t, kCells> cell;
  std::size_t n = 0;
  void clear() { n = 0; }
  void assign(std::size_t count, std::int16_t c) {
    for (n = 0; n < count; ++n) cell[n] = c;
  }
  void push_back(std::int16_t c) {
    assert(n < cell.size());
    cell[n++] = c;
  }
  std::int16_t back() const { return cell[n - 1]; }
  void pop_back() { --n; }
  bool empty() const { return n == 0; }
  std::size_t size() const { return n; }
  std::int16_t operator[](std::size_t i) const { return cell[i]; }
  const std::int16_t* begin() const { return cell.data(); }
  const std::int16_t* end() const { return cell.data() + n; }
};
struct Scratch {
  Marks walk;              // searches, floods, holistic strings
  Marks tris, strings;     // derive's recount: the tris strings, and the strings beside one
  CellList queue, parent, region_empties, stack;
  // eye_rule=menggo-2019: the board as eyes_menggo2019.h reads it, built
  // when a derivation first judges a string and dropped when it ends (so a
  // copy of the playout does not copy it). Its allocations are on the move
  // path of that wording only, as on the mailbox board.
  std::optional<EyeBoard> eye_board;
};

class WitnessTrisPlayout final : public InPlacePlayout<WitnessState> {
 public:
  explicit WitnessTrisPlayout(const Position& start);

  Move step(PlayoutRng& rng) override;
  bool legal(Point p) const override {
    const int b = g_.bit(p);
    if (s_.kind[at(cell_of(b))] != kEmpty) return false;
    WitnessTrisPlayout trial = *this;
    return trial.attempt(b, to_move());
  }
  bool own_eye(Point p) const override { return own_eye_at(cell_of(g_.bit(p)), to_move().side); }
  Board board() const override {
    Board b(*BoardSize::make(g_.n));
    write_board(g_, s_.st, b);
    return b;
  }
  Attribute attribute(Point p) const override {
    const std::size_t c = at(cell_of(g_.bit(p)));
    if (s_.kind[c] != kTris) return Attribute::Neutral;
    return s_.hol[c] == kBlack ? Attribute::Black : s_.hol[c] == kWhite ? Attribute::White : Attribute::Neutral;
  }
  Score score() const override { return score_layer(make_layer(g_, s_.st, rules_), rules_); }
  Winner winner() const override { return score().winner; }
  std::string_view implementation() const override { return "witness-tris"; }

  // For the tests (witness_holistic_after): plays the slot's piece at p,
  // false when it is illegal.
  bool play_at(Point p) {
    const int b = g_.bit(p);
    if (s_.kind[at(cell_of(b))] != kEmpty) return false;
    const Slot slot = to_move();
    if (!attempt(b, slot)) return false;
    commit(b);
    return true;
  }
  Stones holistic() const { return Stones{s_.hb, s_.hw, andnot(s_.st.tris, s_.hb | s_.hw)}; }

 private:
  bool own_eye_at(int c, Side side) const {
    const std::uint8_t own = colour_of(side);
    for (int d : kDirs) {
      const std::uint8_t k = s_.kind[at(c + d)];
      if (k != own && k != kEdge) return false;
    }
    return true;
  }

  // ---- the core: pieces, base strings, areas ----
  void build(const Stones& s);
  void place(int c, std::uint8_t piece);
  void remove_cells(const BB& dead);  // whole holistic strings
  void merge_strings(int a, int b);
  void area_lose(int c);              // c became a tris
  void relabel_area(int c, std::uint32_t stamp);
  void area_count(int c, std::uint8_t colour, int delta) {
    const std::int16_t a = s_.area[at(c)];
    (colour == kBlack ? s_.area_black : s_.area_white)[at(a)] =
        static_cast<std::int16_t>((colour == kBlack ? s_.area_black : s_.area_white)[at(a)] + delta);
  }
  bool closed_now(int cell, std::uint8_t colour, int region) const {
    const std::size_t a = at(s_.area[at(cell)]);
    const int own = colour == kBlack ? s_.area_black[a] : s_.area_white[a];
    return s_.area_points[a] - own > region;
  }

  // ---- Art. 4 to 6 ----
  Witness search(int lib, int string_head, std::uint8_t colour);
  void judge_into(Verdict& v, const BB& stones, std::uint8_t colour);
  // Whether the D-01 answer a witness got has changed (the area counts
  // follow every move).
  bool stale_answer(const Witness& x, std::uint8_t colour) const {
    return x.asks && closed_now(x.lib, colour, x.region) != x.closed;
  }
  // Brings the verdicts and attributes up to date after the cells `changed`
  // changed; true when a tris attribute changed.
  bool derive(const BB& changed);
  int verdict_of(int stone_cell);  // judged now if needed
  int new_verdict();
  // The watch of verdict i brought up to date with it.
  void refresh_watch(int i);
  bool answers_changed(int i) const;
  // Verdict i after the cells `changed` changed (see derive); adds to
  // `recount` the cells whose tris strings are recounted.
  void update_verdict(int i, const BB& changed, const BB& empty, BB& recount);
  void set_verdict_at(int i, const BB& stones);
  void drop_verdict(int i);
  void self_check() const;

  // ---- Art. 7 to 10 ----
  bool has_other_liberty(int x, int p);
  bool tris_forbidden(int c, std::uint8_t mover);
  // D-06 on a board that was clean before the move: a holistic string left
  // without liberties holds a tris whose attribute changed or a point beside
  // one (any other string is a string of the board before, whose liberties
  // the move and the removals since left it), so only those are walked.
  BB dead_near_changes(std::uint8_t colour) {
    BB gone;
    for_each_bit(g_.dilate(attributes_changed_at_) & (colour == kBlack ? s_.hb : s_.hw), [&](int b) {
      if (!gone.test(b) && !has_other_liberty(cell_of(b), -1)) gone |= string_;
    });
    return gone;
  }
  BB dead(const BB& hol) const {
    const BB empty = andnot(g_.on, s_.st.occupied());
    return andnot(hol, Geo::flood(hol & g_.dilate(empty), hol));
  }
  bool attempt(int bit, const Slot& slot);
  void commit(int bit);

  const Geo& g_;
  BB occupied_before_;
  WitnessState saved_;  // the state before a move that may be taken back
  std::vector<std::pair<std::int16_t, std::uint8_t>> removed_;  // by the attempt: (bit, piece)
  BB string_;                                                    // has_other_liberty's string
  BB attributes_changed_at_;  // the tris whose attributes changed since the attempt began
  mutable Scratch scratch_;
  bool checking_ = false;  // a self-check's own board does not check itself
};

WitnessTrisPlayout::WitnessTrisPlayout(const Position& start)
    : InPlacePlayout(start), g_(Geo::of(start.board.size().n())) {
  build(stones_of(g_, start.board));
  for (BB e = andnot(g_.on, s_.st.occupied()); e.any();) s_.empties.add(e.pop());
  s_.next_move = start.next_move;
  s_.passes = start.passes;
  seed_seen(start, order_, seen_);
  start_ = s_;
}

// ---- the core ----

// Everything from the base board `s`; the verdicts and attributes derived
// from scratch. The move counters and the empty-point list are left alone.
void WitnessTrisPlayout::build(const Stones& s) {
  WitnessState& w = s_;
  w.kind.fill(kEdge);
  w.head.fill(-1);
  w.area.fill(-1);
  w.verdict_at.fill(-1);
  w.verdicts.clear();
  w.watches.clear();
  w.free_verdicts.clear();
  w.watchers.fill(SlotSet{});
  w.asking = SlotSet{};
  w.free_areas.clear();
  for (int a = kCells - 1; a >= 0; --a) w.free_areas.push_back(static_cast<std::int16_t>(a));
  w.st = s;
  w.hash = Zobrist::get().hash(s);
  for_each_bit(g_.on, [&](int b) {
    w.kind[at(cell_of(b))] = s.black.test(b) ? kBlack : s.white.test(b) ? kWhite : s.tris.test(b) ? kTris : kEmpty;
  });
  w.hol = w.kind;
  // Base strings: each piece placed in turn on its own is joined to its
  // neighbours of the same kind; then the pseudo-liberties counted.
  for_each_bit(g_.on, [&](int b) {
    const int c = cell_of(b);
    if (w.kind[at(c)] == kEmpty) return;
    w.head[at(c)] = static_cast<std::int16_t>(c);
    w.string[at(c)] = BB::bit(b);
    w.size[at(c)] = 1;
    w.libs[at(c)] = 0;
    for (int d : kDirs)
      if (w.kind[at(c + d)] == w.kind[at(c)] && w.head[at(c + d)] >= 0 && w.head[at(c + d)] != w.head[at(c)])
        merge_strings(w.head[at(c)], w.head[at(c + d)]);
  });
  for_each_bit(g_.on, [&](int b) {
    const int c = cell_of(b);
    if (w.kind[at(c)] == kEmpty) return;
    for (int d : kDirs) w.libs[at(w.head[at(c)])] += w.kind[at(c + d)] == kEmpty;
  });
  // Areas: one flood from each cell not yet labelled.
  const std::uint32_t stamp = scratch_.walk.next();
  for_each_bit(andnot(g_.on, s.tris), [&](int b) {
    if (!scratch_.walk.test(cell_of(b), stamp)) relabel_area(cell_of(b), stamp);
  });
  w.tris_black = w.tris_white = BB{};
  w.hb = s.black;
  w.hw = s.white;
  w.clean = false;
  derive(g_.on);
}

// Joins the base strings of heads a and b (the smaller takes the bigger's head).
void WitnessTrisPlayout::merge_strings(int a, int b) {
  WitnessState& w = s_;
  if (w.size[at(a)] < w.size[at(b)]) std::swap(a, b);
  for_each_bit(w.string[at(b)], [&](int x) { w.head[at(cell_of(x))] = static_cast<std::int16_t>(a); });
  w.string[at(a)] |= w.string[at(b)];
  w.libs[at(a)] = static_cast<std::int16_t>(w.libs[at(a)] + w.libs[at(b)]);
  w.size[at(a)] = static_cast<std::int16_t>(w.size[at(a)] + w.size[at(b)]);
}

// The area holding c, found again by a flood from c over the cells that are
// on the board and not tris (marked with `stamp`), with its counts; it takes
// a free area number.
void WitnessTrisPlayout::relabel_area(int c, std::uint32_t stamp) {
  WitnessState& w = s_;
  const std::int16_t a = w.free_areas.back();
  w.free_areas.pop_back();
  int points = 0, black = 0, white = 0;
  auto& q = scratch_.queue;
  q.clear();
  q.push_back(static_cast<std::int16_t>(c));
  scratch_.walk.set(c, stamp);
  while (!q.empty()) {
    const int x = q.back();
    q.pop_back();
    // The old number is given back once its last point is relabelled.
    const std::int16_t old = w.area[at(x)];
    w.area[at(x)] = a;
    if (old >= 0 && old != a && --w.area_points[at(old)] == 0) w.free_areas.push_back(old);
    ++points;
    black += w.kind[at(x)] == kBlack;
    white += w.kind[at(x)] == kWhite;
    for (int d : kDirs) {
      const int y = x + d;
      const std::uint8_t k = w.kind[at(y)];
      if (k == kEdge || k == kTris || scratch_.walk.test(y, stamp)) continue;
      scratch_.walk.set(y, stamp);
      q.push_back(static_cast<std::int16_t>(y));
    }
  }
  w.area_points[at(a)] = static_cast<std::int16_t>(points);
  w.area_black[at(a)] = static_cast<std::int16_t>(black);
  w.area_white[at(a)] = static_cast<std::int16_t>(white);
}

// Whether the orthogonal neighbours of c that are on the board and not tris
// are joined through the eight cells around c, each next to the one before:
// then taking c out of their area does not split it.
bool joined_around(const std::array<std::uint8_t, kCells>& kind, int c) {
  constexpr int kRing[8] = {-kStride, -kStride + 1, 1, kStride + 1, kStride, kStride - 1, -1, -kStride - 1};
  bool open[8];
  int closed_at = -1;
  for (int i = 0; i < 8; ++i) {
    const std::uint8_t k = kind[at(c + kRing[i])];
    open[i] = k != kTris && k != kEdge;
    if (!open[i]) closed_at = i;
  }
  if (closed_at < 0) return true;
  // Walk the ring from a closed cell: the runs of open cells are numbered;
  // every open orthogonal neighbour (even places) must be in the same run.
  int run = 0, seen_run = -1;
  for (int j = 1; j <= 8; ++j) {
    const int i = (closed_at + j) % 8;
    if (!open[i]) continue;
    if (!open[(i + 7) % 8]) ++run;
    if (i % 2 != 0) continue;
    if (seen_run < 0) seen_run = run;
    else if (seen_run != run) return false;
  }
  return true;
}

// The empty cell c took a tris: it leaves its area, which splits when its
// neighbours are not joined around it.
void WitnessTrisPlayout::area_lose(int c) {
  WitnessState& w = s_;
  const std::int16_t a = w.area[at(c)];
  w.area[at(c)] = -1;
  if (--w.area_points[at(a)] == 0) {
    w.free_areas.push_back(a);
    return;
  }
  if (joined_around(w.kind, c)) return;
  // The open neighbours, each still to be placed in a part of the area.
  std::array<int, 4> open{};
  int n_open = 0;
  for (int d : kDirs) {
    const std::uint8_t k = w.kind[at(c + d)];
    if (k != kEdge && k != kTris) open[at(n_open++)] = c + d;
  }
  // From the first open neighbour not placed, a flood that stops once it
  // has met every other one not placed: then they all stay in area a (what
  // is left of it). A flood that ends before is a part of its own: it takes
  // a new area number with the counts it made, taken from a's.
  while (n_open > 1) {
    const std::uint32_t stamp = scratch_.walk.next();
    auto& q = scratch_.queue;
    q.assign(1, static_cast<std::int16_t>(open[0]));
    scratch_.walk.set(open[0], stamp);
    int to_meet = 0;
    for (int k = 1; k < n_open; ++k) to_meet += !scratch_.walk.test(open[at(k)], stamp);
    int black = 0, white = 0;
    for (std::size_t i = 0; i < q.size() && to_meet > 0; ++i) {
      const int x = q[i];
      black += w.kind[at(x)] == kBlack;
      white += w.kind[at(x)] == kWhite;
      for (int d : kDirs) {
        const int y = x + d;
        const std::uint8_t k = w.kind[at(y)];
        if (k == kEdge || k == kTris || scratch_.walk.test(y, stamp)) continue;
        scratch_.walk.set(y, stamp);
        q.push_back(static_cast<std::int16_t>(y));
        for (int j = 1; j < n_open; ++j) to_meet -= open[at(j)] == y;
      }
    }
    if (to_meet == 0) return;
    // A part of its own (q holds all of it, counted).
    const std::int16_t part = w.free_areas.back();
    w.free_areas.pop_back();
    for (const std::int16_t x : q) w.area[at(x)] = part;
    const int points = static_cast<int>(q.size());
    w.area_points[at(part)] = static_cast<std::int16_t>(points);
    w.area_black[at(part)] = static_cast<std::int16_t>(black);
    w.area_white[at(part)] = static_cast<std::int16_t>(white);
    w.area_points[at(a)] = static_cast<std::int16_t>(w.area_points[at(a)] - points);
    w.area_black[at(a)] = static_cast<std::int16_t>(w.area_black[at(a)] - black);
    w.area_white[at(a)] = static_cast<std::int16_t>(w.area_white[at(a)] - white);
    int kept = 0;
    for (int k = 1; k < n_open; ++k)
      if (!scratch_.walk.test(open[at(k)], stamp)) open[at(kept++)] = open[at(k)];
    n_open = kept;
  }
}

void WitnessTrisPlayout::place(int c, std::uint8_t piece) {
  WitnessState& w = s_;
  const int b = bit_of(c);
  w.kind[at(c)] = piece;
  w.hol[at(c)] = piece;
  (piece == kTris ? w.st.tris : piece == kBlack ? w.st.black : w.st.white).set(b);
  if (piece == kBlack) w.hb.set(b);
  if (piece == kWhite) w.hw.set(b);
  w.hash ^= Zobrist::get().key(piece == kTris ? Piece::Tris : piece == kBlack ? Piece::Black : Piece::White, b);
  w.head[at(c)] = static_cast<std::int16_t>(c);
  w.string[at(c)] = BB::bit(b);
  w.size[at(c)] = 1;
  w.libs[at(c)] = 0;
  for (int d : kDirs) {
    const std::uint8_t k = w.kind[at(c + d)];
    if (k == kEmpty) ++w.libs[at(c)];
    else if (k != kEdge) --w.libs[at(w.head[at(c + d)])];
  }
  for (int d : kDirs)
    if (w.kind[at(c + d)] == piece && w.head[at(c + d)] != w.head[at(c)]) merge_strings(w.head[at(c)], w.head[at(c + d)]);
  if (piece == kTris) area_lose(c);
  else area_count(c, piece, +1);
}

void WitnessTrisPlayout::remove_cells(const BB& dead) {
  WitnessState& w = s_;
  const Zobrist& z = Zobrist::get();
  BB freed_tris;
  for_each_bit(dead, [&](int b) {
    const int c = cell_of(b);
    const std::uint8_t k = w.kind[at(c)];
    removed_.emplace_back(static_cast<std::int16_t>(b), k);
    w.hash ^= z.key(k == kTris ? Piece::Tris : k == kBlack ? Piece::Black : Piece::White, b);
    if (k == kTris) freed_tris.set(b);
    else area_count(c, k, -1);
    w.kind[at(c)] = kEmpty;
    w.hol[at(c)] = kEmpty;
    w.head[at(c)] = -1;
  });
  w.st.black = andnot(w.st.black, dead);
  w.st.white = andnot(w.st.white, dead);
  w.st.tris = andnot(w.st.tris, dead);
  w.tris_black = andnot(w.tris_black, dead);
  w.tris_white = andnot(w.tris_white, dead);
  w.hb = andnot(w.hb, dead);
  w.hw = andnot(w.hw, dead);
  for_each_bit(dead, [&](int b) {
    for (int d : kDirs) {
      const int y = cell_of(b) + d;
      const std::uint8_t k = w.kind[at(y)];
      if (k != kEmpty && k != kEdge) ++w.libs[at(w.head[at(y)])];
    }
  });
  // Freed tris points join the areas around them into one.
  if (freed_tris.any()) {
    const std::uint32_t stamp = scratch_.walk.next();
    for_each_bit(freed_tris, [&](int b) {
      if (!scratch_.walk.test(cell_of(b), stamp)) relabel_area(cell_of(b), stamp);
    });
  }
}

// ---- Art. 4 to 6 ----

// The search of one liberty `lib` of the c-string with head `string_head`
// (see the head of the file), in three steps that each stop at their first
// refutation: lib's empty string e (another c string beside it: no eye),
// then, when e touches an o stone, its region R (a free point: no eye), and
// the empty strings of R beside the string (one beside another c string: no
// eye); then D-01.
Witness WitnessTrisPlayout::search(int lib, int string_head, std::uint8_t c) {
  const WitnessState& w = s_;
  Scratch& sc = scratch_;
  const std::uint8_t o = other(c);
  Witness wit;
  wit.lib = static_cast<std::int16_t>(lib);
  BB& fp = wit.footprint;
  auto& q = sc.queue;
  // 1. e, whole when it is exclusive.
  std::uint32_t stamp = sc.walk.next();
  q.clear();
  q.push_back(static_cast<std::int16_t>(lib));
  sc.walk.set(lib, stamp);
  bool touches_o = false;
  int e_points = 0;
  auto& parent = sc.parent;  // by index in q: the index of the point it was reached from
  parent.assign(1, -1);
  for (std::size_t i = 0; i < q.size(); ++i) {
    const int x = q[i];
    ++e_points;
    fp.set(bit_of(x));
    for (int d : kDirs) {
      const int y = x + d;
      const std::uint8_t k = w.kind[at(y)];
      if (k == kEdge) continue;
      fp.set(bit_of(y));
      if (k == c) {
        if (w.head[at(y)] == string_head) continue;
        // TG-4.3.2 fails: the witness is the path back to lib, and y.
        fp = BB::bit(bit_of(y));
        for (int j = static_cast<int>(i); j >= 0; j = parent[at(j)]) fp.set(bit_of(q[at(j)]));
        wit.path = true;
        return wit;
      } else if (k == o) {
        touches_o = true;
      } else if (k == kEmpty && !sc.walk.test(y, stamp)) {
        sc.walk.set(y, stamp);
        q.push_back(static_cast<std::int16_t>(y));
        parent.push_back(static_cast<std::int16_t>(i));
      }
    }
  }
  int region = e_points;
  if (touches_o) {
    // 2. R: its empty points must all touch a c stone (D-03, D-04).
    stamp = sc.walk.next();
    q.clear();
    q.push_back(static_cast<std::int16_t>(lib));
    sc.walk.set(lib, stamp);
    auto& beside_string = sc.region_empties;
    beside_string.clear();
    for (std::size_t i = 0; i < q.size(); ++i) {
      const int x = q[i];
      fp.set(bit_of(x));
      const bool empty = w.kind[at(x)] == kEmpty;
      bool touches_c = false, touches_string = false;
      for (int d : kDirs) {
        const int y = x + d;
        const std::uint8_t k = w.kind[at(y)];
        if (k == kEdge) continue;
        fp.set(bit_of(y));
        if (k == c) {
          touches_c = true;
          touches_string |= w.head[at(y)] == string_head;
        } else if ((k == kEmpty || k == o) && !sc.walk.test(y, stamp)) {
          sc.walk.set(y, stamp);
          q.push_back(static_cast<std::int16_t>(y));
        }
      }
      if (empty && !touches_c) return wit;  // a free point: TG-4.3.3 fails
      if (empty && touches_string) beside_string.push_back(static_cast<std::int16_t>(x));
    }
    region = static_cast<int>(q.size());
    // 3. Every empty string of R beside the string is exclusive (TG-4.3.2);
    // its cells and their neighbours were read by step 2.
    const std::uint32_t seen = sc.walk.next();
    auto& stack = sc.stack;
    for (const std::int16_t start : beside_string) {
      if (sc.walk.test(start, seen)) continue;
      sc.walk.set(start, seen);
      stack.assign(1, start);
      while (!stack.empty()) {
        const int x = stack.back();
        stack.pop_back();
        for (int d : kDirs) {
          const int y = x + d;
          const std::uint8_t k = w.kind[at(y)];
          if (k == c && w.head[at(y)] != string_head) return wit;
          if (k == kEmpty && !sc.walk.test(y, seen)) {
            sc.walk.set(y, seen);
            stack.push_back(static_cast<std::int16_t>(y));
          }
        }
      }
    }
  }
  wit.asks = true;
  wit.region = static_cast<std::int16_t>(region);
  wit.closed = closed_now(lib, c, region);
  wit.passes = wit.closed;
  return wit;
}

// TG-4.3 for the whole string `stones` of colour c, into v.
void WitnessTrisPlayout::judge_into(Verdict& v, const BB& stones, std::uint8_t c) {
  v.stones = stones;
  v.colour = c;
  v.live = true;
  v.eye = false;
  v.n = 0;
  const BB frame = g_.dilate(stones);
  if (rules_.eye_rule == EyeRule::Menggo2019) {
    if (!scratch_.eye_board) scratch_.eye_board.emplace(g_, s_.st);
    const Side side = c == kBlack ? Side::Black : Side::White;
    const EyeRecord record = menggo2019_eye_record(*scratch_.eye_board, stones, side);
    v.eye = tg::opt::verdict_of(*scratch_.eye_board, record);
    v.whole = false;
    v.reach = frame | record.footprint;
    return;
  }
  const BB libs = frame & andnot(g_.on, s_.st.occupied());
  const int head = s_.head[at(cell_of(stones.lowest()))];
  v.whole = count_upto(libs, kMaxWitnesses) <= kMaxWitnesses;
  v.reach = frame;
  for_each_bit(libs, [&](int b) {
    if (v.eye) return;
    const Witness wit = search(cell_of(b), head, c);
    if (wit.passes) {
      v.eye = true;
      v.n = 1;
      v.w[0] = wit;
      return;
    }
    if (v.whole) v.w[at(v.n++)] = wit;
  });
  if (!v.whole) v.reach = g_.on;
  else
    for (int i = 0; i < v.n; ++i) v.reach |= v.w[at(i)].footprint;
}

// A free slot for a new verdict (its stones then set by set_verdict_at).
int WitnessTrisPlayout::new_verdict() {
  WitnessState& w = s_;
  if (!w.free_verdicts.empty()) {
    const int i = w.free_verdicts.back();
    w.free_verdicts.pop_back();
    return i;
  }
  w.verdicts.emplace_back();
  w.watches.emplace_back();
  return static_cast<int>(w.verdicts.size()) - 1;
}

Watch watch_of(const Verdict& v) {
  Watch x;
  x.reach = v.reach;
  x.colour = v.colour;
  x.live = v.live;
  x.eye = v.eye;
  x.answers = 0;
  x.closed = 0;
  for (int k = 0; k < (v.whole ? v.n : 0); ++k) {
    const Witness& wit = v.w[at(k)];
    if (!wit.asks) continue;
    if (x.answers == kWatchedAnswers) {
      x.answers = kWatchedAnswers + 1;
      break;
    }
    x.lib[at(x.answers)] = wit.lib;
    x.region[at(x.answers)] = wit.region;
    x.closed = static_cast<std::uint8_t>(x.closed | wit.closed << x.answers);
    ++x.answers;
  }
  return x;
}

void WitnessTrisPlayout::refresh_watch(int i) {
  Watch& x = s_.watches[at(i)];
  const Watch now = watch_of(s_.verdicts[at(i)]);
  if (i < kWatchedSlots) {
    for_each_bit(x.live ? x.reach ^ now.reach : now.reach, [&](int b) { s_.watchers[at(cell_of(b))].flip(i); });
    if (now.answers > 0) s_.asking.set(i);
    else s_.asking.reset(i);
  }
  x = now;
}

bool WitnessTrisPlayout::answers_changed(int i) const {
  const Watch& x = s_.watches[at(i)];
  if (x.answers <= kWatchedAnswers) {
    for (int k = 0; k < x.answers; ++k)
      if (closed_now(x.lib[at(k)], x.colour, x.region[at(k)]) != ((x.closed >> k & 1) != 0)) return true;
    return false;
  }
  const Verdict& v = s_.verdicts[at(i)];
  for (int k = 0; k < v.n; ++k)
    if (stale_answer(v.w[at(k)], v.colour)) return true;
  return false;
}

void WitnessTrisPlayout::set_verdict_at(int i, const BB& stones) {
  for_each_bit(stones, [&](int b) { s_.verdict_at[at(cell_of(b))] = static_cast<std::int16_t>(i); });
}

void WitnessTrisPlayout::drop_verdict(int i) {
  WitnessState& w = s_;
  Verdict& v = w.verdicts[at(i)];
  for_each_bit(v.stones, [&](int b) {
    std::int16_t& x = w.verdict_at[at(cell_of(b))];
    if (x == i) x = -1;
  });
  v.live = false;
  Watch& x = w.watches[at(i)];
  if (i < kWatchedSlots) {
    for_each_bit(x.reach, [&](int b) { w.watchers[at(cell_of(b))].reset(i); });
    w.asking.reset(i);
  }
  x.live = false;
  w.free_verdicts.push_back(static_cast<std::int16_t>(i));
}

int WitnessTrisPlayout::verdict_of(int stone_cell) {
  const int known = s_.verdict_at[at(stone_cell)];
  if (known >= 0) return known;
  const BB stones = s_.string[at(s_.head[at(stone_cell)])];
  const int i = new_verdict();
  judge_into(s_.verdicts[at(i)], stones, s_.kind[at(stone_cell)]);
  set_verdict_at(i, stones);
  refresh_watch(i);
  return i;
}

// A verdict that a changed cell reaches, or whose D-01 answers changed.
void WitnessTrisPlayout::update_verdict(int i, const BB& changed, const BB& empty, BB& recount) {
  WitnessState& w = s_;
  Verdict& v = w.verdicts[at(i)];
  const BB& own = v.colour == kBlack ? w.st.black : w.st.white;
  if (andnot(v.stones, own).any()) {  // removed (whole)
    recount |= g_.dilate(v.stones);
    drop_verdict(i);
    return;
  }
  const BB now = w.string[at(w.head[at(cell_of(v.stones.lowest()))])];
  const BB frame = g_.dilate(now);
  if (!intersects(frame, w.st.tris)) {  // no attribute reads it
    drop_verdict(i);
    return;
  }
  const bool was = v.eye;
  // Grown by one stone of this move: what its witnesses meant still holds
  // (no other string joined it), and only those that read the new stone
  // fall. Joined to another string: a witness's "another c string" may
  // now be this one, so it is judged again whole, as a string with more
  // liberties than kMaxWitnesses, or any under eye_rule=menggo-2019, is
  // after every move that reaches it.
  const BB added = andnot(now, v.stones);
  const bool joined = added.any() && (count_upto(added, 1) > 1 || !intersects(added, changed));
  if (joined || !v.whole) {
    if (joined) {
      recount |= frame;
      for_each_bit(added, [&](int b) {
        const int j = w.verdict_at[at(cell_of(b))];
        if (j >= 0 && j != i) drop_verdict(j);
      });
    }
    judge_into(v, now, v.colour);
    set_verdict_at(i, added);
    if (v.eye != was) recount |= frame;
    return;
  }
  set_verdict_at(i, added);
  v.stones = now;
  if (v.eye) {
    // The liberty whose region passes: it stands unless it read a changed
    // cell or its D-01 answer changed.
    if (!intersects(v.w[0].footprint, changed) && !stale_answer(v.w[0], v.colour)) {
      v.reach = frame | v.w[0].footprint;
      return;
    }
    judge_into(v, now, v.colour);
    if (!v.eye) recount |= frame;
    return;
  }
  // No eye: the witnesses that stand are kept; the liberties whose
  // witnesses fell and the new liberties are searched.
  BB libs = frame & empty;
  if (count_upto(libs, kMaxWitnesses) > kMaxWitnesses) {
    judge_into(v, now, v.colour);
    if (v.eye) recount |= frame;
    return;
  }
  v.reach = frame;
  int kept = 0;
  for (int k = 0; k < v.n; ++k) {
    const Witness& x = v.w[at(k)];
    if (!libs.test(bit_of(x.lib)) || intersects(x.footprint, changed) || stale_answer(x, v.colour)) continue;
    libs.reset(bit_of(x.lib));
    v.reach |= x.footprint;
    if (kept != k) v.w[at(kept)] = x;
    ++kept;
  }
  v.n = static_cast<std::uint8_t>(kept);
  const int head = w.head[at(cell_of(now.lowest()))];
  for_each_bit(libs, [&](int b) {
    if (v.eye) return;
    const Witness x = search(cell_of(b), head, v.colour);
    if (x.passes) {
      v.eye = true;
      v.n = 1;
      v.w[0] = x;
      v.reach = frame | x.footprint;
      return;
    }
    v.w[at(v.n++)] = x;
    v.reach |= x.footprint;
  });
  if (v.eye) recount |= frame;
}

bool WitnessTrisPlayout::derive(const BB& changed) {
  WitnessState& w = s_;
  const BB empty = andnot(g_.on, w.st.occupied());
  // The cells whose tris strings are recounted: those beside a changed cell,
  // and those beside a string whose verdict changed or that was removed or
  // joined another.
  BB recount;
  if (count_upto(changed, 4) <= 4) {
    for_each_bit(changed, [&](int b) {
      recount.set(b);
      for (int d : kDirs)
        if (w.kind[at(cell_of(b) + d)] == kTris) recount.set(b + d);
    });
  } else {
    recount = g_.dilate(changed);
  }
  auto visit = [&](int i) {
    const Watch& x = w.watches[at(i)];
    if (!x.live || (!intersects(x.reach, changed) && (x.answers == 0 || !answers_changed(i)))) return;
    update_verdict(i, changed, empty, recount);
    if (w.verdicts[at(i)].live) refresh_watch(i);
  };
  // The slots to visit are taken before any is updated (an update changes
  // the cells' sets); a slot dropped meanwhile is no longer live.
  SlotSet visit_slots = w.asking;
  for_each_bit(changed, [&](int b) { visit_slots |= w.watchers[at(cell_of(b))]; });
  visit_slots.for_each(visit);
  for (int i = kWatchedSlots; i < static_cast<int>(w.watches.size()); ++i) visit(i);
  // The tris strings beside the cells to recount, each once.
  bool attributes_changed = false;
  const std::uint32_t stamp = scratch_.tris.next();
  for_each_bit(recount & w.st.tris, [&](int tb) {
    const int head = w.head[at(cell_of(tb))];
    if (scratch_.tris.test(head, stamp)) return;
    scratch_.tris.set(head, stamp);
    const BB cells = w.string[at(head)];
    int by = 0, wy = 0, bo = 0, wo = 0;
    // The strings beside it, each counted once (by their heads).
    const std::uint32_t counted = scratch_.strings.next();
    for_each_bit(cells, [&](int tc) {
      for (int d : kDirs) {
        const int y = cell_of(tc) + d;
        const std::uint8_t k = w.kind[at(y)];
        if (k != kBlack && k != kWhite) continue;
        const int sh = w.head[at(y)];
        if (scratch_.strings.test(sh, counted)) continue;
        scratch_.strings.set(sh, counted);
        const Watch& v = w.watches[at(verdict_of(y))];
        if (v.colour == kBlack) (v.eye ? by : bo) += 1;
        else (v.eye ? wy : wo) += 1;
      }
    });
    const char* branch = "";
    const Attribute a = attribute_rule(by, wy, bo, wo, rules_, branch);
    const std::uint8_t h = a == Attribute::Black ? kBlack : a == Attribute::White ? kWhite : kTris;
    // (A tris that joined two strings of other attributes: each cell compared.)
    bool changed_here = false;
    for_each_bit(cells, [&](int x) {
      std::uint8_t& hx = w.hol[at(cell_of(x))];
      changed_here |= hx != h;
      hx = h;
    });
    if (!changed_here) return;
    attributes_changed = true;
    attributes_changed_at_ |= cells;
    w.tris_black = andnot(w.tris_black, cells);
    w.tris_white = andnot(w.tris_white, cells);
    if (h == kBlack) w.tris_black |= cells;
    if (h == kWhite) w.tris_white |= cells;
  });
  if (attributes_changed) {
    w.hb = w.st.black | w.tris_black;
    w.hw = w.st.white | w.tris_white;
  }
  scratch_.eye_board.reset();
  if (self_check_on && !checking_) self_check();
  return attributes_changed;
}

// ---- the self-check (set_witness_self_check) ----

void WitnessTrisPlayout::self_check() const {
  auto fail = [](const std::string& what) { throw std::logic_error("witness self-check: " + what); };
  const WitnessState& w = s_;
  // A board built from scratch from the same base board.
  WitnessTrisPlayout fresh = *this;
  fresh.checking_ = true;
  fresh.build(w.st);
  const WitnessState& f = fresh.s_;
  for_each_bit(g_.on, [&](int b) {
    const std::size_t c = at(cell_of(b));
    if (w.kind[c] != f.kind[c] || w.hol[c] != f.hol[c]) fail("the holistic board differs at bit " + std::to_string(b));
    if ((w.head[c] < 0) != (f.head[c] < 0)) fail("the base strings differ at bit " + std::to_string(b));
    if (w.head[c] >= 0 && (w.string[at(w.head[c])] != f.string[at(f.head[c])] ||
                           w.libs[at(w.head[c])] != f.libs[at(f.head[c])] || w.size[at(w.head[c])] != w.string[at(w.head[c])].count() || !w.string[at(w.head[c])].test(b)))
      fail("a base string or its liberty count differs at bit " + std::to_string(b));
    if ((w.area[c] < 0) != (f.area[c] < 0)) fail("the areas differ at bit " + std::to_string(b));
    if (w.area[c] >= 0) {
      const std::size_t a = at(w.area[c]), fa = at(f.area[c]);
      if (w.area_points[a] != f.area_points[fa] || w.area_black[a] != f.area_black[fa] ||
          w.area_white[a] != f.area_white[fa])
        fail("an area count differs at bit " + std::to_string(b));
    }
  });
  // The same partition into areas: two cells share an area in both or in neither.
  std::array<std::int16_t, kCells> first_of{};
  first_of.fill(-1);
  for_each_bit(andnot(g_.on, w.st.tris), [&](int b) {
    std::int16_t& r = first_of[at(w.area[at(cell_of(b))])];
    if (r < 0) r = static_cast<std::int16_t>(cell_of(b));
    if (f.area[at(r)] != f.area[at(cell_of(b))]) fail("the areas are not those of a flood at bit " + std::to_string(b));
  });
  // The holistic board against the engine's layer functions (optimized/engine/layers.h).
  const Layer l = make_layer(g_, w.st, rules_);
  if (l.hb != w.hb || l.hw != w.hw) fail("the holistic board differs from the engine's layer");
  // Every verdict kept: a whole string beside a tris, judged as from
  // scratch, each witness as its search again.
  BB recorded;
  for (int i = 0; i < static_cast<int>(w.verdicts.size()); ++i) {
    const Verdict& v = w.verdicts[at(i)];
    if (w.watches[at(i)].live != v.live) fail("the watch of verdict " + std::to_string(i) + " is (not) live");
    if (!v.live) continue;
    const BB& own = v.colour == kBlack ? w.st.black : w.st.white;
    if (v.stones.none() || Geo::flood(BB::bit(v.stones.lowest()), own) != v.stones)
      fail("verdict " + std::to_string(i) + " is not a whole string");
    for_each_bit(v.stones, [&](int b) {
      if (w.verdict_at[at(cell_of(b))] != i) fail("verdict_at is wrong at bit " + std::to_string(b));
    });
    const Watch expected = watch_of(v), &kept = w.watches[at(i)];
    if (!kept.live || kept.reach != expected.reach || kept.answers != expected.answers || kept.closed != expected.closed ||
        kept.colour != expected.colour || kept.eye != expected.eye || kept.lib != expected.lib ||
        kept.region != expected.region)
      fail("the watch of verdict " + std::to_string(i) + " is not its verdict's");
    recorded |= v.stones;
    Verdict again;
    fresh.judge_into(again, v.stones, v.colour);
    if (again.eye != v.eye) fail("verdict " + std::to_string(i) + " differs from a judgement from scratch");
    if (rules_.eye_rule == EyeRule::Menggo2019 && again.reach != v.reach)
      fail("the record reach of verdict " + std::to_string(i) + " differs from a judgement from scratch");
    const int head = f.head[at(cell_of(v.stones.lowest()))];
    BB reach = g_.dilate(v.stones);
    for (int k = 0; k < (v.whole ? v.n : 0); ++k) {
      const Witness& x = v.w[at(k)];
      if (x.path) {
        // Still a path of empty points from the liberty to one beside a
        // stone of another string of the colour (found on an earlier board
        // maybe, so not necessarily the path a search finds now).
        const BB& own_stones = v.colour == kBlack ? w.st.black : w.st.white;
        const BB empties = andnot(x.footprint, w.st.occupied()), stone = x.footprint & own_stones;
        if (x.passes || x.asks || !empties.test(bit_of(x.lib)) || Geo::flood(BB::bit(bit_of(x.lib)), empties) != empties ||
            stone.none() || count_upto(stone, 1) > 1 || andnot(x.footprint, empties | stone).any() ||
            intersects(stone, v.stones) || !intersects(g_.dilate(empties), stone))
          fail("a path witness of verdict " + std::to_string(i) + " no longer holds");
        reach |= x.footprint;
        continue;
      }
      const Witness y = fresh.search(x.lib, head, v.colour);
      if (y.passes != x.passes || y.footprint != x.footprint || y.asks != x.asks || y.closed != x.closed ||
          y.region != x.region || x.passes != v.eye || y.path)
        fail("a witness of verdict " + std::to_string(i) + " differs from its search again");
      reach |= x.footprint;
    }
    if (v.whole) {
      const BB libs = g_.dilate(v.stones) & andnot(g_.on, w.st.occupied());
      if (!v.eye && v.n != libs.count()) fail("verdict " + std::to_string(i) + " lacks a liberty's witness");
      if (reach != v.reach) fail("the reach of verdict " + std::to_string(i) + " is wrong");
    }
  }
  if (andnot(g_.adjacent(w.st.tris) & (w.st.black | w.st.white), recorded).any())
    fail("a string beside a tris has no verdict");
  // The cells' slot sets say what the live watches say.
  std::array<SlotSet, kCells> watchers{};
  SlotSet asking;
  for (int i = 0; i < std::min(kWatchedSlots, static_cast<int>(w.watches.size())); ++i) {
    const Watch& x = w.watches[at(i)];
    if (!x.live) continue;
    for_each_bit(x.reach, [&](int b) { watchers[at(cell_of(b))].set(i); });
    if (x.answers > 0) asking.set(i);
  }
  if (watchers != w.watchers || asking != w.asking) fail("the cells' sets of verdict slots differ from the watches");
}

// ---- Art. 7 to 10 ----

// Whether the holistic string at cell x has a liberty other than cell p (-1:
// none); when it has none, its points are left in string_. Most often x's
// base string answers by its pseudo-liberties; else the holistic string is
// walked base string by base string.
bool WitnessTrisPlayout::has_other_liberty(int x, int p) {
  const WitnessState& w = s_;
  const std::uint8_t h = w.hol[at(x)];
  auto at_p = [&](int head) {
    int n = 0;
    if (p >= 0)
      for (int d : kDirs) n += w.head[at(p + d)] == head;
    return n;
  };
  const int first = w.head[at(x)];
  if (w.libs[at(first)] > at_p(first)) return true;
  const std::uint32_t stamp = scratch_.walk.next();
  scratch_.walk.set(first, stamp);
  auto& q = scratch_.queue;
  q.clear();
  q.push_back(static_cast<std::int16_t>(first));
  string_ = BB{};
  for (std::size_t i = 0; i < q.size(); ++i) {
    const int head = q[i];
    if (i > 0 && w.libs[at(head)] > at_p(head)) return true;
    string_ |= w.string[at(head)];
    for_each_bit(w.string[at(head)], [&](int b) {
      for (int d : kDirs) {
        const int y = cell_of(b) + d;
        if (w.hol[at(y)] != h) continue;
        const int hy = w.head[at(y)];
        if (scratch_.walk.test(hy, stamp)) continue;
        scratch_.walk.set(hy, stamp);
        q.push_back(static_cast<std::int16_t>(hy));
      }
    });
  }
  return false;
}

// TG-7 (D-08 before-recompute, D-09, D-10) for a tris of `mover` at the
// empty cell c, on the holistic board as it stands.
bool WitnessTrisPlayout::tris_forbidden(int c, std::uint8_t mover) {
  const WitnessState& w = s_;
  for (int d : kDirs) {
    const std::uint8_t h = w.hol[at(c + d)];
    if ((h == kBlack || h == kWhite) && !has_other_liberty(c + d, c)) return true;  // TG-7.1
  }
  // TG-7.2 and TG-7.3 for the opponent's strings (tris_forbid=any: either side's).
  for (const std::uint8_t owner : {kBlack, kWhite}) {
    if (owner == mover && rules_.tris_forbid != TrisForbid::Any) continue;
    int own = 0, others = 0, empties = 0;
    for (int d : kDirs) {
      const std::size_t q = at(c + d);
      if (w.kind[q] == kEdge) continue;
      own += w.hol[q] == owner;
      others += w.hol[q] == other(owner);
      empties += w.kind[q] == kEmpty;
    }
    if (own > 0 && others == 0 && empties == 0) return true;  // TG-7.2: a one-liberty eye
    if (others > 0 || empties != 1 || own < 2) continue;       // TG-7.3: a tiger's mouth?
    if (rules_.tiger_mouth == TigerMouth::Diagonal) {
      bool diagonal = false;
      for (int d : {-kStride - 1, -kStride + 1, kStride - 1, kStride + 1}) diagonal |= w.hol[at(c + d)] == owner;
      if (!diagonal) continue;
    }
    return true;
  }
  return false;
}

// The engine's order of checks (optimized/engine/moves.cpp): Art. 7 for a tris;
// for a stone the captures judged with the old attributes and D-07; then
// the piece placed, the attributes recomputed, the D-06 cascade run, and
// Art. 10 judged on the board left.
bool WitnessTrisPlayout::attempt(int bit, const Slot& slot) {
  WitnessState& w = s_;
  const int c = cell_of(bit);
  const std::uint8_t me = colour_of(slot.side), them = other(me);
  const bool tris = slot.kind == SlotKind::Tris;
  BB captured;
  bool suicide_played = false;
  if (tris) {
    if (tris_forbidden(c, me)) return false;
  } else {
    bool liberty = false;
    for (int d : kDirs) {
      const int y = c + d;
      const std::uint8_t k = w.kind[at(y)], h = w.hol[at(y)];
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
    // also one left so by an earlier recompute (cascade=none, a start
    // position): none on a clean board. Such a string beside the string c
    // joins gives it a liberty.
    const BB leftover = w.clean ? BB{} : dead(them == kBlack ? w.hb : w.hw);
    suicide_played = !liberty && captured.none();
    if (suicide_played && leftover.any()) {
      const BB& mine = me == kBlack ? w.hb : w.hw;
      suicide_played = !intersects(g_.dilate(Geo::flood(BB::bit(bit), mine | BB::bit(bit))), leftover);
    }
    if (suicide_played && rules_.suicide == Suicide::Forbidden) return false;
    captured |= leftover;
  }
  const std::uint8_t piece = tris ? std::uint8_t{kTris} : me;
  const std::uint64_t hash_before = w.hash;
  // The board without a cascade: when it was seen (a ko), or the move may
  // cascade (a suicide, a board that is not clean), the state is copied to
  // go back to. Otherwise a repetition needs a cascade that changes the
  // board again, and the board before is rebuilt (rare).
  std::uint64_t plain = hash_before ^ Zobrist::get().key(tris ? Piece::Tris : stone_of(slot.side), bit);
  for_each_bit(captured, [&](int b) {
    const std::uint8_t k = w.kind[at(cell_of(b))];
    plain ^= Zobrist::get().key(k == kTris ? Piece::Tris : k == kBlack ? Piece::Black : Piece::White, b);
  });
  const bool risky = suicide_played || !w.clean || repeats(hash_before, plain, slot);
  if (risky) saved_ = w;
  occupied_before_ = w.st.occupied();
  removed_.clear();
  attributes_changed_at_ = BB{};
  const bool near_changes = w.clean && !suicide_played;
  place(c, piece);
  remove_cells(captured);
  const bool attributes_changed = derive(captured | BB::bit(bit));
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
    derive(gone);
    return true;
  };
  // On a clean board, a move that changes no attribute leaves every
  // holistic string with a liberty (the captures took the opponent's strings
  // whose last liberty it filled, a stone's own string keeps one, a tris
  // fills no string's last liberty by TG-7.1 and is neutral): no cascade.
  const bool cascade_needed = attributes_changed || suicide_played || !w.clean;
  if (rules_.cascade == Cascade::None) {
    if (suicide_played && w.hol[at(c)] == me && !has_other_liberty(c, -1)) step(string_);
  } else if (cascade_needed) {
    run_cascade(rules_.cascade, them, me, [&](std::uint8_t colour) {
      return near_changes ? dead_near_changes(colour) : dead(colour == kBlack ? w.hb : w.hw);
    }, step);
  }
  if (contradiction || repeats(hash_before, w.hash, slot)) {
    if (risky) {
      w = saved_;
    } else {
      // The pieces removed come back, then the piece placed goes (it may be
      // among the pieces removed: a string the cascade took with it).
      Stones before = w.st;
      for (const auto& [b, k] : removed_) (k == kBlack ? before.black : k == kWhite ? before.white : before.tris).set(b);
      before.black.reset(bit);
      before.white.reset(bit);
      before.tris.reset(bit);
      const bool clean = w.clean;
      build(before);
      w.clean = clean;
    }
    return false;
  }
  if (rules_.cascade != Cascade::None) w.clean = true;
  return true;
}

// After a legal attempt: the empty-point list in the other boards' order
// (the point played, then the freed points by bit), the move counters and
// the situation seen.
void WitnessTrisPlayout::commit(int bit) {
  const BB after = s_.st.occupied();
  if (after.test(bit)) s_.empties.remove(bit);
  for (BB f = andnot(occupied_before_, after); f.any();) s_.empties.add(f.pop());
  moved();
}

Move WitnessTrisPlayout::step(PlayoutRng& rng) {
  return policy_step(rng, g_, [&](int bit, const Slot& slot) {
    if (own_eye_at(cell_of(bit), slot.side) || !attempt(bit, slot)) return false;
    commit(bit);
    return true;
  });
}

}  // namespace

std::unique_ptr<PlayoutImpl> make_witness_tris_playout(const Position& start) {
  // Attributes from private eyes in either wording (not MengGo 2013's
  // bonds) and D-08 before-recompute: the rulesets of the mailbox board.
  const Ruleset& r = start.rules;
  if (r.tris_capture_check != TrisCaptureCheck::BeforeRecompute || r.attribute_rule == AttributeRule::Bonds)
    return nullptr;
  return std::make_unique<WitnessTrisPlayout>(start);
}

void set_witness_self_check(bool on) { self_check_on = on; }

Stones witness_holistic_after(const Position& start, const std::vector<Point>& moves) {
  if (!make_witness_tris_playout(start)) throw EngineLimit("the witness board does not apply to " + to_string(start.rules));
  WitnessTrisPlayout p(start);
  for (const Point& m : moves)
    if (!p.play_at(m))
      throw std::invalid_argument("witness_holistic_after: the move at (" + std::to_string(m.x) + "," +
                                  std::to_string(m.y) + ") is illegal");
  return p.holistic();
}

}  // namespace tg::opt
