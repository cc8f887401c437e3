#pragma once
// Conformance vectors (spec/vectors/README.md): a line-based, language-neutral
// script format in the spirit of WebAssembly's .wast. Each vector sets up a
// position, plays moves and asserts what the rules say; this file parses
// vector files into typed steps and runs them against any Engine.
#include <optional>
#include <string>
#include <string_view>
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

enum class StepKind {
  Rules,            // rules RULESET (after the setup)
  Dead,             // dead POINTS
  Play,             // play MOVE
  AssertLegal,      // assert_legal MOVE
  AssertIllegal,    // assert_illegal MOVE REASON
  AssertCaptured,   // assert_captured POINTS
  AssertCascade,    // assert_cascade POINTS
  AssertFlip,       // assert_flip POINT FROM TO
  AssertSlot,       // assert_slot SIDE KIND
  AssertNext,       // assert_next N
  AssertBoard,      // assert_board ... end
  AssertString,     // assert_string LAYER POINTS
  AssertLiberties,  // assert_liberties LAYER POINT N
  AssertRegion,     // assert_region COLOUR POINTS [eye=yes|no]
  AssertNoRegion,   // assert_no_region COLOUR POINT
  AssertPrivateEye, // assert_private_eye POINT yes|no [failed=ID]
  AssertParams,     // assert_params POINT KEY=VALUE...
  AssertAttribute,  // assert_attribute POINT ATTRIBUTE
  AssertForbidden,  // assert_forbidden POINT REASON
  AssertNotForbidden,  // assert_not_forbidden POINT
  AssertEnded,      // assert_ended yes|no
  AssertScore,      // assert_score KEY=VALUE...
  AssertWinner,     // assert_winner KEY=VALUE...
  AssertOwner,      // assert_owner POINT OWNER
  // TrisGomoku (spec/systems/trisgomoku.md); the parser accepts them only
  // where the ruleset in force has game=gomoku.
  AssertTarget,          // assert_target COLOUR TYPE POINT [KEY=VALUE...]
  AssertNoTarget,        // assert_no_target COLOUR TYPE POINT
  AssertEncircled,       // assert_encircled COLOUR TYPE POINT [KEY=VALUE...]
  AssertOverruled,       // assert_overruled COLOUR TYPE POINT [KEY=VALUE...]
  AssertNoEncirclement,  // assert_no_encirclement
  AssertFive,            // assert_five COLOUR POINTS
  AssertNoFive,          // assert_no_five COLOUR
  AssertResult,          // assert_result WINNER REASON
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

// One step with every argument already checked. Which fields are used
// depends on the kind (see the comments of StepKind).
struct VectorStep {
  StepKind kind = StepKind::Play;
  int line = 0;
  std::string text;                 // the directive line as written (without comment)
  std::optional<Ruleset> rules;     // Rules
  VectorMove move;                  // Play, AssertLegal, AssertIllegal
  Illegal reason = Illegal::None;   // AssertIllegal, AssertForbidden
  std::vector<Point> points;        // point lists; the single point of one-point assertions first
  StringLayer layer = StringLayer::Base;  // AssertString, AssertLiberties
  // AssertSlot side; AssertRegion/NoRegion colour; the encircler of the
  // target assertions; the colour of AssertFive/NoFive.
  Side side = Side::Black;
  SlotKind slot_kind = SlotKind::Stone;
  int number = 0;                   // AssertNext, AssertLiberties
  bool flag = false;                // AssertPrivateEye, AssertEnded: yes/no
  std::optional<bool> eye;          // AssertRegion eye=
  std::string failed;               // AssertPrivateEye failed=
  Attribute from = Attribute::Neutral, to = Attribute::Neutral;  // AssertAttribute (to), AssertFlip
  Owner owner = Owner::Black;       // AssertOwner
  std::optional<Board> board;       // AssertBoard
  EncirclementType target_type = EncirclementType::A;  // the target assertions
  TargetCheck target;               // AssertTarget, AssertEncircled, AssertOverruled
  Winner winner = Winner::Draw;     // AssertResult
  GomokuEnd end = GomokuEnd::None;  // AssertResult: why the game ended
  // AssertParams (by wy bo wo branch), AssertScore (black white neutral
  // nobody komi y), AssertWinner (chinese literal ruleset): key, value text.
  std::vector<std::pair<std::string, std::string>> keys;
};

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
  std::vector<VectorStep> steps;
};

struct VectorResult {
  std::string file, name;
  bool passed = false;
  std::string message;  // empty when passed
  int line = 0;         // the failing step's line, or the vector's line when passed
};

// Parses one vector file. Throws ParseError (file:line:col) on the first
// problem; never crashes on any input.
std::vector<VectorSpec> parse_vectors(std::string_view text, const std::string& file);

// Runs one vector against an engine. Never throws for engine failures
// (EngineLimit and other exceptions become failures with their message).
VectorResult run_vector(const VectorSpec& vector, const Engine& engine);

// The files a path names: the file itself, or every regular *.vec file
// directly in the folder, in name order. Throws InputError when the path
// does not exist or the folder holds no .vec file.
std::vector<std::string> vector_files(const std::string& path_or_dir);

// Parses every file first (throws the first ParseError or InputError), then
// runs every vector in file order.
std::vector<VectorResult> run_vectors(const std::string& path_or_dir, const Engine& engine);

}  // namespace tg::conformance
