#pragma once
// Game records (spec TG-2.6, Art. 2.6): the ruleset, the board size, game
// information tags, an optional setup, and the moves in order, each with the
// SGF properties of its node. Two text forms share this one value:
//   - the move-number notation of Art. 2.6 ("黑1.G六，白2.F六；……"), files
//     *.tgr, parsed and printed here (format: spec/formats/records.md);
//   - SGF FF[4] with a private tris extension, in vocab/sgf.h
//     (format: spec/formats/sgf.md).
// Converting between them loses nothing: both directions give equal Records.
//
// A record is checked for syntax, board bounds and the agreement of every
// move with its slot of the move order (side and piece kind); move legality
// is the engines' job.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "vocab/error.h"
#include "vocab/geometry.h"
#include "vocab/labels.h"
#include "vocab/move.h"
#include "vocab/move_fit.h"  // fit_move and Placed, for readers of records
#include "vocab/ruleset.h"

namespace tg {

// SGF properties of one node, in order: identifier (uppercase letters) and its
// values, decoded (SGF escapes removed). The pseudo-property ";" (no values)
// closes the move's node: the properties after it belong to a further node
// without a move that follows it in the SGF main line (a comment node, say).
using NodeProperties = std::vector<std::pair<std::string, std::vector<std::string>>>;

struct RecordedMove {
  Move move;
  NodeProperties properties;  // the move's node other than the move itself
  friend bool operator==(const RecordedMove&, const RecordedMove&) = default;
};

struct Record {
  Ruleset rules;
  BoardSize size = *BoardSize::make(19);
  // Game information, in order: named tags ("Black", "White", "Date",
  // "Result", "Event", "Komi", ... see spec/formats/sgf.md for the table),
  // any other tag of a notation file, and the unknown root properties of an
  // SGF file as tags "SGF:XX" whose value is the raw SGF value list
  // ("[v1][v2]", escapes kept).
  std::vector<std::pair<std::string, std::string>> tags;
  // Pieces on the board before moves[0] (Black, White or Tris; each point at
  // most once). Compared as a set; the parsers give it in board index order.
  std::vector<std::pair<Point, Piece>> setup;
  int first_move = 1;  // move number of moves[0]; >1 when a record starts mid-game
  std::vector<RecordedMove> moves;  // moves[i] has number first_move + i
  // True for plain-Go records from other software (SGF whose RU is not one of
  // ours, or absent, and without tris): the side of each move is taken as
  // written and not checked against the move order (handicap games where
  // white moves first, problems, two moves of one side in a row). Only for
  // rulesets whose move order has no tris slots.
  bool free_order = false;

  int move_number(std::size_t i) const { return first_move + static_cast<int>(i); }
};

// Equal rules, size, tags (in order), setup (as sets), first_move, moves
// (with their properties) and free_order.
bool operator==(const Record& a, const Record& b);

// The first problem that makes a Record unprintable or inconsistent ("" when
// none): moves that do not fit their slots, setup off the board, on a point
// twice or with Piece::Empty, free_order with tris slots, first_move < 1,
// malformed tag names or SGF:XX values, properties with no values. Parsers
// only return records without problems; printers expect them.
std::string record_problem(const Record& r);

// ---- The move-number notation (*.tgr) --------------------------------------

struct RecordStyle {
  LabelSet labels = LabelSet::Chinese;
  // false: 黑 白 玄 (华 花 when rules.notation is menggo), "虚着", "，" and "；";
  // true: B W T, "pass", "," and ";".
  bool ascii = false;
};

// Prints tag lines ([Rules], [Size], [FirstMove] when there are no moves and
// it is not 1, [FreeOrder], [Setup], then the tags), a blank line, and the
// moves, a line break after every move whose number is a multiple of 10.
std::string print_record(const Record& r, RecordStyle style = {});

// Parses the notation; throws ParseError (file:line:col: message) on any
// problem. `file_name` only labels error messages.
Record parse_record(std::string_view text, const std::string& file_name = "");

// ---- Pieces for people -----------------------------------------------------

// The prefix a record prints for a move in a slot of `kind` (D-23): 黑/白 for
// stones, emergency conversions and passes of stone slots; 玄, or 华/花 when
// notation is menggo, for tris and passes of tris slots; B/W/T when ascii.
std::string move_prefix(const Move& m, SlotKind kind, Notation notation, bool ascii);

}  // namespace tg
