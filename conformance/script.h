#pragma once
// The conformance script (spec/vectors/README.md) as a typed tree, in the
// manner of the WebAssembly spec interpreter's script.ml: a file is a list of
// vectors, a vector is a setup and a list of steps, and a step is one of the
// kinds below, each with only its own arguments (already checked by the
// parser) and where it was written. The parser (script_parser.h) makes it, the
// runner (runner.h) runs it against any tg::Engine, the report (report.h)
// writes the results.
#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "vocab/board.h"
#include "vocab/engine.h"
#include "vocab/error.h"

namespace tg::conformance {

// One parsed move of `play`, `assert_legal`, `assert_illegal`. Side and kind
// are filled from the slot when not written.
struct VectorMove {
  std::optional<Side> side;
  std::optional<MoveKind> kind;  // Pass is always explicit
  Point point{};
  std::string text;  // as written, for messages
};

// The layer of assert_string / assert_liberties: the base board's strings,
// the holistic board's (TrisGo, D-05), or TrisGomoku's extended strings
// (GM-3.4).
enum class StringLayer { Base, Holistic, Extended };

// The optional KEY=VALUE checks of assert_target, assert_encircled and
// assert_overruled (GM-4.1..4.7): counts, and point sets compared as sets.
struct TargetCheck {
  std::optional<int> liberties, walls, secondary, reinforcements;
  std::optional<std::vector<Point>> whole, flips;
};

// KEY=VALUE arguments in the order written, the values as written (the
// parser has checked them); the runner reports the first one that differs.
using KeyValues = std::vector<std::pair<std::string, std::string>>;

// Where a step is written: file, line, and the column of its directive's
// name; and the directive as written (without a trailing comment).
struct StepSource {
  SourceLocation at;
  std::string text;
};

namespace step {

// Every step kind starts with its source, so `source_of` reads any of them.
struct Base {
  StepSource source;
};

// rules RULESET (after the setup; one before it changes the setup's ruleset)
struct Rules : Base {
  Ruleset rules;
};
// dead POINTS|none: the dead stones the following scores use
struct Dead : Base {
  std::vector<Point> points;
};
// play MOVE
struct Play : Base {
  VectorMove move;
};
// assert_legal MOVE
struct AssertLegal : Base {
  VectorMove move;
};
// assert_illegal MOVE REASON
struct AssertIllegal : Base {
  VectorMove move;
  Illegal reason = Illegal::None;
};
// assert_captured POINTS|none (on the last play)
struct AssertCaptured : Base {
  std::vector<Point> points;
};
// assert_cascade POINTS|none (on the last play)
struct AssertCascade : Base {
  std::vector<Point> points;
};
// assert_flip POINT FROM TO (on the last play)
struct AssertFlip : Base {
  Point point{};
  Attribute from = Attribute::Neutral, to = Attribute::Neutral;
};
// assert_slot SIDE KIND
struct AssertSlot : Base {
  Side side = Side::Black;
  SlotKind kind = SlotKind::Stone;
};
// assert_next N
struct AssertNext : Base {
  int move_number = 1;
};
// assert_board ... end
struct AssertBoard : Base {
  Board board{*BoardSize::make(5)};
};
// assert_string LAYER POINTS: the string at the first point is exactly POINTS
struct AssertString : Base {
  StringLayer layer = StringLayer::Base;
  std::vector<Point> points;
};
// assert_liberties LAYER POINT N
struct AssertLiberties : Base {
  StringLayer layer = StringLayer::Base;
  Point point{};
  int liberties = 0;
};
// assert_region COLOUR POINTS [eye=yes|no]
struct AssertRegion : Base {
  Side colour = Side::Black;
  std::vector<Point> points;
  std::optional<bool> eye;
};
// assert_no_region COLOUR POINT
struct AssertNoRegion : Base {
  Side colour = Side::Black;
  Point point{};
};
// assert_private_eye POINT yes|no [failed=ID]
struct AssertPrivateEye : Base {
  Point point{};
  bool has_eye = false;
  std::string failed;  // the condition ID after failed=, or empty
};
// assert_params POINT KEY=VALUE... (by wy bo wo branch black_bonds white_bonds)
struct AssertParams : Base {
  Point point{};
  KeyValues keys;
};
// assert_attribute POINT ATTRIBUTE
struct AssertAttribute : Base {
  Point point{};
  Attribute attribute = Attribute::Neutral;
};
// assert_forbidden POINT REASON
struct AssertForbidden : Base {
  Point point{};
  Illegal reason = Illegal::None;
};
// assert_not_forbidden POINT
struct AssertNotForbidden : Base {
  Point point{};
};
// assert_ended yes|no
struct AssertEnded : Base {
  bool ended = false;
};
// assert_score KEY=VALUE... (black white neutral nobody komi y; decimals)
struct AssertScore : Base {
  KeyValues keys;
};
// assert_winner KEY=VALUE... (chinese literal ruleset)
struct AssertWinner : Base {
  KeyValues keys;
};
// assert_owner POINT OWNER
struct AssertOwner : Base {
  Point point{};
  Owner owner = Owner::Black;
};

// TrisGomoku (spec/systems/trisgomoku.md); the parser accepts these only
// where the ruleset in force has game=gomoku.

// The target a target assertion names: the encircler, the type, and a point
// of its main core.
struct TargetRef {
  Side encircler = Side::Black;
  EncirclementType type = EncirclementType::A;
  Point point{};
};
// assert_target COLOUR TYPE POINT [KEY=VALUE...]: among the position's targets
struct AssertTarget : Base {
  TargetRef target;
  TargetCheck check;
};
// assert_no_target COLOUR TYPE POINT
struct AssertNoTarget : Base {
  TargetRef target;
};
// assert_encircled COLOUR TYPE POINT [KEY=VALUE...]: took effect on the last play
struct AssertEncircled : Base {
  TargetRef target;
  TargetCheck check;
};
// assert_overruled COLOUR TYPE POINT [KEY=VALUE...]: overruled on the last play
struct AssertOverruled : Base {
  TargetRef target;
  TargetCheck check;
};
// assert_no_encirclement (on the last play)
struct AssertNoEncirclement : Base {};
// assert_five COLOUR POINTS
struct AssertFive : Base {
  Side colour = Side::Black;
  std::vector<Point> points;
};
// assert_no_five COLOUR
struct AssertNoFive : Base {
  Side colour = Side::Black;
};
// assert_result WINNER REASON
struct AssertResult : Base {
  Winner winner = Winner::Draw;
  GomokuEnd end = GomokuEnd::None;  // why the game ended
};

}  // namespace step

using Step = std::variant<step::Rules, step::Dead, step::Play, step::AssertLegal, step::AssertIllegal,
                          step::AssertCaptured, step::AssertCascade, step::AssertFlip, step::AssertSlot,
                          step::AssertNext, step::AssertBoard, step::AssertString, step::AssertLiberties,
                          step::AssertRegion, step::AssertNoRegion, step::AssertPrivateEye, step::AssertParams,
                          step::AssertAttribute, step::AssertForbidden, step::AssertNotForbidden, step::AssertEnded,
                          step::AssertScore, step::AssertWinner, step::AssertOwner, step::AssertTarget,
                          step::AssertNoTarget, step::AssertEncircled, step::AssertOverruled,
                          step::AssertNoEncirclement, step::AssertFive, step::AssertNoFive, step::AssertResult>;

// Where any step is written.
inline const StepSource& source_of(const Step& s) {
  return std::visit([](const step::Base& b) -> const StepSource& { return b.source; }, s);
}

// Point lists in the script are sets: the parser, the runner and the report
// read them sorted by BoardSize::index, without repeats.
inline std::vector<Point> as_point_set(const BoardSize& size, std::vector<Point> points) {
  std::sort(points.begin(), points.end(), [&](Point a, Point b) { return size.index(a) < size.index(b); });
  points.erase(std::unique(points.begin(), points.end()), points.end());
  return points;
}

struct VectorSpec {
  std::string file;
  std::string name;
  int line = 0;      // of the `vector` line
  std::string why;   // the `# why:` text (continuation comment lines joined with spaces)
  // The setup: a position (`position` block), or the starting position of a
  // record (`record` block: its setup pieces, next move = its first move)
  // followed by the record's moves, which the runner plays with the engine.
  Position setup{*BoardSize::make(5)};
  std::vector<Move> setup_moves;
  int setup_line = 0;  // of the `position` or `record` line
  std::vector<Step> steps;
};

}  // namespace tg::conformance
