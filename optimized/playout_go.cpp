// The stone-only playout: rulesets without tris slots on a board without tris
// (the `go` preset and its switches). No attribute can exist, so the move
// procedure is plain Go (Art. 9 captures, D-07 suicide, D-12 repetition) and
// the classic fast board applies: a mailbox of (n+2)^2 cells with an edge
// ring, strings as circular lists of stones with a head, pseudo-liberties
// (the number of (stone, empty neighbour) pairs: zero exactly when the string
// has no liberty), a Zobrist hash per string so that the board after a
// capture is known before playing, per-point neighbour counts for the eye
// test, and an empty-point list with O(1) removal.
#include <algorithm>
#include <array>
#include <bit>

#include "optimized/board_state.h"
#include "optimized/layers.h"
#include "optimized/playout_core.h"
#include "optimized/scoring.h"

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
  Move step(PlayoutRng& rng) override;
  long run(PlayoutRng& rng, int max_moves) override {
    long moves = 0;
    while (moves < max_moves && !order_.ended(s_.next_move, s_.passes)) {
      step(rng);
      ++moves;
    }
    return moves;
  }
  bool ended() const override { return order_.ended(s_.next_move, s_.passes); }
  int next_move() const override { return s_.next_move; }
  bool legal(Point p) const override {
    const int c = cell_of(p);
    return s_.color[c] == kEmpty && legal_at(c, mover(), order_.situation(s_.next_move + 1));
  }
  bool own_eye(Point p) const override { return s_.nb_side[mover() - 1][cell_of(p)] == 4; }
  Board board() const override;
  Score score() const override;
  Winner winner() const override;
  std::string_view implementation() const override { return "stones"; }

 private:
  // Everything a move changes: copied back by reset().
  struct State {
    std::array<std::uint8_t, kCells> color{};
    std::array<std::uint8_t, kCells> nb_empty{};  // empty neighbours
    // Neighbours holding a stone of that colour (0 black, 1 white) or off
    // the board: 4 means an own one-point eye.
    std::array<std::array<std::uint8_t, kCells>, 2> nb_side{};
    // String head (0 on a cell without a stone); circular list of the string's stones.
    std::array<std::int16_t, kCells> head{}, next{};
    std::array<std::int16_t, kCells> libs{}, size{};  // by head: pseudo-liberties, stones
    std::array<std::uint64_t, kCells> shash{};       // by head: xor of the stones' Zobrist keys
    std::array<std::int16_t, kCells> empties{}, epos{};
    int n_empty = 0;
    std::uint64_t hash = 0;
    int next_move = 1;
    std::size_t cursor = 0;  // order_.at(next_move)
    int passes = 0;
  };

  int mover() const { return order_.slot(s_.next_move).side == Side::Black ? kBlack : kWhite; }
  int cell_of(Point p) const { return (half_ - p.y + 1) * kW + (p.x + half_ + 1); }
  Point point_of(int cell) const { return Point{cell % kW - 1 - half_, half_ - (cell / kW - 1)}; }

  // `situation`: the situation part of the key after the move (D-12).
  bool legal_at(int p, int c, std::uint64_t situation) const;
  // The hash of the string at neighbour k of a candidate (heads h), or 0
  // when an earlier neighbour holds the same string: each counts once.
  std::uint64_t string_hash_once(const int* h, int k) const {
    for (int j = 0; j < k; ++j)
      if (h[j] == h[k]) return 0;
    return s_.shash[static_cast<std::size_t>(h[k])];
  }
  void play(int p, int c, std::uint64_t situation);
  void pass() {
    ++s_.passes;
    ++s_.next_move;
    s_.cursor = order_.next(s_.cursor);
    seen_.insert(s_.hash ^ order_.situation_at(s_.cursor));
  }
  void add_empty(int p) {
    s_.epos[p] = static_cast<std::int16_t>(s_.n_empty);
    s_.empties[s_.n_empty++] = static_cast<std::int16_t>(p);
  }
  void remove_empty(int p) {
    const int last = s_.empties[--s_.n_empty];
    s_.empties[s_.epos[p]] = static_cast<std::int16_t>(last);
    s_.epos[last] = s_.epos[p];
  }
  void merge(int a, int b);
  void remove_string(int h);

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
    for (int d : kDirs) {
      const int q = c + d;
      if (s.color[q] == kEmpty) ++s.nb_empty[c];
      if (s.color[q] == kBlack || s.color[q] == kEdge) ++s.nb_side[0][c];
      if (s.color[q] == kWhite || s.color[q] == kEdge) ++s.nb_side[1][c];
    }
    if (s.color[c] == kEmpty) add_empty(c);
    else s.hash ^= key_[s.color[c] - 1][c];
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
      libs += s.nb_empty[x];
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
  s.cursor = order_.at(start.next_move);
  s.passes = start.passes;
  seed_seen(start, order_, seen_);
  start_ = s_;
  usable = true;
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
// as a string's count. Inlined into step(), its hot loop (a call per
// candidate cost about 5 % of the playout).
[[gnu::always_inline]] inline bool GoPlayout::legal_at(int p, int c, std::uint64_t situation) const {
  const State& s = s_;
  const int opp = kBlack + kWhite - c;
  int h[4], col[4];
  for (int k = 0; k < 4; ++k) {
    h[k] = s.head[p + kDirs[k]];
    col[k] = s.color[p + kDirs[k]];
  }
  bool has_liberty = s.nb_empty[p] > 0;
  unsigned captured = 0, joined = 0;  // bit k: neighbour k is in a captured string, an own string
  for (int k = 0; k < 4; ++k) {
    const int hk = h[k];
    // How many stones of this string touch p: its pseudo-liberties equal
    // that number exactly when p is its only liberty (each pair (stone,
    // empty neighbour) is counted once).
    const int touching = (h[0] == hk) + (h[1] == hk) + (h[2] == hk) + (h[3] == hk);
    const bool last_liberty = hk != 0 && s.libs[hk] == touching;
    const bool cap = col[k] == opp && last_liberty;
    const bool own = col[k] == c;
    has_liberty = has_liberty || cap || (own && !last_liberty);  // a capture frees a liberty next to p
    captured |= static_cast<unsigned>(cap) << k;
    joined |= static_cast<unsigned>(own) << k;
  }
  // Hashes of the captured strings (rare: the usual case reads no shash).
  std::uint64_t removed = 0;
  for (unsigned m = captured; m != 0; m &= m - 1) removed ^= string_hash_once(h, std::countr_zero(m));
  std::uint64_t after = s.hash ^ key_[c - 1][p] ^ removed;
  if (!has_liberty) {
    if (rules_.suicide == Suicide::Forbidden) return false;
    // Suicide allowed: the cascade removes the new string (D-06, D-07).
    after = s.hash;
    for (unsigned m = joined; m != 0; m &= m - 1) after ^= string_hash_once(h, std::countr_zero(m));
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
  int x = h;
  do {
    s.color[x] = kEmpty;
    s.head[x] = 0;  // legal_at() reads 0 for every cell without a stone
    x = s.next[x];
  } while (x != h);
  do {
    add_empty(x);
    s.hash ^= key_[c - 1][x];
    for (int d : kDirs) {
      const int y = x + d;
      ++s.nb_empty[y];
      --s.nb_side[c - 1][y];
      ++s.libs[s.head[y]];  // libs[0] (no stone at y) is scratch
    }
    x = s.next[x];
  } while (x != h);
}

void GoPlayout::play(int p, int c, std::uint64_t situation) {
  State& s = s_;
  s.color[p] = static_cast<std::uint8_t>(c);
  remove_empty(p);
  s.hash ^= key_[c - 1][p];
  s.head[p] = static_cast<std::int16_t>(p);
  s.next[p] = static_cast<std::int16_t>(p);
  s.libs[p] = s.nb_empty[p];
  s.size[p] = 1;
  s.shash[p] = key_[c - 1][p];
  for (int d : kDirs) {
    const int q = p + d;
    --s.nb_empty[q];
    ++s.nb_side[c - 1][q];
    --s.libs[s.head[q]];  // libs[0] (no stone at q) is scratch
  }
  for (int d : kDirs) {
    const int q = p + d;
    if (s.color[q] == c && s.head[q] != s.head[p]) merge(s.head[p], s.head[q]);
  }
  const int opp = kBlack + kWhite - c;
  for (int d : kDirs) {
    const int q = p + d;
    if (s.color[q] == opp && s.libs[s.head[q]] == 0) remove_string(s.head[q]);
  }
  if (s.libs[s.head[p]] == 0) remove_string(s.head[p]);  // an allowed suicide
  s.passes = 0;
  ++s.next_move;
  s.cursor = order_.next(s.cursor);
  seen_.insert(s.hash ^ situation);
}

Move GoPlayout::step(PlayoutRng& rng) {
  const Side side = order_.slot_at(s_.cursor).side;
  const int c = side == Side::Black ? kBlack : kWhite;
  const int n = s_.n_empty;
  if (n > 0) {
    const std::uint64_t situation = order_.situation_at(order_.next(s_.cursor));
    int i = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
    for (int k = 0; k < n; ++k) {
      const int p = s_.empties[i];
      if (++i == n) i = 0;
      if (s_.nb_side[c - 1][p] == 4 || !legal_at(p, c, situation)) continue;
      play(p, c, situation);
      return Move{side, MoveKind::Stone, point_of(p)};
    }
  }
  pass();
  return Move{side, MoveKind::Pass, {}};
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
// nobody's when it borders no stone (D-16's neutral count, empty board only).
Winner GoPlayout::winner() const {
  if (rules_.dame != Dame::Split) return score().winner;
  const State& s = s_;
  Score sc;
  std::array<bool, kCells> seen{};
  std::array<std::int16_t, kCells> stack;
  for (int c = 0; c < kCells; ++c) {
    if (s.color[c] == kBlack) sc.black += 1;
    else if (s.color[c] == kWhite) sc.white += 1;
  }
  for (int k = 0; k < s.n_empty; ++k) {
    const int e = s.empties[k];
    // A one-point region (the usual end of a playout): every neighbour is a
    // stone of one colour or the edge, and not all of them the edge.
    if (s.nb_side[0][e] == 4 && s.nb_side[1][e] != 4) {
      sc.black += 1;
      continue;
    }
    if (s.nb_side[1][e] == 4 && s.nb_side[0][e] != 4) {
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
      sc.neutral += count;
    }
  }
  decide_score(sc, n_ * n_, rules_);
  return sc.winner;
}

}  // namespace

std::unique_ptr<PlayoutImpl> make_go_playout(const Position& start) {
  if (start.rules.move_order().has_tris_slots()) return nullptr;
  bool usable = false;
  auto p = std::make_unique<GoPlayout>(start, usable);
  if (!usable) return nullptr;
  return p;
}

}  // namespace tg::opt
