#pragma once
// The engine interface (issue 3): the questions every implementation of the
// rules answers for a position and its ruleset. The literal reference
// (reference/) and the optimized engine (optimized/) implement it; the
// conformance vectors, the property tests and `trisgo` use only this.
//
// Every answer is plain data in a canonical order so two engines' answers can
// be compared with ==: point lists are sorted by BoardSize::index, strings and
// regions by their first point.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "vocab/board.h"
#include "vocab/reason.h"

namespace tg {

class GameState;  // vocab/game_state.h

// A maximal 4-connected set of points of one kind (Art. 3.3) with its
// liberties (Art. 3.1 / 3.3).
struct StringInfo {
  Piece kind = Piece::Empty;  // Black, White or Tris (for holistic strings: Black or White)
  std::vector<Point> points;
  std::vector<Point> liberties;
  friend bool operator==(const StringInfo&, const StringInfo&) = default;
};

// A closed region formed by one colour (Art. 4.1, D-01) and whether it is an
// eye (Art. 4.2: it contains an empty string).
struct RegionInfo {
  Side formed_by = Side::Black;
  std::vector<Point> points;
  bool is_eye = false;
  friend bool operator==(const RegionInfo&, const RegionInfo&) = default;
};

// One candidate region for a string's private eye and its verdict (Art. 4.3).
struct EyeCandidate {
  std::vector<Point> region;  // the closed region's points
  // ReasonKind::None when the region is a private eye; otherwise the
  // condition that failed: EyeEmptyTouchesOwnString (TG-4.3.2),
  // EyeOtherHasEye (TG-4.3.3a, existing eye), EyeOtherMakesEye (TG-4.3.3b,
  // simulation), under eye_rule=menggo-2019 EyeOwnStringInside (M19-4.2a),
  // EyeOtherHasEyeM19 (M19-4.2b1), EyeOtherMakesEyeM19 (M19-4.2b2). The
  // fields below are its witness; text/ puts it into words.
  ReasonKind failed = ReasonKind::None;
  // The TG-4.3.3 inspection as data (D-02 to D-04; under eye_rule=menggo-2019
  // M19-4.2.2, M19-4.2.3), so a reader sees the pieces and not only the
  // words. Point lists sorted by BoardSize::index; empty when the step
  // was not reached (TG-4.3.2 or M19-4.2a failed).
  //  - inspected: the other colour's strings the step inspects (D-02), by first point;
  //  - failed TG-4.3.3a / M19-4.2b1: `eye` is the empty string that already is an
  //    eye of one or more liberties of the inspected string `eye_of` (D-04);
  //  - failed TG-4.3.3b / M19-4.2b2: the simulation's witness (D-03): the other
  //    colour adds `placements` (none when the eye is there already) and `eye`
  //    (one point) becomes a one-liberty eye of the inspected string `eye_of`;
  //  - a private eye although strings were inspected: why no one-liberty eye can
  //    be made: `guarded` lists every empty point of the region, and each of them
  //    touches a stone of the string's colour, so none can become the other
  //    colour's eye (every neighbour of an eye point must be its stone or tris).
  //  - failed TG-4.3.2: `shared_empty` is the empty string beside the string that
  //    also touches `own_string`, another string of the same colour (the first
  //    such, by index); failed M19-4.2a: `own_string` is the string of the same
  //    colour inside the region (the one holding its first such point).
  std::vector<std::vector<Point>> inspected;
  std::vector<Point> eye, eye_of, placements, guarded;
  std::vector<Point> shared_empty, own_string;
  friend bool operator==(const EyeCandidate&, const EyeCandidate&) = default;
};

struct PrivateEyeInfo {
  Side colour = Side::Black;
  std::vector<Point> string;  // the base-board string's points
  bool has_private_eye = false;
  std::vector<EyeCandidate> candidates;
  friend bool operator==(const PrivateEyeInfo&, const PrivateEyeInfo&) = default;
};

// A tris string's Art. 6 parameters, attribute and the branch that decided it
// ("6.1", "6.2.1", "6.2.2", "6.2.3.1", "6.2.3.2", "6.2.3.3"). Under
// attribute_rule=bonds (MengGo 2013, spec/systems/menggo-2013.md M13-5) the
// four parameters stay 0, the bonds are counted instead, and the branch is
// "M13-5.1" (no adjacent stone), "M13-5.2" (black only), "M13-5.3" (white
// only), "M13-5.4.1", "M13-5.4.2", "M13-5.4.3" (both: more black bonds, more
// white bonds, equal).
struct TrisInfo {
  std::vector<Point> points;
  int by = 0, wy = 0, bo = 0, wo = 0;
  Attribute attribute = Attribute::Neutral;
  std::string branch;
  int black_bonds = 0, white_bonds = 0;  // M13-5: (grey piece, black stone) and (grey piece, white stone) pairs
  friend bool operator==(const TrisInfo&, const TrisInfo&) = default;
};

enum class Illegal : std::uint8_t {
  None,
  GameOver,        // Art. 11: the game has ended
  WrongSlot,       // the move does not fit the slot (side or piece kind), Art. 2.3
  OffBoard,
  Occupied,        // Art. 2.4 / Art. 9.1
  TrisCapture,     // Art. 7.1
  TrisEye,         // Art. 7.2: the opponent's one-liberty eye
  TrisTigerMouth,  // Art. 7.3
  Suicide,         // D-07
  Emergency,       // Art. 8: conditions P or Q not met, or conversion disabled
  Repetition,      // Art. 10
  Contradiction,   // D-06: the capture cascade did not reach a fixed point;
                   // D-21 fixed-point: TrisGomoku flips that cycle
};
std::string_view illegal_name(Illegal r);     // "tris-capture", "suicide", ...
std::string_view illegal_article(Illegal r);  // "Art. 7.1", "D-07", ...
// A point where the side to move may not place the piece its slot asks for
// (for a tris slot: the Art. 7 tris forbidden points; for a stone slot:
// suicide and repetition), with the reason.
struct ForbiddenPoint {
  Point point;
  Illegal reason = Illegal::None;
  friend bool operator==(const ForbiddenPoint&, const ForbiddenPoint&) = default;
};

// Who a point belongs to at the end (Art. 13).
enum class Owner : std::uint8_t { Black, White, Neutral, Shared, Nobody };
std::string_view owner_name(Owner o);

enum class Winner : std::uint8_t { Black, White, Draw };
std::string_view winner_name(Winner w);

struct Score {
  std::vector<Owner> owner;  // per point, by BoardSize::index
  double black = 0;          // points held by black (Shared points count 1/2)
  double white = 0;
  double neutral = 0;        // X of Art. 13
  double nobody = 0;         // dame under D-17 "nobody"
  double komi = 0;
  // Art. 13 first formula: black - komi against white.
  Winner literal = Winner::Draw;
  // Art. 13 second formula: black against Y + komi, Y = (N - X) / 2.
  Winner chinese = Winner::Draw;
  double y = 0;
  // The winner under the ruleset's komi_formula (D-18).
  Winner winner = Winner::Draw;
  friend bool operator==(const Score&, const Score&) = default;
};

// ---- TrisGomoku (spec/systems/trisgomoku.md, GM- IDs) ----

enum class EncirclementType : std::uint8_t { A, B, C, D };
std::string_view encirclement_type_name(EncirclementType t);  // "A".."D"

// A candidate target of an encirclement (GM-4) for the encircling colour:
// its whole (the pieces that must run out of liberties together) and the
// parts the text names. Every point list is sorted by BoardSize::index and
// every list of strings by each string's first point.
struct EncirclementTarget {
  Side encircler = Side::Black;
  EncirclementType type = EncirclementType::A;
  // A, C: the neutral tris string X. B, D: the first (by index) string of
  // the other colour's tris inside the extended string.
  std::vector<Point> main_core;
  // Other tris strings that flip with the main core: B, D: the other tris
  // strings of the other colour inside the whole; C: the other colour's tris
  // strings in the reinforcements; C, D: also the walls
  // promoted to secondary cores (GM-4.6) and the other colour's tris in
  // those walls' own wholes.
  std::vector<std::vector<Point>> secondary_cores;
  // C: the other colour's extended strings adjacent to X (援军).
  std::vector<std::vector<Point>> reinforcements;
  // C, D: the neutral tris strings adjacent to the whole that stay walls.
  std::vector<std::vector<Point>> walls;
  std::vector<Point> whole;      // every point of the target (main core, reinforcements, the extended string)
  std::vector<Point> liberties;  // empty points adjacent to the whole
  std::vector<Point> flips;      // every tris that changes attribute if the target is encircled
  friend bool operator==(const EncirclementTarget&, const EncirclementTarget&) = default;
};

// A maximal run of five or more of one colour's pieces (stones plus tris of
// that attribute) along a row, column or diagonal (GM-5); more than five
// points is an overline, which wins too.
struct Five {
  Side side = Side::Black;
  std::vector<Point> points;  // in line order, from the lowest index
  friend bool operator==(const Five&, const Five&) = default;
};

enum class GomokuEnd : std::uint8_t { None, Five, BothFives, FullBoard, Passes };
std::string_view gomoku_end_name(GomokuEnd e);  // "none", "five", "both-fives", "full-board", "passes"

struct GomokuAnalysis {
  // Extended black and white strings (GM-3.4): stones plus tris of that
  // attribute, with their liberties; kind is Black or White.
  std::vector<StringInfo> extended_strings;
  // Every candidate target of both colours (GM-4.1..4.7), whatever its
  // liberties; sorted by encircler, type, then main core.
  std::vector<EncirclementTarget> targets;
  std::vector<Five> fives;  // sorted by side, then first point
  GomokuEnd end = GomokuEnd::None;
  Winner winner = Winner::Draw;  // meaningful when end != None
  friend bool operator==(const GomokuAnalysis&, const GomokuAnalysis&) = default;
};

// Everything an engine says about a static position.
struct Analysis {
  std::vector<StringInfo> base_strings;      // black, white and tris strings of the base board
  std::vector<StringInfo> holistic_strings;  // black and white strings of the holistic board
  std::vector<RegionInfo> regions;
  std::vector<PrivateEyeInfo> private_eyes;  // one per black and white base string
  std::vector<TrisInfo> tris;                // one per tris string
  std::vector<ForbiddenPoint> forbidden;     // for the side and slot to move
  bool ended = false;
  Score score;  // as the board stands (no agreed dead strings); TrisGomoku: only `winner`
  // TrisGomoku only (game=gomoku). Then base_strings holds the black, white
  // and tris strings (tris join only tris of the same attribute, D-20),
  // tris one entry per tris string with its stored attribute (no Art. 6
  // parameters, empty branch), and regions, private_eyes, holistic_strings
  // and forbidden are empty (GM-6: no forbidden points).
  std::optional<GomokuAnalysis> gomoku;
  friend bool operator==(const Analysis&, const Analysis&) = default;
};

struct AttributeChange {
  std::vector<Point> points;  // the tris string
  Attribute from = Attribute::Neutral;
  Attribute to = Attribute::Neutral;
  friend bool operator==(const AttributeChange&, const AttributeChange&) = default;
};

// One round of the D-06 cascade: strings removed because recomputed
// attributes left them without liberties, and the attribute changes after.
struct CascadeStep {
  std::vector<Point> removed;
  std::vector<AttributeChange> changes;
  friend bool operator==(const CascadeStep&, const CascadeStep&) = default;
};

struct MoveOutcome {
  Illegal illegal = Illegal::None;  // None = the move was played
  Reason reason;                    // why not, as data (kind None when legal); text/ words it
  std::vector<Point> captured;      // Art. 9 ordinary captures
  // Attribute changes after the captures. TrisGomoku: the flips of the
  // move, one entry per tris string of the board before the flips.
  std::vector<AttributeChange> changes;
  // TrisGomoku: the targets the move encircled that took effect (judged on
  // the board after placing the piece, before any flip; GM-4.7, D-21), and
  // those of the colour that is not the mover's, set aside because the
  // mover also encircled something (GM-4.9). Under encirclement=fixed-point
  // the rounds follow one another in `encircled`.
  std::vector<EncirclementTarget> encircled;
  std::vector<EncirclementTarget> overruled;
  std::vector<CascadeStep> cascade;      // further removals (D-06)
  // Illegal::Repetition: the earlier position that would recur, named by the
  // number of the move that was to be played in it (the latest such position
  // of the history, or the position itself; TG-10.1, D-12). 0 otherwise.
  int repeated_move = 0;
  std::optional<Position> after;          // the new position when legal
  bool legal() const { return illegal == Illegal::None; }
  friend bool operator==(const MoveOutcome&, const MoveOutcome&) = default;
};

// A legal move with what it did, as counts, and the position after it: what
// a walk over the game tree (perft, conformance/perft.h) needs from play()
// and ended(), without the point lists of MoveOutcome.
struct Successor {
  Move move;
  int captured = 0;           // |MoveOutcome::captured|: pieces removed by the Art. 9 capture
  int attribute_changes = 0;  // |changes| + |changes| of every cascade step
  int cascade_steps = 0;      // |MoveOutcome::cascade|
  bool ended = false;         // ended(after)
  Position after;
  friend bool operator==(const Successor&, const Successor&) = default;
};

class Engine {
 public:
  virtual ~Engine() = default;
  virtual std::string name() const = 0;
  virtual Analysis analyze(const Position& p) const = 0;
  virtual MoveOutcome play(const Position& p, const Move& m) const = 0;
  // Every legal move for the slot to move, passes last, points in index order.
  virtual std::vector<Move> legal_moves(const Position& p) const = 0;
  virtual bool ended(const Position& p) const = 0;
  // Art. 13 with agreed dead strings (Art. 12, D-14): every point listed must
  // hold a black or white stone; its whole holistic string is removed first.
  virtual Score score(const Position& p, const std::vector<Point>& dead) const = 0;
  // An optional capability for tree walks: every move of legal_moves(p), in
  // its order, with the summary of play(p, move) and ended() of the position
  // after it. The default asks legal_moves, play and ended; an engine may
  // answer it faster (one derivation of the position for all its moves, no
  // reasons), with the same answer: conformance/tests/perft_test.cpp
  // compares the two.
  virtual std::vector<Successor> successors(const Position& p) const;
  // In-place play with undo from `p` (vocab/game_state.h), for tree walks
  // and probes. The default (copying_game_state) keeps a stack of Positions
  // over the questions above; an engine may play in place instead, with the
  // same answers. The engine must outlive the state.
  virtual std::unique_ptr<GameState> start(const Position& p) const;
};

// The default of Engine::successors, for engines that override it and want
// the generic answer (tests).
std::vector<Successor> generic_successors(const Engine& engine, const Position& p);

// Thrown when a position is outside what an engine can decide: a region
// larger than the private-eye search bound, a ruleset the engine does not
// implement. Tools report it with exit status 2; it is never a silent guess.
class EngineLimit : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace tg
