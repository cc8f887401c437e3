// The stone-only playout: rulesets without tris slots on a board without tris
// (the `go` preset and its switches). No attribute can exist, so the move
// procedure is plain Go (Art. 9 captures, D-07 suicide, D-12 repetition) and
// the classic fast board applies: a mailbox of (n+2)^2 cells with an edge
// ring, strings as circular lists of stones with a head, pseudo-liberties
// (the number of (stone, empty neighbour) pairs: zero exactly when the string
// has no liberty), a Zobrist hash per string so that the board after a
// capture is known before playing, a word per point with its neighbours'
// colours and counts (the eye test, and the legality test's colours, in one
// load), and an empty-point list with O(1) removal.
#include <algorithm>
#include <array>
#include <bit>

#ifdef __SSE2__  // every x86-64 compiler: the atari test below in vector registers
#include <emmintrin.h>
#endif

#include "optimized/core/board_state.h"
#include "optimized/engine/layers.h"
#include "optimized/playout/playout_core.h"
#include "optimized/engine/scoring.h"

namespace tg::opt {

namespace {

constexpr int kW = kMaxBoardSize + 2;  // one edge cell on each side
constexpr int kCells = kW * kW;
constexpr int kDirs[4] = {-1, 1, -kW, kW};
enum : std::uint8_t { kEmpty = 0, kBlack = 1, kWhite = 2, kEdge = 3 };

class GoPlayout final : public PlayoutImpl {
 public:
  GoPlayout(const Position& start, bool& usable);

  void reset() override {
    s_ = start_;
    seen_.reset_to_base();
  }
  Move step(PlayoutRng& rng) override {
    const Side side = order_.slot_at(static_cast<std::size_t>(s_.cursor)).side;
    const int p = move(rng);
    return p != 0 ? Move{side, MoveKind::Stone, point_of(p)} : Move{side, MoveKind::Pass, {}};
  }
  long run(PlayoutRng& rng, int max_moves) override {
    long moves = 0;
    // order_.ended() is false below two passes.
    while (moves < max_moves && !(s_.passes >= 2 && order_.ended(s_.next_move, s_.passes))) {
      move(rng);
      ++moves;
    }
    return moves;
  }
  bool ended() const override { return order_.ended(s_.next_move, s_.passes); }
  int next_move() const override { return s_.next_move; }
  bool legal(Point p) const override {
    const int c = cell_of(p);
    Effect e;
    return s_.color[c] == kEmpty && legal_at(c, mover(), order_.situation(s_.next_move + 1), e);
  }
  bool own_eye(Point p) const override { return side_count(mover(), cell_of(p)) == 4; }
  Board board() const override;
  Score score() const override;
  Winner winner() const override;
  std::string_view implementation() const override { return "stones"; }

 private:
  // Everything a move changes: copied back by reset().
  struct State {
    std::array<std::uint8_t, kCells> color{};
    // What a cell's neighbours hold, in one word so that a move updates a
    // neighbour with one addition: byte 0 counts the empty neighbours, byte c
    // the neighbours holding a stone of colour c (kBlack, kWhite) or off the
    // board (4: an own one-point eye), and bits 24 + 2k and 25 + 2k hold the
    // colour of neighbour k (kDirs order) when it is a stone (01 black, 10
    // white; 00 for an empty cell or the edge), so that bit 23 + c + 2k says
    // whether neighbour k is a stone of colour c. Edge cells' words are never
    // read (their updates may borrow across fields).
    std::array<std::uint32_t, kCells> nb{};
    // String head (0 on a cell without a stone); circular list of the string's stones.
    std::array<std::int16_t, kCells> head{}, next{};
    std::array<std::int16_t, kCells> libs{}, size{};  // by head: pseudo-liberties, stones
    std::array<std::uint64_t, kCells> shash{};       // by head: xor of the stones' Zobrist keys
    EmptyList<kCells> empties;
    std::array<int, 3> stones{};  // by colour (kBlack, kWhite)
    std::uint64_t hash = 0;
    int next_move = 1;
    int cursor = 0;  // order_.at(next_move): the index of turns_
    int passes = 0;
  };

  static constexpr std::uint32_t one(int c) { return std::uint32_t{1} << (8 * c); }  // c: kEmpty, kBlack, kWhite
  // A stone of colour c (kBlack, kWhite) in the field of neighbour k.
  static constexpr std::uint32_t field(int c, int k) { return static_cast<std::uint32_t>(c) << (24 + 2 * k); }
  int empty_count(int x) const { return static_cast<int>(s_.nb[static_cast<std::size_t>(x)] & 0xff); }
  int side_count(int c, int x) const { return static_cast<int>(s_.nb[static_cast<std::size_t>(x)] >> (8 * c) & 0xff); }
  int mover() const { return order_.slot(s_.next_move).side == Side::Black ? kBlack : kWhite; }
  int cell_of(Point p) const { return (half_ - p.y + 1) * kW + (p.x + half_ + 1); }
  Point point_of(int cell) const { return Point{cell % kW - 1 - half_, half_ - (cell / kW - 1)}; }

  // What legal_at() found out about a move, for play(): bit 2k of a mask is
  // neighbour k (kDirs order).
  struct Effect {
    unsigned captured;  // the strings the move captures, each named once
    unsigned joined;    // the neighbours in the mover's strings it joins
  };
  // `situation`: the situation part of the key after the move (D-12).
  bool legal_at(int p, int c, std::uint64_t situation, Effect& e) const;
  // The string hashes of the neighbours in mask m (each string once).
  std::uint64_t string_hashes(int p, unsigned m) const {
    std::uint64_t x = 0;
    for (; m != 0; m &= m - 1) x ^= s_.shash[static_cast<std::size_t>(s_.head[p + kDirs[std::countr_zero(m) / 2]])];
    return x;
  }
  void play(int p, int c, std::uint64_t situation, const Effect& e);
  // One move by the policy: the cell played, 0 for a pass.
  int move(PlayoutRng& rng);
  void pass() {
    ++s_.passes;
    ++s_.next_move;
    const Turn& t = turns_[static_cast<std::size_t>(s_.cursor)];
    s_.cursor = t.next;
    seen_.insert(s_.hash ^ t.situation);
  }
  void merge(int a, int b);
  void remove_string(int h);

  // The move order by cursor (PlayoutOrder's), read once per move.
  struct Turn {
    int color;                // kBlack, kWhite
    int next;                 // the cursor of the next move
    std::uint64_t situation;  // the situation part of the key after this move
  };
  std::vector<Turn> turns_;
  int n_ = 0, half_ = 0;
  std::array<std::array<std::uint64_t, kCells>, 2> key_{};  // Zobrist keys by colour and cell
  State s_, start_;
  SeenSet seen_;
};

GoPlayout::GoPlayout(const Position& start, bool& usable) : PlayoutImpl(start.rules) {
  usable = false;
  const BoardSize size = start.board.size();
  n_ = size.n();
  half_ = size.half();
  const Geo& g = Geo::of(n_);
  const Zobrist& z = Zobrist::get();
  State& s = s_;
  s.color.fill(kEdge);
  for (int i = 0; i < size.points(); ++i) {
    const Point q = size.point(i);
    const int c = cell_of(q);
    key_[0][static_cast<std::size_t>(c)] = z.black[static_cast<std::size_t>(g.bit(q))];
    key_[1][static_cast<std::size_t>(c)] = z.white[static_cast<std::size_t>(g.bit(q))];
    switch (start.board.at_index(i)) {
      case Piece::Empty: s.color[c] = kEmpty; break;
      case Piece::Black: s.color[c] = kBlack; break;
      case Piece::White: s.color[c] = kWhite; break;
      case Piece::Tris: return;  // attributes could exist: the general playout
    }
  }
  for (int c = 0; c < kCells; ++c) {
    if (s.color[c] == kEdge) continue;
    for (const int& d : kDirs) {
      const int q = c + d;
      if (s.color[q] == kEmpty) s.nb[c] += one(kEmpty);
      if (s.color[q] == kBlack || s.color[q] == kEdge) s.nb[c] += one(kBlack);
      if (s.color[q] == kWhite || s.color[q] == kEdge) s.nb[c] += one(kWhite);
      if (s.color[q] == kBlack || s.color[q] == kWhite) s.nb[c] += field(s.color[q], static_cast<int>(&d - kDirs));
    }
    if (s.color[c] == kEmpty) {
      s_.empties.add(c);
    } else {
      s.hash ^= key_[s.color[c] - 1][c];
      ++s.stones[s.color[c]];
    }
  }
  // Strings: flood each one, link its stones, count its pseudo-liberties.
  std::array<bool, kCells> done{};
  for (int c = 0; c < kCells; ++c) {
    if ((s.color[c] != kBlack && s.color[c] != kWhite) || done[c]) continue;
    std::vector<int> stack{c}, stones;
    done[c] = true;
    while (!stack.empty()) {
      const int x = stack.back();
      stack.pop_back();
      stones.push_back(x);
      for (int d : kDirs)
        if (s.color[x + d] == s.color[c] && !done[x + d]) {
          done[x + d] = true;
          stack.push_back(x + d);
        }
    }
    int libs = 0;
    std::uint64_t h = 0;
    for (std::size_t k = 0; k < stones.size(); ++k) {
      const int x = stones[k];
      s.head[x] = static_cast<std::int16_t>(c);
      s.next[x] = static_cast<std::int16_t>(stones[(k + 1) % stones.size()]);
      libs += empty_count(x);
      h ^= key_[s.color[c] - 1][x];
    }
    // A string without liberties would be removed by the engine's cascade
    // after the next move: the general playout handles such positions.
    if (libs == 0) return;
    s.libs[c] = static_cast<std::int16_t>(libs);
    s.size[c] = static_cast<std::int16_t>(stones.size());
    s.shash[c] = h;
  }
  s.next_move = start.next_move;
  for (std::size_t k = 0;; ++k) {  // PlayoutOrder's cursors: 0 to its last slot
    const std::size_t next = order_.next(k);
    turns_.push_back(Turn{order_.slot_at(k).side == Side::Black ? kBlack : kWhite, static_cast<int>(next),
                          order_.situation_at(next)});
    if (next <= k) break;
  }
  s.cursor = static_cast<int>(order_.at(start.next_move));
  s.passes = start.passes;
  seed_seen(start, order_, seen_);
  start_ = s_;
  usable = true;
}

// The neighbours (bit 2k for neighbour k, kDirs order, heads h0 to h3) whose
// string has the point between them as its only liberty: its
// pseudo-liberties equal the number of its stones among the four neighbours
// (each pair (stone, empty neighbour) is counted once). The bits of cells
// without a stone (head 0, libs[0] scratch) are garbage; callers mask them.
[[gnu::always_inline]] inline unsigned atari_mask(const std::int16_t* libs, int h0, int h1, int h2, int h3) {
#ifdef __SSE2__
  // In four 16-bit lanes: comparing the heads with their three rotations
  // finds, per lane, the other neighbours in the same string (a true compare
  // is -1); the string is in atari at the point when its pseudo-liberties
  // minus that count are 1. A third of the instructions of the scalar form
  // below, and no spilled registers in the scan: the light playouts make
  // about 10 % more moves/s on 19x19 (8 % on 9x9) than with it.
  const __m128i h = _mm_setr_epi16(static_cast<short>(h0), static_cast<short>(h1), static_cast<short>(h2),
                                    static_cast<short>(h3), 0, 0, 0, 0);
  const __m128i e1 = _mm_cmpeq_epi16(h, _mm_shufflelo_epi16(h, _MM_SHUFFLE(0, 3, 2, 1)));
  const __m128i e2 = _mm_cmpeq_epi16(h, _mm_shufflelo_epi16(h, _MM_SHUFFLE(1, 0, 3, 2)));
  const __m128i e3 = _mm_cmpeq_epi16(h, _mm_shufflelo_epi16(h, _MM_SHUFFLE(2, 1, 0, 3)));
  const __m128i l = _mm_setr_epi16(libs[h0], libs[h1], libs[h2], libs[h3], 0, 0, 0, 0);
  const __m128i d = _mm_add_epi16(_mm_add_epi16(l, e1), _mm_add_epi16(e2, e3));
  // Lane k is bytes 2k and 2k + 1 of the byte mask (the four upper lanes hold
  // -3, never 1).
  return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi16(d, _mm_set1_epi16(1)))) & 0x55u;
#else
  // Bitwise operators throughout: && and || would be compiled to branches.
  const unsigned e01 = h0 == h1, e02 = h0 == h2, e03 = h0 == h3;
  const unsigned e12 = h1 == h2, e13 = h1 == h3, e23 = h2 == h3;
  const unsigned a0 = libs[h0] == static_cast<int>(1 + e01 + e02 + e03);
  const unsigned a1 = libs[h1] == static_cast<int>(1 + e01 + e12 + e13);
  const unsigned a2 = libs[h2] == static_cast<int>(1 + e02 + e12 + e23);
  const unsigned a3 = libs[h3] == static_cast<int>(1 + e03 + e13 + e23);
  return a0 | a1 << 2 | a2 << 4 | a3 << 6;
#endif
}

// A stone of colour c at the empty cell p: legal unless it is a forbidden
// suicide (D-07) or repeats an earlier situation (D-12).
//
// Written without data-dependent branches until the repetition probe: in
// random play the outcome of every test below is a coin toss, and a
// mispredicted branch costs more than the few loads and compares it would
// save. head[] is 0 on every cell without a stone (cell 0 is an edge cell,
// never a string's head), so the four neighbours are read the same way
// whatever they hold; libs[0] is a scratch counter that play() and
// remove_string() update without testing the neighbour's colour, never read
// as a string's count. Which neighbours are the mover's or the opponent's
// comes from p's neighbour word. The strings are told apart (a string
// beside p twice counted once) only for a capture or a suicide; play()
// merges each joined string once by its head. Inlined into move(), its hot
// loop (a call per candidate cost about 5 % of the playout).
[[gnu::always_inline]] inline bool GoPlayout::legal_at(int p, int c, std::uint64_t situation, Effect& e) const {
  const State& s = s_;
  const int opp = kBlack + kWhite - c;
  const int h0 = s.head[p - 1], h1 = s.head[p + 1], h2 = s.head[p - kW], h3 = s.head[p + kW];
  // Masks with bit 2k for neighbour k: those in atari, those of each colour
  // (from the colour fields of nb), and (only when needed) the neighbours
  // whose string no earlier neighbour holds.
  const unsigned atari = atari_mask(s.libs.data(), h0, h1, h2, h3);
  const std::uint32_t w = s.nb[static_cast<std::size_t>(p)];
  const unsigned own = w >> (23 + c) & 0x55u, cap = w >> (23 + opp) & atari;
  const auto first = [&] {
    const unsigned f1 = h0 != h1, f2 = (h0 != h2) & (h1 != h2), f3 = (h0 != h3) & (h1 != h3) & (h2 != h3);
    return 1u | f1 << 2 | f2 << 4 | f3 << 6;
  };
  e.captured = cap;
  e.joined = own;  // play() merges each string once
  // A liberty: an empty neighbour, a capture (it frees one next to p), or an
  // own string with another liberty.
  const bool has_liberty = ((w & 0xff) != 0) | (cap != 0) | ((own & ~atari) != 0);
  std::uint64_t after;
  if (has_liberty) [[likely]] {
    after = s.hash ^ key_[c - 1][p];
    if (cap != 0) [[unlikely]] {
      e.captured = cap & first();
      after ^= string_hashes(p, e.captured);
    }
  } else {
    if (rules_.suicide == Suicide::Forbidden) return false;
    // Suicide allowed: the cascade removes the new string (D-06, D-07).
    after = s.hash ^ string_hashes(p, own & first());
  }
  // The probe cannot be skipped for moves that capture nothing: such a move
  // can repeat an earlier board once a capture and a pass have come between.
  // Black {a, b} (a beside b) with its last liberty x beside b only, x's other
  // neighbours black or the edge: white x takes {a, b}; black b retakes x
  // (x's only liberty is b); white passes; black a captures nothing and
  // brings back the first board with white to move, which D-12 refuses.
  // SeenSet's bit filter makes the usual probe (a new situation) one load.
  return !seen_.contains(after ^ situation);
}

void GoPlayout::merge(int a, int b) {
  State& s = s_;
  if (s.size[a] < s.size[b]) std::swap(a, b);
  int x = b;
  do {
    s.head[x] = static_cast<std::int16_t>(a);
    x = s.next[x];
  } while (x != b);
  std::swap(s.next[a], s.next[b]);  // splice the two circular lists
  s.libs[a] = static_cast<std::int16_t>(s.libs[a] + s.libs[b]);
  s.size[a] = static_cast<std::int16_t>(s.size[a] + s.size[b]);
  s.shash[a] ^= s.shash[b];
}

void GoPlayout::remove_string(int h) {
  State& s = s_;
  const int c = s.color[h];
  s.stones[static_cast<std::size_t>(c)] -= s.size[h];
  int x = h;
  do {
    s.color[x] = kEmpty;
    s.head[x] = 0;  // legal_at() reads 0 for every cell without a stone
    x = s.next[x];
  } while (x != h);
  do {
    s_.empties.add(x);
    s.hash ^= key_[c - 1][x];
    for (int k = 0; k < 4; ++k) {
      const int y = x + kDirs[k];
      s.nb[y] += one(kEmpty) - one(c) - field(c, k ^ 1);  // x is neighbour k ^ 1 of y
      ++s.libs[s.head[y]];  // libs[0] (no stone at y) is scratch
    }
    x = s.next[x];
  } while (x != h);
}

void GoPlayout::play(int p, int c, std::uint64_t situation, const Effect& e) {
  State& s = s_;
  s.color[p] = static_cast<std::uint8_t>(c);
  ++s.stones[static_cast<std::size_t>(c)];
  s_.empties.remove(p);
  s.hash ^= key_[c - 1][p];
  s.head[p] = static_cast<std::int16_t>(p);
  s.next[p] = static_cast<std::int16_t>(p);
  s.libs[p] = static_cast<std::int16_t>(empty_count(p));
  s.size[p] = 1;
  s.shash[p] = key_[c - 1][p];
  for (int k = 0; k < 4; ++k) {
    const int q = p + kDirs[k];
    s.nb[q] += one(c) - one(kEmpty) + field(c, k ^ 1);  // p is neighbour k ^ 1 of q
    --s.libs[s.head[q]];  // libs[0] (no stone at q) is scratch
  }
  // A string beside p twice is merged once (its head is then p's); a
  // captured string keeps its head until its removal.
  for (unsigned m = e.joined; m != 0; m &= m - 1) {
    const int h = s.head[p + kDirs[std::countr_zero(m) / 2]];
    if (h != s.head[p]) merge(s.head[p], h);
  }
  for (unsigned m = e.captured; m != 0; m &= m - 1) remove_string(s.head[p + kDirs[std::countr_zero(m) / 2]]);
  if (s.libs[s.head[p]] == 0) remove_string(s.head[p]);  // an allowed suicide
  s.passes = 0;
  ++s.next_move;
  s.cursor = turns_[static_cast<std::size_t>(s.cursor)].next;
  seen_.insert(s.hash ^ situation);
}

inline int GoPlayout::move(PlayoutRng& rng) {
  const Turn& t = turns_[static_cast<std::size_t>(s_.cursor)];
  const int c = t.color;
  const std::uint64_t situation = t.situation;
  Effect e;
  // Not the mover's own eye (side_count(c, q) != 4) by a mask and a compare:
  // no shift per candidate (3 % more moves/s).
  const std::uint32_t count_c = 0xffu << (8 * c), own_eye = 4u << (8 * c);
  const int p = light_policy_scan(s_.empties, rng, [&](int q) {
    return (s_.nb[static_cast<std::size_t>(q)] & count_c) != own_eye && legal_at(q, c, situation, e);
  });
  if (p >= 0) {
    play(p, c, situation, e);
    return p;
  }
  pass();
  return 0;
}

Board GoPlayout::board() const {
  Board b(*BoardSize::make(n_));
  for (int i = 0; i < n_ * n_; ++i) {
    const std::uint8_t c = s_.color[cell_of(b.size().point(i))];
    b.set_index(i, c == kBlack ? Piece::Black : c == kWhite ? Piece::White : Piece::Empty);
  }
  return b;
}

Score GoPlayout::score() const {
  const Geo& g = Geo::of(n_);
  return score_layer(make_layer(g, stones_of(g, board()), rules_), rules_);
}

// Area counting without building a Score: stones count for their colour; an
// empty region for the colour it borders, half each when it borders both
// (dame=split; dame=nobody needs Benson's algorithm, so score() decides),
// nobody's when it borders no stone (the whole empty board, TG-13.12 step 4).
Winner GoPlayout::winner() const {
  if (rules_.dame != Dame::Split) return score().winner;
  const State& s = s_;
  Score sc;
  std::array<bool, kCells> seen{};
  std::array<std::int16_t, kCells> stack;
  sc.black = s.stones[kBlack];
  sc.white = s.stones[kWhite];
  for (int k = 0; k < s.empties.size(); ++k) {
    const int e = s.empties[k];
    // A one-point region (the usual end of a playout): every neighbour is a
    // stone of one colour or the edge, and not all of them the edge.
    if (side_count(kBlack, e) == 4 && side_count(kWhite, e) != 4) {
      sc.black += 1;
      continue;
    }
    if (side_count(kWhite, e) == 4 && side_count(kBlack, e) != 4) {
      sc.white += 1;
      continue;
    }
    if (seen[e]) continue;
    bool black = false, white = false;
    int count = 0, top = 0;
    stack[top++] = static_cast<std::int16_t>(e);
    seen[e] = true;
    while (top > 0) {
      const int x = stack[--top];
      ++count;
      for (int d : kDirs) {
        const int y = x + d;
        if (s.color[y] == kBlack) black = true;
        else if (s.color[y] == kWhite) white = true;
        else if (s.color[y] == kEmpty && !seen[y]) {
          seen[y] = true;
          stack[top++] = static_cast<std::int16_t>(y);
        }
      }
    }
    if (black && white) {
      sc.black += 0.5 * count;
      sc.white += 0.5 * count;
    } else if (black) {
      sc.black += count;
    } else if (white) {
      sc.white += count;
    } else {
      sc.nobody += count;  // the whole empty board: nobody's (TG-13.12 step 4; no tris here)
    }
  }
  decide_score(sc, n_ * n_, rules_);
  return sc.winner;
}

}  // namespace

std::unique_ptr<PlayoutImpl> make_go_playout(const Position& start) {
  // FlybombGo's flybomb turns are tris slots the order's table does not show.
  if (start.rules.move_order().has_tris_slots() || (start.rules.order == OrderRule::Flybomb && start.rules.flybombs > 0))
    return nullptr;
  bool usable = false;
  auto p = std::make_unique<GoPlayout>(start, usable);
  if (!usable) return nullptr;
  return p;
}

}  // namespace tg::opt
