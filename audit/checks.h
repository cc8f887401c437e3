#pragma once
// The named checks of `trisgo audit` (issue 19): each a predicate over one
// position, over the moves from it, or over the game that led to it (its
// history), asked through the engine interface alone (vocab/engine.h). A
// check that holds returns nothing; one that fails returns a CheckFinding: the
// example, the statements of the rules that clash on it (spec IDs and
// decision IDs, each with what it says here) and how the ruleset resolves
// the clash, if it does (D-112).
//
// Families (the files that implement them):
//   checks_scoring.cpp      C-1 komi-formulas, C-2 both-counts-lose, C-6 no-stone-areas
//   checks_eyes.cpp         C-3 eye-rules
//   checks_moves.cpp        C-4 conversion, settles, legal-move, terminates
//   checks_life.cpp         C-5 permanent-life (Benson per D-15, computed here)
//   checks_order.cpp        attribute-order
//   checks_gomoku.cpp       both-colour-flips, double-five
// Every probe is deterministic and thread-safe (it keeps no state).
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "text/phrase.h"
#include "vocab/engine.h"

namespace tg::audit {

// One statement of the rules and what it says on the example.
struct Statement {
  std::string id;    // "TG-13.7", "D-18", "Art. 8"
  text::Phrase says;  // as data; in words "black 6 - 3.75 = 2.25 > white 1: black wins" (text/)
  friend bool operator==(const Statement&, const Statement&) = default;
};

struct CheckFinding {
  std::string check;                // the check's name
  text::Phrase summary;             // one sentence, as data (text/ words it)
  Position position;                // the example: the position the question is asked of
  std::optional<Move> move;         // the move in question, for a move check
  std::vector<Statement> clashes;   // the statements that clash on the example
  std::vector<std::string> ids;     // every spec, decision and contradiction ID involved
  std::optional<text::Phrase> resolution;  // none: open; else how this ruleset decides (D-112)
  std::vector<Point> points;        // the points to highlight in the picture
  explicit CheckFinding(Position p) : position(std::move(p)) {}
  bool open() const { return !resolution; }
};

// The engines a probe may ask. `engine` answers; `second` (may be null) is
// another implementation that the attribute-order check compares with.
struct CheckContext {
  const Engine& engine;
  const Engine* second = nullptr;
};

// One position under examination, with its answers computed once and
// shared by the checks (not thread-safe: one Visit per thread).
class Visit {
 public:
  Visit(const CheckContext& ctx, const Position& p) : ctx_(ctx), p_(p) {}
  const Position& position() const { return p_; }
  const CheckContext& context() const { return ctx_; }
  const Analysis& analysis();
  bool ended();
  // Every legal move of the slot to move (passes last) with its outcome.
  const std::vector<std::pair<Move, MoveOutcome>>& moves();
  // The same moves without their outcomes (none once the game has ended):
  // for a check that needs only the list.
  const std::vector<Move>& legal();
  // The same moves with the counts of what each did and the position after
  // it (Engine::successors: one derivation of the position for all its
  // moves, no reasons or point lists); a check asks play() for the details
  // of the few moves it reports on.
  const std::vector<Successor>& successors();

 private:
  const CheckContext& ctx_;
  const Position& p_;
  std::optional<Analysis> analysis_;
  std::optional<bool> ended_;
  std::optional<std::vector<std::pair<Move, MoveOutcome>>> moves_;
  std::optional<std::vector<Move>> legal_;
  std::optional<std::vector<Successor>> successors_;
};

enum class Subject : std::uint8_t { Position, Move, Game };
std::string_view subject_name(Subject s);  // "position", "move", "game"

struct Check {
  std::string name;            // "komi-formulas"
  std::string contradiction;   // "C-1" for the register's known ones, else ""
  std::string family;          // "contradiction", "well-formedness", "trisgomoku"
  std::string question;        // what the check asks, one line
  // The statements it is about: every article ID its findings may name
  // (audit/tests/passages_ids_test.cpp checks that each has its passage).
  std::vector<std::string> cites;
  Subject subject = Subject::Position;
  // Whether the check means anything under the ruleset (a TrisGomoku check
  // on a Go ruleset does not).
  std::function<bool(const Ruleset&)> applies;
  std::function<std::optional<CheckFinding>(Visit&)> probe;
  // One sentence for a search that found nothing, completed by the runner
  // with what was searched.
  std::string holds;
  // Its statements name two texts on purpose (C-3: 2019 against 2026), so
  // their IDs are not rewritten into the ruleset's own text (finding_citations.h).
  bool compares_texts = false;
};

// Every check in the order the report lists them.
const std::vector<Check>& all_checks();
const Check* find_check(std::string_view name);

// ---- the probes (one per check; exposed for the unit tests) ----
std::optional<CheckFinding> probe_komi_formulas(Visit& v);
std::optional<CheckFinding> probe_both_counts_lose(Visit& v);
std::optional<CheckFinding> probe_no_stone_areas(Visit& v);
std::optional<CheckFinding> probe_eye_rules(Visit& v);
std::optional<CheckFinding> probe_conversion(Visit& v);
std::optional<CheckFinding> probe_permanent_life(Visit& v);
std::optional<CheckFinding> probe_settles(Visit& v);
std::optional<CheckFinding> probe_legal_move(Visit& v);
std::optional<CheckFinding> probe_terminates(Visit& v);
std::optional<CheckFinding> probe_attribute_order(Visit& v);
std::optional<CheckFinding> probe_both_colour_flips(Visit& v);
std::optional<CheckFinding> probe_double_five(Visit& v);

// ---- helpers shared by the checks ----

// The black or white strings of colour c that are permanently alive on the
// holistic board of `a` by D-15 (Benson, neutral tris off the board), each as
// its points (stones and attributed tris), sorted by index.
std::vector<std::vector<Point>> permanently_alive(const Position& p, const Analysis& a, Side c);

// The position with every point moved by symmetry s (tg::transform), history included.
Position transformed(const Position& p, int symmetry);

 // The phrases' builder and point lists (text/phrase.h), for the probes.
using text::phrase;
using text::PhraseKind;
using text::points;

}  // namespace tg::audit
