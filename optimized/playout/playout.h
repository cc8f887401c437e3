#pragma once
// Light playouts in place (issue 4): the classic Go board benchmark, and what
// a Monte-Carlo client of the engine needs. A Playout is built once from a
// Position and then plays moves on its own state, without building a new
// Position per move (Engine::play copies the board and the whole history,
// which made a 19x19 playout cost O(moves^2)).
//
// The light policy: at each turn start at a uniformly random entry of the
// empty-point list and take the first legal point, scanning the list
// cyclically, that is not the mover's own one-point eye (every on-board
// neighbour a stone of the mover's colour on the base board); pass when there
// is none. Stone slots play stones; tris slots play tris under the Art. 7
// forbidden points; the policy never plays an Art. 8 emergency conversion.
// The game ends as Art. 11 / D-13 say (two passes for the presets), or after
// `max_moves` in run(); then it is scored (Art. 13, no dead strings).
//
// Every move honours the ruleset exactly as OptimizedEngine::play does
// (captures, suicide, whole-board repetition of D-12 in all three settings,
// tris forbidden points, attributes, the D-06 cascade): the legality and the
// board after each move are those of the engine, checked move by move by
// optimized/tests/playout_test.cpp. Three implementations sit behind this
// one class; the fastest that applies is used (which board serves which
// preset: the table in optimized/README.md, "Light playouts"):
//  - "stones": no tris slots and no tris on the board
//    (optimized/playout/playout_go.cpp); no attribute work at all;
//  - "mailbox-tris": tris with attributes from private eyes (either
//    wording) or from MengGo 2013's bonds, and D-08 before-recompute;
//    attributes kept from move to move and derived again only where a move
//    can change them (optimized/playout/playout_tris_mailbox.cpp);
//  - "layers": every ruleset: the engine's own layer functions (attributes,
//    captures, cascade; optimized/engine/moves.h) on a state kept in place
//    (optimized/playout/playout_tris.cpp). PlayoutBoard::Layers forces it, so that
//    the mailbox board can be compared with it.
// FlybombGo (order=flybomb) plays on the two TrisGo boards: its slots
// follow the game (FlybombTrack, playout_core.h; the random flybombs from the
// start position's seed, vocab/flybomb.h), an offered chosen flybomb is
// thrown at the first point the policy takes and declined (the opponent's
// stone slot, scanned from a new random start, else passed) when it takes
// none (D-79, D-121); the same games as optimized/playout/playout_engine.h.
// Repetition: each board is remembered as a 64-bit Zobrist key of the board
// and of what makes two situations equal under the ruleset (D-12); equal keys
// count as equal situations, where the engine also compares the boards (a
// false repetition needs a 64-bit collision among a few thousand keys).
#include <cstdint>
#include <memory>
#include <string_view>

#include "vocab/engine.h"
#include "vocab/splitmix64.h"

namespace tg::opt {

// The playouts' random numbers: splitmix64 (vocab/splitmix64.h), fast and seedable.
class PlayoutRng {
 public:
  explicit PlayoutRng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() { return splitmix64(state_); }
  // A number in [0, n) (n > 0), by multiply-shift: the bias is below n / 2^32.
  std::uint32_t below(std::uint32_t n) {
    return static_cast<std::uint32_t>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
  }

 private:
  std::uint64_t state_;
};

class PlayoutImpl;

// Fastest: the fastest board that applies; Layers: the layer board;
// Mailbox: the mailbox board (EngineLimit where it does not apply), for the
// tests and benchmarks that compare the boards.
enum class PlayoutBoard { Fastest, Layers, Mailbox };

class Playout {
 public:
  // Throws EngineLimit for the rulesets the optimized engine refuses.
  explicit Playout(const Position& start, PlayoutBoard board = PlayoutBoard::Fastest);
  ~Playout();
  Playout(Playout&&) noexcept;
  Playout& operator=(Playout&&) noexcept;

  // Back to the start position (cheap: a copy of the start state).
  void reset();
  // One move by the light policy (a pass when no point qualifies). The game
  // must not have ended.
  Move step(PlayoutRng& rng);
  // Steps until the game ends or `max_moves` moves were played; returns the
  // number of moves played (passes included).
  long run(PlayoutRng& rng, int max_moves);

  bool ended() const;
  int next_move() const;
  Slot to_move() const;
  // Whether the slot's piece (a stone, or a tris on a tris slot) may be
  // played at p, exactly as OptimizedEngine::play judges it (false for an
  // occupied or off-board point).
  bool legal(Point p) const;
  // Whether the empty point p is the mover's own one-point eye (the policy
  // skips those); false off the board.
  bool own_eye(Point p) const;
  Board board() const;
  // The attribute the playout derived for the tris at p (TG-6; Neutral for
  // any other point): the holistic board, which board() does not show.
  Attribute attribute(Point p) const;
  // Art. 13 on the current board, equal to OptimizedEngine::score(p, {}).
  Score score() const;
  // The winner of score(), by a faster count where the ruleset allows it.
  Winner winner() const;
  // The implementation in use: "stones", "mailbox-tris" or "layers".
  std::string_view implementation() const;

 private:
  std::unique_ptr<PlayoutImpl> impl_;
  BoardSize size_;
};

}  // namespace tg::opt
