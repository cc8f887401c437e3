// Unit tests of the conformance-vector parser and runner (conformance/vectors.h).
// The runner is tested against a scripted fake engine so that every
// assertion's pass and fail paths are exercised independently of the rules.
// The command `trisgo vectors` is tested in cli/tests/vectors_cli_test.cpp.
#include "conformance/vectors.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "vocab/file_io.h"

namespace tg::conformance {
namespace {

// ---------------------------------------------------------------------------
// Helpers

// A vector file around `steps`: one vector "v" on an empty 5x5 board.
std::string one_vector(const std::string& steps, const std::string& board = ".....\n.....\n.....\n.....\n.....\n") {
  return "vector v\n# why: test\nposition\nsize: 5\nnext: 1\nboard:\n" + board + "end\n" + steps;
}
constexpr int kFirstStepLine = 13;  // the line of `steps` in one_vector()

// The same for TrisGomoku (`rules: trisgomoku`), where B and W cells exist.
std::string gomoku_vector(const std::string& steps,
                          const std::string& board = ".....\n.....\n.....\n.....\n.....\n") {
  return "vector g\n# why: test\nposition\nrules: trisgomoku\nsize: 5\nnext: 1\nboard:\n" + board + "end\n" + steps;
}
constexpr int kGomokuFirstStepLine = 14;  // the line of `steps` in gomoku_vector()

std::string parse_error(const std::string& text) {
  try {
    parse_vectors(text, "f.vec");
  } catch (const ParseError& e) {
    return e.what();
  }
  return "(no error)";
}

std::string at(int line, int column, const std::string& message) {
  return "f.vec:" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
}

Point P(int x, int y) { return Point{x, y}; }

// The step as kind S; a test failure (and an empty S) when it is another kind.
template <typename S>
const S& as(const Step& s) {
  if (const S* p = std::get_if<S>(&s)) return *p;
  ADD_FAILURE() << "the step on line " << source_of(s).at.line << " ('" << source_of(s).text
                << "') is not of the expected kind";
  static const S other{};
  return other;
}

// ---------------------------------------------------------------------------
// A scripted engine

class FakeEngine : public Engine {
 public:
  Analysis analysis;
  Score scored;
  std::vector<Point> captured;
  std::vector<AttributeChange> changes;
  std::vector<CascadeStep> cascade;
  std::vector<EncirclementTarget> encircled, overruled;
  std::optional<Point> illegal_at;
  Illegal illegal_reason = Illegal::Suicide;
  std::optional<Point> limit_at;  // play there throws EngineLimit
  bool throw_in_analyze = false;
  mutable std::vector<Point> last_dead;
  mutable int plays = 0;

  std::string name() const override { return "fake"; }
  Analysis analyze(const Position&) const override {
    if (throw_in_analyze) throw EngineLimit("region too large");
    return analysis;
  }
  MoveOutcome play(const Position& p, const Move& m) const override {
    ++plays;
    MoveOutcome o;
    if (limit_at && !m.is_pass() && m.point == *limit_at) throw EngineLimit("search bound reached");
    if (!m.is_pass() && p.board.at(m.point) != Piece::Empty) {
      o.illegal = Illegal::Occupied;
      o.reason = make_reason(ReasonKind::Occupied, m.point);
      return o;
    }
    if (illegal_at && !m.is_pass() && m.point == *illegal_at) {
      o.illegal = illegal_reason;
      o.reason = make_reason(ReasonKind::RemoteRefusal, std::string("scripted"));
      return o;
    }
    Position after = p;
    after.history.push_back(SeenPosition{p.board, p.next_move});
    if (!m.is_pass()) after.board.set(m.point, m.piece());
    after.passes = m.is_pass() ? p.passes + 1 : 0;
    ++after.next_move;
    o.after = after;
    o.captured = captured;
    o.changes = changes;
    o.cascade = cascade;
    o.encircled = encircled;
    o.overruled = overruled;
    return o;
  }
  std::vector<Move> legal_moves(const Position&) const override { return {}; }
  bool ended(const Position& p) const override { return p.passes >= 2; }
  Score score(const Position&, const std::vector<Point>& dead) const override {
    last_dead = dead;
    return scored;
  }
};

VectorResult run_one(const std::string& text, const Engine& engine) {
  std::vector<VectorSpec> v = parse_vectors(text, "f.vec");
  EXPECT_EQ(v.size(), 1u);
  return run_vector(v.at(0), engine);
}

// ---------------------------------------------------------------------------
// Parsing: structure and every directive

TEST(VectorParse, EveryDirective) {
  std::string text =
      "\xEF\xBB\xBF# a file comment\r\n"
      "vector all.directives_1-x\r\n"
      "# why: first line\n"
      "#   second line\n"
      "rules trisgo-2026/cascade=none\n"
      "position\n"
      "rules: go\n"
      "size: 5\n"
      "next: 9\n"
      "board:\n"
      ".....\n"
      ".....\n"
      "..X..\n"
      ".....\n"
      ".....\n"
      "end\n"
      "play tris b2 ; a trailing comment\n"
      "play white pass\n"
      "play emergency 0,1\n"
      "play black stone 一一\n"
      "assert_legal 11\n"
      "assert_illegal tris 00 occupied\n"
      "assert_captured none\n"
      "assert_cascade b2 a2\n"
      "assert_flip b2 neutral black\n"
      "assert_slot black tris\n"
      "assert_next 13\n"
      "assert_board\n"
      "# a comment inside\n"
      ". . . . .\n"
      "\n"
      ".....\n"
      "..X..\n"
      ".....\n"
      ".....\n"
      "end\n"
      "assert_string holistic 00 10\n"
      "assert_liberties base 00 4\n"
      "assert_region white 00 10 eye=no\n"
      "assert_region black 00\n"
      "assert_no_region black 22\n"
      "assert_private_eye 00 no failed=TG-4.3.3b\n"
      "assert_private_eye 00 yes\n"
      "assert_params 00 by=1 wy=0 branch=6.2.1\n"
      "assert_attribute 00 white\n"
      "assert_forbidden 00 tris-eye\n"
      "assert_not_forbidden 00\n"
      "assert_ended yes\n"
      "dead 00 b2\n"
      "dead none\n"
      "assert_score black=12.5 white=-1 neutral=0 nobody=3 komi=3.75 y=10\n"
      "assert_winner chinese=white literal=draw ruleset=black\n"
      "assert_owner 00 shared\n"
      "rules go\n";
  std::vector<VectorSpec> vs = parse_vectors(text, "f.vec");
  ASSERT_EQ(vs.size(), 1u);
  const VectorSpec& v = vs[0];
  EXPECT_EQ(v.file, "f.vec");
  EXPECT_EQ(v.name, "all.directives_1-x");
  EXPECT_EQ(v.line, 2);
  EXPECT_EQ(v.why, "first line second line");
  EXPECT_EQ(v.setup_line, 6);
  EXPECT_EQ(v.setup.rules.cascade, Cascade::None);  // the directive replaces the text's "rules: go"
  EXPECT_EQ(v.setup.rules.order, OrderRule::Trisgo2026);
  EXPECT_EQ(v.setup.next_move, 9);
  EXPECT_EQ(v.setup.board.at(P(0, 0)), Piece::Black);
  EXPECT_TRUE(v.setup_moves.empty());

  // Each step is of its directive's kind (as<> fails otherwise) and holds
  // its arguments in its own fields.
  const auto& s = v.steps;
  ASSERT_EQ(s.size(), 30u);
  EXPECT_EQ(source_of(s[0]).at.line, 17);
  EXPECT_EQ(source_of(s[0]).at.column, 1);
  EXPECT_EQ(source_of(s[0]).at.file, "f.vec");
  EXPECT_EQ(source_of(s[0]).text, "play tris b2");
  EXPECT_EQ(as<step::Play>(s[0]).move.kind, MoveKind::Tris);
  EXPECT_FALSE(as<step::Play>(s[0]).move.side.has_value());
  EXPECT_EQ(as<step::Play>(s[0]).move.point, P(-2, 2));
  EXPECT_EQ(as<step::Play>(s[0]).move.text, "tris b2");
  EXPECT_EQ(as<step::Play>(s[1]).move.kind, MoveKind::Pass);
  EXPECT_EQ(as<step::Play>(s[1]).move.side, Side::White);
  EXPECT_EQ(as<step::Play>(s[2]).move.kind, MoveKind::Emergency);
  EXPECT_EQ(as<step::Play>(s[2]).move.point, P(0, 1));
  EXPECT_EQ(as<step::Play>(s[3]).move.side, Side::Black);
  EXPECT_EQ(as<step::Play>(s[3]).move.kind, MoveKind::Stone);
  EXPECT_EQ(as<step::Play>(s[3]).move.point, P(1, 1));
  EXPECT_FALSE(as<step::AssertLegal>(s[4]).move.kind.has_value());
  EXPECT_EQ(as<step::AssertLegal>(s[4]).move.point, P(1, 1));
  EXPECT_EQ(as<step::AssertIllegal>(s[5]).reason, Illegal::Occupied);
  EXPECT_EQ(as<step::AssertIllegal>(s[5]).move.point, P(0, 0));
  EXPECT_EQ(as<step::AssertIllegal>(s[5]).move.kind, MoveKind::Tris);
  EXPECT_TRUE(as<step::AssertCaptured>(s[6]).points.empty());
  EXPECT_EQ(as<step::AssertCascade>(s[7]).points, (std::vector<Point>{P(-2, 2), P(-1, 2)}));
  EXPECT_EQ(as<step::AssertFlip>(s[8]).point, P(-2, 2));
  EXPECT_EQ(as<step::AssertFlip>(s[8]).from, Attribute::Neutral);
  EXPECT_EQ(as<step::AssertFlip>(s[8]).to, Attribute::Black);
  EXPECT_EQ(as<step::AssertSlot>(s[9]).side, Side::Black);
  EXPECT_EQ(as<step::AssertSlot>(s[9]).kind, SlotKind::Tris);
  EXPECT_EQ(as<step::AssertNext>(s[10]).move_number, 13);
  EXPECT_EQ(as<step::AssertBoard>(s[11]).board.at(P(0, 0)), Piece::Black);
  EXPECT_EQ(as<step::AssertBoard>(s[11]).board.count(Piece::Black), 1);
  EXPECT_EQ(source_of(s[11]).at.line, 28);
  EXPECT_EQ(as<step::AssertString>(s[12]).layer, StringLayer::Holistic);
  EXPECT_EQ(as<step::AssertString>(s[12]).points, (std::vector<Point>{P(0, 0), P(1, 0)}));
  EXPECT_EQ(as<step::AssertLiberties>(s[13]).layer, StringLayer::Base);
  EXPECT_EQ(as<step::AssertLiberties>(s[13]).point, P(0, 0));
  EXPECT_EQ(as<step::AssertLiberties>(s[13]).liberties, 4);
  EXPECT_EQ(as<step::AssertRegion>(s[14]).colour, Side::White);
  EXPECT_EQ(as<step::AssertRegion>(s[14]).eye, false);
  EXPECT_EQ(as<step::AssertRegion>(s[14]).points.size(), 2u);
  EXPECT_EQ(as<step::AssertRegion>(s[15]).colour, Side::Black);
  EXPECT_FALSE(as<step::AssertRegion>(s[15]).eye.has_value());
  EXPECT_EQ(as<step::AssertNoRegion>(s[16]).colour, Side::Black);
  EXPECT_EQ(as<step::AssertNoRegion>(s[16]).point, P(2, 2));
  EXPECT_EQ(as<step::AssertPrivateEye>(s[17]).point, P(0, 0));
  EXPECT_FALSE(as<step::AssertPrivateEye>(s[17]).has_eye);
  EXPECT_EQ(as<step::AssertPrivateEye>(s[17]).failed, "TG-4.3.3b");
  EXPECT_TRUE(as<step::AssertPrivateEye>(s[18]).has_eye);
  EXPECT_TRUE(as<step::AssertPrivateEye>(s[18]).failed.empty());
  EXPECT_EQ(as<step::AssertParams>(s[19]).point, P(0, 0));
  EXPECT_EQ(as<step::AssertParams>(s[19]).keys, (KeyValues{{"by", "1"}, {"wy", "0"}, {"branch", "6.2.1"}}));
  EXPECT_EQ(as<step::AssertAttribute>(s[20]).attribute, Attribute::White);
  EXPECT_EQ(as<step::AssertForbidden>(s[21]).point, P(0, 0));
  EXPECT_EQ(as<step::AssertForbidden>(s[21]).reason, Illegal::TrisEye);
  EXPECT_EQ(as<step::AssertNotForbidden>(s[22]).point, P(0, 0));
  EXPECT_TRUE(as<step::AssertEnded>(s[23]).ended);
  EXPECT_EQ(as<step::Dead>(s[24]).points.size(), 2u);
  EXPECT_TRUE(as<step::Dead>(s[25]).points.empty());
  EXPECT_EQ(as<step::AssertScore>(s[26]).keys.size(), 6u);
  EXPECT_EQ(as<step::AssertScore>(s[26]).keys[0], (std::pair<std::string, std::string>{"black", "12.5"}));
  EXPECT_EQ(as<step::AssertWinner>(s[27]).keys.size(), 3u);
  EXPECT_EQ(as<step::AssertOwner>(s[28]).point, P(0, 0));
  EXPECT_EQ(as<step::AssertOwner>(s[28]).owner, Owner::Shared);
  EXPECT_EQ(as<step::Rules>(s[29]).rules.order, OrderRule::Alternate);
  EXPECT_EQ(source_of(s[29]).at.line, 54);
}

// A step's source: its file, its line, and the column of its directive's name
// (after leading blanks and tabs); the text as written without the comment.
TEST(VectorParse, StepSourceLocation) {
  std::vector<VectorSpec> vs = parse_vectors(one_vector("  play 一一\n\tassert_next 2 ; n\n"), "f.vec");
  ASSERT_EQ(vs.size(), 1u);
  ASSERT_EQ(vs[0].steps.size(), 2u);
  EXPECT_EQ(source_of(vs[0].steps[0]).at.file, "f.vec");
  EXPECT_EQ(source_of(vs[0].steps[0]).at.line, kFirstStepLine);
  EXPECT_EQ(source_of(vs[0].steps[0]).at.column, 3);
  EXPECT_EQ(source_of(vs[0].steps[0]).text, "play 一一");
  EXPECT_EQ(source_of(vs[0].steps[1]).at.line, kFirstStepLine + 1);
  EXPECT_EQ(source_of(vs[0].steps[1]).at.column, 2);
  EXPECT_EQ(source_of(vs[0].steps[1]).text, "assert_next 2");
}

// An argument's error is at the argument: its line, and its column in code
// points (the tab and the two-byte-wide, three-byte-long points before it
// count one each).
TEST(VectorParse, ArgumentErrorIsLocatedInCodePoints) {
  EXPECT_EQ(parse_error(one_vector("\tassert_liberties base 一一 x\n")),
            at(kFirstStepLine, 27, "expected a whole number, found 'x'"));
  EXPECT_EQ(parse_error(one_vector("assert_ended no\nassert_owner 一一 black\n  assert_next 0\n")),
            at(kFirstStepLine + 2, 15, "number '0' must be at least 1"));
}

TEST(VectorParse, SeveralVectorsAndComments) {
  std::string text = one_vector("assert_ended no\n\n   # indented comment\n  ; only a comment\n") +
                     "vector w\n#why:no space\nposition\nboard:\n...\n...\n...\nend\nassert_ended no\n";
  std::vector<VectorSpec> vs = parse_vectors(text, "f.vec");
  ASSERT_EQ(vs.size(), 2u);
  EXPECT_EQ(vs[0].name, "v");
  EXPECT_EQ(vs[1].name, "w");
  EXPECT_EQ(vs[1].why, "no space");
  EXPECT_EQ(vs[1].setup.board.size().n(), 3);
  EXPECT_EQ(vs[0].steps.size(), 1u);
}

TEST(VectorParse, EmptyFileHasNoVectors) {
  EXPECT_TRUE(parse_vectors("", "f.vec").empty());
  EXPECT_TRUE(parse_vectors("# only comments\n\n", "f.vec").empty());
}

TEST(VectorParse, RecordSetup) {
  std::string text =
      "vector r\n# why: test\nrules trisgo-2026/komi=0\nrecord\n[Rules \"trisgo-2026\"]\n[Size \"5\"]\n\n"
      "黑1.OO，白2.虚着\nend\nassert_next 3\n";
  std::vector<VectorSpec> vs = parse_vectors(text, "f.vec");
  ASSERT_EQ(vs.size(), 1u);
  EXPECT_EQ(vs[0].setup_line, 4);
  EXPECT_EQ(vs[0].setup.board.size().n(), 5);
  EXPECT_EQ(vs[0].setup.next_move, 1);
  EXPECT_EQ(vs[0].setup.rules.komi_quarters, 0);
  ASSERT_EQ(vs[0].setup_moves.size(), 2u);
  EXPECT_EQ(vs[0].setup_moves[0].kind, MoveKind::Stone);
  EXPECT_EQ(vs[0].setup_moves[0].point, P(0, 0));
  EXPECT_EQ(vs[0].setup_moves[1].kind, MoveKind::Pass);
}

// ---------------------------------------------------------------------------
// Parsing: every error, with its exact location and message

struct ErrorCase {
  std::string text;
  std::string error;
};

TEST(VectorParse, StructureErrors) {
  const std::string pos = "position\nboard:\n...\n...\n...\nend\n";
  std::vector<ErrorCase> cases = {
      {"play 00\n", at(1, 1, "'play' outside a vector: start one with 'vector NAME'")},
      {"vector a\n# why: x\nfoo 1\n", at(3, 1, "unknown directive 'foo' (see spec/vectors/README.md)")},
      {"vector\n", at(1, 7, "'vector' needs a name (usage: vector NAME)")},
      {"vector a b\n", at(1, 10, "unexpected 'b' after the vector name")},
      {"vector a/b\n", at(1, 9, "bad vector name 'a/b': use only letters, digits, '.', '_' and '-'")},
      {"vector a\n# why: x\n" + pos + "assert_ended no\nvector a\n",
       at(10, 8, "vector name 'a' already used on line 1")},
      {"vector a\nposition\n",
       at(2, 1, "vector 'a' needs a '# why:' comment before its first directive, explaining why its expected "
                "results are right")},
      {"vector a\n# why:\n" + pos,
       at(3, 1, "vector 'a' needs a '# why:' comment before its first directive, explaining why its expected "
                "results are right")},
      {"vector a\n# not the why\n",
       at(1, 1, "vector 'a' has no '# why:' comment: explain why its expected results are right")},
      {"vector a\n# why: x\n", at(1, 1, "vector 'a' has no setup: write 'position' (or 'record'), its text and 'end'")},
      {"vector a\n# why: x\n" + pos,
       at(1, 1, "vector 'a' has nothing to check: add a play or an assertion after the setup")},
      {"vector a\n# why: x\n" + pos + pos,
       at(9, 1, "a second setup in vector 'a': a vector has one 'position' or 'record'")},
      {"vector a\n# why: x\nplay 00\n",
       at(3, 1, "'play' before the setup: write 'position' (or 'record'), its text and 'end' first")},
      {"vector a\n# why: x\nposition\nboard:\n",
       at(3, 1, "'position' block is not closed: the file ends before its line 'end'")},
      {"vector a\n# why: x\nposition\nboard:\n...\nplay 00\n",
       at(6, 1, "the 'position' block opened on line 3 is not closed: write a line 'end' before 'play'")},
      {"vector a\n# why: x\nend\n", at(3, 1, "'end' without an open block ('position', 'record' or 'assert_board')")},
      {"vector a\n# why: x\nposition 5\n", at(3, 10, "unexpected '5' (usage: position (then the position text, then a line 'end'))")},
  };
  for (const ErrorCase& c : cases) EXPECT_EQ(parse_error(c.text), c.error) << c.text;
}

TEST(VectorParse, SetupTextErrorsAreLocatedInTheFile) {
  // A bad cell in the third row of the board, on line 8 of the file.
  EXPECT_EQ(parse_error("vector a\n# why: x\nposition\nsize: 3\nboard:\n...\n...\n.q.\nend\n"),
            at(8, 2, "bad cell 'q' in row 3 of the board: expected '.' (empty), 'X' (black stone), 'O' (white "
                     "stone) or 'T' (tris)"));
  // An empty position block: the error is at its 'end' line.
  EXPECT_EQ(parse_error("vector a\n# why: x\nposition\nend\n"),
            at(4, 1, "missing 'board:': a position needs the line 'board:' followed by the rows of the board"));
  // A ruleset in the position text keeps its column.
  EXPECT_EQ(parse_error("vector a\n# why: x\nposition\nrules: nope\nboard:\n...\n...\n...\nend\n").substr(0, 15),
            "f.vec:4:8: unkn");
  // A record error.
  EXPECT_EQ(parse_error("vector a\n# why: x\nrecord\n[Size \"5\"]\n\n黑1.OO，黑2.一一\nend\n"),
            at(6, 7, "黑2.一一: move 2 is white's stone move, not black's"));
  // The rules directive: the column of the bad option inside the ruleset.
  EXPECT_EQ(parse_error("vector a\n# why: x\nrules trisgo-2026/foo=1\n"),
            at(3, 19, "unknown ruleset option 'foo' (see `trisgo rules`)"));
}

TEST(VectorParse, ArgumentErrors) {
  const int L = kFirstStepLine;
  std::vector<ErrorCase> cases = {
      {"assert_owner 00\n",
       at(L, 16, "'assert_owner' needs more arguments (usage: assert_owner POINT black|white|neutral|shared|nobody)")},
      {"assert_ended yes no\n", at(L, 18, "unexpected 'no' (usage: assert_ended yes|no)")},
      {"assert_owner zz black\n",
       at(L, 14, "'zz' is not a point: write x then y in one label set, e.g. G六 (chinese), g6 (letter) or -7,6 "
                 "(integer)")},
      {"assert_owner 33 black\n",
       at(L, 14, "point (3,3) is off the 5x5 board (coordinates run from -2 to 2)")},
      {"play 00\nassert_captured none 00\n", at(L + 1, 17, "'none' stands alone: it is the empty list of points")},
      {"assert_string base none\n", at(L, 20, "'none' is not allowed here: give at least one point")},
      {"assert_attribute 00 grey\n", at(L, 21, "bad attribute 'grey' (expected neutral, black or white)")},
      {"assert_owner 00 grey\n", at(L, 17, "bad owner 'grey' (expected black, white, neutral, shared or nobody)")},
      {"assert_slot red stone\n", at(L, 13, "bad side 'red' (expected black or white)")},
      {"assert_slot black rock\n", at(L, 19, "bad slot kind 'rock' (expected stone or tris)")},
      {"assert_string top 00\n", at(L, 15, "bad layer 'top' (expected base, holistic or extended)")},
      {"assert_no_region grey 00\n", at(L, 18, "bad colour 'grey' (expected black or white)")},
      {"assert_ended maybe\n", at(L, 14, "bad answer 'maybe' (expected yes or no)")},
      {"assert_illegal 00 bad\n",
       at(L, 19, "unknown reason 'bad' (known: game-over, wrong-slot, off-board, occupied, tris-capture, tris-eye, "
                 "tris-tiger-mouth, suicide, emergency, repetition or contradiction)")},
      {"assert_forbidden 00 bad\n",
       at(L, 21, "unknown reason 'bad' (known: game-over, wrong-slot, off-board, occupied, tris-capture, tris-eye, "
                 "tris-tiger-mouth, suicide, emergency, repetition or contradiction)")},
      {"assert_illegal suicide\n",
       at(L, 16, "'assert_illegal' needs a move before the reason (usage: assert_illegal MOVE REASON)")},
      {"assert_illegal\n", at(L, 15, "'assert_illegal' needs more arguments (usage: assert_illegal MOVE REASON)")},
      {"play\n",
       at(L, 5, "'play' needs a move (usage: play [black|white] pass | play [black|white] [stone|tris|emergency] "
                "POINT)")},
      {"play black\n",
       at(L, 11, "'play' needs a move (usage: play [black|white] pass | play [black|white] [stone|tris|emergency] "
                 "POINT)")},
      {"play tris\n",
       at(L, 10, "'play' needs a move (usage: play [black|white] pass | play [black|white] [stone|tris|emergency] "
                 "POINT)")},
      {"play 00 11\n",
       at(L, 9, "unexpected '11' after the move (usage: play [black|white] pass | play [black|white] "
                "[stone|tris|emergency] POINT)")},
      {"assert_legal pass 00\n", at(L, 19, "unexpected '00' after the move (usage: assert_legal MOVE)")},
      {"assert_captured 00\n",
       at(L, 1, "'assert_captured' asserts on the last play, but this vector has no 'play' before it")},
      {"assert_cascade none\n",
       at(L, 1, "'assert_cascade' asserts on the last play, but this vector has no 'play' before it")},
      {"assert_flip 00 neutral black\n",
       at(L, 1, "'assert_flip' asserts on the last play, but this vector has no 'play' before it")},
      {"assert_next 0\n", at(L, 13, "number '0' must be at least 1")},
      {"assert_next x\n", at(L, 13, "expected a whole number, found 'x'")},
      {"assert_next +3\n", at(L, 13, "expected a whole number, found '+3'")},
      {"assert_next 99999999999\n", at(L, 13, "number '99999999999' is too large")},
      {"assert_liberties base 00 -1\n", at(L, 26, "number '-1' must be at least 0")},
      {"assert_private_eye 00 yes failed=TG-4.3.2\n",
       at(L, 27, "'failed=' goes only with 'no': a private eye has no failed condition")},
      {"assert_private_eye 00 no x\n",
       at(L, 26, "expected failed=ID, found 'x' (usage: assert_private_eye POINT yes|no "
                 "[failed=TG-4.3.2|TG-4.3.3a|TG-4.3.3b|M19-4.2a|M19-4.2b1|M19-4.2b2])")},
      {"assert_private_eye 00 no failed=TG-4\n",
       at(L, 33, "bad condition 'TG-4' (expected TG-4.3.2, TG-4.3.3a, TG-4.3.3b, M19-4.2a, M19-4.2b1 or M19-4.2b2)")},
      {"assert_region black 00 eye=\n", at(L, 28, "key 'eye' needs a value after '='")},
      {"assert_region black 00 eye=maybe\n", at(L, 28, "bad answer 'maybe' (expected yes or no)")},
      {"assert_region black eye=yes\n",
       at(L, 20, "'assert_region' needs more arguments (usage: assert_region black|white POINTS [eye=yes|no])")},
      {"assert_score\n",
       at(L, 13, "'assert_score' needs at least one KEY=VALUE (usage: assert_score [black=V] [white=V] [neutral=V] "
                 "[nobody=V] [komi=V] [y=V])")},
      {"assert_score black\n",
       at(L, 14, "expected KEY=VALUE, found 'black' (usage: assert_score [black=V] [white=V] [neutral=V] "
                 "[nobody=V] [komi=V] [y=V])")},
      {"assert_score foo=1\n",
       at(L, 14, "unknown key 'foo' for 'assert_score' (known: black, white, neutral, nobody, komi or y)")},
      {"assert_score black=1 black=2\n", at(L, 22, "key 'black' given twice")},
      {"assert_score black=\n", at(L, 20, "key 'black' needs a value after '='")},
      {"assert_score black=1.\n", at(L, 20, "expected a number such as 12 or 12.5 for key 'black', found '1.'")},
      {"assert_winner chinese=grey\n",
       at(L, 23, "bad winner 'grey' for key 'chinese' (expected black, white or draw)")},
      {"assert_params 00 by=x\n", at(L, 21, "expected a whole number, found 'x'")},
      {"assert_params 00 branch=7\n",
       at(L, 25, "bad branch '7' for key 'branch' (expected 6.1, 6.2.1, 6.2.2, 6.2.3.1, 6.2.3.2, 6.2.3.3, M13-5.1, "
                 "M13-5.2, M13-5.3, M13-5.4.1, M13-5.4.2 or M13-5.4.3)")},
      {"assert_params 00\n",
       at(L, 17, "'assert_params' needs at least one KEY=VALUE (usage: assert_params POINT [by=N] [wy=N] [bo=N] "
                 "[wo=N] [branch=B] [black_bonds=N] [white_bonds=N])")},
      {"dead\n", at(L, 5, "'dead' needs more arguments (usage: dead POINTS|none)")},
  };
  for (const ErrorCase& c : cases) EXPECT_EQ(parse_error(one_vector(c.text)), c.error) << c.text;
}

TEST(VectorParse, BoardBlockErrors) {
  const int L = kFirstStepLine + 1;  // the first row after assert_board
  std::vector<ErrorCase> cases = {
      {"assert_board\n..q..\nend\n", at(L, 3, "bad cell 'q' in row 1 of 'assert_board': expected '.', 'X', 'O' or 'T'")},
      {"assert_board\n...\nend\n", at(L, 4, "row 1 of 'assert_board' has 3 cells; expected 5")},
      {"assert_board\n......\nend\n", at(L, 6, "row 1 of 'assert_board' has more than 5 cells")},
      {"assert_board\n. ...\nend\n",
       at(L, 4, "a row written with spaces needs exactly one space between every two cells")},
      {"assert_board\n..  .\nend\n",
       at(L, 3, "a row is written either without spaces or with one space between every two cells")},
      {"assert_board\n.....\n.....\nend\n", at(L + 2, 1, "'assert_board' has 2 rows; expected 5")},
      {"assert_board\n.....\n.....\n.....\n.....\n.....\n.....\nend\n",
       at(L + 5, 1, "extra row: the board is 5x5, so 'assert_board' takes 5 rows")},
      {"assert_board\n.....\n",
       at(L - 1, 1, "'assert_board' block is not closed: the file ends before its line 'end'")},
      {"assert_board\n中....\nend\n", at(L, 1, "bad cell '中' in row 1 of 'assert_board': expected '.', 'X', 'O' or 'T'")},
  };
  for (const ErrorCase& c : cases) EXPECT_EQ(parse_error(one_vector(c.text)), c.error) << c.text;
}

TEST(VectorParse, NeverCrashesOnJunk) {
  std::string junk = "vector a\n# why: x\nposition\n\xff\xfe\x01\nend\n";
  EXPECT_NE(parse_error(junk), "(no error)");
  std::string control = one_vector(std::string("assert_owner \x01\x02 black\n"));
  EXPECT_NE(parse_error(control), "(no error)");
  for (std::size_t cut = 0; cut < 80; ++cut) {
    std::string text = one_vector("play 00\nassert_captured none\n").substr(0, cut);
    try {
      parse_vectors(text, "f.vec");
    } catch (const ParseError&) {
    }
  }
}

// ---------------------------------------------------------------------------
// Running: every assertion passes and fails as it should

TEST(VectorRun, PassingVector) {
  FakeEngine e;
  e.captured = {P(0, 1)};
  e.cascade = {CascadeStep{{P(1, 1)}, {AttributeChange{{P(2, 2)}, Attribute::Neutral, Attribute::Black}}}};
  e.analysis.tris = {TrisInfo{{P(2, 2)}, 1, 0, 2, 0, Attribute::Black, "6.2.1"}};
  e.analysis.base_strings = {StringInfo{Piece::Black, {P(0, 0), P(1, 0)}, {P(0, -1), P(2, 0)}}};
  e.analysis.holistic_strings = e.analysis.base_strings;
  e.analysis.regions = {RegionInfo{Side::Black, {P(-2, 2)}, true}};
  e.analysis.private_eyes = {PrivateEyeInfo{Side::Black, {P(0, 0), P(1, 0)}, false,
                                            {EyeCandidate{{P(-2, 2)}, ReasonKind::EyeEmptyTouchesOwnString, {}, {}, {}, {}, {}, {}, {}}}}};
  e.analysis.forbidden = {ForbiddenPoint{P(-1, -1), Illegal::TrisEye}};
  e.illegal_at = P(-2, -2);
  e.scored.owner.assign(25, Owner::Black);
  e.scored.black = 12.5;
  e.scored.komi = 3.75;
  e.scored.chinese = Winner::White;
  std::string text = one_vector(
      "play 00\n"
      "assert_captured 01\n"
      "assert_cascade 11\n"
      "assert_flip 22 neutral black\n"
      "assert_slot white stone\n"
      "assert_next 2\n"
      "assert_board\n.....\n.....\n..X..\n.....\n.....\nend\n"
      "assert_string base 10 00\n"
      "assert_liberties holistic 00 2\n"
      "assert_region black b2 eye=yes\n"
      "assert_no_region white b2\n"
      "assert_private_eye 10 no failed=TG-4.3.2\n"
      "assert_params 22 by=1 bo=2 branch=6.2.1\n"
      "assert_attribute 22 black\n"
      "assert_forbidden aa tris-eye\n"
      "assert_not_forbidden 00\n"
      "assert_legal 22\n"
      "assert_illegal bb suicide\n"
      "assert_illegal 00 occupied\n"
      "assert_ended no\n"
      "dead 00\n"
      "assert_score black=12.5 komi=3.75\n"
      "assert_winner chinese=white literal=draw\n"
      "assert_owner 22 black\n"
      "rules go\n"
      "assert_slot white stone\n");
  VectorResult r = run_one(text, e);
  EXPECT_TRUE(r.passed) << r.message << " at line " << r.line;
  EXPECT_EQ(r.line, 1);
  EXPECT_EQ(r.file, "f.vec");
  EXPECT_EQ(r.name, "v");
  EXPECT_EQ(e.last_dead, std::vector<Point>{P(0, 0)});
}

struct FailCase {
  std::string steps;
  std::string message;
};

TEST(VectorRun, EveryAssertionFails) {
  FakeEngine e;
  e.analysis.tris = {TrisInfo{{P(2, 2)}, 1, 0, 2, 0, Attribute::Black, "6.2.1"}};
  e.analysis.base_strings = {StringInfo{Piece::Black, {P(0, 0)}, {P(0, -1)}}};
  e.analysis.holistic_strings = e.analysis.base_strings;
  e.analysis.regions = {RegionInfo{Side::Black, {P(-2, 2), P(-1, 2)}, true}};
  e.analysis.private_eyes = {PrivateEyeInfo{Side::Black, {P(0, 0)}, true, {EyeCandidate{{P(-2, 2)}, ReasonKind::None, {}, {}, {}, {}, {}, {}, {}}}}};
  e.analysis.forbidden = {ForbiddenPoint{P(-1, -1), Illegal::TrisEye}};
  e.illegal_at = P(-2, -2);
  e.scored.owner.assign(25, Owner::Nobody);
  e.scored.white = 3;
  e.changes = {AttributeChange{{P(2, 2)}, Attribute::Neutral, Attribute::White}};
  const int L = kFirstStepLine;
  std::vector<FailCase> cases = {
      {"play bb\n", "play black stone bb is illegal: suicide (D-07): the engine answered: scripted"},
      {"assert_legal bb\n", "expected black stone bb to be legal, but it is illegal: suicide (D-07): the engine answered: scripted"},
      {"assert_illegal 11 suicide\n", "expected black stone 11 to be illegal (suicide), but it is legal"},
      {"assert_illegal bb repetition\n",
       "expected black stone bb to be illegal for repetition, but it is illegal for suicide (D-07): the engine answered: scripted"},
      {"play 11\nassert_captured 00\n", "captured: expected 00, got none"},
      {"play 11\nassert_cascade 00\n", "cascade: expected 00 removed, got none"},
      {"play 11\nassert_flip 22 neutral black\n",
       "no change of the tris string at 22 from neutral to black in the last play (changes: 22 neutral->white)"},
      {"assert_slot white tris\n", "move 1 is black stone, expected white tris"},
      {"assert_next 5\n", "the next move is 1, expected 5"},
      {"assert_board\n.....\n.....\n..X..\n.....\n.....\nend\n",
       "board row 3 (y=0) is ....., expected ..X.. (board: ...../...../...../...../.....)"},
      {"assert_string base 00 00 10\n", "base string at 00 is 00, expected 00 10"},
      {"assert_string holistic 11\n", "no holistic string at 11 (the point holds '.')"},
      {"assert_liberties base 00 3\n", "base string at 00 has 1 liberties (0a), expected 3"},
      {"assert_region black b2\n", "no closed region formed by black is exactly b2 (the one containing b2: b2 a2)"},
      {"assert_region white b2 a2\n",
       "no closed region formed by white is exactly b2 a2 (the one containing b2: none)"},
      {"assert_region black b2 a2 eye=no\n", "the region b2 a2 formed by black is an eye, expected not an eye"},
      {"assert_no_region black a2\n", "the closed region b2 a2 formed by black contains a2"},
      {"assert_private_eye 00 no\n",
       "black string at 00 has a private eye, expected none (candidates: b2: private eye)"},
      {"assert_private_eye 11 yes\n", "no black or white string at 11"},
      {"assert_params 22 bo=1\n",
       "tris string 22: by=1 wy=0 bo=2 wo=0 branch=6.2.1 black: expected bo=1, got 2"},
      {"assert_params 11 by=0\n", "no tris string at 11"},
      {"assert_attribute 22 white\n", "tris string 22: by=1 wy=0 bo=2 wo=0 branch=6.2.1 black is black, expected white"},
      {"assert_forbidden aa tris-capture\n", "aa is forbidden for tris-eye, expected tris-capture"},
      {"assert_forbidden 11 suicide\n", "11 is not forbidden, expected suicide"},
      {"assert_not_forbidden aa\n", "aa is forbidden (tris-eye)"},
      {"assert_ended yes\n", "the game has not ended, expected it to"},
      {"assert_score white=2.5\n",
       "score: expected white=2.5, got 3 (black=0 white=3 neutral=0 nobody=0 komi=0 y=0)"},
      {"assert_winner ruleset=black\n",
       "winner: expected ruleset=black, got draw (chinese=draw literal=draw ruleset=draw; black=0 white=3 neutral=0 "
       "nobody=0 komi=0 y=0)"},
      {"assert_owner 00 black\n", "00 belongs to nobody, expected black"},
  };
  for (const FailCase& c : cases) {
    VectorResult r = run_one(one_vector(c.steps), e);
    EXPECT_FALSE(r.passed) << c.steps;
    EXPECT_EQ(r.message, c.message) << c.steps;
    int lines = static_cast<int>(std::count(c.steps.begin(), c.steps.end(), '\n'));
    bool block = c.steps.rfind("assert_board", 0) == 0;
    EXPECT_EQ(r.line, block ? L : L + lines - 1) << c.steps;
  }
}

TEST(VectorRun, GameEndAndSideOverride) {
  FakeEngine e;
  VectorResult r = run_one(one_vector("play pass\nplay pass\nassert_ended yes\nassert_slot black stone\n"
                                      "play white stone 00\nassert_board\n.....\n.....\n..O..\n.....\n.....\nend\n"),
                           e);
  EXPECT_TRUE(r.passed) << r.message;
}

TEST(VectorRun, EngineLimitAndErrorsAreFailures) {
  FakeEngine e;
  e.limit_at = P(0, 0);
  VectorResult r = run_one(one_vector("play 00\n"), e);
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.message, "engine limit: search bound reached");
  EXPECT_EQ(r.line, kFirstStepLine);

  FakeEngine e2;
  e2.throw_in_analyze = true;
  r = run_one(one_vector("assert_ended no\nassert_attribute 00 black\n"), e2);
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.message, "engine limit: region too large");
  EXPECT_EQ(r.line, kFirstStepLine + 1);
}

TEST(VectorRun, RecordMovesAreReplayed) {
  FakeEngine e;
  std::string text = "vector r\n# why: x\nrecord\n[Rules \"trisgo-2026\"]\n[Size \"5\"]\n\n黑1.OO，白2.一一\nend\n"
                     "assert_next 3\nassert_board\n.....\n...O.\n..X..\n.....\n.....\nend\n";
  VectorResult r = run_one(text, e);
  EXPECT_TRUE(r.passed) << r.message;
  EXPECT_EQ(e.plays, 2);

  FakeEngine bad;
  bad.illegal_at = P(1, 1);
  r = run_one(text, bad);
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(r.line, 3);
  EXPECT_EQ(r.message, "record move 2 (white stone 11) is illegal: suicide (D-07): the engine answered: scripted");
}

TEST(VectorRun, RulesChangeKeepsTheBoard) {
  FakeEngine e;
  VectorResult r = run_one(one_vector("play 00\nrules go\nassert_next 2\nassert_board\n.....\n.....\n..X..\n.....\n.....\n"
                                      "end\n"),
                           e);
  EXPECT_TRUE(r.passed) << r.message;
}

// ---------------------------------------------------------------------------
// TrisGomoku directives (spec/vectors/README.md section 6)

TEST(VectorParse, GomokuDirectives) {
  std::string text = gomoku_vector(
      "assert_board\n..B..\n.....\n..W..\n..T..\n.....\nend\n"
      "assert_string extended 00 01\n"
      "assert_liberties extended 00 3\n"
      "assert_target black C 00 liberties=1 whole=00 01 a1 walls=2 secondary=0 reinforcements=1 flips=00 01\n"
      "assert_target white A 00\n"
      "assert_no_target white D 2b\n"
      "play 22\n"
      "assert_encircled black B 00 flips=00\n"
      "assert_overruled white C 00 whole=00 liberties=0\n"
      "assert_no_encirclement\n"
      "assert_five black b2 a2 02 12 22\n"
      "assert_no_five white\n"
      "assert_result draw both-fives\n"
      "assert_result white passes\n",
      "..B..\n.....\n..W..\n..T..\n.....\n");
  std::vector<VectorSpec> vs = parse_vectors(text, "f.vec");
  ASSERT_EQ(vs.size(), 1u);
  const VectorSpec& v = vs[0];
  EXPECT_EQ(v.setup.rules.game, Game::Gomoku);
  EXPECT_EQ(v.setup.board.attribute(P(0, 2)), Attribute::Black);
  EXPECT_EQ(v.setup.board.attribute(P(0, 0)), Attribute::White);
  const auto& s = v.steps;
  ASSERT_EQ(s.size(), 14u);
  const Board& board = as<step::AssertBoard>(s[0]).board;
  EXPECT_EQ(board.at(P(0, 2)), Piece::Tris);
  EXPECT_EQ(board.attribute(P(0, 2)), Attribute::Black);
  EXPECT_EQ(board.attribute(P(0, 0)), Attribute::White);
  EXPECT_EQ(board.attribute(P(0, -1)), Attribute::Neutral);
  EXPECT_EQ(board, v.setup.board);
  EXPECT_EQ(as<step::AssertString>(s[1]).layer, StringLayer::Extended);
  EXPECT_EQ(as<step::AssertLiberties>(s[2]).layer, StringLayer::Extended);
  EXPECT_EQ(as<step::AssertLiberties>(s[2]).liberties, 3);
  const auto& target = as<step::AssertTarget>(s[3]);
  EXPECT_EQ(target.target.encircler, Side::Black);
  EXPECT_EQ(target.target.type, EncirclementType::C);
  EXPECT_EQ(target.target.point, P(0, 0));
  EXPECT_EQ(target.check.liberties, 1);
  EXPECT_EQ(target.check.walls, 2);
  EXPECT_EQ(target.check.secondary, 0);
  EXPECT_EQ(target.check.reinforcements, 1);
  EXPECT_EQ(target.check.whole, (std::vector<Point>{P(0, 0), P(0, 1), P(-1, 1)}));
  EXPECT_EQ(target.check.flips, (std::vector<Point>{P(0, 0), P(0, 1)}));
  EXPECT_EQ(as<step::AssertTarget>(s[4]).target.encircler, Side::White);
  EXPECT_EQ(as<step::AssertTarget>(s[4]).target.type, EncirclementType::A);
  EXPECT_FALSE(as<step::AssertTarget>(s[4]).check.liberties.has_value());
  EXPECT_FALSE(as<step::AssertTarget>(s[4]).check.whole.has_value());
  EXPECT_EQ(as<step::AssertNoTarget>(s[5]).target.type, EncirclementType::D);
  EXPECT_EQ(as<step::AssertNoTarget>(s[5]).target.point, P(2, -2));
  EXPECT_EQ(as<step::AssertEncircled>(s[7]).target.type, EncirclementType::B);
  EXPECT_EQ(as<step::AssertEncircled>(s[7]).check.flips, std::vector<Point>{P(0, 0)});
  EXPECT_EQ(as<step::AssertOverruled>(s[8]).target.encircler, Side::White);
  EXPECT_EQ(as<step::AssertOverruled>(s[8]).check.liberties, 0);
  EXPECT_EQ(as<step::AssertOverruled>(s[8]).check.whole, std::vector<Point>{P(0, 0)});
  as<step::AssertNoEncirclement>(s[9]);
  EXPECT_EQ(as<step::AssertFive>(s[10]).colour, Side::Black);
  EXPECT_EQ(as<step::AssertFive>(s[10]).points.size(), 5u);
  EXPECT_EQ(as<step::AssertNoFive>(s[11]).colour, Side::White);
  EXPECT_EQ(as<step::AssertResult>(s[12]).winner, Winner::Draw);
  EXPECT_EQ(as<step::AssertResult>(s[12]).end, GomokuEnd::BothFives);
  EXPECT_EQ(as<step::AssertResult>(s[13]).winner, Winner::White);
  EXPECT_EQ(as<step::AssertResult>(s[13]).end, GomokuEnd::Passes);
}

TEST(VectorParse, RulesLineBeforeThePositionAllowsAttributeCells) {
  // `rules trisgomoku` before a position block without its own `rules:`
  // line is read as that line, so B and W cells are accepted.
  std::string text = "vector a\n# why: x\nrules trisgomoku/double_five=draw\nposition\nsize: 3\nboard:\n.B.\n...\n"
                     ".W.\nend\nassert_no_five black\n";
  std::vector<VectorSpec> vs = parse_vectors(text, "f.vec");
  ASSERT_EQ(vs.size(), 1u);
  EXPECT_EQ(vs[0].setup.rules.game, Game::Gomoku);
  EXPECT_EQ(vs[0].setup.rules.double_five, DoubleFive::Draw);
  EXPECT_EQ(vs[0].setup.board.attribute(P(0, 1)), Attribute::Black);
  EXPECT_EQ(vs[0].setup.board.attribute(P(0, -1)), Attribute::White);
  // Errors in such a block are still located at their own line (line 8, the
  // second row), not one line off.
  EXPECT_EQ(parse_error("vector a\n# why: x\nrules trisgomoku\nposition\nsize: 3\nboard:\n.B.\n.q.\n...\nend\n"),
            at(8, 2, "bad cell 'q' in row 2 of the board: expected '.' (empty), 'X' (black stone), 'O' (white "
                     "stone) or 'T' (tris), 'B' or 'W' (black or white tris)"));
  // A block with its own `rules:` line is read with it: B is refused there.
  EXPECT_EQ(parse_error("vector a\n# why: x\nrules trisgomoku\nposition\nrules: go\nboard:\n.B.\n...\n...\nend\n")
                .substr(0, 34),
            "f.vec:7:2: bad cell 'B' in row 1 o");
  // A TrisGo ruleset before a block with B cells: an error at the cell.
  EXPECT_EQ(parse_error("vector a\n# why: x\nrules go\nposition\nboard:\n.B.\n...\n...\nend\n").substr(0, 34),
            "f.vec:6:2: bad cell 'B' in row 1 o");
}

TEST(VectorParse, GomokuOnlyWhereTheRulesetIsGomoku) {
  const int L = kFirstStepLine;
  const std::string tail = "needs a TrisGomoku ruleset (game=gomoku), but the ruleset here is trisgo-2026";
  std::vector<ErrorCase> cases = {
      {"assert_target black C 00\n", at(L, 1, "'assert_target' " + tail)},
      {"assert_no_target black C 00\n", at(L, 1, "'assert_no_target' " + tail)},
      {"play 00\nassert_encircled black C 00\n", at(L + 1, 1, "'assert_encircled' " + tail)},
      {"play 00\nassert_overruled black C 00\n", at(L + 1, 1, "'assert_overruled' " + tail)},
      {"play 00\nassert_no_encirclement\n", at(L + 1, 1, "'assert_no_encirclement' " + tail)},
      {"assert_five black b2 a2 02 12 22\n", at(L, 1, "'assert_five' " + tail)},
      {"assert_no_five black\n", at(L, 1, "'assert_no_five' " + tail)},
      {"assert_result draw passes\n", at(L, 1, "'assert_result' " + tail)},
      {"assert_string extended 00\n", at(L, 15, "the layer 'extended' " + tail)},
      {"assert_liberties extended 00 1\n", at(L, 18, "the layer 'extended' " + tail)},
      {"assert_board\n..B..\nend\n", at(L + 1, 3,
                                   "bad cell 'B' in row 1 of 'assert_board': a tris with a stored attribute ('B', "
                                   "'W') exists only in TrisGomoku (game=gomoku)")},
      {"rules go\nassert_no_five white\n",
       at(L + 1, 1, "'assert_no_five' needs a TrisGomoku ruleset (game=gomoku), but the ruleset here is go")},
  };
  for (const ErrorCase& c : cases) EXPECT_EQ(parse_error(one_vector(c.text)), c.error) << c.text;
  // A `rules` step switches the ruleset in force, both ways.
  EXPECT_NO_THROW(parse_vectors(one_vector("rules trisgomoku\nassert_no_five black\n"), "f.vec"));
  EXPECT_EQ(parse_error(gomoku_vector("assert_no_five black\nrules trisgo-2026\nassert_no_five black\n")),
            at(kGomokuFirstStepLine + 2, 1, "'assert_no_five' " + tail));
}

TEST(VectorParse, GomokuArgumentErrors) {
  const int L = kGomokuFirstStepLine;
  const std::string target_usage =
      "(usage: assert_target black|white A|B|C|D POINT [liberties=N] [whole=POINTS] [walls=N] [secondary=N] "
      "[reinforcements=N] [flips=POINTS])";
  std::vector<ErrorCase> cases = {
      {"assert_target black C\n", at(L, 22, "'assert_target' needs more arguments " + target_usage)},
      {"assert_target grey C 00\n", at(L, 15, "bad colour 'grey' (expected black or white)")},
      {"assert_target black E 00\n", at(L, 21, "bad target type 'E' (expected A, B, C or D)")},
      {"assert_target black c 00\n", at(L, 21, "bad target type 'c' (expected A, B, C or D)")},
      {"assert_target black C 33\n", at(L, 23, "point (3,3) is off the 5x5 board (coordinates run from -2 to 2)")},
      {"assert_target black C 00 foo=1\n",
       at(L, 26, "unknown key 'foo' for 'assert_target' (known: liberties, whole, walls, secondary, reinforcements "
                 "or flips)")},
      {"assert_target black C 00 walls\n", at(L, 26, "expected KEY=VALUE, found 'walls' " + target_usage)},
      {"assert_target black C 00 walls=1 walls=2\n", at(L, 34, "key 'walls' given twice")},
      {"assert_target black C 00 walls=\n", at(L, 32, "key 'walls' needs a value after '='")},
      {"assert_target black C 00 walls=x\n", at(L, 32, "expected a whole number, found 'x'")},
      {"assert_target black C 00 liberties=-1\n", at(L, 36, "number '-1' must be at least 0")},
      {"assert_target black C 00 walls=1 2\n", at(L, 34, "unexpected '2': key 'walls' takes one number")},
      {"assert_target black C 00 whole=none\n", at(L, 32, "'none' is not allowed here: give at least one point")},
      {"assert_target black C 00 flips=00 zz\n",
       at(L, 35, "'zz' is not a point: write x then y in one label set, e.g. G六 (chinese), g6 (letter) or -7,6 "
                 "(integer)")},
      {"assert_no_target black C 00 walls=1\n",
       at(L, 29, "unexpected 'walls=1' (usage: assert_no_target black|white A|B|C|D POINT)")},
      {"assert_encircled black C 00\n",
       at(L, 1, "'assert_encircled' asserts on the last play, but this vector has no 'play' before it")},
      {"assert_overruled black C 00\n",
       at(L, 1, "'assert_overruled' asserts on the last play, but this vector has no 'play' before it")},
      {"assert_no_encirclement\n",
       at(L, 1, "'assert_no_encirclement' asserts on the last play, but this vector has no 'play' before it")},
      {"play 00\nassert_encircled black C 00 flips=\n", at(L + 1, 35, "key 'flips' needs a value after '='")},
      {"play 00\nassert_no_encirclement x\n", at(L + 1, 24, "unexpected 'x' (usage: assert_no_encirclement)")},
      {"assert_five black\n", at(L, 18, "'assert_five' needs more arguments (usage: assert_five black|white POINTS)")},
      {"assert_five black b2 a2 02 12\n", at(L, 19, "a five has five or more points (GM-5.1); 4 given")},
      {"assert_five black b2 a2 02 12 12\n", at(L, 19, "a five has five or more points (GM-5.1); 4 given")},
      {"assert_five black none\n", at(L, 19, "'none' is not allowed here: give at least one point")},
      {"assert_no_five\n", at(L, 15, "'assert_no_five' needs more arguments (usage: assert_no_five black|white)")},
      {"assert_no_five black white\n", at(L, 22, "unexpected 'white' (usage: assert_no_five black|white)")},
      {"assert_result black\n",
       at(L, 20, "'assert_result' needs more arguments (usage: assert_result black|white|draw "
                 "five|both-fives|full-board|passes)")},
      {"assert_result red five\n", at(L, 15, "bad winner 'red' (expected black, white or draw)")},
      {"assert_result black win\n", at(L, 21, "bad reason 'win' (expected five, both-fives, full-board or passes)")},
      {"assert_string extended none\n", at(L, 24, "'none' is not allowed here: give at least one point")},
      {"assert_liberties extended 00 x\n", at(L, 30, "expected a whole number, found 'x'")},
      {"assert_board\n..q..\nend\n",
       at(L + 1, 3, "bad cell 'q' in row 1 of 'assert_board': expected '.', 'X', 'O', 'T', 'B' or 'W'")},
  };
  for (const ErrorCase& c : cases) EXPECT_EQ(parse_error(gomoku_vector(c.text)), c.error) << c.text;
}

// A fake TrisGomoku analysis: black's type-C target on 00 (reinforcement 01,
// a promoted wall 11, walls 22 and bb), white's five on the bottom row.
FakeEngine gomoku_engine() {
  FakeEngine e;
  EncirclementTarget c;
  c.encircler = Side::Black;
  c.type = EncirclementType::C;
  c.main_core = {P(0, 0)};
  c.secondary_cores = {{P(1, 1)}};
  c.reinforcements = {{P(0, 1)}};
  c.walls = {{P(2, 2)}, {P(-2, -2)}};
  c.whole = {P(0, 1), P(0, 0)};
  c.liberties = {P(-1, 0)};
  c.flips = {P(1, 1), P(0, 0)};
  EncirclementTarget a;
  a.encircler = Side::White;
  a.type = EncirclementType::A;
  a.main_core = {P(2, 2)};
  a.whole = {P(2, 2)};
  a.flips = {P(2, 2)};
  GomokuAnalysis g;
  g.extended_strings = {StringInfo{Piece::Black, {P(0, 1), P(0, 0)}, {P(-1, 0), P(1, 0), P(0, -1)}}};
  g.targets = {c, a};
  g.fives = {Five{Side::White, {P(-2, -2), P(-1, -2), P(0, -2), P(1, -2), P(2, -2)}}};
  g.end = GomokuEnd::Five;
  g.winner = Winner::White;
  e.analysis.gomoku = g;
  e.encircled = {c};
  e.overruled = {a};
  e.changes = {AttributeChange{{P(0, 0)}, Attribute::Neutral, Attribute::Black}};
  return e;
}

TEST(VectorRun, GomokuPassingVector) {
  FakeEngine e = gomoku_engine();
  std::string text = gomoku_vector(
      "assert_board\n..B..\n.....\n..W..\n.....\n.....\nend\n"
      "assert_string extended 01 00\n"
      "assert_liberties extended 00 3\n"
      "assert_target black C 00 liberties=1 whole=01 00 walls=2 secondary=1 reinforcements=1 flips=11 00\n"
      "assert_target white A 22 whole=22 flips=22 liberties=0\n"
      "assert_no_target black C 01\n"
      "assert_no_target white C 00\n"
      "assert_no_target black D 00\n"
      "assert_five white 2b 1b 0b ab bb\n"
      "assert_no_five black\n"
      "assert_result white five\n"
      "play 2a\n"
      "assert_encircled black C 00 flips=00 11 walls=2\n"
      "assert_overruled white A 22\n"
      "assert_flip 00 neutral black\n",
      "..B..\n.....\n..W..\n.....\n.....\n");
  VectorResult r = run_one(text, e);
  EXPECT_TRUE(r.passed) << r.message << " at line " << r.line;

  FakeEngine quiet;
  quiet.analysis.gomoku = GomokuAnalysis{};
  r = run_one(gomoku_vector("play 00\nassert_no_encirclement\n"), quiet);
  EXPECT_TRUE(r.passed) << r.message;
}

TEST(VectorRun, EveryGomokuAssertionFails) {
  FakeEngine e = gomoku_engine();
  const std::string c_text =
      "black C target with main core 00: whole 01 00, liberties a0, walls 2, secondary 1, reinforcements 1, flips "
      "11 00";
  const int L = kGomokuFirstStepLine;
  std::vector<FailCase> cases = {
      {"assert_board\n.....\n.....\n..W..\n.....\n.....\nend\n",
       "board row 1 (y=2) is ..B.., expected ..... (board: ..B../...../..W../...../.....)"},
      {"assert_board\n..W..\n.....\n..W..\n.....\n.....\nend\n",
       "board row 1 (y=2) is ..B.., expected ..W.. (board: ..B../...../..W../...../.....)"},
      {"assert_string extended 00\n", "extended string at 00 is 01 00, expected 00"},
      {"assert_string extended 22\n", "no extended string at 22 (the point holds '.')"},
      {"assert_string extended 02\n", "no extended string at 02 (the point holds 'B')"},
      {"assert_liberties extended 00 2\n", "extended string at 00 has 3 liberties (a0 10 0a), expected 2"},
      {"assert_target black C 00 liberties=2\n", "expected liberties=2, got 1 (" + c_text + ")"},
      {"assert_target black C 00 whole=00\n", "expected whole=00, got 01 00 (" + c_text + ")"},
      {"assert_target black C 00 walls=1\n", "expected walls=1, got 2 (" + c_text + ")"},
      {"assert_target black C 00 secondary=0\n", "expected secondary=0, got 1 (" + c_text + ")"},
      {"assert_target black C 00 reinforcements=2\n", "expected reinforcements=2, got 1 (" + c_text + ")"},
      {"assert_target black C 00 flips=00\n", "expected flips=00, got 11 00 (" + c_text + ")"},
      {"assert_target black C 01\n",
       "no black C target with main core containing 01 (main cores of the black C targets: 00)"},
      {"assert_target white B 00\n",
       "no white B target with main core containing 00 (main cores of the white B targets: none)"},
      {"assert_no_target black C 00\n", "there is a " + c_text},
      {"assert_five white 2b 1b 0b ab 22\n", "no white five is exactly 22 ab 0b 1b 2b (fives: white bb ab 0b 1b 2b)"},
      {"assert_five black b2 a2 02 12 22\n",
       "no black five is exactly b2 a2 02 12 22 (fives: white bb ab 0b 1b 2b)"},
      {"assert_no_five white\n", "white has a five: bb ab 0b 1b 2b"},
      {"assert_result black five\n", "the result is white five, expected black five"},
      {"assert_result white passes\n", "the result is white five, expected white passes"},
      {"play 2a\nassert_encircled white C 00\n",
       "no white C target with main core containing 00 took effect on the last play (encircled: black C 00)"},
      {"play 2a\nassert_encircled black C 00 secondary=0\n", "expected secondary=0, got 1 (" + c_text + ")"},
      {"play 2a\nassert_overruled black C 00\n",
       "no black C target with main core containing 00 was overruled on the last play (overruled: white A 22)"},
      {"play 2a\nassert_no_encirclement\n", "the last play encircled black C 00, expected nothing"},
  };
  for (const FailCase& c : cases) {
    VectorResult r = run_one(gomoku_vector(c.steps, "..B..\n.....\n..W..\n.....\n.....\n"), e);
    EXPECT_FALSE(r.passed) << c.steps;
    EXPECT_EQ(r.message, c.message) << c.steps;
    int lines = static_cast<int>(std::count(c.steps.begin(), c.steps.end(), '\n'));
    bool block = c.steps.rfind("assert_board", 0) == 0;
    EXPECT_EQ(r.line, block ? L : L + lines - 1) << c.steps;
  }

  // Changes without encircled targets still fail assert_no_encirclement.
  FakeEngine changed;
  changed.analysis.gomoku = GomokuAnalysis{};
  changed.changes = {AttributeChange{{P(2, 2)}, Attribute::Neutral, Attribute::White}};
  VectorResult r = run_one(gomoku_vector("play 00\nassert_no_encirclement\n"), changed);
  EXPECT_EQ(r.message, "the last play changed 1 tris string(s), the first 22, expected no change");

  // A game that has not ended, and an engine without the TrisGomoku part.
  FakeEngine open;
  open.analysis.gomoku = GomokuAnalysis{};
  r = run_one(gomoku_vector("assert_result draw full-board\n"), open);
  EXPECT_EQ(r.message, "the game has not ended, expected draw full-board");
  FakeEngine none;
  r = run_one(gomoku_vector("assert_no_five black\n"), none);
  EXPECT_EQ(r.message, "engine error: the analysis has no TrisGomoku part for game=gomoku");
}

// ---------------------------------------------------------------------------
// Files, folders and the command

class VectorFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("trisgo_vectors_test_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    std::ofstream out(dir_ / name, std::ios::binary);
    out << text;
    return (dir_ / name).generic_string();
  }
  std::filesystem::path dir_;
};

const std::string kPassing = one_vector("assert_legal 00\nplay 00\nassert_slot white stone\n");
const std::string kFailing = one_vector("assert_next 7\n");

TEST_F(VectorFiles, FolderInNameOrder) {
  write("b.vec", kFailing);
  write("a.vec", kPassing);
  write("notes.txt", "not a vector file");
  std::vector<std::string> files = vector_files(dir_.string());
  ASSERT_EQ(files.size(), 2u);
  EXPECT_EQ(std::filesystem::path(files[0]).filename(), "a.vec");
  EXPECT_EQ(std::filesystem::path(files[1]).filename(), "b.vec");
  FakeEngine e;
  std::vector<VectorResult> results = run_vectors(dir_.string(), e);
  ASSERT_EQ(results.size(), 2u);
  EXPECT_TRUE(results[0].passed);
  EXPECT_FALSE(results[1].passed);
  EXPECT_EQ(results[1].file, files[1]);
  EXPECT_EQ(results[1].line, kFirstStepLine);
}

TEST_F(VectorFiles, MissingAndEmpty) {
  EXPECT_THROW(vector_files((dir_ / "nope").string()), InputError);
  EXPECT_THROW(vector_files(dir_.string()), InputError);
  std::string one = write("x.vec", kPassing);
  EXPECT_EQ(vector_files(one), std::vector<std::string>{one});
  // A file with comments only checks nothing: an error, not "0 passed".
  std::string none = write("none.vec", "# nothing here\n\n");
  FakeEngine e;
  try {
    run_vectors(none, e);
    FAIL() << "expected a ParseError";
  } catch (const ParseError& err) {
    EXPECT_EQ(std::string(err.what()), none + ":1:1: no vectors in this file (each starts with a line 'vector NAME')");
  }
}

TEST_F(VectorFiles, ParseErrorStopsEverything) {
  write("a.vec", kPassing);
  std::string bad = write("b.vec", "vector a\nplay 00\n");
  FakeEngine e;
  try {
    run_vectors(dir_.string(), e);
    FAIL() << "expected a ParseError";
  } catch (const ParseError& err) {
    EXPECT_EQ(err.where().file, bad);
    EXPECT_EQ(err.where().line, 2);
  }
  EXPECT_EQ(e.plays, 0);
}

TEST(VectorFilesOfTheProject, AllParse) {
  // Every vector file of the project parses and has at least one vector.
  std::vector<std::string> files = vector_files(std::string(TRISGO_SOURCE_DIR) + "/spec/vectors");
  EXPECT_GE(files.size(), 10u);
  std::size_t total = 0, gomoku = 0;
  for (const std::string& f : files) {
    std::vector<VectorSpec> v = parse_vectors(read_file(f, FileKind::Vectors), f);
    EXPECT_FALSE(v.empty()) << f;
    total += v.size();
    for (const VectorSpec& one : v) gomoku += one.setup.rules.game == Game::Gomoku ? 1 : 0;
  }
  EXPECT_GE(total, 80u);
  EXPECT_GE(gomoku, 45u);  // the TrisGomoku vectors (gomoku-*.vec)
}

}  // namespace
}  // namespace tg::conformance
